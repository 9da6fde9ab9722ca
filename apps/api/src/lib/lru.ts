/**
 * A small least-recently-used map with an optional time to live, for the public page's caches: Map
 * keeps insertion order, so the first key is always the oldest one. A read moves an entry to the newest
 * end only once more than half the map's size was written after it: a page read thousands of times a
 * second is not taken out and put back each time, and an entry read within the last max / 2 writes is
 * never the one let go.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number; written: number }>();
  private writes = 0;

  constructor(
    private readonly max: number,
    private readonly ttlMs = Infinity,
  ) {}

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    if (this.writes - entry.written > this.max / 2) {
      this.entries.delete(key);
      entry.written = ++this.writes;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  /** `ttlMs`: this entry's own lifetime, when it differs from the others'. */
  set(key: K, value: V, now = Date.now(), ttlMs = this.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + ttlMs, written: ++this.writes });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key matches, e.g. all pages of one invitation. */
  deleteWhere(matches: (key: K) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
