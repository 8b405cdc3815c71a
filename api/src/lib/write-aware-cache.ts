/**
 * The store under the api's caches of public data (the response cache, the drawn pages): entries by key,
 * each until its `expires`, at most `maxEntries` (the oldest goes first), all dropped by `clear()` when a
 * write may have changed public data (the invalidation bus calls it).
 *
 * A fill never races a write: read `current` before computing, and `set` stores only if no `clear()`
 * happened since, so an answer made from data read before a write is never kept.
 */
export class WriteAwareCache<E extends { expires: number }> {
  private entries = new Map<string, E>();
  private generation = 0;

  constructor(
    protected readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Read before computing an entry; give it back to `set`. */
  get current(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): E | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores unless the cache is off or a write happened since `generation` was read. */
  set(key: string, entry: E, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      // oldest first (Map keeps insertion order); entries are short-lived anyway
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
