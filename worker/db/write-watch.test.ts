import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { tablesWrittenBy, watchWrites, writersByTable } from './client.ts';

/**
 * The write watch tells the in-process caches (kept sessions, kept reads, shared answers) that
 * what they hold may be stale. A table's count must move for every statement that can change the
 * table — including through the schema's triggers and foreign-key actions — or a cache serves a
 * stale row.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the tables a write reaches', () => {
  it('reads the tables a trigger body writes, whatever the statement form', () => {
    const trigger = `CREATE TRIGGER x AFTER UPDATE OF name ON users WHEN OLD.name IS NOT NEW.name BEGIN
      UPDATE \`events\` SET v = v + 1 WHERE host_id = NEW.id;
      INSERT OR IGNORE INTO "audit" (id) VALUES (NEW.id);
      INSERT INTO counts (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = a + 1;
      DELETE FROM stale WHERE id = OLD.id;
      REPLACE INTO mirror (id) VALUES (NEW.id);
      UPDATE OR REPLACE tallies SET n = 0;
    END`;
    expect(tablesWrittenBy(trigger)).toEqual(expect.arrayContaining(['events', 'audit', 'counts', 'stale', 'mirror', 'tallies']));
    // The header's own table is the trigger's source, not a target.
    expect(tablesWrittenBy(trigger)).not.toContain('users');
  });

  it('follows the real schema: what writes the events (versions bumped by triggers) and the guests (cascades)', async () => {
    const writers = await writersByTable(t.client);
    // Every trigger's table reaches what its body writes.
    const { rows } = await t.client.execute("SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger'");
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) for (const target of tablesWrittenBy(String(row.sql))) expect(writers.get(target)?.has(String(row.tbl_name)), `${row.tbl_name} → ${target}`).toBe(true);
    expect([...writers.get('events')!]).toEqual(expect.arrayContaining(['events', 'guests', 'sms_opt_outs', 'event_cohosts', 'users', 'wishlist_items', 'wishlist_settings', 'wishlist_assignments']));
    // Deleting an event (or its host) deletes its guests.
    expect([...writers.get('guests')!]).toEqual(expect.arrayContaining(['guests', 'events', 'users']));
    // Sessions hang off users.
    expect([...writers.get('sessions')!]).toEqual(expect.arrayContaining(['sessions', 'users']));
    expect(writers.get('venues')?.has('guests') ?? false).toBe(false);
  });
});

describe('WriteWatch per table', () => {
  it("moves a table's count for statements that name it or reach it, and every count for what it cannot see", async () => {
    const watch = watchWrites(t.client);
    await watch.learnSchema();
    const count = (table: string) => watch.tableGeneration(table);
    const counts = () => [count('users'), count('sessions'), count('events')];
    const start = counts();
    await t.client.execute('SELECT * FROM users');
    await t.client.execute("UPDATE venues SET title = title WHERE id = 'none'");
    expect(counts()).toEqual(start);
    await t.client.execute("DELETE FROM sessions WHERE user_id = 'none'");
    expect(counts()).toEqual([start[0], start[1]! + 1, start[2]]);
    // A wishlist item's write bumps its event's wishlist version through a trigger.
    await t.client.execute("UPDATE wishlist_items SET title = title WHERE id = 'none'");
    expect(counts()).toEqual([start[0], start[1]! + 1, start[2]! + 1]);
    await t.client.batch(["UPDATE venues SET title = title WHERE id = 'none'", "UPDATE users SET name = name WHERE id = 'none'"], 'write');
    // users reaches sessions (cascade) and events (host names).
    expect(counts()).toEqual([start[0]! + 1, start[1]! + 2, start[2]! + 2]);
    const before = counts();
    const tx = await t.client.transaction('write');
    await tx.rollback();
    for (const [index, value] of counts().entries()) expect(value).toBeGreaterThan(before[index]!);
  });

  it('counts every write for every table until it knows the schema, and again after a schema change', async () => {
    const watch = watchWrites(t.client);
    const venues = () => watch.tableGeneration('venues');
    const first = venues();
    await t.client.execute("DELETE FROM sessions WHERE user_id = 'none'");
    expect(venues()).toBe(first + 1);
    await watch.learnSchema();
    const learned = venues();
    await t.client.execute("DELETE FROM sessions WHERE user_id = 'none'");
    expect(venues()).toBe(learned);
    // A migration's batch may add a trigger that writes venues from sessions: the watch forgets what it learned.
    await t.client.batch(['CREATE TABLE scratch (id TEXT)'], 'write');
    const afterChange = venues();
    await t.client.execute("DELETE FROM sessions WHERE user_id = 'none'");
    expect(venues()).toBe(afterChange + 1);
  });
});
