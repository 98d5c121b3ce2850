import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addToCounter } from '../src/platform/usage/usage.repository.js';
import { ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

for (const engine of ENGINES) {
  describe(`reviewers [${engine}]`, () => {
    let t: TestApp;
    let project: string;
    let other: string;
    before(async () => {
      t = await makeApp({ engine });
      project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'ED' } })).json().id;
      other = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'Radiology' } })).json().id;
    });
    after(() => t.close());

    const add = (payload: object, key?: string) =>
      t.call({ method: 'POST', url: '/v1/reviews/reviewers', payload, ...(key ? { key } : {}) });

    it('adds a reviewer with a one-time reviewer key; lists by project, credential and availability', async () => {
      const res = await add({
        name: 'Dr. Ada',
        email: 'Ada@Example.org',
        credentials: ['MD'],
        specialty: 'cardiology',
        projects: [project],
      });
      assert.equal(res.statusCode, 201, res.body);
      const ada = res.json();
      assert.equal(ada.object, 'reviewer');
      assert.match(ada.api_key, /^lk_live_/);
      assert.deepEqual(
        [ada.credentials, ada.available, ada.pending_count, ada.email],
        [['MD'], true, 0, 'ada@example.org'],
      );
      const me = (await t.call({ method: 'GET', url: '/v1/me', key: ada.api_key })).json();
      assert.deepEqual([me.role, me.reviewer], ['reviewer', ada.id]);
      const got = (await t.call({ method: 'GET', url: `/v1/reviews/reviewers/${ada.id}` })).json();
      assert.equal(got.api_key, undefined, 'the key is shown once');

      const nurse = (
        await add({ name: 'Nurse Bo', credentials: ['RN', 'NP'], projects: [project, other], available: false })
      ).json();
      assert.deepEqual(nurse.credentials, ['NP', 'RN']);
      const ids = async (qs: string) =>
        (await t.call({ method: 'GET', url: `/v1/reviews/reviewers?${qs}` }))
          .json()
          .data.map((r: { id: string }) => r.id)
          .sort();
      assert.deepEqual(await ids(`project=${other}`), [nurse.id]);
      assert.deepEqual(await ids('credentials=MD'), [ada.id]);
      assert.deepEqual(await ids('credentials=MD&credentials=RN'), [ada.id, nurse.id].sort());
      assert.deepEqual(await ids(`project=${project}&available=true`), [ada.id]);

      const patched = await t.call({
        method: 'PATCH',
        url: `/v1/reviews/reviewers/${nurse.id}`,
        payload: { available: true, projects: [other] },
      });
      assert.equal(patched.statusCode, 200);
      assert.deepEqual([patched.json().available, patched.json().projects], [true, [other]]);
      assert.equal((await t.call({ method: 'GET', url: '/v1/usage' })).json().reviewers.current, 2);
    });

    it('bad input: unknown credential or project, empty patch; only admins add or change reviewers', async () => {
      const before = (await t.call({ method: 'GET', url: '/v1/reviews/reviewers' })).json().total_count;
      assert.equal((await add({ name: 'x', credentials: ['PhD'], projects: [project] })).statusCode, 400);
      const missing = await add({ name: 'x', credentials: ['MD'], projects: [project, 'prj_nope'] });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().error.param, 'projects[1]');
      assert.equal((await add({ name: 'x', credentials: [], projects: [project] })).statusCode, 400);
      const member = await keyWithRole(t, 'member');
      assert.equal((await add({ name: 'x', credentials: ['MD'], projects: [project] }, member)).statusCode, 403);
      assert.equal((await t.call({ method: 'GET', url: '/v1/reviews/reviewers' })).json().total_count, before);
      const any = (await t.call({ method: 'GET', url: '/v1/reviews/reviewers' })).json().data[0];
      assert.equal(
        (await t.call({ method: 'PATCH', url: `/v1/reviews/reviewers/${any.id}`, payload: {} })).statusCode,
        400,
      );
      assert.equal((await t.call({ method: 'GET', url: '/v1/reviews/reviewers?period=abc' })).statusCode, 400);
    });

    it('reviewer seats are a quota; other orgs see no reviewer', async () => {
      const starter = await makeApp({ engine, plan: 'starter' });
      try {
        const p = (await starter.call({ method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id;
        await addToCounter(starter.deps.database.db, starter.org.id, 'reviewers', 'total', 3);
        const refused = await starter.call({
          method: 'POST',
          url: '/v1/reviews/reviewers',
          payload: { name: 'x', credentials: ['RN'], projects: [p] },
        });
        assert.equal(refused.statusCode, 403);
        assert.equal(refused.json().error.code, 'quota_exceeded');
      } finally {
        await starter.close();
      }
      const o = await otherOrg(t);
      assert.equal((await t.call({ method: 'GET', url: '/v1/reviews/reviewers', key: o.key })).json().total_count, 0);
      const any = (await t.call({ method: 'GET', url: '/v1/reviews/reviewers' })).json().data[0];
      assert.equal(
        (await t.call({ method: 'GET', url: `/v1/reviews/reviewers/${any.id}`, key: o.key })).statusCode,
        404,
      );
    });
  });
}
