import { type Kysely, sql } from 'kysely';
import { AUDIT_INDEXES } from './010_audit_index.js';

// The audit indexes of 010 were (org_id, log, filter, ts, seq) WHERE log = 'audit'. PostgreSQL
// drops `log = 'audit'` from a query's index conditions because the predicate already implies it,
// so the btree seek stopped at org_id: a one-day, one-type page scanned the org's whole index
// (2,384 buffers, 10 ms at 200,000 entries) instead of the ~100 entries it returns (0.1 ms).
// Without the redundant column, every planner seeks on (org_id, filter, ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, (columns) => ['org_id', ...columns]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, (columns) => ['org_id', 'log', ...columns]);
}

async function rebuild(db: Kysely<unknown>, key: (columns: readonly string[]) => string[]): Promise<void> {
  const audit = sql<boolean>`log = 'audit'`;
  for (const [name, columns] of AUDIT_INDEXES) {
    await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.createIndex(name).on('ledger_entries').columns(key(columns)).where(audit).execute();
  }
}
