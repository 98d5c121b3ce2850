// PostgreSQL restarts under load (ADR 0032): three `latchkey serve` instances on a private cluster,
// ~85 req/s of authorize and /v1 reads and writes, the cluster restarted twice mid-run (fast, then
// immediate). Checks: no instance exits; while the database is down only 503s (with Retry-After)
// and the odd request that was in flight; 2xx before and after; how long recovery takes; audit
// streams on every instance still receive every entry (LISTEN re-established); a report still
// gets generated afterwards (background jobs alive). Exits 1 if a check fails.
// Usage: npm run bench:pg-restart -- [--rate 85] [--duration 45] [--port 5499]
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generateKey } from '../packages/server/src/platform/keys/key-material.js';
import { type Cluster, createCluster, type Instance, startInstance, stopInstance } from './pg-cluster.js';
import { type Sample, summarize } from './pg-restart-report.js';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '85' },
    duration: { type: 'string', default: '45' },
    port: { type: 'string', default: '5499' },
  },
});
const RATE = Number(values.rate);
const DURATION_MS = Number(values.duration) * 1000;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'packages/server/dist/cli.js');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const adminKey = generateKey();
const auth = { authorization: `Bearer ${adminKey}` };
const json = { ...auth, 'content-type': 'application/json' };

/** One request of the mix: authorize (half), /v1 reads, /v1 writes (a quarter each). */
async function request(inst: Instance, i: number, k: number, agentId: string, created: string[]): Promise<Sample> {
  const kinds = ['authorize', 'read', 'authorize', 'write'] as const;
  const kind = kinds[k % 4]!;
  const start = Date.now();
  const signal = AbortSignal.timeout(15_000);
  try {
    let res: Response;
    if (kind === 'authorize') {
      const body = JSON.stringify({ agentId, stage: 'input', content: `restart bench ${k}` });
      res = await fetch(`${inst.url}/api/policy/authorize`, { method: 'POST', headers: json, body, signal });
    } else if (kind === 'read') {
      const path = k % 8 === 1 ? '/v1/projects?limit=5' : '/v1/audit/logs?limit=5';
      res = await fetch(`${inst.url}${path}`, { headers: auth, signal });
    } else {
      const body = JSON.stringify({ name: `bench-${k}` });
      res = await fetch(`${inst.url}/v1/projects`, { method: 'POST', headers: json, body, signal });
    }
    const text = await res.text();
    const sample: Sample = { kind, inst: i, start, end: Date.now(), status: res.status };
    if (res.status === 201) created.push(JSON.parse(text).id);
    if (res.status === 503) {
      const b = JSON.parse(text);
      const shaped = kind === 'authorize' ? b.error === 'service unavailable' : b.error?.code === 'service_unavailable';
      sample.wellFormed = shaped && res.headers.get('retry-after') !== null;
    }
    return sample;
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    return { kind, inst: i, start, end: Date.now(), status: `error:${code}` };
  }
}

