import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Engine } from './dialect.js';
import * as m001 from './migrations/001_platform.js';
import * as m002 from './migrations/002_pdp.js';
import * as m004 from './migrations/004_eval_data.js';
import * as m005 from './migrations/005_evaluations.js';
import * as m006 from './migrations/006_escalation_policies.js';
import * as m007 from './migrations/007_rubrics.js';
import * as m008 from './migrations/008_review_work.js';
import * as m009 from './migrations/009_review_routing.js';
import * as m010 from './migrations/010_audit_index.js';
import * as m011 from './migrations/011_audit_checkpoints.js';
import * as m012 from './migrations/012_audit_reports.js';
import * as m013 from './migrations/013_audit_exports.js';
import * as m014 from './migrations/014_sample_deletion.js';
import * as m015 from './migrations/015_reviews_by_sample.js';
import * as m016 from './migrations/016_audit_index_without_log.js';
import * as m017 from './migrations/017_export_pause.js';
import * as m018 from './migrations/018_audit_row_check.js';
import * as m019 from './migrations/019_audit_stream_leases.js';
import * as m020 from './migrations/020_key_checks.js';
import * as m021 from './migrations/021_pii_vault.js';
import * as m022 from './migrations/022_console_auth.js';
import * as m023 from './migrations/023_escalation_inbox.js';
import * as m024 from './migrations/024_agent_gateways.js';
import type { DB } from './schema.js';

// Migrations are imported, not read from disk, so the build output and tsx runs behave the same.
const migrations: Record<string, Migration> = {
  '001_platform': m001,
  '002_pdp': m002,
  '004_eval_data': m004,
  '005_evaluations': m005,
  '006_escalation_policies': m006,
  '007_rubrics': m007,
  '008_review_work': m008,
  '009_review_routing': m009,
  '010_audit_index': m010,
  '011_audit_checkpoints': m011,
  '012_audit_reports': m012,
  '013_audit_exports': m013,
  '014_sample_deletion': m014,
  '015_reviews_by_sample': m015,
  '016_audit_index_without_log': m016,
  '017_export_pause': m017,
  '018_audit_row_check': m018,
  '019_audit_stream_leases': m019,
  '020_key_checks': m020,
  '021_pii_vault': m021,
  '022_console_auth': m022,
  '023_escalation_inbox': m023,
  '024_agent_gateways': m024,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Kysely<DB>, engine: Engine): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema it can see; pin them to ours so a
  // database shared by several schemas (tests, tenants) keeps one migration history each.
  const migrationTableSchema =
    engine === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({
    db: migrationTableSchema ? scopedTo(db, migrationTableSchema) : db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The database as the migrator sees it on PostgreSQL: its bookkeeping-table checks look in our
 * schema only. Kysely's own introspection reads every column of every schema and calls
 * pg_get_serial_sequence() on each by name, which fails with 42703 when another schema drops a
 * column during that query (seen in CI: a test rebuilding its table while another file migrated).
 */
function scopedTo(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection = {
    getSchemas: async () => [{ name: schema }],
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map((r) => ({ name: r.name, schema, isView: false, columns: [] }));
    },
    getMetadata: () => db.introspection.getMetadata(),
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'introspection') return introspection;
      const value = Reflect.get(target, prop, target);
      // Kysely's methods read private fields: call them on the real instance.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
