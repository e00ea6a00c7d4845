// What this process keeps of the database is a copy, and the change feed keeps
// it honest. The database announces every committed change on the channel
// `clinic_changes` (triggers of migration 0009: one NOTIFY per statement with
// the keys it touched), to every instance at once. Each cache declares the keys
// its entries depend on, and the feed drops exactly those entries. No writer
// clears a cache: the change itself is the message, so a write through another
// instance, a background job or a script is seen the same way.
//
// While notifications are not being delivered (PostgreSQL's listening
// connection is down; a dropped connection is noticed within about 7 s) caches
// are bypassed, and when delivery resumes everything cached is dropped, since
// anything may have been missed. Each cache also has an age bound of its own
// for what changes with the clock rather than the data.
import type { Database } from '../db/client.ts';
import { systemClock } from './clock.ts';

export const CHANGES_CHANNEL = 'clinic_changes';

/** Keys of the feed; the triggers of migration 0009 send the same ones. */
export const changeKeys = {
  doctor: (id: string) => `doctor:${id}`,
  /** Any doctor's account, profile, clinic, hours or specialities. */
  anyDoctor: 'doctor:*',
  calendar: (doctorId: string) => `calendar:${doctorId}`,
  billing: (doctorId: string) => `billing:${doctorId}`,
  inbox: (userId: string) => `inbox:${userId}`,
  announcements: 'announcements',
} as const;

const EVERYTHING = '*';

export type ChangeListener = (keys: ReadonlySet<string> | 'everything') => void;

export interface CacheOptions {
  /** The age bound for what changes with the clock, not with the data. */
  maxAgeMs: number;
  maxEntries?: number;
}

export class ChangeFeed {
  private readonly caches = new Map<string, DependentCache<unknown>>();
  private readonly listeners = new Set<ChangeListener>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly nowMs: () => number = () => systemClock.now().getTime(),
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(CHANGES_CHANNEL, {
      onMessage: (payload) => this.apply(payload.split(',')),
      onReset: () => this.applyEverything(),
      onDown: () => this.applyEverything(),
    });
  }

  /** Whether changes are being delivered now; caches hold nothing while not. */
  get live(): boolean {
    return this.database.listening;
  }

  /**
   * The cache called `name`, made on first use: the modules that read the
   * same thing (a doctor's practice, say) share one.
   */
  cache<V>(name: string, options: CacheOptions): DependentCache<V> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new DependentCache<unknown>(this, options, this.nowMs);
      this.caches.set(name, cache);
    }
    return cache as DependentCache<V>;
  }

  /** Calls `fn` with the keys of every change; returns the unsubscribe. */
  subscribe(fn: ChangeListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Resolves once the changes committed before the call have reached this
   * process: a request that wrote answers only after its own change is
   * visible to its next read here.
   */
  caughtUp(): Promise<void> {
    return this.database.caughtUp();
  }

  async close(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop) await stop();
  }

  private apply(raw: string[]) {
    if (raw.includes(EVERYTHING)) return this.applyEverything();
    const keys = new Set<string>();
    for (const key of raw) {
      if (!key) continue;
      keys.add(key);
      if (key.startsWith('doctor:')) keys.add(changeKeys.anyDoctor);
    }
    for (const cache of this.caches.values()) cache.drop(keys);
    for (const fn of this.listeners) fn(keys);
  }

  private applyEverything() {
    for (const cache of this.caches.values()) cache.clear();
    for (const fn of this.listeners) fn('everything');
  }
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  /** The value once loaded, for readers that cannot wait a turn per key (peek). */
  loaded?: { value: V };
  deps: Set<string>;
}

/**
 * Values by key, each entry depending on the feed keys it names. An entry is
 * dropped when a change to one of them arrives, when its age bound passes, or
 * when the feed cannot vouch for it.
 */
export class DependentCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byDep = new Map<string, Set<string>>();
  /** Counts drops, so a load that ran across one is not kept (see get). */
  private generation = 0;

  constructor(
    private readonly feed: Pick<ChangeFeed, 'live'>,
    private readonly options: CacheOptions,
    private readonly nowMs: () => number,
  ) {}

  /**
   * The cached value of `key`, or `load()`'s, shared by concurrent callers.
   * `deps` are known before loading; `depsOf` names more once the value is
   * known (a search page depends on the calendars of the doctors it shows).
   */
  get(
    key: string,
    deps: readonly string[],
    load: () => Promise<V>,
    depsOf?: (value: V) => readonly string[],
  ): Promise<V> {
    if (!this.feed.live) return load();
    const now = this.nowMs();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.maxAgeMs) return hit.value;
    if (hit) this.remove(key);
    if (this.entries.size >= (this.options.maxEntries ?? 10_000)) this.clear();
    const startedAt = this.generation;
    const value = load();
    const entry: Entry<V> = { at: now, value, deps: new Set() };
    this.entries.set(key, entry);
    this.index(key, entry, deps);
    value.then(
      (v) => {
        entry.loaded = { value: v };
        if (this.entries.get(key) !== entry || !depsOf) return;
        // A change that arrived while loading may concern a key only the
        // value names: the value may predate it, so it is not kept.
        if (this.generation !== startedAt) this.remove(key);
        else this.index(key, entry, depsOf(v));
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    return value;
  }

  /**
   * The kept value of `key` if it is loaded and within its age bound, at once;
   * otherwise undefined (not kept, still loading, or the feed cannot vouch).
   * For a reader of thousands of keys in one request, where a promise per key
   * costs more than the value (search's "available today" over a city). Such
   * a reader passes the instant it answers for, read once for all its keys.
   */
  peek(key: string, nowMs = this.nowMs()): V | undefined {
    if (!this.feed.live) return undefined;
    const hit = this.entries.get(key);
    if (!hit?.loaded || nowMs - hit.at >= this.options.maxAgeMs) return undefined;
    return hit.loaded.value;
  }

  drop(keys: ReadonlySet<string>): void {
    this.generation++;
    for (const dep of keys) {
      const owners = this.byDep.get(dep);
      if (!owners) continue;
      for (const key of [...owners]) this.remove(key);
    }
  }

  /** Drops one entry, for a value its reader found out of date by the clock. */
  forget(key: string): void {
    this.remove(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byDep.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private index(key: string, entry: Entry<V>, deps: readonly string[]) {
    for (const dep of deps) {
      entry.deps.add(dep);
      let owners = this.byDep.get(dep);
      if (!owners) this.byDep.set(dep, (owners = new Set()));
      owners.add(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const dep of entry.deps) {
      const owners = this.byDep.get(dep);
      owners?.delete(key);
      if (owners && owners.size === 0) this.byDep.delete(dep);
    }
  }
}
