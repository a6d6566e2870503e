import type { Client } from '@libsql/client';
import { ConnectionPool, Sqlite3Client } from '@libsql/client/sqlite3';
import { fileURLToPath } from 'node:url';

/**
 * The libSQL client for a local database file (the Node entry and the tests): @libsql/client's
 * own file client — its statements, batches, transactions and errors unchanged — over one
 * connection that keeps its prepared statements.
 *
 * Why: the file client prepares every statement again on each call and asks for its columns
 * twice, crossing into native code each time. Under load that was a fifth to a quarter of the
 * server's time on every route (`prepare` and `columns` in the profiles of decision 020), more
 * than running the queries. Drizzle sends the same SQL text for the same query, so a statement
 * kept by its text is reused from the second request on.
 *
 * Reusing a statement is safe here because the client runs each one to completion synchronously
 * (`all` or `run`) before anything else can touch it. A schema change (a migration) empties the
 * cache, so no statement answers with the columns of a table as it was.
 */
export function createLocalClient(url: string): Client {
  const pool = new StatementKeepingPool(databasePath(url), {}, 1);
  return new Sqlite3Client(pool, 'number');
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
    const statement = rememberColumns(prepare(sql));
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
function rememberColumns(statement: Statement): Statement {
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

/** `file:relative.db`, `file:/absolute.db` and `file:///absolute.db`, as @libsql/client reads them. */
export function databasePath(url: string): string {
  if (!url.startsWith('file:')) throw new Error(`Not a local database URL: ${url}`);
  if (url.includes('?')) throw new Error('Local database URLs take no options here; set them with PRAGMAs.');
  return url.startsWith('file://') ? fileURLToPath(url) : decodeURIComponent(url.slice('file:'.length));
}
