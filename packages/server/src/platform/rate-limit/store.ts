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
  /** Count per check after this request (or the current count when refused). */
  counts: number[];
}

/**
 * Atomic check-then-count: either every window has room and all are incremented (and the
 * concurrency slot taken), or nothing changes. Refused requests do not eat the budget.
 */
export interface RateLimitStore {
  consume(checks: WindowCheck[], slot: ConcurrencySlot | null): Promise<ConsumeResult>;
  release(slot: ConcurrencySlot): Promise<void>;
}

/** Slots older than this are presumed leaked (a crashed instance) and no longer count. */
export const SLOT_TTL_MS = 10 * 60_000;
