// The model gateway's overhead (issue 18, ADR 0049): the same chat completion (1 KB prompt, 1 KB
// answer) sent to a local OpenAI-compatible upstream directly and through /gateway/v1 (input,
// context_egress and output decided, each durable in the evidence feed), alternating, in one run.
// SQLite, one client connection, keep-alive on both paths. Usage: npx tsx bench/openai-gateway.ts [--n 2000]
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { makeApp } from '../packages/server/test/helpers.js';
import { startFakeUpstream } from '../packages/server/test/openai-upstream.js';

const { values } = parseArgs({ options: { n: { type: 'string', default: '2000' } } });
const n = Number(values.n);
// Clinical-sounding text without identifiers: the decision runs every detector and rewrites nothing.
const kilobyte = (seed: string) =>
  `${seed} ${'Stable on metformin 500 mg, BP 128/82, GCS 15, plan unchanged. '.repeat(16)}`.slice(0, 1024);
const PROMPT = kilobyte('Summarize the ward round for the handover.');
const ANSWER = kilobyte('Handover summary.');

const up = await startFakeUpstream();
up.mode = { kind: 'say', content: ANSWER };
const t = await makeApp({ env: { LATCHKEY_ALLOW_INSECURE_DESTINATIONS: 'true', LATCHKEY_LOG_LEVEL: 'silent' } });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const gatewayPort = (t.app.server.address() as AddressInfo).port;
const agentId = (await t.call({ method: 'POST', url: '/api/agents', payload: { name: 'bench' } })).json().id;
const agentKey = (
  await t.call({ method: 'POST', url: `/api/agents/${agentId}/provision`, payload: { boundary: 'process' } })
).json().apiKey;
await t.call({
  method: 'PUT',
  url: `/api/agents/${agentId}/gateway`,
  payload: { upstreamUrl: up.url, upstreamApiKey: up.key },
});

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const body = JSON.stringify({ model: 'gpt-test', messages: [{ role: 'user', content: PROMPT }] });
const upstreamUrl = new URL(`${up.url}/chat/completions`);

function post(port: number, path: string, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200 || !text.includes('Handover summary.'))
            reject(new Error(`${res.statusCode} ${text.slice(0, 200)}`));
          else resolve(res.statusCode);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const direct = () => post(Number(upstreamUrl.port), upstreamUrl.pathname, up.key);
const gateway = () => post(gatewayPort, '/gateway/v1/chat/completions', agentKey);

async function timed(f: () => Promise<number>): Promise<number> {
  const t0 = process.hrtime.bigint();
  await f();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

for (let i = 0; i < 300; i++) {
  await direct();
  await gateway();
}
const d: number[] = [];
const g: number[] = [];
for (let i = 0; i < n; i++) {
  // Alternated, so both paths see the same machine from moment to moment.
  d.push(await timed(direct));
  g.push(await timed(gateway));
}
const q = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
console.log(
  `node ${process.version}, ${n} completions per path, prompt ${PROMPT.length} B, answer ${ANSWER.length} B, SQLite\n`,
);
console.log('| path | p50 ms | p99 ms |\n|---|---|---|');
console.log(`| upstream directly | ${q(d, 0.5).toFixed(2)} | ${q(d, 0.99).toFixed(2)} |`);
console.log(`| through /gateway/v1 | ${q(g, 0.5).toFixed(2)} | ${q(g, 0.99).toFixed(2)} |`);
console.log(`| overhead | ${(q(g, 0.5) - q(d, 0.5)).toFixed(2)} | ${(q(g, 0.99) - q(d, 0.99)).toFixed(2)} |`);
agent.destroy();
await t.close();
await up.close();
