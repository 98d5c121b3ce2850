// Ledger crash safety (§7: "a write is durable before the API answers it") and group-commit throughput.
//   http      the real server (`latchkey serve`), 8 clients inviting users; SIGKILL mid-traffic, restart,
//             then every invite answered 201 must have its user row and its `user.invite` audit entry.
//   appender  a child process runs 8 concurrent `ledger.append` loops and prints each id once resolved;
//             SIGKILL, then every printed id must be stored. Both modes end with `latchkey audit verify`.
//   throughput N concurrent `ledger.append` (group commit) against N `appendInTx`, one transaction each.
// SQLite always; PostgreSQL too when LATCHKEY_TEST_DATABASE_URL is set (a fresh schema per round).
// Usage: npm run build && npx tsx bench/ledger-crash.ts [--rounds 3] [--only http|appender|throughput] [--n 1000]
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { generateKey } from '../packages/server/src/platform/keys/key-material.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    n: { type: 'string', default: '1000' },
  },
});
const ROUNDS = Number(values.rounds);
const N = Number(values.n);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'packages/server/dist/cli.js');
const CHILD = join(ROOT, 'bench/ledger-append-child.ts');
const PG_BASE = process.env.LATCHKEY_TEST_DATABASE_URL;
type Engine = 'sqlite' | 'postgres';
const ENGINES: Engine[] = PG_BASE ? ['sqlite', 'postgres'] : ['sqlite'];
const CLIENTS = 8;

const children = new Set<ChildProcess>();
// Bounded no matter what: a hung child must not hang the bench.
setTimeout(() => {
  process.stderr.write('ledger-crash: over the time limit, giving up\n');
  for (const c of children) c.kill('SIGKILL');
  process.exit(2);
}, 120_000).unref();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

/** A fresh data dir (and, for PostgreSQL, a fresh schema) plus raw read access for the checks. */
interface Store {
  env: Record<string, string>;
  rows<T>(sql: string): Promise<T[]>;
  dispose(): Promise<void>;
}

