import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchData } from '../../bench/data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { JSON_ROW, jsonRowOf, jsonRowsQuery, parseJsonRows } from './client.ts';
import { eventGuestCounts, events, forumComments } from './schema/index.ts';

/**
 * Rows read as one JSON text (jsonRowOf) must be the rows drizzle maps itself, key for key and value
 * for value — booleans, JSON columns, nulls, integers — or a screen built from them shows something else.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBenchData(t.client, { venues: 3, guestCounts: [10], guestLinkSecret: 'test-guest-link-secret-0123456789abcdef' });
  // Every kind of value in at least one row: a null, a true and a false flag, text with quotes and emoji.
  await t.client.execute('UPDATE events SET capacity = NULL, invite_only = 1, reminders_enabled = 0, description = \'Say "hi" 🎂\', cancelled_at = 123 WHERE rowid = (SELECT min(rowid) FROM events)');
});
afterAll(() => t.close());

describe('jsonRowOf', () => {
  it('answers the rows drizzle maps itself (events: every column kind)', async () => {
    const own = await t.db.select().from(events).orderBy(events.id);
    const answer = await t.db.get<{ rows: string | null }>(sql`SELECT json_group_array(${jsonRowOf(events)}) AS rows FROM (SELECT * FROM ${events} ORDER BY id)`);
    const asJson = parseJsonRows<typeof events.$inferSelect>(answer);
    expect(own.length).toBeGreaterThan(3);
    expect(own.some((row) => row.inviteOnly === true) && own.some((row) => row.inviteOnly === false)).toBe(true);
    expect(asJson).toEqual(own);
  });

  it('answers an empty list as no rows', async () => {
    const answer = await t.db.get<{ rows: string | null }>(sql`SELECT json_group_array(${jsonRowOf(events)}) AS rows FROM ${events} WHERE ${eq(events.id, 'none')}`);
    expect(parseJsonRows(answer)).toEqual([]);
    // The table's columns are read once per table, whatever the table.
    expect(() => jsonRowOf(forumComments)).not.toThrow();
  });

  it('keeps only the keys asked for, with extra keys that read the row (jsonRowsQuery)', async () => {
    const own = await t.db.select({ id: events.id, title: events.title, inviteOnly: events.inviteOnly }).from(events).orderBy(events.id);
    const guestsOf = sql`(SELECT coalesce(sum(${eventGuestCounts.guests}), 0) FROM ${eventGuestCounts} WHERE ${eventGuestCounts.eventId} = ${JSON_ROW}.id)`;
    const answer = await t.db.batch([jsonRowsQuery(t.db, events, undefined, sql`id`, { only: ['id', 'title', 'inviteOnly'], extra: { guests: guestsOf } })]);
    const rows = parseJsonRows<{ id: string; title: string; inviteOnly: boolean; guests: number }>(answer[0]);
    expect(rows.map(({ guests: _guests, ...row }) => row)).toEqual(own);
    // The seeded event of 10 guests counts them; the others have none.
    expect(rows.map((row) => row.guests)).toContain(10);
    expect(rows.every((row) => Object.keys(row).join() === 'id,title,inviteOnly,guests')).toBe(true);
    expect(() => jsonRowOf(events, {}, ['id', 'nope'])).toThrow(/no column nope/);
  });
});
