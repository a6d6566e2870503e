import type { Client, Transaction } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema/index.ts';

/** The drizzle database every repo receives; built over any libSQL client (file, memory or HTTP). */
export function createDb(client: Client) {
  return drizzle(client, { schema });
}
export type Db = ReturnType<typeof createDb>;

/**
 * Options for a libSQL client on a local file (the Node entry). One connection: the local client
 * runs every statement synchronously on the main thread, so more connections add no parallelism,
 * only lock contention between them (a busy wait on one would block the thread the other needs to
 * finish) and connections opened later without the pragmas below, which are per connection.
 * See docs/decisions/019-database-durability.md.
 */
export const FILE_CLIENT_OPTIONS = { concurrency: 1 } as const;

/**
 * Pragmas for a local database file, run once at start on the client's single connection:
 * WAL (readers never wait on the writer, a commit appends to the log instead of rewriting pages
 * through a rollback journal), synchronous=NORMAL (no fsync per commit; the WAL is synced at
 * checkpoints, so a killed process loses nothing and a power cut loses at most the last commits),
 * a busy timeout for another process on the same file (the bench's seeder, a migration script),
 * and foreign keys enforced (libSQL's default already; stated so it never depends on a build flag).
 */
export async function tuneFileDatabase(client: Client): Promise<void> {
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('PRAGMA synchronous = NORMAL');
  await client.execute('PRAGMA busy_timeout = 5000');
  await client.execute('PRAGMA foreign_keys = ON');
}

export interface RoundTripCounter {
  /** Calls that reach the database: execute, batch, executeMultiple, migrate, and each step of a transaction. */
  readonly count: number;
}

/**
 * Counts the client's round trips (a network hop each to Turso on Workers), by wrapping its
 * methods in place so a drizzle database already built over it is counted too. For the bench
 * (BENCH=1 in the Node entry) and the tests that hold the hot routes to their budget.
 */
export function countRoundTrips(client: Client): RoundTripCounter {
  const counter = { count: 0 };
  const wrap = <K extends 'execute' | 'batch' | 'executeMultiple' | 'migrate'>(key: K) => {
    const original = client[key].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<K, unknown>)[key] = (...args: unknown[]) => {
      counter.count += 1;
      return original(...args);
    };
  };
  wrap('execute');
  wrap('batch');
  wrap('executeMultiple');
  wrap('migrate');
  const transaction = client.transaction.bind(client);
  client.transaction = async (...args: Parameters<Client['transaction']>) => {
    counter.count += 1;
    const tx: Transaction = await transaction(...args);
    for (const key of ['execute', 'batch', 'executeMultiple', 'commit', 'rollback'] as const) {
      const original = tx[key].bind(tx) as (...args: unknown[]) => Promise<unknown>;
      (tx as unknown as Record<string, unknown>)[key] = (...args: unknown[]) => {
        counter.count += 1;
        return original(...args);
      };
    }
    return tx;
  };
  return counter;
}