async function freshStore(engine: Engine): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'latchkey-crash-'));
  if (engine === 'sqlite') {
    return {
      env: { LATCHKEY_DATA_DIR: dataDir },
      async rows<T>(sql: string) {
        const db = new SQLite(join(dataDir, 'latchkey.db'));
        try {
          return db.prepare(sql).all() as T[];
        } finally {
          db.close();
        }
      },
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: PG_BASE });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`create schema ${schema}`);
  const url = new URL(PG_BASE!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { LATCHKEY_DATA_DIR: dataDir, LATCHKEY_DATABASE_URL: url.toString() },
    async rows<T>(sql: string) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query(sql)).rows as T[];
      } finally {
        await c.end();
      }
    },
    async dispose() {
      await admin(`drop schema if exists ${schema} cascade`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function baseEnv(store: Store, key: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...store.env,
    LATCHKEY_HOST: '127.0.0.1',
    LATCHKEY_BOOTSTRAP_KEY: key,
    LATCHKEY_RATE_LIMITS: 'off',
    LATCHKEY_LOG_LEVEL: 'error',
  };
  // Only what this bench set up: no shared Redis, no inherited database.
  delete env.LATCHKEY_REDIS_URL;
  if (!store.env.LATCHKEY_DATABASE_URL) delete env.LATCHKEY_DATABASE_URL;
  return env;
}

function launch(
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let out = '';
  child.stderr!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((res) =>
    child.once('exit', (code) => {
      children.delete(child);
      res(code);
    }),
  );
  return { child, output: () => out, exited };
}

function collect(child: ChildProcess): () => string {
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  return () => out;
}

async function startServer(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const srv = launch([CLI, 'serve'], { ...env, LATCHKEY_PORT: String(port) });
  let gone = false;
  void srv.exited.then(() => {
    gone = true;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300 && !gone; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { ...srv, base };
    } catch {
      await sleep(50);
    }
  }
  srv.child.kill('SIGKILL');
  throw new Error(`server did not start:\n${srv.output()}`);
}

async function auditVerify(env: NodeJS.ProcessEnv): Promise<{ ok: boolean; text: string }> {
  const cli = launch([CLI, 'audit', 'verify'], env);
  const stdout = collect(cli.child);
  const code = await cli.exited;
  return { ok: code === 0, text: `${stdout()}${cli.output()}`.trim() };
}

interface Round {
  mode: 'http' | 'appender';
  engine: Engine;
  round: number;
  killAfterMs: number;
  acked: number;
  lost: number;
  /** http: user rows without their audit entry, or the reverse (not atomic). */
  orphans: number;
  unexpected: number;
  chainValid: boolean;
  detail: string;
}

async function httpRound(engine: Engine, round: number): Promise<Round> {
  const store = await freshStore(engine);
  const key = generateKey();
  const env = baseEnv(store, key);
  try {
    const srv = await startServer(env);
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const acked: string[] = [];
    let killed = false;
    let unexpected = 0;
    const tag = randomBytes(3).toString('hex');
    const client = async (c: number) => {
      for (let i = 0; ; i++) {
        const email = `c${c}-${i}-${tag}@bench.example`;
        try {
          const res = await fetch(`${srv.base}/v1/users`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ email, role: 'member' }),
          });
          const body = (await res.json()) as { id?: string };
          if (res.status === 201 && body.id) acked.push(body.id);
          else if (!killed) unexpected++;
        } catch {
          if (killed) return;
          unexpected++;
          await sleep(10);
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    const killAfterMs = randomInt(1500, 3001);
    await sleep(killAfterMs);
    killed = true;
    srv.child.kill('SIGKILL');
    await srv.exited;
    await Promise.all(clients);

    const again = await startServer(env);
    const users = new Set((await store.rows<{ id: string }>('select id from users')).map((r) => r.id));
    const invites = new Set(
      (await store.rows<{ body: string }>(`select body from ledger_entries where log = 'audit'`))
        .map((r) => JSON.parse(r.body) as { event_type: string; resource: { id: string } })
        .filter((b) => b.event_type === 'user.invite')
        .map((b) => b.resource.id),
    );
    const lost = acked.filter((id) => !users.has(id) || !invites.has(id)).length;
    const invited = [...users].filter((id) => id.startsWith('usr_'));
    const orphans =
      invited.filter((id) => !invites.has(id)).length + [...invites].filter((id) => !users.has(id)).length;
    // The restarted server itself serves what it acknowledged before the crash.
    let apiMissing = 0;
    for (const id of acked.slice(-20)) {
      const res = await fetch(`${again.base}/v1/users/${id}`, { headers });
      if (res.status !== 200) apiMissing++;
    }
    again.child.kill('SIGTERM');
    await again.exited;
    const verify = await auditVerify(env);
    const chainValid = verify.ok;
    return {
      mode: 'http',
      engine,
      round,
      killAfterMs,
      acked: acked.length,
      lost: lost + apiMissing,
      orphans,
      unexpected,
      chainValid,
      detail: verify.ok ? '' : verify.text,
    };
  } finally {
    await store.dispose();
  }
}

async function appenderRound(engine: Engine, round: number): Promise<Round> {
  const store = await freshStore(engine);
  const env = baseEnv(store, generateKey());
  try {
    const child = launch(['--import', 'tsx', CHILD], env);
    const acked: string[] = [];
    let ready!: () => void;
    const isReady = new Promise<void>((r) => {
      ready = r;
    });
    const lines = createInterface({ input: child.child.stdout! });
    lines.on('line', (line) => {
      if (line === 'ready') ready();
      else if (line) acked.push(line);
    });
    const closed = new Promise((r) => lines.once('close', r));
    await Promise.race([isReady, child.exited.then(() => Promise.reject(new Error(`child died:\n${child.output()}`)))]);
    const killAfterMs = randomInt(1500, 3001);
    await sleep(killAfterMs);
    child.child.kill('SIGKILL');
    await child.exited;
    await closed;

    const stored = new Set((await store.rows<{ id: string }>('select id from ledger_entries')).map((r) => r.id));
    const lost = acked.filter((id) => !stored.has(id)).length;
    const verify = await auditVerify(env);
    const chainValid = verify.ok;
    return {
      mode: 'appender',
      engine,
      round,
      killAfterMs,
      acked: acked.length,
      lost,
      orphans: 0,
      unexpected: 0,
      chainValid,
      detail: verify.ok ? '' : verify.text,
    };
  } finally {
    await store.dispose();
  }
}

async function throughput(engine: Engine) {
  const store = await freshStore(engine);
  try {
    const child = launch(['--import', 'tsx', CHILD, 'throughput', String(N)], baseEnv(store, generateKey()));
    const stdout = collect(child.child);
    if ((await child.exited) !== 0) throw new Error(`throughput child failed:\n${child.output()}`);
    const r = JSON.parse(stdout().trim().split('\n').at(-1)!) as { grouped: number; single: number; batch: number };
    return { engine, ...r };
  } finally {
    await store.dispose();
  }
}

async function main(): Promise<number> {
  if (!existsSync(CLI)) {
    process.stderr.write('ledger-crash: packages/server/dist/cli.js is missing; run `npm run build` first\n');
    return 2;
  }
  const started = performance.now();
  const rounds: Round[] = [];
  const only = values.only;
  const record = (r: Round) => {
    rounds.push(r);
    process.stdout.write(
      `${r.mode} ${r.engine} round ${r.round}: killed after ${r.killAfterMs} ms, ` +
        `acknowledged ${r.acked}, lost ${r.lost}, chain ${r.chainValid ? 'valid' : 'INVALID'}\n`,
    );
  };
  // Engines and modes run side by side (each with its own data dir, port and schema) so the whole
  // bench stays under a minute; a crash check does not depend on how fast the traffic is.
  await Promise.all(
    ENGINES.map(async (engine) => {
      for (let r = 1; r <= ROUNDS; r++) {
        await Promise.all([
          (!only || only === 'http') && httpRound(engine, r).then(record),
          (!only || only === 'appender') && appenderRound(engine, r).then(record),
        ]);
      }
    }),
  );
  rounds.sort((a, b) => a.engine.localeCompare(b.engine) || a.mode.localeCompare(b.mode) || a.round - b.round);
  // One engine at a time, after the crash rounds: a throughput figure needs the machine to itself.
  const perf = [];
  if (!only || only === 'throughput') for (const engine of ENGINES) perf.push(await throughput(engine));

  process.stdout.write('\n== ledger crash safety ==\n');
  process.stdout.write('mode      engine    round  kill_ms  acked  lost  orphans  unexpected  chain\n');
  for (const r of rounds) {
    process.stdout.write(
      `${r.mode.padEnd(9)} ${r.engine.padEnd(9)} ${String(r.round).padStart(5)} ${String(r.killAfterMs).padStart(8)} ` +
        `${String(r.acked).padStart(6)} ${String(r.lost).padStart(5)} ${String(r.orphans).padStart(8)} ` +
        `${String(r.unexpected).padStart(11)}  ${r.chainValid ? 'valid' : 'INVALID'}\n`,
    );
    if (r.detail) process.stdout.write(`${r.detail}\n`);
  }
  if (perf.length) {
    process.stdout.write(`\n== group commit, N=${N} concurrent appends (median of 3) ==\n`);
    for (const p of perf) {
      process.stdout.write(
        `${p.engine.padEnd(9)} group commit ${p.grouped.toFixed(0).padStart(7)}/s (mean batch ${p.batch.toFixed(0)})  ` +
          `one tx each ${p.single.toFixed(0).padStart(7)}/s  ratio ${(p.grouped / p.single).toFixed(1)}x\n`,
      );
    }
  }
  // A pre-kill error is a server fault too; no acknowledgement at all means the round proved nothing.
  const failed = rounds.filter((r) => r.lost + r.orphans + r.unexpected > 0 || !r.chainValid || r.acked === 0);
  const acked = rounds.reduce((s, r) => s + r.acked, 0);
  const lost = rounds.reduce((s, r) => s + r.lost, 0);
  process.stdout.write(
    `\nacknowledged ${acked}, lost ${lost}, chains ${rounds.every((r) => r.chainValid) ? 'all valid' : 'INVALID'}; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s — ${failed.length === 0 ? 'PASS' : 'FAIL'}\n`,
  );
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`ledger-crash: ${err instanceof Error ? err.stack : String(err)}\n`);
    for (const c of children) c.kill('SIGKILL');
    process.exit(1);
  },
);
