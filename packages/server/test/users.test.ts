import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { auditTypes, ENGINES, keyWithRole, makeApp, otherOrg, type TestApp } from './helpers.js';

for (const engine of ENGINES) {
  describe(`users [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine });
    });
    after(() => t.close());

    it('invites, lists, changes role and removes, each audited in order', async () => {
      const invited = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: { email: 'Dr.Ada@Example.org', name: 'Ada', role: 'reviewer' },
      });
      assert.equal(invited.statusCode, 201);
      const user = invited.json();
      assert.equal(user.object, 'user');
      assert.equal(user.email, 'dr.ada@example.org');
      assert.equal(user.status, 'invited');

      const dup = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: { email: 'dr.ada@example.org', role: 'member' },
      });
      assert.equal(dup.statusCode, 409);
      assert.equal(dup.json().error.code, 'conflict');

      const changed = await t.call({ method: 'PATCH', url: `/v1/users/${user.id}`, payload: { role: 'auditor' } });
      assert.equal(changed.statusCode, 200);
      assert.equal(changed.json().role, 'auditor');

      const listed = (await t.call({ method: 'GET', url: '/v1/users' })).json();
      assert.ok(listed.data.some((u: { id: string }) => u.id === user.id));

      const removed = await t.call({ method: 'DELETE', url: `/v1/users/${user.id}` });
      assert.equal(removed.statusCode, 200);
      assert.equal(removed.json().status, 'removed');
      assert.equal((await t.call({ method: 'GET', url: `/v1/users/${user.id}` })).statusCode, 404);

      const types = await auditTypes(t);
      const i = types.indexOf('user.invite');
      assert.ok(i >= 0);
      assert.deepEqual(types.slice(i), ['user.invite', 'user.role_changed', 'user.removed']);
    });

    it('removing a user revokes the keys bound to them at once', async () => {
      const user = (
        await t.call({ method: 'POST', url: '/v1/users', payload: { email: 'nurse@example.org', role: 'member' } })
      ).json();
      const key = (
        await t.call({ method: 'POST', url: '/v1/api-keys', payload: { name: 'nurse', user: user.id } })
      ).json();
      const me = await t.call({ method: 'GET', url: '/v1/me', key: key.secret });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().user, user.id);
      await t.call({ method: 'DELETE', url: `/v1/users/${user.id}` });
      assert.equal((await t.call({ method: 'GET', url: '/v1/me', key: key.secret })).statusCode, 401);
      const types = await auditTypes(t);
      assert.ok(types.includes('api_key.revoked'));
    });

    it("a key bound to a user acts with the user's current role", async () => {
      const user = (
        await t.call({ method: 'POST', url: '/v1/users', payload: { email: 'boss@example.org', role: 'admin' } })
      ).json();
      const mismatch = await t.call({
        method: 'POST',
        url: '/v1/api-keys',
        payload: { name: 'x', user: user.id, role: 'member' },
      });
      assert.equal(mismatch.statusCode, 400);
      assert.equal(mismatch.json().error.param, 'role');
      const key = (
        await t.call({ method: 'POST', url: '/v1/api-keys', payload: { name: 'boss', user: user.id } })
      ).json();
      assert.equal(key.role, 'admin');
      assert.equal((await t.call({ method: 'GET', url: '/v1/api-keys', key: key.secret })).statusCode, 200);
      await t.call({ method: 'PATCH', url: `/v1/users/${user.id}`, payload: { role: 'reviewer' } });
      // At once, not when the auth cache ages out.
      const after = await t.call({ method: 'GET', url: '/v1/api-keys', key: key.secret });
      assert.equal(after.statusCode, 403);
      assert.equal((await t.call({ method: 'GET', url: '/v1/me', key: key.secret })).json().role, 'reviewer');
    });

    it('concurrent invites of one email: one 201, the rest 409, never a 500', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.call({ method: 'POST', url: '/v1/users', payload: { email: 'race@example.org', role: 'member' } }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      assert.deepEqual(codes, [201, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.statusCode === 409)) assert.equal(r.json().error.code, 'conflict');
    });

    it('bad input changes nothing', async () => {
      const before = await auditTypes(t);
      const cases = [
        { payload: { role: 'member' }, code: 'missing_required_field', param: 'email' },
        { payload: { email: 'not-an-email', role: 'member' }, code: 'invalid_value', param: 'email' },
        { payload: { email: 'x@example.org', role: 'owner' }, code: 'invalid_value', param: 'role' },
        { payload: { email: 'x@example.org', role: 'member', admin: true }, code: 'parameter_unknown', param: 'admin' },
      ];
      for (const c of cases) {
        const res = await t.call({ method: 'POST', url: '/v1/users', payload: c.payload });
        assert.equal(res.statusCode, 400, JSON.stringify(c));
        assert.equal(res.json().error.code, c.code);
        assert.equal(res.json().error.param, c.param);
      }
      assert.deepEqual(await auditTypes(t), before);
      const list = (await t.call({ method: 'GET', url: '/v1/users' })).json();
      assert.ok(!list.data.some((u: { email: string }) => u.email === 'x@example.org'));
    });

    it('only admins manage users; auditors read; other orgs see nothing', async () => {
      const member = await keyWithRole(t, 'member');
      const auditor = await keyWithRole(t, 'auditor');
      assert.equal(
        (
          await t.call({
            method: 'POST',
            url: '/v1/users',
            key: member,
            payload: { email: 'm@example.org', role: 'member' },
          })
        ).statusCode,
        403,
      );
      assert.equal((await t.call({ method: 'GET', url: '/v1/users', key: auditor })).statusCode, 200);
      assert.equal((await t.call({ method: 'GET', url: '/v1/users', key: member })).statusCode, 403);

      const mine = (
        await t.call({ method: 'POST', url: '/v1/users', payload: { email: 'mine@example.org', role: 'member' } })
      ).json();
      const other = await otherOrg(t);
      assert.equal((await t.call({ method: 'GET', url: `/v1/users/${mine.id}`, key: other.key })).statusCode, 404);
      assert.equal(
        (await t.call({ method: 'PATCH', url: `/v1/users/${mine.id}`, key: other.key, payload: { role: 'admin' } }))
          .statusCode,
        404,
      );
      assert.equal((await t.call({ method: 'DELETE', url: `/v1/users/${mine.id}`, key: other.key })).statusCode, 404);
      assert.equal((await t.call({ method: 'GET', url: `/v1/users/${mine.id}` })).json().status, 'invited');
      const theirs = (await t.call({ method: 'GET', url: '/v1/users', key: other.key })).json();
      assert.equal(theirs.total_count, 0);
    });
  });
}
