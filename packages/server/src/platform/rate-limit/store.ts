/**
 * One fixed-window counter to check: what it limits (`scope`, the API key id), which limit
 * (`name`: minute, hour, a category, an endpoint) and which window (`start`). The parts stay
 * separate so the memory store needs no per-request key string; Redis joins them (`windowKey`).
 */
export interface WindowCheck {
  scope: string;
  name: string;
  start: number;
  limit: number;
  windowMs: number;
  resetAt: number;
}

/**
 * A set of concurrency slots (`scope` the API key id, `name` which limit). A request holds one
 * member of it, a number unique in this process, passed separately so the slot descriptors of a
 * key and route can be reused across requests.
 */
export interface ConcurrencySlot {
  scope: string;
  name: string;
  limit: number;
}

export const windowKey = (c: WindowCheck) => `rl:${c.scope}:${c.name}:${c.start}`;
export const slotKey = (s: ConcurrencySlot) => `rl:${s.scope}:${s.name}`;

export interface ConsumeResult {
  /** Index of the first check that refused, -1 for a refused concurrency slot, null when allowed. */
  refusedBy: number | null;
  /** When `refusedBy` is -1: the index of the first slot that was full. */
  refusedSlot?: number;
  /** Count per check after this request (or the current count when refused). */
  counts: number[];
}

/**
 * Atomic check-then-count: either every window and every concurrency slot set has room and all
 * windows are incremented (and all slots taken), or nothing changes. Refused requests do not eat
 * the budget. Windows are checked before slots, so a request over a window limit reports that.
 */
export interface RateLimitStore {
  /** The memory store answers synchronously: no promise on the hot path when nothing is remote. */
  consume(
    checks: WindowCheck[],
    slots: readonly ConcurrencySlot[],
    member: number,
  ): ConsumeResult | Promise<ConsumeResult>;
  release(slot: ConcurrencySlot, member: number): void | Promise<void>;
}

/** Slots older than this are presumed leaked (a crashed instance) and no longer count. */
export const SLOT_TTL_MS = 10 * 60_000;
