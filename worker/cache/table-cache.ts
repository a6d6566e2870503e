/**
 * Cache door 1 of 3 (docs/data-and-caching.md): a member's answer or a small row, dropped by any
 * write through this process to a table it reads, and after a few seconds at most. Features call
 * `cachedRead` (a row) or `cachedJson` (a whole answer) and name the tables the load reads; the
 * tests' verify mode checks that list against the SQL and every hit against a fresh read.
 */
import type { WriteWatch } from '../db/client.ts';

/** When a kept value may answer, and whether a value may be kept at all. */
export interface CachedReadOptions<T> {
  /** Whether a kept value may still answer (a session that ended by the app's clock may not). */
  usable?: (value: T) => boolean;
  /** Whether a value just loaded may be kept (a large answer is built again each time rather than held in memory). */
  keep?: (value: T) => boolean;
  /**
   * The tests' verify mode (worker/testing/verified-caches.ts) reads afresh on every hit and fails
   * when the kept value differs: this says what "the same" means where a part of the value is
   * allowed to differ (a kept answer's build time). Default: deep equality.
   */
  sameAs?: (kept: T, fresh: T) => boolean;
}

/** Where a route may keep small reads between requests (TableCache on Node and in the node tests; none on Workers). */
export interface ReadCache {
  read<T extends object>(tables: readonly string[], key: string, load: () => Promise<T | undefined>, options?: CachedReadOptions<T>): Promise<T | undefined>;
}

/**
 * Small rows a hot route reads on every request — the guest link's guest and its event's versions,
 * which name the page kept under them (decision 035) — kept in process while nothing was written
 * through this process's client to the tables they come from (WriteWatch, which also counts the
 * tables whose triggers write them: a wishlist item added moves `events`, whose wishlist version a
 * trigger bumps). As decision 042 sets out for sessions, an entry is also dropped after `ttlMs` of wall
 * time, which bounds what a write from another process could leave stale, and only found rows are
 * kept: a made-up token always asks the database. Values are frozen: a caller cannot change what
 * the next request reads. Entries past their time to live are dropped as new ones come (the map
 * is in load order), so memory holds what was read in the last `ttlMs`, at most `maxEntries` of it.
 */
export class TableCache implements ReadCache {
  private readonly entries = new Map<string, { value: object; generation: number; at: number }>();

  constructor(
    private readonly writes: WriteWatch,
    private readonly ttlMs = 5000,
    private readonly maxEntries = 5000,
    private readonly wallClock: () => number = () => Date.now(),
  ) {}

  async read<T extends object>(tables: readonly string[], key: string, load: () => Promise<T | undefined>, options: CachedReadOptions<T> = {}): Promise<T | undefined> {
    const at = this.wallClock();
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation(tables) && at - entry.at < this.ttlMs && (!options.usable || options.usable(entry.value as T))) return entry.value as T;
    // Read before loading: a write that finishes while the load runs makes this entry stale at once.
    const generation = this.generation(tables);
    const value = await load();
    this.entries.delete(key);
    if (value === undefined || (options.keep && !options.keep(value))) return value;
    this.dropOldest(at);
    this.entries.set(key, { value: Object.freeze(value), generation, at });
    return value;
  }

  /** Drops the entries past their time to live, and the oldest one when the map is full. */
  private dropOldest(at: number) {
    for (const [key, entry] of this.entries) {
      if (at - entry.at < this.ttlMs && this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }

  // Every table's count only grows, so an unchanged sum means none moved.
  private generation(tables: readonly string[]): number {
    let sum = 0;
    for (const table of tables) sum += this.writes.tableGeneration(table);
    return sum;
  }
}

/** `load`'s row, through the app's ReadCache when it has one. `tables`: every table the row is read from; `options`: see CachedReadOptions. */
export function cachedRead<T extends object>(
  cache: ReadCache | undefined,
  tables: readonly string[],
  key: string,
  load: () => Promise<T | undefined>,
  options?: CachedReadOptions<T>,
): Promise<T | undefined> {
  return cache ? cache.read(tables, key, load, options) : load();
}

/** A JSON answer just built, and the app-clock moment (exclusive) from which it would read differently with nothing written (Infinity: never). */
export interface BuiltJson {
  json: string;
  until: number;
}

/** A kept answer longer than this is built again on each request rather than held in memory. */
const CACHED_JSON_MAX_BYTES = 64 * 1024;
const utf8 = new TextEncoder();

/**
 * A member's whole JSON answer (the dashboard, the inbox), kept through the app's ReadCache as
 * UTF-8 bytes while nothing was written to `tables` and the app's clock is within [built, until):
 * a repeat costs no read, no JSON and no encoding (encoding a 15 KB inbox on every response was a
 * tenth of its profile). Build it only after the route checked who may read it.
 */
export async function cachedJson(cache: ReadCache | undefined, tables: readonly string[], key: string, now: number, build: () => Promise<BuiltJson>) {
  const kept = await cachedRead(
    cache,
    tables,
    key,
    async () => {
      const { json, until } = await build();
      // TextEncoder answers a fresh ArrayBuffer, never a shared one.
      return { bytes: utf8.encode(json) as Uint8Array<ArrayBuffer>, builtAt: now, until };
    },
    {
      usable: (answer) => now >= answer.builtAt && now < answer.until,
      keep: (answer) => answer.bytes.byteLength <= CACHED_JSON_MAX_BYTES,
      // The answer is its bytes; when it was built and until when it holds may differ.
      sameAs: (kept, fresh) => kept.bytes.byteLength === fresh.bytes.byteLength && kept.bytes.every((byte, index) => byte === fresh.bytes[index]),
    },
  );
  return kept!.bytes;
}
