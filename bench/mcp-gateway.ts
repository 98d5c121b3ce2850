// MCP gateway overhead: tools/call through `latchkey mcp-gateway` against the same upstream called
// directly, interleaved in one run, 1 KB arguments and 1 KB results (issue 18).
// Usage: npm run build && npx tsx bench/mcp-gateway.ts [--calls 300] [--rounds 5] [--base DIR]
// --base DIR adds a second gateway, DIR/packages/server/dist/cli.js (a built checkout of another
// commit), in front of the same server and upstream command: an A/B, the direct upstream and the
// two gateways called in turn, one call each, so that all three meet the same moment's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { PdpClient } from '../packages/client/src/index.js';
import { keepAliveFetch } from '../packages/server/src/gateways/mcp/pdp-transport.js';
import { answerLimit } from '../packages/server/src/gateways/mcp/run.js';
import { generateKey } from '../packages/server/src/platform/keys/key-material.js';
import { start } from './procs.js';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '5' },
    base: { type: 'string' },
  },
});
const calls = Number(values.calls);
const rounds = Number(values.rounds);
const FIXTURE = 'packages/server/test/fixtures/mcp-upstream.mjs';
const port = 18191;
const base = `http://127.0.0.1:${port}`;
const admin = generateKey();
const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-bench-mcp-'));

// Clinical-sounding but free of identifiers: every result is ALLOWed at context_egress, as most are.
const SENTENCE = 'Vitals stable overnight, pain controlled with oral analgesia, plan to mobilise today. ';
const TEXT = SENTENCE.repeat(Math.ceil(1024 / SENTENCE.length)).slice(0, 1024);

async function api(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function connect(command: string, args: string[], env: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command, args, env: { ...env, PATH: process.env.PATH ?? '' } }));
  return client;
}

/**
 * One call on each client in turn, the first rotating each time: on a shared machine whose load
 * swings from one second to the next, calls made milliseconds apart meet the same load.
 */
async function timeTurns(clients: Client[], n: number): Promise<number[][]> {
  const ms = clients.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < clients.length; k++) {
      const j = (i + k) % clients.length;
      const t0 = performance.now();
      const r = await clients[j]!.callTool({ name: 'echo', arguments: { text: TEXT } });
      ms[j]!.push(performance.now() - t0);
      if (r.isError) throw new Error(`call failed: ${JSON.stringify(r.content)}`);
    }
  }
  return ms;
}

async function timeCalls(client: Client, n: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await client.callTool({ name: 'echo', arguments: { text: TEXT } });
    ms.push(performance.now() - t0);
    if (r.isError) throw new Error(`call failed: ${JSON.stringify(r.content)}`);
  }
  return ms;
}

