// What a process keeps in memory (architecture.md): each value with the version it was read at,
// served only while the asker's version is the same, at most `limit` of them, the least recently
// used dropped first (a Map iterates in insertion order: a hit is moved to the end).

export class VersionedCache<V> {
  readonly #entries = new Map<string, { version: string; value: V }>();

  /** `limit`: values kept at most; 0 keeps none. */
  constructor(readonly limit: number) {}

  /** The value kept for `key` at this `version`; undefined when none or when it is of another version. */
  get(key: string, version: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry?.version !== version) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `key` at `version` in place of what was kept; undefined keeps nothing. */
  set(key: string, version: string, value: V | undefined): void {
    this.#entries.delete(key);
    if (value === undefined || this.limit <= 0) return;
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}

/** One cache per database (a test process opens many), made at its first use. */
export function cachePerDatabase<V>(limit: number): (db: object) => VersionedCache<V> {
  const caches = new WeakMap<object, VersionedCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new VersionedCache<V>(limit);
      caches.set(db, cache);
    }
    return cache;
  };
}
