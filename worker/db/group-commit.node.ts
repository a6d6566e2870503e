import type { Client, InArgs, InStatement, ResultSet, TransactionMode } from '@libsql/client';
import { sqlOf } from './client.ts';

type BatchStatement = InStatement | [string, InArgs?];

/**
 * Group commit for the local database file (decision 044): the writes that requests send during
 * one turn of the event loop are committed together, in one transaction, at its end
 * (`setImmediate`), instead of each in its own. A commit is the dearest part of a small write on
 * SQLite — the transaction's start, its WAL frames, the checkpoint every thousand pages — and the
 * pages several writes share (an event's row, its counts, an index's last leaf) go to the log once.
 *
 * What a caller sees does not change:
 * - Each write call (an `execute` of one statement, a `batch`) answers as it would alone, and only
 *   after the transaction holding it has committed: a 2xx still means the write is on disk.
 * - The calls run in the order they were made, one after another, each statement seeing the ones
 *   before it; `changes()` and `last_insert_rowid()` still refer to the call's own statements.
 * - When any statement of a group fails, the whole transaction rolls back (as a batch does) and the
 *   group's calls are run again one by one, each in its own transaction as before grouping: the
 *   failing call gets its own error and the others their own answers, as if never grouped.
 * - Reads run at once, on what is committed. A write that has not answered yet may not be visible to a read made after it;
 *   no caller has been told it happened, so nothing it was told is contradicted. Code that reads its
 *   own write awaits the write first, as it always had to.
 * - Anything that is neither a plain read nor a plain write (PRAGMA, schema changes, scripts,
 *   migrations, interactive transactions) first sends the waiting group on its way, so it runs
 *   after every write made before it.
 *
 * Only the Node entry's file client groups: on Workers, each request's writes go over HTTP to the
 * database, which commits them.
 */
export function groupWrites(client: Client, options: { maxGroup?: number } = {}): Client {
  const maxGroup = options.maxGroup ?? 64;
  const inner: Inner = {
    execute: client.execute.bind(client) as Inner['execute'],
    batch: client.batch.bind(client) as Inner['batch'],
  };
  let waiting: WriteCall[] = [];
  let flushPlanned = false;
  // Every call that is not a plain read runs after the one before it, through this chain (one
  // connection serves them all in any case): a failed group's calls run again one by one before
  // anything made after them.
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = tail.then(run);
    tail = result.catch(() => undefined);
    return result;
  };

  const flush = () => {
    flushPlanned = false;
    while (waiting.length > 0) {
      const group = waiting.slice(0, maxGroup);
      waiting = waiting.slice(group.length);
      void inTurn(() => commitGroup(inner, group));
    }
  };
  const enqueue = (statements: BatchStatement[], single: boolean, mode?: TransactionMode) =>
    new Promise<ResultSet[]>((resolve, reject) => {
      waiting.push({ statements, single, mode, settle: { resolve, reject } });
      if (!flushPlanned) {
        flushPlanned = true;
        later(flush);
      }
    });
  // What is neither a plain read nor a plain write runs after every write made before it.
  const afterWrites = <T>(run: () => Promise<T>): Promise<T> => {
    flush();
    return inTurn(run);
  };

  const passOn = <K extends 'executeMultiple' | 'migrate' | 'transaction'>(key: K) =>
    ((...args: unknown[]) => afterWrites(() => (client[key] as (...a: unknown[]) => Promise<unknown>).apply(client, args))) as Client[K];
  const grouped: Client = {
    execute: ((stmtOrSql: InStatement, args?: InArgs) => {
      const stmt: InStatement = typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
      const kind = kindOf([stmt]);
      if (kind === 'read') return inner.execute(stmt);
      if (kind === 'other') return afterWrites(() => inner.execute(stmt));
      return enqueue([stmt], true).then((results) => results[0]!);
    }) as Client['execute'],
    batch: (stmts: BatchStatement[], mode?: TransactionMode) => {
      const kind = kindOf(stmts);
      if (kind === 'read' || stmts.length === 0) return inner.batch(stmts, mode);
      if (kind === 'other') return afterWrites(() => inner.batch(stmts, mode));
      return enqueue(stmts, false, mode);
    },
    migrate: passOn('migrate'),
    transaction: passOn('transaction'),
    executeMultiple: passOn('executeMultiple'),
    sync: () => client.sync(),
    close: () => client.close(),
    reconnect: () => client.reconnect(),
    get closed() {
      return client.closed;
    },
    protocol: client.protocol,
  };
  betweenGroups.set(grouped, afterWrites);
  return grouped;
}

const betweenGroups = new WeakMap<Client, <T>(run: () => Promise<T>) => Promise<T>>();

/**
 * Runs `work` after every write made before this call has committed, and holds back the commit of
 * writes made while it runs until it ends (reads go on meanwhile). A client that does not group
 * writes just runs it. The WAL checkpoint thread uses it to catch up with a log that no commit is
 * appending to (background-checkpoint.node.ts).
 */
export function betweenWrites<T>(client: Client, work: () => Promise<T>): Promise<T> {
  const afterWrites = betweenGroups.get(client);
  return afterWrites ? afterWrites(work) : work();
}

interface WriteCall {
  statements: BatchStatement[];
  /** An `execute`: answers its one result set (and fails with a plain error, as execute does). */
  single: boolean;
  mode?: TransactionMode;
  settle: { resolve: (results: ResultSet[]) => void; reject: (error: unknown) => void };
}

type Inner = {
  execute: (stmt: InStatement) => Promise<ResultSet>;
  batch: (stmts: BatchStatement[], mode?: TransactionMode) => Promise<ResultSet[]>;
};

// Taken when the module loads: a test's fake timers must not hold writes back.
const later = setImmediate;

/** A call as it would have run without grouping. */
async function runAlone(inner: Inner, call: WriteCall): Promise<void> {
  try {
    call.settle.resolve(call.single ? [await inner.execute(call.statements[0] as InStatement)] : await inner.batch(call.statements, call.mode));
  } catch (error) {
    call.settle.reject(error);
  }
}

async function commitGroup(inner: Inner, group: WriteCall[]): Promise<void> {
  if (group.length === 1) return runAlone(inner, group[0]!);
  let results: ResultSet[];
  try {
    // One transaction, BEGIN IMMEDIATE: every statement of every call, in order.
    results = await inner.batch(
      group.flatMap((call) => call.statements),
      'write',
    );
  } catch {
    // Rolled back whole (the client's batch does that): each call again on its own, in order.
    for (const call of group) await runAlone(inner, call);
    return;
  }
  let next = 0;
  for (const call of group) {
    call.settle.resolve(results.slice(next, next + call.statements.length));
    next += call.statements.length;
  }
}

const plainRead = /^\s*SELECT\b/i;
const plainWrite = /^\s*(INSERT|UPDATE|DELETE|REPLACE|SELECT|WITH)\b/i;

/** 'read' runs at once; 'write' joins the group; 'other' (PRAGMA, CREATE, BEGIN…) runs after the group. */
function kindOf(stmts: BatchStatement[]): 'read' | 'write' | 'other' {
  const sqls = stmts.map(sqlOf);
  if (sqls.every((sql) => plainRead.test(sql))) return 'read';
  return sqls.every((sql) => plainWrite.test(sql)) ? 'write' : 'other';
}
