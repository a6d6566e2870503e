import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient, LibsqlBatchError, LibsqlError, type ResultSet } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { betweenWrites, groupWrites } from './group-commit.node.ts';

/**
 * Group commit (decision 044) over the stock file client, whose calls are counted: what reaches
 * the database is one transaction per turn of the event loop, and every caller still gets what its
 * call alone would have answered.
 */
describe('writes made in one turn commit together', () => {
  let dir: string;
  let stock: Client;
  let client: Client;
  /** The calls that reached the stock client: a batch's statement count, or 'execute'. */
  let reached: (number | 'execute')[];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-group-commit-'));
    stock = createClient({ url: `file:${join(dir, 'g.db')}` });
    await stock.execute('PRAGMA journal_mode = WAL');
    await stock.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, n INTEGER NOT NULL DEFAULT 0)');
    reached = [];
    const batch = stock.batch.bind(stock);
    const execute = stock.execute.bind(stock) as (stmt: unknown) => Promise<ResultSet>;
    stock.batch = ((stmts: unknown[], mode?: 'write') => {
      reached.push(stmts.length);
      return batch(stmts as never, mode);
    }) as Client['batch'];
    stock.execute = ((stmt: unknown) => {
      reached.push('execute');
      return execute(stmt);
    }) as Client['execute'];
    client = groupWrites(stock);
  });
  afterEach(() => {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const names = async () => (await stock.execute('SELECT name FROM t ORDER BY id')).rows.map((row) => row.name);

  it('sends the writes of one turn as one transaction, and answers each call with its own results', async () => {
    const one = client.execute({ sql: 'INSERT INTO t (name) VALUES (?) RETURNING id', args: ['a'] });
    const two = client.batch(
      [
        { sql: 'INSERT INTO t (name) VALUES (?)', args: ['b'] },
        { sql: 'UPDATE t SET n = n + 1 WHERE name IN (?, ?)', args: ['a', 'b'] },
      ],
      'write',
    );
    const three = client.execute({ sql: 'DELETE FROM t WHERE name = ?', args: ['nobody'] });
    const [first, second, third] = await Promise.all([one, two, three]);
    expect(reached).toEqual([4]);
    expect(first.rows[0]?.id).toBe(1);
    expect(second).toHaveLength(2);
    expect(second[0]!.lastInsertRowid).toBe(2n);
    // The update saw the insert of the call before it: calls run in the order they were made.
    expect(second[1]!.rowsAffected).toBe(2);
    expect(third.rowsAffected).toBe(0);
    expect(await names()).toEqual(['a', 'b']);
  });

  it('a failing call gets its own error and the others land, as if each had run alone', async () => {
    await client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['taken'] });
    reached = [];
    const before = client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['before'] });
    const clash = client.batch(
      [
        { sql: 'INSERT INTO t (name) VALUES (?)', args: ['inside'] },
        { sql: 'INSERT INTO t (name) VALUES (?)', args: ['taken'] },
      ],
      'write',
    );
    const clashAlone = client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['taken'] });
    const after = client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['after'] });
    const settled = await Promise.allSettled([before, clash, clashAlone, after]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    const batchError = (settled[1] as PromiseRejectedResult).reason;
    expect(batchError).toBeInstanceOf(LibsqlBatchError);
    expect(batchError.code).toBe('SQLITE_CONSTRAINT');
    // The index within the call's own batch, not within the group.
    expect(batchError.statementIndex).toBe(1);
    const executeError = (settled[2] as PromiseRejectedResult).reason;
    expect(executeError).toBeInstanceOf(LibsqlError);
    expect(executeError).not.toBeInstanceOf(LibsqlBatchError);
    // The group (5 statements) rolled back whole, then each call on its own.
    expect(reached).toEqual([5, 'execute', 2, 'execute', 'execute']);
    // The failed batch left nothing behind; the calls around it did.
    expect(await names()).toEqual(['taken', 'before', 'after']);
  });

  it('a write answers only once committed, and a read meanwhile sees what was committed', async () => {
    const write = client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['pending'] });
    const duringTurn = await client.execute('SELECT count(*) AS n FROM t');
    expect(duringTurn.rows[0]?.n).toBe(0);
    await write;
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(1);
  });

  it('runs a statement that is neither a read nor a write after the writes made before it', async () => {
    const write = client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['first'] });
    const schema = client.execute('CREATE TABLE u AS SELECT name FROM t');
    await Promise.all([write, schema]);
    expect((await client.execute('SELECT name FROM u')).rows.map((row) => row.name)).toEqual(['first']);
  });

  it('groups at most maxGroup calls per transaction', async () => {
    const small = groupWrites(stock, { maxGroup: 3 });
    await Promise.all(Array.from({ length: 7 }, (_, i) => small.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: [`n${i}`] })));
    expect(reached).toEqual([3, 3, 'execute']);
    expect(await names()).toHaveLength(7);
  });

  it('a write made while a group commits joins the next one', async () => {
    const first = client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['x'] });
    const second = first.then(() => client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['y'] }));
    await Promise.all([first, second]);
    expect(reached).toEqual(['execute', 'execute']);
    expect(await names()).toEqual(['x', 'y']);
  });

  it('betweenWrites runs after the writes made before it and holds back the commit of those made meanwhile; reads go on', async () => {
    const before = client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['before'] });
    let release!: () => void;
    let seenInside: unknown[] = [];
    const held = betweenWrites(client, async () => {
      seenInside = await names();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await before;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seenInside).toEqual(['before']);
    let meanwhileDone = false;
    const meanwhile = client.execute({ sql: 'INSERT INTO t (name) VALUES (?)', args: ['meanwhile'] }).then(() => {
      meanwhileDone = true;
    });
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(meanwhileDone).toBe(false);
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(1);
    release();
    await Promise.all([held, meanwhile]);
    expect(await names()).toEqual(['before', 'meanwhile']);
  });

  it('betweenWrites on a client that does not group just runs the work', async () => {
    expect(await betweenWrites(stock, async () => 'ran')).toBe('ran');
  });
});