/** The same three Latchkey round trips a gateway call makes, from this process: the floor under the overhead. */
async function timeSteps(pdp: PdpClient, agentId: string, n: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const args = { text: TEXT };
    const d = await pdp.authorize({ agentId, session: 'bench-steps', stage: 'action', tool: 'echo', args });
    await pdp.redeemPermit(d.permitId!, { agentId, tool: 'echo', args });
    await pdp.authorize({ agentId, session: 'bench-steps', stage: 'context_egress', content: TEXT });
    ms.push(performance.now() - t0);
  }
  return ms;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const server = await start(
  ['packages/server/dist/cli.js', 'serve'],
  {
    LATCHKEY_PORT: String(port),
    LATCHKEY_DATA_DIR: dataDir,
    LATCHKEY_BOOTSTRAP_KEY: admin,
    LATCHKEY_LOG_LEVEL: 'warn',
    LATCHKEY_RATE_LIMIT_SCALE: '1000000',
  },
  /Latchkey is ready/,
);
try {
  const agent = await api('POST', '/api/agents', { name: 'bench-mcp', tools: ['echo'] });
  const { apiKey } = await api('POST', `/api/agents/${agent.id}/provision`, { boundary: 'process' });
  const direct = await connect(process.execPath, [FIXTURE], {});
  const gatewayOf = (root: string) =>
    connect(
      process.execPath,
      [join(root, 'packages/server/dist/cli.js'), 'mcp-gateway', '--url', base, '--', process.execPath, FIXTURE],
      {
        LATCHKEY_AGENT_KEY: String(apiKey),
      },
    );
  const gateway = await gatewayOf('.');
  const baseGateway = values.base ? await gatewayOf(values.base) : undefined;
  // The gateway's own transport, so that the steps stay the floor under what the gateway does.
  const pdp = new PdpClient({
    baseUrl: base,
    apiKey: String(apiKey),
    fetch: keepAliveFetch({ maxAnswerBytes: answerLimit(512 * 1024) }),
  });
  const agentId = String(agent.id);
  await timeCalls(direct, 100); // warm-up: JIT, connections, the first decisions' database pages
  await timeCalls(gateway, 100);
  if (baseGateway) await timeCalls(baseGateway, 100);
  await timeSteps(pdp, agentId, 100);
  const all = { direct: [] as number[], gateway: [] as number[], base: [] as number[], steps: [] as number[] };
  /** gateway/base p50 of each round. */
  const roundRatios: number[] = [];
  const f = (x: number) => x.toFixed(2).padStart(6);
  console.log(
    `round  direct p50/p99 ms   gateway p50/p99 ms   overhead p50 ms   3 Latchkey steps p50 ms${baseGateway ? '   base gateway p50 ms   gateway/base p50' : ''}`,
  );
  for (let r = 1; r <= rounds; r++) {
    let d: number[];
    let g: number[];
    let b: number[] = [];
    if (baseGateway)
      [d, g, b] = (await timeTurns([direct, gateway, baseGateway], calls)) as [number[], number[], number[]];
    else {
      d = await timeCalls(direct, calls);
      g = await timeCalls(gateway, calls);
    }
    const st = await timeSteps(pdp, agentId, calls);
    all.direct.push(...d);
    all.gateway.push(...g);
    all.base.push(...b);
    if (baseGateway) roundRatios.push(pct(g, 0.5) / pct(b, 0.5));
    all.steps.push(...st);
    const ab = baseGateway ? `   ${f(pct(b, 0.5))}                ${(pct(g, 0.5) / pct(b, 0.5)).toFixed(2)}` : '';
    console.log(
      `${String(r).padStart(5)}  ${f(pct(d, 0.5))} / ${f(pct(d, 0.99))}   ${f(pct(g, 0.5))} / ${f(pct(g, 0.99))}   ${f(pct(g, 0.5) - pct(d, 0.5))}   ${f(pct(st, 0.5))}${ab}`,
    );
  }
  const [dp50, dp99, gp50, gp99] = [
    pct(all.direct, 0.5),
    pct(all.direct, 0.99),
    pct(all.gateway, 0.5),
    pct(all.gateway, 0.99),
  ];
  console.log(
    `all    direct p50 ${dp50.toFixed(2)} p99 ${dp99.toFixed(2)} | gateway p50 ${gp50.toFixed(2)} p99 ${gp99.toFixed(2)} | overhead p50 ${(gp50 - dp50).toFixed(2)} ms, p99 ${(gp99 - dp99).toFixed(2)} ms, ratio p50 ${(gp50 / dp50).toFixed(1)}x | the 3 Latchkey steps alone p50 ${pct(all.steps, 0.5).toFixed(2)} p99 ${pct(all.steps, 0.99).toFixed(2)} (${all.gateway.length} calls each)`,
  );
  if (baseGateway) {
    const [bp50, bp99] = [pct(all.base, 0.5), pct(all.base, 0.99)];
    console.log(
      `base   gateway p50 ${bp50.toFixed(2)} p99 ${bp99.toFixed(2)} | overhead p50 ${(bp50 - dp50).toFixed(2)} ms | this/base p50 ${(gp50 / bp50).toFixed(2)}, overhead this/base ${((gp50 - dp50) / (bp50 - dp50)).toFixed(2)} | median of the rounds' this/base ${pct(roundRatios, 0.5).toFixed(2)} (${roundRatios.filter((r) => r < 1).length} of ${roundRatios.length} rounds faster)`,
    );
    await baseGateway.close();
  }
  await direct.close();
  await gateway.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
