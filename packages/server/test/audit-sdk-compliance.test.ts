import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { EvalClient, LatchkeyError } from '../../client/src/index.js';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

/** EvalClient's audit namespace beyond the log: integrity, provenance, reports and exports. */
for (const engine of ENGINES) {
  describe(`EvalClient.audit compliance [${engine}]`, () => {
    let t: TestApp;
    let sdk: EvalClient;
    let receiver: Server;
    let received = 0;
    before(async () => {
      t = await makeApp({ engine, env: { LATCHKEY_ALLOW_INSECURE_DESTINATIONS: 'true' } });
      t.deps.compliance.reportJob.start();
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      sdk = new EvalClient({ baseUrl: address, apiKey: t.adminKey });
      receiver = createServer((req, res) => {
        received += 1;
        req.resume();
        req.on('end', () => res.writeHead(200).end('{}'));
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    });
    after(async () => {
      t.app.server.closeAllConnections();
      receiver.close();
      await t.close();
    });

    it('checkpoints, verify and provenance', async () => {
      const project = await sdk.projects.create({ name: 'sdk-compliance' });
      const dataset = await sdk.datasets.create({ project: project.id, name: 'd' });
      await t.deps.compliance.checkpoints.checkpointAll();
      const cps = await sdk.audit.checkpoints({ limit: 1 });
      assert.equal(cps.data.length, 1);
      assert.ok(cps.public_keys.some((k) => k.kid === cps.data[0]!.kid));
      const v = await sdk.audit.verify({ start_time: '2000-01-01T00:00:00Z', end_time: '2100-01-01T00:00:00Z' });
      assert.equal(v.valid, true);
      assert.ok(v.entry_count >= 2);
      const p = await sdk.audit.provenance('dataset', dataset.id);
      assert.equal(p.resource.id, dataset.id);
      assert.equal(p.history[0]!.event_type, 'dataset.created');
      await assert.rejects(sdk.audit.provenance('dataset', 'ds_01JAAAAAAAAAAAAAAAAAAAAAAA'), (e: unknown) => {
        return e instanceof LatchkeyError && e.status === 404;
      });
    });

    it('a report from create to download', async () => {
      const created = await sdk.audit.reports.create({
        report_type: 'data_lifecycle',
        format: 'csv',
        start_time: '2000-01-01T00:00:00Z',
        end_time: '2100-01-01T00:00:00Z',
      });
      const done = await sdk.audit.reports.wait(created.id, { intervalMs: 20 });
      assert.equal(done.status, 'completed');
      const file = await sdk.audit.reports.download(created.id);
      assert.match(file.contentType, /text\/csv/);
      assert.match(new TextDecoder().decode(file.body), /dataset\.created/);
      const listed = await sdk.audit.reports.list();
      assert.ok(listed.data.some((r) => r.id === created.id));
    });

    it('an export: create, get, update, test, list, delete', async () => {
      const port = (receiver.address() as AddressInfo).port;
      const exp = await sdk.audit.exports.create({
        name: 'sdk hook',
        destination: 'webhook',
        config: { url: `http://127.0.0.1:${port}/hook` },
      });
      assert.equal((await sdk.audit.exports.get(exp.id)).id, exp.id);
      const renamed = await sdk.audit.exports.update(exp.id, { name: 'renamed', event_types: ['sample.*'] });
      assert.equal(renamed.name, 'renamed');
      assert.deepEqual((await sdk.audit.exports.get(exp.id)).event_types, ['sample.*']);
      const before = received;
      const tested = await sdk.audit.exports.test(exp.id);
      assert.equal(tested.success, true);
      assert.equal(received, before + 1);
      assert.ok((await sdk.audit.exports.list()).data.some((e) => e.id === exp.id));
      await sdk.audit.exports.delete(exp.id);
      await assert.rejects(
        sdk.audit.exports.get(exp.id),
        (e: unknown) => e instanceof LatchkeyError && e.status === 404,
      );
    });
  });
}
