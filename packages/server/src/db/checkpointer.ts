import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * WAL checkpoints off the request path (ADR 0053-c). With SQLite's default, the connection that
 * commits the frame that takes the WAL past 1,000 pages copies them into the database file (and
 * syncs it) inside that COMMIT: measured, a one-decision COMMIT took 30 µs at the median and
 * 60 µs on average, with a spike of 4–5 ms every ~100 commits, paid by whichever request it fell on.
 * A thread with its own connection checkpoints every few milliseconds instead; the server's
 * connection keeps a far higher threshold only as a fallback, for when the thread has failed or
 * cannot keep up (a long reader elsewhere holding frames).
 */
export interface Checkpointer {
  stop(): Promise<void>;
}

/** Pages (4 KiB) past which the server's own connection checkpoints after all. */
export const FALLBACK_AUTOCHECKPOINT = 10_000;
const INTERVAL_MS = 20;

// Under tsx (tests, benches) the worker is TypeScript and loads tsx first; the built server runs .js.
const self = import.meta.url;
const entry = new URL(`./checkpoint.worker${self.slice(self.lastIndexOf('.'))}`, self);
const execArgv = entry.pathname.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [];

export function startCheckpointer(sqlite: SQLite.Database, file: string, intervalMs = INTERVAL_MS): Checkpointer {
  const worker = new Worker(entry, { workerData: { file, intervalMs }, execArgv });
  // Never what keeps a process alive; close() stops it.
  worker.unref();
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT}`);
  const fallBack = () => {
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  // However the thread ends (stopped, failed, crashed), the server's connection takes over.
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      fallBack();
      resolve();
    });
  });
  worker.on('message', (m: { failed?: string }) => {
    if (m.failed === undefined) return;
    process.emitWarning(`WAL checkpointer stopped, the server checkpoints itself: ${m.failed}`, 'CheckpointerWarning');
  });
  worker.on('error', (err) => process.emitWarning(err, 'CheckpointerWarning'));
  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        worker.postMessage('stop');
        await exited;
      })();
      return stopped;
    },
  };
}
