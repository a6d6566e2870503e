import type { Client, Transaction } from '@libsql/client';
import { getTableColumns, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { drizzle } from 'drizzle-orm/libsql';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { compilePlaceholders, withCompiledRows } from './compiled-rows.ts';
import * as schema from './schema/index.ts';

/** The drizzle database every repo receives; built over any libSQL client (file, memory or HTTP). */
export function createDb(client: Client) {
  return drizzle(client, { schema });
}
export type Db = ReturnType<typeof createDb>;

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
  // 16 MB of page cache instead of SQLite's 2 MB: the hot indexes and rows of a large database stay in memory.
  await client.execute('PRAGMA cache_size = -16000');
}

/**
 * A query built and prepared once per database, for what nearly every request runs (the session
 * lookup, one-row writes): building it with drizzle's query builder cost more than running it.
 * Values come in through `sql.placeholder(name)`.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = withCompiledRows(build(db));
      prepared.set(db, query);
    }
    return query;
  };
}

/**
 * Ends the SQL text of a write that changes one row at most and returns it (an UPDATE … RETURNING
 * by primary key, marked with `oneRow`): the Node file client answers it with libsql's `get`, one
 * crossing into native code instead of `iterate` then `next` (~10 µs of an RSVP's UPDATE under
 * load; decision 051). A comment, so a database over HTTP runs the same text as it is.
 */
export const ONE_ROW_MARK = ' /* one row */';
const markedOneRow = new WeakSet<object>();

/**
 * Marks a batch item of preparedBatch as a write of one row at most (its WHERE names a primary
 * key). A marked write that matched more rows would still change them all but answer only the first.
 */
export function oneRow<T extends object>(query: T): T {
  markedOneRow.add(query);
  return query;
}

type BatchItems = Parameters<Db['batch']>[0];
/** What drizzle's own batch uses of a query: its prepared form, built SQL, and row mapping (drizzle-orm/libsql/session.js). */
interface BatchablePrepared {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
}

/**
 * A batch of queries built once per database with `sql.placeholder`s and run with values: one
 * round trip like `db.batch`, the same rows, without drizzle assembling the same SQL for every
 * request (batches take query builders, which `.prepare()` cannot prepare).
 */
export function preparedBatch<T extends BatchItems>(build: (db: Db) => T): (db: Db, values: Record<string, unknown>) => Promise<BatchResponse<T>> {
  const built = new WeakMap<Db, (values: Record<string, unknown>) => Promise<BatchResponse<T>>>();
  return (db, values) => {
    let run = built.get(db);
    if (!run) {
      run = prepareBatch(db, build(db));
      built.set(db, run);
    }
    return run(values);
  };
}

/**
 * Prepares `queries` for `db` now and answers a runner taking the placeholders' values; for a
 * caller that keeps more than the batch per database (preparedOnce). It does what drizzle's
 * LibSQLSession.batch does with each query (`_prepare`, `getQuery`, `mapResult`), keeping the
 * built SQL.
 */
