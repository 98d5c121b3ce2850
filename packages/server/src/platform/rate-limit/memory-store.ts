import {
  type ConcurrencySlot,
  type ConsumeResult,
  type RateLimitStore,
  SLOT_TTL_MS,
  type WindowCheck,
} from './store.js';

interface Window {
  start: number;
  count: number;
  expiresAt: number;
}

/**
 * Single-process store, synchronous. Windows live under their scope (the API key id) and limit
 * name, so a check is two Map lookups on strings the caller already holds: no key is built per
 * request. Expired windows are swept lazily; slots older than SLOT_TTL_MS stop counting.
 */
export class MemoryStore implements RateLimitStore {
  private readonly windows = new Map<string, Map<string, Window>>();
  /** scope → slot name → member → time taken. */
  private readonly slots = new Map<string, Map<string, Map<number, number>>>();
  private lastSweep = 0;

  consume(checks: WindowCheck[], slots: readonly ConcurrencySlot[], member: number): ConsumeResult {
    const now = Date.now();
    if (now - this.lastSweep > 60_000) this.sweep(now);
    const counts: number[] = new Array(checks.length);
    for (let i = 0; i < checks.length; i++) counts[i] = this.current(checks[i]!, now);
    for (let i = 0; i < checks.length; i++) {
      if (counts[i]! >= checks[i]!.limit) return { refusedBy: i, counts };
    }
    for (let i = 0; i < slots.length; i++) {
      if (this.held(slots[i]!, now) >= slots[i]!.limit) return { refusedBy: -1, refusedSlot: i, counts };
    }
    for (const s of slots) this.slotSet(s, true)!.set(member, now);
    for (let i = 0; i < checks.length; i++) {
      const c = checks[i]!;
      let byName = this.windows.get(c.scope);
      if (!byName) {
        byName = new Map();
        this.windows.set(c.scope, byName);
      }
      const w = byName.get(c.name);
      if (w && w.start === c.start && w.expiresAt > now) w.count += 1;
      else byName.set(c.name, { start: c.start, count: 1, expiresAt: c.resetAt });
      counts[i] = counts[i]! + 1;
    }
    return { refusedBy: null, counts };
  }

  release(slot: ConcurrencySlot, member: number): void {
    const held = this.slotSet(slot, false);
    if (!held) return;
    // An emptied set stays until the sweep: a key's next request would otherwise allocate it again.
    held.delete(member);
  }

  private current(c: WindowCheck, now: number): number {
    const w = this.windows.get(c.scope)?.get(c.name);
    return w && w.start === c.start && w.expiresAt > now ? w.count : 0;
  }

  private slotSet(s: ConcurrencySlot, create: boolean): Map<number, number> | undefined {
    let byName = this.slots.get(s.scope);
    if (!byName) {
      if (!create) return undefined;
      byName = new Map();
      this.slots.set(s.scope, byName);
    }
    let held = byName.get(s.name);
    if (!held && create) {
      held = new Map();
      byName.set(s.name, held);
    }
    return held;
  }

  /** Slots held in a set; stale members are dropped only when the set looks full (rare). */
  private held(slot: ConcurrencySlot, now: number): number {
    const held = this.slotSet(slot, false);
    if (!held) return 0;
    if (held.size >= slot.limit) {
      for (const [member, at] of held) if (now - at > SLOT_TTL_MS) held.delete(member);
    }
    return held.size;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [scope, byName] of this.windows) {
      for (const [name, w] of byName) if (w.expiresAt <= now) byName.delete(name);
      if (byName.size === 0) this.windows.delete(scope);
    }
    for (const [scope, byName] of this.slots) {
      for (const [name, held] of byName) if (held.size === 0) byName.delete(name);
      if (byName.size === 0) this.slots.delete(scope);
    }
  }
}
