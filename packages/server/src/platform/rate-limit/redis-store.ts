import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  type ConcurrencySlot,
  type ConsumeResult,
  type RateLimitStore,
  SLOT_TTL_MS,
  slotKey,
  type WindowCheck,
  windowKey,
} from './store.js';

// KEYS: n window counters, then m concurrency slot sets.
// ARGV: now, n, m, then n limit/expireAt pairs, then m member/limit pairs.
// Returns {status, slotIndex, counts}: status is the refusing check's index, -1 for a full slot
// set (slotIndex says which), -2 when allowed.
const CONSUME = `
local now = tonumber(ARGV[1])
local n = tonumber(ARGV[2])
local m = tonumber(ARGV[3])
local counts = {}
for i = 1, n do
  counts[i] = tonumber(redis.call('GET', KEYS[i]) or '0')
end
for i = 1, n do
  if counts[i] >= tonumber(ARGV[2 + i * 2]) then
    return {i - 1, 0, counts}
  end
end
local base = 2 + n * 2
for j = 1, m do
  local slotKey = KEYS[n + j]
  redis.call('ZREMRANGEBYSCORE', slotKey, '-inf', now - ${SLOT_TTL_MS})
  if redis.call('ZCARD', slotKey) >= tonumber(ARGV[base + j * 2 + 1]) then
    return {-1, j - 1, counts}
  end
end
for j = 1, m do
  local slotKey = KEYS[n + j]
  redis.call('ZADD', slotKey, now, ARGV[base + j * 2])
  redis.call('PEXPIRE', slotKey, ${SLOT_TTL_MS})
end
for i = 1, n do
  counts[i] = redis.call('INCR', KEYS[i])
  if counts[i] == 1 then
    redis.call('PEXPIREAT', KEYS[i], ARGV[3 + i * 2])
  end
end
return {-2, 0, counts}
`;

export function connectRedis(url: string): Redis {
  // One retry per command, then fail: a request gets a 503 (limits fail closed) instead of
  // waiting on a dead Redis. Commands issued while connecting are queued until it answers.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => {});
  return redis;
}

// Slot members must be unique across the instances sharing Redis, not unguessable.
const INSTANCE = randomBytes(6).toString('hex');
const memberOf = (member: number) => `${INSTANCE}:${member}`;

/** Shared store: every instance pointing at the same Redis draws on one budget per key. */
export class RedisStore implements RateLimitStore {
  constructor(private readonly redis: Redis) {
    redis.defineCommand('latchkeyConsume', { lua: CONSUME });
  }

  async consume(checks: WindowCheck[], slots: readonly ConcurrencySlot[], member: number): Promise<ConsumeResult> {
    const keys = [...checks.map(windowKey), ...slots.map(slotKey)];
    const argv: (string | number)[] = [Date.now(), checks.length, slots.length];
    for (const c of checks) argv.push(c.limit, c.resetAt);
    for (const s of slots) argv.push(memberOf(member), s.limit);
    const cmd = (this.redis as unknown as Record<string, (...a: unknown[]) => Promise<[number, number, number[]]>>)
      .latchkeyConsume!;
    const [code, slot, counts] = await cmd.call(this.redis, keys.length, ...keys, ...argv);
    const result: ConsumeResult = { refusedBy: code === -2 ? null : code, counts: counts.map(Number) };
    if (code === -1) result.refusedSlot = slot;
    return result;
  }

  async release(slot: ConcurrencySlot, member: number): Promise<void> {
    await this.redis.zrem(slotKey(slot), memberOf(member));
  }
}
