import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.js';

export type Executor = Kysely<DB> | Transaction<DB>;

/** A transaction plus callbacks that run only once it has committed (notifications, live streams). */
export interface Tx {
  db: Transaction<DB>;
  afterCommit(fn: () => void): void;
}

export async function inTransaction<T>(db: Kysely<DB>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const after: Array<() => void> = [];
  const result = await db.transaction().execute((trx) => fn({ db: trx, afterCommit: (f) => after.push(f) }));
  for (const f of after) {
    try {
      f();
    } catch (err) {
      // The transaction has committed: a failing notification must not make the caller report
      // (and a client retry) a change that is already durable.
      process.emitWarning(err instanceof Error ? err : new Error(String(err)), 'AfterCommitError');
    }
  }
  return result;
}
