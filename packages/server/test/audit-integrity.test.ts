import assert from 'node:assert/strict';
import { createHash, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { walkSegment } from '../src/audit/integrity/chain-walk.js';
import { statementBytes } from '../src/audit/integrity/checkpoint-statement.js';
import { chainEntry, chainPage } from '../src/audit/integrity/integrity.repository.js';
import { trustedKeysOf, verifyAuditRange } from '../src/audit/integrity/verify.service.js';
import { WalkPool } from '../src/audit/integrity/walk-runner.js';
import { loadConfig } from '../src/config.js';
import { inTransaction } from '../src/db/tx.js';
import { jcs } from '../src/platform/crypto/hash.js';
import { keyId } from '../src/platform/crypto/signing-keys.js';
import { chainHashOfCanonical, GENESIS_HASH } from '../src/platform/ledger/chain.js';
import { ENGINES, keyWithRole, makeApp, otherOrg, seedAuditChain, type TestApp } from './helpers.js';

const RANGE = { start_time: '2000-01-01T00:00:00.000Z', end_time: '2100-01-01T00:00:00.000Z' };

/** Pids of this process's children that are still running (not exited, not yet reaped). */
function liveChildren(): number[] {
  const pids: number[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited while listed
    }
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(ppid) === process.pid && state !== 'Z') pids.push(Number(pid));
  }
  return pids;
}

