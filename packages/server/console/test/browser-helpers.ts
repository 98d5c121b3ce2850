import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ensureBuilt, ROOT, type Serving, serve } from '../../server/test/cli-helpers.js';

/**
 * Shared by the browser tests: Debian's Chromium (never a downloaded one), a real server on a
 * fresh SQLite data dir, the admin API beside the browser, axe-core and screenshots.
 */

export const CHROMIUM = process.env.LATCHKEY_CHROMIUM || '/usr/bin/chromium';

/** The PostgreSQL pass of scripts/test.mjs (CI's second `node scripts/test.mjs`). */
const PG_PASS = !!process.env.LATCHKEY_TEST_DATABASE_URL;

/**
 * Without Chromium the browser tests are skipped with this message, so `npm test` stays green on
 * a fresh clone; CI sets LATCHKEY_REQUIRE_BROWSER=1 (or CI=true) and then a missing browser fails.
 */
export function browserSkip(opts: { postgres?: boolean } = {}): string | false {
  // Most suites are about pages, not storage: their SQLite run says it all, and the PostgreSQL
  // pass would only repeat it. A suite that opts in runs there too, over a fresh schema.
  if (PG_PASS && !opts.postgres) return 'skipped: this browser test runs in the SQLite pass';
  if (existsSync(CHROMIUM)) return false;
  const required = process.env.LATCHKEY_REQUIRE_BROWSER === '1' || process.env.CI === 'true';
  assert.ok(!required, `Chromium is required here (CI) but ${CHROMIUM} is missing: apt-get install -y chromium`);
  return `skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set LATCHKEY_CHROMIUM)`;
}

/** Screenshots land in docs/console with LATCHKEY_UPDATE_SCREENSHOTS=1 (they differ every run), else in /tmp. */
const SHOTS =
  process.env.LATCHKEY_UPDATE_SCREENSHOTS === '1'
    ? join(ROOT, 'docs/console')
    : mkdtempSync(join(tmpdir(), 'latchkey-shots-'));

function ensureConsoleBuilt(): void {
  ensureBuilt();
  if (existsSync(join(ROOT, 'packages/console/dist/index.html'))) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@latchkey/console'], { cwd: ROOT, encoding: 'utf8' });
  assert.ok(existsSync(join(ROOT, 'packages/console/dist/index.html')), `console build failed:\n${build.stderr}`);
}

export interface Server {
  url: string;
  port: number;
  adminKey: string;
  dataDir: string;
  serving: Serving;
  /** The admin API (or another key's): JSON in, JSON out, any non-2xx throws with the body. */
  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, key?: string): Promise<T>;
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the server and removes its data dir. */
  dispose(): Promise<void>;
}

export async function startServer(opts: { dataDir?: string; port?: number; postgres?: boolean } = {}): Promise<Server> {
  ensureConsoleBuilt();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'latchkey-browser-'));
  const adminKey = `lk_live_${'B'.repeat(32)}`;
  // A schema of its own (dropped with the others by scripts/test.mjs), as the server's tests do;
  // imported only here, since those helpers load the whole server's source.
  const database: Record<string, string> = {};
  if (opts.postgres) {
    const { freshPgUrl } = await import('../../server/test/helpers.js');
    database.LATCHKEY_DATABASE_URL = (await freshPgUrl()).url;
  }
  const env = { LATCHKEY_DATA_DIR: dataDir, LATCHKEY_HOST: '127.0.0.1', LATCHKEY_BOOTSTRAP_KEY: adminKey, ...database };
  const launch = async (port: number) => {
    const s = serve({ cwd: ROOT, env: { ...env, LATCHKEY_PORT: String(port) } });
    const ready = /Latchkey is ready on (http:\/\/[\w.-]+:\d+)/;
    const out = await s.waitFor(ready);
    return { s, url: ready.exec(out)![1]! };
  };
  let { s, url } = await launch(opts.port ?? 0);
  const server: Server = {
    url,
    port: Number(new URL(url).port),
    adminKey,
    dataDir,
    serving: s,
    async api(method, path, body, key = adminKey) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as never;
    },
    // Same port, same data dir: the browser's cookie still applies; the process's memory is new.
    async restart() {
      await s.stop();
      ({ s, url } = await launch(server.port));
      server.serving = s;
    },
    async stop() {
      await s.stop();
    },
    async dispose() {
      await s.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

export async function launchBrowser(): Promise<Browser> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], headless: true });
}

export interface BrowserSuite {
  server: Server;
  browser: Browser;
}

/**
 * A browser test file's frame: a describe() skipped as browserSkip() says, with a served console
 * and Chromium ready before its tests (started side by side) and both gone after. The suite's
 * fields are set once the hooks ran: read them inside hooks and tests, not at definition time.
 * `postgres: true` runs the suite in the PostgreSQL pass too, on that engine.
 */
export function describeInBrowser(
  name: string,
  opts: { postgres?: boolean },
  body: (suite: BrowserSuite) => void,
): void {
  describe(name, { skip: browserSkip(opts), timeout: 180_000 }, () => {
    const suite = {} as BrowserSuite;
    before(async () => {
      [suite.server, suite.browser] = await Promise.all([startServer({ postgres: PG_PASS }), launchBrowser()]);
    });
    after(async () => {
      await suite.browser?.close();
      await suite.server?.dispose();
    });
    body(suite);
  });
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** CSP violations and page errors seen so far: the console must cause none. */
  problems: string[];
}

export async function newTab(browser: Browser): Promise<Tab> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return { context, page, problems };
}

/** axe-core on the page as it is now: no serious or critical violation. */
export async function checkA11y(page: Page, name: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `${name}: accessibility violations`,
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Polls a condition the API only answers by being asked (an evaluation finishing). */
export async function until<T>(what: string, fn: () => Promise<T | undefined>, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await fn();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Invites a person through the admin API; returns the invitation link's path on this server. */
export async function invite(
  server: Server,
  body: { email: string; role: string; reviewer_id?: string; name?: string },
): Promise<{ id: string; path: string }> {
  const user = await server.api<{ id: string; invitation: { url: string } }>('POST', '/v1/users', body);
  const link = new URL(user.invitation.url);
  return { id: user.id, path: `${link.pathname}${link.hash}` };
}

/** Accepts an invitation through the API (for tests whose subject is not the accept page). */
export async function acceptByApi(server: Server, path: string, password: string): Promise<void> {
  const token = new URLSearchParams(path.split('#')[1]).get('token');
  const res = await fetch(`${server.url}/v1/auth/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  });
  assert.equal(res.status, 200, await res.text());
}

export async function signIn(page: Page, server: Server, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/console/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

export const PASSWORD = 'correct horse battery staple 42';
