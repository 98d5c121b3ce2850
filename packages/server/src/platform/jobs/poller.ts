/**
 * Runs `tick` every `intervalMs` with no overlap: the next run is scheduled only after the
 * previous one settled. `stop()` cancels the schedule and waits for a run in progress, so a
 * shutdown never cuts a send (or its bookkeeping) in half.
 */
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private active = false;
  // Bumped by start(): a chain left over from before a stop() must not keep rescheduling.
  private generation = 0;

  constructor(
    private readonly tick: () => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    this.generation += 1;
    this.schedule(0, this.generation);
  }

  async stop(): Promise<void> {
    this.active = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One run now (tests, or a caller that knows work just arrived); joins a run in progress. */
  runOnce(): Promise<void> {
    if (!this.running) {
      this.running = this.tick()
        .catch(this.onError)
        .finally(() => {
          this.running = undefined;
        });
    }
    return this.running;
  }

  private schedule(delay: number, generation: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.runOnce().finally(() => {
        if (this.active && generation === this.generation) this.schedule(this.intervalMs, generation);
      });
    }, delay);
    // A poller alone must not keep a process (a CLI command, a test run) alive.
    this.timer.unref();
  }
}

/** Exponential backoff with full jitter: uniform in [0, min(cap, base * 2^(attempt - 1))). */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
  return Math.floor(random() * ceiling);
}
