import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  claimExport,
  claimHolds,
  releaseExport,
  resumePausedExports,
  settleExport,
} from '../src/audit/exports/exports.repository.js';
import { verifyWebhook } from '../src/platform/crypto/webhook-signature.js';
import { parseConcatenated, until } from './export-receivers.js';
import { type Entry, exportSuite } from './export-suite.js';
import { ENGINES, keyWithRole, otherOrg } from './helpers.js';

for (const engine of ENGINES) {
  describe(`audit export updates [${engine}]`, () => {
    const s = exportSuite(engine);
    const { receiver, emit, create, webhookExport, delivered, typesOf } = s;
    const patch = (id: string, payload: Record<string, unknown>, key?: string) =>
      s.t.call({ method: 'PATCH', url: `/v1/audit/exports/${id}`, payload, ...(key ? { key } : {}) });
    const get = async (id: string) => (await s.t.call({ method: 'GET', url: `/v1/audit/exports/${id}` })).json();

    it('a rotated token is used from the next attempt, and the export keeps its place: nothing lost or sent twice', async () => {
      let accepted = 'hec-token-old-0001';
      const r = await receiver((req) => (req.headers.authorization === `Splunk ${accepted}` ? 200 : 401));
      const res = await create({
        name: 'splunk',
        destination: 'splunk',
        config: { hec_endpoint: r.base, hec_token: 'hec-token-old-0001', batch_interval_seconds: 0 },
        event_types: ['sample.*'],
      });
      assert.equal(res.statusCode, 201, res.body);
      const exp = res.json();
      const events = () =>
        r.received
          .filter((x) => x.status === 200)
          .flatMap((x) => parseConcatenated(x.body) as Array<{ event: Entry }>)
          .map((e) => e.event.id);
      const first = await emit(['sample.created', 'sample.viewed']);
      await until('the first two', () => events().length === 2);

      // The receiver's token is rotated: deliveries fail until the export has the new one.
      accepted = 'hec-token-new-0002';
      const later = await emit(['sample.deleted']);
      await until('a refused attempt', async () => (await get(exp.id)).attempts > 0);
      // As if its backoff had grown long: the new token must not wait for it. Only between claims,
      // or the sender's own bookkeeping would overwrite it.
      await until('an hour of backoff', async () => {
        const res = await s.t.deps.database.db
          .updateTable('audit_exports')
          .set({ next_attempt_at: Date.now() + 3_600_000 })
          .where('id', '=', exp.id)
          .where('lease_id', 'is', null)
          .executeTakeFirst();
        return Number(res.numUpdatedRows) === 1;
      });
      const updated = await patch(exp.id, { config: { hec_token: 'hec-token-new-0002' } });
      assert.equal(updated.statusCode, 200, updated.body);
      const body = updated.json();
      assert.ok(!updated.body.includes('hec-token-new-0002'), 'the token is never shown');
      assert.match(body.config.hec_token, /0002$/);
      assert.equal(body.config.hec_endpoint, r.base, 'fields left out are kept');
      assert.equal(body.last_delivered_seq, first[1]!.integrity.seq, 'its place in the log is kept');
      await until('the third, with the new token', () => events().length === 3);
      assert.deepEqual(
        events(),
        [...first, ...later].map((w) => w.id),
      );
      const back = await until('active again', async () => {
        const g = await get(exp.id);
        return g.status === 'active' && g.attempts === 0 && g;
      });
      assert.equal(back.delivered_count, 3);

      // Audited with the names of what changed, never a value.
      const log = (
        await s.t.call({ method: 'GET', url: '/v1/audit/logs?event_type=audit_export.updated&limit=1' })
      ).json();
      assert.deepEqual(log.data[0].resource, { type: 'audit_export', id: exp.id, project: null, dataset: null });
      assert.deepEqual(log.data[0].context.changed, ['config']);
      assert.deepEqual(log.data[0].context.config_fields, ['hec_token']);
      assert.ok(!JSON.stringify(log.data[0]).includes('hec-token-new'));
    });

    it('new filters and a new name apply from its place on; the same values change nothing', async () => {
      const r = await receiver();
      const exp = await webhookExport(r, {}, { event_types: ['sample.*'] });
      const [, skipped] = await emit(['sample.a', 'dataset.a']);
      await until('past dataset.a', async () => (await get(exp.id)).last_delivered_seq >= skipped!.integrity.seq);
      const res = await patch(exp.id, { name: 'datasets only', event_types: ['dataset.*'], projects: ['prj_a'] });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().name, 'datasets only');
      assert.deepEqual(res.json().event_types, ['dataset.*']);
      assert.deepEqual(res.json().projects, ['prj_a']);
      await emit(['sample.b', 'dataset.b']);
      await emit(['dataset.c'], 'prj_a');
      await until('dataset.c', () => typesOf(delivered(r)).includes('dataset.c'));
      assert.deepEqual(typesOf(delivered(r)), ['sample.a', 'dataset.c']);
      // null sends every project again; `*` among others is every type.
      const all = (await patch(exp.id, { projects: null, event_types: ['dataset.*', '*'] })).json();
      assert.equal(all.projects, null);
      assert.deepEqual(all.event_types, ['*']);

      const before = await get(exp.id);
      const same = await patch(exp.id, { name: 'datasets only', config: { url: `${r.base}/hook` } });
      assert.equal(same.statusCode, 200);
      assert.equal(same.json().updated_at, before.updated_at, 'nothing changed, nothing written');

      // A config change keeps the secrets it leaves out: batches are still signed with the first one.
      assert.equal((await patch(exp.id, { config: { batch_size: 5 } })).json().config.batch_size, 5);
      await emit(['dataset.d']);
      await until('dataset.d', () => typesOf(delivered(r)).includes('dataset.d'));
      const last = r.received.filter((x) => x.status === 200).at(-1)!;
      assert.ok(verifyWebhook(exp.signing_secret, last.body, String(last.headers['x-latchkey-signature'])));
    });

    it('a webhook paused on secrets it cannot open gets a new signing secret, shown once, and sends again', async () => {
      const r = await receiver();
      const exp = await webhookExport(r, {}, { event_types: ['sample.*'] });
      await s.breakSecrets(exp.id);
      await emit(['sample.created']);
      await until('paused', async () => (await get(exp.id)).status === 'paused');
      const res = await patch(exp.id, { config: { headers: { 'X-Receiver': 'yes' } } });
      assert.equal(res.statusCode, 200, res.body);
      const secret = res.json().signing_secret;
      assert.match(secret, /^whsec_[0-9a-f]{64}$/);
      assert.notEqual(secret, exp.signing_secret);
      assert.equal((await get(exp.id)).signing_secret, undefined, 'shown once');
      await until('delivered', () => delivered(r).length === 1);
      const req = r.received.find((x) => x.status === 200)!;
      assert.equal(req.headers['x-receiver'], 'yes');
      assert.ok(verifyWebhook(secret, req.body, String(req.headers['x-latchkey-signature'])));
    });

    it('masks sent back stand for the secrets they hide; a mask of nothing stored is refused', async () => {
      const r = await receiver();
      const exp = await webhookExport(
        r,
        { headers: { Authorization: 'Bearer receiver-token-7777' } },
        {
          event_types: ['sample.*'],
        },
      );
      const shown = (await get(exp.id)).config;
      assert.equal(shown.headers.Authorization, '****7777');
      // The headers as read, with one added: the real value of the first stays.
      const res = await patch(exp.id, { config: { headers: { ...shown.headers, 'X-Added': 'yes' } } });
      assert.equal(res.statusCode, 200, res.body);
      await emit(['sample.created']);
      await until('delivered', () => delivered(r).length === 1);
      const req = r.received.find((x) => x.status === 200)!;
      assert.equal(req.headers.authorization, 'Bearer receiver-token-7777');
      assert.equal(req.headers['x-added'], 'yes');
      const refused = await patch(exp.id, { config: { headers: { Authorization: '****1234' } } });
      assert.equal(refused.statusCode, 400);
      assert.equal(refused.json().error.param, 'config.headers.Authorization');
      const created = await create({
        name: 'x',
        destination: 'webhook',
        config: { url: `${r.base}/x`, signing_secret: '****abcd' },
      });
      assert.equal(created.statusCode, 400);
      assert.equal(created.json().error.param, 'config.signing_secret');
    });

    it('a sender holding the export when it changes stops at its next write and gives it back, due now', async () => {
      const r = await receiver();
      const exp = await webhookExport(r, {}, { event_types: ['never.sent'] });
      const db = s.t.deps.database.db;
      // Claimed the way a sender does (another instance, say), with a long lease.
      const claimed = await until('a claim', () => claimExport(db, exp.id, Date.now(), 3_600_000, 'lease-test'));
      const res = await patch(exp.id, { event_types: ['sample.*'] });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal((await get(exp.id)).next_attempt_at, null, 'the lease is kept while held');
      // Its next write, made by the settings it claimed with, does not land; giving it back does.
      assert.equal(await settleExport(db, exp.id, 'lease-test', claimed, { cursor_seq: 999_999 }), false);
      await releaseExport(db, exp.id, 'lease-test', Date.now());
      const back = await get(exp.id);
      assert.notEqual(back.last_delivered_seq, 999_999);
      // Due now, unless this server's own sender has already claimed it again (held: no due time), which a
      // loaded machine makes likely; the delivery below shows it was given back either way.
      assert.ok(back.next_attempt_at === null || Date.parse(back.next_attempt_at) <= Date.now(), back.next_attempt_at);
      await emit(['sample.after']);
      await until('sent by the new filter', () => typesOf(delivered(r)).includes('sample.after'));
    });

    it('a claim read before a delete or a change no longer holds after it: the batch it read is not sent', async () => {
      const r = await receiver();
      const exp = await webhookExport(r, {}, { event_types: ['never.sent'] });
      const other = await webhookExport(r, {}, { event_types: ['never.sent'] });
      const db = s.t.deps.database.db;
      const claim = (id: string, lease: string) =>
        until('a claim', () => claimExport(db, id, Date.now(), 3_600_000, lease));
      const deleted = await claim(exp.id, 'lease-del');
      const changed = await claim(other.id, 'lease-chg');
      assert.equal(await claimHolds(db, exp.id, 'lease-del', deleted), true);
      assert.equal(await claimHolds(db, exp.id, 'lease-chg', deleted), false, 'another lease');
      assert.equal((await s.t.call({ method: 'DELETE', url: `/v1/audit/exports/${exp.id}` })).statusCode, 200);
      assert.equal(await claimHolds(db, exp.id, 'lease-del', deleted), false, 'deleted');
      assert.equal((await patch(other.id, { event_types: ['sample.*'] })).statusCode, 200);
      assert.equal(await claimHolds(db, other.id, 'lease-chg', changed), false, 'changed');
      await releaseExport(db, other.id, 'lease-chg', Date.now());
    });

    it('azure: new credentials get a new token, in every instance', async () => {
      const r = await receiver((req) =>
        req.url === '/tenant-1/oauth2/v2.0/token'
          ? { status: 200, body: JSON.stringify({ access_token: `az-${req.body.length}`, expires_in: 3600 }) }
          : 204,
      );
      const res = await s.azureExport(r);
      assert.equal(res.statusCode, 201, res.body);
      const tokenRequests = () =>
        r.received.filter((x) => x.url.endsWith('/token')).map((x) => new URLSearchParams(x.body).get('client_secret'));
      await emit(['review.assigned']);
      await until('one delivery', () => r.received.some((x) => x.status === 204));
      // The suite's worker has its own token cache, which this server's PATCH never reaches.
      assert.equal(
        (await patch(res.json().id, { config: { client_secret: 'azure-secret-rotated-0004' } })).statusCode,
        200,
      );
      await emit(['review.submitted']);
      await until('two deliveries', () => r.received.filter((x) => x.status === 204).length === 2);
      assert.deepEqual(tokenRequests(), ['azure-secret-0003', 'azure-secret-rotated-0004']);
    });

    it('paused by hand: nothing sent, a restart does not resume it, resuming sends what came meanwhile', async () => {
      const r = await receiver();
      const exp = await webhookExport(r, {}, { event_types: ['sample.*'] });
      await emit(['sample.before']);
      // Settled, not only received: a pause between the receiver's 2xx and the sender's bookkeeping
      // ends that claim, and the batch goes again on resume (at least once).
      await until('before, settled', async () => (await get(exp.id)).delivered_count === 1);
      const paused = await patch(exp.id, { status: 'paused' });
      assert.equal(paused.statusCode, 200, paused.body);
      assert.equal(paused.json().status, 'paused');
      assert.equal(paused.json().next_attempt_at, null);
      assert.match(paused.json().paused_by, /^key_/, 'the key that paused it');
      await emit(['sample.one', 'sample.two']);
      // A server starting gives what an error paused another try; not this.
      await resumePausedExports(s.t.deps.database.db, Date.now());
      await s.worker.runOnce();
      await s.worker.runOnce();
      assert.deepEqual(typesOf(delivered(r)), ['sample.before']);
      assert.equal((await get(exp.id)).status, 'paused');
      // A sender that held it when it was paused stops at its next write.
      const db = s.t.deps.database.db;
      const hold = (lease: string | null, until: number) =>
        db
          .updateTable('audit_exports')
          .set({ lease_id: lease, next_attempt_at: until })
          .where('id', '=', exp.id)
          .execute();
      await hold('lease-held', Date.now() + 3_600_000);
      const held = (await db.selectFrom('audit_exports').selectAll().where('id', '=', exp.id).executeTakeFirst())!;
      assert.equal(await settleExport(db, exp.id, 'lease-held', held, { cursor_seq: held.cursor_seq }), false);
      // Resumed while still held: nobody else may claim it, and the holder carries on.
      assert.equal((await patch(exp.id, { status: 'active' })).json().status, 'active');
      assert.equal(await claimExport(db, exp.id, Date.now(), 60_000, 'lease-other'), undefined);
      assert.equal(await settleExport(db, exp.id, 'lease-held', held, { cursor_seq: held.cursor_seq }), true);
      await hold(null, Date.now());
      assert.equal((await patch(exp.id, { status: 'paused' })).statusCode, 200);

      const resumed = await patch(exp.id, { status: 'active' });
      assert.equal(resumed.json().status, 'active');
      assert.equal(resumed.json().paused_by, null);
      await until('the two', () => delivered(r).length >= 3);
      assert.deepEqual(typesOf(delivered(r)), ['sample.before', 'sample.one', 'sample.two']);
      const log = (
        await s.t.call({ method: 'GET', url: '/v1/audit/logs?event_type=audit_export.updated&limit=2' })
      ).json();
      assert.deepEqual(
        log.data.map((e: Entry) => [e.context.changed, e.context.status]),
        [
          [['status'], 'active'],
          [['status'], 'paused'],
        ],
      );
    });

    it('bad input, roles and other orgs: the documented error, nothing changed', async () => {
      const r = await receiver();
      const exp = await webhookExport(r, {}, { event_types: ['never.sent'] });
      // The worker moves its cursor meanwhile; the settings are what must stay.
      const settings = async () => {
        const { name, config, event_types, projects, status, updated_at } = await get(exp.id);
        return { name, config, event_types, projects, status, updated_at };
      };
      const before = await settings();
      const cases: Array<[Record<string, unknown>, number, string, string?]> = [
        [{}, 400, 'invalid_value'],
        [{ state: 'paused' }, 400, 'parameter_unknown'],
        [{ status: 'failing' }, 400, 'invalid_value', 'status'],
        [{ name: '' }, 400, 'invalid_value', 'name'],
        [{ projects: [] }, 400, 'invalid_value', 'projects'],
        [{ event_types: ['bad type'] }, 400, 'invalid_value', 'event_types.0'],
        [{ config: { start_from: 'beginning' } }, 400, 'invalid_value', 'config.start_from'],
        [{ config: { url: 'https://10.1.2.3/hook' } }, 400, 'invalid_value', 'config.url'],
        [{ config: { batch_size: 0 } }, 400, 'invalid_value', 'config.batch_size'],
        [{ config: { hec_token: 'x' } }, 400, 'parameter_unknown', 'config.hec_token'],
      ];
      for (const [payload, status, code, param] of cases) {
        const res = await patch(exp.id, payload);
        assert.equal(res.statusCode, status, `${JSON.stringify(payload)}: ${res.body}`);
        assert.equal(res.json().error.code, code, JSON.stringify(payload));
        if (param) assert.equal(res.json().error.param, param, JSON.stringify(payload));
      }
      const auditor = await keyWithRole(s.t, 'auditor');
      assert.equal((await patch(exp.id, { name: 'x' }, auditor)).statusCode, 403);
      const other = await otherOrg(s.t);
      assert.equal((await patch(exp.id, { name: 'x' }, other.key)).statusCode, 404);
      assert.equal((await patch('exp_missing', { name: 'x' })).statusCode, 404);
      assert.deepEqual(await settings(), before);
      const log = (
        await s.t.call({ method: 'GET', url: '/v1/audit/logs?event_type=audit_export.updated&limit=1' })
      ).json();
      assert.ok(
        log.data.every((e: Entry) => e.resource.id !== exp.id),
        'nothing audited',
      );
    });
  });
}
