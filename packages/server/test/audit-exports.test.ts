import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyWebhook } from '../src/platform/crypto/webhook-signature.js';
import { parseConcatenated, type Received, until } from './export-receivers.js';
import { type Entry, exportSuite } from './export-suite.js';
import { auditTypes, ENGINES, keyWithRole, makeApp, otherOrg } from './helpers.js';

for (const engine of ENGINES) {
  describe(`audit exports [${engine}]`, () => {
    const s = exportSuite(engine);
    const { receiver, emit, create, webhookExport, delivered, typesOf } = s;

    it('webhook: signed batches of {object, data, export_id, batch_id} in log order', async () => {
      const r = await receiver();
      const exp = await webhookExport(r, { batch_size: 2, headers: { Authorization: 'Bearer receiver-token-9876' } });
      assert.match(exp.signing_secret, /^whsec_[0-9a-f]{64}$/);
      assert.match(exp.id, /^exp_/);
      assert.equal(exp.status, 'active');
      const written = await emit(['sample.created', 'sample.viewed', 'dataset.created']);
      await until('four entries', () => delivered(r).length >= 4);
      const entries = delivered(r);
      assert.deepEqual(typesOf(entries), [
        'audit_export.created',
        'sample.created',
        'sample.viewed',
        'dataset.created',
      ]);
      assert.deepEqual(
        entries.slice(1).map((e) => e.id),
        written.map((w) => w.id),
      );
      const seqs = entries.map((e) => e.integrity.seq);
      assert.deepEqual(
        seqs,
        [...seqs].sort((a, b) => a - b),
        'chain order',
      );
      for (const req of r.received) {
        assert.equal(req.method, 'POST');
        assert.equal(req.headers['content-type'], 'application/json');
        assert.equal(req.headers.authorization, 'Bearer receiver-token-9876');
        assert.ok(verifyWebhook(exp.signing_secret, req.body, String(req.headers['x-latchkey-signature'])));
        const body = JSON.parse(req.body);
        assert.deepEqual(Object.keys(body), ['object', 'data', 'export_id', 'batch_id']);
        assert.equal(body.object, 'list');
        assert.equal(body.export_id, exp.id);
        assert.ok(body.data.length >= 1 && body.data.length <= 2, 'batch_size is respected');
      }
      const got = await until('delivered_count', async () => {
        const g = (await s.t.call({ method: 'GET', url: `/v1/audit/exports/${exp.id}` })).json();
        return g.delivered_count === 4 && g;
      });
      assert.equal(got.last_delivered_seq, seqs[3]);
      assert.equal(got.status, 'active');
      assert.equal(got.config.signing_secret, `****${exp.signing_secret.slice(-4)}`);
    });

    it('splunk: Authorization: Splunk <token>, concatenated {time, host, source, sourcetype, index, event}', async () => {
      const r = await receiver();
      const res = await create({
        name: 'splunk',
        destination: 'splunk',
        config: {
          hec_endpoint: r.base,
          hec_token: 'hec-token-0001',
          index: 'audit',
          source_type: 'latchkey:audit',
          batch_interval_seconds: 0,
        },
        event_types: ['sample.*'],
      });
      assert.equal(res.statusCode, 201, res.body);
      await emit(['sample.created', 'sample.viewed']);
      const events = await until('two events', () => {
        const all = r.received.flatMap((x) => parseConcatenated(x.body)) as Array<Record<string, unknown>>;
        return all.length >= 2 && all;
      });
      for (const req of r.received) {
        assert.equal(req.url, '/services/collector/event');
        assert.equal(req.headers.authorization, 'Splunk hec-token-0001');
        assert.equal(req.headers['content-type'], 'application/json');
      }
      assert.deepEqual(Object.keys(events[0]!), ['time', 'host', 'source', 'sourcetype', 'index', 'event']);
      const first = events[0]!.event as Entry;
      assert.equal(events[0]!.time, Date.parse(first.timestamp) / 1000);
      assert.equal(events[0]!.index, 'audit');
      assert.equal(events[0]!.sourcetype, 'latchkey:audit');
      assert.deepEqual(
        events.map((e) => (e.event as Entry).event_type),
        ['sample.created', 'sample.viewed'],
      );
    });

    it('datadog: DD-API-KEY and a JSON array of {ddsource, service, ddtags, hostname, message}', async () => {
      const r = await receiver(() => 202);
      const res = await create({
        name: 'dd',
        destination: 'datadog',
        config: {
          api_key: 'dd-api-key-0002',
          intake_url: `${r.base}/api/v2/logs`,
          tags: ['env:test'],
          batch_interval_seconds: 0,
        },
        event_types: ['dataset.*'],
      });
      assert.equal(res.statusCode, 201, res.body);
      await emit(['dataset.created', 'sample.viewed', 'dataset.deleted'], 'prj_x');
      const items = await until('two logs', () => {
        const all = r.received.flatMap((x) => JSON.parse(x.body)) as Array<Record<string, string>>;
        return all.length >= 2 && all;
      });
      for (const req of r.received) {
        assert.equal(req.url, '/api/v2/logs');
        assert.equal(req.headers['dd-api-key'], 'dd-api-key-0002');
        assert.ok(Array.isArray(JSON.parse(req.body)));
      }
      assert.deepEqual(Object.keys(items[0]!), ['ddsource', 'service', 'ddtags', 'hostname', 'message']);
      assert.equal(items[0]!.ddsource, 'latchkey');
      assert.match(items[0]!.ddtags!, /event_type:dataset\.created/);
      assert.match(items[0]!.ddtags!, /project:prj_x/);
      assert.match(items[0]!.ddtags!, /env:test/);
      assert.deepEqual(
        items.map((i) => (JSON.parse(i.message!) as Entry).event_type),
        ['dataset.created', 'dataset.deleted'],
      );
    });

    it('azure: client-credentials token, then the DCR stream with api-version=2023-01-01, 204', async () => {
      const r = await receiver((req) =>
        req.url === '/tenant-1/oauth2/v2.0/token'
          ? { status: 200, body: JSON.stringify({ access_token: 'az-token', expires_in: 3600, token_type: 'Bearer' }) }
          : 204,
      );
      const res = await s.azureExport(r);
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().config.client_secret, '****0003');
      await emit(['review.assigned', 'review.submitted']);
      const ingest = (x: Received) => x.url.startsWith('/dataCollectionRules/');
      await until('two ingestion calls', () => r.received.filter(ingest).length >= 2);
      const tokens = r.received.filter((x) => !ingest(x));
      assert.equal(tokens.length, 1, 'the token is reused while valid');
      const form = new URLSearchParams(tokens[0]!.body);
      assert.equal(tokens[0]!.headers['content-type'], 'application/x-www-form-urlencoded');
      assert.equal(form.get('grant_type'), 'client_credentials');
      assert.equal(form.get('client_id'), 'client-1');
      assert.equal(form.get('client_secret'), 'azure-secret-0003');
      assert.equal(form.get('scope'), 'https://monitor.azure.com//.default');
      const calls = r.received.filter(ingest);
      for (const c of calls) {
        assert.equal(
          c.url,
          '/dataCollectionRules/dcr-0123456789abcdef/streams/Custom-Latchkey_CL?api-version=2023-01-01',
        );
        assert.equal(c.headers.authorization, 'Bearer az-token');
        assert.equal(c.status, 204);
      }
      const records = calls.flatMap((c) => JSON.parse(c.body)) as Array<Entry & { TimeGenerated: string }>;
      assert.deepEqual(typesOf(records), ['review.assigned', 'review.submitted']);
      assert.equal(records[0]!.TimeGenerated, records[0]!.timestamp);
    });

    it('a failing receiver: failing with backoff, then active again, every entry delivered in order', async () => {
      let down = true;
      const r = await receiver(() => (down ? 500 : 200));
      const exp = await webhookExport(r, { batch_size: 3 });
      const expected = [(await emit(['sample.created']))[0]!.id];
      const failing = await until('status failing', async () => {
        const g = (await s.t.call({ method: 'GET', url: `/v1/audit/exports/${exp.id}` })).json();
        return g.status === 'failing' && g;
      });
      assert.equal(failing.last_error, 'HTTP 500');
      assert.ok(failing.attempts >= 3);
      for (let i = 0; i < 4; i++) expected.push(...(await emit(['sample.viewed', 'sample.viewed'])).map((w) => w.id));
      down = false;
      await until('every entry', () => delivered(r).length >= expected.length + 1);
      const ids = delivered(r)
        .map((e) => e.id)
        .slice(1);
      assert.deepEqual(ids, expected, 'none lost, none reordered');
      const back = await until('active again', async () => {
        const g = (await s.t.call({ method: 'GET', url: `/v1/audit/exports/${exp.id}` })).json();
        return g.status === 'active' && g.delivered_count === expected.length + 1 && g;
      });
      assert.equal(back.attempts, 0);
      assert.ok(r.received.some((x) => x.status === 500));
    });

    it('bad input is a 400 in the /v1 shape and writes nothing', async () => {
      const strict = await makeApp({ engine });
      try {
        const before = await auditTypes(strict);
        const cases: Array<[Record<string, unknown>, string, string]> = [
          [{ destination: 'webhook', config: { url: 'http://example.com/hook' } }, 'invalid_value', 'config.url'],
          [{ destination: 'webhook', config: { url: 'https://127.0.0.1/hook' } }, 'invalid_value', 'config.url'],
          [{ destination: 'webhook', config: { url: 'https://10.1.2.3/hook' } }, 'invalid_value', 'config.url'],
          [{ destination: 'webhook', config: {} }, 'missing_required_field', 'config.url'],
          [
            { destination: 'splunk', config: { hec_endpoint: 'https://s.example.com' } },
            'missing_required_field',
            'config.hec_token',
          ],
          [{ destination: 'datadog', config: { api_key: 'k', site: 'evil.example' } }, 'invalid_value', 'config.site'],
          [
            { destination: 'webhook', config: { url: 'https://a.example.com', nope: 1 } },
            'parameter_unknown',
            'config.nope',
          ],
          [
            {
              destination: 'webhook',
              config: { url: 'https://a.example.com', headers: { 'Content-Type': 'text/plain' } },
            },
            'invalid_value',
            'config.headers.Content-Type',
          ],
          [{ destination: 'syslog', config: {} }, 'invalid_value', 'destination'],
          [
            { destination: 'webhook', config: { url: 'https://a.example.com' }, event_types: ['a b'] },
            'invalid_value',
            'event_types.0',
          ],
          [
            { destination: 'webhook', config: { url: 'https://a.example.com' }, extra: true },
            'parameter_unknown',
            'extra',
          ],
        ];
        for (const [body, code, param] of cases) {
          const res = await strict.call({ method: 'POST', url: '/v1/audit/exports', payload: { name: 'x', ...body } });
          assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
          const { error } = res.json();
          assert.equal(error.type, 'invalid_request_error');
          assert.equal(error.code, code, res.body);
          assert.equal(error.param, param, res.body);
        }
        const list = (await strict.call({ method: 'GET', url: '/v1/audit/exports' })).json();
        assert.equal(list.total_count, 0);
        assert.deepEqual(await auditTypes(strict), before);
      } finally {
        await strict.close();
      }
    });

    it('secrets are masked on every read and stored sealed', async () => {
      const res = await create({
        name: 'masked',
        destination: 'splunk',
        config: { hec_endpoint: 'https://splunk.example.com:8088', hec_token: 'super-secret-hec-4321' },
      });
      assert.equal(res.statusCode, 201, res.body);
      const id = res.json().id;
      const reads = [
        res.body,
        (await s.t.call({ method: 'GET', url: `/v1/audit/exports/${id}` })).body,
        (await s.t.call({ method: 'GET', url: '/v1/audit/exports' })).body,
      ];
      for (const body of reads) assert.ok(!body.includes('super-secret-hec'), 'no read carries the token');
      assert.equal(JSON.parse(reads[1]!).config.hec_token, '****4321');
      const row = await s.t.deps.database.db
        .selectFrom('audit_exports')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.ok(!row.config.includes('super-secret') && !row.secrets_enc.includes('super-secret'));
      const audited = await s.t.call({ method: 'GET', url: '/v1/audit/logs?event_type=audit_export.created&limit=1' });
      assert.ok(!audited.body.includes('super-secret'));
    });

    it('delete stops delivery; the change is audited', async () => {
      const r = await receiver();
      const control = await receiver();
      const exp = await webhookExport(r);
      await webhookExport(control, {}, { event_types: ['sample.*'] });
      await emit(['sample.created']);
      await until('first delivery', () => delivered(r).some((e) => e.event_type === 'sample.created'));
      const del = await s.t.call({ method: 'DELETE', url: `/v1/audit/exports/${exp.id}` });
      assert.equal(del.statusCode, 200);
      assert.ok(del.json().deleted_at);
      assert.equal((await s.t.call({ method: 'GET', url: `/v1/audit/exports/${exp.id}` })).statusCode, 404);
      const count = r.received.length;
      await emit(['sample.viewed', 'sample.deleted']);
      await until('the control export got them', () => typesOf(delivered(control)).includes('sample.deleted'));
      await s.worker.runOnce();
      assert.equal(r.received.length, count, 'nothing sent after the delete');
      const types = await auditTypes(s.t);
      assert.ok(types.includes('audit_export.created') && types.includes('audit_export.deleted'));
    });

    it('test endpoint sends one synthetic entry and reports the answer, changing nothing', async () => {
      let status = 200;
      const r = await receiver(() => status);
      const exp = await webhookExport(r, {}, { event_types: ['nothing.matches'] });
      const ok = await s.t.call({ method: 'POST', url: `/v1/audit/exports/${exp.id}/test` });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(ok.json(), {
        object: 'audit_export_test',
        export_id: exp.id,
        success: true,
        status_code: 200,
        error: null,
      });
      const body = JSON.parse(r.received[0]!.body);
      assert.equal(body.data[0].event_type, 'audit_export.test');
      assert.equal(body.data[0].integrity, null);
      assert.ok(
        verifyWebhook(exp.signing_secret, r.received[0]!.body, String(r.received[0]!.headers['x-latchkey-signature'])),
      );
      status = 503;
      const bad = (await s.t.call({ method: 'POST', url: `/v1/audit/exports/${exp.id}/test` })).json();
      assert.deepEqual([bad.success, bad.status_code, bad.error], [false, 503, 'HTTP 503']);
      const after = (await s.t.call({ method: 'GET', url: `/v1/audit/exports/${exp.id}` })).json();
      assert.deepEqual([after.status, after.delivered_count, after.last_error], ['active', 0, null]);
      const auditor = await keyWithRole(s.t, 'auditor');
      assert.equal(
        (await s.t.call({ method: 'POST', url: `/v1/audit/exports/${exp.id}/test`, key: auditor })).statusCode,
        403,
      );
    });

    it('event type patterns with * and the projects filter', async () => {
      const r = await receiver();
      const p = await receiver();
      await webhookExport(r, {}, { event_types: ['sample.*', '*.created'] });
      await webhookExport(p, {}, { projects: ['prj_a'] });
      await emit(['sample.viewed', 'dataset.created', 'dataset.deleted', 'user.login', 'sample.phi_accessed']);
      await emit(['dataset.updated'], 'prj_a');
      await emit(['dataset.updated'], 'prj_b');
      await emit(['sample.done'], 'prj_a');
      await until('the last sample event', () => typesOf(delivered(r)).includes('sample.done'));
      await until('the last project event', () => typesOf(delivered(p)).includes('sample.done'));
      assert.deepEqual(typesOf(delivered(r)), [
        'audit_export.created',
        'audit_export.created', // the second export's creation also matches *.created
        'sample.viewed',
        'dataset.created',
        'sample.phi_accessed',
        'sample.done',
      ]);
      assert.deepEqual(typesOf(delivered(p)), ['dataset.updated', 'sample.done']);
      assert.ok(delivered(p).every((e) => e.resource.project === 'prj_a'));
    });

    it('a partial batch waits for batch_interval_seconds or a full batch; start_from beginning', async () => {
      const r = await receiver();
      await webhookExport(r, { batch_size: 3, batch_interval_seconds: 3600 }, { event_types: ['sample.*'] });
      await emit(['sample.a', 'sample.b']);
      await s.worker.runOnce();
      await s.worker.runOnce();
      assert.equal(r.received.length, 0, 'two of three wait');
      await emit(['sample.c']);
      await until('the full batch', () => r.received.length === 1);
      assert.deepEqual(typesOf(delivered(r)), ['sample.a', 'sample.b', 'sample.c']);
      const all = await receiver();
      await webhookExport(all, { start_from: 'beginning', batch_size: 1000 });
      await until('the whole log', () => delivered(all).length > 0);
      assert.equal(delivered(all)[0]!.integrity.seq, 1);
    });

    it('pauses an export whose secrets cannot be opened, and says why', async () => {
      const r = await receiver();
      const exp = await webhookExport(r, {}, { event_types: ['never.sent'] });
      await s.breakSecrets(exp.id);
      await emit(['sample.created']);
      const paused = await until('paused', async () => {
        const g = (await s.t.call({ method: 'GET', url: `/v1/audit/exports/${exp.id}` })).json();
        return g.status === 'paused' && g;
      });
      assert.match(paused.last_error, /secrets cannot be decrypted/);
      assert.equal(paused.next_attempt_at, null);
      const test = (await s.t.call({ method: 'POST', url: `/v1/audit/exports/${exp.id}/test` })).json();
      assert.equal(test.success, false);
      assert.equal(r.received.length, 0);
    });

    it('roles, and another org sees none of it', async () => {
      const r = await receiver();
      const exp = await webhookExport(r, {}, { event_types: ['sample.*'] });
      const auditor = await keyWithRole(s.t, 'auditor');
      const member = await keyWithRole(s.t, 'member');
      assert.equal(
        (await s.t.call({ method: 'GET', url: `/v1/audit/exports/${exp.id}`, key: auditor })).statusCode,
        200,
      );
      assert.equal((await s.t.call({ method: 'GET', url: '/v1/audit/exports', key: auditor })).statusCode, 200);
      assert.equal(
        (await s.t.call({ method: 'DELETE', url: `/v1/audit/exports/${exp.id}`, key: auditor })).statusCode,
        403,
      );
      assert.equal(
        (await create({ name: 'x', destination: 'webhook', config: { url: `${r.base}/x` } }, auditor)).statusCode,
        403,
      );
      assert.equal((await s.t.call({ method: 'GET', url: '/v1/audit/exports', key: member })).statusCode, 403);
      assert.equal((await s.t.call({ method: 'GET', url: '/v1/audit/exports', key: null })).statusCode, 401);
      const other = await otherOrg(s.t);
      for (const [method, url] of [
        ['GET', `/v1/audit/exports/${exp.id}`],
        ['DELETE', `/v1/audit/exports/${exp.id}`],
        ['POST', `/v1/audit/exports/${exp.id}/test`],
      ] as const) {
        const res = await s.t.call({ method, url, key: other.key });
        assert.equal(res.statusCode, 404, `${method} ${url}`);
        assert.equal(res.json().error.code, 'resource_missing');
      }
      const theirs = (await s.t.call({ method: 'GET', url: '/v1/audit/exports', key: other.key })).json();
      assert.equal(theirs.total_count, 0);
      await emit(['sample.other_org'], null, { org: other.org, actor: s.t.ctx.actor });
      await emit(['sample.mine']);
      await until('own event', () => typesOf(delivered(r)).includes('sample.mine'));
      assert.ok(!typesOf(delivered(r)).includes('sample.other_org'));
      assert.ok(r.received.every((x) => x.status === 200));
    });
  });
}
