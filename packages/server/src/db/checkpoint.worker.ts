import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

// The checkpointer's thread (checkpointer.ts, ADR 0053-c): a connection of its own that copies the
// WAL back into the database file every few milliseconds, so that the server's connection never
// does it inside a request's COMMIT.

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new SQLite(file, { fileMustExist: true });
// NORMAL, as the server's connection: a checkpoint syncs the WAL before it copies and the database
// file before the WAL may be reset, so a power loss never finds the copied pages half written.
db.pragma('synchronous = NORMAL');
// Only the last pages written are copied; the server's connection keeps the large cache.
db.pragma('cache_size = -2048');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

let failures = 0;
const timer = setInterval(() => {
  try {
    // PASSIVE waits for no one: frames a reader still needs, or appended meanwhile, are left for
    // the next turn. The writer starts the WAL again from its beginning once all are copied.
    checkpoint.run();
    failures = 0;
  } catch (err) {
    // SQLITE_BUSY (another process checkpointing) is retried next turn; a persisting failure is
    // reported and this thread ends: the server's connection then checkpoints as it used to.
    if (++failures >= 20) {
      clearInterval(timer);
      parentPort!.postMessage({ failed: String(err) });
      db.close();
      parentPort!.close();
    }
  }
}, intervalMs);

parentPort!.on('message', (m: unknown) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
