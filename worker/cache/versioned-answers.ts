/**
 * Cache door 2 of 3 (docs/data-and-caching.md): an answer kept under a version the database moves
 * in the same transaction as every write it shows (triggers), so it is never stale. Features call
 * `versionedAnswer` with a key that names the versions they just read.
 */
import { RecentBySize } from './recent-by-size.ts';

/**
 * Answers kept in memory under a key that names the version of everything they show (decision
 * 035). Unlike the shared-answer cache (a few seconds, public answers only), a kept answer is never
 * stale: the caller reads the version from the database on every request — a counter that triggers
 * bump in the same transaction as every write the answer depends on — and only then asks for the
 * answer kept under it. A write makes a new key; the old entry is simply never asked for again and
 * falls out as the least recently used.
 *
 * One store per database client (a process on Node, an isolate on Workers), so tests on separate
 * databases never share entries. The caller checks permission before it asks: the store knows
 * nothing about who may read what.
 */
export class VersionedAnswers {
  // One answer may not push out most of the others: none over an eighth of the bound is kept.
  private readonly entries: RecentBySize<string>;

  constructor(maxChars = 4 * 1024 * 1024) {
    this.entries = new RecentBySize({ maxSize: maxChars, maxEntrySize: maxChars / 8 });
  }

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  set(key: string, body: string): void {
    this.entries.set(key, body, body.length);
  }

  /** Forgets every answer (the tests compare a kept answer with one built afresh). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The tests' verify mode (worker/testing/verified-caches.ts): every answer served from this store
   * is also built afresh and handed here with the kept one, so a version that a forgotten trigger
   * no longer moves fails the test that shows it.
   */
  verify?: (key: string, kept: string, fresh: string) => void;
}

const stores = new WeakMap<object, VersionedAnswers>();

/** The kept answers of one database client. */
export function versionedAnswersOf(db: object): VersionedAnswers {
  let store = stores.get(db);
  if (!store) {
    store = new VersionedAnswers();
    stores.set(db, store);
  }
  return store;
}

/** The answer kept under `key`, or `load`'s, kept for the next request with the same key. */
export async function versionedAnswer(db: object, key: string, load: () => Promise<string>): Promise<string> {
  const store = versionedAnswersOf(db);
  const kept = store.get(key);
  if (kept !== undefined) {
    if (store.verify) store.verify(key, kept, await load());
    return kept;
  }
  const body = await load();
  store.set(key, body);
  return body;
}
