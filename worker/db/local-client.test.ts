import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, LibsqlError, type Row } from '@libsql/client';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONE_ROW_MARK } from './client.ts';
import { createLocalClient, databasePath } from './local-client.node.ts';

describe('the local file client that keeps prepared statements', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-local-client-'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prepares a statement once and answers every later call with it, for any arguments', async () => {
    const prepare = vi.spyOn(Database.prototype, 'prepare');
    const client = createLocalClient(`file:${join(dir, 'a.db')}`);
    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    for (let i = 1; i <= 20; i += 1) await client.execute({ sql: 'INSERT INTO t (id, name) VALUES (?, ?)', args: [i, `n${i}`] });
    const before = prepare.mock.calls.length;
    const names = [];
    for (let i = 1; i <= 20; i += 1) names.push((await client.execute({ sql: 'SELECT name FROM t WHERE id = ?', args: [i] })).rows[0]?.name);
    expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `n${i + 1}`));
    expect(prepare.mock.calls.length - before).toBe(1);
    client.close();
  });

  it('keeps rows shaped as @libsql/client makes them (by name and by index)', async () => {
    const client = createLocalClient(`file:${join(dir, 'a.db')}`);
    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    await client.execute({ sql: 'INSERT INTO t VALUES (?, ?)', args: [7, 'seven'] });
    for (let i = 0; i < 2; i += 1) {
      const { rows, columns } = await client.execute('SELECT id, name FROM t');
      expect(columns).toEqual(['id', 'name']);
      expect(rows[0]?.id).toBe(7);
      expect(rows[0]?.[1]).toBe('seven');
      expect(Object.keys(rows[0]!)).toEqual(['id', 'name']);
    }
    client.close();
  });

  it('builds rows that behave as @libsql/client’s own, for every kind of value and every way code reads a row', async () => {
    const path = join(dir, 'a.db');
    const ours = createLocalClient(`file:${path}`);
    const stock = createClient({ url: `file:${path}` });
    await ours.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, score REAL, data BLOB, note TEXT)');
    await ours.execute({ sql: 'INSERT INTO t VALUES (?, ?, ?, ?, ?)', args: [1, 'ünï', 1.5, new Uint8Array([1, 2, 3]).buffer, null] });
    await ours.execute({ sql: 'INSERT INTO t VALUES (?, ?, ?, ?, ?)', args: [2 ** 53 - 1, '', -0.25, null, 'x'] });
    const queries = [
      'SELECT * FROM t ORDER BY id',
      'SELECT id, name AS "first name", score * 2 AS doubled FROM t ORDER BY id',
      // A repeated name (the first column keeps it) and a column called length (the row's length stays the count).
      'SELECT a.id, b.id - 1 AS id, a.name, a.name AS length FROM t a JOIN t b ON b.id = a.id ORDER BY a.id',
      // A number as a name keeps the library's own rows.
      'SELECT id AS "0", name AS "7" FROM t ORDER BY id',
      'SELECT count(*) AS n FROM t WHERE id < 0',
      'SELECT id FROM t WHERE id < 0',
    ];
    const view = (row: Row) => ({
      keys: Object.keys(row),
      json: JSON.stringify(row),
      spread: { ...row },
      entries: Object.entries(row),
      length: row.length,
      byIndex: Array.from({ length: row.length }, (_, index) => row[index]),
      sliced: Array.prototype.slice.call(row),
      enumerable: Object.keys(row).map((key) => Object.prototype.propertyIsEnumerable.call(row, key)),
      hasIndex: 0 in row,
    });
    for (let round = 0; round < 2; round += 1) {
      for (const query of queries) {
        const [mine, theirs] = [await ours.execute(query), await stock.execute(query)];
        expect(mine.columns, query).toEqual(theirs.columns);
        expect(mine.rows.map(view), query).toEqual(theirs.rows.map(view));
      }
    }
    // Rows built the fast way (a statement's row class), but for numbers as names (the library's way).
    expect(Object.getPrototypeOf((await ours.execute(queries[0]!)).rows[0])).not.toBe(Object.prototype);
    expect(Object.getPrototypeOf((await ours.execute(queries[2]!)).rows[0])).not.toBe(Object.prototype);
    expect(Object.getPrototypeOf((await ours.execute(queries[3]!)).rows[0])).toBe(Object.prototype);
    // Blobs come back as ArrayBuffers with their bytes, as the library's do.
    const blob = (await ours.execute('SELECT data FROM t WHERE id = 1')).rows[0]!.data as ArrayBuffer;
    expect(blob).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(blob)].slice(0, 3)).toEqual([1, 2, 3]);
    // An integer past 2^53 is refused, as the library refuses it, rather than rounded.
    await ours.execute({ sql: 'INSERT INTO t (id) VALUES (?)', args: [2n ** 53n + 1n] });
    await expect(ours.execute('SELECT id FROM t WHERE id > 9007199254740991')).rejects.toThrow(RangeError);
    await expect(stock.execute('SELECT id FROM t WHERE id > 9007199254740991')).rejects.toThrow(RangeError);
    stock.close();
    ours.close();
  });

  it('sets a kept statement’s modes once: writes still count as writes, reads as reads, big integers stay exact', async () => {
    const client = createLocalClient(`file:${join(dir, 'a.db')}`);
    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, big INTEGER)');
    // libsql does not export its Statement class: its prototype from a statement of another database.
    const statementPrototype = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as { raw(): unknown; safeIntegers(): unknown };
    const raw = vi.spyOn(statementPrototype, 'raw');
    const safeIntegers = vi.spyOn(statementPrototype, 'safeIntegers');
    for (let i = 1; i <= 5; i += 1) {
      const insert = await client.execute({ sql: 'INSERT INTO t (id, big) VALUES (?, ?)', args: [i, 2n ** 53n + BigInt(i)] });
      expect(insert.rowsAffected).toBe(1);
      expect(insert.lastInsertRowid).toBe(BigInt(i));
      expect(insert.rows).toEqual([]);
    }
    for (let i = 1; i <= 5; i += 1) {
      const read = await client.execute({ sql: 'SELECT CAST(big AS TEXT) AS big FROM t WHERE id = ?', args: [i] });
      expect(read.rows[0]?.big).toBe(String(2n ** 53n + BigInt(i)));
    }
    // Once per statement (the INSERT and the SELECT), not once per call.
    expect(raw.mock.calls.length).toBe(2);
    expect(safeIntegers.mock.calls.length).toBe(2);
    client.close();
  });

  it('answers with the new columns after a schema change, from execute and from a migration file', async () => {
    const client = createLocalClient(`file:${join(dir, 'a.db')}`);
    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    await client.execute('INSERT INTO t VALUES (1)');
    expect((await client.execute('SELECT * FROM t')).columns).toEqual(['id']);
    await client.execute("ALTER TABLE t ADD COLUMN name TEXT DEFAULT 'x'");
    expect((await client.execute('SELECT * FROM t')).columns).toEqual(['id', 'name']);
    await client.executeMultiple("ALTER TABLE t ADD COLUMN size INTEGER DEFAULT 3; UPDATE t SET name = 'y';");
    const after = await client.execute('SELECT * FROM t');
    expect(after.columns).toEqual(['id', 'name', 'size']);
    expect(after.rows[0]?.size).toBe(3);
    client.close();
  });

  it('still reports constraint errors with their SQLite codes, and rolls a failed batch back', async () => {
    const client = createLocalClient(`file:${join(dir, 'a.db')}`);
    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    const insert = { sql: 'INSERT INTO t VALUES (?)', args: [1] };
    await client.execute(insert);
    const error = await client.execute(insert).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LibsqlError);
    expect((error as LibsqlError).code).toMatch(/^SQLITE_CONSTRAINT/);
    await expect(client.batch([{ sql: 'INSERT INTO t VALUES (?)', args: [2] }, insert], 'write')).rejects.toThrow(/UNIQUE/);
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(1);
    // The kept statements still work after the failure.
    await client.execute({ sql: 'INSERT INTO t VALUES (?)', args: [3] });
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(2);
    client.close();
  });

  it('never runs another call inside an open transaction (the one connection refuses it, as @libsql/client does)', async () => {
    const client = createLocalClient(`file:${join(dir, 'a.db')}`);
    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY)');
    const tx = await client.transaction('write');
    await tx.execute('INSERT INTO t VALUES (1)');
    await expect(client.execute('SELECT count(*) AS n FROM t')).rejects.toMatchObject({ code: 'TRANSACTION_ACTIVE' });
    await tx.rollback();
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(0);
    client.close();
  });

  // libsql 0.5.29's `get` right after the same statement's `all` found no rows answers nothing, even
  // when rows match: a kept statement must keep running every query through `all` (on 2026-11-27
  // `get` for `limit 1` queries stopped the send queue's texts from going out).
  it('answers a kept statement right after the same statement found no rows, whatever its limit', async () => {
    const client = createLocalClient(`file:${join(dir, 'a.db')}`);
    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, kind TEXT NOT NULL)');
    await client.batch([{ sql: "INSERT INTO t (id, kind) VALUES (1, 'sms'), (2, 'sms')", args: [] }], 'write');
    const due = async (kind: string, limit: number) => (await client.execute({ sql: 'SELECT id FROM t WHERE kind = ? ORDER BY id limit ?', args: [kind, limit] })).rows.map((row) => row.id);
    expect(await due('email', 50)).toEqual([]);
    expect(await due('sms', 1)).toEqual([1]);
    expect(await due('email', 50)).toEqual([]);
    expect(await due('sms', 5)).toEqual([1, 2]);
    client.close();
  });

  it('answers a query limited to one row through one `get`, with the same rows as @libsql/client, and everything else as before', async () => {
    const path = join(dir, 'a.db');
    const ours = createLocalClient(`file:${path}`);
    const stock = createClient({ url: `file:${path}` });
    await ours.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, big INTEGER)');
    await ours.batch([{ sql: "INSERT INTO t VALUES (1, 'sms', 5), (2, 'sms', 6), (3, 'email', ?)", args: [2n ** 53n + 1n] }], 'write');
    const statementPrototype = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as { get(): unknown };
    const get = vi.spyOn(statementPrototype, 'get');
    const one = { sql: 'SELECT id, kind FROM t WHERE kind = ? ORDER BY id LIMIT ?', args: ['sms', 1] };
    const shape = (rows: Row[]) => rows.map((row) => ({ ...row, length: row.length, first: row[0] }));
    expect(shape((await ours.execute(one)).rows)).toEqual(shape((await stock.execute(one)).rows));
    expect(shape((await ours.execute(one)).rows)).toEqual([{ id: 1, kind: 'sms', length: 2, first: 1 }]);
    expect(get).toHaveBeenCalledTimes(2);
    // None found; a larger limit, the same text (through `all`, as before); then one again.
    expect((await ours.execute({ ...one, args: ['fax', 1] })).rows).toEqual([]);
    expect((await ours.execute({ ...one, args: ['sms', 5] })).rows.map((row) => row.id)).toEqual([1, 2]);
    expect((await ours.execute({ ...one, args: ['email', 5] })).rows.map((row) => row.id)).toEqual([3]);
    expect((await ours.execute({ ...one, args: ['fax', 5] })).rows).toEqual([]);
    expect((await ours.execute(one)).rows.map((row) => row.id)).toEqual([1]);
    expect(get).toHaveBeenCalledTimes(4);
    // A big integer still refuses to become an inexact number, as the library's rows do.
    await expect(ours.execute({ sql: 'SELECT big FROM t WHERE id = ? LIMIT ?', args: [3, 1] })).rejects.toThrow(RangeError);
    // EXPLAIN answers rows of its own, whatever the query's limit: every one of them.
    const explain = { sql: 'EXPLAIN QUERY PLAN SELECT a.id FROM t a JOIN t b ON b.big = a.big WHERE a.kind = ? ORDER BY a.kind DESC LIMIT ?', args: ['sms', 1] };
    const plan = await ours.execute(explain);
    expect(plan.rows.length).toBeGreaterThan(1);
    expect(plan.rows.length).toBe((await stock.execute(explain)).rows.length);
    expect(get).toHaveBeenCalledTimes(5);
    // A read that fails answers its error, and the next one is answered again.
    const overflow = { sql: 'SELECT abs(?) AS n FROM t LIMIT ?', args: [-(2n ** 63n), 1] };
    await expect(ours.execute(overflow)).rejects.toThrow(/overflow/);
    expect((await ours.execute({ ...overflow, args: [-4, 1] })).rows[0]?.n).toBe(4);
    ours.close();
    stock.close();
  });

  it('runs a write marked as one row through one `get`: the whole change, its row, changes() for the next statement', async () => {
    const ours = createLocalClient(`file:${join(dir, 'b.db')}`);
    await ours.executeMultiple("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL); CREATE TABLE log (changed INTEGER); INSERT INTO t VALUES (1, 'a'), (2, 'b');");
    const statementPrototype = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as { get(): unknown };
    const get = vi.spyOn(statementPrototype, 'get');
    const update = (v: string, id: number) => ({ sql: `UPDATE t SET v = ? WHERE id = ? RETURNING id, v${ONE_ROW_MARK}`, args: [v, id] });
    const logChanges = 'INSERT INTO log SELECT changes()';
    const [found, , missing] = await ours.batch([update('x', 1), logChanges, update('y', 9), logChanges], 'write');
    expect(found!.rows.map((row) => ({ ...row }))).toEqual([{ id: 1, v: 'x' }]);
    expect(missing!.rows).toEqual([]);
    expect(get).toHaveBeenCalledTimes(2);
    expect((await ours.execute('SELECT changed FROM log ORDER BY rowid')).rows.map((row) => row.changed)).toEqual([1, 0]);
    expect((await ours.execute('SELECT v FROM t ORDER BY id')).rows.map((row) => row.v)).toEqual(['x', 'b']);
    // Without the mark a write answers every row it returns, through `all`.
    expect((await ours.execute("UPDATE t SET v = 'z' RETURNING id")).rows.map((row) => row.id)).toEqual([1, 2]);
    // A marked write that fails answers its error and changes nothing; the next one is answered again.
    await ours.execute("CREATE TRIGGER no_q BEFORE UPDATE ON t WHEN NEW.v = 'q' BEGIN SELECT RAISE(ABORT, 'no q'); END");
    await expect(ours.batch([update('q', 1)], 'write')).rejects.toThrow(/no q/);
    expect((await ours.batch([update('w', 2)], 'write'))[0]!.rows.map((row) => row.v)).toEqual(['w']);
    expect((await ours.execute('SELECT v FROM t ORDER BY id')).rows.map((row) => row.v)).toEqual(['z', 'w']);
    ours.close();
  });

  it('reads file URLs as @libsql/client does and refuses others', () => {
    expect(databasePath('file:data/app.db')).toBe('data/app.db');
    expect(databasePath('file:/tmp/app.db')).toBe('/tmp/app.db');
    expect(databasePath('file:///tmp/app%20x.db')).toBe('/tmp/app x.db');
    expect(() => databasePath('libsql://example.turso.io')).toThrow(/Not a local/);
  });
});
