import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import { LEDGER_ENTRIES_SQL, PG_REFERENCE_TABLE } from '../../db/migrations/018_audit_row_check.js';
import type { DB } from '../../db/schema.js';

// Whether the verifier may trust `audit_row_ok`, the check the database computes when it writes an
// audit row (migration 018, ADR 0030): only while the column is exactly the one 018 made.

/**
 * What says whether `audit_row_ok` is exactly the generated column migration 018 made: SQLite's
 * table SQL, or PostgreSQL's deparsed generation expression of a stored boolean column.
 */
export const STORED_CHECK_DEFINITION = {
  sqlite: sql<string | null>`(select sql from main.sqlite_master where type = 'table' and name = 'ledger_entries')`,
  postgres: sql<string | null>`(select pg_get_expr(d.adbin, d.adrelid) from pg_attribute a
    join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = 'ledger_entries'::regclass and a.attname = 'audit_row_ok'
      and a.attgenerated = 's' and a.atttypid = 'boolean'::regtype)`,
};

/** PostgreSQL's deparsing of 018's expression, per database handle (one server version each). */
const pgReferences = new WeakMap<Kysely<DB>, Promise<string | null>>();

function pgReference(db: Kysely<DB>): Promise<string | null> {
  let ref = pgReferences.get(db);
  if (!ref) {
    ref = db
      .transaction()
      .execute(async (tx) => {
        // Built where only the built-ins are found, so nothing added to another schema shapes it.
        await sql`set local search_path = pg_catalog, pg_temp`.execute(tx);
        await sql.raw(PG_REFERENCE_TABLE).execute(tx);
        const { rows } = await sql<{ v: string | null }>`select pg_get_expr(d.adbin, d.adrelid) as v from pg_attrdef d
          where d.adrelid = 'latchkey_audit_row_reference'::regclass`.execute(tx);
        return rows[0]?.v ?? null;
      })
      .catch(() => {
        // No reference (no right to make a temporary table?): walk column by column, and try again next time.
        pgReferences.delete(db);
        return null;
      });
    pgReferences.set(db, ref);
  }
  return ref;
}

/**
 * The definition `audit_row_ok` must have for the verifier to trust it, when the table has it now;
 * null otherwise: a column rebuilt any other way (a plain one a statement could set) is not
 * trusted, and the walk checks each column against the body instead (ADR 0030).
 */
export async function storedRowCheck(db: Kysely<DB>, engine: Engine): Promise<string | null> {
  const expected = engine === 'sqlite' ? LEDGER_ENTRIES_SQL : await pgReference(db);
  const { rows } = await sql<{ v: string | null }>`select ${STORED_CHECK_DEFINITION[engine]} as v`.execute(db);
  return expected !== null && rows[0]?.v === expected ? expected : null;
}
