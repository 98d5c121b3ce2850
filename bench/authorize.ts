// `npm run bench:authorize`: autocannon against POST /api/policy/authorize (the mixed five-stage
// workload of bench/workload.ts, ~1 KB each, every decision committed to the evidence feed) and
// against a bare Fastify route echoing the same bodies, in one run. Then latency at half of
// Latchkey's maximum rate. Usage: npm run build && npx tsx bench/authorize.ts
//   [--duration 5] [--rounds 3] [--connections 32] [--database-url postgres://…] [--base DIR]
// --base DIR adds a second Latchkey built from DIR (a checkout of another commit, built), each on
// its own SQLite database: every round then loads the echo, this build and the base in turn (the
// order of the two builds alternating), so both meet the same moment's load: an A/B.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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
    base: { type: 'string' },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const key = generateKey();
const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-bench-'));
const barePort = 18183;
const lkPort = 18184;
const basePort = 18185;
const baseDataDir = mkdtempSync(join(tmpdir(), 'latchkey-bench-base-'));

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

async function api(path: string, body?: unknown, port = lkPort) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

const bare = await start(['--import', 'tsx', 'bench/bare-server.ts'], { BENCH_PORT: String(barePort) }, /ready/);
const serve = (root: string, port: number, dir: string) =>
  start(
    [join(root, 'packages/server/dist/cli.js'), 'serve'],
    {
      LATCHKEY_PORT: String(port),
      LATCHKEY_DATA_DIR: dir,
      LATCHKEY_BOOTSTRAP_KEY: key,
      LATCHKEY_LOG_LEVEL: 'warn',
      ...(values['database-url'] ? { LATCHKEY_DATABASE_URL: values['database-url'] } : {}),
    },
    /Latchkey is ready/,
  );
if (values.base && values['database-url']) throw new Error('--base runs on SQLite only (two servers, two databases)');
const lk = await serve('.', lkPort, dataDir);
const base = values.base ? await serve(values.base, basePort, baseDataDir) : undefined;

try {
  const agent = await api('/api/agents', { name: 'bench', tools: ['send_email'] });
  const agentId = agent.id as string;
  // Same key, same agent name; the base has an agent id of its own.
  const baseAgentId = base
    ? ((await api('/api/agents', { name: 'bench', tools: ['send_email'] }, basePort)).id as string)
    : '';
  await load(barePort, agentId, bare.pid!, { seconds: 2 });
  await load(lkPort, agentId, lk.pid!, { seconds: 2 });
  if (base) await load(basePort, baseAgentId, base.pid!, { seconds: 2 });
  type Run = Awaited<ReturnType<typeof load>>;
  const runs: { bare: Run[]; lk: Run[]; base: Run[] } = { bare: [], lk: [], base: [] };
  for (let i = 0; i < rounds; i++) {
    runs.bare.push(await load(barePort, agentId, bare.pid!));
    if (base && i % 2 === 1) runs.base.push(await load(basePort, baseAgentId, base.pid!));
    runs.lk.push(await load(lkPort, agentId, lk.pid!));
    if (base && i % 2 === 0) runs.base.push(await load(basePort, baseAgentId, base.pid!));
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
  if (base) {
    const baseRatios = runs.base.map((r, i) => r.rps / runs.bare[i]!.rps);
    console.log(row(`base (${values.base}) authorize`, runs.base, fmt(baseRatios)));
    const cpu = runs.lk.map((r, i) => r.cpuUsPerReq / runs.base[i]!.cpuUsPerReq);
    console.log(
      `\nA/B: CPU µs/req this/base per round ${cpu.map((x) => x.toFixed(3)).join(', ')} (median ${median(cpu).toFixed(3)}); ` +
        `load average ${loadavg()
          .map((x) => x.toFixed(2))
          .join(' ')}`,
    );
  }
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
  base?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(baseDataDir, { recursive: true, force: true });
}
