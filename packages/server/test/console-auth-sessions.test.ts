import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { base32Decode, hotp, stepOf } from '../src/platform/auth/totp.js';
import { asUser, cookieOf, login, PASSWORD, person } from './console-auth-helpers.js';
import { ENGINES, freshMinute, makeApp, type TestApp } from './helpers.js';

const NO_LIMITS = { LATCHKEY_RATE_LIMITS: 'off' };
const codeAt = (secret: string, ms: number) => hotp(base32Decode(secret), stepOf(ms));

for (const engine of ENGINES) {
  describe(`console sessions, TOTP and people [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine, env: NO_LIMITS });
      t.deps.compliance.reportJob.start();
    });
    after(() => t.close());

    it('an org that requires TOTP: enrolment first, then codes at sign-in, never the same code twice', async (ctx) => {
      const s = await person(t, 'totp@example.org');
      assert.equal(
        (await t.call({ method: 'PATCH', url: '/v1/auth/policy', payload: { totp_required: true } })).statusCode,
        200,
      );
      const res = await login(t, { email: 'totp@example.org', password: PASSWORD });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().session.totp_enrollment_required, true);
      const pending = { token: cookieOf(res), csrf: res.json().csrf_token };
      const blocked = await asUser(t, pending, { method: 'GET', url: '/v1/projects' });
      assert.equal(blocked.statusCode, 403);
      assert.match(blocked.json().error.message, /second factor/);
      assert.equal((await asUser(t, pending, { method: 'GET', url: '/v1/auth/session' })).statusCode, 200);
      assert.equal(
        (await asUser(t, s, { method: 'GET', url: '/v1/projects' })).statusCode,
        200,
        'sessions from before the policy go on',
      );

      const setup = await asUser(t, pending, { method: 'POST', url: '/v1/auth/totp/setup' });
      assert.equal(setup.statusCode, 200, setup.body);
      const { secret, otpauth_url } = setup.json();
      assert.match(otpauth_url, /^otpauth:\/\/totp\/Latchkey%3Atotp%40example\.org\?secret=/);
      const stored = await t.deps.database.db
        .selectFrom('users')
        .select('totp_secret')
        .where('email', '=', 'totp@example.org')
        .executeTakeFirst();
      assert.ok(stored?.totp_secret?.startsWith('v1:') && !stored.totp_secret.includes(secret), 'sealed');
      ctx.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const wrong = await asUser(t, pending, {
        method: 'POST',
        url: '/v1/auth/totp/enable',
        payload: { code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' },
      });
      assert.equal(wrong.statusCode, 400);
      const first = codeAt(secret, Date.now());
      const enabled = await asUser(t, pending, {
        method: 'POST',
        url: '/v1/auth/totp/enable',
        payload: { code: first },
      });
      assert.equal(enabled.statusCode, 200, enabled.body);
      assert.equal(enabled.json().totp_enabled, true);
      assert.equal(
        (await asUser(t, pending, { method: 'GET', url: '/v1/projects' })).statusCode,
        200,
        'enrolled: a full session',
      );

      const noCode = await login(t, { email: 'totp@example.org', password: PASSWORD });
      assert.equal(noCode.statusCode, 401);
      assert.equal(noCode.json().error.code, 'totp_required');
      const replay = await login(t, { email: 'totp@example.org', password: PASSWORD, totp_code: first });
      assert.equal(replay.statusCode, 401, 'the enrolment code is spent');
      assert.equal(replay.json().error.code, 'invalid_credentials');
      ctx.mock.timers.tick(30_000);
      const next = codeAt(secret, Date.now());
      const ok = await login(t, { email: 'totp@example.org', password: PASSWORD, totp_code: next });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().session.totp_enrollment_required, false);
      const again = await login(t, { email: 'totp@example.org', password: PASSWORD, totp_code: next });
      assert.equal(again.json().error.code, 'invalid_credentials', 'a code works once');
      const full = { token: cookieOf(ok), csrf: ok.json().csrf_token };
      ctx.mock.timers.tick(30_000);
      const refuse = await asUser(t, full, {
        method: 'POST',
        url: '/v1/auth/totp/disable',
        payload: { code: codeAt(secret, Date.now()) },
      });
      assert.equal(refuse.statusCode, 403, 'the org requires it');
      await t.call({ method: 'PATCH', url: '/v1/auth/policy', payload: { totp_required: false } });
      const off = await asUser(t, full, {
        method: 'POST',
        url: '/v1/auth/totp/disable',
        payload: { code: codeAt(secret, Date.now()) },
      });
      assert.equal(off.statusCode, 200, off.body);
      assert.equal(off.json().totp_enabled, false);
      ctx.mock.timers.reset();
    });

    it('lists my sessions and ends one; the ended cookie stops working at once', async () => {
      const a = await person(t, 'two@example.org');
      const b = await login(t, { email: 'two@example.org', password: PASSWORD, org: 'default' });
      const sb = { token: cookieOf(b), csrf: b.json().csrf_token };
      const list = await asUser(t, a, {
        method: 'GET',
        url: '/v1/auth/sessions',
        headers: { 'user-agent': 'ward-pc' },
      });
      assert.equal(list.statusCode, 200);
      const data = list.json().data;
      assert.equal(data.length, 2);
      assert.deepEqual(data.map((x: { current: boolean }) => x.current).sort(), [false, true]);
      assert.equal(data[0].ip_address, '127.0.0.1');
      const other = data.find((x: { current: boolean }) => !x.current).id;
      assert.equal(
        (await asUser(t, a, { method: 'DELETE', url: `/v1/auth/sessions/${other}`, csrf: null })).statusCode,
        403,
      );
      assert.equal((await asUser(t, a, { method: 'DELETE', url: `/v1/auth/sessions/${other}` })).statusCode, 204);
      assert.equal((await asUser(t, sb, { method: 'GET', url: '/v1/me' })).statusCode, 401);
      assert.equal((await asUser(t, a, { method: 'DELETE', url: `/v1/auth/sessions/${other}` })).statusCode, 404);
      assert.equal((await asUser(t, a, { method: 'GET', url: '/v1/auth/sessions' })).json().data.length, 1);
      const keyed = await t.call({ method: 'GET', url: '/v1/auth/session' });
      assert.equal(keyed.statusCode, 401, 'a key has no console session');
      assert.equal(keyed.json().error.code, 'session_expired');
      const none = await t.call({ method: 'GET', url: '/v1/auth/session', key: null });
      assert.equal(none.json().error.code, 'session_expired');
    });

    it('a role change takes effect on the next request; a removed user’s sessions die', async () => {
      const s = await person(t, 'role@example.org', 'member');
      assert.equal(
        (await asUser(t, s, { method: 'POST', url: '/v1/projects', payload: { name: 'a' } })).statusCode,
        201,
      );
      assert.equal(
        (await t.call({ method: 'PATCH', url: `/v1/users/${s.id}`, payload: { role: 'auditor' } })).statusCode,
        200,
      );
      const refused = await asUser(t, s, { method: 'POST', url: '/v1/projects', payload: { name: 'b' } });
      assert.equal(refused.statusCode, 403);
      assert.match(refused.json().error.message, /Your role \(auditor\)/);
      assert.equal((await asUser(t, s, { method: 'GET', url: '/v1/audit/logs?limit=1' })).statusCode, 200);
      assert.equal((await t.call({ method: 'DELETE', url: `/v1/users/${s.id}` })).statusCode, 200);
      assert.equal(
        (await asUser(t, s, { method: 'GET', url: '/v1/audit/logs?limit=1' })).json().error.code,
        'session_expired',
      );
      const res = await login(t, { email: 'role@example.org', password: PASSWORD });
      assert.equal(res.json().error.code, 'invalid_credentials');
    });

    it('links a reviewer user to a reviewer record; a session acts as that reviewer', async () => {
      const project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'ED' } })).json().id;
      const created = await t.call({
        method: 'POST',
        url: '/v1/reviews/reviewers',
        payload: { name: 'Dr Ng', credentials: ['MD'], projects: [project] },
      });
      assert.equal(created.statusCode, 201, created.body);
      const rvr = created.json();
      const bad = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: { email: 'm@example.org', role: 'member', reviewer_id: rvr.id },
      });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().error.param, 'reviewer_id');
      const unknown = await t.call({
        method: 'POST',
        url: '/v1/users',
        payload: { email: 'm@example.org', role: 'reviewer', reviewer_id: 'rvr_nope' },
      });
      assert.equal(unknown.json().error.param, 'reviewer_id');
      const s = await person(t, 'ng@example.org', 'reviewer');
      const linked = await t.call({ method: 'PATCH', url: `/v1/users/${s.id}`, payload: { reviewer_id: rvr.id } });
      assert.equal(linked.statusCode, 200, linked.body);
      assert.equal(linked.json().reviewer_id, rvr.id);
      const me = (await asUser(t, s, { method: 'GET', url: '/v1/me' })).json();
      assert.deepEqual([me.role, me.reviewer], ['reviewer', rvr.id]);
    });

    it('a PHI read through a session is in the HIPAA access report under the person’s email', async () => {
      const s = await person(t, 'phi.reader@example.org', 'member');
      const start = new Date(Date.now() - 1).toISOString();
      const project = (await t.call({ method: 'POST', url: '/v1/projects', payload: { name: 'phi' } })).json().id;
      const ds = (await t.call({ method: 'POST', url: '/v1/datasets', payload: { project, name: 'd' } })).json().id;
      const smp = (
        await t.call({
          method: 'POST',
          url: `/v1/datasets/${ds}/samples`,
          payload: { input: 'pt', output: 'dx', contains_phi: true },
        })
      ).json().id;
      const read = await asUser(t, s, {
        method: 'GET',
        url: `/v1/samples/${smp}`,
        headers: { 'x-access-justification': 'chart review' },
      });
      assert.equal(read.statusCode, 200, read.body);
      const end = new Date(Date.now() + 1).toISOString();
      const rpt = await t.call({
        method: 'POST',
        url: '/v1/audit/reports',
        payload: { report_type: 'hipaa_access', format: 'json', start_time: start, end_time: end },
      });
      assert.equal(rpt.statusCode, 201, rpt.body);
      let status = '';
      for (let i = 0; i < 2400 && status !== 'completed' && status !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 25));
        status = (await t.call({ method: 'GET', url: `/v1/audit/reports/${rpt.json().id}` })).json().status;
      }
      assert.equal(status, 'completed');
      const doc = (await t.call({ method: 'GET', url: `/v1/audit/reports/${rpt.json().id}/download` })).json();
      const [entry] = doc.entries;
      assert.equal(entry.event_type, 'sample.phi_accessed');
      assert.deepEqual([entry.actor.type, entry.actor.id, entry.actor.email], ['user', s.id, 'phi.reader@example.org']);
      assert.equal(entry.context.access_justification, 'chart review');
    });

    it('the cookie works on the PDP surface too, in its error shape', async () => {
      const s = await person(t, 'pdp@example.org', 'member');
      assert.equal((await asUser(t, s, { method: 'GET', url: '/api/escalations' })).statusCode, 200);
      const csrf = await asUser(t, s, { method: 'POST', url: '/api/agents', payload: { name: 'x' }, csrf: null });
      assert.equal(csrf.statusCode, 403);
      assert.deepEqual(csrf.json(), { error: 'Missing or invalid CSRF token' });
      const stale = await t.call({
        method: 'GET',
        url: '/api/escalations',
        key: null,
        headers: { cookie: `lk_session=${'A'.repeat(43)}` },
      });
      assert.deepEqual([stale.statusCode, stale.json()], [401, { error: 'Sign in again' }]);
    });
  });
}

for (const engine of ENGINES) {
  describe(`console sign-in rate limits [${engine}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await makeApp({ engine });
    });
    after(() => t.close());

    it('public sign-in routes are limited per client address, with the /v1 headers', async () => {
      await freshMinute();
      let last = await login(t, {});
      assert.equal(last.statusCode, 400);
      assert.equal(last.headers['x-ratelimit-limit'], '60');
      for (let i = 0; i < 60 && last.statusCode !== 429; i++) last = await login(t, {});
      assert.equal(last.statusCode, 429);
      assert.equal(last.json().error.code, 'rate_limit_exceeded');
      assert.ok(Number(last.headers['retry-after']) > 0);
      // A key's own budget is untouched.
      assert.equal((await t.call({ method: 'GET', url: '/v1/me' })).statusCode, 200);
    });
  });
}
