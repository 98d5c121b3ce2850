/**
 * A read-through cache for the hot path: a hit answers synchronously (no promise), a miss loads
 * once however many callers wait on it. Entries live `ttlMs`; a write in this process calls
 * `invalidate`, so only another instance can serve a stale value, for at most `ttlMs`.
 */
export class ReadThroughCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by every invalidation, so a load that raced one does not store its stale answer. */
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly load: (key: string) => Promise<V>,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const epoch = this.epoch;
    const p = this.load(key).then(
      (value) => {
        this.loading.delete(key);
        if (epoch === this.epoch && this.ttlMs > 0) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value, until: Date.now() + this.ttlMs });
        }
        return value;
      },
      (err) => {
        this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, p);
    return p;
  }

  invalidate(key?: string): void {
    this.epoch += 1;
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
    // A load already under way may read the old row: make later callers start a fresh one.
    if (key === undefined) this.loading.clear();
    else this.loading.delete(key);
  }
}
