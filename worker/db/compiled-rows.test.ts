import { and, eq, fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchData } from '../../bench/data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { prepareBatch } from './client.ts';
import { compilePlaceholders, compileRowMapper, ROW_VALUES, withCompiledRows } from './compiled-rows.ts';
import { events, guests, users } from './schema/index.ts';

/**
 * The compiled mapping must answer exactly what drizzle's own mapping answers for the same rows —
 * decoded booleans, JSON and dates, nested objects, a left join's missing side as null — or a
 * screen built from a prepared query would show something else than one built from a plain one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBenchData(t.client, { venues: 3, guestCounts: [10], guestLinkSecret: 'test-guest-link-secret-0123456789abcdef' });
  await t.client.execute('UPDATE events SET capacity = NULL, invite_only = 1, reminders_enabled = 0, description = \'Say "hi" 🎂\' WHERE rowid = (SELECT min(rowid) FROM events)');
  await t.client.execute('UPDATE guests SET plus_one_names = \'["Ann","Bo"]\', dietary_note = NULL WHERE rowid = (SELECT min(rowid) FROM guests)');
});
afterAll(() => t.close());

/** The same query prepared twice: one left to drizzle, one compiled. */
function both<T extends { prepare(): unknown }>(build: () => T) {
  return { own: build().prepare() as ReturnType<T['prepare']>, compiled: withCompiledRows(build().prepare()) as ReturnType<T['prepare']> };
}

describe('withCompiledRows', () => {
  it('maps every column kind of a whole table as drizzle does (booleans, JSON, nulls, dates)', async () => {
    const { own, compiled } = both(() => t.db.select().from(events).orderBy(events.id));
    const expected = await own.all();
    expect(expected.some((row) => row.inviteOnly === true) && expected.some((row) => row.inviteOnly === false)).toBe(true);
    expect(await compiled.all()).toEqual(expected);
    const guestsQuery = both(() => t.db.select().from(guests).orderBy(guests.id));
    const guestRows = await guestsQuery.own.all();
    expect(guestRows.some((row) => row.plusOneNames.length === 2)).toBe(true);
    expect(await guestsQuery.compiled.all()).toEqual(guestRows);
  });

  it('nests selected objects and answers a left join’s missing side as null', async () => {
    const [someGuest] = await t.db.select({ id: guests.id, eventId: guests.eventId }).from(guests).limit(1);
    const { own, compiled } = both(() =>
      t.db
        .select({
          event: { id: events.id, title: events.title, inviteOnly: events.inviteOnly },
          guest: { id: guests.id, name: guests.name, plusOneNames: guests.plusOneNames },
          upper: sql<string>`upper(${events.title})`,
        })
        .from(events)
        .leftJoin(guests, and(eq(guests.eventId, events.id), eq(guests.id, sql.placeholder('guestId'))))
        .orderBy(events.id),
    );
    for (const guestId of [someGuest!.id, 'nobody']) {
      const expected = await own.all({ guestId });
      expect(expected.some((row) => row.guest === null)).toBe(true);
      expect(expected.some((row) => row.guest !== null)).toBe(guestId !== 'nobody');
      expect(await compiled.all({ guestId })).toEqual(expected);
    }
  });

  it('keeps a side whose columns come from two tables (drizzle never nulls those) and decodes mapWith', async () => {
    const { own, compiled } = both(() =>
      t.db
        .select({ mixed: { guestName: guests.name, hostName: users.name }, count: sql`count(*) over ()`.mapWith(Number), at: events.createdAt })
        .from(events)
        .leftJoin(guests, eq(guests.id, sql`'nobody'`))
        .leftJoin(users, eq(users.id, events.hostId))
        .orderBy(events.id),
    );
    const expected = await own.all();
    expect(expected[0]!.mixed).toEqual({ guestName: null, hostName: expect.any(String) });
    expect(await compiled.all()).toEqual(expected);
  });

  it('answers one row or undefined through get, and the rows a write returns', async () => {
    const { own, compiled } = both(() =>
      t.db
        .select({ id: events.id, startsAt: events.startsAt })
        .from(events)
        .where(eq(events.id, sql.placeholder('id'))),
    );
    const [first] = await own.all({ id: (await t.db.select({ id: events.id }).from(events).limit(1))[0]!.id });
    expect(await compiled.get({ id: first!.id })).toEqual(await own.get({ id: first!.id }));
    expect(await compiled.get({ id: 'none' })).toBeUndefined();
    const update = withCompiledRows(
      t.db
        .update(guests)
        .set({ dietaryNote: sql.placeholder('note') as never })
        .where(eq(guests.id, sql.placeholder('id')))
        .returning({ id: guests.id, note: guests.dietaryNote, names: guests.plusOneNames })
        .prepare(),
    );
    const [guest] = await t.db.select({ id: guests.id, names: guests.plusOneNames }).from(guests).limit(1);
    expect(await update.all({ id: guest!.id, note: 'no nuts' })).toEqual([{ id: guest!.id, note: 'no nuts', names: guest!.names }]);
  });

  it('reads a row by index when it keeps no value array (rows over HTTP), and through the array when it does', () => {
    const mapRow = compileRowMapper(
      [
        { path: ['id'], field: events.id },
        { path: ['guest', 'names'], field: guests.plusOneNames },
      ],
      { events: true },
    );
    expect(mapRow(['e1', '["Ann"]'])).toEqual({ id: 'e1', guest: { names: ['Ann'] } });
    const kept = Object.assign(Object.create({ [ROW_VALUES]: ['e2', null] }), { length: 2 });
    expect(mapRow(kept)).toEqual({ id: 'e2', guest: null });
  });

  it('leaves relational queries (their own mapper) and non-queries as they are', async () => {
    const relational = t.db.query.events.findFirst({ columns: { id: true, inviteOnly: true } }).prepare();
    const mapAll = (relational as unknown as { mapAllResult: unknown }).mapAllResult;
    expect(withCompiledRows(relational)).toBe(relational);
    expect((relational as unknown as { mapAllResult: unknown }).mapAllResult).toBe(mapAll);
    expect(withCompiledRows(42)).toBe(42);
  });
});

