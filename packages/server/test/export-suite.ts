import assert from 'node:assert/strict';
import { after, afterEach, before } from 'node:test';
import type { AuditLogEntry } from '@latchkey/contract';
import { AuditExportWorker } from '../src/audit/exports/export.worker.js';
import { ExportSender } from '../src/audit/exports/sender.js';
import type { Engine } from '../src/db/dialect.js';
import { inTransaction } from '../src/db/tx.js';
import type { ServiceContext } from '../src/platform/context.js';
import { newId } from '../src/platform/ids.js';
import { type Receiver, startReceiver } from './export-receivers.js';
import { makeApp, type TestApp } from './helpers.js';

export type Entry = AuditLogEntry & { integrity: AuditLogEntry['integrity'] };

/**
 * A server whose export worker polls fast, and fake receivers, for the audit export tests: call it
 * inside a `describe`, which gets the hooks. `t` is set once the suite's `before` has run.
 */
export function exportSuite(engine: Engine) {
  let worker: AuditExportWorker;
  const workerErrors: unknown[] = [];
  const receivers: Receiver[] = [];
  let t!: TestApp;
  const receiver = async (answer?: Parameters<typeof startReceiver>[0]) => {
    const r = await startReceiver(answer);
    receivers.push(r);
    return r;
  };
  const emit = (types: string[], project: string | null = null, ctx: ServiceContext = t.ctx) =>
    inTransaction(t.deps.database.db, (tx) =>
      t.deps.audit.recordMany(
        tx,
        ctx,
        types.map((event_type) => ({ event_type, resource: { type: 'sample', id: newId('smp'), project } })),
      ),
    );
  const create = (payload: Record<string, unknown>, key?: string) =>
    t.call({ method: 'POST', url: '/v1/audit/exports', payload, ...(key ? { key } : {}) });
  const webhookExport = async (r: Receiver, config: Record<string, unknown> = {}, extra = {}) => {
    const res = await create({
      name: 'hook',
      destination: 'webhook',
      config: { url: `${r.base}/hook`, batch_interval_seconds: 0, ...config },
      ...extra,
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  /** Entries of the 2xx deliveries to a webhook receiver, in arrival order. */
  const delivered = (r: Receiver): Entry[] =>
    r.received.filter((x) => x.status < 300 && x.url === '/hook').flatMap((x) => JSON.parse(x.body).data);
  const typesOf = (entries: Entry[]) => entries.map((e) => e.event_type);
  /** An Azure Log Analytics export whose token and ingestion endpoints are both receiver `r`. */
  const azureExport = (r: Receiver) =>
    create({
      name: 'azure',
      destination: 'azure_log_analytics',
      config: {
        endpoint: r.base,
        dcr_immutable_id: 'dcr-0123456789abcdef',
        stream_name: 'Custom-Latchkey_CL',
        tenant_id: 'tenant-1',
        client_id: 'client-1',
        client_secret: 'azure-secret-0003',
        authority_host: r.base,
        batch_size: 1,
      },
      event_types: ['review.*'],
    });
  /** As if LATCHKEY_SECRET_KEY had changed since the export was created: its secrets no longer open. */
  const breakSecrets = (id: string) =>
    t.deps.database.db
      .updateTable('audit_exports')
      .set({ secrets_enc: t.deps.secrets.seal('not json') })
      .where('id', '=', id)
      .execute();

  before(async () => {
    t = await makeApp({ engine, env: { LATCHKEY_ALLOW_INSECURE_DESTINATIONS: 'true' } });
    const sender = new ExportSender(t.deps.secrets, { allowInsecure: true, timeoutMs: 5000 });
    worker = new AuditExportWorker(
      { db: t.deps.database.db, ledger: t.deps.ledger, sender },
      { pollMs: 20, idleMs: 50, baseDelayMs: 10, capMs: 40, onError: (e) => workerErrors.push(e) },
    );
    worker.start();
  });
  afterEach(async () => {
    // Each test starts with no live export, so no other test's receiver is in the way.
    const list = (await t.call({ method: 'GET', url: '/v1/audit/exports?limit=100' })).json();
    for (const e of list.data) await t.call({ method: 'DELETE', url: `/v1/audit/exports/${e.id}` });
  });
  after(async () => {
    await worker.stop();
    for (const r of receivers) await r.close();
    await t.close();
    assert.deepEqual(workerErrors, [], 'the export worker hit no errors');
  });
  return {
    get t() {
      return t;
    },
    get worker() {
      return worker;
    },
    receiver,
    emit,
    create,
    webhookExport,
    delivered,
    typesOf,
    breakSecrets,
    azureExport,
  };
}
