import { Redis } from 'ioredis';
import { type ConcurrencySlot, type ConsumeResult, type RateLimitStore, SLOT_TTL_MS, type WindowCheck } from './store.js';

// KEYS: n window counters, then the slot set (when ARGV[1] == '1').
// ARGV: hasSlot, now, n, then limit/expireAt pairs, then slot member and limit.
const CONSUME = `
local hasSlot = ARGV[1] == '1'
local now = tonumber(ARGV[2])
local n = tonumber(ARGV[3])
local counts = {}
for i = 1, n do
  counts[i] = tonumber(redis.call('GET', KEYS[i]) or '0')
end
for i = 1, n do
  if counts[i] >= tonumber(ARGV[2 + i * 2]) then
    return {i - 1, counts}
  end
end
if hasSlot then
  local slotKey = KEYS[n + 1]
  redis.call('ZREMRANGEBYSCORE', slotKey, '-inf', now - ${SLOT_TTL_MS})
  if redis.call('ZCARD', slotKey) >= tonumber(ARGV[4 + n * 2]) then
    return {-1, counts}
  end
  redis.call('ZADD', slotKey, now, ARGV[3 + n * 2])
  redis.call('PEXPIRE', slotKey, ${SLOT_TTL_MS})
end
for i = 1, n do
  counts[i] = redis.call('INCR', KEYS[i])
  if counts[i] == 1 then
    redis.call('PEXPIREAT', KEYS[i], ARGV[3 + i * 2])
  end
end
return {-2, counts}
`;

export function connectRedis(url: string): Redis {
  // Fail fast rather than queue commands forever: a request must not hang on a dead Redis.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => {});
  return redis;
}

/** Shared store: every instance pointing at the same Redis draws on one budget per key. */
export class RedisStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {
    redis.defineCommand('latchkeyConsume', { lua: CONSUME });
  }

  async consume(checks: WindowCheck[], slot: ConcurrencySlot | null): Promise<ConsumeResult> {
    const keys = checks.map((c) => c.key);
    const argv: (string | number)[] = [slot ? '1' : '0', Date.now(), checks.length];
    for (const c of checks) argv.push(c.limit, c.resetAt);
    if (slot) {
      keys.push(slot.key);
      argv.push(slot.member, slot.limit);
    }
    const cmd = (this.redis as unknown as Record<string, (...a: unknown[]) => Promise<[number, number[]]>>)
      .latchkeyConsume!;
    const [code, counts] = await cmd.call(this.redis, keys.length, ...keys, ...argv);
    return { refusedBy: code === -2 ? null : code, counts: counts.map(Number) };
  }

  async release(slot: ConcurrencySlot): Promise<void> {
    await this.redis.zrem(slot.key, slot.member);
  }
}
