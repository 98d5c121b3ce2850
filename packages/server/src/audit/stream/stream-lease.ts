import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { AppError } from '../../platform/errors/app-error.js';
import type { LeaseStore } from './lease-stores.js';

/**
 * The live streams an API key may hold at once (DESIGN §10, the spec's "1 concurrent connection"),
 * as leases in a store every instance shares (ADR 0034). A holder renews its lease while it
 * streams and releases it when the stream ends; a holder that died stops renewing, and its lease
 * lapses within one TTL. A second stream is refused with the real reason and a Retry-After saying
 * when the running lease could lapse.
 */
export class StreamLeases {
  private readonly releasing = new Set<Promise<void>>();

  constructor(
    /** null: streams are not limited (LATCHKEY_RATE_LIMITS=off). */
    readonly store: LeaseStore | null,
    /** Streams per key: 1, times LATCHKEY_RATE_LIMIT_SCALE. */
    readonly perKey: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Takes one of the key's slots, or throws 429 (all taken) or 503 (the store did not answer). */
  async take(keyId: string, ttlMs: number): Promise<StreamLease | null> {
    if (!this.store || this.perKey <= 0) return null;
    const token = randomBytes(16).toString('base64url');
    let soonest = Number.POSITIVE_INFINITY;
    for (let slot = 0; slot < this.perKey; slot++) {
      const name = `${keyId}:${slot}`;
      let r: Awaited<ReturnType<LeaseStore['acquire']>>;
      const sentAt = performance.now();
      try {
        r = await this.store.acquire(name, token, ttlMs);
      } catch (err) {
        this.onError(err);
        throw new AppError('service_unavailable', 'Stream limits are temporarily unavailable; retry shortly', {
          headers: { 'retry-after': '1' },
        });
      }
      if (r.held) {
        return new StreamLease(this.store, name, token, { ttlMs, sentAt }, this.onError, (p) => this.track(p));
      }
      soonest = Math.min(soonest, r.remainingMs);
    }
    // The other stream's lease is renewed while it streams: this is when it lapses if it stops.
    const retryAfter = Math.max(1, Math.ceil(soonest / 1000));
    const streams = this.perKey === 1 ? 'Another audit stream is' : `${this.perKey} audit streams are`;
    throw new AppError(
      'rate_limit_exceeded',
      `${streams} already open for this API key (${this.perKey} allowed at a time): close it first, or retry after ${retryAfter}s`,
      {
        details: { limit: this.perKey, window: 'concurrent', retry_after: retryAfter },
        headers: { 'retry-after': String(retryAfter) },
      },
    );
  }

  /** Waits for releases under way (shutdown: before the store's connection closes). */
  async drain(): Promise<void> {
    await Promise.all(this.releasing);
  }

  private track(p: Promise<void>): void {
    this.releasing.add(p);
    p.finally(() => this.releasing.delete(p)).catch(() => {});
  }
}

/** One held lease: renewed every `renewMs` by `keep`, given back by `release`. */
export class StreamLease {
  private timer: NodeJS.Timeout | undefined;
  private released = false;
  private renewing = false;
  private lost: (() => void) | undefined;
  private readonly ttlMs: number;
  /** When the last successful take or renewal was sent (monotonic): the lease runs ttlMs from then at least. */
  private confirmedAt: number;

  constructor(
    private readonly store: LeaseStore,
    readonly name: string,
    private readonly token: string,
    taken: { ttlMs: number; sentAt: number },
    private readonly onError: (err: unknown) => void,
    private readonly track: (p: Promise<void>) => void,
  ) {
    this.ttlMs = taken.ttlMs;
    this.confirmedAt = taken.sentAt;
  }

  /**
   * Renews every `renewMs`. `lost` is called once the lease is no longer this holder's: the store
   * says another token holds it, or no renewal got through for a whole TTL (the store unreachable
   * or slow), after which another instance may take it. The stream must end then, so that two
   * never run at once. A renewal still pending does not hold up the next check.
   */
  keep(renewMs: number, lost: () => void): void {
    if (this.released) return;
    this.lost = lost;
    this.timer = setInterval(() => this.tick(), renewMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.released) return;
    if (performance.now() - this.confirmedAt >= this.ttlMs) {
      this.lose();
      return;
    }
    if (this.renewing) return;
    this.renewing = true;
    const sentAt = performance.now();
    this.store
      .renew(this.name, this.token, this.ttlMs)
      .then(
        (ours) => {
          if (this.released) return;
          if (ours) this.confirmedAt = Math.max(this.confirmedAt, sentAt);
          else this.lose();
        },
        (err) => this.onError(err),
      )
      .finally(() => {
        this.renewing = false;
      });
  }

  private lose(): void {
    this.stop();
    this.lost?.();
  }

  /** Gives the lease back at once; later calls do nothing. */
  release(): void {
    if (this.released) return;
    this.stop();
    this.track(this.store.release(this.name, this.token).catch(this.onError));
  }

  private stop(): void {
    this.released = true;
    clearInterval(this.timer);
  }
}
