import type { Plan } from '@latchkey/contract';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.js';
import { MemoryStore } from './memory-store.js';
import { type Category, ENDPOINT_LIMITS, PLAN_LIMITS } from './plans.js';
import { RedisStore } from './redis-store.js';
import type { ConcurrencySlot, ConsumeResult, RateLimitStore, WindowCheck } from './store.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;

export interface LimitRequest {
  keyId: string;
  plan: Plan;
  category: Category;
  /** `METHOD /route/pattern`, with `#batch` appended for sample batches. */
  endpoint: string;
}

/** Anything headers can be set on: a Fastify reply. */
interface HeaderTarget {
  header(name: string, value: string): unknown;
}

/**
 * An admitted request: which limit its headers describe, and the concurrency slots it holds.
 * A class rather than an object of closures: one is made per request on the hot path.
 */
export class Verdict {
  private released = false;

  constructor(
    private readonly store: RateLimitStore,
    private readonly slots: readonly ConcurrencySlot[],
    private readonly member: number,
    /** The limit closest to running out, and its count after this request. */
    private readonly tightest: LimitWindow,
    private readonly count: number,
  ) {}

  get headers(): Record<string, string> {
    return headersFor(this.tightest, this.count);
  }

  /** Sets the four X-RateLimit-* headers without building an object for them. */
  applyHeaders(target: HeaderTarget): void {
    const c = this.tightest;
    target.header('x-ratelimit-limit', c.limitText);
    target.header('x-ratelimit-remaining', String(Math.max(0, c.limit - this.count)));
    target.header('x-ratelimit-reset', c.resetText);
    target.header('x-ratelimit-window', c.windowText);
  }

  /** Gives back the slots. May be called on send and again on socket close: only the first counts. */
  release(): void {
    if (this.released) return;
    this.released = true;
    for (const slot of this.slots) {
      const done = this.store.release(slot, this.member);
      if (done) done.catch(() => {});
    }
  }
}

/** A window with its header values rendered once: the descriptors are reused for a minute. */
interface LimitWindow extends WindowCheck {
  limitText: string;
  resetText: string;
  windowText: string;
}

/** A plan limit under the operator's LATCHKEY_RATE_LIMIT_SCALE (never below 1). */
export const scaleLimit = (n: number, scale: number) => Math.max(1, Math.round(n * scale));

const windowName = (ms: number) => (ms === HOUR ? '1h' : '1m');

// Limit names are built once, not per request.
const CATEGORY_WINDOW: Record<Category, string> = {
  read: 'cat-read',
  write: 'cat-write',
  batch: 'cat-batch',
  export: 'cat-export',
  evaluation: 'cat-evaluation',
};
type EndpointLimit = { perMinute: number; window: string };
type Limits = { plan: Plan; category: Category; checks: LimitWindow[]; slots: ConcurrencySlot[] };
const ENDPOINTS = new Map<string, EndpointLimit>(
  Object.entries(ENDPOINT_LIMITS).map(([endpoint, limit]) => [endpoint, { ...limit, window: `ep-${endpoint}` }]),
);

let slotSeq = 0;

/**
 * Per-key limits of §11: requests per minute and hour, the category per minute, the
 * endpoint-specific limit and concurrent requests, all checked in one atomic store call.
 */
export class RateLimiter {
  /** key id → endpoint → the window and slot descriptors built for it this minute. */
  private readonly recent = new Map<string, Map<string, Limits>>();
  private recentMinute = 0;

  constructor(
    private readonly store: RateLimitStore,
    private readonly scale: number,
  ) {}

  get enabled(): boolean {
    return this.scale > 0;
  }

  private scaled(n: number): number {
    return scaleLimit(n, this.scale);
  }

  private window(name: string, scope: string, limit: number, windowMs: number, now: number): LimitWindow {
    const start = Math.floor(now / windowMs) * windowMs;
    const resetAt = start + windowMs;
    return {
      scope,
      name,
      start,
      limit,
      windowMs,
      resetAt,
      limitText: String(limit),
      resetText: String(Math.ceil(resetAt / 1000)),
      windowText: String(windowMs / 1000),
    };
  }

  /**
   * Throws a 429 AppError (with headers) when any limit is spent. Answers synchronously when the
   * store does (memory), so the common request path allocates no promise.
   */
  check(req: LimitRequest): Verdict | Promise<Verdict> {
    const now = Date.now();
    const { checks, slots } = this.limitsFor(req, now);
    const member = ++slotSeq;
    const r = this.consume(checks, slots, member);
    return r instanceof Promise
      ? r.then((x) => this.verdict(x, checks, slots, member, now))
      : this.verdict(r, checks, slots, member, now);
  }