export function prepareBatch<T extends BatchItems>(db: Db, queries: T): (values: Record<string, unknown>) => Promise<BatchResponse<T>> {
  const statements = queries.map((query) => {
    const prepared = withCompiledRows((query as unknown as { _prepare(): BatchablePrepared })._prepare());
    const { sql: text, params } = prepared.getQuery();
    return { prepared, sql: markedOneRow.has(query) ? text + ONE_ROW_MARK : text, argsFor: compilePlaceholders(params) };
  });
  return async (values) => {
    const results = await db.$client.batch(statements.map((statement) => ({ sql: statement.sql, args: statement.argsFor(values) as never })));
    return results.map((result, index) => statements[index]!.prepared.mapResult(result, true)) as BatchResponse<T>;
  };
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

export interface WriteWatch {
  /** Grows after every call that may have written; equal numbers mean nothing was written in between. */
  readonly generation: number;
  /**
   * Grows after every call that may have written to `table`: a statement that names it or a table
   * whose triggers or foreign-key actions write it (learnSchema), anywhere in the statement (its own
   * target, a subquery), or a call whose statements the watch cannot see (a transaction, a script,
   * a migration). Until learnSchema has run, every write counts for every table. Counts from the
   * first time a table is asked about.
   */
  tableGeneration(table: string): number;
  /**
   * Reads from the schema which tables' writes reach which others (triggers, ON DELETE/UPDATE
   * actions), so a table's count also moves when a trigger writes it. Run after the migrations;
   * a later migration or script makes the watch count every write for every table again until
   * it runs once more.
   */
  learnSchema(): Promise<void>;
}

const readOnly = /^\s*(SELECT|EXPLAIN)\b/i;
const schemaChange = /^\s*(CREATE|DROP|ALTER)\b/i;
/** The SQL text of any statement form @libsql/client takes (a string, `{ sql, args }`, `[sql, args]`). */
export const sqlOf = (statement: unknown) => (typeof statement === 'string' ? statement : Array.isArray(statement) ? String(statement[0]) : String((statement as { sql?: unknown })?.sql ?? ''));

/** The tables a trigger's body writes (UPDATE t, INSERT … INTO t, REPLACE INTO t, DELETE FROM t). */
export function tablesWrittenBy(triggerSql: string): string[] {
  const body = triggerSql.slice(triggerSql.search(/\bBEGIN\b/i) + 1);
  return [...body.matchAll(/\b(?:UPDATE(?:\s+OR\s+\w+)?|INTO|DELETE\s+FROM)\s+[`"[]?(\w+)/gi)].map((match) => match[1]!.toLowerCase());
}

/**
 * For each table, every table whose statements may write it: itself, the tables whose triggers
 * write it, and the parents whose ON DELETE/UPDATE actions change it, followed transitively (a
 * trigger may write a table that has triggers of its own).
 */
export async function writersByTable(client: Pick<Client, 'execute'>): Promise<Map<string, Set<string>>> {
  const reaches = new Map<string, Set<string>>();
  const edge = (from: string, to: string) => {
    if (!reaches.has(from)) reaches.set(from, new Set());
    reaches.get(from)!.add(to);
  };
  const triggers = await client.execute("SELECT tbl_name AS source, sql FROM sqlite_master WHERE type = 'trigger'");
  for (const row of triggers.rows) for (const target of tablesWrittenBy(String(row.sql))) edge(String(row.source).toLowerCase(), target);
  const keys = await client.execute('SELECT m.name AS child, f."table" AS parent, f.on_delete, f.on_update FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = \'table\'');
  const acts = (action: unknown) => ['CASCADE', 'SET NULL', 'SET DEFAULT'].includes(String(action).toUpperCase());
  for (const row of keys.rows) if (acts(row.on_delete) || acts(row.on_update)) edge(String(row.parent).toLowerCase(), String(row.child).toLowerCase());
  const writers = new Map<string, Set<string>>();
  for (const source of reaches.keys()) {
    const seen = new Set<string>();
    const next = [source];
    while (next.length) {
      for (const target of reaches.get(next.pop()!) ?? []) {
        if (seen.has(target)) continue;
        seen.add(target);
        next.push(target);
      }
    }
    for (const target of seen) {
      if (!writers.has(target)) writers.set(target, new Set([target]));
      writers.get(target)!.add(source);
    }
  }
  return writers;
}

/**
 * Watches a client for writes, so a cache (ProcessSharedAnswers, TableCache) can tell
 * that its entry may be stale. Any statement that is not a SELECT counts as a write, and the count
 * moves when the call has finished: a read that started before it is never kept past it. Sees only
 * this process's writes (the Node entry, one process per database file).
 *
 * A table's own count moves when a write names the table or one whose triggers or foreign-key
 * actions reach it (learnSchema): a guest's RSVP moves `events` too, whose versions a trigger bumps.
 */
export function watchWrites(client: Client): WriteWatch {
  const tables = new Map<string, { mention: RegExp | null; generation: number }>();
  let writers: Map<string, Set<string>> | null = null;
  // null until the schema is known: then every write counts for the table.
  const mentionOf = (table: string) => (writers ? new RegExp(`\\b(?:${[...(writers.get(table) ?? [table])].join('|')})\\b`, 'i') : null);
  const bumpAll = () => {
    watch.generation += 1;
    for (const entry of tables.values()) entry.generation += 1;
  };
  const watch: { -readonly [K in keyof WriteWatch]: WriteWatch[K] } = {
    generation: 0,
    tableGeneration(table: string) {
      let entry = tables.get(table);
      if (!entry) tables.set(table, (entry = { mention: mentionOf(table), generation: 0 }));
      return entry.generation;
    },
    async learnSchema() {
      const learned = await writersByTable(client);
      writers = learned;
      for (const [table, entry] of tables) entry.mention = mentionOf(table);
      // Reads kept while the schema was unknown may predate what it now says: start over.
      bumpAll();
    },
  };
  const forgetSchema = () => {
    writers = null;
    for (const entry of tables.values()) entry.mention = null;
  };
  const bumpAfter = <T>(promise: Promise<T>, sqls: string[] | null): Promise<T> =>
    promise.finally(() => {
      // A statement that changes the schema (a migration's batch) may add or drop triggers.
      if (sqls?.some((sql) => schemaChange.test(sql))) forgetSchema();
      watch.generation += 1;
      for (const entry of tables.values()) if (sqls === null || !entry.mention || sqls.some((sql) => entry.mention!.test(sql))) entry.generation += 1;
    });
  const execute = client.execute.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as Record<string, unknown>).execute = (...args: unknown[]) => {
    const sql = sqlOf(args[0]);
    return readOnly.test(sql) ? execute(...args) : bumpAfter(execute(...args), [sql]);
  };
  const batch = client.batch.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as Record<string, unknown>).batch = (...args: unknown[]) => {
    const sqls = (args[0] as unknown[]).map(sqlOf);
    return sqls.every((sql) => readOnly.test(sql)) ? batch(...args) : bumpAfter(batch(...args), sqls);
  };
  for (const key of ['executeMultiple', 'migrate'] as const) {
    const original = (client[key] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<string, unknown>)[key] = (...args: unknown[]) => {
      // A script or migration may change the schema itself: what learnSchema read no longer holds.
      forgetSchema();
      bumpAll();
      return bumpAfter(original(...args), null);
    };
  }
  const transaction = client.transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as unknown as Record<string, unknown>).transaction = (...args: unknown[]) => {
    bumpAll();
    return bumpAfter(transaction(...args), null);
  };
  return watch;
}

const jsonParts = new WeakMap<SQLiteTable, [key: string, value: SQL][]>();

/**
 * `json_object('id', id, 'eventId', event_id, …)` over every column of a table, keyed like
 * drizzle's rows (JSON columns embedded as JSON, boolean columns as true/false), so SQLite can
 * hand back many rows as one JSON text. The local libSQL driver builds each row object with a
 * defineProperty per column, which made lists of a few hundred rows cost milliseconds; one row of
 * JSON and one JSON.parse cost a fraction. Derived from the schema, so it never drifts from it.
 * `extra` adds keys after the table's (a joined name, a reader's vote), in the same object;
 * `only` keeps just those of the table's keys (building and parsing what a reader never uses is
 * most of such a row's cost).
 */
export function jsonRowOf(table: SQLiteTable, extra: Record<string, SQL> = {}, only?: readonly string[]): SQL {
  let parts = jsonParts.get(table);
  if (!parts) {
    parts = Object.entries(getTableColumns(table)).map(([key, column]) => {
      const name = sql.identifier(column.name);
      let value: SQL;
      if (column.columnType === 'SQLiteTextJson') value = sql`json(${name})`;
      else if (column.columnType === 'SQLiteBoolean') value = sql`CASE WHEN ${name} IS NULL THEN NULL WHEN ${name} THEN json('true') ELSE json('false') END`;
      else if (['SQLiteText', 'SQLiteInteger', 'SQLiteReal'].includes(column.columnType)) value = sql`${name}`;
      else throw new Error(`jsonRowOf: column type ${column.columnType} of ${column.name} is not supported.`);
      return [key, value];
    });
    jsonParts.set(table, parts);
  }
  const unknown = only?.find((key) => !parts.some(([known]) => known === key));
  if (unknown) throw new Error(`jsonRowOf: the table has no column ${unknown}.`);
  const kept = only ? parts.filter(([key]) => only.includes(key)) : parts;
  return jsonObjectOf(Object.fromEntries([...kept, ...Object.entries(extra)]));
}

/**
 * `json_object('key', value, …)` over named SQL values (columns, expressions): a row that SQLite
 * builds as JSON, for a reader that wants a few columns of a join as one value (see jsonRowOf).
 */
export function jsonObjectOf(fields: Record<string, SQLWrapper>): SQL {
  return sql`json_object(${sql.join(
    Object.entries(fields).flatMap(([key, value]) => [jsonKey(key), value]),
    sql`, `,
  )})`;
}

function jsonKey(key: string): SQL {
  if (!/^[A-Za-z0-9_]+$/.test(key)) throw new Error(`Column key ${key} cannot be a JSON key here.`);
  return sql.raw(`'${key}'`);
}

/**
 * The query behind selectRowsAsJson, for a db.batch; read its answer with parseJsonRows. `extra`
 * and `only` shape each row as jsonRowOf's do; `extra` may name the row's columns as `${JSON_ROW}.column`.
 */
export function jsonRowsQuery(db: Db, table: SQLiteTable, where: SQL | undefined, orderBy: SQL, shape: { extra?: Record<string, SQL>; only?: readonly string[] } = {}) {
  // Ordered in a subquery, not with json_group_array(… ORDER BY …), which sqld (Workers' libSQL
  // server) cannot parse; SQLite keeps an ORDER BY subquery's order into the aggregate.
  return jsonArrayQuery(db, jsonRowOf(table, shape.extra, shape.only), sql`FROM (SELECT * FROM ${table}${where ? sql` WHERE ${where}` : sql``} ORDER BY ${orderBy}) AS ${JSON_ROW}`);
}

/**
 * `SELECT json_group_array(row) AS rows FROM …`: the rows `fromWhere` finds, each built as `row`
 * (jsonRowOf, jsonObjectOf), as one JSON text — one value for the driver to convert; for a db.batch,
 * read with parseJsonRows.
 */
export function jsonArrayQuery(db: Db, row: SQL, fromWhere: SQL) {
  return db.get<{ rows: string | null } | undefined>(sql`SELECT json_group_array(${row}) AS rows ${fromWhere}`);
}

/** The row jsonRowsQuery turns into JSON, for its `extra` keys' correlated subqueries. */
export const JSON_ROW = sql.identifier('json_row');

export function parseJsonRows<Row>(answer: { rows: string | null } | undefined): Row[] {
  return answer?.rows ? (JSON.parse(answer.rows) as Row[]) : [];
}

/** Rows of one table, in order, fetched as one JSON array text (see jsonRowOf) and parsed once. */
export async function selectRowsAsJson<Row>(db: Db, table: SQLiteTable, where: SQL | undefined, orderBy: SQL): Promise<Row[]> {
  return parseJsonRows<Row>(await jsonRowsQuery(db, table, where, orderBy));
}
