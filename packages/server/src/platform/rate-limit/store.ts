/** One fixed-window counter to check: `key` already names the window it counts. */
export interface WindowCheck {
  name: string;
  key: string;
  limit: number;
  windowMs: number;
  resetAt: number;
}

export interface ConcurrencySlot {
  key: string;
  member: string;
  limit: number;
}

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
  consume(checks: WindowCheck[], slots: ConcurrencySlot[]): Promise<ConsumeResult>;
  release(slot: ConcurrencySlot): Promise<void>;
}

/** Slots older than this are presumed leaked (a crashed instance) and no longer count. */
export const SLOT_TTL_MS = 10 * 60_000;
