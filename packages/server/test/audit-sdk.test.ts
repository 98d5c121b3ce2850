import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { type AuditLogEntry, EvalClient, LatchkeyError } from '../../client/src/index.js';
import { until } from './audit-stream-helpers.js';
import { ENGINES, keyWithRole, makeApp, type TestApp } from './helpers.js';

/** EvalClient's audit namespace against a listening server: queries, paging and the live stream. */

/** Pulls entries from an iterator into `into` in the background, until it is done. */
function drain(it: AsyncIterator<AuditLogEntry>, into: AuditLogEntry[]): Promise<unknown> {
  return (async () => {
    for (;;) {
      const r = await it.next();
      if (r.done) return;
      into.push(r.value);
    }
  })();
}

for (const engine of ENGINES) {
  describe(`EvalClient.audit [${engine}]`, () => {
    let t: TestApp;
    let address: string;
    let admin: EvalClient;
    /** Stream requests the server received, with their Last-Event-ID and socket. */
    const streamRequests: IncomingMessage[] = [];

    const client = async (role: 'admin' | 'auditor' | 'member' = 'auditor') =>
      new EvalClient({ baseUrl: address, apiKey: role === 'admin' ? t.adminKey : await keyWithRole(t, role) });

    before(async () => {
      t = await makeApp({ engine });
      address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      admin = new EvalClient({ baseUrl: address, apiKey: t.adminKey });
      t.app.server.on('request', (req: IncomingMessage) => {
        if (req.url?.startsWith('/v1/audit/stream')) streamRequests.push(req);
      });
    });
    after(async () => {
      // Connections fetch opened and never used would hold server.close() until headersTimeout.
      t.app.server.closeAllConnections();
      await t.close();
    });

    it('lists, gets and pages through the audit log', async () => {
      const made: string[] = [];
      for (let i = 0; i < 5; i++) made.push((await admin.projects.create({ name: `sdk-log-${i}` })).id);
      const auditor = await client();
      const page = await auditor.audit.logs.list({ event_type: 'project.created', limit: 2 });
      assert.equal(page.object, 'list');
      assert.equal(page.data.length, 2);
      assert.equal(page.has_more, true);
      assert.equal(page.data[0]!.resource.id, made[4]);
      assert.deepEqual(await auditor.audit.logs.get(page.data[0]!.id), page.data[0]);

      const all: AuditLogEntry[] = [];
      for await (const e of auditor.audit.logs.each({ event_type: 'project.created', order: 'asc', limit: 2 })) {
        all.push(e);
      }
      assert.deepEqual(
        all.map((e) => e.resource.id),
        made,
      );
      await assert.rejects(
        auditor.audit.logs.get('log_nothing'),
        (e: unknown) => e instanceof LatchkeyError && e.status === 404,
      );
    });

    it('streams live entries with filters and stops on abort', async () => {
      const auditor = await client();
      const ac = new AbortController();
      const stream = auditor.audit.stream({ eventTypes: ['project.created'], signal: ac.signal });
      const got: AuditLogEntry[] = [];
      const done = drain(stream, got);
      await until('the stream to connect', () => t.deps.compliance.stream.openCount > 0);
      const project = await admin.projects.create({ name: 'sdk-live' });
      await admin.projects.update(project.id, { name: 'sdk-live-renamed' });
      const marker = await admin.projects.create({ name: 'sdk-live-marker' });
      await until('two entries', () => got.length >= 2);
      assert.deepEqual(
        got.map((e) => [e.event_type, e.resource.id]),
        [
          ['project.created', project.id],
          ['project.created', marker.id],
        ],
      );
      assert.equal(stream.lastEventId, got[1]!.id);
      ac.abort();
      await done;
      assert.deepEqual(await stream.next(), { done: true, value: undefined });
    });

    it('resumes from lastEventId and stops with break', async () => {
      const first = await admin.projects.create({ name: 'sdk-resume-0' });
      const from = (await admin.audit.logs.list({ resource_id: first.id })).data[0]!.id;
      const next = await admin.projects.create({ name: 'sdk-resume-1' });
      const auditor = await client();
      const seen: string[] = [];
      for await (const e of auditor.audit.stream({ lastEventId: from, projects: [next.id] })) {
        seen.push(e.resource.id);
        break;
      }
      assert.deepEqual(seen, [next.id]);
    });

    it('reconnects after the server drops the connection, losing and repeating nothing', async () => {
      const auditor = await client();
      const stream = auditor.audit.stream({ eventTypes: ['project.created'] });
      const got: AuditLogEntry[] = [];
      const done = drain(stream, got);
      const before = streamRequests.length;
      await until('the stream to connect', () => streamRequests.length > before);
      const made: string[] = [];
      const create = async (name: string) => made.push((await admin.projects.create({ name })).id);
      await create('drop-0');
      await create('drop-1');
      await until('the first two', () => got.length >= 2);

      // Cut the stream's connection on the server side, then write while the client is away.
      streamRequests.at(-1)!.socket.destroy();
      await create('drop-2');
      await create('drop-3');
      await until('the reconnect', () => streamRequests.length > before + 1);
      assert.equal(streamRequests.at(-1)!.headers['last-event-id'], got[1]!.id);
      await create('drop-4');
      await until('all five', () => got.length >= 5);
      await stream.close();
      await done;
      assert.deepEqual(
        got.map((e) => e.resource.id),
        made,
      );
    });

    it('throws LatchkeyError for a key that may not stream, and 429 for a second stream when told not to wait', async () => {
      const member = await client('member');
      await assert.rejects(
        member.audit.stream().next(),
        (e: unknown) => e instanceof LatchkeyError && e.status === 403 && e.code === 'forbidden',
      );
      const key = await keyWithRole(t, 'auditor');
      const one = new EvalClient({ baseUrl: address, apiKey: key });
      const streams = t.deps.compliance.stream;
      await until('earlier streams to close', () => streams.openCount === 0);
      const first = one.audit.stream();
      const pending = first.next();
      await until('the first stream to open', () => streams.openCount === 1);
      await assert.rejects(
        one.audit.stream({ maxReconnects: 0 }).next(),
        (e: unknown) => e instanceof LatchkeyError && e.status === 429 && e.code === 'rate_limit_exceeded',
      );
      await first.close();
      assert.deepEqual(await pending, { done: true, value: undefined });
    });
  });
}
