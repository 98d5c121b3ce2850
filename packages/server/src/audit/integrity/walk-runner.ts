import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { Database } from '../../db/dialect.js';
import { databaseUnavailable } from '../../platform/errors/normalize.js';
import { type SegmentJob, type SegmentResult, walkSegment } from './chain-walk.js';

/** How a verification spreads its walk; the defaults suit a server, tests shrink them. */
export interface WalkOptions {
  /** Walker processes; 0 walks in the calling thread. */
  workers: number;
  /** Entries per segment; bounds memory, since segments are joined in order. */
  segment: number;
}

/** Below this many entries a walk costs less than starting a walker. */
const INLINE_BELOW = 20_000;

/**
 * One walker per core, up to 4, for any walk long enough to pay for starting them. On SQLite the
 * reads also block the thread that makes them, so a long walk must leave the server's event loop.
 * On PostgreSQL at 1,000,000 entries, 2 walkers on 2 cores took 5.2 s against 9.5 s inline, even
 * though its backends share those cores (bench/RESULTS.md).
 */
export function defaultWalk(entries: number): WalkOptions {
  const workers = entries < INLINE_BELOW ? 0 : Math.min(availableParallelism(), 4);
  return { workers, segment: workers === 0 ? Number.MAX_SAFE_INTEGER : 100_000 };
}

/**
 * Walker processes alive for verifications of this server, at most one per core (up to 4), however
 * many verifications run at once: each also holds a database connection. A pool takes what is
 * free and waits only when nothing is, so two pools never wait on each other. A closing pool gives
 * its slots back at once; its walkers end as soon as they read the 'close' (on SQLite, after the
 * segment in hand, whose reads never yield to the event loop).
 */
const slots = { free: Math.min(availableParallelism(), 4), waiting: [] as Array<() => void> };

async function takeSlots(wanted: number): Promise<number> {
  if (wanted === 0) return 0;
  // A slot given back is handed straight to the first waiter.
  if (slots.free === 0) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  else slots.free -= 1;
  let got = 1;
  for (; got < wanted && slots.free > 0; got++) slots.free -= 1;
  return got;
}

function giveSlots(n: number): void {
  for (let i = 0; i < n; i++) {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free += 1;
  }
}

/**
 * Walks segments of the chain and hands back their results in segment order, as promises: the
 * caller joins them one after the other while later ones are still running. With walkers, each
 * process has its own connection, so a long verification neither blocks the server's event loop
 * nor waits on one core; with none, the walks run here, one after the other. Walkers start when
 * the pool is made, so their start-up overlaps the caller's own queries. Always `close()` it.
 */
export class WalkPool {
  private closed = false;

  private constructor(
    private readonly database: Database,
    private readonly walkers: Walker[],
  ) {}

  /** Up to `workers` walkers, fewer while other verifications hold them. */
  static async start(database: Database, workers: number): Promise<WalkPool> {
    const n = await takeSlots(workers);
    const walkers: Walker[] = [];
    try {
      for (let i = 0; i < n; i++) walkers.push(startWalker(database));
    } catch (err) {
      // fork can throw (no memory, no process slots): the slots taken must come back.
      for (const w of walkers) w.child.kill();
      giveSlots(n);
      throw err;
    }
    return new WalkPool(database, walkers);
  }

  run(jobs: SegmentJob[]): Promise<SegmentResult>[] {
    if (this.walkers.length === 0) {
      const out: Promise<SegmentResult>[] = [];
      for (const job of jobs) {
        const before = out[out.length - 1] ?? Promise.resolve(undefined);
        out.push(before.then(() => walkSegment(this.database, job)));
      }
      return out;
    }
    const settle = jobs.map(() => deferred<SegmentResult>());
    let next = 0;
    const drain = async (w: Walker): Promise<void> => {
      while (next < jobs.length) {
        const i = next++;
        try {
          settle[i]!.resolve(await walkIn(w, jobs[i]!));
        } catch (err) {
          // The rest cannot be joined after a failed segment: fail them rather than leave them pending.
          for (let j = i; j < jobs.length; j++) settle[j]!.reject(err);
          next = jobs.length;
        }
      }
    };
    for (const w of this.walkers) void drain(w);
    for (const s of settle) s.promise.catch(() => {}); // the caller sees each rejection, in order
    return settle.map((s) => s.promise);
  }

  /** Tells the walkers to stop and frees their slots. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const w of this.walkers) if (w.child.connected) w.child.send('close');
    giveSlots(this.walkers.length);
  }
}

// Under tsx (tests, benches) the walker is TypeScript, so its process loads tsx first; the built
// server runs plain .js with none of the parent's flags.
const self = import.meta.url;
const entry = new URL(`./chain-walk.worker${self.slice(self.lastIndexOf('.'))}`, self);
const execArgv = entry.pathname.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [];

/** A walker process, and why it can take no more segments once it has failed or exited. */
interface Walker {
  child: ChildProcess;
  failed: Error | null;
}

/**
 * Walkers are processes, not worker threads: two threads of one process hashing entries each ran
 * about 60 % slower than alone (they share OpenSSL's process-wide state), where two processes each
 * keep their own pace (ADR 0028). The location goes over the IPC channel, not the command line,
 * where a database URL's password would show in `ps`.
 */
function startWalker(database: Database): Walker {
  const child = fork(entry, [], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A walker can fail before its first segment (its database does not open). Without a listener
  // that 'error' would crash the server; remembered, it fails the next segment sent to it at once
  // rather than leaving that segment waiting for an exit that already happened.
  const walker: Walker = { child, failed: null };
  child.on('error', (err) => {
    walker.failed ??= err;
  });
  child.on('exit', (code) => {
    walker.failed ??= new Error(`audit chain walker exited (${code})`);
  });
  child.send({ location: database.location });
  return walker;
}

function walkIn(walker: Walker, job: SegmentJob): Promise<SegmentResult> {
  if (walker.failed) return Promise.reject(walker.failed);
  const w = walker.child;
  return new Promise((resolve, reject) => {
    const done = () => {
      w.off('message', onMessage);
      w.off('error', onFailed);
      w.off('exit', onFailed);
    };
    const onMessage = (m: { result?: SegmentResult; error?: string; unavailable?: boolean }) => {
      done();
      if (m.result) resolve(m.result);
      // The walker's database connection failed: a 503 for the verification, as in this process.
      else if (m.unavailable) reject(databaseUnavailable());
      else reject(new Error(`audit chain walk failed: ${m.error}`));
    };
    // startWalker's listeners ran first and recorded why.
    const onFailed = () => {
      done();
      reject(walker.failed);
    };
    w.on('message', onMessage);
    w.on('error', onFailed);
    w.on('exit', onFailed);
    w.send(job);
  });
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
