import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built CLI, run as an operator would: `node packages/server/dist/cli.js …`. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CLI = join(ROOT, 'packages/server/dist/cli.js');

export function ensureBuilt(): void {
  if (existsSync(CLI)) return;
  const build = spawnSync('npx', ['tsc', '-b', 'packages/contract', 'packages/client', 'packages/server'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.ok(existsSync(CLI), `build failed:\n${build.stdout}\n${build.stderr}`);
}

/** The environment of this process without any LATCHKEY_* setting, so only the given ones apply. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('LATCHKEY_')) env[k] = v;
  return { ...env, LATCHKEY_LOG_LEVEL: 'warn', ...extra };
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a CLI command to its end without blocking this process (a server in it may be asked). */
export function cli(args: string[], opts: { cwd: string; env?: Record<string, string> }): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: opts.cwd, env: cleanEnv(opts.env) }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : null) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

export interface Serving {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the output once it matches; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<string>;
  /** The exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  stop(): Promise<number | string>;
}

export function serve(opts: { cwd: string; env: Record<string, string> }): Serving {
  const child = spawn(process.execPath, [CLI, 'serve'], {
    cwd: opts.cwd,
    env: cleanEnv(opts.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const waiters = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += String(d);
    for (const w of waiters) w();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  return {
    child,
    output: () => out,
    exited,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(out)) return;
          waiters.delete(check);
          resolve(out);
        };
        waiters.add(check);
        check();
        exited.then((code) => {
          waiters.delete(check);
          if (!pattern.test(out)) reject(new Error(`serve exited (${code}) before ${pattern}:\n${out}`));
        });
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A port held by a listener of this process: a serve on it finds it busy. */
export async function busyPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as { port: number }).port, server };
}
