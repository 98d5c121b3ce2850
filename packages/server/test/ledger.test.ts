import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import canonicalizeModule from 'canonicalize';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { inTransaction } from '../src/db/tx.js';
import { prepare } from '../src/main.js';
import { createDeps, type Deps } from '../src/platform/deps.js';
import { newId } from '../src/platform/ids.js';
import { chainHash, GENESIS_HASH, type Integrity, type StoredEntry, verifyRun } from '../src/platform/ledger/chain.js';
import type { LogName } from '../src/platform/ledger/ledger.js';
import { insertOrg } from '../src/platform/orgs/orgs.repository.js';
import { ENGINES, freshPgUrl, makeApp, type TestApp } from './helpers.js';

// Deliberately not the server's own helpers: the §7 rule recomputed from node:crypto and canonicalize.
const canonicalize = canonicalizeModule as unknown as (v: unknown) => string | undefined;
function independentHash(prevHash: string, body: unknown): string {
  const digest = createHash('sha256')
    .update(`${prevHash}\n${canonicalize(body)}`, 'utf8')
    .digest('hex');
  return `sha256:${digest}`;
}

/** A body whose canonical form differs from JSON.stringify: key order, unicode, number forms. */
function body(i: number, extra: Record<string, unknown> = {}) {
  return { z: i, id: newId('log'), a: { y: 'ré\u2028sumé ✓', b: [3, 1.5, 1e21, -0], x: null }, ...extra };
}

function independentChain(n: number): StoredEntry[] {
  const out: StoredEntry[] = [];
  let prev = `sha256:${'0'.repeat(64)}`;
  for (let seq = 1; seq <= n; seq++) {
    const b = body(seq);
    const hash = independentHash(prev, b);
    out.push({ seq, id: b.id, body: JSON.stringify(b), prev_hash: prev, hash });
    prev = hash;
  }
  return out;
}

describe('ledger chain rules (unit)', () => {
  it('genesis prev_hash is "sha256:" + 64 zeros', () => {
    assert.equal(GENESIS_HASH, `sha256:${'0'.repeat(64)}`);
  });

  it('chainHash equals sha256(prev + "\\n" + JCS(body)) computed independently', () => {
    const b = body(1);
    assert.equal(chainHash(GENESIS_HASH, b), independentHash(GENESIS_HASH, b));
    // Member order must not matter: JCS sorts keys.
    const reordered = Object.fromEntries(Object.entries(b).reverse());
    assert.equal(chainHash(GENESIS_HASH, reordered), independentHash(GENESIS_HASH, b));
  });

  it('verifyRun accepts an intact chain, also when started mid-chain', () => {
    const chain = independentChain(6);
    assert.deepEqual(verifyRun(chain, { seq: 1, prevHash: GENESIS_HASH }).errors, []);
    const tail = verifyRun(chain.slice(3), { seq: 4, prevHash: chain[2]!.hash });
    assert.deepEqual(tail.errors, []);
    assert.deepEqual(tail.last, { seq: 6, hash: chain[5]!.hash });
  });

  it('verifyRun reports hash_mismatch for an edited body', () => {
    const chain = independentChain(6);
    chain[2] = { ...chain[2]!, body: chain[2]!.body.replace('"z":3', '"z":33') };
    const { errors } = verifyRun(chain, { seq: 1, prevHash: GENESIS_HASH });
    assert.deepEqual(errors, [{ seq: 3, id: chain[2]!.id, kind: 'hash_mismatch' }]);
  });

  it('verifyRun reports prev_mismatch for a relinked entry', () => {
    const chain = independentChain(6);
    // Relinked and rehashed consistently, so only the link itself is wrong.
    const forged = `sha256:${'f'.repeat(64)}`;
    const e3 = chain[2]!;
    chain[2] = { ...e3, prev_hash: forged, hash: independentHash(forged, JSON.parse(e3.body)) };
    const { errors } = verifyRun(chain, { seq: 1, prevHash: GENESIS_HASH });
    assert.deepEqual(errors, [
      { seq: 3, id: e3.id, kind: 'prev_mismatch' },
      { seq: 4, id: chain[3]!.id, kind: 'prev_mismatch' },
    ]);
  });

  it('verifyRun reports a gap for a missing entry', () => {
    const chain = independentChain(6);
    chain.splice(2, 1);
    const { errors } = verifyRun(chain, { seq: 1, prevHash: GENESIS_HASH });
    assert.ok(errors.some((e) => e.kind === 'gap' && e.seq === 3));
    assert.ok(!errors.some((e) => e.kind === 'hash_mismatch'));
  });
});

