import type { WriteWatch } from '../db/client.ts';

/** Where a route may keep small reads between requests (KeptReads on Node and in the node tests; none on Workers). */
export interface ReadCache {
  /** `usable`: whether a kept value may still answer (a session that ended by the app's clock may not). */
  read<T extends object>(tables: readonly string[], key: string, load: () => Promise<T | undefined>, usable?: (value: T) => boolean): Promise<T | undefined>;
}

/**
 * Small rows a hot route reads on every request — the guest link's guest and its event's versions,
 * which name the page kept under them (decision 035) — kept in process while nothing was written
 * through this process's client to the tables they come from (WriteWatch, which also counts the
 * tables whose triggers write them: a wishlist item added moves `events`, whose wishlist version a
 * trigger bumps). Like KeptSessions (decision 042), an entry is also dropped after `ttlMs` of wall
 * time, which bounds what a write from another process could leave stale, and only found rows are
 * kept: a made-up token always asks the database. Values are frozen: a caller cannot change what
 * the next request reads.
 */
export class KeptReads implements ReadCache {
  private readonly entries = new Map<string, { value: object; generation: number; at: number }>();

  constructor(
    private readonly writes: WriteWatch,
    private readonly ttlMs = 5000,
    private readonly maxEntries = 5000,
    private readonly wallClock: () => number = () => Date.now(),
  ) {}

  async read<T extends object>(tables: readonly string[], key: string, load: () => Promise<T | undefined>, usable?: (value: T) => boolean): Promise<T | undefined> {
    const at = this.wallClock();
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation(tables) && at - entry.at < this.ttlMs && (!usable || usable(entry.value as T))) return entry.value as T;
    // Read before loading: a write that finishes while the load runs makes this entry stale at once.
    const generation = this.generation(tables);
    const value = await load();
    if (value === undefined) {
      this.entries.delete(key);
      return undefined;
    }
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value: Object.freeze(value), generation, at });
    return value;
  }

  // Every table's count only grows, so an unchanged sum means none moved.
  private generation(tables: readonly string[]): number {
    let sum = 0;
    for (const table of tables) sum += this.writes.tableGeneration(table);
    return sum;
  }
}

/** `load`'s row, through the app's ReadCache when it has one. `tables`: every table the row is read from; `usable`: see ReadCache. */
export function keptRead<T extends object>(
  cache: ReadCache | undefined,
  tables: readonly string[],
  key: string,
  load: () => Promise<T | undefined>,
  usable?: (value: T) => boolean,
): Promise<T | undefined> {
  return cache ? cache.read(tables, key, load, usable) : load();
}
