// Platform per-request overhead: an authenticated GET through Latchkey (auth lookup, rate limit,
// request id, headers, metrics) against the same JSON from a bare Fastify route, in one run.
// Usage: npm run build && npx tsx bench/http-overhead.ts [--duration 5] [--rounds 3]
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { generateKey } from '../packages/server/src/platform/keys/key-material.js';
import { cpuSeconds, median, pinLoadGenerator, start } from './procs.js';

pinLoadGenerator();

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const key = generateKey();

async function load(url: string, headers: Record<string, string>, seconds: number, pid: number) {
  const cpu0 = cpuSeconds(pid);
  const r = await autocannon({ url, connections, duration: seconds, headers, pipelining: 1 });
  const cpuUsPerReq = ((cpuSeconds(pid) - cpu0) * 1e6) / Math.max(1, r.requests.total);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuUsPerReq,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-bench-'));
const barePort = 18181;
const lkPort = 18182;
const startBare = () => start(['--import', 'tsx', 'bench/bare-server.ts'], { BENCH_PORT: String(barePort) }, /ready/);
const startLatchkey = () =>
  start(
    ['packages/server/dist/cli.js', 'serve'],
    {
      LATCHKEY_PORT: String(lkPort),
      LATCHKEY_DATA_DIR: dataDir,
      LATCHKEY_BOOTSTRAP_KEY: key,
      LATCHKEY_LOG_LEVEL: 'warn',
      // Limits stay on (the check runs on every request) but are scaled out of reach of the load.
      LATCHKEY_RATE_LIMIT_SCALE: process.env.BENCH_SCALE ?? '1000000',
    },
    /Latchkey is ready/,
  );

const auth = { authorization: `Bearer ${key}` };
type Run = Awaited<ReturnType<typeof load>>;
type Target = 'bare' | 'me' | 'usage';
const runs: Record<Target, Run[]> = { bare: [], me: [], usage: [] };
let servers: ChildProcess[] = [];
try {
  // Each round starts fresh processes: the same build runs up to ~20 % faster or slower per
  // process (JIT and heap layout), so one process per run would make the whole run a coin toss.
  // Rounds alternate bare and platform runs seconds apart, so slow drifts of a shared (virtual)
  // machine cancel out in each round's ratio; the median round is reported.
  for (let i = 0; i < rounds; i++) {
    const [bare, lk] = [await startBare(), await startLatchkey()];
    servers = [bare, lk];
    const targets: Record<Target, (s?: number) => Promise<Run>> = {
      bare: (s = duration) => load(`http://127.0.0.1:${barePort}/v1/me`, {}, s, bare.pid!),
      me: (s = duration) => load(`http://127.0.0.1:${lkPort}/v1/me`, auth, s, lk.pid!),
      usage: (s = duration) => load(`http://127.0.0.1:${lkPort}/v1/usage`, auth, s, lk.pid!),
    };
    for (const warm of Object.values(targets)) await warm(1);
    for (const [name, run] of Object.entries(targets)) runs[name as Target].push(await run());
    await stop(servers);
    servers = [];
  }
  const ratios = (name: 'me' | 'usage', pick: (r: Run) => number, invert = false) =>
    runs[name].map((r, i) => (invert ? pick(runs.bare[i]!) / pick(r) : pick(r) / pick(runs.bare[i]!)));
  const fmt = (xs: number[]) =>
    `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
  const row = (label: string, name: Target) => {
    const rs = runs[name];
    const failed = rs.reduce((a, r) => a + r.non2xx + r.errors, 0);
    const tput = name === 'bare' ? '1.00' : fmt(ratios(name, (r) => r.rps));
    const cpu = name === 'bare' ? '1.00' : fmt(ratios(name, (r) => r.cpuUsPerReq, true));
    console.log(
      `| ${label} | ${Math.round(median(rs.map((r) => r.rps)))} | ${tput} | ${median(rs.map((r) => r.cpuUsPerReq)).toFixed(1)} | ${cpu} | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${failed} |`,
    );
    return failed;
  };
  console.log(
    `\nnode ${process.version}, ${connections} connections, ${rounds} rounds x ${duration}s; medians, ratios per round (min–max)\n`,
  );
  console.log(
    '| target | req/s | throughput ratio | server CPU µs/req | CPU ratio (bare/target) | p50 ms | p99 ms | failed |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  let failed = row('bare Fastify GET /v1/me', 'bare');
  failed += row('Latchkey GET /v1/me (auth, rate limit, request id, headers, metrics)', 'me');
  failed += row('Latchkey GET /v1/usage (the same + one SQLite read)', 'usage');
  if (failed > 0) {
    console.error('some requests failed: the figures are not comparable');
    process.exitCode = 1;
  }
} finally {
  await stop(servers);
  rmSync(dataDir, { recursive: true, force: true });
}

async function stop(procs: ChildProcess[]): Promise<void> {
  const exited = (p: ChildProcess) =>
    new Promise((resolve) => {
      if (p.exitCode !== null) return resolve(null);
      p.once('exit', resolve);
      p.kill('SIGTERM');
    });
  await Promise.all(procs.map(exited));
}
