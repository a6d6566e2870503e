import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type HttpBindings, serve } from '@hono/node-server';
import { type Client, createClient, type Row } from '@libsql/client';
import { ConnectionPool, Sqlite3Client } from '@libsql/client/sqlite3';
import * as drizzleOrm from 'drizzle-orm';
import { type Column, eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { alias, integer, SQLitePreparedQuery, SQLiteTable, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { Hono } from 'hono';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readBodyText } from '../middleware/request-body.ts';
import { securityHeaders } from '../middleware/security-headers.ts';
import { PartReader } from '../services/resumable-uploads/part-reader.ts';
import { createDb, type Db } from './client.ts';
import { compileRowMapper, ROW_VALUES, withCompiledRows } from './compiled-rows.ts';
import { createLocalClient } from './local-client.node.ts';
import * as schema from './schema/index.ts';

/**
 * The Node-only speed code leans on private internals of a few dependencies, each pinned to an
 * exact version (docs/decisions/055-pinned-private-internals.md). An upgrade of one of them could
 * leave that code silently on its slow fallback, or answering wrongly, while the behaviour tests
 * still pass. This file fails first and says what to check: the installed versions are the pins,
 * and the private shapes the code relies on are still there. The fast paths' answers against the
 * libraries' own are held by compiled-rows.test.ts, local-client.test.ts and
 * security-headers.test.ts; here only mapResultRow itself, over every column kind the schema uses.
 */
const DECISION = 'docs/decisions/055-pinned-private-internals.md';

interface Pin {
  name: string;
  version: string;
  /** Resolved from this package's folder (a dependency of a dependency), else from the repository. */
  from?: string;
  leans: string;
}

const PINS: Pin[] = [
  {
    name: 'drizzle-orm',
    version: '0.45.4',
    leans:
      'worker/db/client.ts calls its private _prepare() and getQuery()/mapResult() as LibSQLSession.batch does, and worker/db/compiled-rows.ts compiles what its mapResultRow does (fields, joinsNotNullableMap, decoders, mapAllResult/mapGetResult)',
  },
  {
    name: '@libsql/client',
    version: '0.18.0',
    leans:
      'worker/db/local-client.node.ts subclasses its private ConnectionPool (acquireSync), builds Sqlite3Client(pool, intMode) itself and replaces the rows its executeStmt builds from `all()`’s answer with rowFromSql',
  },
  {
    name: 'libsql',
    version: '0.5.29',
    from: '@libsql/client',
    leans:
      'worker/db/local-client.node.ts (through @libsql/client/sqlite3) wraps its Database prepare/exec and its Statement columns/safeIntegers/raw/all/get, and works around 0.5.29’s `get` after an empty `all`',
  },
  {
    name: 'hono',
    version: '4.13.19',
    leans:
      'worker/middleware/security-headers.ts relies on c.json/c.body building `new Response(body, { status, headers })` with the headers still a plain object, and on the server’s bindings arriving as c.env',
  },
  {
    name: '@hono/node-server',
    version: '2.1.8',
    leans:
      'worker/middleware/security-headers.ts writes into its light Response’s private [status, body, headers] slot (a symbol described "cache") and uses c.env.outgoing; worker/middleware/request-body.ts and worker/services/resumable-uploads/part-reader.ts read c.env.incoming',
  },
];

const root = join(import.meta.dirname, '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>;

/** The version Node loads: the package.json above the module `name` resolves to (from `from`'s folder when given). */
function installedVersion(name: string, from?: string): string {
  const rootRequire = createRequire(join(root, 'package.json'));
  const resolver = from ? createRequire(rootRequire.resolve(from)) : rootRequire;
  let dir = dirname(resolver.resolve(name));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = readJson(file);
      if (manifest.name === name) return String(manifest.version);
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json named ${name} above ${resolver.resolve(name)}`);
    dir = parent;
  }
}

/** The repository's own record of a pin: package.json's exact version (every pinned package is named there). */
function fixedVersion(pin: Pin): string | undefined {
  const manifest = readJson(join(root, 'package.json'));
  return manifest.dependencies?.[pin.name] ?? manifest.devDependencies?.[pin.name];
}

/** What the failure of a shape check says: what changed, who leans on it, where the pins live. */
const shape = (what: string) => `${what}. Check the code named here against the installed version, then update the pins in this test and in ${DECISION}`;

describe('pinned versions of the packages whose internals the Node speed code uses', () => {
  for (const pin of PINS) {
    it(`${pin.name} is ${pin.version}, in package.json and installed`, () => {
      const fixed = fixedVersion(pin);
      expect(fixed, `package.json fixes ${pin.name} at ${fixed}, not exactly ${pin.version}: ${pin.leans}; check them against ${fixed}, then update the pin here and in ${DECISION}`).toBe(pin.version);
      const installed = installedVersion(pin.name, pin.from);
      expect(installed, `${pin.name} moved from ${pin.version} to ${installed}: ${pin.leans}; check them against the new version, then update the pin here and in ${DECISION}`).toBe(pin.version);
    });
  }
});

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cakeday-pinned-internals-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What client.ts and compiled-rows.ts use of a drizzle prepared query, private parts included. */
type Prepared = {
  getQuery(): { sql: string; params: unknown[] };
  all(values?: Record<string, unknown>): Promise<unknown>;
  get(values?: Record<string, unknown>): Promise<unknown>;
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  executeMethod: string;
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
  mapAllResult(result: unknown, isFromBatch?: boolean): unknown;
  mapGetResult(result: unknown, isFromBatch?: boolean): unknown;
};
type Preparable = { _prepare?: (isOneTimeQuery?: boolean) => Prepared };

describe('drizzle-orm internals (worker/db/client.ts, worker/db/compiled-rows.ts)', () => {
  const probe = sqliteTable('probe', {
    id: text('id').primaryKey(),
    n: integer('n'),
    flag: integer('flag', { mode: 'boolean' }),
    tags: text('tags', { mode: 'json' }).$type<string[]>(),
  });
  const other = alias(probe, 'other');
  let client: Client;
  let db: Db;
  beforeAll(async () => {
    client = createLocalClient(`file:${join(dir, 'drizzle.db')}`);
    db = createDb(client);
    await client.executeMultiple(`CREATE TABLE probe (id TEXT PRIMARY KEY, n INTEGER, flag INTEGER, tags TEXT);
      INSERT INTO probe VALUES ('a', 1, 1, '["x"]'), ('b', NULL, 0, NULL);`);
  });
  afterAll(() => client.close());

  const joined = () =>
    db
      .select({ id: probe.id, flag: probe.flag, other: { id: other.id, tags: other.tags } })
      .from(probe)
      .leftJoin(other, eq(other.n, probe.n))
      .where(eq(probe.id, sql.placeholder('id')));

  it('a select still prepares through _prepare() into the prepared query compiled-rows.ts reads', () => {
    const builder = joined() as unknown as Preparable;
    expect(typeof builder._prepare, shape('drizzle’s query builders no longer have _prepare(): client.ts’s prepareBatch calls it as LibSQLSession.batch did')).toBe('function');
    const prepared = builder._prepare!();
    expect(is(prepared, SQLitePreparedQuery), shape('_prepare() no longer answers an SQLitePreparedQuery: withCompiledRows would leave every query to drizzle')).toBe(true);
    const built = prepared.getQuery();
    expect(typeof built.sql === 'string' && Array.isArray(built.params), shape('getQuery() no longer answers { sql, params }: prepareBatch sends that text and fills those params')).toBe(true);
    expect(
      built.params.some((param) => is(param, drizzleOrm.Placeholder)),
      shape('a placeholder no longer reaches getQuery().params as a Placeholder: compilePlaceholders fills them'),
    ).toBe(true);
    expect(
      Array.isArray(prepared.fields) && prepared.fields.every(({ path, field }) => Array.isArray(path) && path.every((key) => typeof key === 'string') && field !== undefined),
      shape('a prepared query’s fields are no longer [{ path, field }]: compileRowMapper reads them'),
    ).toBe(true);
    expect(prepared.fields!.map(({ path }) => path.join('.'))).toEqual(['id', 'flag', 'other.id', 'other.tags']);
    expect(prepared.joinsNotNullableMap, shape('joinsNotNullableMap (set by _prepare after prepareQuery) moved: compiled-rows.ts decides a left join’s missing side from it')).toEqual({
      probe: true,
      other: false,
    });
    expect(prepared.customResultMapper, shape('a select now has a customResultMapper: withCompiledRows leaves such queries alone')).toBeUndefined();
    for (const method of ['mapResult', 'mapAllResult', 'mapGetResult'] as const) {
      expect(typeof prepared[method], shape(`the prepared query has no ${method}: withCompiledRows replaces mapAllResult/mapGetResult, prepareBatch calls mapResult`)).toBe('function');
    }
  });

  it('answers through the compiled mapping: all(), get() and mapResult(…, true) go through the instance’s mapAllResult/mapGetResult', async () => {
    const prepared = withCompiledRows((joined() as unknown as Preparable)._prepare!(false));
    expect(Object.hasOwn(prepared, 'mapAllResult') && Object.hasOwn(prepared, 'mapGetResult'), shape('withCompiledRows no longer compiles this select')).toBe(true);
    const mapAll = vi.spyOn(prepared, 'mapAllResult');
    const mapGet = vi.spyOn(prepared, 'mapGetResult');
    const expected = [{ id: 'a', flag: true, other: { id: 'a', tags: ['x'] } }];
    expect(await prepared.all({ id: 'a' })).toEqual(expected);
    expect(mapAll, shape('all() no longer maps its rows through this.mapAllResult: the compiled mapper is skipped')).toHaveBeenCalledTimes(1);
    expect(await prepared.get({ id: 'b' })).toEqual({ id: 'b', flag: false, other: null });
    expect(mapGet, shape('get() no longer maps its row through this.mapGetResult: the compiled mapper is skipped')).toHaveBeenCalledTimes(1);
    const { sql: text, params } = prepared.getQuery();
    const result = await client.execute({ sql: text, args: drizzleOrm.fillPlaceholders(params, { id: 'a' }) as never });
    expect(prepared.mapResult(result, true)).toEqual(expected);
    expect(mapAll, shape('mapResult(result, true) no longer dispatches to mapAllResult for a select: prepareBatch’s rows skip the compiled mapper')).toHaveBeenCalledTimes(2);
  });

  it('db.batch still does what prepareBatch copies: _prepare(), getQuery(), mapResult(result, true)', async () => {
    const first = db.select({ id: probe.id }).from(probe).where(eq(probe.id, 'a'));
    const second = db.select({ n: probe.n }).from(probe).where(eq(probe.id, 'b'));
    const prepare = vi.spyOn(first as unknown as Required<Preparable>, '_prepare');
    const getQuery = vi.spyOn(SQLitePreparedQuery.prototype, 'getQuery');
    const mapResult = vi.spyOn(SQLitePreparedQuery.prototype, 'mapResult');
    try {
      expect(await db.batch([first, second])).toEqual([[{ id: 'a' }], [{ n: null }]]);
      expect(prepare, shape('LibSQLSession.batch no longer calls _prepare(): client.ts’s prepareBatch copies what it did')).toHaveBeenCalled();
      expect(getQuery.mock.calls.length, shape('LibSQLSession.batch no longer builds each query with getQuery()')).toBeGreaterThanOrEqual(2);
      expect(
        mapResult.mock.calls.map((call) => call[1]),
        shape('LibSQLSession.batch no longer answers with mapResult(result, true)'),
      ).toEqual([true, true]);
    } finally {
      getQuery.mockRestore();
      mapResult.mockRestore();
    }
  });

  it('mapResultRow is still there and the compiled mapping answers what it does, for every column kind the schema uses', async () => {
    type MapResultRow = (fields: { path: string[]; field: unknown }[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>) => Record<string, unknown>;
    const mapResultRow = (drizzleOrm as unknown as { mapResultRow?: MapResultRow }).mapResultRow;
    expect(typeof mapResultRow, shape('drizzle-orm no longer exports mapResultRow: compiled-rows.ts compiles what it did')).toBe('function');
    expect(mapResultRow!.length, shape('mapResultRow no longer takes (fields, row, joinsNotNullableMap)')).toBe(3);

    // One column of each kind (its runtime type and drizzle's column class) from the real schema.
    const kinds = new Map<string, Column>();
    for (const table of Object.values(schema)) {
      if (!is(table, SQLiteTable)) continue;
      for (const column of Object.values(getTableColumns(table))) if (!kinds.has(`${column.columnType}/${column.dataType}`)) kinds.set(`${column.columnType}/${column.dataType}`, column);
    }
    const sample = (column: Column): unknown => {
      if (column.dataType === 'string') return column.enumValues?.[0] ?? 'Ünï "text" 🎂';
      if (column.dataType === 'number') return column.columnType === 'SQLiteReal' ? 4.25 : 42;
      if (column.dataType === 'boolean') return true;
      if (column.dataType === 'json') return { names: ['Ann', 'Bo'], nested: { ok: true } };
      throw new Error(`The schema uses a column kind this test has no value for (${column.columnType}/${column.dataType}): add one, and check that compiled-rows.ts decodes it as drizzle does.`);
    };
    const columns = [...kinds.values()];
    expect(columns.map((column) => column.columnType)).toEqual(expect.arrayContaining(['SQLiteText', 'SQLiteInteger', 'SQLiteBoolean', 'SQLiteTextJson', 'SQLiteReal']));
    // A joined side, nested one level and nulled when its first column is null (its table may be missing).
    const [sideFirst, sideSecond] = Object.values(getTableColumns(columns[0]!.table as SQLiteTable));
    const fields = [
      ...columns.map((column, index) => ({ path: [`kind${index}`], field: column as unknown })),
      { path: ['side', 'first'], field: sideFirst },
      { path: ['side', 'second'], field: sideSecond },
      { path: ['counted'], field: sql`x`.mapWith(Number) },
      { path: ['aliased'], field: sql`x`.as('aliased') },
      { path: ['bytes'], field: sql`x` },
    ];
    const values = [...columns.map((column) => column.mapToDriverValue(sample(column))), 'first', 'second', '7', 'as is', new Uint8Array([1, 2, 255]).buffer];
    const text = `SELECT ${values.map((_, index) => `? AS c${index}`).join(', ')}`;
    const joins = { [getTableName(columns[0]!.table)]: false };
    const stock = createClient({ url: `file:${join(dir, 'drizzle.db')}` });
    try {
      for (const [rowsFrom, source] of [
        ['the Node file client (a values array under ROW_VALUES)', client],
        ['@libsql/client’s own file client (rows read by index, as over HTTP)', stock],
      ] as const) {
        for (const args of [values, values.map(() => null)]) {
          const [row] = (await source.execute({ sql: text, args: args as never })).rows as Row[];
          // What drizzle's mapAllResult hands mapResultRow: the row copied, ArrayBuffers as Buffers.
          const copied = Array.prototype.slice.call(row).map((value: unknown) => (value instanceof ArrayBuffer ? Buffer.from(value) : value));
          for (const joinsNotNullableMap of [joins, undefined]) {
            const expected = mapResultRow!(fields, copied, joinsNotNullableMap);
            expect(compileRowMapper(fields, joinsNotNullableMap)(row!), shape(`compileRowMapper no longer answers what mapResultRow does, for a row of ${rowsFrom}`)).toStrictEqual(expected);
          }
        }
      }
    } finally {
      stock.close();
    }
  });
});

describe('@libsql/client and libsql internals (worker/db/local-client.node.ts)', () => {
  it('exports ConnectionPool(path, options, maxConnections) with acquireSync, and Sqlite3Client(pool, intMode)', () => {
    expect(typeof ConnectionPool, shape('@libsql/client/sqlite3 no longer exports ConnectionPool: local-client.node.ts subclasses it to keep statements')).toBe('function');
    expect(ConnectionPool.length, shape('ConnectionPool no longer takes (path, options, maxConnections): createLocalClient builds one with a single connection')).toBe(3);
    for (const method of ['acquire', 'acquireSync', 'release', 'close'] as const) {
      expect(typeof ConnectionPool.prototype[method], shape(`ConnectionPool has no ${method}: StatementKeepingPool overrides acquireSync, through which acquire() opens connections`)).toBe('function');
    }
    expect(typeof Sqlite3Client, shape('@libsql/client/sqlite3 no longer exports Sqlite3Client')).toBe('function');
    expect(Sqlite3Client.length, shape('Sqlite3Client no longer takes (pool, intMode): createLocalClient builds it over its own pool')).toBe(2);
  });

  it('runs every statement of a client built over a pool on a connection that passed through acquireSync', async () => {
    const handedOut = new Set<object>();
    let prepares = 0;
    class Probe extends ConnectionPool {
      override acquireSync(forTransaction?: boolean) {
        const connection = super.acquireSync(forTransaction);
        if (!handedOut.has(connection)) {
          const prepare = connection.prepare.bind(connection);
          connection.prepare = ((text: string) => {
            prepares += 1;
            return prepare(text);
          }) as typeof connection.prepare;
          handedOut.add(connection);
        }
        return connection;
      }
    }
    const client = new Sqlite3Client(new Probe(join(dir, 'pool.db'), {}, 1), 'number');
    try {
      await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
      await client.batch([{ sql: 'INSERT INTO t VALUES (?, ?)', args: [1, 'one'] }], 'write');
      const tx = await client.transaction('read');
      expect((await tx.execute('SELECT name FROM t')).rows[0]?.name).toBe('one');
      await tx.rollback();
      expect(handedOut.size, shape('Sqlite3Client’s calls no longer borrow their connection through acquireSync: StatementKeepingPool never sees it and nothing is kept')).toBe(1);
      expect(prepares, shape('Sqlite3Client no longer prepares its statements on the pool’s connection (execute, batch, transaction)')).toBeGreaterThanOrEqual(3);
    } finally {
      client.close();
    }
  });

  it('libsql’s statements still have what a kept statement wraps, and raw() still tells a write from a read', () => {
    const database = new Database(':memory:');
    try {
      for (const method of ['prepare', 'exec'] as const) {
        expect(typeof database[method], shape(`libsql’s Database has no ${method}: keepStatements replaces it on the connection`)).toBe('function');
      }
      const read = database.prepare('SELECT 1 AS one, ? AS two');
      for (const method of ['columns', 'safeIntegers', 'raw', 'all', 'get', 'run'] as const) {
        expect(typeof read[method], shape(`libsql’s Statement has no ${method}: rememberColumns and oneRowReader wrap it`)).toBe('function');
      }
      expect(
        read.columns().map((column) => column.name),
        shape('a statement’s columns() no longer answers [{ name }]'),
      ).toEqual(['one', 'two']);
      read.raw(true);
      expect(read.all([2]), shape('raw(true) rows are no longer arrays: shapedRows builds its rows from them')).toEqual([[1, 2]]);
      expect(read.get([2]), shape('get() of a raw statement no longer answers the row as an array: the one-row reads and writes answer it')).toEqual([1, 2]);
      database.exec('CREATE TABLE t (id INTEGER)');
      const write = database.prepare('INSERT INTO t VALUES (1)');
      expect(() => write.raw(true), shape('raw(true) no longer throws for a statement without rows: @libsql/client and rememberColumns tell writes from reads by it')).toThrow();
    } finally {
      database.close();
    }
  });

  it('hands the local client’s rows to drizzle as the fast rows (executeStmt still maps all()’s answer)', async () => {
    const client = createLocalClient(`file:${join(dir, 'rows.db')}`);
    try {
      await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
      await client.execute({ sql: 'INSERT INTO t VALUES (?, ?)', args: [1, 'one'] });
      const [row] = (await client.execute('SELECT id, name FROM t')).rows;
      expect(
        (row as unknown as Record<symbol, unknown>)[ROW_VALUES],
        shape('@libsql/client no longer builds its rows with `all(args).map(rowFromSql)`: shapedRows’ rows (and their ROW_VALUES for the compiled mappers) are skipped'),
      ).toEqual([1, 'one']);
    } finally {
      client.close();
    }
  });
});

describe('@hono/node-server and hono internals (security headers, request bodies)', () => {
  interface Seen {
    cacheSymbolOnNew?: boolean;
    slotBefore?: unknown;
    outgoing?: { setHeader: string; headersSent: unknown };
    setHeaderCalls?: number;
    slotAfter?: unknown;
    incoming?: { on: string; off: string; destroy: string; iterator: string; didReadBefore: unknown; didReadAfter?: unknown; webBody?: boolean };
    body?: string;
  }
  const seen: Record<string, Seen> = {};
  const slotOf = (response: Response) => {
    const symbol = Object.getOwnPropertySymbols(response).find((candidate) => candidate.description === 'cache');
    return symbol && (response as unknown as Record<symbol, unknown>)[symbol];
  };
  /** The slot as it is now (the middleware changes it later): its headers copied if a plain object, else named. */
  const snapshot = (slot: unknown) => {
    if (!Array.isArray(slot)) return slot;
    return slot.map((part: unknown) => (part && typeof part === 'object' ? (Object.getPrototypeOf(part) === Object.prototype ? { ...part } : `a ${part.constructor.name}`) : part));
  };
  const describeIncoming = (incoming: HttpBindings['incoming'] | undefined) => ({
    on: typeof incoming?.on,
    off: typeof incoming?.off,
    destroy: typeof incoming?.destroy,
    iterator: typeof incoming?.[Symbol.asyncIterator],
    didReadBefore: incoming?.readableDidRead,
  });
  /** Notes a read of the request's web body (`c.req.raw.body`), the path the readers take when c.env.incoming will not do. */
  const watchWebBody = (request: Request) => {
    let owner: object | null = request;
    let descriptor: PropertyDescriptor | undefined;
    while (owner && !(descriptor = Object.getOwnPropertyDescriptor(owner, 'body'))) owner = Object.getPrototypeOf(owner);
    let read = false;
    Object.defineProperty(request, 'body', {
      configurable: true,
      get() {
        read = true;
        return descriptor?.get ? descriptor.get.call(request) : descriptor?.value;
      },
    });
    return () => read;
  };

  const app = new Hono<{ Bindings: HttpBindings }>()
    .use('*', async (c, next) => {
      const setHeader = vi.spyOn(c.env.outgoing, 'setHeader');
      await next();
      seen[c.req.path] = { ...seen[c.req.path], setHeaderCalls: setHeader.mock.calls.length, slotAfter: snapshot(slotOf(c.res)) };
      setHeader.mockRestore();
    })
    .use('*', securityHeaders)
    .use('*', async (c, next) => {
      await next();
      seen[c.req.path] = {
        ...seen[c.req.path],
        cacheSymbolOnNew: slotOf(new Response('probe', { headers: { 'x-probe': '1' } })) !== undefined,
        slotBefore: snapshot(slotOf(c.res)),
        outgoing: { setHeader: typeof c.env.outgoing?.setHeader, headersSent: c.env.outgoing?.headersSent },
      };
    })
    .get('/api/answer', (c) => c.json({ ok: true }))
    .post('/api/body', async (c) => {
      const incoming = describeIncoming(c.env.incoming);
      const webBody = watchWebBody(c.req.raw);
      const body = await readBodyText(c, 1024);
      seen['/api/body'] = { ...seen['/api/body'], incoming: { ...incoming, didReadAfter: c.env.incoming?.readableDidRead, webBody: webBody() }, body };
      return c.json({ ok: true });
    })
    .post('/api/parts', async (c) => {
      const incoming = describeIncoming(c.env.incoming);
      const webBody = watchWebBody(c.req.raw);
      const reader = PartReader.of(c).part(5).getReader();
      let body = '';
      for (let part = await reader.read(); !part.done; part = await reader.read()) body += new TextDecoder().decode(part.value);
      seen['/api/parts'] = { ...seen['/api/parts'], incoming: { ...incoming, didReadAfter: c.env.incoming?.readableDidRead, webBody: webBody() }, body };
      return c.json({ ok: true });
    });

  let server: ReturnType<typeof serve>;
  let origin: string;
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers c.json with the light Response whose [status, body, headers] slot security-headers.ts writes the API headers into', async () => {
    const response = await fetch(`${origin}/api/answer`);
    expect(await response.json()).toEqual({ ok: true });
    const { cacheSymbolOnNew, slotBefore, outgoing, setHeaderCalls, slotAfter } = seen['/api/answer'] ?? {};
    expect(
      cacheSymbolOnNew,
      shape('a `new Response(…)` on @hono/node-server no longer has an own symbol described "cache": security-headers.ts cannot find the light Response’s slot and falls back to setHeader (slower)'),
    ).toBe(true);
    expect(
      slotBefore,
      shape(
        'c.json’s light Response no longer keeps [status, body, headers] with the headers a plain object (hono’s c.json, @hono/node-server’s Response): security-headers.ts falls back to setHeader',
      ),
    ).toEqual([200, JSON.stringify({ ok: true }), { 'Content-Type': 'application/json' }]);
    expect(outgoing, shape('c.env.outgoing is no longer Node’s response with its head unwritten while the middleware runs')).toEqual({ setHeader: 'function', headersSent: false });
    expect(setHeaderCalls, shape('the API headers went through setHeader: security-headers.ts’s plain-object path was not taken')).toBe(0);
    expect((slotAfter as unknown[] | undefined)?.[2], shape('security-headers.ts no longer puts the API headers into the slot’s plain object')).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'no-store',
    });
    expect(response.headers.get('x-frame-options'), shape('@hono/node-server no longer writes the slot’s headers as the answer’s head (responseViaCache)')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('hands the request’s own Node stream, unread, to request-body.ts and part-reader.ts as c.env.incoming', async () => {
    const expected = { on: 'function', off: 'function', destroy: 'function', iterator: 'function', didReadBefore: false, didReadAfter: true, webBody: false };
    const why = (file: string) =>
      shape(
        `c.env.incoming is no longer the request’s own unread Node stream that ${file} reads (readableDidRead false before, true after, c.req.raw.body never asked for): it falls back to the web body (slower)`,
      );
    const body = await fetch(`${origin}/api/body`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":"ünï"}' });
    expect(seen['/api/body']?.incoming, why('worker/middleware/request-body.ts')).toEqual(expected);
    expect(seen['/api/body']?.body).toBe('{"a":"ünï"}');
    expect(body.status).toBe(200);
    const parts = await fetch(`${origin}/api/parts`, { method: 'POST', body: 'hello' });
    expect(seen['/api/parts']?.incoming, why('worker/services/resumable-uploads/part-reader.ts')).toEqual(expected);
    expect(seen['/api/parts']?.body).toBe('hello');
    expect(parts.status).toBe(200);
  });
});
