// One request at a time: the MCP gateway's three Latchkey steps (authorize `action` with 1 KB of
// arguments, redeem the permit, authorize `context_egress` with 1 KB of text), sequential, against
// `latchkey serve` on SQLite. Reports the server's CPU per step (from /proc) and client latency
// per step: the fixed cost of a lone decision that group commit hides under load.
// Usage: npm run build && npx tsx bench/lone-request.ts [--calls 3000] [--rounds 3] [--base DIR]
//   [--cpu-prof DIR]   (writes the server's CPU profile there; the server stops with SIGTERM)
// --base DIR adds a second server built from DIR (a checkout of another commit), on its own
// database: an A/B, one call on each server in turn, so both meet the same moment's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PdpClient } from '../packages/client/src/index.js';
import { keepAliveFetch } from '../packages/server/src/gateways/mcp/pdp-transport.js';
import { generateKey } from '../packages/server/src/platform/keys/key-material.js';
import { cpuSeconds, median, pinLoadGenerator, start } from './procs.js';

pinLoadGenerator();

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '3' },
    base: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const calls = Number(values.calls);
const rounds = Number(values.rounds);
const SENTENCE = 'Vitals stable overnight, pain controlled with oral analgesia, plan to mobilise today. ';
const TEXT = SENTENCE.repeat(Math.ceil(1024 / SENTENCE.length)).slice(0, 1024);

interface Target {
  label: string;
  pid: number;
  pdp: PdpClient;
  agentId: string;
  stop: () => void;
}

async function boot(label: string, root: string, port: number): Promise<Target> {
  const admin = generateKey();
  const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-lone-'));
  const prof = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', join(values['cpu-prof'], label)] : [];
  const server = await start(
    [...prof, join(root, 'packages/server/dist/cli.js'), 'serve'],
    {
      LATCHKEY_PORT: String(port),
      LATCHKEY_DATA_DIR: dataDir,
      LATCHKEY_BOOTSTRAP_KEY: admin,
      LATCHKEY_LOG_LEVEL: 'warn',
      LATCHKEY_RATE_LIMIT_SCALE: '1000000',
    },
    /Latchkey is ready/,
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = async (path: string, body: unknown) => {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const agent = await api('/api/agents', { name: 'lone', tools: ['echo'] });
  const { apiKey } = await api(`/api/agents/${agent.id}/provision`, { boundary: 'process' });
  const pdp = new PdpClient({ baseUrl, apiKey: String(apiKey), fetch: keepAliveFetch({ maxAnswerBytes: 4 << 20 }) });
  return {
    label,
    pid: server.pid!,
    pdp,
    agentId: String(agent.id),
    stop: () => {
      server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
      server.kill('SIGTERM');
    },
  };
}

interface Round {
  cpuUs: number;
  ms: { action: number[]; redeem: number[]; egress: number[]; all: number[] };
}

/** One tool call's three steps on `t`, timed. */
async function call(t: Target, r: Round): Promise<void> {
  const { pdp, agentId } = t;
  const args = { text: TEXT };
  const t0 = performance.now();
  const d = await pdp.authorize({ agentId, session: 'lone', stage: 'action', tool: 'echo', args });
  const t1 = performance.now();
  if (d.verdict !== 'ALLOW' || !d.permitId) throw new Error(`action: ${d.verdict}`);
  await pdp.redeemPermit(d.permitId, { agentId, tool: 'echo', args });
  const t2 = performance.now();
  const e = await pdp.authorize({ agentId, session: 'lone', stage: 'context_egress', content: TEXT });
  const t3 = performance.now();
  if (e.verdict !== 'ALLOW') throw new Error(`context_egress: ${e.verdict}`);
  r.ms.action.push(t1 - t0);
  r.ms.redeem.push(t2 - t1);
  r.ms.egress.push(t3 - t2);
  r.ms.all.push(t3 - t0);
}

/**
 * `n` calls on each server, one call each in turn (the first rotating), so that both meet the
 * same moment's load; CPU per request from each server's /proc over the whole round.
 */
async function round(ts: Target[], n: number): Promise<Round[]> {
  const rs: Round[] = ts.map(() => ({ cpuUs: 0, ms: { action: [], redeem: [], egress: [], all: [] } }));
  const cpu0 = ts.map((t) => cpuSeconds(t.pid));
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < ts.length; k++) {
      const j = (i + k) % ts.length;
      await call(ts[j]!, rs[j]!);
    }
  }
  // Three requests per call: CPU per request.
  ts.forEach((t, j) => {
    rs[j]!.cpuUs = ((cpuSeconds(t.pid) - cpu0[j]!) * 1e6) / (3 * n);
  });
  return rs;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const targets = [await boot('branch', '.', 18201)];
if (values.base) targets.push(await boot('base', values.base, 18202));
try {
  await round(targets, 200); // warm-up: JIT, connections, database pages
  const results = new Map(targets.map((t) => [t.label, [] as Round[]]));
  for (let r = 0; r < rounds; r++) {
    const res = await round(targets, calls);
    targets.forEach((t, j) => {
      const x = res[j]!;
      results.get(t.label)!.push(x);
      console.log(
        `round ${r + 1} ${t.label.padEnd(6)} CPU ${x.cpuUs.toFixed(1)} µs/req, p50 ms: action ${pct(x.ms.action, 0.5).toFixed(3)} redeem ${pct(x.ms.redeem, 0.5).toFixed(3)} egress ${pct(x.ms.egress, 0.5).toFixed(3)} three ${pct(x.ms.all, 0.5).toFixed(3)} (p99 ${pct(x.ms.all, 0.99).toFixed(2)})`,
      );
    });
  }
  const { loadavg } = await import('node:os');
  console.log(
    `\nload average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}; ${rounds} rounds × ${calls} calls (3 requests each)`,
  );
  console.log(
    '| server | CPU µs/req (median of rounds) | action p50 | redeem p50 | egress p50 | three steps p50 / p99 ms |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [label, rs] of results) {
    const all = (k: keyof Round['ms']) => rs.flatMap((x) => x.ms[k]);
    console.log(
      `| ${label} | ${median(rs.map((x) => x.cpuUs)).toFixed(1)} | ${pct(all('action'), 0.5).toFixed(3)} | ${pct(all('redeem'), 0.5).toFixed(3)} | ${pct(all('egress'), 0.5).toFixed(3)} | ${pct(all('all'), 0.5).toFixed(3)} / ${pct(all('all'), 0.99).toFixed(2)} |`,
    );
  }
} finally {
  for (const t of targets) t.stop();
}
