import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CONSOLE_CSP } from '../src/console/console.routes.js';
import { ENGINES, makeApp, type TestApp } from './helpers.js';

/** The console's static files: CSP on every answer, cache rules, the SPA fallback, the not-built 503. */
for (const engine of ENGINES) {
  describe(`console assets [${engine}]`, () => {
    let dir: string;
    let t: TestApp;
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'latchkey-console-'));
      mkdirSync(join(dir, 'assets'));
      writeFileSync(
        join(dir, 'index.html'),
        '<!doctype html><script type="module" src="/console/assets/a-1.js"></script>',
      );
      writeFileSync(join(dir, 'assets', 'a-1.js'), 'console.log(1)');
      writeFileSync(join(dir, 'assets', 'a-1.css'), 'body{}');
      t = await makeApp({ engine, env: { LATCHKEY_CONSOLE_DIR: dir } });
    });
    after(async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('serves index.html for /console and any /console/* route, never cached, under a strict CSP', async () => {
      for (const url of ['/console', '/console/', '/console/queue', '/console/tasks/task_1', '/console/accept']) {
        const res = await t.call({ method: 'GET', url, key: null });
        assert.equal(res.statusCode, 200, url);
        assert.match(res.headers['content-type'] as string, /^text\/html/);
        assert.equal(res.headers['cache-control'], 'no-cache');
        assert.equal(res.headers['content-security-policy'], CONSOLE_CSP);
        assert.equal(res.headers['x-frame-options'], 'DENY');
        assert.match(res.body, /assets\/a-1\.js/);
      }
      for (const part of ["default-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'"])
        assert.ok(CONSOLE_CSP.includes(part), part);
      assert.doesNotMatch(CONSOLE_CSP, /unsafe-inline|unsafe-eval/);
    });

    it('serves hashed assets with a year of immutable cache and their type; a missing one is a 404', async () => {
      const js = await t.call({ method: 'GET', url: '/console/assets/a-1.js', key: null });
      assert.equal(js.statusCode, 200);
      assert.match(js.headers['content-type'] as string, /^text\/javascript/);
      assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(js.body, 'console.log(1)');
      const css = await t.call({ method: 'GET', url: '/console/assets/a-1.css', key: null });
      assert.match(css.headers['content-type'] as string, /^text\/css/);
      // Assets come from a map of the built files: no path reaches another file of the disk.
      for (const url of [
        '/console/assets/nope.js',
        '/console/assets/%2e%2e/%2e%2e/secret.key',
        '/console/assets/..%2findex.html',
      ]) {
        const res = await t.call({ method: 'GET', url, key: null });
        assert.equal(res.statusCode, 404, url);
        assert.doesNotMatch(res.body, /secret|doctype/i);
      }
    });

    it('answers 503 with what to do when the console was not built', async () => {
      const empty = mkdtempSync(join(tmpdir(), 'latchkey-console-empty-'));
      const u = await makeApp({ engine, env: { LATCHKEY_CONSOLE_DIR: empty } });
      try {
        for (const url of ['/console', '/console/queue', '/console/assets/a-1.js']) {
          const res = await u.call({ method: 'GET', url, key: null });
          assert.equal(res.statusCode, 503, url);
          assert.match(res.body, /npm run build/);
          assert.equal(res.headers['content-security-policy'], CONSOLE_CSP);
        }
      } finally {
        await u.close();
        rmSync(empty, { recursive: true, force: true });
      }
    });
  });
}
