import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '#core/constants.ts';
import { countRoundTrips, type RoundTripCounter } from '../db/client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// createTestApp keeps sessions as the Node entry does (session.ts through TableCache over the client's WriteWatch);
// TableCache's own rules (a write during the load, time to live, bounds) are unit-tested in cache/table-cache.test.ts.
describe('kept sessions, through the app', () => {
  const ann = { name: 'Ann Baker', email: 'ann@example.com', password: 'violet-otter-42' };
  let t: TestApp;
  let trips: RoundTripCounter;
  let token: string;

  beforeEach(async () => {
    // Counts the round trips a kept session saves: a verified hit (testing/verified-caches.ts) would read afresh too.
    t = await createTestApp({ verifyCaches: false });
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