/** An audit stream on one instance: the text it has received so far. */
function openStream(inst: Instance) {
  const ac = new AbortController();
  const s = { text: '', closed: false, close: () => ac.abort() };
  void (async () => {
    const res = await fetch(`${inst.url}/v1/audit/stream`, {
      headers: { ...auth, accept: 'text/event-stream' },
      signal: ac.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    for (let r = await reader.read(); !r.done; r = await reader.read()) s.text += decoder.decode(r.value);
  })()
    .catch(() => {})
    .finally(() => {
      s.closed = true;
    });
  return s;
}

/** A report requested on one instance and polled on another, until it is done (30 s at most). */
async function generateReport(instances: Instance[]): Promise<string> {
  const now = Date.now();
  const period = { start_time: new Date(now - 3_600_000).toISOString(), end_time: new Date(now).toISOString() };
  const body = JSON.stringify({ report_type: 'user_activity', format: 'json', ...period });
  const created = await fetch(`${instances[1]!.url}/v1/audit/reports`, { method: 'POST', headers: json, body });
  const { id } = (await created.json()) as { id: string };
  let status = 'pending';
  for (let n = 0; n < 300 && (status === 'pending' || status === 'processing'); n++) {
    await sleep(100);
    const r = await fetch(`${instances[2]!.url}/v1/audit/reports/${id}`, { headers: auth });
    status = ((await r.json()) as { status: string }).status;
  }
  return status;
}

/** What the time limit must clean up if it fires. */
const held: { cluster: Cluster | null; instances: Instance[] } = { cluster: null, instances: [] };

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-pg-restart-'));
  let cluster: Cluster | null = null;
  const instances = held.instances;
  const streams: Array<ReturnType<typeof openStream>> = [];
  try {
    cluster = createCluster(Number(values.port));
    held.cluster = cluster;
    const base = `postgres://postgres@127.0.0.1:${cluster.port}`;
    const setup = new pg.Client({ connectionString: `${base}/postgres` });
    await setup.connect();
    await setup.query('create database latchkey');
    await setup.end();
    const env = {
      LATCHKEY_DATABASE_URL: `${base}/latchkey`,
      LATCHKEY_SECRET_KEY: randomBytes(32).toString('hex'),
      LATCHKEY_SIGNING_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
      LATCHKEY_BOOTSTRAP_KEY: adminKey,
      LATCHKEY_RATE_LIMITS: 'off',
      LATCHKEY_LOG_LEVEL: 'warn',
    };
    // The first one migrates and bootstraps; the others find everything in place.
    instances.push(await startInstance(CLI, 'i0', dir, { ...env, LATCHKEY_DATA_DIR: join(dir, 'i0') }));
    for (const name of ['i1', 'i2']) {
      instances.push(await startInstance(CLI, name, dir, { ...env, LATCHKEY_DATA_DIR: join(dir, name) }));
    }
    const agent = await fetch(`${instances[0]!.url}/api/agents`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'restart-bench' }),
    });
    const agentId = ((await agent.json()) as { id: string }).id;
    for (const inst of instances) streams.push(openStream(inst));
    await sleep(500);

    // Open loop: requests leave on schedule whatever the answers, round robin over the instances.
    const restarts: Array<{ mode: 'fast' | 'immediate'; at: number; start: number; end: number }> = [
      { mode: 'fast', at: DURATION_MS / 3, start: 0, end: 0 },
      { mode: 'immediate', at: (2 * DURATION_MS) / 3, start: 0, end: 0 },
    ];
    const samples: Array<Promise<Sample>> = [];
    const created: string[] = [];
    const t0 = Date.now();
    const restartsDone = restarts.map(async (r) => {
      await sleep(r.at);
      r.start = Date.now();
      await cluster!.restart(r.mode);
      r.end = Date.now();
    });
    // /readyz of one instance, four times a second: not ready while the database is down.
    const probes: Array<{ at: number; status: number | string }> = [];
    const probing = (async () => {
      while (Date.now() - t0 < DURATION_MS) {
        const at = Date.now();
        const status = await fetch(`${instances[0]!.url}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
          (res) => res.status,
          () => 'error',
        );
        probes.push({ at, status });
        await sleep(250);
      }
    })();
    const total = Math.floor((RATE * DURATION_MS) / 1000);
    for (let k = 0; k < total; k++) {
      const due = t0 + (k * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      const i = k % instances.length;
      samples.push(request(instances[i]!, i, k, agentId, created));
    }
    await Promise.all(restartsDone);
    const results = await Promise.all(samples);
    await probing;
    const exitedDuringRun = instances.filter((x) => x.exit !== null).map((x) => ({ name: x.name, ...x.exit }));

    // After the run: fan-out, LISTEN sessions, a background job.
    const delivered = async () =>
      streams.map((s) => created.filter((id) => s.text.includes(id)).length).every((n) => n === created.length);
    const fanoutStart = Date.now();
    while (!(await delivered()) && !streams.some((s) => s.closed) && Date.now() - fanoutStart < 25_000) {
      await sleep(100);
    }
    const perStream = streams.map((s) => created.filter((id) => s.text.includes(id)).length);
    const check = new pg.Client({ connectionString: env.LATCHKEY_DATABASE_URL });
    await check.connect();
    const listening = (await check.query("select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN%'"))
      .rows[0].n as number;
    await check.end();
    const reportStatus = await generateReport(instances).catch((err: Error) => `not generated (${err.message})`);
    return summarize({
      rate: RATE,
      durationMs: DURATION_MS,
      results,
      restarts,
      exitedDuringRun,
      perStream,
      created,
      listening,
      reportStatus,
      probes,
      t0,
    });
  } finally {
    for (const s of streams) s.close();
    await Promise.all(instances.map((x) => stopInstance(x)));
    const logs = instances.map((x) => readFileSync(x.logFile, 'utf8'));
    const errorLines = logs.map((l) =>
      l.split('\n').filter((line) => /"level":(50|60)|uncaught|Unhandled/i.test(line)),
    );
    console.log(`log lines at error level or uncaught, per instance: ${errorLines.map((l) => l.length).join(', ')}`);
    for (const l of errorLines.flat().slice(0, 5)) console.log(`  ${l.slice(0, 300)}`);
    cluster?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Bounded whatever happens: a hung run must not hang the machine's other work.
const limit = setTimeout(() => {
  console.error('pg-restart: over the time limit, giving up');
  for (const x of held.instances) x.child.kill('SIGKILL');
  held.cluster?.drop();
  process.exit(2);
}, DURATION_MS + 180_000);
limit.unref();
main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
