import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { generateKey } from '../src/platform/keys/key-material.js';
import { connectRedis } from '../src/platform/rate-limit/redis-store.js';
import { freshMinute, REDIS_URL } from './helpers.js';

/**
 * Two real server processes over one SQLite data dir and one Redis: a key has one budget,
 * whichever instance answers. Needs LATCHKEY_TEST_REDIS_URL and the built CLI (dist).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = join(ROOT, 'packages/server/dist/cli.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The environment of this process without any LATCHKEY_* setting, so only ours apply. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('LATCHKEY_')) env[k] = v;
  return { ...env, ...extra };
}

interface Instance {
  port: number;
  child: ChildProcess;
  output: string[];
}

describe('rate limits shared through Redis by two server processes', {
  skip: !REDIS_URL && 'LATCHKEY_TEST_REDIS_URL not set',
}, () => {
  const key = generateKey();
  const instances: Instance[] = [];
  let dataDir = '';
  const baseEnv = () => ({ LATCHKEY_DATA_DIR: dataDir, LATCHKEY_LOG_LEVEL: 'warn' });

  function cli(...args: string[]): string {
    const r = spawnSync(process.execPath, [CLI, ...args, '--data-dir', dataDir], {
      cwd: ROOT,
      env: cleanEnv(baseEnv()),
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, `latchkey ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
    return r.stdout;
  }

  async function start(): Promise<Instance> {
    const port = await freePort();
    const child = spawn(process.execPath, [CLI, 'serve'], {
      cwd: ROOT,
      env: cleanEnv({
        ...baseEnv(),
        LATCHKEY_HOST: '127.0.0.1',
        LATCHKEY_PORT: String(port),
        LATCHKEY_REDIS_URL: REDIS_URL!,
        LATCHKEY_RATE_LIMIT_SCALE: '0.1', // starter: 6 per minute
        LATCHKEY_BOOTSTRAP_KEY: key,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const inst: Instance = { port, child, output: [] };
    instances.push(inst);
    child.stdout!.on('data', (d) => inst.output.push(String(d)));
    child.stderr!.on('data', (d) => inst.output.push(String(d)));
    // Ready when /readyz says so (database and Redis both reachable).
    for (let attempt = 0; attempt < 200; attempt++) {
      if (child.exitCode !== null) break;
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (res?.status === 200) return inst;
      await sleep(100);
    }
    assert.fail(`instance on port ${port} never became ready (exit ${child.exitCode}):\n${inst.output.join('')}`);
  }

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'latchkey-rl-redis-'));
    if (!existsSync(CLI)) {
      const build = spawnSync('npx', ['tsc', '-b', 'packages/contract', 'packages/server'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      assert.ok(existsSync(CLI), `build failed:\n${build.stdout}\n${build.stderr}`);
    }
    await start();
    // On the plan the test is about before any API traffic (the first start created org "default").
    assert.match(cli('org', 'set-plan', 'starter'), /plan starter/);
    await start();
  });

  after(async () => {
    await Promise.all(
      instances.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    if (!dataDir) return;
    // Best effort: delete this run's counters (they expire by themselves). Keys hold the fresh
    // API key id of this run, so nothing else in this Redis is touched.
    try {
      const ids = [...cli('keys', 'list').matchAll(/^(key_\S+)/gm)].map((m) => m[1]!);
      const redis = connectRedis(REDIS_URL!);
      for (const id of ids) {
        const found = await redis.keys(`rl:${id}:*`);
        if (found.length) await redis.del(...found);
      }
      await redis.quit();
    } catch {
      // cleanup only
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('one key has one budget across both instances: exactly 6 of 12 alternating requests succeed', async () => {
    // Twelve sequential requests must land in one minute window.
    await freshMinute();

    const results: { port: number; status: number; remaining: string | null; body: string }[] = [];
    // starter x 0.1 also allows only 1 concurrent request. An instance frees its slot when the
    // response closes, which can reach Redis just after the client's next request does. Such a
    // refusal ("concurrent") spends no budget, so it is retried; it is not what this test is about.
    let concurrencyRetries = 0;
    const send = async (port: number) => {
      for (;;) {
        const res = await fetch(`http://127.0.0.1:${port}/v1/usage`, { headers: { authorization: `Bearer ${key}` } });
        const body = await res.text();
        if (res.status === 429 && JSON.parse(body).error?.details?.window === 'concurrent' && concurrencyRetries < 20) {
          concurrencyRetries++;
          await sleep(20);
          continue;
        }
        return { res, body };
      }
    };
    for (let i = 0; i < 12; i++) {
      const { port } = instances[i % 2]!;
      const { res, body: text } = await send(port);
      results.push({ port, status: res.status, remaining: res.headers.get('x-ratelimit-remaining'), body: text });
      if (res.status === 429) {
        const body = JSON.parse(text);
        assert.equal(body.error.type, 'rate_limit_error');
        assert.equal(body.error.code, 'rate_limit_exceeded');
        assert.deepEqual(body.error.details, {
          limit: 6,
          window: '1m',
          retry_after: Number(res.headers.get('retry-after')),
        });
        assert.equal(res.headers.get('x-ratelimit-limit'), '6');
      }
    }
    const summary = JSON.stringify(results.map(({ port, status, remaining }) => ({ port, status, remaining })));
    assert.deepEqual(
      results.map((r) => r.status),
      [200, 200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429],
      summary,
    );
    // Remaining counts down through both instances: the budget is shared, not per process.
    assert.deepEqual(
      results.slice(0, 6).map((r) => r.remaining),
      ['5', '4', '3', '2', '1', '0'],
      summary,
    );
    assert.equal(new Set(results.slice(0, 6).map((r) => r.port)).size, 2, 'both instances served successes');
  });
});
