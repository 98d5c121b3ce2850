import { type Kysely, PostgresAdapter, SqliteAdapter, sql } from 'kysely';

// ADR 0030: each audit row gets `audit_row_ok`, a STORED generated column that says whether the
// row's filter columns (010), ts and types are exactly what its body says. The database computes
// it whenever the row is written, and no statement can set it, so an UPDATE of a filter column
// turns it off by itself. The verifier then reads it instead of the columns (half the cost of a
// walk), provided the column is exactly the one made here: on SQLite the table's SQL is
// `LEDGER_ENTRIES_SQL`, on PostgreSQL the column's generation expression deparses as that of
// `PG_REFERENCE_TABLE`. Otherwise the verifier checks column by column, as before.
// Never edit these definitions (even their spacing): databases already migrated keep them, and
// would lose the fast walk. A change is a new migration.

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

// PostgreSQL resolves names in a generated expression once, when the column is added, by the
// adding session's search_path. Every literal here is typed and the JSON path operator names its
// schema, so no function or operator someone adds elsewhere (an untyped '{…}' once resolved to a
// `#>(json, text)` added to public) can stand in for a built-in; and the verifier deparses the
// stored expression where such a stand-in shows by its schema (row-check.repository.ts).

/**
 * A filter column is the body's field, parsing the body once: the field's JSON text must be the
 * column in quotes (a column with a quote, a backslash or a control character, which JSON would
 * escape, is left to the exact check), or null or missing where the column is NULL.
 */
const pgSameAs = (column: string, path: string[]) => {
  const raw = `("body"::json operator(pg_catalog.#>) '{${path.join(',')}}'::text[])::text`;
  return `case when "${column}" is null then coalesce(${raw}, 'null'::text) = 'null'::text
        else "${column}" ~ '^[^"\\\\[:cntrl:]]*$'::text and ${raw} = '"'::text || "${column}" || '"'::text end`;
};
/**
 * The body's time, without parsing it again: JCS puts `timestamp` last, so a JSON body ending in
 * `,"timestamp":"…"}` has that as its top-level timestamp. Only times `Date.parse` reads as written.
 */
const PG_TS = `right("body", 26)`;
const PG_TS_FORM = `'^,"timestamp":"\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d\\.\\d{3}Z"\\}$'::text`;
const pgPart = (from: number, length: number, type = 'bigint') => `substr(${PG_TS}, ${from}, ${length})::${type}`;

/**
 * PostgreSQL's form: immutable built-ins only, whole numbers for the time (no float rounding).
 * PostgreSQL's JSON parser refuses the escape \u0000 anywhere in a document, so a body holding it
 * (user text in a context) is left to the exact check rather than failing its write.
 */
const PG_AUDIT_ROW_OK = `case when "log" = 'audit'::text then case when strpos("body", '\\u0000'::text) = 0 then
      length("prev_hash") = 71
      and ${pgSameAs('kind', ['event_type'])}
      and ${pgSameAs('subject', ['actor', 'id'])}
      and ${pgSameAs('resource_type', ['resource', 'type'])}
      and ${pgSameAs('resource_id', ['resource', 'id'])}
      and ${pgSameAs('project', ['resource', 'project'])}
      and right("body", 40) ~ ${PG_TS_FORM}
      and "ts" = (make_date(${pgPart(1, 4, 'int')}, ${pgPart(6, 2, 'int')}, ${pgPart(9, 2, 'int')}) - date '1970-01-01')::bigint
        * 86400000 + ${pgPart(12, 2)} * 3600000 + ${pgPart(15, 2)} * 60000 + ${pgPart(18, 2)} * 1000 + ${pgPart(21, 3)}
    else false end end`;

/**
 * A temporary table with the same generated column, whose deparsed expression the verifier
 * compares with the real one's: PostgreSQL deparses it its own way, version by version.
 */
export const PG_REFERENCE_TABLE = `create temporary table "latchkey_audit_row_reference" ("log" text, "body" text, "prev_hash" text,
  "ts" bigint, "kind" text, "subject" text, "resource_type" text, "resource_id" text, "project" text,
  "audit_row_ok" boolean generated always as (${PG_AUDIT_ROW_OK}) stored) on commit drop`;

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

/** The table as this migration creates it on SQLite, as sqlite_master keeps it: what the verifier trusts. */
export const LEDGER_ENTRIES_SQL = `CREATE TABLE "ledger_entries" (${[
  ...COLUMNS,
  `"audit_row_ok" integer generated always as (${AUDIT_ROW_OK}) stored`,
  PK,
].join(', ')})`;
/** The table before: 001's, with the columns 002 and 010 added. */
const BEFORE_SQL = `CREATE TABLE "ledger_entries" (${[...COLUMNS, PK].join(', ')})`;

const adapter = (db: Kysely<unknown>) => db.getExecutor().adapter;

/**
 * PostgreSQL computes the column for every existing row as it adds it (a table rewrite); an
 * existing audit body that is not JSON, which only a change by hand can make, fails the migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (adapter(db) instanceof SqliteAdapter) await rebuild(db, LEDGER_ENTRIES_SQL);
  if (adapter(db) instanceof PostgresAdapter) {
    await sql
      .raw(
        `alter table "ledger_entries" add column "audit_row_ok" boolean generated always as (${PG_AUDIT_ROW_OK}) stored`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (adapter(db) instanceof SqliteAdapter) await rebuild(db, BEFORE_SQL);
  if (adapter(db) instanceof PostgresAdapter)
    await sql`alter table "ledger_entries" drop column "audit_row_ok"`.execute(db);
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
