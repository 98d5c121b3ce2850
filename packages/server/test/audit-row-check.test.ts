import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { walkSegment } from '../src/audit/integrity/chain-walk.js';
import { auditRowCheckIntact, chainEntry, chainPage } from '../src/audit/integrity/integrity.repository.js';
import { trustedKeysOf, verifyAuditRange } from '../src/audit/integrity/verify.service.js';
import * as m018 from '../src/db/migrations/018_audit_row_check.js';
import { sqliteFile } from '../src/db/reader.js';
import type { DB } from '../src/db/schema.js';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

// SQLite's stored `audit_row_ok` (migration 018, ADR 0030): the verifier trusts it for a row's
// filter columns only while the table is exactly the one 018 created.

/** Migrations take an untyped Kysely. */
const asMigrated = (db: Kysely<DB>) => db as unknown as Kysely<unknown>;

describe('audit row check [sqlite]', () => {
  let t: TestApp;
  before(async () => {
    t = await makeApp({ engine: 'sqlite' });
  });
  after(() => t.close());

  const db = () => t.deps.database.db;
  const org = () => t.org.id;
  const seed = async (n: number) => {
    for (let i = 0; i < n; i++) await t.call({ method: 'POST', url: '/v1/projects', payload: { name: `p${i}` } });
    await t.deps.compliance.checkpoints.checkpointAll();
  };
  const audit = () =>
    db()
      .selectFrom('ledger_entries')
      .select(['seq', 'id', sql<number | null>`audit_row_ok`.as('ok')])
      .where('org_id', '=', org())
      .where('log', '=', 'audit')
      .orderBy('seq')
      .execute();
  const verify = () => verifyAuditRange(t.deps.database, org(), {}, trustedKeysOf(t.deps.signingKey));

  it('vouches for the rows the server wrote: one read of the columns per segment, its first entry', async () => {
    await seed(5);
    assert.equal(await auditRowCheckIntact(db(), 'sqlite'), true);
    assert.ok((await audit()).every((r) => r.ok === 1));
    const queries = { page: chainPage(db(), 'sqlite', org(), {}, 1000, true), entry: chainEntry(db(), org()) };
    let exact = 0;
    const counting = {
      arrays: (q: { sql: string; parameters: readonly unknown[] }) => {
        if (q.sql === queries.entry.sql) exact += 1;
        return t.deps.database.arrays(q);
      },
    };
    const seg = await walkSegment(counting, { from: 1, to: 5, countFrom: 1, queries, checkpoints: [], trusted: [] });
    assert.deepEqual(seg.errors, []);
    assert.equal(seg.count, 5);
    assert.equal(exact, 1);
    // Evidence rows of the PDP log pay nothing: no check is computed for them.
    await t.deps.ledger.append(org(), 'evidence', { id: 'evt_row_check' }, { index: { kind: 'note', ts: Date.now() } });
    const others = await db()
      .selectFrom('ledger_entries')
      .select(sql<number | null>`audit_row_ok`.as('ok'))
      .where('log', '<>', 'audit')
      .execute();
    assert.ok(others.length > 0 && others.every((r) => r.ok === null));
  });

  it('a column changed by a statement turns the check to 0 by itself, and no statement can set it', async () => {
    const rows = await audit();
    const [a, b] = [rows[1]!, rows[2]!];
    await db().updateTable('ledger_entries').set({ subject: 'usr_someone_else' }).where('id', '=', a.id).execute();
    await sql`update ledger_entries set ts = ts + 1 where id = ${b.id}`.execute(db());
    const after = await audit();
    assert.equal(after.find((r) => r.id === a.id)!.ok, 0);
    assert.equal(after.find((r) => r.id === b.id)!.ok, 0);
    await assert.rejects(sql`update ledger_entries set audit_row_ok = 1 where id = ${a.id}`.execute(db()), /generated/);
    const r = await verify();
    assert.deepEqual(
      r.errors.map((e) => [e.id, e.kind]),
      [
        [a.id, 'hash_mismatch'],
        [b.id, 'hash_mismatch'],
      ],
    );
  });

  it("the check has the exact check's semantics: a JSON number is not the text of its digits", async () => {
    const row = (subject: string, actorId: unknown) => ({
      org_id: 'org_semantics',
      log: 'audit',
      seq: actorId === null ? 1 : typeof actorId === 'number' ? 2 : 3,
      id: `log_semantics_${typeof actorId}`,
      body: JSON.stringify({
        actor: { id: actorId },
        event_type: 'sample.viewed',
        resource: { id: 'smp_1', project: null, type: 'sample' },
        timestamp: '2026-11-25T14:00:00.123Z',
      }),
      prev_hash: `sha256:${'0'.repeat(64)}`,
      hash: `sha256:${'1'.repeat(64)}`,
      created_at: 0,
      kind: 'sample.viewed',
      subject,
      ts: Date.parse('2026-11-25T14:00:00.123Z'),
      resource_type: 'sample',
      resource_id: 'smp_1',
      project: null,
    });
    await db()
      .insertInto('ledger_entries')
      .values([row('123', 123), row('usr_1', 'usr_1')])
      .execute();
    const got = await db()
      .selectFrom('ledger_entries')
      .select(['id', sql<number>`audit_row_ok`.as('ok')])
      .where('org_id', '=', 'org_semantics')
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      got.map((r) => r.ok),
      [0, 1],
    );
    await db().deleteFrom('ledger_entries').where('org_id', '=', 'org_semantics').execute();
  });

  it('a connection with its own json_extract can make the stored check lie; --exhaustive trusts none of it', async () => {
    const target = (await audit())[3]!;
    // ADR 0030: code loaded into the connection that writes (like editing the file, or an index)
    // is outside what the stored check covers; the exhaustive walk recomputes every column.
    const attacker = new SQLite(sqliteFile(t.config.dataDir));
    try {
      const real = (body: string, path: string) =>
        path
          .slice(2)
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown> | null)?.[k] ?? null, JSON.parse(body));
      attacker.function('json_extract', { deterministic: true }, (body: unknown, path: unknown) =>
        path === '$.actor.id' ? 'usr_hidden' : (real(String(body), String(path)) as string | null),
      );
      attacker.prepare('update ledger_entries set subject = ? where id = ?').run('usr_hidden', target.id);
    } finally {
      attacker.close();
    }
    assert.equal((await audit()).find((r) => r.id === target.id)!.ok, 1);
    const trusted = trustedKeysOf(t.deps.signingKey);
    const fast = await verifyAuditRange(t.deps.database, org(), {}, trusted);
    const exhaustive = await verifyAuditRange(t.deps.database, org(), {}, trusted, { exhaustive: true });
    assert.equal(
      fast.errors.some((e) => e.id === target.id),
      false,
      'the documented limit of the stored check',
    );
    assert.ok(exhaustive.errors.some((e) => e.id === target.id && e.kind === 'hash_mismatch'));
  });

  it('a table rebuilt with a plain audit_row_ok is not trusted: its columns are checked one by one', async () => {
    const other = await makeApp({ engine: 'sqlite' });
    try {
      const odb = other.deps.database.db;
      for (let i = 0; i < 4; i++) await other.call({ method: 'POST', url: '/v1/projects', payload: { name: `q${i}` } });
      await other.deps.compliance.checkpoints.checkpointAll();
      // As someone with the file could: back to the table before 018, a plain column of that name
      // added and set, and a filter column changed.
      await m018.down(asMigrated(odb));
      await sql`alter table ledger_entries add column audit_row_ok integer`.execute(odb);
      await sql`update ledger_entries set audit_row_ok = 1`.execute(odb);
      const target = (
        await odb.selectFrom('ledger_entries').select('id').where('log', '=', 'audit').orderBy('seq').execute()
      )[2]!;
      await odb.updateTable('ledger_entries').set({ kind: 'sample.viewed' }).where('id', '=', target.id).execute();
      assert.equal(await auditRowCheckIntact(odb, 'sqlite'), false);
      const r = await verifyAuditRange(other.deps.database, other.org.id, {}, trustedKeysOf(other.deps.signingKey));
      assert.deepEqual(
        r.errors.map((e) => [e.id, e.kind]),
        [[target.id, 'hash_mismatch']],
      );
    } finally {
      await other.close();
    }
  });

  it('entries written before 018 get their check when it runs; down and up again keep every entry', async () => {
    const other = await makeApp({ engine: 'sqlite' });
    try {
      const odb = other.deps.database.db;
      await m018.down(asMigrated(odb));
      for (let i = 0; i < 3; i++) await other.call({ method: 'POST', url: '/v1/projects', payload: { name: `r${i}` } });
      await other.deps.compliance.checkpoints.checkpointAll();
      const before = await odb.selectFrom('ledger_entries').select(['id', 'hash']).orderBy('id').execute();
      await m018.up(asMigrated(odb));
      assert.equal(await auditRowCheckIntact(odb, 'sqlite'), true);
      const after = await odb
        .selectFrom('ledger_entries')
        .select(['id', 'hash', 'log', sql<number | null>`audit_row_ok`.as('ok')])
        .orderBy('id')
        .execute();
      assert.deepEqual(
        after.map((r) => ({ id: r.id, hash: r.hash })),
        before,
      );
      assert.ok(after.every((r) => r.ok === (r.log === 'audit' ? 1 : null)));
      // The indexes came back with the table.
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = 'ledger_entries' and sql is not null`.execute(
        odb,
      );
      assert.ok(rows.some((r) => r.name === 'ledger_audit_actor'));
      const r = await verifyAuditRange(other.deps.database, other.org.id, {}, trustedKeysOf(other.deps.signingKey));
      assert.equal(r.valid, true);
      assert.equal(r.entry_count, after.filter((x) => x.log === 'audit').length);
    } finally {
      await other.close();
    }
  });
});

if (ENGINES.includes('postgres')) {
  it('on PostgreSQL the verifier checks each column against the body (no stored check)', async () => {
    const t = await makeApp({ engine: 'postgres' });
    try {
      assert.equal(await auditRowCheckIntact(t.deps.database.db, 'postgres'), false);
    } finally {
      await t.close();
    }
  });
}
