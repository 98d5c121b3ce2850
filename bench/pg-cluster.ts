// A private PostgreSQL cluster and `latchkey serve` instances for bench/pg-restart.ts.
// Debian's postgresql-common tools only; never the machine's main cluster.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const CLUSTER = 'latchkey_bench';

/** The newest PostgreSQL major version installed (`/etc/postgresql/<ver>`). */
export function pgVersion(): string {
  const versions = readdirSync('/etc/postgresql').filter((v) => /^\d+$/.test(v));
  if (versions.length === 0) throw new Error('no PostgreSQL under /etc/postgresql');
  return versions.sort((a, b) => Number(b) - Number(a))[0]!;
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr || r.stdout}`);
}

/** Same as `run`, without blocking this process's event loop (the load keeps going meanwhile). */
export function runAsync(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d) => {
      err += d;
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: ${err}`))));
  });
}

export interface Cluster {
  version: string;
  port: number;
  /** Restarts the cluster; resolves once it accepts connections again. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  drop(): void;
}

/** A fresh cluster on `port` with trust authentication on loopback, started. */
export function createCluster(port: number): Cluster {
  if (port === 5432) throw new Error('refusing to use port 5432: that is the main cluster');
  const version = pgVersion();
  const exists = spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).stdout.split('\n');
  if (exists.some((l) => l.split(/\s+/)[1] === CLUSTER)) run('pg_dropcluster', ['--stop', version, CLUSTER]);
  run('pg_createcluster', [version, CLUSTER, '--port', String(port), '--', '--auth-local=trust', '--auth-host=trust']);
  run('pg_ctlcluster', [version, CLUSTER, 'start']);
  return {
    version,
    port,
    restart: (mode) => runAsync('pg_ctlcluster', [version, CLUSTER, 'restart', '-m', mode]),
    drop: () => run('pg_dropcluster', ['--stop', version, CLUSTER]),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** Set once the process exits: what this bench checks never happens. */
  exit: { code: number | null; signal: string | null; at: number } | null;
  logFile: string;
}

/** `latchkey serve` with its output in `<dir>/<name>.log`; resolves once it listens. */
export async function startInstance(
  cli: string,
  name: string,
  dir: string,
  env: Record<string, string>,
): Promise<Instance> {
  const port = await freePort();
  const logFile = join(dir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [cli, 'serve'], {
    env: { ...process.env, ...env, LATCHKEY_PORT: String(port), LATCHKEY_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Everything it writes (the JSON log included) goes to its log file, read after the run.
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const inst: Instance = { name, url: `http://127.0.0.1:${port}`, child, exit: null, logFile };
  child.once('exit', (code, signal) => {
    inst.exit = { code, signal, at: Date.now() };
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      if (!out.includes('Latchkey is ready')) return;
      child.stdout!.off('data', onData);
      resolve();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready: ${out}`)));
  });
  return inst;
}

/** SIGTERM, then SIGKILL if it has not exited within `ms`. */
export async function stopInstance(inst: Instance, ms = 10_000): Promise<void> {
  if (inst.exit) return;
  const exited = new Promise((r) => inst.child.once('exit', r));
  inst.child.kill('SIGTERM');
  const timer = setTimeout(() => inst.child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}
