import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { before, it } from 'node:test';
import Database from 'better-sqlite3';
import {
  acceptByApi,
  checkA11y,
  describeInBrowser,
  invite,
  newTab,
  PASSWORD,
  screenshot,
  signIn,
} from './browser-helpers.js';

/** RFC 6238 (SHA-1, 30 s, 6 digits): what an authenticator app shows for a base32 secret. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const h = createHmac('sha1', key).update(counter).digest();
  const o = h[h.length - 1]! & 0xf;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Sign-in as a security boundary, seen from the browser: lockout, idle timeout, CSRF, sessions, sign-out. */
describeInBrowser('console in Chromium: sign-in, sessions and their limits', {}, (suite) => {
  before(async () => {
    const { server } = suite;
    for (const email of [
      'locked@example.org',
      'idle@example.org',
      'csrf@example.org',
      'totp@example.org',
      'two@example.org',
    ]) {
      const { path } = await invite(server, { email, role: 'member' });
      await acceptByApi(server, path, PASSWORD);
    }
  });

  it('says a wrong password is wrong, then that the account is locked and when to retry', async () => {
    const { server, browser } = suite;
    const { page, problems, context } = await newTab(browser);
    await page.goto(`${server.url}/console/sign-in`);
    await page.getByLabel('Email').fill('locked@example.org');
    for (let i = 1; i <= 5; i++) {
      await page.getByLabel('Password', { exact: true }).fill(`wrong password ${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      // The fifth failure locks: its own answer may already say so.
      if (i < 5) assert.equal(await alert.textContent(), 'Email or password is incorrect');
    }
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/this account is locked\. Try again in \d+ seconds/).waitFor();
    await checkA11y(page, 'sign-in locked');
    await screenshot(page, 'sign-in-locked');
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('ends an idle session: the next page is the sign-in form saying so', async () => {
    const { server, browser } = suite;
    await server.api('PATCH', '/v1/auth/policy', { idle_timeout_minutes: 5 });
    const { page, context } = await newTab(browser);
    await signIn(page, server, 'idle@example.org', PASSWORD);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { name: 'Sessions' }).waitFor();
    await checkA11y(page, 'account');
    await screenshot(page, 'account');

    // The server has no injectable clock: the session row is made 6 minutes idle in the database,
    // with the server stopped, since a running server also remembers the activity it saw.
    await server.stop();
    const db = new Database(join(server.dataDir, 'latchkey.db'));
    const moved = db
      .prepare(
        "update sessions set last_seen_at = last_seen_at - 360000 where user_id = (select id from users where email = 'idle@example.org')",
      )
      .run();
    db.close();
    assert.equal(moved.changes, 1);
    await server.restart();

    await page.getByRole('link', { name: 'Escalations' }).click();
    await page.getByText('Your session has ended. Sign in again.').waitFor();
    assert.match(page.url(), /\/console\/sign-in\?expired=1/);
    const res = await page.evaluate(async () => {
      const r = await fetch('/v1/auth/session');
      return { status: r.status, body: await r.json() };
    });
    assert.equal(res.status, 401);
    assert.equal(res.body.error.code, 'session_expired');
    await context.close();
  });

  it('enrols TOTP from the account page; sign-in then asks for the code and accepts it', async () => {
    const { server, browser } = suite;
    const { page, problems, context } = await newTab(browser);
    await signIn(page, server, 'totp@example.org', PASSWORD);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.locator('code.secret').textContent())!;
    await checkA11y(page, 'account totp');
    await page.getByLabel('6-digit code from your authenticator app').fill(totp(secret));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByText('Two-factor sign-in is on.').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').fill('totp@example.org');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    // A code is good once: the next time step's code, as the app would show it 30 s on.
    await page.getByLabel(/Authentication code/).fill(totp(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('lists the sessions on the account page and revokes another one: that browser is signed out', async () => {
    const { server, browser } = suite;
    const laptop = await newTab(browser);
    const ward = await newTab(browser);
    await signIn(laptop.page, server, 'two@example.org', PASSWORD);
    await signIn(ward.page, server, 'two@example.org', PASSWORD);
    await laptop.page.getByRole('link', { name: 'Account' }).click();
    await laptop.page.getByText('This session').waitFor();
    const revoke = laptop.page.getByRole('button', { name: /^Revoke session ses_/ });
    assert.equal(await revoke.count(), 1);
    await revoke.click();
    await laptop.page.getByText('This session').waitFor();
    await laptop.page.getByRole('button', { name: /^Revoke session/ }).waitFor({ state: 'detached' });

    await ward.page.getByRole('link', { name: 'Account' }).click();
    await ward.page.getByText('Your session has ended. Sign in again.').waitFor();
    assert.deepEqual([...laptop.problems, ...ward.problems], []);
    await laptop.context.close();
    await ward.context.close();
  });

  it('refuses a state change without the CSRF token, or with a forged one, and changes nothing', async () => {
    const { server, browser } = suite;
    const { page, context } = await newTab(browser);
    await signIn(page, server, 'csrf@example.org', PASSWORD);
    const out = await page.evaluate(async () => {
      // Inline on purpose: a named helper here would be compiled with tsx's __name, unknown in the page.
      const a = await fetch('/v1/auth/logout', { method: 'POST' });
      const missing = { status: a.status, body: await a.json() };
      const b = await fetch('/v1/auth/logout', { method: 'POST', headers: { 'x-csrf-token': 'forged-token' } });
      const forged = { status: b.status, body: await b.json() };
      const still = (await fetch('/v1/auth/session')).status;
      return { missing, forged, still };
    });
    for (const r of [out.missing, out.forged]) {
      assert.equal(r.status, 403);
      assert.equal(r.body.error.code, 'forbidden');
      assert.equal(r.body.error.message, 'Missing or invalid CSRF token');
    }
    assert.equal(out.still, 200, 'the refused logout did not end the session');

    // The console's own sign-out carries the token and works.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const after = await page.evaluate(async () => (await fetch('/v1/auth/session')).status);
    assert.equal(after, 401);
    // (auth.failed reason csrf is aggregated per minute like key failures; the auth tests check it.)
    await context.close();
  });
});
