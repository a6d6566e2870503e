import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../../core/constants.ts';
import { countRoundTrips, type RoundTripCounter, type WriteWatch } from '../db/client.ts';
import type { SessionUser } from '../deps.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type FoundSession, KeptSessions } from './kept-sessions.ts';

// createTestApp keeps sessions as the Node entry does (KeptSessions over the client's WriteWatch).
describe('kept sessions, through the app', () => {
  const ann = { name: 'Ann Baker', email: 'ann@example.com', password: 'violet-otter-42' };
  let t: TestApp;
  let trips: RoundTripCounter;
  let token: string;

  beforeEach(async () => {
    t = await createTestApp();
    token = (await t.call('POST', '/api/email-auth/register', { json: ann })).data.token;
    trips = countRoundTrips(t.client);
  });
  afterEach(() => t.close());

  async function whoAmI(bearer = token) {
    const before = trips.count;
    const response = await t.call('GET', '/api/auth/user', { token: bearer });
    return { status: response.status, name: response.data?.name as string | undefined, trips: trips.count - before };
  }

  it('reads a session once, then answers from memory', async () => {
    expect(await whoAmI()).toEqual({ status: 200, name: 'Ann Baker', trips: 1 });
    expect(await whoAmI()).toEqual({ status: 200, name: 'Ann Baker', trips: 0 });
  });

  it('ends at once when the member signs out, when another device changes the password, or when a row goes', async () => {
    await whoAmI();
    expect((await t.call('POST', '/api/email-auth/logout', { token })).status).toBe(200);
    expect((await whoAmI()).status).toBe(401);

    const login = () => t.call('POST', '/api/email-auth/login', { json: { email: ann.email, password: ann.password } });
    const phone = (await login()).data.token as string;
    const laptop = (await login()).data.token as string;
    expect((await whoAmI(phone)).status).toBe(200);
    expect((await whoAmI(laptop)).status).toBe(200);
    const changed = await t.call('POST', '/api/user/password', { token: laptop, json: { currentPassword: ann.password, newPassword: 'amber-heron-77' } });
    expect(changed.status).toBe(200);
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(200);
    // Any statement naming the table ends what was kept, whoever wrote it through this client.
    await t.client.execute('DELETE FROM sessions');
    expect((await whoAmI(laptop)).status).toBe(401);
  });

  it('shows a renamed member at once', async () => {
    await whoAmI();
    expect((await t.call('PATCH', '/api/user/profile', { token, json: { name: 'Ann Carter' } })).status).toBe(200);
    expect(await whoAmI()).toMatchObject({ status: 200, name: 'Ann Carter', trips: 1 });
  });

  it("never outlives the session's end by the app's clock", async () => {
    await whoAmI();
    t.clock.advance(SESSION_TTL_MS + 1);
    expect((await whoAmI()).status).toBe(401);
  });

  it('is not touched by writes to other tables', async () => {
    await whoAmI();
    await t.client.execute("UPDATE venues SET title = title WHERE id = 'none'");
    expect((await whoAmI()).trips).toBe(0);
  });
});

describe('KeptSessions', () => {
  const user = { id: 'u1', name: 'Ann' } as SessionUser;
  const found: FoundSession = { user, expiresAt: 10_000 };

  function fakeWatch() {
    const counts = new Map<string, number>();
    const watch: WriteWatch & { bump(table: string): void } = {
      generation: 0,
      tableGeneration: (table) => counts.get(table) ?? 0,
      bump: (table) => counts.set(table, (counts.get(table) ?? 0) + 1),
      learnSchema: async () => {},
    };
    return watch;
  }

  it('keeps nothing read while a write to its tables finished', async () => {
    const watch = fakeWatch();
    const kept = new KeptSessions(watch);
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) watch.bump('sessions'); // a sign-out lands while the first lookup runs
      return found;
    };
    await kept.find('h', 0, load);
    await kept.find('h', 0, load);
    await kept.find('h', 0, load);
    expect(loads).toBe(2);
  });

  it('answers a copy, keeps no unknown token, and forgets after its time to live', async () => {
    let wall = 0;
    const kept = new KeptSessions(fakeWatch(), 5000, 10, () => wall);
    const first = (await kept.find('h', 0, async () => found))!;
    first.name = 'Changed by a route';
    expect((await kept.find('h', 0, async () => undefined))?.name).toBe('Ann');
    wall = 5000;
    expect(await kept.find('h', 0, async () => undefined)).toBeUndefined();
    let loads = 0;
    await kept.find('nobody', 0, async () => (loads++, undefined));
    await kept.find('nobody', 0, async () => (loads++, undefined));
    expect(loads).toBe(2);
  });

  it('holds a bounded number of sessions', async () => {
    const kept = new KeptSessions(fakeWatch(), 5000, 3);
    for (const hash of ['a', 'b', 'c', 'd']) await kept.find(hash, 0, async () => found);
    let loads = 0;
    await kept.find('a', 0, async () => (loads++, found));
    await kept.find('d', 0, async () => (loads++, found));
    expect(loads).toBe(1);
  });
});