describe('prepared batches and placeholders', () => {
  it('answers what drizzle’s own batch answers', async () => {
    const [guest] = await t.db.select({ id: guests.id, eventId: guests.eventId }).from(guests).limit(1);
    const run = prepareBatch(t.db, [
      t.db
        .select({ event: { id: events.id, inviteOnly: events.inviteOnly } })
        .from(events)
        .where(eq(events.id, sql.placeholder('eventId'))),
      t.db
        .select({ id: guests.id, names: guests.plusOneNames })
        .from(guests)
        .where(eq(guests.id, sql.placeholder('guestId'))),
    ] as const);
    const expected = await t.db.batch([
      t.db
        .select({ event: { id: events.id, inviteOnly: events.inviteOnly } })
        .from(events)
        .where(eq(events.id, guest!.eventId)),
      t.db.select({ id: guests.id, names: guests.plusOneNames }).from(guests).where(eq(guests.id, guest!.id)),
    ]);
    expect(await run({ eventId: guest!.eventId, guestId: guest!.id })).toEqual(expected);
  });

  it('fills values as drizzle does, encoders included, and refuses a missing one the same way', () => {
    // A placeholder in an update's set is wrapped in a Param of its column: the JSON column's encoder applies.
    const query = t.db
      .update(guests)
      .set({ plusOneNames: sql.placeholder('names') as never })
      .where(and(eq(guests.id, sql.placeholder('id')), eq(guests.partySize, 2)))
      .toSQL();
    const values = { id: 'g1', names: ['Ann'] };
    expect(compilePlaceholders(query.params)(values)).toEqual(fillPlaceholders(query.params, values));
    expect(compilePlaceholders(query.params)(values)).toEqual(['["Ann"]', 'g1', 2]);
    expect(() => compilePlaceholders(query.params)({ id: 'g1' })).toThrow('No value for placeholder "names" was provided');
  });
});
