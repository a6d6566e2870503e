/**
 * Entries kept in memory by key, the most recently used first to stay, within a bound of size —
 * the sum of what the caller says each entry weighs (the characters of an answer or a page) — and
 * optionally of entries. An entry heavier than `maxEntrySize` is never kept, so one entry cannot
 * push out most of the others. The answer caches (the shared answers of cache/json-responses.ts, the
 * kept answers of cache/versioned-answers.ts, the compressed pages of middleware/html-page.ts) keep
 * their entries here, so each states its bounds and none repeats the bookkeeping.
 */
export class RecentBySize<Value> {
  private readonly entries = new Map<string, { value: Value; size: number }>();
  private held = 0;

  constructor(private readonly bounds: { maxSize: number; maxEntries?: number; maxEntrySize?: number }) {}

  /** The entry's value, which becomes the most recently used. */
  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` (replacing any entry there), then drops the least recently used past the bounds. */
  set(key: string, value: Value, size: number): void {
    this.delete(key);
    const { maxSize, maxEntries = Infinity, maxEntrySize = maxSize } = this.bounds;
    if (size > maxEntrySize) return;
    this.entries.set(key, { value, size });
    this.held += size;
    for (const oldKey of this.entries.keys()) {
      if (this.held <= maxSize && this.entries.size <= maxEntries) break;
      this.delete(oldKey);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  /** The sum of the kept entries' sizes. */
  get heldSize(): number {
    return this.held;
  }
}
