import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/**
 * Keeps background work to a small share of the event loop while requests need it, and runs it
 * at full speed when they do not. `authorize` shares this thread and is the hot path.
 *
 * Chunks run without yielding (better-sqlite3 is synchronous), so their wall time is their CPU
 * time. Everyone else's demand is the loop's utilisation minus our own chunks, over windows of
 * about half a second: near 0 on an idle server (no pause), and from `busyAt` up (a loaded
 * server; a closed loop of clients feels every added millisecond) our chunks get at most
 * `share` of the time.
 */
export class LoopShare {
  private windowStart: EventLoopUtilization = performance.eventLoopUtilization();
  private ours = 0;
  /** Others' utilisation in the last full window; assume load until one is measured. */
  private others = 1;

  constructor(
    private readonly share = 0.05,
    private readonly busyAt = 0.25,
    private readonly maxPauseMs = 1_000,
    private readonly windowMs = 500,
  ) {}

  /** Call when a chunk starts; returns its start time. */
  begin(): number {
    return performance.now();
  }

  /** The pause to take after a chunk that started at `startedAt`. */
  pauseAfter(startedAt: number): number {
    const busy = performance.now() - startedAt;
    this.ours += busy;
    const d = performance.eventLoopUtilization(this.windowStart);
    const total = d.active + d.idle;
    if (total >= this.windowMs) {
      const rest = Math.max(1, total - this.ours);
      this.others = Math.min(1, Math.max(0, d.active - this.ours) / rest);
      this.windowStart = performance.eventLoopUtilization();
      this.ours = 0;
    }
    return Math.min(this.maxPauseMs, busy * (1 / this.share - 1) * Math.min(1, this.others / this.busyAt));
  }
}
