// Process helpers shared by the HTTP benchmarks.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';

/**
 * Servers run on CPU 1 and the load generator (this process) on CPU 0, when the machine has two
 * CPUs or more and `taskset` exists. Left to the scheduler on a 2-vCPU VM, a server process now
 * and then shares a core with autocannon for its whole life and runs ~35 % slower (measured:
 * 63–77k vs 103–116k requests per 4 s for the same build); pinned, runs repeat within a few %.
 * BENCH_PIN=0 turns it off.
 */
const pin = process.env.BENCH_PIN !== '0' && cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

/** Re-runs this bench pinned to CPU 0 unless it already is (call first thing). */
export function pinLoadGenerator(): void {
  if (!pin || availableParallelism() === 1) return;
  const r = spawnSync('taskset', ['-c', '0', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}

/** Starts `node <cmd>` (on CPU 1 when pinning) and resolves once its output matches `ready`. */
export function start(cmd: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const [file, args] = pin ? ['taskset', ['-c', '1', process.execPath, ...cmd]] : [process.execPath, cmd];
    const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** CPU seconds (user + system) a process has used: the server's own cost, whoever is the bottleneck. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