for (const engine of ENGINES) {
  describe(`audit integrity [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine });
    });
    after(() => t.close());

    const db = () => t.deps.database.db;
    const org = () => t.org.id;
    const verifyAll = async (body: Record<string, unknown> = RANGE, key?: string) => {
      const res = await t.call({ method: 'POST', url: '/v1/audit/verify', payload: body, ...(key ? { key } : {}) });
      return { status: res.statusCode, body: res.json() };
    };
    /** A fresh chain of n project events, checkpointed at the head. */
    const seed = (n: number) => seedAuditChain(t, n);
    const rows = () =>
      db()
        .selectFrom('ledger_entries')
        .select(['seq', 'id', 'body', 'prev_hash', 'hash'])
        .where('org_id', '=', org())
        .where('log', '=', 'audit')
        .orderBy('seq')
        .execute();

    /** Edits entry 2 and re-chains every entry after it and the head, as an attacker without the key would. */
    const rewriteChain = async (): Promise<string> => {
      let prev = GENESIS_HASH;
      for (const r of await rows()) {
        const body = r.seq === 2 ? r.body.replace('"p1"', '"px"') : r.body;
        const hash = chainHashOfCanonical(prev, body);
        await db().updateTable('ledger_entries').set({ body, prev_hash: prev, hash }).where('id', '=', r.id).execute();
        prev = hash;
      }
      await db()
        .updateTable('ledger_heads')
        .set({ hash: prev })
        .where('org_id', '=', org())
        .where('log', '=', 'audit')
        .execute();
      return prev;
    };

    beforeEach(async () => {
      // Each test starts from an untouched chain: tampering tests leave theirs broken.
      await db().deleteFrom('ledger_entries').where('org_id', '=', org()).where('log', '=', 'audit').execute();
      await db().deleteFrom('audit_checkpoints').where('org_id', '=', org()).execute();
      await db().deleteFrom('ledger_heads').where('org_id', '=', org()).where('log', '=', 'audit').execute();
    });

    it('an untouched chain verifies, with every field of the spec and a chain_hash anyone can recompute', async () => {
      await seed(5);
      const { status, body } = await verifyAll();
      assert.equal(status, 200);
      assert.equal(body.valid, true);
      assert.deepEqual(body.errors, []);
      assert.equal(body.entry_count, 5);
      const all = await rows();
      assert.equal(body.first_entry_hash, all[0]!.hash);
      assert.equal(body.last_entry_hash, all.at(-1)!.hash);
      const expected = createHash('sha256')
        .update(all.map((r) => r.hash).join('\n'))
        .digest('hex');
      assert.equal(body.chain_hash, `sha256:${expected}`);
      assert.equal(body.checkpoints_verified, 1);
      assert.equal(body.start_time, RANGE.start_time);
      assert.equal(body.end_time, RANGE.end_time);
      assert.ok(Number.isInteger(body.verification_time_ms));
      assert.ok(!Number.isNaN(Date.parse(body.verified_at)));
    });

    it('checkpoints are signed statements that check with the published public key', async () => {
      await seed(3);
      const res = await t.call({ method: 'GET', url: '/v1/audit/checkpoints' });
      assert.equal(res.statusCode, 200);
      const { data, public_keys } = res.json();
      assert.equal(data.length, 1);
      const c = data[0];
      assert.equal(c.seq, 3);
      assert.equal(c.hash, (await rows()).at(-1)!.hash);
      const pem = public_keys.find((k: { kid: string }) => k.kid === c.kid).public_key_pem;
      const statement = jcs({ org: c.org, log: c.log, seq: c.seq, hash: c.hash, at: c.at });
      assert.ok(verify(null, Buffer.from(statement), createPublicKey(pem), Buffer.from(c.signature, 'base64')));
      // Nothing new: no new checkpoint.
      assert.equal(await t.deps.compliance.checkpoints.checkpointAll(), 0);
    });

    it('catches an edited field', async () => {
      await seed(4);
      const target = (await rows())[1]!;
      const edited = target.body.replace('"p1"', '"px"');
      assert.notEqual(edited, target.body);
      await db().updateTable('ledger_entries').set({ body: edited }).where('id', '=', target.id).execute();
      const { body } = await verifyAll();
      assert.equal(body.valid, false);
      assert.deepEqual(body.errors, [{ seq: 2, id: target.id, kind: 'hash_mismatch' }]);
    });

    it('catches a deleted row', async () => {
      await seed(4);
      const target = (await rows())[2]!;
      await db().deleteFrom('ledger_entries').where('id', '=', target.id).execute();
      const { body } = await verifyAll();
      assert.equal(body.valid, false);
      assert.ok(body.errors.some((e: { seq: number; kind: string }) => e.seq === 3 && e.kind === 'gap'));
      assert.ok(body.errors.some((e: { kind: string }) => e.kind === 'prev_mismatch'));
    });

    it('catches the newest rows deleted with the head put back', async () => {
      await seed(4);
      const all = await rows();
      await db().deleteFrom('ledger_entries').where('id', '=', all[3]!.id).execute();
      const { body } = await verifyAll();
      assert.equal(body.valid, false);
      assert.ok(body.errors.some((e: { seq: number; kind: string }) => e.seq === 4));
    });

    it('catches reordered rows', async () => {
      await seed(4);
      const [, b, c] = await rows();
      const move = (id: string, seq: number) =>
        db().updateTable('ledger_entries').set({ seq }).where('id', '=', id).execute();
      await move(b!.id, 1000);
      await move(c!.id, 2);
      await move(b!.id, 3);
      const { body } = await verifyAll();
      assert.equal(body.valid, false);
      assert.ok(body.errors.some((e: { kind: string }) => e.kind === 'prev_mismatch'));
    });

    it('catches a chain rewritten end to end without the signing key', async () => {
      await seed(4);
      // The attacker edits an entry and recomputes every hash after it, and the head: the chain
      // is self-consistent again, and only the signed checkpoint can tell.
      const prev = await rewriteChain();
      const { body } = await verifyAll();
      assert.equal(body.valid, false);
      assert.deepEqual(
        body.errors.map((e: { kind: string }) => e.kind),
        ['checkpoint_mismatch'],
      );
      // A forged checkpoint signature is no better.
      await db()
        .updateTable('audit_checkpoints')
        .set({ hash: prev, signature: Buffer.alloc(64).toString('base64') })
        .where('org_id', '=', org())
        .execute();
      assert.deepEqual(
        (await verifyAll()).body.errors.map((e: { kind: string }) => e.kind),
        ['checkpoint_mismatch'],
      );
    });

    it('catches a rewrite re-signed with a key planted in the database', async () => {
      await seed(4);
      const prev = await rewriteChain();
      // The attacker's own key, stored where the server keeps its public keys, signs the new head.
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const kid = keyId(publicKey);
      await db()
        .insertInto('signing_keys')
        .values({
          kid,
          alg: 'Ed25519',
          public_key_pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
          created_at: Date.now(),
          retired_at: null,
        })
        .execute();
      const [cp] = await db().selectFrom('audit_checkpoints').selectAll().where('org_id', '=', org()).execute();
      const forged = { ...cp!, seq: Number(cp!.seq), hash: prev, kid };
      const signature = sign(null, statementBytes(forged), privateKey).toString('base64');
      await db()
        .updateTable('audit_checkpoints')
        .set({ hash: prev, kid, signature })
        .where('org_id', '=', org())
        .execute();
      const { body } = await verifyAll();
      assert.equal(body.valid, false);
      assert.deepEqual(
        body.errors.map((e: { kind: string }) => e.kind),
        ['checkpoint_mismatch'],
      );
    });

    it('catches the first entries deleted, and filter columns that disagree with the body', async () => {
      await seed(3);
      await seed(3); // a second checkpoint, at seq 6: the first one (seq 3) anchors the walk's start
      const all = await rows();
      await db().deleteFrom('ledger_entries').where('id', 'in', [all[3]!.id, all[4]!.id]).execute();
      const gone = await verifyAll();
      assert.equal(gone.body.valid, false);
      assert.ok(gone.body.errors.some((e: { seq: number; kind: string }) => e.seq === 4 && e.kind === 'gap'));
      // Moving an entry's time column out of the range would hide it from queries and reports.
      await db().updateTable('ledger_entries').set({ ts: 1000 }).where('id', '=', all[1]!.id).execute();
      const moved = await verifyAll({
        start_time: new Date(Date.now() - 60_000).toISOString(),
        end_time: RANGE.end_time,
      });
      assert.ok(
        moved.body.errors.some((e: { id: string; kind: string }) => e.id === all[1]!.id && e.kind === 'hash_mismatch'),
      );
    });

    it('catches checkpoints deleted along with an old rewrite', async () => {
      await seed(3);
      await db().deleteFrom('audit_checkpoints').where('org_id', '=', org()).execute();
      const trusted = trustedKeysOf(t.deps.signingKey);
      assert.equal(
        (await verifyAuditRange(t.deps.database, org(), {}, trusted)).valid,
        true,
        'recent entries may wait for a checkpoint',
      );
      const later = await verifyAuditRange(t.deps.database, org(), {}, trusted, { now: Date.now() + 10 * 60_000 });
      assert.deepEqual(
        later.errors.map((e) => [e.id, e.kind]),
        [['missing', 'checkpoint_mismatch']],
      );
    });

    it('a walker that cannot open the database fails the verification, without hanging or crashing the server', async () => {
      await seed(4);
      const unreachable = { ...t.deps.database, location: { dataDir: '/dev/null/no-such-dir' } };
      await assert.rejects(
        verifyAuditRange(unreachable, org(), {}, trustedKeysOf(t.deps.signingKey), {
          walk: { workers: 2, segment: 2 },
        }),
      );
      // A walker that died before it was given anything fails its first segment at once.
      const pool = await WalkPool.start(unreachable, 1);
      await sleep(2_000); // long enough for the walker to load and fail (not asserted)
      const queries = { page: chainPage(db(), engine, org(), {}, 10), entry: chainEntry(db(), org()) };
      const job = { from: 1, to: 2, countFrom: 1, queries, checkpoints: [], trusted: [] };
      await assert.rejects(pool.run([job])[0]!);
      pool.close();
      // The slots came back: the next verification gets its walkers and a verdict.
      const after = await verifyAuditRange(t.deps.database, org(), {}, trustedKeysOf(t.deps.signingKey), {
        walk: { workers: 2, segment: 2 },
      });
      assert.equal(after.valid, true);
    });

    it('a walker killed mid-walk fails its verification, and no walker outlives its pool', async () => {
      await seed(4);
      const trusted = trustedKeysOf(t.deps.signingKey);
      const before = new Set(liveChildren());
      const pool = await WalkPool.start(t.deps.database, 1);
      const [walker] = liveChildren().filter((pid) => !before.has(pid));
      assert.ok(walker, 'the pool forked a walker');
      const queries = { page: chainPage(db(), engine, org(), {}, 10), entry: chainEntry(db(), org()) };
      const job = (from: number, to: number) => ({ from, to, countFrom: 1, queries, checkpoints: [], trusted: [] });
      const results = pool.run([job(1, 2), job(3, 4)]);
      // Killed while its first segment is in flight: a walker takes far longer than this to start.
      process.kill(walker, 'SIGKILL');
      await assert.rejects(results[0]!, /walker exited/);
      // The next segment cannot be joined after a failed one, so it fails too rather than wait.
      await assert.rejects(results[1]!, /walker exited/);
      pool.close();

      // Its slot came back: a verification with walkers gets them and a verdict. Once it has
      // answered, its walkers exit on their own.
      const report = await verifyAuditRange(t.deps.database, org(), {}, trusted, { walk: { workers: 2, segment: 2 } });
      assert.equal(report.valid, true);
      for (let i = 0; i < 100 && liveChildren().some((pid) => !before.has(pid)); i++) await sleep(100);
      assert.deepEqual(
        liveChildren().filter((pid) => !before.has(pid)),
        [],
      );
    });

    it('after a key rotation, the retired key is believed only when the operator configures it', async () => {
      await seed(3); // signed with the server's current key, about to be retired
      const old = t.deps.signingKey;
      const next = generateKeyPairSync('ed25519').publicKey;
      const rotated = { kid: keyId(next), publicKeyPem: next.export({ type: 'spki', format: 'pem' }).toString() };
      const without = await verifyAuditRange(t.deps.database, org(), {}, trustedKeysOf(rotated));
      assert.deepEqual(
        without.errors.map((e) => e.kind),
        ['checkpoint_mismatch'],
      );
      // What LATCHKEY_TRUSTED_PUBLIC_KEYS=<old public PEM> gives a server holding the new key.
      const config = loadConfig({ LATCHKEY_TRUSTED_PUBLIC_KEYS: `${rotated.publicKeyPem}\n${old.publicKeyPem}` });
      assert.deepEqual(
        config.trustedPublicKeys.map((k) => k.kid),
        [rotated.kid, old.kid],
      );
      const withOld = await verifyAuditRange(
        t.deps.database,
        org(),
        {},
        trustedKeysOf(rotated, ...config.trustedPublicKeys),
      );
      assert.equal(withOld.valid, true);
      assert.equal(withOld.checkpoints_verified, 1);
      assert.throws(() => loadConfig({ LATCHKEY_TRUSTED_PUBLIC_KEYS: 'not a key' }), /LATCHKEY_TRUSTED_PUBLIC_KEYS/);
      const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' });
      assert.throws(() => loadConfig({ LATCHKEY_TRUSTED_PUBLIC_KEYS: rsa.toString() }), /must be Ed25519/);
      // A server started with the setting believes both its own key and the configured one.
      const t2 = await makeApp({ env: { LATCHKEY_TRUSTED_PUBLIC_KEYS: rotated.publicKeyPem } });
      try {
        assert.deepEqual([...t2.deps.compliance.trusted.keys()].sort(), [t2.deps.signingKey.kid, rotated.kid].sort());
      } finally {
        await t2.close();
      }
    });

    it('entries the fast path cannot read (escaped ids, no dataset key) verify through the exact check', async () => {
      await seed(2);
      const odd = {
        id: 'log_odd',
        timestamp: new Date().toISOString(),
        event_type: 'sample.viewed',
        actor: { type: 'user', id: 'usr_"quoted"', email: 'a\\b@example.org', ip_address: null, user_agent: null },
        resource: { type: 'sample', id: 'smp_é\n', project: null },
        context: { note: '"event_type":"forged"' },
        org_id: org(),
      };
      await inTransaction(db(), (tx) =>
        t.deps.ledger.appendInTx(tx, org(), 'audit', [odd], {
          kind: odd.event_type,
          subject: odd.actor.id,
          ts: Date.parse(odd.timestamp),
          resourceType: 'sample',
          resourceId: odd.resource.id,
          project: null,
        }),
      );
      await t.deps.compliance.checkpoints.checkpointAll();
      const trusted = trustedKeysOf(t.deps.signingKey);
      const clean = await verifyAuditRange(t.deps.database, org(), {}, trusted);
      assert.deepEqual(clean.errors, []);
      assert.equal(clean.entry_count, 3);
      // Its columns are still held to its body.
      await db().updateTable('ledger_entries').set({ subject: 'usr_other' }).where('id', '=', 'log_odd').execute();
      const edited = await verifyAuditRange(t.deps.database, org(), {}, trusted);
      assert.deepEqual(
        edited.errors.map((e) => [e.id, e.kind]),
        [['log_odd', 'hash_mismatch']],
      );
    });

    it('the fast path vouches for ordinary entries, nulls included, and holds each column to its own field', async () => {
      const at = Date.now();
      const entry = (i: number, project: string | null, resourceId: string | null) => ({
        id: `log_fast${i}`,
        timestamp: new Date(at + i).toISOString(),
        event_type: 'sample.viewed',
        actor: { type: 'user', id: `usr_${i}`, email: null, ip_address: null, user_agent: null },
        resource: { type: 'sample', id: resourceId, project, dataset: null },
        context: {},
        org_id: org(),
      });
      const bodies = [
        entry(1, 'prj_1', 'smp_1'),
        entry(2, null, 'smp_2'),
        entry(3, null, null),
        entry(4, 'prj_4', 'smp_4'),
      ];
      for (const b of bodies) {
        await inTransaction(db(), (tx) =>
          t.deps.ledger.appendInTx(tx, org(), 'audit', [b], {
            kind: b.event_type,
            subject: b.actor.id,
            ts: Date.parse(b.timestamp),
            resourceType: b.resource.type,
            ...(b.resource.id ? { resourceId: b.resource.id } : {}),
            project: b.resource.project,
          }),
        );
      }
      await t.deps.compliance.checkpoints.checkpointAll();
      const queries = { page: chainPage(db(), engine, org(), {}, 1000), entry: chainEntry(db(), org()) };
      let exact = 0;
      const counting = {
        arrays: (q: { sql: string; parameters: readonly unknown[] }) => {
          if (q.sql === queries.entry.sql) exact += 1;
          return t.deps.database.arrays(q);
        },
      };
      const job = { from: 1, to: 4, countFrom: 1, queries, checkpoints: [], trusted: [] };
      const seg = await walkSegment(counting, job);
      assert.deepEqual(seg.errors, []);
      assert.equal(seg.count, 4);
      // Only the segment's first entry, which has no hash before it here, takes the exact path.
      assert.equal(exact, 1);

      // A column folded into its neighbour with itself set null: the joined filters read the same,
      // the null bits do not.
      await db()
        .updateTable('ledger_entries')
        .set({ kind: 'sample.viewed\x1fusr_4', subject: null })
        .where('id', '=', 'log_fast4')
        .execute();
      // A null column given a value, and a value column nulled.
      await db().updateTable('ledger_entries').set({ project: 'prj_x' }).where('id', '=', 'log_fast2').execute();
      await db().updateTable('ledger_entries').set({ resource_id: null }).where('id', '=', 'log_fast1').execute();
      const tampered = await verifyAuditRange(t.deps.database, org(), {}, trustedKeysOf(t.deps.signingKey));
      assert.deepEqual(
        tampered.errors.map((e) => [e.id, e.kind]),
        [
          ['log_fast1', 'hash_mismatch'],
          ['log_fast2', 'hash_mismatch'],
          ['log_fast4', 'hash_mismatch'],
        ],
      );
    });

    it('on SQLite, a column retyped as a BLOB with the same bytes is caught', async (c) => {
      // SQLite stores any type in any column; a BLOB reads the same through || and concat_ws but
      // no longer matches a query's filter. PostgreSQL enforces the column types.
      if (engine !== 'sqlite') return c.skip('PostgreSQL enforces column types');
      await seed(6);
      const all = await rows();
      const retype = (column: string, i: number) =>
        sql`update ledger_entries set ${sql.ref(column)} = cast(${sql.ref(column)} as blob) where id = ${all[i]!.id}`.execute(
          db(),
        );
      await retype('kind', 1);
      await retype('subject', 2);
      await retype('ts', 3);
      await retype('prev_hash', 4);
      await retype('body', 5);
      const trusted = trustedKeysOf(t.deps.signingKey);
      const expected = [
        [2, 'hash_mismatch'],
        [3, 'hash_mismatch'],
        [4, 'hash_mismatch'],
        [5, 'prev_mismatch'],
        [6, 'hash_mismatch'],
      ];
      for (const walk of [
        { workers: 0, segment: 1_000_000 },
        { workers: 1, segment: 1_000_000 },
      ]) {
        const r = await verifyAuditRange(t.deps.database, org(), {}, trusted, { walk });
        assert.deepEqual(
          r.errors.map((e) => [e.seq, e.kind]),
          expected,
        );
      }
    });

    it('walker processes with small segments reach the verdict of the inline walk, tampered or not', async () => {
      const trusted = trustedKeysOf(t.deps.signingKey);
      // Segments of 2 over 12 entries: every tampering below lands near a segment boundary.
      const both = async (q = {}) => {
        const inline = await verifyAuditRange(t.deps.database, org(), q, trusted, {
          walk: { workers: 0, segment: 1_000_000 },
        });
        const split = await verifyAuditRange(t.deps.database, org(), q, trusted, { walk: { workers: 2, segment: 2 } });
        assert.deepEqual(split, inline);
        return split;
      };
      await seed(6);
      await seed(6);
      const clean = await both();
      assert.equal(clean.valid, true);
      // Verifications at once share the server's walker slots, and none waits on another forever.
      const together = await Promise.all(
        [1, 2, 3].map(() =>
          verifyAuditRange(t.deps.database, org(), {}, trusted, { walk: { workers: 2, segment: 2 } }),
        ),
      );
      for (const r of together) assert.deepEqual(r, clean);
      assert.equal(clean.entry_count, 12);
      assert.equal(clean.checkpoints_verified, 2);
      const all = await rows();
      assert.equal((await both({ from: Date.parse(JSON.parse(all[5]!.body).timestamp) })).valid, true);

      // A filter column edited at a segment's first entry, a body at a segment's last.
      await db().updateTable('ledger_entries').set({ kind: 'project.deleted' }).where('id', '=', all[4]!.id).execute();
      await db()
        .updateTable('ledger_entries')
        .set({ body: all[7]!.body.replace('"p1"', '"px"') })
        .where('id', '=', all[7]!.id)
        .execute();
      // Two entries deleted across a boundary: one gap, reported once, at its first seq.
      await db().deleteFrom('ledger_entries').where('id', 'in', [all[8]!.id, all[9]!.id]).execute();
      const broken = await both();
      assert.deepEqual(
        broken.errors.map((e) => [e.seq, e.kind]),
        [
          [5, 'hash_mismatch'],
          [8, 'hash_mismatch'],
          [9, 'gap'],
          [11, 'prev_mismatch'],
        ],
      );
      assert.equal(broken.errors.find((e) => e.kind === 'gap')!.id, all[10]!.id);
    });

    it('counts the range and project it is asked about', async () => {
      const p = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'scoped' } })).json().id;
      await t.call({ method: 'POST', url: '/v1/datasets', payload: { project: p, name: 'd' } });
      await seed(2);
      const scoped = await verifyAll({ ...RANGE, project: p });
      assert.equal(scoped.body.valid, true);
      assert.equal(scoped.body.entry_count, 2, 'project.created and dataset.created of that project');
      const empty = await verifyAll({ start_time: '2001-01-01T00:00:00Z', end_time: '2001-01-02T00:00:00Z' });
      assert.equal(empty.body.valid, true);
      assert.equal(empty.body.entry_count, 0);
      assert.equal(empty.body.first_entry_hash, null);
    });

    it('bad input and plans: 400s, 403 plan_required, roles', async () => {
      for (const body of [
        {},
        { start_time: RANGE.start_time },
        { ...RANGE, start_time: 'yesterday' },
        { start_time: RANGE.end_time, end_time: RANGE.start_time },
        { ...RANGE, colour: 'blue' },
      ]) {
        assert.equal((await verifyAll(body)).status, 400, JSON.stringify(body));
      }
      assert.equal((await verifyAll(RANGE, await keyWithRole(t, 'auditor'))).status, 200);
      assert.equal((await verifyAll(RANGE, await keyWithRole(t, 'member'))).status, 403);
      const pro = await otherOrg(t, 'pro');
      const refused = await verifyAll(RANGE, pro.key);
      assert.equal(refused.status, 403);
      assert.equal(refused.body.error.code, 'plan_required');
      const bad = await t.call({ method: 'GET', url: '/v1/audit/checkpoints?limit=0' });
      assert.equal(bad.statusCode, 400);
    });
  });
}
