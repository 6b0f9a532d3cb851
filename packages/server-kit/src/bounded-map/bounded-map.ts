/** Why the map dropped an entry on its own. */
export type EvictionReason = 'room' | 'expired';

export interface BoundedMapOptions<K, V> {
  /** The most entries held: when one more is needed, the least recently used entry goes. */
  maxEntries: number;
  /**
   * The most weight held in all (bytes, say), with `weightOf`: least recently used entries go until a new
   * one fits; one heavier than all of it is not held.
   */
  maxWeight?: number;
  /** What an entry weighs against `maxWeight` (read once, when it is set). */
  weightOf?: (key: K, value: V) => number;
  /** How long an entry stays usable unless `set` says otherwise (ms); until pushed out when absent. */
  ttlMs?: number;
  /** The clock the TTLs are read on (ms). */
  now?: () => number;
  /**
   * Called with each entry the map drops on its own: pushed out for room, or found expired. Not called
   * for `delete`, `clear` or a `set` that replaces a value: the caller knows about those.
   */
  onEvict?: (key: K, value: V, reason: EvictionReason) => void;
}

/** What a cache built on the map reports (they feed the operators' metrics). */
export interface BoundedMapStats {
  hits: number;
  misses: number;
  evicted: number;
}

interface Entry<V> {
  value: V;
  /** When it stops being usable (ms on the map's clock); Infinity for no TTL. */
  until: number;
  weight: number;
}

/**
 * An in-process map with a ceiling on its entries and an optional TTL per entry. Full, it drops the least
 * recently used entry, one at a time, never everything at once; the owner hears of each drop (`onEvict`),
 * so that what an entry held (counts leased from Redis, an index entry) can be given back or cleaned.
 * A read or a write is a `Map` get and set: recency is the `Map`'s own insertion order.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weightOf: ((key: K, value: V) => number) | undefined;
  private heldWeight = 0;
  private readonly ttlMs: number | undefined;
  private readonly now: () => number;
  private readonly onEvict: BoundedMapOptions<K, V>['onEvict'];
  /** The most recently used key: reading it again moves nothing (the common case of a hot key). */
  private newest: K | undefined;
  private counts: BoundedMapStats = { hits: 0, misses: 0, evicted: 0 };

  constructor(options: BoundedMapOptions<K, V>) {
    if (!(options.maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
    this.maxEntries = options.maxEntries;
    this.maxWeight = options.maxWeight ?? Infinity;
    this.weightOf = options.weightOf;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? (() => Date.now());
    this.onEvict = options.onEvict;
  }

  /** The value of `key` while it is usable, now the most recently used; undefined otherwise. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      this.counts.misses += 1;
      return undefined;
    }
    if (entry.until !== Infinity && entry.until <= this.now()) {
      this.remove(key);
      this.counts.misses += 1;
      this.evicted(key, entry.value, 'expired');
      return undefined;
    }
    this.counts.hits += 1;
    if (this.newest !== key) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newest = key;
    }
    return entry.value;
  }

  /**
   * Holds `value` for `ttlMs` (the map's TTL by default; at most until pushed out when neither is given),
   * as the most recently used entry. A full map first drops its least recently used entries. False when
   * the value weighs more than the whole map may (then no value is held for `key`).
   */
  set(key: K, value: V, ttlMs: number | undefined = this.ttlMs): boolean {
    const until = ttlMs === undefined ? Infinity : this.now() + ttlMs;
    const weight = this.weightOf ? this.weightOf(key, value) : 0;
    const held = this.entries.get(key);
    if (held && weight === held.weight) {
      this.entries.delete(key);
      held.value = value;
      held.until = until;
      this.entries.set(key, held);
      this.newest = key;
      return true;
    }
    if (held) this.remove(key);
    if (weight > this.maxWeight) return false;
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.heldWeight + weight > this.maxWeight)
    )
      this.dropLeastRecent();
    this.entries.set(key, { value, until, weight });
    this.heldWeight += weight;
    this.newest = key;
    return true;
  }

  delete(key: K): boolean {
    return this.remove(key);
  }

  clear(): void {
    this.entries.clear();
    this.heldWeight = 0;
    this.newest = undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The weight held in all (0 without `weightOf`). */
  get weight(): number {
    return this.heldWeight;
  }

  /** Usable entries, least recently used first, without counting as a use. */
  *usable(): IterableIterator<[K, V]> {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.until > now) yield [key, entry.value];
  }

  /** Reads that found a usable entry, reads that did not, and entries the map dropped on its own. */
  get stats(): BoundedMapStats {
    return { ...this.counts };
  }

  private dropLeastRecent(): void {
    const oldest = this.entries.entries().next();
    if (oldest.done) return;
    const [key, entry] = oldest.value;
    this.remove(key);
    this.evicted(key, entry.value, entry.until <= this.now() ? 'expired' : 'room');
  }

  private remove(key: K): boolean {
    if (key === this.newest) this.newest = undefined;
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.heldWeight -= entry.weight;
    return this.entries.delete(key);
  }

  private evicted(key: K, value: V, reason: EvictionReason): void {
    this.counts.evicted += 1;
    this.onEvict?.(key, value, reason);
  }
}
