import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../services/password.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_CONTRIBUTION_KEY, DEMO_EMBED_KEY, DEMO_PASSWORD, seedDemoData } from './seed.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('demo embed stats', () => {
  it('the Demo Host sees three weeks of numbers on the party’s RSVP and fund keys; other keys start at zero', async () => {
    expect(await seedDemoData(t.db, { hashPassword, guestLinkSecret: t.env.GUEST_LINK_SECRET!, now: t.clock.now() })).toBe(true);
    const login = await t.call('POST', '/api/email-auth/login', { json: { email: 'host@demo.cakeday.test', password: DEMO_PASSWORD } });
    const stats = await t.call('GET', '/api/embed/keys/stats', { token: login.data.token });
    expect(stats.status).toBe(200);
    const byKey = Object.fromEntries((stats.data.stats as { keyId: string; totals: Record<string, number>; days: Record<string, number>[] }[]).map((entry) => [entry.keyId, entry]));
    expect(byKey[DEMO_EMBED_KEY]!.totals.load).toBeGreaterThan(100);
    expect(byKey[DEMO_EMBED_KEY]!.totals.submission).toBeGreaterThan(0);
    expect(byKey[DEMO_EMBED_KEY]!.days.at(-1)!.load).toBeGreaterThan(0);
    expect(byKey[DEMO_CONTRIBUTION_KEY]!.totals).toMatchObject({ contribution: 2, submission: 0 });
  });
});
