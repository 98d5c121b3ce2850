import { performance } from 'node:perf_hooks';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { acquireLease, releaseLease, renewLease } from './stream-lease.repository.js';

export type AcquireResult = { held: true } | { held: false; remainingMs: number };

/**
 * Where the leases of live audit streams are kept (ADR 0034). A lease is a name, the random token
 * of its holder and an expiry; only the holder's token renews or releases it, and an unrenewed
 * lease lapses by itself, so a dead holder frees it within one TTL.
 */
export interface LeaseStore {
  /** Takes `name` for `token` unless another holder's lease is still running (then: ms it has left). */
  acquire(name: string, token: string, ttlMs: number): Promise<AcquireResult>;
  /** Extends the lease to `ttlMs` from now; false when `token` no longer holds it (lapsed or taken). */
  renew(name: string, token: string, ttlMs: number): Promise<boolean>;
  release(name: string, token: string): Promise<void>;
}

/**
 * One process (SQLite without Redis). Expiries use the monotonic clock: a wall-clock step (NTP,
 * a suspended VM) neither lapses a live lease nor prolongs a stale one.
 */
export class MemoryLeaseStore implements LeaseStore {
  private readonly leases = new Map<string, { token: string; expiresAt: number }>();

  async acquire(name: string, token: string, ttlMs: number): Promise<AcquireResult> {
    const now = performance.now();
    const current = this.leases.get(name);
    if (current && current.expiresAt > now) return { held: false, remainingMs: current.expiresAt - now };
    this.leases.set(name, { token, expiresAt: now + ttlMs });
    return { held: true };
  }

  async renew(name: string, token: string, ttlMs: number): Promise<boolean> {
    const now = performance.now();
    const current = this.leases.get(name);
    if (!current || current.token !== token || current.expiresAt <= now) return false;
    current.expiresAt = now + ttlMs;
    return true;
  }

  async release(name: string, token: string): Promise<void> {
    if (this.leases.get(name)?.token === token) this.leases.delete(name);
  }
}

// Redis keeps the expiry itself (PX, its own clock): nothing depends on the instances' clocks.
const ACQUIRE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return -1 end
return redis.call('PTTL', KEYS[1])
`;
const RENEW = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

type Script = (key: string, ...argv: (string | number)[]) => Promise<number>;

/** Shared by every instance using the Redis (SQLite processes over one file, or any engine). */
export class RedisLeaseStore implements LeaseStore {
  private readonly scripts: Record<'acquire' | 'renew' | 'release', Script>;

  constructor(redis: Redis) {
    redis.defineCommand('latchkeyLeaseAcquire', { numberOfKeys: 1, lua: ACQUIRE });
    redis.defineCommand('latchkeyLeaseRenew', { numberOfKeys: 1, lua: RENEW });
    redis.defineCommand('latchkeyLeaseRelease', { numberOfKeys: 1, lua: RELEASE });
    const commands = redis as unknown as Record<string, Script>;
    const bind = (name: string): Script => commands[name]!.bind(redis);
    this.scripts = {
      acquire: bind('latchkeyLeaseAcquire'),
      renew: bind('latchkeyLeaseRenew'),
      release: bind('latchkeyLeaseRelease'),
    };
  }

  private key = (name: string) => `lk:stream-lease:${name}`;

  async acquire(name: string, token: string, ttlMs: number): Promise<AcquireResult> {
    const left = Number(await this.scripts.acquire(this.key(name), token, ttlMs));
    return left === -1 ? { held: true } : { held: false, remainingMs: Math.max(0, left) };
  }

  async renew(name: string, token: string, ttlMs: number): Promise<boolean> {
    return Number(await this.scripts.renew(this.key(name), token, ttlMs)) === 1;
  }

  async release(name: string, token: string): Promise<void> {
    await this.scripts.release(this.key(name), token);
  }
}

/** Several PostgreSQL instances without Redis: a row per lease, by the database's clock. */
export class DbLeaseStore implements LeaseStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly engine: Engine,
  ) {}

  acquire(name: string, token: string, ttlMs: number): Promise<AcquireResult> {
    return acquireLease(this.db, this.engine, name, token, ttlMs);
  }

  renew(name: string, token: string, ttlMs: number): Promise<boolean> {
    return renewLease(this.db, this.engine, name, token, ttlMs);
  }

  release(name: string, token: string): Promise<void> {
    return releaseLease(this.db, name, token);
  }
}
