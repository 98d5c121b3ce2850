import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { openDatabase } from '../src/db/dialect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { freshPgUrl } from './helpers.js';

// Test apps, and tenants of a shared database, migrate their own schema while others change theirs.
// Kysely's introspection read every column of every schema and looked each up again by name, so a
// column another schema dropped mid-query failed the migration with 42703 (seen once in CI): the
// migrator must not read other schemas at all.
describe('migrations in one schema of a shared PostgreSQL database', {
  skip: !process.env.LATCHKEY_TEST_DATABASE_URL,
}, () => {
  it('are not disturbed by another schema adding and dropping columns meanwhile', async () => {
    const other = new pg.Client({ connectionString: (await freshPgUrl()).url });
    await other.connect();
    await other.query('create table churn (id integer)');
    let churning = true;
    let churned = 0;
    const churn = (async () => {
      while (churning) {
        await other.query('alter table churn add column c integer');
        await other.query('alter table churn drop column c');
        churned += 1;
      }
    })();
    try {
      for (let i = 0; i < 3; i++) {
        const db = openDatabase({ databaseUrl: (await freshPgUrl()).url, dataDir: '' });
        try {
          assert.ok((await migrateToLatest(db.db, 'postgres')).includes('024_agent_gateways'));
        } finally {
          await db.close();
        }
      }
    } finally {
      churning = false;
      await churn;
      await other.end();
    }
    assert.ok(churned > 0, 'the other schema changed while this one migrated');
  });
});