  /**
   * The window and slot descriptors of a request. They are the same for every request of a key,
   * route and plan within one minute, so they are kept and reused rather than rebuilt per request.
   */
  private limitsFor(req: LimitRequest, now: number): Limits {
    const minute = Math.floor(now / MINUTE) * MINUTE;
    let byRoute = this.recent.get(req.keyId);
    const hit = byRoute?.get(req.endpoint);
    if (hit && hit.checks[0]!.start === minute && hit.plan === req.plan && hit.category === req.category) {
      return hit;
    }
    const plan = PLAN_LIMITS[req.plan];
    const endpoint = ENDPOINTS.get(req.endpoint);
    const checks = [
      this.window('minute', req.keyId, this.scaled(plan.perMinute), MINUTE, now),
      this.window('hour', req.keyId, this.scaled(plan.perHour), HOUR, now),
      this.window(CATEGORY_WINDOW[req.category], req.keyId, this.scaled(plan.category[req.category]), MINUTE, now),
    ];
    if (endpoint) checks.push(this.window(endpoint.window, req.keyId, this.scaled(endpoint.perMinute), MINUTE, now));
    // One live audit stream per key is a lease the stream holds, not a slot here (ADR 0034).
    const slots: ConcurrencySlot[] = [{ scope: req.keyId, name: 'concurrent', limit: this.scaled(plan.concurrent) }];
    if (!byRoute || this.recentMinute !== minute) {
      // Start afresh each minute: memory stays bounded by the keys active in the last one.
      if (this.recentMinute !== minute) this.recent.clear();
      this.recentMinute = minute;
      byRoute = this.recent.get(req.keyId) ?? new Map();
      this.recent.set(req.keyId, byRoute);
    }
    const limits = { plan: req.plan, category: req.category, checks, slots };
    byRoute.set(req.endpoint, limits);
    return limits;
  }

  private verdict(
    r: ConsumeResult,
    checks: LimitWindow[],
    slots: readonly ConcurrencySlot[],
    member: number,
    now: number,
  ): Verdict {
    const { refusedBy, refusedSlot, counts } = r;
    const t = tightest(checks, counts);
    if (refusedBy === null) return new Verdict(this.store, slots, member, checks[t]!, counts[t]!);
    const headers = headersFor(checks[t]!, counts[t]!);
    if (refusedBy === -1) {
      const slot = slots[refusedSlot ?? 0]!;
      throw tooMany(headers, { limit: slot.limit, window: 'concurrent', retry_after: 1 });
    }
    const c = checks[refusedBy]!;
    const retryAfter = Math.max(1, Math.ceil((c.resetAt - now) / 1000));
    throw tooMany(
      { ...headers, ...headersFor(c, counts[refusedBy]!) },
      { limit: c.limit, window: windowName(c.windowMs), retry_after: retryAfter },
    );
  }

  /**
   * A store that cannot answer (Redis unreachable) fails closed with a 503 and Retry-After, not
   * an unexplained 500: the client should retry, and the limits are never silently skipped.
   */
  private consume(
    checks: WindowCheck[],
    slots: readonly ConcurrencySlot[],
    member: number,
  ): ConsumeResult | Promise<ConsumeResult> {
    try {
      const r = this.store.consume(checks, slots, member);
      return r instanceof Promise ? r.catch(() => Promise.reject(unavailable())) : r;
    } catch {
      throw unavailable();
    }
  }

  /** Applies `then` now for a plain value, or after the promise for a remote store. */
  private settle<A, B>(value: A | Promise<A>, then: (a: A) => B): B | Promise<B> {
    return value instanceof Promise ? value.then(then) : then(value);
  }

  /** The PDP surface: one per-minute budget per key, only when the org has set one. */
  checkPdp(keyId: string, perMinute: number): void | Promise<void> {
    const now = Date.now();
    const check = this.window('pdp', keyId, perMinute, MINUTE, now);
    return this.settle(this.consume([check], [], 0), ({ refusedBy }) => {
      if (refusedBy !== null) {
        const retryAfter = Math.max(1, Math.ceil((check.resetAt - now) / 1000));
        throw tooMany(
          { 'retry-after': String(retryAfter) },
          { limit: perMinute, window: '1m', retry_after: retryAfter },
        );
      }
    });
  }
}

const unavailable = () =>
  new AppError('service_unavailable', 'Rate limiting is temporarily unavailable; retry shortly', {
    headers: { 'retry-after': '1' },
  });

function headersFor(c: WindowCheck, count: number): Record<string, string> {
  return {
    'x-ratelimit-limit': String(c.limit),
    'x-ratelimit-remaining': String(Math.max(0, c.limit - count)),
    'x-ratelimit-reset': String(Math.ceil(c.resetAt / 1000)),
    'x-ratelimit-window': String(c.windowMs / 1000),
  };
}

/** The index of the limit closest to running out (fewest remaining, then shortest window): the headers describe it. */
function tightest(checks: WindowCheck[], counts: number[]): number {
  let best = 0;
  for (let i = 1; i < checks.length; i++) {
    const left = checks[i]!.limit - counts[i]!;
    const bestLeft = checks[best]!.limit - counts[best]!;
    if (left < bestLeft || (left === bestLeft && checks[i]!.windowMs < checks[best]!.windowMs)) best = i;
  }
  return best;
}

function tooMany(headers: Record<string, string>, details: { limit: number; window: string; retry_after: number }) {
  return new AppError('rate_limit_exceeded', `Rate limit exceeded: retry after ${details.retry_after}s`, {
    details,
    headers: { ...headers, 'retry-after': String(details.retry_after) },
  });
}

export function createRateLimiter(opts: { redis: Redis | undefined; scale: number }): RateLimiter {
  return new RateLimiter(opts.redis ? new RedisStore(opts.redis) : new MemoryStore(), opts.scale);
}