async function freshOrg(t: TestApp): Promise<string> {
  const id = newId('org');
  await insertOrg(t.deps.database.db, {
    id,
    name: 'L',
    slug: `l-${randomBytes(4).toString('hex')}`,
    plan: 'pro',
    settings: {},
  });
  return id;
}

async function stored(deps: Deps, orgId: string, log: LogName) {
  return deps.database.db
    .selectFrom('ledger_entries')
    .select(['seq', 'id', 'body', 'prev_hash', 'hash', 'created_at'])
    .where('org_id', '=', orgId)
    .where('log', '=', log)
    .orderBy('seq')
    .execute();
}

/** Counts transactions the ledger opens, by wrapping the Kysely instance it was built with. */
function countTransactions(deps: Deps): { count: () => number; restore: () => void } {
  const db = deps.database.db;
  const original = db.transaction;
  let n = 0;
  db.transaction = function (this: typeof db) {
    n += 1;
    return original.call(this);
  } as typeof db.transaction;
  return {
    count: () => n,
    restore: () => {
      db.transaction = original;
    },
  };
}

for (const engine of ENGINES) {
  describe(`ledger [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine });
    });
    after(() => t.close());

    it('concurrent appends across orgs and logs give seq 1..N per chain, each durable when it resolves', async () => {
      const [a, b] = [await freshOrg(t), await freshOrg(t)];
      const plan: Array<[string, LogName, number]> = [
        [a, 'audit', 200],
        [b, 'audit', 60],
        [a, 'evidence', 60],
        [b, 'evidence', 60],
      ];
      // Interleaved, all issued before any resolves.
      const jobs: Array<{ org: string; log: LogName; body: ReturnType<typeof body>; p: Promise<Integrity> }> = [];
      for (let i = 0; i < 200; i++) {
        for (const [org, log, n] of plan) {
          if (i >= n) continue;
          const b = body(i);
          const p = t.deps.ledger.append(org, log, b).then(async (integrity) => {
            // Resolved means committed: another statement (another pool connection on PostgreSQL) sees it.
            const row = await t.deps.database.db
              .selectFrom('ledger_entries')
              .select('seq')
              .where('id', '=', b.id)
              .executeTakeFirst();
            assert.equal(row?.seq, integrity.seq);
            return integrity;
          });
          jobs.push({ org, log, body: b, p });
        }
      }
      const results = await Promise.all(jobs.map((j) => j.p));

      for (const [org, log, n] of plan) {
        const mine = jobs
          .map((j, i) => ({ ...j, integrity: results[i]! }))
          .filter((j) => j.org === org && j.log === log);
        assert.deepEqual(
          mine.map((j) => j.integrity.seq).sort((x, y) => x - y),
          Array.from({ length: n }, (_, i) => i + 1),
        );
        const rows = await stored(t.deps, org, log);
        assert.deepEqual(
          rows.map((r) => Number(r.seq)),
          Array.from({ length: n }, (_, i) => i + 1),
        );
        const byId = new Map(mine.map((j) => [j.body.id, j]));
        let prev = GENESIS_HASH;
        for (const r of rows) {
          const j = byId.get(r.id)!;
          assert.equal(r.prev_hash, prev);
          assert.equal(r.hash, independentHash(prev, j.body), `independent hash at seq ${r.seq}`);
          assert.deepEqual(j.integrity, { seq: Number(r.seq), prev_hash: r.prev_hash, hash: r.hash });
          prev = r.hash;
        }
        const v = await t.deps.ledger.verify(org, log);
        assert.deepEqual(v.errors, []);
        assert.equal(v.valid, true);
        assert.equal(v.entryCount, n);
        assert.equal(v.lastHash, prev);
      }
    });

    it('group commit batches a burst of appends into a few transactions', async () => {
      const org = await freshOrg(t);
      const spy = countTransactions(t.deps);
      try {
        await Promise.all(Array.from({ length: 200 }, (_, i) => t.deps.ledger.append(org, 'evidence', body(i))));
      } finally {
        spy.restore();
      }
      // The first append starts a transaction at once; the other 199 queue behind it and share the next.
      assert.ok(spy.count() <= 2, `200 appends used ${spy.count()} transactions`);
      const rows = await stored(t.deps, org, 'evidence');
      assert.equal(rows.length, 200);
      // A batch is written with one timestamp: at most as many distinct values as transactions.
      assert.ok(new Set(rows.map((r) => Number(r.created_at))).size <= spy.count());
    });

    it('appendInTx in a transaction that throws leaves no entry, no head change and no event', async () => {
      const org = await freshOrg(t);
      await t.deps.ledger.append(org, 'audit', body(1));
      const headBefore = await t.deps.database.db
        .selectFrom('ledger_heads')
        .selectAll()
        .where('org_id', '=', org)
        .execute();
      const seen: unknown[] = [];
      const listener = (e: unknown) => seen.push(e);
      t.deps.ledger.events.on('appended', listener);
      const b = body(2);
      try {
        await assert.rejects(
          inTransaction(t.deps.database.db, async (tx) => {
            const [integrity] = await t.deps.ledger.appendInTx(tx, org, 'audit', [b]);
            assert.equal(integrity!.seq, 2);
            throw new Error('feature failed after writing its audit entry');
          }),
          /feature failed/,
        );
      } finally {
        t.deps.ledger.events.off('appended', listener);
      }
      assert.deepEqual(seen, []);
      const headAfter = await t.deps.database.db
        .selectFrom('ledger_heads')
        .selectAll()
        .where('org_id', '=', org)
        .execute();
      assert.deepEqual(headAfter, headBefore);
      assert.equal((await stored(t.deps, org, 'audit')).length, 1);
      // The next append takes seq 2: the rolled-back one left no hole.
      assert.equal((await t.deps.ledger.append(org, 'audit', body(3))).seq, 2);
      assert.equal((await t.deps.ledger.verify(org, 'audit')).valid, true);
    });

    it('one bad append in a batch fails alone', async () => {
      const org = await freshOrg(t);
      const first = body(0);
      await t.deps.ledger.append(org, 'audit', first);
      // Issued in one tick so they share a batch; the duplicate id violates the unique index.
      const results = await Promise.allSettled([
        ...Array.from({ length: 10 }, (_, i) => t.deps.ledger.append(org, 'audit', body(i + 1))),
        t.deps.ledger.append(org, 'audit', { ...body(99), id: first.id }),
        ...Array.from({ length: 10 }, (_, i) => t.deps.ledger.append(org, 'audit', body(i + 11))),
      ]);
      assert.deepEqual(
        results.map((r) => r.status),
        [...Array(10).fill('fulfilled'), 'rejected', ...Array(10).fill('fulfilled')],
      );
      const v = await t.deps.ledger.verify(org, 'audit');
      assert.equal(v.valid, true);
      assert.equal(v.entryCount, 21);
    });

    it('a throwing "appended" listener does not turn a committed append into a failure', async () => {
      const org = await freshOrg(t);
      const boom = () => {
        throw new Error('listener bug');
      };
      const warnings: unknown[] = [];
      const onWarning = (w: unknown) => warnings.push(w);
      process.on('warning', onWarning);
      t.deps.ledger.events.on('appended', boom);
      try {
        const integrity = await t.deps.ledger.append(org, 'evidence', body(1));
        assert.equal(integrity.seq, 1);
        const b = body(2);
        const [viaTx] = await inTransaction(t.deps.database.db, (tx) =>
          t.deps.ledger.appendInTx(tx, org, 'evidence', [b]),
        );
        assert.equal(viaTx!.seq, 2);
      } finally {
        t.deps.ledger.events.off('appended', boom);
      }
      assert.equal((await stored(t.deps, org, 'evidence')).length, 2);
      await new Promise((r) => setImmediate(r));
      process.off('warning', onWarning);
      assert.ok(warnings.length >= 2, 'the listener error is reported, not swallowed');
    });

    it('verify while appends are committing reports the chain valid', async () => {
      const org = await freshOrg(t);
      await Promise.all(Array.from({ length: 50 }, (_, i) => t.deps.ledger.append(org, 'audit', body(i))));
      const writers = (async () => {
        for (let round = 0; round < 20; round++) {
          await Promise.all(Array.from({ length: 10 }, (_, i) => t.deps.ledger.append(org, 'audit', body(i))));
        }
      })();
      const checks = [];
      for (let i = 0; i < 10; i++) {
        checks.push(t.deps.ledger.verify(org, 'audit'));
        await new Promise((r) => setImmediate(r));
      }
      const results = await Promise.all(checks);
      await writers;
      for (const r of results) assert.deepEqual(r.errors, []);
      assert.equal((await t.deps.ledger.verify(org, 'audit')).entryCount, 250);
    });

    it('an edited entry is a hash_mismatch at its seq; a deleted one is a gap', async () => {
      const org = await freshOrg(t);
      for (let i = 1; i <= 10; i++) await t.deps.ledger.append(org, 'audit', body(i));
      const db = t.deps.database.db;
      assert.equal((await t.deps.ledger.verify(org, 'audit')).valid, true);

      const row4 = (await stored(t.deps, org, 'audit'))[3]!;
      const edited = JSON.stringify({ ...JSON.parse(row4.body), z: 'rewritten' });
      await sql`update ledger_entries set body = ${edited} where org_id = ${org} and log = 'audit' and seq = 4`.execute(
        db,
      );
      let v = await t.deps.ledger.verify(org, 'audit');
      assert.equal(v.valid, false);
      assert.deepEqual(v.errors, [{ seq: 4, id: row4.id, kind: 'hash_mismatch' }]);
      await sql`update ledger_entries set body = ${row4.body} where org_id = ${org} and log = 'audit' and seq = 4`.execute(
        db,
      );
      assert.equal((await t.deps.ledger.verify(org, 'audit')).valid, true);

      await sql`delete from ledger_entries where org_id = ${org} and log = 'audit' and seq = 7`.execute(db);
      v = await t.deps.ledger.verify(org, 'audit');
      assert.equal(v.valid, false);
      assert.ok(
        v.errors.some((e) => e.kind === 'gap' && e.seq === 7),
        JSON.stringify(v.errors),
      );

      // Dropping the newest entry leaves the head pointing past the end: also a gap.
      await sql`delete from ledger_entries where org_id = ${org} and log = 'audit' and seq = 10`.execute(db);
      v = await t.deps.ledger.verify(org, 'audit');
      assert.ok(
        v.errors.some((e) => e.kind === 'gap' && e.seq === 10),
        JSON.stringify(v.errors),
      );
    });
  });
}

describe('ledger: two instances on one PostgreSQL schema', { skip: !process.env.LATCHKEY_TEST_DATABASE_URL }, () => {
  it('concurrent appends from two processes-worth of pools make one chain without gaps or forks', async () => {
    const pgDb = await freshPgUrl();
    // One data dir: instances on one database share its keys (ADR 0036), here the dir's key files.
    const dirs = [mkdtempSync(join(tmpdir(), 'latchkey-ledger-'))];
    const [d1, d2] = [dirs[0]!, dirs[0]!].map((dir) =>
      createDeps(loadConfig({ LATCHKEY_DATA_DIR: dir, LATCHKEY_DATABASE_URL: pgDb.url, LATCHKEY_LOG_LEVEL: 'silent' })),
    ) as [Deps, Deps];
    try {
      await prepare(d1);
      await prepare(d2);
      const org = newId('org');
      await insertOrg(d1.database.db, { id: org, name: 'Two', slug: 'two', plan: 'pro', settings: {} });
      const ids: string[] = [];
      const burst = (d: Deps, n: number) =>
        Array.from({ length: n }, (_, i) => {
          const b = body(i);
          ids.push(b.id);
          return d.ledger.append(org, 'audit', b);
        });
      // Both group-commit paths plus feature transactions on the second instance, all at once.
      const viaTx = Array.from({ length: 20 }, (_, i) => {
        const b = body(1000 + i);
        ids.push(b.id);
        return inTransaction(d2.database.db, (tx) => d2.ledger.appendInTx(tx, org, 'audit', [b])).then((r) => r[0]!);
      });
      const results = await Promise.all([...burst(d1, 150), ...burst(d2, 150), ...viaTx]);
      const seqs = results.map((r) => r.seq).sort((x, y) => x - y);
      assert.deepEqual(
        seqs,
        Array.from({ length: 320 }, (_, i) => i + 1),
      );
      const rows = await stored(d1, org, 'audit');
      assert.deepEqual(new Set(rows.map((r) => r.id)), new Set(ids));
      for (const d of [d1, d2]) {
        const v = await d.ledger.verify(org, 'audit');
        assert.deepEqual(v.errors, []);
        assert.equal(v.entryCount, 320);
      }
    } finally {
      await d1.close();
      await d2.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
