import { type Kysely, SqliteAdapter, sql } from 'kysely';

// SQLite only (ADR 0030): each audit row gets `audit_row_ok`, a STORED generated column that says
// whether the row's filter columns (010), ts and types are exactly what its body says. SQLite
// computes it whenever the row is written, and no statement can set it, so an UPDATE of a filter
// column turns it to 0 by itself. The verifier then reads one integer per entry instead of the
// columns (half the cost of a walk), provided the table is exactly the one created here
// (`LEDGER_ENTRIES_SQL`): a table rebuilt with a plain `audit_row_ok` is checked column by column.
// SQLite cannot add a stored column to a table, so the table is rebuilt, indexes and all.
// PostgreSQL keeps the per-column check of the verifier and is not changed.

/** Exactly what an audit body written by the server holds in `timestamp` (toISOString). */
const ISO_GLOB = `'[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z'`;

/**
 * A filter column is the body's field, with the exact check's semantics: a JSON string equal to
 * it, or null or missing where it is NULL. `json_type` first, since the column's TEXT affinity
 * would make `IS` take the JSON number 123 for the text '123'.
 */
const sameAs = (column: string, path: string) =>
  `coalesce(json_type("body", '${path}'), 'null') in ('text', 'null') and "${column}" is json_extract("body", '${path}')`;

/**
 * 1 when an audit row's columns say what its body says, as the verifier's exact check compares
 * them (chain-walk.ts columnsAgree); 0 otherwise (a body that is not JSON text included, which
 * the CASE keeps json_extract from ever parsing); NULL for other logs, which pay nothing.
 */
const AUDIT_ROW_OK = `case when "log" = 'audit' then case when typeof("body") = 'text' and json_valid("body") then
      typeof("prev_hash") = 'text' and length("prev_hash") = 71 and typeof("ts") = 'integer'
      and ${sameAs('kind', '$.event_type')}
      and ${sameAs('subject', '$.actor.id')}
      and ${sameAs('resource_type', '$.resource.type')}
      and ${sameAs('resource_id', '$.resource.id')}
      and ${sameAs('project', '$.resource.project')}
      and coalesce(json_extract("body", '$.timestamp') glob ${ISO_GLOB}, 0)
      and "ts" is cast(round(unixepoch(json_extract("body", '$.timestamp'), 'subsec') * 1000) as integer)
    else 0 end end`;

const COLUMNS = [
  '"org_id" text not null',
  '"log" text not null',
  '"seq" bigint not null',
  '"id" text not null unique',
  '"body" text not null',
  '"prev_hash" text not null',
  '"hash" text not null',
  '"created_at" bigint not null',
  '"kind" text',
  '"subject" text',
  '"session" text',
  '"ts" bigint',
  '"resource_type" text',
  '"resource_id" text',
  '"project" text',
];
const COPIED = COLUMNS.map((c) => c.split(' ')[0]).join(', ');
const PK = 'constraint "ledger_entries_pk" primary key ("org_id", "log", "seq")';

/**
 * The table as this migration creates it, as sqlite_master keeps it: what the verifier trusts.
 * Never edit it (even its spacing): databases already migrated keep this text, and would lose the
 * fast walk. A change to the table is a new migration that rebuilds it and exports the new text.
 */
export const LEDGER_ENTRIES_SQL = `CREATE TABLE "ledger_entries" (${[
  ...COLUMNS,
  `"audit_row_ok" integer generated always as (${AUDIT_ROW_OK}) stored`,
  PK,
].join(', ')})`;
/** The table before: 001's, with the columns 002 and 010 added. */
const BEFORE_SQL = `CREATE TABLE "ledger_entries" (${[...COLUMNS, PK].join(', ')})`;

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await rebuild(db, LEDGER_ENTRIES_SQL);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await rebuild(db, BEFORE_SQL);
}

/**
 * SQLite's way to change a column's definition: the old table renamed aside, the new one created
 * and filled, the old one dropped, and its indexes (saved first) made again on the new one. One
 * transaction: a crash leaves the old table. About 30 s per million entries (ADR 0030).
 */
async function rebuild(db: Kysely<unknown>, createSql: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const { rows: indexes } = await sql<{ sql: string }>`
      select sql from sqlite_master
      where type = 'index' and tbl_name = 'ledger_entries' and sql is not null`.execute(tx);
    await sql`alter table "ledger_entries" rename to "ledger_entries_old"`.execute(tx);
    await sql.raw(createSql).execute(tx);
    await sql.raw(`insert into "ledger_entries" (${COPIED}) select ${COPIED} from "ledger_entries_old"`).execute(tx);
    await sql`drop table "ledger_entries_old"`.execute(tx);
    for (const index of indexes) await sql.raw(index.sql).execute(tx);
  });
}
