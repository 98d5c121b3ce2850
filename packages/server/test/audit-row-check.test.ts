import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { walkSegment } from '../src/audit/integrity/chain-walk.js';
import { chainEntry, chainPage } from '../src/audit/integrity/integrity.repository.js';
import { storedRowCheck } from '../src/audit/integrity/row-check.repository.js';
import { trustedKeysOf, verifyAuditRange } from '../src/audit/integrity/verify.service.js';
import * as m018 from '../src/db/migrations/018_audit_row_check.js';
import { sqliteFile } from '../src/db/reader.js';
import type { DB } from '../src/db/schema.js';
import { ENGINES, makeApp, seedAuditChain, type TestApp } from './helpers.js';

// The stored `audit_row_ok` (migration 018, ADR 0030): the verifier trusts it for a row's filter
// columns only while the column is exactly the generated one 018 made.

/** Migrations take an untyped Kysely. */
const asMigrated = (db: Kysely<DB>) => db as unknown as Kysely<unknown>;
/** 1, 0 or null on either engine (SQLite stores an integer, PostgreSQL a boolean). */
const okOf = (v: unknown) => (v === null ? null : v === true || v === 1 ? 1 : 0);
const okColumn = sql<unknown>`audit_row_ok`.as('ok');

for (const engine of ENGINES) {
  describe(`audit row check [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine });
    });
    after(() => t.close());

    const db = () => t.deps.database.db;
    const org = () => t.org.id;
    const audit = async (app = t) =>
      (
        await app.deps.database.db
          .selectFrom('ledger_entries')
          .select(['seq', 'id', 'log', okColumn])
          .where('org_id', '=', app.org.id)
          .orderBy('log')
          .orderBy('seq')
          .execute()
      ).map((r) => ({ ...r, ok: okOf(r.ok) }));
    const verify = (app = t, exhaustive = false) =>
      verifyAuditRange(app.deps.database, app.org.id, {}, trustedKeysOf(app.deps.signingKey), { exhaustive });
    /** Another app, for the tests that rebuild its table. */
    const withOther = async (run: (app: TestApp) => Promise<void>) => {
      const other = await makeApp({ engine });
      try {
        await run(other);
      } finally {
        await other.close();
      }
    };

    it('vouches for the rows the server wrote: one read of the columns per segment, its first entry', async () => {
      await seedAuditChain(t, 5);
      const check = await storedRowCheck(db(), engine);
      assert.ok(check, 'the column 018 made is trusted on a fresh database');
      const queries = { page: chainPage(db(), engine, org(), {}, 1000, check), entry: chainEntry(db(), org()) };
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
      await t.deps.ledger.append(
        org(),
        'evidence',
        { id: 'evt_row_check' },
        { index: { kind: 'note', ts: Date.now() } },
      );
      const rows = await audit();
      assert.ok(rows.some((r) => r.log === 'evidence'));
      assert.ok(rows.every((r) => r.ok === (r.log === 'audit' ? 1 : null)));
    });

    it('a column changed by a statement turns the check off by itself, and no statement can set it', async () => {
      const rows = (await audit()).filter((r) => r.log === 'audit');
      const [a, b] = [rows[1]!, rows[2]!];
      await db().updateTable('ledger_entries').set({ subject: 'usr_someone_else' }).where('id', '=', a.id).execute();
      await sql`update ledger_entries set ts = ts + 1 where id = ${b.id}`.execute(db());
      const after = await audit();
      assert.equal(after.find((r) => r.id === a.id)!.ok, 0);
      assert.equal(after.find((r) => r.id === b.id)!.ok, 0);
      const value = engine === 'sqlite' ? sql`1` : sql`true`;
      await assert.rejects(
        sql`update ledger_entries set audit_row_ok = ${value} where id = ${a.id}`.execute(db()),
        /generated|DEFAULT/,
      );
      assert.deepEqual(
        (await verify()).errors.map((e) => [e.id, e.kind]),
        [
          [a.id, 'hash_mismatch'],
          [b.id, 'hash_mismatch'],
        ],
      );
    });

    it("has the exact check's semantics: a JSON number is not the text of its digits", async () => {
      const row = (seq: number, subject: string, actorId: unknown) => ({
        org_id: 'org_semantics',
        log: 'audit',
        seq,
        id: `log_semantics_${seq}`,
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
        .values([row(1, '123', 123), row(2, 'usr_1', 'usr_1'), { ...row(3, 'usr_1', 'usr_1'), ts: 1 }])
        .execute();
      const got = await db()
        .selectFrom('ledger_entries')
        .select(okColumn)
        .where('org_id', '=', 'org_semantics')
        .orderBy('seq')
        .execute();
      assert.deepEqual(
        got.map((r) => okOf(r.ok)),
        [0, 1, 0],
      );
      await db().deleteFrom('ledger_entries').where('org_id', '=', 'org_semantics').execute();
    });

    it('a column that is no longer the generated one is not trusted: each column is checked', async () => {
      await withOther(async (other) => {
        const odb = other.deps.database.db;
        await seedAuditChain(other, 4);
        // As someone with the database could: the column made plain, set, and a filter column changed.
        if (engine === 'sqlite') {
          await m018.down(asMigrated(odb));
          await sql`alter table ledger_entries add column audit_row_ok integer`.execute(odb);
          await sql`update ledger_entries set audit_row_ok = 1`.execute(odb);
        } else {
          await sql`alter table ledger_entries alter column audit_row_ok drop expression`.execute(odb);
          await sql`update ledger_entries set audit_row_ok = true`.execute(odb);
        }
        const target = (await audit(other)).filter((r) => r.log === 'audit')[2]!;
        await odb.updateTable('ledger_entries').set({ kind: 'sample.viewed' }).where('id', '=', target.id).execute();
        assert.equal(await storedRowCheck(odb, engine), null);
        assert.deepEqual(
          (await verify(other)).errors.map((e) => [e.id, e.kind]),
          [[target.id, 'hash_mismatch']],
        );
      });
    });

    it('on PostgreSQL, a column re-added to use an operator of another schema is not trusted', async (c) => {
      if (engine !== 'postgres') return c.skip('PostgreSQL only');
      await withOther(async (other) => {
        const odb = other.deps.database.db;
        await seedAuditChain(other, 2);
        const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(odb);
        const schema = rows[0]!.s;
        // The table's owner can do this much: an operator of their own, and the column made again
        // with an expression that reads the same but resolves #> to it.
        await sql
          .raw(`create function "${schema}".jpath(json, text) returns json language sql immutable
            as $$ select $1 #> string_to_array(trim(both '{}' from $2), ',') $$`)
          .execute(odb);
        await sql
          .raw(`create operator "${schema}".#> (leftarg = json, rightarg = text, function = "${schema}".jpath)`)
          .execute(odb);
        const ddl = m018.PG_REFERENCE_TABLE.replaceAll(
          'operator(pg_catalog.#>)',
          `operator("${schema}".#>)`,
        ).replaceAll("}'::text[]", "}'::text");
        const expression = ddl.slice(ddl.indexOf('generated always as ('), ddl.lastIndexOf(' stored'));
        await sql`alter table ledger_entries drop column audit_row_ok`.execute(odb);
        await sql.raw(`alter table ledger_entries add column audit_row_ok boolean ${expression} stored`).execute(odb);
        assert.ok((await audit(other)).filter((r) => r.log === 'audit').every((r) => r.ok === 1));
        assert.equal(await storedRowCheck(odb, engine), null);
      });
    });

    it('entries written before 018 get their check when it runs; down and up again keep every entry', async () => {
      await withOther(async (other) => {
        const odb = other.deps.database.db;
        await m018.down(asMigrated(odb));
        await seedAuditChain(other, 3);
        const before = await odb.selectFrom('ledger_entries').select(['id', 'hash']).orderBy('id').execute();
        await m018.up(asMigrated(odb));
        assert.ok(await storedRowCheck(odb, engine));
        const after = await odb
          .selectFrom('ledger_entries')
          .select(['id', 'hash', 'log', okColumn])
          .orderBy('id')
          .execute();
        assert.deepEqual(
          after.map((r) => ({ id: r.id, hash: r.hash })),
          before,
        );
        assert.ok(after.every((r) => okOf(r.ok) === (r.log === 'audit' ? 1 : null)));
        const r = await verify(other);
        assert.equal(r.valid, true);
        assert.equal(r.entry_count, after.filter((x) => x.log === 'audit').length);
        if (engine === 'sqlite') {
          // The indexes came back with the rebuilt table.
          const { rows } = await sql<{ name: string }>`
            select name from sqlite_master where type = 'index' and tbl_name = 'ledger_entries'`.execute(odb);
          assert.ok(rows.some((x) => x.name === 'ledger_audit_actor'));
        }
      });
    });

    it('on SQLite, a connection with its own json_extract can make the check lie; exhaustive trusts none of it', async (c) => {
      if (engine !== 'sqlite') return c.skip("PostgreSQL's stored expression names its functions by oid");
      const target = (await audit()).filter((r) => r.log === 'audit')[3]!;
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
      const fast = await verify();
      const exhaustive = await verify(t, true);
      assert.equal(
        fast.errors.some((e) => e.id === target.id),
        false,
        'the documented limit of the stored check',
      );
      assert.ok(exhaustive.errors.some((e) => e.id === target.id && e.kind === 'hash_mismatch'));
    });
  });
}
