import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyWebhook } from '../src/platform/crypto/webhook-signature.js';
import type { Receiver } from './export-receivers.js';
import { until } from './export-receivers.js';
import { exportSuite } from './export-suite.js';
import { ENGINES } from './helpers.js';

/**
 * ADR 0035: a PATCH that sends an export's secrets somewhere else (another scheme, host or port;
 * Azure: another tenant) must give every secret again, in full. Otherwise it is refused and
 * changes nothing, so nobody who may edit an export can have its stored secrets sent to a host
 * of their own. A new path on the same host keeps them.
 */
for (const engine of ENGINES) {
  describe(`audit export recipients [${engine}]`, () => {
    const s = exportSuite(engine);
    const { receiver, emit, create } = s;
    const patch = (id: string, config: Record<string, unknown>) =>
      s.t.call({ method: 'PATCH', url: `/v1/audit/exports/${id}`, payload: { config } });
    const get = async (id: string) => (await s.t.call({ method: 'GET', url: `/v1/audit/exports/${id}` })).json();
    const made = async (payload: Record<string, unknown>) => {
      const res = await create({ event_types: ['sample.*'], ...payload });
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    };
    /** What must not move when a change is refused: the settings, the sealed secrets, the log. */
    const snapshot = async (id: string) => {
      const row = await s.t.deps.database.db
        .selectFrom('audit_exports')
        .select(['config', 'secrets_enc', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const log = await s.t.call({ method: 'GET', url: '/v1/audit/logs?event_type=audit_export.updated&limit=100' });
      const audited = log.json().data.filter((e: { resource: { id: string } }) => e.resource.id === id).length;
      return { ...row, audited };
    };
    /** Each patch is refused with 400 invalid_value naming `param`, and leaves the export as it was. */
    const refused = async (id: string, cases: Array<[Record<string, unknown>, string]>) => {
      const before = await snapshot(id);
      for (const [config, param] of cases) {
        const res = await patch(id, config);
        assert.equal(res.statusCode, 400, `${JSON.stringify(config)}: ${res.body}`);
        const error = res.json().error;
        assert.equal(error.code, 'invalid_value');
        assert.equal(error.param, param, JSON.stringify(config));
        assert.match(error.message, /secrets somewhere else/);
        assert.match(error.message, new RegExp(param.replace('.', '\\.')));
      }
      assert.deepEqual(await snapshot(id), before, 'nothing changed, nothing audited');
    };
    const at = (r: Receiver, path: string) => r.received.filter((x) => x.url.startsWith(path));

    it('webhook: a new host needs the signing secret and the headers again; a new path keeps them', async () => {
      const [a, b] = [await receiver(), await receiver()];
      const exp = await made({
        name: 'hook',
        destination: 'webhook',
        config: {
          url: `${a.base}/hook`,
          headers: { Authorization: 'Bearer receiver-token-1111' },
          signing_secret: 'whsec-original-secret-0001',
          batch_interval_seconds: 0,
        },
      });
      const shown = (await get(exp.id)).config;
      await refused(exp.id, [
        [{ url: `${b.base}/hook` }, 'config.headers'],
        [{ url: `${b.base}/hook`, headers: shown.headers, signing_secret: shown.signing_secret }, 'config.headers'],
        [{ url: `${b.base}/hook`, headers: { Authorization: 'Bearer new-2222' } }, 'config.signing_secret'],
        [
          { url: `${a.base.replace('127.0.0.1', 'localhost')}/hook`, signing_secret: 'whsec-0002-0002-0002' },
          'config.headers',
        ],
      ]);

      // Same host, another path: the stored secrets still sign and authorize.
      assert.equal((await patch(exp.id, { url: `${a.base}/moved` })).statusCode, 200);
      await emit(['sample.one']);
      const first = await until('a delivery at the new path', () => at(a, '/moved')[0]);
      assert.equal(first.headers.authorization, 'Bearer receiver-token-1111');
      assert.ok(verifyWebhook('whsec-original-secret-0001', first.body, String(first.headers['x-latchkey-signature'])));

      const moved = await patch(exp.id, {
        url: `${b.base}/hook`,
        headers: { Authorization: 'Bearer new-2222' },
        signing_secret: 'whsec-second-secret-0002',
      });
      assert.equal(moved.statusCode, 200, moved.body);
      await emit(['sample.two']);
      const second = await until('a delivery at the new host', () => at(b, '/hook')[0]);
      assert.equal(second.headers.authorization, 'Bearer new-2222');
      assert.ok(verifyWebhook('whsec-second-secret-0002', second.body, String(second.headers['x-latchkey-signature'])));
      assert.ok(!a.received.some((x) => x.body.includes('sample.two')), 'nothing more to the old host');
    });

    it('splunk: a new host or port needs the HEC token again; a new path keeps it', async () => {
      const [a, b] = [await receiver(), await receiver()];
      const exp = await made({
        name: 'splunk',
        destination: 'splunk',
        config: { hec_endpoint: a.base, hec_token: 'hec-token-original-0001', batch_interval_seconds: 0 },
      });
      await refused(exp.id, [
        [{ hec_endpoint: b.base }, 'config.hec_token'],
        [{ hec_endpoint: b.base, hec_token: (await get(exp.id)).config.hec_token }, 'config.hec_token'],
      ]);
      assert.equal((await patch(exp.id, { hec_endpoint: `${a.base}/services/collector/raw` })).statusCode, 200);
      await emit(['sample.one']);
      const kept = await until('a delivery at the new path', () => at(a, '/services/collector/raw')[0]);
      assert.equal(kept.headers.authorization, 'Splunk hec-token-original-0001');

      assert.equal((await patch(exp.id, { hec_endpoint: b.base, hec_token: 'hec-token-new-0002' })).statusCode, 200);
      await emit(['sample.two']);
      const sent = await until('a delivery at the new host', () => b.received[0]);
      assert.equal(sent.headers.authorization, 'Splunk hec-token-new-0002');
    });

    it('datadog: another site or intake host needs the API key again; a new path keeps it', async () => {
      const [a, b] = [await receiver(), await receiver()];
      const exp = await made({
        name: 'dd',
        destination: 'datadog',
        config: { api_key: 'dd-api-key-original-0001', intake_url: `${a.base}/api/v2/logs`, batch_interval_seconds: 0 },
      });
      await refused(exp.id, [[{ intake_url: `${b.base}/api/v2/logs` }, 'config.api_key']]);
      assert.equal((await patch(exp.id, { intake_url: `${a.base}/v2/proxy` })).statusCode, 200);
      await emit(['sample.one']);
      const kept = await until('a delivery at the new path', () => at(a, '/v2/proxy')[0]);
      assert.equal(kept.headers['dd-api-key'], 'dd-api-key-original-0001');
      const moved = await patch(exp.id, { intake_url: `${b.base}/api/v2/logs`, api_key: 'dd-api-key-new-0002' });
      assert.equal(moved.statusCode, 200, moved.body);
      await emit(['sample.two']);
      assert.equal(
        (await until('a delivery at the new host', () => b.received[0])).headers['dd-api-key'],
        'dd-api-key-new-0002',
      );

      // By site: never delivered here (no entry matches), only configured.
      const bySite = await made({
        name: 'dd-site',
        destination: 'datadog',
        config: { api_key: 'dd-api-key-site-0003', site: 'datadoghq.com' },
        event_types: ['never.sent'],
      });
      await refused(bySite.id, [[{ site: 'datadoghq.eu' }, 'config.api_key']]);
      // The same intake as the site's, named by URL: the same host, so the key stays.
      const same = await patch(bySite.id, { intake_url: 'https://http-intake.logs.datadoghq.com/api/v2/logs' });
      assert.equal(same.statusCode, 200, same.body);
      assert.equal(
        (
          await patch(bySite.id, {
            site: 'datadoghq.eu',
            intake_url: 'https://eu.proxy.example/logs',
            api_key: 'dd-eu-0004',
          })
        ).statusCode,
        200,
      );
    });

    it('azure: another endpoint, authority or tenant needs the client secret again; a new path keeps it', async () => {
      const answer = (req: { url: string; body: string }) =>
        req.url.endsWith('/oauth2/v2.0/token')
          ? { status: 200, body: JSON.stringify({ access_token: `az-${req.body.length}`, expires_in: 3600 }) }
          : 204;
      const [a, b] = [await receiver(answer), await receiver(answer)];
      const res = await s.azureExport(a);
      assert.equal(res.statusCode, 201, res.body);
      const id = res.json().id;
      await refused(id, [
        [{ endpoint: b.base }, 'config.client_secret'],
        [{ authority_host: b.base }, 'config.client_secret'],
        [{ tenant_id: 'tenant-of-someone-else' }, 'config.client_secret'],
        [{ endpoint: b.base, client_secret: (await get(id)).config.client_secret }, 'config.client_secret'],
      ]);
      const secretsAsked = (r: Receiver) =>
        at(r, '/')
          .filter((x) => x.url.endsWith('/token'))
          .map((x) => new URLSearchParams(x.body).get('client_secret'));
      assert.equal((await patch(id, { endpoint: `${a.base}/dce-2` })).statusCode, 200);
      await emit(['review.assigned']);
      await until('an ingestion at the new path', () => at(a, '/dce-2/dataCollectionRules/')[0]);
      assert.deepEqual(secretsAsked(a), ['azure-secret-0003']);

      const moved = await patch(id, {
        endpoint: b.base,
        authority_host: b.base,
        tenant_id: 'tenant-2',
        client_secret: 'azure-secret-new-0005',
      });
      assert.equal(moved.statusCode, 200, moved.body);
      await emit(['review.submitted']);
      await until('an ingestion at the new host', () => b.received.some((x) => x.status === 204));
      assert.deepEqual(secretsAsked(b), ['azure-secret-new-0005']);
      assert.equal(at(b, '/tenant-2/oauth2/v2.0/token').length, 1);
    });
  });
}
