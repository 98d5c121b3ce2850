// `npm run bench:authorize`: autocannon against POST /api/policy/authorize (the mixed five-stage
// workload of bench/workload.ts, ~1 KB each, every decision committed to the evidence feed) and
// against a bare Fastify route echoing the same bodies, in one run. Then latency at half of
// Latchkey's maximum rate. Usage: npm run build && npx tsx bench/authorize.ts
//   [--duration 5] [--rounds 3] [--connections 32] [--database-url postgres://…]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { generateKey } from '../packages/server/src/platform/keys/key-material.js';
import { openLoop } from './open-loop.js';
import { cpuSeconds, median, pinLoadGenerator, start } from './procs.js';
import { WORKLOAD } from './workload.js';

pinLoadGenerator();

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    'database-url': { type: 'string' },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const key = generateKey();
const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-bench-'));
const barePort = 18183;
const lkPort = 18184;

interface Load {
  seconds?: number;
}

async function load(port: number, agentId: string, pid: number, opts: Load = {}) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const requests = WORKLOAD.map((w) => ({
    method: 'POST' as const,
    path: '/api/policy/authorize',
    headers,
    body: JSON.stringify({ agentId, ...w }),
  }));
  const cpu0 = cpuSeconds(pid);
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: opts.seconds ?? duration,
    requests,
  });
  return {
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
    cpuUsPerReq: ((cpuSeconds(pid) - cpu0) * 1e6) / Math.max(1, r.requests.total),
  };
}

async function api(path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${lkPort}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

const bare = await start(['--import', 'tsx', 'bench/bare-server.ts'], { BENCH_PORT: String(barePort) }, /ready/);
const lk = await start(
  ['packages/server/dist/cli.js', 'serve'],
  {
    LATCHKEY_PORT: String(lkPort),
    LATCHKEY_DATA_DIR: dataDir,
    LATCHKEY_BOOTSTRAP_KEY: key,
    LATCHKEY_LOG_LEVEL: 'warn',
    ...(values['database-url'] ? { LATCHKEY_DATABASE_URL: values['database-url'] } : {}),
  },
  /Latchkey is ready/,
);

try {
  const agent = await api('/api/agents', { name: 'bench', tools: ['send_email'] });
  const agentId = agent.id as string;
  await load(barePort, agentId, bare.pid!, { seconds: 2 });
  await load(lkPort, agentId, lk.pid!, { seconds: 2 });
  type Run = Awaited<ReturnType<typeof load>>;
  const runs: { bare: Run[]; lk: Run[] } = { bare: [], lk: [] };
  for (let i = 0; i < rounds; i++) {
    runs.bare.push(await load(barePort, agentId, bare.pid!));
    runs.lk.push(await load(lkPort, agentId, lk.pid!));
  }
  const ratios = runs.lk.map((r, i) => r.rps / runs.bare[i]!.rps);
  const maxRps = median(runs.lk.map((r) => r.rps));
  const half = Math.round(maxRps / 2);
  const bodies = WORKLOAD.map((w) => ({
    path: '/api/policy/authorize',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ agentId, ...w }),
  }));
  const atHalf = await openLoop({ port: lkPort, requests: bodies, rate: half, seconds: duration * 2 });
  const bareAtHalf = await openLoop({ port: barePort, requests: bodies, rate: half, seconds: duration * 2 });

  const events = await api('/api/events/verify');
  const committed = runs.lk.reduce((a, r) => a + r.total, 0) + atHalf.ok;
  const fmt = (xs: number[]) =>
    `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
  const row = (label: string, rs: Run[], ratio: string) =>
    `| ${label} | ${Math.round(median(rs.map((r) => r.rps)))} | ${ratio} | ${median(rs.map((r) => r.cpuUsPerReq)).toFixed(1)} | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${rs.reduce((a, r) => a + r.failed, 0)} |`;
  console.log(
    `\nnode ${process.version}, ${values['database-url'] ? 'PostgreSQL' : 'SQLite'}, ${connections} connections, ${rounds} rounds x ${duration}s; medians, ratio per round (min–max)\n`,
  );
  console.log(
    '| target | req/s | throughput ratio | server CPU µs/req | p50 ms | p99 ms | failed |\n|---|---|---|---|---|---|---|',
  );
  console.log(row('bare Fastify echo of the same bodies', runs.bare, '1.00'));
  console.log(row('Latchkey authorize (decide + evidence commit)', runs.lk, fmt(ratios)));
  console.log(
    `\nOpen loop at half of Latchkey's maximum: ${half} req/s evenly spaced for ${duration * 2}s, latency from when each request was due:\n`,
  );
  console.log('| target | requests | p50 ms | p99 ms | max ms | failed |\n|---|---|---|---|---|---|');
  const lat = (label: string, r: typeof atHalf) =>
    console.log(
      `| ${label} | ${r.ok} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(1)} | ${r.failed} |`,
    );
  lat('Latchkey authorize', atHalf);
  lat('bare echo', bareAtHalf);

  console.log(
    `\nEvidence chain: ${events.valid ? 'valid' : 'INVALID'}, ${events.entryCount} entries for ${committed} measured authorize replies (plus warm-up).`,
  );
  const failed = [...runs.bare, ...runs.lk].reduce((a, r) => a + r.failed, 0) + atHalf.failed + bareAtHalf.failed;
  if (failed > 0 || !events.valid) process.exitCode = 1;
} finally {
  bare.kill('SIGTERM');
  lk.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
