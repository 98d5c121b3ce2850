import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config.js';
import { prepare } from '../src/main.js';
import { createDeps } from '../src/platform/deps.js';
import { busyPort, ensureBuilt, serve } from './cli-helpers.js';
import { ENGINES, freshPgUrl, REDIS_URL } from './helpers.js';

/**
 * `latchkey serve` that cannot serve exits non-zero having closed what it opened (with Redis
 * configured, an open connection alone would keep the process alive), and leaves no admin key
 * that nobody was shown. The timeouts only end a hung process; nothing asserts a duration.
 */

const ADMIN_KEY = /Admin API key for org "default" \(shown once[^\n]*\n\n {2}lk_live_\w+/;

for (const engine of ENGINES) {
  describe(`latchkey serve that cannot start [${engine}]`, { timeout: 120_000 }, () => {
    let cwd: string;
    before(() => {
      ensureBuilt();
      cwd = mkdtempSync(join(tmpdir(), 'latchkey-serve-'));
    });
    after(() => rmSync(cwd, { recursive: true, force: true }));

    /** A fresh database (a data dir, and on PostgreSQL a schema of its own), with Redis when there is one. */
    async function fresh(): Promise<Record<string, string>> {
      return {
        LATCHKEY_DATA_DIR: mkdtempSync(join(cwd, 'data-')),
        LATCHKEY_HOST: '127.0.0.1',
        ...(engine === 'postgres' ? { LATCHKEY_DATABASE_URL: (await freshPgUrl()).url } : {}),
        ...(REDIS_URL ? { LATCHKEY_REDIS_URL: REDIS_URL } : {}),
      };
    }

    it('on a busy port: exits non-zero, and the admin key comes with the first start that serves', async () => {
      const env = await fresh();
      const blocker = await busyPort();
      const failed = serve({ cwd, env: { ...env, LATCHKEY_PORT: String(blocker.port) } });
      assert.equal(await failed.exited, 1, failed.output());
      assert.match(failed.output(), /EADDRINUSE/);
      assert.doesNotMatch(failed.output(), /lk_live_/);

      blocker.server.close();
      await once(blocker.server, 'close');
      const ok = serve({ cwd, env: { ...env, LATCHKEY_PORT: String(blocker.port) } });
      try {
        await ok.waitFor(/Latchkey is ready/);
        assert.match(ok.output(), ADMIN_KEY); // one write: the key is there with the line
      } finally {
        assert.equal(await ok.stop(), 0, ok.output());
      }
    });

    it('with a secret key that cannot open the database: exits non-zero naming the variable, never listens', async () => {
      const env = await fresh();
      const first = createDeps(loadConfig({ ...env, LATCHKEY_LOG_LEVEL: 'silent' }));
      await prepare(first);
      await first.close();
      // SQLite: the data dir's key replaced. PostgreSQL: an instance with a data dir of its own.
      const other = engine === 'sqlite' ? env : { ...env, LATCHKEY_DATA_DIR: mkdtempSync(join(cwd, 'data-')) };
      if (engine === 'sqlite')
        writeFileSync(join(env.LATCHKEY_DATA_DIR!, 'secret.key'), randomBytes(32).toString('hex'));
      const refused = serve({ cwd, env: { ...other, LATCHKEY_PORT: '0' } });
      assert.equal(await refused.exited, 1, refused.output());
      assert.match(refused.output(), /LATCHKEY_SECRET_KEY: .*cannot open/);
      assert.doesNotMatch(refused.output(), /listening|ready/i);
    });
  });
}
