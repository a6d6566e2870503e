import type { Client } from '@libsql/client';
import { ConnectionPool, Sqlite3Client } from '@libsql/client/sqlite3';
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import { groupWrites } from './group-commit.node.ts';
import { ONE_ROW_MARK } from './client.ts';
import { ROW_VALUES } from './compiled-rows.ts';

/**
 * The libSQL client for a local database file (the Node entry and the tests): @libsql/client's
 * own file client — its statements, batches, transactions and errors unchanged — over one
 * connection that keeps its prepared statements.
 *
 * Why: the file client prepares every statement again on each call and asks for its columns twice,
 * crossing into native code each time. Under load that was a fifth to a quarter of the server's
 * time on every route (`prepare` and `columns` in the profiles of 2026-11-25 in the performance
 * archive), more than running the queries. Drizzle sends the same SQL text for the same query, so a
 * statement kept by its text is reused from the second request on.
 *
 * Reusing a statement is safe here because the client runs each one to completion synchronously
 * (`all` or `run`) before anything else can touch it. A schema change (a migration) empties the
 * cache, so no statement answers with the columns of a table as it was.
 */
export function createLocalClient(url: string): Client {
  const pool = new StatementKeepingPool(databasePath(url), {}, 1);
  // 'number': the rows' integers as JavaScript numbers (what shapedRows converts to).
  // Writes made in one turn of the event loop commit together (group-commit.node.ts, decision 044).
  return groupWrites(new Sqlite3Client(pool, 'number'));
}

/** The most statements kept per connection; the least recently used is dropped past it. */
const KEPT_STATEMENTS = 500;
const schemaChange = /^\s*(CREATE|ALTER|DROP|VACUUM|ATTACH|DETACH)\b/i;

type Connection = ReturnType<ConnectionPool['acquireSync']>;
type Statement = ReturnType<Connection['prepare']>;

class StatementKeepingPool extends ConnectionPool {
  readonly #kept = new WeakSet<Connection>();

  // acquire() opens connections through acquireSync, so every connection of the pool passes here.
  override acquireSync(forTransaction?: boolean): Connection {
    const connection = super.acquireSync(forTransaction);
    if (!this.#kept.has(connection)) {
      keepStatements(connection);
      this.#kept.add(connection);
    }
    return connection;
  }
}

function keepStatements(connection: Connection): void {
  const statements = new Map<string, Statement>();
  const prepare = connection.prepare.bind(connection);
  const exec = connection.exec.bind(connection);
  connection.prepare = ((sql: string) => {
    const kept = statements.get(sql);
    if (kept) {
      // Map keeps insertion order: moving the statement to the end makes the first one the least recently used.
      statements.delete(sql);
      statements.set(sql, kept);
      return kept;
    }
    if (schemaChange.test(sql)) {
      statements.clear();
      return prepare(sql);
    }
    const statement = rememberColumns(prepare(sql), sql, () => prepare(sql));
    statements.set(sql, statement);
    if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value!);
    return statement;
  }) as Connection['prepare'];
  // Several statements in one text (a migration file) may change the schema.
  connection.exec = (sql: string) => {
    statements.clear();
    return exec(sql);
  };
}

/**
 * A kept statement's columns never change until the schema does (which empties the cache), and
 * its modes stay as last set: @libsql/client sets `safeIntegers(true)` and `raw(true)` on every
 * call, each a crossing into native code (`raw` alone was 6 % of the dashboard's profile), so a
 * call that would set the mode it already has is skipped. `raw` throws for a statement that
 * returns no rows — that is how the client tells writes from reads — and throws the same again.
 */
function rememberColumns(statement: Statement, sql: string, prepareAgain: () => Statement): Statement {
  const columns = statement.columns.bind(statement);
  let known: ReturnType<Statement['columns']> | undefined;
  statement.columns = () => (known ??= columns());

  const setSafeIntegers = statement.safeIntegers.bind(statement);
  let safeIntegers: boolean | undefined;
  statement.safeIntegers = (toggle = true) => {
    if (safeIntegers !== toggle) {
      setSafeIntegers(toggle);
      safeIntegers = toggle;
    }
    return statement;
  };

  const all = statement.all.bind(statement) as (...parameters: unknown[]) => unknown[][];
  const firstRow = oneRowReader(sql, prepareAgain, () => safeIntegers);
  let shape: RowShape | null | undefined;
  statement.all = ((...parameters: unknown[]) => {
    const rows = (raw?.mode === true && firstRow?.(parameters)) || all(...parameters);
    // Rows as arrays (raw mode) are what the client turns into its row objects.
    if (raw?.mode !== true) return rows;
    shape ??= rowShapeOf(statement.columns().map((column) => column.name));
    if (shape) shapedRows(rows, shape);
    return rows;
  }) as Statement['all'];

  const setRaw = statement.raw.bind(statement);
  let raw: { mode: boolean; refusal?: unknown } | undefined;
  statement.raw = (mode = true) => {
    if (raw?.mode !== mode) {
      try {
        setRaw(mode);
        raw = { mode };
      } catch (refusal) {
        raw = { mode, refusal };
      }
    }
    if (raw.refusal !== undefined) throw raw.refusal;
    return statement;
  };
  return statement;
}

/**
 * A query that ends in `LIMIT ?` bound to 1 (drizzle's `.limit(1)`: a session, an event by its
 * slug, a guest by their link) answers from libsql's `get` — one crossing into native code that
 * steps once — instead of `all`'s two (`iterate`, then `next` filling a hundred-row buffer): about
 * half the read's time (decision 050). The answer is the same: that row, or none.
 *
 * It runs on a statement of its own, prepared from the same text and used only through `get`:
 * libsql 0.5.29's `get` does not reset a statement before running it, and right after the same
 * statement's `all` found no rows it answers nothing (the send queue met that on 2026-11-27). `get`
 * resets after itself, so a statement only ever run by `get` starts clean every time; one that
 * throws is dropped and prepared again. Answers undefined for any other call (the caller uses `all`).
 */
