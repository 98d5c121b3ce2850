// Micro benchmark of the per-request pieces of the platform path, in a tight loop:
// rate-limit check + release (memory store), request id, key hash. Best of 5 runs.
// Usage: npx tsx bench/hot-path-micro.ts
import { sha256Hex } from '../packages/server/src/platform/crypto/hash.js';
import { ulid } from '../packages/server/src/platform/ids.js';
import { MemoryStore } from '../packages/server/src/platform/rate-limit/memory-store.js';
import { RateLimiter, type Verdict } from '../packages/server/src/platform/rate-limit/rate-limiter.js';

const limiter = new RateLimiter(new MemoryStore(), 1e6);
const request = {
  keyId: 'key_01M7Z8RXRX4RG15FXW9GEXSWTJ',
  plan: 'enterprise' as const,
  category: 'read' as const,
  endpoint: 'GET /v1/me',
};

function time(label: string, fn: () => void, n = 300_000): void {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 5; r++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < n; i++) fn();
    best = Math.min(best, Number(process.hrtime.bigint() - t) / n / 1000);
  }
  console.log(`${label.padEnd(32)} ${best.toFixed(3)} µs`);
}

time('rate limit check + release', () => (limiter.check(request) as Verdict).release());
time('request id (ULID)', () => ulid());
time('API key hash (SHA-256)', () => sha256Hex('lk_live_abcdefghijklmnopqrstuvwxyzABCDEF'));
