import { type EventLoopUtilization, performance } from 'node:perf_hooks';

/**
 * Keeps background work to a share of the event loop while requests need it, and out of the
 * way not at all when they do not. The loop's utilisation while we pause is everyone else's
 * demand: near 0 on an idle server (pause ~0, full speed), near 1 under load (pause so that our
 * chunks take at most `share` of the time). `authorize` shares this thread and is the hot path.
 */
export class LoopShare {
  private pauseStart: EventLoopUtilization | undefined;

  constructor(
    private readonly share = 0.1,
    private readonly maxPauseMs = 1_000,
  ) {}

  /** Call when a chunk starts; returns its start time. */
  begin(): number {
    return performance.now();
  }

  /** The pause to take after a chunk that started at `startedAt`. */
  pauseAfter(startedAt: number): number {
    const busy = performance.now() - startedAt;
    const others = this.pauseStart ? performance.eventLoopUtilization(this.pauseStart).utilization : 1;
    this.pauseStart = performance.eventLoopUtilization();
    return Math.min(this.maxPauseMs, busy * (1 / this.share - 1) * others);
  }
}
