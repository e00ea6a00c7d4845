import { systemClock } from './clock.ts';

/**
 * A small per-instance cache with a time limit. Used where a few seconds of
 * staleness across instances is acceptable and a local write clears it.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();
  constructor(
    private readonly ttlMs: number,
    // Elapsed time for the limit; the app's clock unless a test passes its own.
    private readonly nowMs: () => number = () => systemClock.now().getTime(),
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached value, or `load()`'s; concurrent callers share one load. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && this.nowMs() - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { at: this.nowMs(), value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
