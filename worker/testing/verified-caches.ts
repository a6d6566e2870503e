import { AsyncLocalStorage } from 'node:async_hooks';
import { isDeepStrictEqual } from 'node:util';
import type { SharedAnswerCache } from '../cache/shared-answers.ts';
import { versionedAnswersOf } from '../cache/versioned-answers.ts';
import type { CachedReadOptions, ReadCache } from '../cache/table-cache.ts';

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
      read: async <T extends object>(tables: readonly string[], key: string, load: () => Promise<T | undefined>, options?: CachedReadOptions<T>) => {
        let loaded = false;
        const value = await inner.read(tables, key, () => ((loaded = true), this.checkTables(tables, key, load)), options);
        if (loaded || value === undefined || !this.on) return value;
        const fresh = await load();
        const same = fresh !== undefined && (options?.sameAs ? options.sameAs(value, fresh) : isDeepStrictEqual(value, fresh));
        if (!same) this.report(`Kept read over [${tables.join(', ')}]`, key, value, fresh);
        return value;
      },
    };
  }

  /**
   * The tables a kept read's SQL names must all be among those it declares: a write to one it left
   * out would not drop it. `readsOf` runs a load and answers the tables its statements read.
   */
  private async checkTables<T>(declared: readonly string[], key: string, load: () => Promise<T>): Promise<T> {
    if (!this.readsOf) return load();
    const { value, tables } = await this.readsOf(load);
    const missing = tables.filter((table) => !declared.includes(table));
    if (missing.length > 0) {
      const problem = `Kept read "${key}" declares [${declared.join(', ')}] but its SQL also reads [${missing.join(', ')}]: a write there would not drop it.`;
      this.problems.push(problem);
      throw new Error(`Stale cache: ${problem}`);
    }
    return value;
  }

  /** Set by the test app: runs a load and answers what it returned and the tables its statements read. */
  readsOf?: <T>(load: () => Promise<T>) => Promise<{ value: T; tables: string[] }>;

  /** Versioned answers (decision 035) of one database. */
  keptAnswers(db: object): void {
    this.answerStores.push(db);
    this.watchAnswers(db);
  }

  private watchAnswers(db: object): void {
    versionedAnswersOf(db).verify = this.on
      ? (key, kept, fresh) => {
          if (kept !== fresh) this.report('Versioned answer', key, kept, fresh);
        }
      : undefined;
  }

  /** Shared public answers. */
  sharedCache(inner: SharedAnswerCache): SharedAnswerCache {
    return {
      get: async (key, load, requestUrl) => {
        let loaded = false;
        const answer = await inner.get(key, () => ((loaded = true), load()), requestUrl);
        if (!loaded && this.on) {
          const fresh = await load();
          if (!isDeepStrictEqual(fresh, answer)) this.report('Shared answer', key, answer, fresh);
        }
        return answer;
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

/** The tables a statement reads: every name after FROM or JOIN, quoted (drizzle) or not. */
export function tablesRead(sql: string): string[] {
  return [...sql.matchAll(/\b(?:FROM|JOIN)\s+[`"]?([A-Za-z_][A-Za-z0-9_]*)[`"]?/gi)].map((match) => match[1]!.toLowerCase());
}

/**
 * Wraps a libSQL client so that the statements a load sends are seen by `readsOf`, whatever else
 * runs at the same time (the load's async context, not a global list, says whose they are).
 */
export function watchReads(client: { execute: (...args: never[]) => Promise<unknown>; batch: (...args: never[]) => Promise<unknown> }) {
  const current = new AsyncLocalStorage<Set<string>>();
  const sqlOf = (statement: unknown) => (typeof statement === 'string' ? statement : ((statement as { sql?: string })?.sql ?? ''));
  const execute = client.execute.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as Record<string, unknown>).execute = (...args: unknown[]) => {
    const seen = current.getStore();
    if (seen) for (const table of tablesRead(sqlOf(args[0]))) seen.add(table);
    return execute(...args);
  };
  const batch = client.batch.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as Record<string, unknown>).batch = (...args: unknown[]) => {
    const seen = current.getStore();
    if (seen) for (const statement of args[0] as unknown[]) for (const table of tablesRead(sqlOf(statement))) seen.add(table);
    return batch(...args);
  };
  return async <T>(load: () => Promise<T>) => {
    const seen = new Set<string>();
    const value = await current.run(seen, load);
    return { value, tables: [...seen] };
  };
}
