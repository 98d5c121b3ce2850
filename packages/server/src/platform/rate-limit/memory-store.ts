import type { ConcurrencySlot, ConsumeResult, RateLimitStore, WindowCheck } from './store.js';

/** Single-process store. Expired windows are swept lazily so memory stays bounded by active keys. */
export class MemoryStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();
  private readonly slots = new Map<string, Set<string>>();
  private lastSweep = 0;

  async consume(checks: WindowCheck[], slots: ConcurrencySlot[]): Promise<ConsumeResult> {
    const now = Date.now();
    if (now - this.lastSweep > 60_000) this.sweep(now);
    const counts = checks.map((c) => {
      const w = this.windows.get(c.key);
      return w && w.expiresAt > now ? w.count : 0;
    });
    const refused = checks.findIndex((c, i) => counts[i]! >= c.limit);
    if (refused >= 0) return { refusedBy: refused, counts };
    const full = slots.findIndex((s) => (this.slots.get(s.key)?.size ?? 0) >= s.limit);
    if (full >= 0) return { refusedBy: -1, refusedSlot: full, counts };
    for (const s of slots) {
      const held = this.slots.get(s.key) ?? new Set<string>();
      held.add(s.member);
      this.slots.set(s.key, held);
    }
    checks.forEach((c, i) => {
      const w = this.windows.get(c.key);
      if (w && w.expiresAt > now) w.count += 1;
      else this.windows.set(c.key, { count: 1, expiresAt: c.resetAt });
      counts[i] = counts[i]! + 1;
    });
    return { refusedBy: null, counts };
  }

  async release(slot: ConcurrencySlot): Promise<void> {
    const held = this.slots.get(slot.key);
    if (!held) return;
    held.delete(slot.member);
    if (held.size === 0) this.slots.delete(slot.key);
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.expiresAt <= now) this.windows.delete(k);
  }
}
