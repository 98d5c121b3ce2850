import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chainAfter, errorOf, listen, newProject, rawStream, servedApp, until } from './audit-stream-helpers.js';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

/**
 * GET /v1/audit/stream against a listening server with the real `eventsource` client: format,
 * filters, resume, heartbeats, auth, revocation, bounded buffers and shutdown. One stream per key
 * is in audit-stream-slot.test.ts, delivery across instances in audit-stream-fanout.test.ts.
 */

for (const engine of ENGINES) {
  describe(`GET /v1/audit/stream [${engine}]`, () => {
    let t: TestApp;
    let base: string;
    const { track, auditorKey } = servedApp(engine, (app, url) => {
      t = app;
      base = url;
    });

    it('sends live entries as id / event: audit_log / data with integrity, in chain order', async () => {
      const l = track(listen(base, await auditorKey()));
      await l.opened;
      const projects = [await newProject(t, 'live-1'), await newProject(t, 'live-2')];
      await until('two entries', () => l.entries.length >= 2);
      assert.deepEqual(
        l.entries.map((e) => [e.event_type, e.resource.id]),
        projects.map((p) => ['project.created', p]),
      );
      for (const [i, e] of l.entries.entries()) {
        assert.equal(l.ids[i], e.id);
        // Exactly what the logs endpoint returns for the entry, integrity included.
        assert.deepEqual(e, (await t.call({ method: 'GET', url: `/v1/audit/logs/${e.id}` })).json());
      }
      assert.equal(l.entries[1]!.integrity.seq, l.entries[0]!.integrity.seq + 1);
      assert.equal(l.entries[1]!.integrity.prev_hash, l.entries[0]!.integrity.hash);
      l.es.close();
    });

    it('writes the raw SSE format and a `:` heartbeat comment', async () => {
      t.deps.compliance.stream.settings.heartbeatMs = 50;
      const s = await rawStream(base, await auditorKey());
      t.deps.compliance.stream.settings.heartbeatMs = 15_000;
      try {
        assert.equal(s.res.status, 200);
        assert.match(s.res.headers.get('content-type')!, /^text\/event-stream/);
        assert.ok(s.res.headers.get('x-request-id'));
        await s.readUntil('a heartbeat', (text) => /(^|\n): heartbeat\n\n/.test(text));
        const project = await newProject(t, 'raw');
        const text = await s.readUntil('an entry', (x) => x.includes(`"id":"${project}"`));
        const message = text.split('\n\n').find((m) => m.includes(project))!;
        const [idLine, eventLine, dataLine, ...rest] = message.split('\n');
        const entry = JSON.parse(dataLine!.slice('data: '.length));
        assert.equal(idLine, `id: ${entry.id}`);
        assert.equal(eventLine, 'event: audit_log');
        assert.deepEqual(rest, []);
        assert.equal(entry.integrity.seq > 0, true);
      } finally {
        s.close();
      }
    });

    it('filters by event_types and projects, repeatable', async () => {
      const keep = await newProject(t, 'filter-keep');
      const byType = track(listen(base, await auditorKey(), { query: '?event_types=project.settings_changed' }));
      const byProject = track(listen(base, await auditorKey(), { query: `?projects=${keep}&projects=prj_nothing` }));
      const both = track(
        listen(base, await auditorKey(), {
          query: `?event_types=project.created&event_types=project.settings_changed&projects=${keep}`,
        }),
      );
      await Promise.all([byType.opened, byProject.opened, both.opened]);
      const other = await newProject(t, 'filter-other');
      for (const [id, name] of [
        [keep, 'kept-renamed'],
        [other, 'other-renamed'],
      ] as const) {
        const res = await t.call({ method: 'PATCH', url: `/v1/projects/${id}`, payload: { name } });
        assert.equal(res.statusCode, 200, res.body);
      }
      await newProject(t, 'marker');
      await until('the renames', () => byType.entries.length >= 2 && byProject.entries.length >= 1);
      assert.deepEqual(
        byType.entries.map((e) => e.resource.id),
        [keep, other],
      );
      assert.deepEqual(
        byProject.entries.map((e) => [e.event_type, e.resource.project]),
        [['project.settings_changed', keep]],
      );
      await until('the combined filter', () => both.entries.length >= 1);
      assert.deepEqual(
        both.entries.map((e) => e.event_type),
        ['project.settings_changed'],
      );
      for (const l of [byType, byProject, both]) l.es.close();
    });

    it('rejects bad queries, a missing Accept and an unknown Last-Event-ID in the /v1 error shape', async () => {
      const cases: Array<[string, Record<string, string>, string]> = [
        ['?event_types=', { accept: 'text/event-stream' }, 'invalid_value'],
        [`?${'projects=p&'.repeat(51)}`, { accept: 'text/event-stream' }, 'invalid_value'],
        ['?nope=1', { accept: 'text/event-stream' }, 'parameter_unknown'],
        ['', { accept: 'application/json' }, 'invalid_value'],
        ['', {}, 'invalid_value'],
        ['', { accept: 'text/event-stream', 'last-event-id': 'log_01HZZZZZZZZZZZZZZZZZZZZZZZ' }, 'invalid_value'],
        ['', { accept: 'text/event-stream', 'last-event-id': 'garbage' }, 'invalid_value'],
      ];
      for (const [query, headers, code] of cases) {
        const res = await t.call({ method: 'GET', url: `/v1/audit/stream${query}`, headers });
        assert.equal(res.statusCode, 400, `${query} ${JSON.stringify(headers)}: ${res.body}`);
        assert.equal(res.json().error.code, code, res.body);
      }
      const head = await t.call({ method: 'HEAD', url: '/v1/audit/stream', headers: { accept: 'text/event-stream' } });
      assert.equal(head.statusCode, 404);
    });

    it('resumes after Last-Event-ID: replays in chain order, then live, nothing lost or doubled', async () => {
      const first = await newProject(t, 'resume-0');
      const from = (await t.call({ method: 'GET', url: `/v1/audit/logs?resource_id=${first}` })).json().data[0].id;
      for (let i = 1; i <= 5; i++) await newProject(t, `resume-${i}`);
      const key = await auditorKey();
      // Entries keep coming while the stream replays: the switch-over to live must be seamless.
      const writing = (async () => {
        for (let i = 0; i < 15; i++) await newProject(t, `during-${i}`);
      })();
      const l = track(listen(base, key, { lastEventId: from }));
      await l.opened;
      await writing;
      await newProject(t, 'after');
      const expected = await chainAfter(t, from);
      await until('every entry after the resume point', () => l.ids.length >= expected.length);
      assert.deepEqual(l.ids, expected);
      const seqs = l.entries.map((e) => e.integrity.seq);
      assert.deepEqual(
        seqs,
        seqs.map((_, i) => seqs[0]! + i),
      );
      l.es.close();
    });

    it('resumes with filters applied to the replay too', async () => {
      const project = await newProject(t, 'resume-filtered');
      const from = (await t.call({ method: 'GET', url: `/v1/audit/logs?resource_id=${project}` })).json().data[0].id;
      await t.call({ method: 'PATCH', url: `/v1/projects/${project}`, payload: { name: 'x1' } });
      await newProject(t, 'noise');
      await t.call({ method: 'PATCH', url: `/v1/projects/${project}`, payload: { name: 'x2' } });
      const l = track(listen(base, await auditorKey(), { lastEventId: from, query: `?projects=${project}` }));
      await l.opened;
      await t.call({ method: 'PATCH', url: `/v1/projects/${project}`, payload: { name: 'x3' } });
      await until('three renames', () => l.entries.length >= 3);
      assert.deepEqual(
        l.entries.map((e) => e.context.changed),
        [['name'], ['name'], ['name']],
      );
      assert.ok(l.entries.every((e) => e.resource.project === project));
      l.es.close();
    });

    it('refuses callers without a key (401), with a member key (403), and keeps orgs apart', async () => {
      const none = await rawStream(base, null);
      assert.equal(none.res.status, 401);
      assert.equal((await errorOf(none.res)).code, 'invalid_api_key');
      const member = await rawStream(base, await keyWithRole(t, 'member'));
      assert.equal(member.res.status, 403);
      assert.equal((await errorOf(member.res)).code, 'forbidden');

      const other = await otherOrg(t);
      const theirs = track(listen(base, other.key));
      const ours = track(listen(base, t.adminKey));
      await Promise.all([theirs.opened, ours.opened]);
      const project = await newProject(t, 'ours-only');
      await newProject(t, 'theirs-only', other.key);
      await until('both entries', () => ours.entries.length >= 1 && theirs.entries.length >= 1);
      assert.deepEqual(
        ours.entries.map((e) => [e.org_id, e.resource.id]),
        [[t.org.id, project]],
      );
      assert.ok(theirs.entries.every((e) => e.org_id === other.org.id));
      theirs.es.close();
      ours.es.close();
    });

    it('ends the stream of a key revoked while it streams', async () => {
      const created = await t.call({
        method: 'POST',
        url: '/v1/api-keys',
        payload: { name: 'soon gone', role: 'auditor' },
      });
      const { id, secret } = created.json();
      const s = await rawStream(base, secret);
      await s.readUntil('the stream start', (text) => text.startsWith('retry:'));
      const revoked = await t.call({ method: 'DELETE', url: `/v1/api-keys/${id}` });
      assert.equal(revoked.statusCode, 200, revoked.body);
      assert.equal(await s.drain(), 'end');
      assert.ok(!s.text().includes('api_key.revoked'));
      const again = await rawStream(base, secret);
      assert.equal(again.res.status, 401);
    });

    it('cuts off a client that stops reading instead of buffering without bound', async () => {
      const stream = t.deps.compliance.stream;
      const saved = stream.settings.maxBufferedBytes;
      stream.settings.maxBufferedBytes = 4096;
      // Nobody reads this body: what is sent piles up in it.
      const session = await stream.open(t.org.id, { keyId: 'key_flood', userId: null }, {}, undefined);
      stream.settings.maxBufferedBytes = saved;
      for (let i = 0; i < 20 && session.endReason === null; i++) await newProject(t, `flood-${i}`);
      await until('the overflow', () => session.endReason === 'overflow');
      assert.ok(session.body.destroyed);
    });

    it('cuts off a resuming client whose replay stalls while live entries pile up', async () => {
      const project = await newProject(t, 'bulk');
      const dataset = await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'bulk' } });
      const samples = Array.from({ length: 100 }, (_, i) => ({ input: { i }, output: { text: 'x'.repeat(200) } }));
      const batch = await t.call({
        method: 'POST',
        url: `/v1/datasets/${dataset.json().id}/samples`,
        payload: { samples },
      });
      assert.equal(batch.statusCode, 201, batch.body);
      const stream = t.deps.compliance.stream;
      stream.settings.maxPending = 1;
      // From the very start of the log: more than a stream buffer's worth, so with nobody reading,
      // the replay waits for the client and every live entry is held meanwhile.
      const session = await stream.open(t.org.id, { keyId: 'key_slow', userId: null }, {}, 0);
      stream.settings.maxPending = 10_000;
      await until('the replay to stall', () => session.body.writableLength > 0);
      for (let i = 0; i < 5 && session.endReason === null; i++) await newProject(t, `held-${i}`);
      await until('the overflow', () => session.endReason === 'overflow');
    });

    it('ends open streams on app.close(), so a shutdown is not held up', async () => {
      const other = await makeApp({ engine });
      const url = await other.app.listen({ host: '127.0.0.1', port: 0 });
      const s = await rawStream(url, other.adminKey);
      await s.readUntil('the stream start', (text) => text.startsWith('retry:'));
      const closing = other.close();
      // A clean end of the body, before the server has finished closing.
      assert.equal(await s.drain(), 'end');
      await closing;
      assert.equal(other.deps.compliance.stream.openCount, 0);
    });
  });
}