function oneRowReader(sql: string, prepare: () => Statement, safeIntegers: () => boolean | undefined) {
  // A write its repo marked as changing one row at most (ONE_ROW_MARK: an UPDATE … RETURNING by
  // primary key): SQLite makes every change of a RETURNING statement in its first step, so `get`
  // does the whole write and answers its row; the reset sets changes() as finishing would.
  const oneRowWrite = sql.endsWith(ONE_ROW_MARK);
  // A plain SELECT's last clause is its outermost query's. Not EXPLAIN (rows of its own), nor a
  // WITH that may lead into a write with RETURNING.
  if (!oneRowWrite && (!/^\s*SELECT\b/i.test(sql) || !/\blimit\s+\?\s*$/i.test(sql))) return undefined;
  let single: { statement: Statement; safeIntegers: boolean | undefined } | undefined;
  return (parameters: unknown[]): unknown[][] | undefined => {
    const values = parameters[0];
    if (parameters.length !== 1 || !Array.isArray(values)) return undefined;
    if (!oneRowWrite && values[values.length - 1] !== 1) return undefined;
    if (!single) {
      const statement = prepare();
      statement.raw(true);
      single = { statement, safeIntegers: undefined };
    }
    // The same integer mode as the statement it stands in for.
    const wanted = safeIntegers() ?? false;
    if (single.safeIntegers !== wanted) {
      single.statement.safeIntegers(wanted);
      single.safeIntegers = wanted;
    }
    try {
      const row = single.statement.get(values) as unknown[] | undefined;
      return row === undefined ? [] : [row];
    } catch (error) {
      single = undefined;
      throw error;
    }
  };
}

/**
 * Rows without `Object.defineProperty`. @libsql/client (0.18.0, pinned) turns each raw row into an
 * object with `rowFromSql`, defining every column twice — by index (hidden) and by name — which
 * puts each row in dictionary mode: 10–15 % of the row-heavy routes' time (the inbox, the
 * dashboard; performance archive, 2026-11-25 and 2026-11-26). Its only use of a statement's `all()`
 * answer is `.map((sqlRow) => rowFromSql(sqlRow, columns, intMode))`, so the answer's own `map`
 * hands back rows with the same contract built the fast way: the named columns as ordinary
 * properties assigned in one order (one hidden class per statement; a repeated name keeps its first
 * column, as the library's rows do), and the indexes and `length` from the statement's row class,
 * which reads them from a private field — hidden from `Object.keys`, spread and JSON, as the
 * library's are. Values convert as the library's `valueFromSql` does in 'number' mode. Names the
 * library treats specially (numbers, `__proto__`) keep the library's own rows. local-client.test.ts
 * holds both kinds of rows to the same behaviour.
 */
class ShapedRow {
  readonly #values: unknown[];
  constructor(values: unknown[]) {
    this.#values = values;
  }
  static valueAt(row: ShapedRow, index: number): unknown {
    return row.#values[index];
  }
  /** The values in column order, for the compiled row mappers (one read instead of a getter per column). */
  get [ROW_VALUES](): readonly unknown[] {
    return this.#values;
  }
}

interface RowShape {
  RowClass: new (values: unknown[]) => Record<string, unknown>;
  /** Each name's column, first occurrence only; `length` stays the column count. */
  named: { name: string; index: number }[];
}

function rowShapeOf(names: string[]): RowShape | null {
  if (names.some((name) => /^\d+$/.test(name) || name === '__proto__')) return null;
  const RowClass = class extends ShapedRow {};
  Object.defineProperty(RowClass.prototype, 'length', { value: names.length });
  names.forEach((_, index) => {
    Object.defineProperty(RowClass.prototype, index, {
      get(this: ShapedRow) {
        return ShapedRow.valueAt(this, index);
      },
    });
  });
  const named = names.flatMap((name, index) => (name !== 'length' && names.indexOf(name) === index ? [{ name, index }] : []));
  return { RowClass: RowClass as unknown as RowShape['RowClass'], named };
}

const minSafeBigint = BigInt(Number.MIN_SAFE_INTEGER);
const maxSafeBigint = BigInt(Number.MAX_SAFE_INTEGER);

function valueFromSql(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value < minSafeBigint || value > maxSafeBigint) throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
    return Number(value);
  }
  return value instanceof Buffer ? value.buffer : value;
}

function shapedRows(rows: unknown[][], { RowClass, named }: RowShape): void {
  Object.defineProperty(rows, 'map', {
    value: () => {
      const shaped = new Array<Record<string, unknown>>(rows.length);
      for (let r = 0; r < rows.length; r += 1) {
        const values = rows[r]!;
        for (let i = 0; i < values.length; i += 1) values[i] = valueFromSql(values[i]);
        const row = new RowClass(values);
        for (const { name, index } of named) row[name] = values[index];
        shaped[r] = row;
      }
      return shaped;
    },
  });
}

/** `file:relative.db`, `file:/absolute.db` and `file:///absolute.db`, as @libsql/client reads them. */
export function databasePath(url: string): string {
  if (!url.startsWith('file:')) throw new Error(`Not a local database URL: ${url}`);
  if (url.includes('?')) throw new Error('Local database URLs take no options here; set them with PRAGMAs.');
  return url.startsWith('file://') ? fileURLToPath(url) : decodeURIComponent(url.slice('file:'.length));
}
