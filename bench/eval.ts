// `npm run bench:eval`: ingest samples through batch calls, run a field_match + pii_leak
// evaluation, and measure how much a running evaluation slows `authorize` (alternating rounds
// with and without one, in the same run). Rate limits off (operator setting).
// Usage: npm run build && npx tsx bench/eval.ts [--samples 100000] [--eval-samples 10000]
//   [--duration 5] [--rounds 3] [--connections 32] [--database-url postgres://…]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { generateKey } from '../packages/server/src/platform/keys/key-material.js';
import { median, pinLoadGenerator, start } from './procs.js';
import { WORKLOAD } from './workload.js';

pinLoadGenerator();

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '100000' },
    'eval-samples': { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    'database-url': { type: 'string' },
  },
});
const total = Number(values.samples);
const evalSamples = Number(values['eval-samples']);
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const key = generateKey();
const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-bench-'));
const port = 18185;
const base = `http://127.0.0.1:${port}`;
const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined
      ? { headers: { authorization: headers.authorization } }
      : { headers, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A triage answer with an identifier in one sample of five: ~400 bytes of JSON each. */
const sampleOf = (i: number) => ({
  input: { complaint: `Patient reports chest pain radiating to the left arm, onset ${i % 60} minutes ago.` },
  output: {
    triage: { level: i % 4 === 0 ? 'urgent' : 'emergency' },
    advice: i % 5 === 0 ? 'Call back on 415-555-0132 if it worsens.' : 'Go to the emergency department now.',
  },
  expected: { triage: { level: 'emergency' } },
  metadata: { source: 'bench', i },
});

async function ingest(dataset: string, n: number, concurrency = 4) {
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < n) {
      const from = next;
      next += 100;
      const batch = Array.from({ length: Math.min(100, n - from) }, (_, k) => sampleOf(from + k));
      await api('POST', `/v1/datasets/${dataset}/samples`, { samples: batch });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return n / ((performance.now() - t0) / 1000);
}

async function evaluate(project: string, dataset: string) {
  const e = await api('POST', '/v1/evaluations', {
    name: 'bench',
    project,
    dataset,
    evaluators: [
      { type: 'field_match', config: { fields: ['triage.level'] } },
      { type: 'pii_leak', config: {} },
    ],
  });
  return e.id as string;
}

async function waitDone(id: string) {
  for (;;) {
    const e = await api('GET', `/v1/evaluations/${id}`);
    if (['completed', 'failed', 'cancelled'].includes(e.status as string)) return e;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function authorizeLoad(agentId: string, seconds = duration) {
  const r = await autocannon({
    url: base,
    connections: Number(values.connections),
    duration: seconds,
    requests: WORKLOAD.map((w) => ({
      method: 'POST' as const,
      path: '/api/policy/authorize',
      headers,
      body: JSON.stringify({ agentId, ...w }),
    })),
  });
  return { rps: r.requests.average, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts };
}

const lk = await start(
  ['packages/server/dist/cli.js', 'serve'],
  {
    LATCHKEY_PORT: String(port),
    LATCHKEY_DATA_DIR: dataDir,
    LATCHKEY_BOOTSTRAP_KEY: key,
    LATCHKEY_LOG_LEVEL: 'warn',
    LATCHKEY_RATE_LIMITS: 'off',
    ...(values['database-url'] ? { LATCHKEY_DATABASE_URL: values['database-url'] } : {}),
  },
  /Latchkey is ready/,
);

try {
  const project = (await api('POST', '/v1/projects', { name: 'bench' })).id as string;
  const big = (await api('POST', '/v1/datasets', { project, name: 'ingest' })).id as string;
  const ingestRate = await ingest(big, total);
  const small = (await api('POST', '/v1/datasets', { project, name: 'eval' })).id as string;
  await ingest(small, evalSamples);

  const id = await evaluate(project, small);
  const done = await waitDone(id);
  const evalSeconds = (Date.parse(done.completed_at as string) - Date.parse(done.started_at as string)) / 1000;
  const progress = done.progress as { completed: number; failed: number };

  // Authorize alone, then with an evaluation of the big dataset running, alternating.
  const agentId = (await api('POST', '/api/agents', { name: 'bench', tools: ['send_email'] })).id as string;
  await authorizeLoad(agentId, 2);
  const alone: number[] = [];
  const during: number[] = [];
  const p99: { alone: number[]; during: number[] } = { alone: [], during: [] };
  const meanwhile: number[] = [];
  let failed = 0;
  for (let i = 0; i < rounds; i++) {
    const a = await authorizeLoad(agentId);
    const running = await evaluate(project, big);
    await new Promise((r) => setTimeout(r, 200));
    const d = await authorizeLoad(agentId);
    const state = await api('GET', `/v1/evaluations/${running}`);
    meanwhile.push((state.progress as { completed: number }).completed / duration);
    if (state.status !== 'running')
      console.warn(`round ${i}: the evaluation was ${state.status} by the end of the load`);
    await api('POST', `/v1/evaluations/${running}/cancel`);
    alone.push(a.rps);
    during.push(d.rps);
    p99.alone.push(a.p99);
    p99.during.push(d.p99);
    failed += a.failed + d.failed;
  }
  const slowdowns = alone.map((a, i) => 1 - during[i]! / a);
  console.log(`\nnode ${process.version}, ${values['database-url'] ? 'PostgreSQL' : 'SQLite'}, rate limits off\n`);
  console.log('| measure | result |\n|---|---|');
  console.log(`| ingest ${total} samples, batches of 100, 4 in flight | ${Math.round(ingestRate)} samples/s |`);
  console.log(
    `| evaluation field_match + pii_leak over ${evalSamples} samples | ${Math.round(evalSamples / evalSeconds)} samples/s (${evalSeconds.toFixed(2)} s; ${progress.completed} completed, ${progress.failed} failed) |`,
  );
  console.log(
    `| authorize alone (median of ${rounds} rounds x ${duration}s) | ${Math.round(median(alone))} req/s, p99 ${median(p99.alone)} ms |`,
  );
  console.log(
    `| authorize while an evaluation runs | ${Math.round(median(during))} req/s, p99 ${median(p99.during)} ms; the evaluation meanwhile: ${Math.round(median(meanwhile))} samples/s |`,
  );
  console.log(
    `| slowdown per round | ${slowdowns.map((s) => `${(100 * s).toFixed(1)} %`).join(', ')} (median ${(100 * median(slowdowns)).toFixed(1)} %) |`,
  );
  if (failed > 0 || progress.completed + progress.failed !== evalSamples) process.exitCode = 1;
} finally {
  lk.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
