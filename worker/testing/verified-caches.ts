import { isDeepStrictEqual } from 'node:util';
import type { SharedAnswerCache } from '../middleware/etag.ts';
import { keptAnswersOf } from '../services/kept-answers.ts';
import type { KeptReadOptions, ReadCache } from '../services/kept-reads.ts';

/**
 * Verify mode for the test app: every answer served from one of the app's caches is also computed
 * afresh, and any difference is a staleness bug — a table missing from a kept read's list, a
 * trigger that no longer moves a version, a shared answer kept past a write. So every API test is
 * also a staleness test. The difference is recorded (and thrown, which answers 500 and fails the
 * test that asserted a status); `close()` of the test app fails on any recorded one, so a test that
 * checks no status still fails.
 */
export class CacheVerifier {
  readonly problems: string[] = [];
  private on = true;
  private readonly answerStores: object[] = [];

  /**
   * Off for a test that counts the database round trips a hit saves (a fresh read on every hit
   * would count too) or that writes behind the app's back on purpose, as another process would.
   */
  verifying(on: boolean): void {
    this.on = on;
    for (const db of this.answerStores) this.watchAnswers(db);
  }

  report(door: string, key: string, kept: unknown, fresh: unknown): never {
    const problem = `${door} "${key}" answered from its cache with a value that differs from a fresh read:\n  kept:  ${preview(kept)}\n  fresh: ${preview(fresh)}`;
    this.problems.push(problem);
    throw new Error(`Stale cache: ${problem}`);
  }

  /** Kept reads (a member's answer dropped by writes to the tables it reads), checked on every hit. */
  readCache(inner: ReadCache): ReadCache {
    return {
      read: async <T extends object>(tables: readonly string[], key: string, load: () => Promise<T | undefined>, options?: KeptReadOptions<T>) => {
        let loaded = false;
        const value = await inner.read(tables, key, () => ((loaded = true), load()), options);
        if (loaded || value === undefined || !this.on) return value;
        const fresh = await load();
        const same = fresh !== undefined && (options?.sameAs ? options.sameAs(value, fresh) : isDeepStrictEqual(value, fresh));
        if (!same) this.report(`Kept read over [${tables.join(', ')}]`, key, value, fresh);
        return value;
      },
    };
  }

  /** Versioned answers (decision 035) of one database. */
  keptAnswers(db: object): void {
    this.answerStores.push(db);
    this.watchAnswers(db);
  }

  private watchAnswers(db: object): void {
    keptAnswersOf(db).verify = this.on
      ? (key, kept, fresh) => {
          if (kept !== fresh) this.report('Versioned answer', key, kept, fresh);
        }
      : undefined;
  }

  /** Shared public answers. */
  sharedCache(inner: SharedAnswerCache): SharedAnswerCache {
    return {
      get: async (key, load) => {
        let loaded = false;
        const body = await inner.get(key, () => ((loaded = true), load()));
        if (!loaded && this.on) {
          const fresh = await load();
          if (fresh !== body) this.report('Shared answer', key, body, fresh);
        }
        return body;
      },
    };
  }
}

function preview(value: unknown): string {
  // A kept JSON answer is its bytes.
  if (value && typeof value === 'object' && 'bytes' in value && value.bytes instanceof Uint8Array) value = value.bytes;
  const text = value instanceof Uint8Array ? new TextDecoder().decode(value) : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}
