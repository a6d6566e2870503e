import { createClient } from '@libsql/client';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleError, isVanishedReference } from './errors.ts';
import { registerMember } from '../testing/invitations.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * A member's account deleted while one of their writes is on its way: the app still holds the
 * session it read a moment before, the write's row points at a member who is gone, and the
 * database refuses it. That is the client's situation (a 401), never a 500. The delete goes
 * through a second connection, as a request already past its session check would see it.
 */
describe('a write whose member vanished on the way', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  async function deleteBehindTheAppsBack(sql: string, args: string[]) {
    const other = createClient({ url: `file:${t.databaseFile}` });
    await other.execute('PRAGMA foreign_keys = ON');
    await other.execute({ sql, args });
    other.close();
  }

  it('answers 401 with a message and saves nothing when the account is gone', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const auth = { headers: { authorization: `Bearer ${ann.token}` } };
    expect((await t.call('GET', '/api/birthday-board/reminders', auth)).status).toBe(200);
    // The kept session goes stale on purpose here, as another process's write would leave it.
    t.verifyCaches(false);

    await deleteBehindTheAppsBack('DELETE FROM users WHERE id = ?', [ann.id]);
    const response = await t.call('PUT', '/api/birthday-board/reminders', { ...auth, json: { enabled: true } });
    expect(response.status).toBe(401);
    expect(response.data.error).toMatch(/signed out or deleted/);
    const left = await t.client.execute({ sql: 'SELECT count(*) AS n FROM users WHERE id = ?', args: [ann.id] });
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  it('answers 409 when what the write points at is gone but nobody was signed in or the session holds', async () => {
    const database = createClient({ url: ':memory:' });
    await database.executeMultiple('PRAGMA foreign_keys = ON; CREATE TABLE parties (id TEXT PRIMARY KEY); CREATE TABLE answers (party_id TEXT NOT NULL REFERENCES parties(id));');
    const app = new Hono()
      .post('/', async () => {
        await database.execute({ sql: 'INSERT INTO answers (party_id) VALUES (?)', args: ['deleted-party'] });
        return new Response('saved');
      })
      .onError(handleError);
    const response = await app.request('/', { method: 'POST' });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/removed in the meantime/);
    database.close();
  });

  it('tells a vanished reference, however wrapped, from other faults (which stay 500s)', () => {
    expect(isVanishedReference(new Error('no such column: x'))).toBe(false);
    expect(isVanishedReference(new Error('wrapped', { cause: Object.assign(new Error('SQLITE_CONSTRAINT: FOREIGN KEY constraint failed'), { code: 'SQLITE_CONSTRAINT' }) }))).toBe(true);
  });
});
