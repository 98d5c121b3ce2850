import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accept, asUser, cookieOf, invite, login, PASSWORD, person, tokenOf } from './console-auth-helpers.js';
import { auditTypes, ENGINES, makeApp, otherOrg, type TestApp } from './helpers.js';

const NO_LIMITS = { LATCHKEY_RATE_LIMITS: 'off', LATCHKEY_PUBLIC_URL: 'https://latchkey.example.org/' };

async function auditEntries(t: TestApp, type: string) {
  const rows = await t.deps.database.db
    .selectFrom('ledger_entries')
    .select('body')
    .where('log', '=', 'audit')
    .orderBy('seq')
    .execute();
  return rows.map((r) => JSON.parse(r.body)).filter((e) => e.event_type === type);
}

for (const engine of ENGINES) {
  describe(`console sign-in [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine, env: NO_LIMITS });
    });
    after(() => t.close());

    it('invite → accept → sign in → call /v1 with the cookie → sign out', async () => {
      const { user, token } = await invite(t, 'Nurse.Ada@Example.org', 'member', { name: 'Ada' });
      assert.equal(user.status, 'invited');
      assert.match(user.invitation.url, /^https:\/\/latchkey\.example\.org\/console\/accept#token=[\w-]{43}$/);
      const inviteAt = Date.parse(user.invitation.expires_at) - Date.parse(user.created_at);
      assert.equal(inviteAt, 72 * 3_600_000);
      const stored = await t.deps.database.db.selectFrom('invitations').selectAll().execute();
      assert.ok(
        stored.every((r) => !r.token_hash.includes(token)),
        'the token is stored hashed',
      );
      assert.equal((await t.call({ method: 'GET', url: `/v1/users/${user.id}` })).json().invitation, undefined);

      const accepted = await accept(t, token);
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.equal(accepted.json().status, 'active');

      const res = await login(t, { email: 'nurse.ada@example.org', password: PASSWORD });
      assert.equal(res.statusCode, 200, res.body);
      const set = String(res.headers['set-cookie']);
      assert.match(set, /^lk_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
      const body = res.json();
      assert.equal(body.object, 'session');
      assert.equal(body.user.id, user.id);
      assert.match(body.session.id, /^ses_/);
      assert.equal(Date.parse(body.session.idle_expires_at) - Date.parse(body.session.created_at), 15 * 60_000);
      assert.equal(Date.parse(body.session.expires_at) - Date.parse(body.session.created_at), 12 * 3_600_000);
      const s = { token: cookieOf(res), csrf: body.csrf_token };

      const me = await asUser(t, s, { method: 'GET', url: '/v1/me' });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().key, body.session.id);
      assert.equal(me.json().user, user.id);
      assert.equal(me.json().role, 'member');
      const current = await asUser(t, s, { method: 'GET', url: '/v1/auth/session' });
      assert.equal(current.json().csrf_token, s.csrf);
      const project = await asUser(t, s, { method: 'POST', url: '/v1/projects', payload: { name: 'ward 4' } });
      assert.equal(project.statusCode, 201, project.body);
      const [created] = await auditEntries(t, 'project.created');
      assert.deepEqual(
        [created.actor.type, created.actor.id, created.actor.email],
        ['user', user.id, 'nurse.ada@example.org'],
      );

      const out = await asUser(t, s, { method: 'POST', url: '/v1/auth/logout' });
      assert.equal(out.statusCode, 204);
      assert.match(String(out.headers['set-cookie']), /^lk_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict$/);
      const gone = await asUser(t, s, { method: 'GET', url: '/v1/projects' });
      assert.equal(gone.statusCode, 401);
      assert.deepEqual(gone.json().error, {
        type: 'authentication_error',
        code: 'session_expired',
        message: 'Sign in again',
      });
      const types = await auditTypes(t);
      for (const e of ['user.invite', 'user.invitation_accepted', 'user.login', 'user.logout'])
        assert.ok(types.includes(e), e);
      const [login1] = await auditEntries(t, 'user.login');
      assert.equal(login1.actor.email, 'nurse.ada@example.org');
    });

    it('a reused, superseded, unknown or expired link is refused; a weak password names why', async (ctx) => {
      const { user, token } = await invite(t, 'rn.bo@example.org');
      const weak = [
        ['short', /at least 12/],
        ['qwerty123456', /common/],
        ['rn.bo-rocks-the-ward', /email/],
      ] as const;
      for (const [password, why] of weak) {
        const res = await accept(t, token, password);
        assert.equal(res.statusCode, 400);
        assert.equal(res.json().error.param, 'password');
        assert.match(res.json().error.message, why);
      }
      const again = await t.call({ method: 'POST', url: `/v1/users/${user.id}/invitation` });
      assert.equal(again.statusCode, 201);
      assert.equal(again.json().object, 'invitation');
      const invalid = {
        type: 'invalid_request_error',
        code: 'invalid_value',
        message: 'Invitation link is invalid or expired',
        param: 'token',
      };
      for (const stale of [token, 'x'.repeat(43)]) {
        const res = await accept(t, stale);
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json().error, invalid);
      }
      const fresh = tokenOf(again.json().url);
      assert.equal((await accept(t, fresh)).statusCode, 200);
      assert.deepEqual((await accept(t, fresh)).json().error, invalid, 'used once');
      const reissue = await t.call({ method: 'POST', url: `/v1/users/${user.id}/invitation` });
      assert.equal(reissue.statusCode, 409, 'already active');

      const late = await invite(t, 'late@example.org');
      ctx.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      ctx.mock.timers.tick(72 * 3_600_000 + 1000);
      assert.deepEqual((await accept(t, late.token)).json().error, invalid);
      ctx.mock.timers.reset();
    });

    it('wrong password and unknown email get the same answer', async () => {
      await person(t, 'same@example.org');
      const wrong = await login(t, { email: 'same@example.org', password: 'not the password' });
      const unknown = await login(t, { email: 'nobody@example.org', password: 'not the password' });
      for (const res of [wrong, unknown]) {
        assert.equal(res.statusCode, 401);
        assert.deepEqual(res.json().error, {
          type: 'authentication_error',
          code: 'invalid_credentials',
          message: 'Email or password is incorrect',
        });
        assert.equal(res.headers['set-cookie'], undefined);
      }
    });

    it('locks after five failures with a doubling backoff, stored in the database; auth.failed aggregated', async (ctx) => {
      await person(t, 'lock@example.org');
      ctx.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const bad = () => login(t, { email: 'lock@example.org', password: 'wrong password!' });
      for (let i = 0; i < 5; i++) assert.equal((await bad()).statusCode, 401);
      const locked = await login(t, { email: 'lock@example.org', password: PASSWORD });
      assert.equal(locked.statusCode, 429, 'even the right password');
      assert.equal(locked.json().error.code, 'account_locked');
      assert.equal(locked.json().error.type, 'rate_limit_error');
      assert.equal(locked.headers['retry-after'], '30');
      ctx.mock.timers.tick(30_000);
      assert.equal((await bad()).statusCode, 401, 'the sixth failure');
      assert.equal((await login(t, { email: 'lock@example.org', password: PASSWORD })).headers['retry-after'], '60');
      ctx.mock.timers.tick(60_000);
      assert.equal((await bad()).statusCode, 401);
      assert.equal((await bad()).headers['retry-after'], '120');
      ctx.mock.timers.tick(120_000);
      assert.equal((await login(t, { email: 'lock@example.org', password: PASSWORD })).statusCode, 200);
      assert.equal((await bad()).statusCode, 401, 'a success starts the count again');
      ctx.mock.timers.reset();

      const rows = await t.deps.database.db.selectFrom('login_throttle').selectAll().execute();
      assert.ok(rows.some((r) => r.scope.endsWith(':lock@example.org') && r.failures === 1));
      const before = (await auditEntries(t, 'auth.failed')).length;
      await t.deps.consoleAuth.failures.flush();
      const failed = (await auditEntries(t, 'auth.failed')).slice(before);
      const mine = failed.filter((e) => e.actor.email === 'lock@example.org');
      const byReason = Object.fromEntries(mine.map((e) => [e.context.reason, e.context.count]));
      assert.deepEqual(byReason, { password: 8, locked: 3 });
      assert.ok(mine.every((e) => e.actor.type === 'user'));
      assert.ok(failed.some((e) => e.context.reason === 'password' && e.actor.email === 'same@example.org'));
      assert.ok(!failed.some((e) => e.actor.email === 'nobody@example.org'), 'an unknown email names nobody');
    });

    it('idle timeout and absolute lifetime end a session', async (ctx) => {
      const s = await person(t, 'idle@example.org');
      ctx.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      ctx.mock.timers.tick(14 * 60_000);
      assert.equal((await asUser(t, s, { method: 'GET', url: '/v1/projects' })).statusCode, 200);
      ctx.mock.timers.tick(14 * 60_000);
      assert.equal(
        (await asUser(t, s, { method: 'GET', url: '/v1/projects' })).statusCode,
        200,
        'activity moved it on',
      );
      ctx.mock.timers.tick(15 * 60_000 + 1);
      const idle = await asUser(t, s, { method: 'GET', url: '/v1/projects' });
      assert.equal(idle.statusCode, 401);
      assert.equal(idle.json().error.code, 'session_expired');
      ctx.mock.timers.reset();

      const policy = await t.call({
        method: 'PATCH',
        url: '/v1/auth/policy',
        payload: { idle_timeout_minutes: 480, absolute_lifetime_hours: 1 },
      });
      assert.equal(policy.statusCode, 200, policy.body);
      const a = await login(t, { email: 'idle@example.org', password: PASSWORD });
      const live = { token: cookieOf(a), csrf: a.json().csrf_token };
      assert.equal(Date.parse(a.json().session.expires_at) - Date.parse(a.json().session.created_at), 3_600_000);
      ctx.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      ctx.mock.timers.tick(59 * 60_000);
      assert.equal((await asUser(t, live, { method: 'GET', url: '/v1/projects' })).statusCode, 200);
      ctx.mock.timers.tick(60_001);
      assert.equal(
        (await asUser(t, live, { method: 'GET', url: '/v1/projects' })).json().error.code,
        'session_expired',
      );
      ctx.mock.timers.reset();
      await t.call({
        method: 'PATCH',
        url: '/v1/auth/policy',
        payload: { idle_timeout_minutes: 15, absolute_lifetime_hours: 12 },
      });
      const bounds = await t.call({ method: 'PATCH', url: '/v1/auth/policy', payload: { idle_timeout_minutes: 4 } });
      assert.equal(bounds.statusCode, 400);
    });

    it('a missing or forged CSRF token is refused with 403, changes nothing, and is audited', async () => {
      const s = await person(t, 'csrf@example.org');
      const count = async () => (await t.call({ method: 'GET', url: '/v1/projects?limit=1' })).json().total_count;
      const before = await count();
      for (const csrf of [null, 'forged', `${s.csrf}x`]) {
        const res = await asUser(t, s, { method: 'POST', url: '/v1/projects', payload: { name: 'x' }, csrf });
        assert.equal(res.statusCode, 403);
        assert.deepEqual(res.json().error, {
          type: 'permission_error',
          code: 'forbidden',
          message: 'Missing or invalid CSRF token',
        });
      }
      const out = await asUser(t, s, { method: 'POST', url: '/v1/auth/logout', csrf: null });
      assert.equal(out.statusCode, 403, 'sign-out needs it too');
      assert.equal(await count(), before);
      await t.deps.consoleAuth.failures.flush();
      const [e] = (await auditEntries(t, 'auth.failed')).filter((x) => x.context.reason === 'csrf');
      assert.equal(e.actor.email, 'csrf@example.org');
      assert.equal(e.context.count, 4);
      // A bearer key ignores the cookie (and needs no CSRF token).
      const keyed = await t.call({
        method: 'POST',
        url: '/v1/projects',
        payload: { name: 'k' },
        headers: { cookie: `lk_session=${s.token}` },
      });
      assert.equal(keyed.statusCode, 201);
    });

    it("a session of another org cannot read this org's data", async () => {
      const other = await otherOrg(t);
      const mine = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'mine' } })).json();
      const s = await person(t, 'visitor@example.org', 'admin', other.key);
      assert.equal((await asUser(t, s, { method: 'GET', url: `/v1/projects/${mine.id}` })).statusCode, 404);
      const list = (await asUser(t, s, { method: 'GET', url: '/v1/projects' })).json();
      assert.ok(!list.data.some((p: { id: string }) => p.id === mine.id));
      assert.equal((await asUser(t, s, { method: 'GET', url: '/v1/auth/session' })).json().org.id, other.org.id);
    });
  });
}
