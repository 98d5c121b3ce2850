import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chainHash, GENESIS_HASH } from '../src/platform/ledger/chain.js';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

interface Entry {
  id: string;
  timestamp: string;
  event_type: string;
  actor: { type: string; id: string };
  resource: { type: string; id: string; project: string | null };
  integrity: { seq: number; prev_hash: string; hash: string };
}

for (const engine of ENGINES) {
  describe(`audit logs [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    let dataset: string;
    let before1: string;
    before(async () => {
      t = await makeApp({ engine });
      project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'triage' } })).json().id;
      before1 = new Date().toISOString();
      dataset = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'notes' } })).json().id;
      await t.call({ method: 'PATCH', url: `/v1/datasets/${dataset}`, payload: { name: 'notes v2' } });
      await t.call({ method: 'POST', url: '/v1/api-keys', payload: { name: 'ci' } });
    });
    after(() => t.close());

    const logs = async (query: string, key?: string) => {
      const res = await t.call({ method: 'GET', url: `/v1/audit/logs${query}`, ...(key ? { key } : {}) });
      return { status: res.statusCode, body: res.json() };
    };

    it('lists newest first with integrity that re-verifies from the genesis hash', async () => {
      const { status, body } = await logs('?order=asc&limit=1000');
      assert.equal(status, 200);
      assert.equal(body.object, 'list');
      assert.equal(body.has_more, false);
      assert.equal(body.next_cursor, null);
      let prev = GENESIS_HASH;
      body.data.forEach((e: Entry, i: number) => {
        assert.equal(e.integrity.seq, i + 1);
        assert.equal(e.integrity.prev_hash, prev);
        const { integrity, ...rest } = e;
        assert.equal(chainHash(prev, rest), integrity.hash, `entry ${e.id} hashes as documented`);
        prev = integrity.hash;
      });
      const newest = (await logs('')).body.data as Entry[];
      assert.equal(newest[0]!.integrity.seq, body.data.at(-1).integrity.seq);
    });

    it('filters by event type, actor, resource, project and time', async () => {
      const created = (await logs('?event_type=dataset.created')).body.data as Entry[];
      assert.deepEqual(
        created.map((e) => e.resource.id),
        [dataset],
      );
      const byResource = (await logs(`?resource_type=dataset&resource_id=${dataset}`)).body.data as Entry[];
      assert.deepEqual(byResource.map((e) => e.event_type).sort(), ['dataset.created', 'dataset.updated']);
      const byProject = (await logs(`?project=${project}`)).body.data as Entry[];
      assert.ok(byProject.length >= 3 && byProject.every((e) => e.resource.project === project));
      const actor = created[0]!.actor.id;
      const byActor = (await logs(`?actor_id=${actor}`)).body.data as Entry[];
      assert.ok(byActor.length >= 4 && byActor.every((e) => e.actor.id === actor));
      const since = (await logs(`?start_time=${encodeURIComponent(before1)}`)).body.data as Entry[];
      assert.ok(!since.some((e) => e.event_type === 'project.created' && e.resource.id === project));
      assert.ok(since.some((e) => e.event_type === 'dataset.created'));
      const until = (await logs(`?end_time=${encodeURIComponent(before1)}&event_type=dataset.created`)).body.data;
      assert.deepEqual(until, []);
      assert.deepEqual((await logs('?event_type=no.such_event')).body.data, [], 'unknown types: empty, not an error');
    });

    it('pages with next_cursor in either order, without overlap', async () => {
      for (const order of ['desc', 'asc']) {
        const all = (await logs(`?order=${order}&limit=1000`)).body.data as Entry[];
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page: { body: { data: Entry[]; next_cursor: string | null; has_more: boolean } } = await logs(
            `?order=${order}&limit=2${cursor ? `&after=${cursor}` : ''}`,
          );
          seen.push(...page.body.data.map((e) => e.id));
          cursor = page.body.next_cursor;
          assert.equal(page.body.has_more, cursor !== null);
        } while (cursor);
        assert.deepEqual(
          seen,
          all.map((e) => e.id),
        );
      }
    });

    it('gets one entry by id; unknown ids and other orgs are 404', async () => {
      const [first] = (await logs('?limit=1')).body.data as Entry[];
      const one = await t.call({ method: 'GET', url: `/v1/audit/logs/${first!.id}` });
      assert.equal(one.statusCode, 200);
      assert.deepEqual(one.json(), first);
      const missing = await t.call({ method: 'GET', url: '/v1/audit/logs/log_01JAAAAAAAAAAAAAAAAAAAAAAA' });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().error.code, 'resource_missing');
      assert.equal((await t.call({ method: 'GET', url: '/v1/audit/logs/nonsense' })).statusCode, 404);
      const other = await otherOrg(t);
      assert.equal(
        (await t.call({ method: 'GET', url: `/v1/audit/logs/${first!.id}`, key: other.key })).statusCode,
        404,
      );
      const theirs = (await logs('?limit=1000', other.key)).body.data as Entry[];
      assert.ok(
        theirs.every((e) => e.id !== first!.id),
        'another org sees none of these entries',
      );
    });

    it('auditors read; members may not', async () => {
      assert.equal((await logs('', await keyWithRole(t, 'auditor'))).status, 200);
      const member = await logs('', await keyWithRole(t, 'member'));
      assert.equal(member.status, 403);
      assert.equal(member.body.error.code, 'forbidden');
    });

    it('refuses bad queries with a 400 naming the parameter', async () => {
      for (const [query, param] of [
        ['?limit=0', 'limit'],
        ['?limit=1001', 'limit'],
        ['?start_time=yesterday', 'start_time'],
        ['?end_time=2026-13-01T00:00:00Z', 'end_time'],
        ['?start_time=2026-02-01T00:00:00Z&end_time=2026-01-01T00:00:00Z', 'end_time'],
        ['?resource_type=spaceship', 'resource_type'],
        ['?after=log_01JAAAAAAAAAAAAAAAAAAAAAAA', 'after'],
        ['?colour=blue', 'colour'],
      ] as const) {
        const { status, body } = await logs(query);
        assert.equal(status, 400, query);
        assert.equal(body.error.type, 'invalid_request_error', query);
        if (body.error.param !== undefined) assert.equal(body.error.param, param, query);
      }
    });
  });
}
