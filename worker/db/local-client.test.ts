import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LibsqlError } from '@libsql/client';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('reads file URLs as @libsql/client does and refuses others', () => {
    expect(databasePath('file:data/app.db')).toBe('data/app.db');
    expect(databasePath('file:/tmp/app.db')).toBe('/tmp/app.db');
    expect(databasePath('file:///tmp/app%20x.db')).toBe('/tmp/app x.db');
    expect(() => databasePath('libsql://example.turso.io')).toThrow(/Not a local/);
  });
});
