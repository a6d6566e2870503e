/**
 * Per-key stats and the Embed page's preview (decision 032) on a real libSQL database: what is
 * counted (loads once per visitor address per half hour, RSVP answers, a contribution once when the
 * widget sees it paid), what is not (the preview on our own origin, refused calls), and who may see
 * the numbers (only the key's owner).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBED_STATS_DAYS, lastUtcDays } from '#core/embed/embed-stats.rules.ts';
import { DEMO_TEST_CARDS } from '../../services/payments/demo-provider.ts';
import { insertCohost, insertEvent, insertGuest, registerMember } from '../../testing/invitations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const SITE = 'https://mia-family.example';
const OURS = 'https://cakeday.test';

async function world() {
  const host = await registerMember(t, 'Hana Host', 'hana@example.com');
  const event = await insertEvent(t, host.id, { plusOnesAllowed: 1 });
  const guest = await insertGuest(t, event.id, { name: 'Gus Guest', email: 'gus@example.com' });
  const created = await t.call('POST', '/api/embed/keys', { token: host.token, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] } });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return { host, event, guest, key: created.data.key.id as string };
}

const rsvpPath = (key: string) => `/api/embed/v1/rsvp?key=${encodeURIComponent(key)}`;
const load = (key: string, headers: Record<string, string> = {}) => t.call('GET', rsvpPath(key), { headers: { origin: SITE, ...headers } });
const statsOf = async (token: string) => {
  const response = await t.call('GET', '/api/embed/keys/stats', { token });
  expect(response.status, JSON.stringify(response.data)).toBe(200);
  return response.data.stats as { keyId: string; totals: Record<string, number>; days: ({ day: string } & Record<string, number>)[] }[];
};

describe('embed key stats', () => {
  it('counts a load once per visitor address per half hour, and each RSVP answer', async () => {
    const { host, key, guest } = await world();
    expect((await load(key)).status).toBe(200);
    expect((await load(key)).status).toBe(200); // the same visitor reloads: still one load
    expect((await load(key, { 'x-test-client-address': '198.51.100.7' })).status).toBe(200);
    const answered = await t.call('POST', rsvpPath(key), { json: { guestToken: guest.token, response: 'going', partySize: 1 }, headers: { origin: SITE } });
    expect(answered.status, JSON.stringify(answered.data)).toBe(200);

    let [stats] = await statsOf(host.token);
    expect(stats!.keyId).toBe(key);
    expect(stats!.totals).toEqual({ load: 2, submission: 1, add: 0, booking: 0, contribution: 0 });
    expect(stats!.days).toHaveLength(EMBED_STATS_DAYS);
    expect(stats!.days.map((day) => day.day)).toEqual(lastUtcDays(t.clock.now(), EMBED_STATS_DAYS));
    expect(stats!.days.at(-1)).toEqual({ day: lastUtcDays(t.clock.now(), 1)[0], load: 2, submission: 1, add: 0, booking: 0, contribution: 0 });

    // Half an hour later the same visitor counts again; two days later the chart moves on.
    t.clock.advance(31 * 60 * 1000);
    await load(key);
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    await load(key);
    [stats] = await statsOf(host.token);
    expect(stats!.totals.load).toBe(4);
    expect(stats!.days.at(-1)!.load).toBe(1);
    expect(stats!.days.at(-3)!.load).toBe(3);
  });

  it('refused calls and the Embed page’s preview on our own origin count nothing; the preview only reads', async () => {
    const { host, key, guest } = await world();
    expect((await load(key, { origin: 'https://elsewhere.example' })).status).toBe(403);
    const preview = await t.call('GET', rsvpPath(key), { headers: { origin: OURS } });
    expect(preview.status, JSON.stringify(preview.data)).toBe(200);
    expect(preview.data.event.title).toBe('Mia turns 7');
    expect(preview.headers.get('access-control-allow-origin')).toBeNull();
    // A same-origin GET carries no Origin; the browser's Sec-Fetch-Site says where it came from.
    expect((await t.call('GET', rsvpPath(key), { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await t.call('GET', rsvpPath(key), { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);

    const answer = await t.call('POST', rsvpPath(key), { json: { guestToken: guest.token, response: 'going', partySize: 1 }, headers: { origin: OURS } });
    expect(answer.status).toBe(403);
    expect(answer.data.error).toContain('This is the preview on Cakeday');
    const guestNow = await t.call('GET', rsvpPath(key), { headers: { origin: SITE, 'x-guest-token': guest.token } });
    expect(guestNow.data.event.guest.response).toBe('pending');

    const [stats] = await statsOf(host.token);
    expect(stats!.totals).toEqual({ load: 1, submission: 0, add: 0, booking: 0, contribution: 0 });
  });

  it('shows each member only their own keys’ stats; signed out is a 401', async () => {
    const { host, event, key } = await world();
    await load(key);
    const cohost = await registerMember(t, 'Cora Cohost', 'cora@example.com');
    await insertCohost(t, event.id, { id: cohost.id, email: 'cora@example.com' }, true);
    const hers = await t.call('POST', '/api/embed/keys', { token: cohost.token, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] } });
    await load(hers.data.key.id, { 'x-test-client-address': '198.51.100.9' });
    await load(hers.data.key.id, { 'x-test-client-address': '198.51.100.10' });

    expect((await statsOf(host.token)).map((entry) => [entry.keyId, entry.totals.load])).toEqual([[key, 1]]);
    expect((await statsOf(cohost.token)).map((entry) => [entry.keyId, entry.totals.load])).toEqual([[hers.data.key.id, 2]]);
    const stranger = await registerMember(t, 'Sam Stranger', 'sam@example.com');
    expect(await statsOf(stranger.token)).toEqual([]);
    expect((await t.call('GET', '/api/embed/keys/stats')).status).toBe(401);
  });

  it('counts a contribution once, when the widget first sees it paid', async () => {
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const event = await insertEvent(t, host.id);
    const guest = await insertGuest(t, event.id, { name: 'Gus Guest', email: 'gus@example.com' });
    const pot = await t.call('POST', `/api/events/${event.id}/pots`, { token: host.token, json: { kind: 'event_fund', title: 'Mia’s fund', minCents: 500, maxCents: 50_000 } });
    const created = await t.call('POST', '/api/embed/keys', { token: host.token, json: { widget: 'contribution', target: { kind: 'pot', id: pot.data.id }, allowedOrigins: [SITE] } });
    const key = created.data.key.id as string;
    const path = (rest = '') => `/api/embed/v1/contribution${rest}?key=${encodeURIComponent(key)}`;
    const headers = { origin: SITE, 'x-guest-token': guest.token };
    expect((await t.call('GET', path(), { headers })).status).toBe(200);
    const started = await t.call('POST', path(), { json: { amountCents: 2_500, name: 'Gus' }, headers });
    expect(started.status, JSON.stringify(started.data)).toBe(201);
    const id = started.data.contribution.id as string;
    await t.call('GET', path(`/${id}`), { headers }); // still pending: not counted
    const sessionId = new URL(started.data.checkoutUrl).pathname.split('/').pop()!;
    expect((await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: DEMO_TEST_CARDS.success } })).status).toBe(200);
    for (let poll = 0; poll < 3; poll++) expect((await t.call('GET', path(`/${id}`), { headers })).data.contribution.status).toBe('succeeded');
    const [stats] = await statsOf(host.token);
    expect(stats!.totals).toEqual({ load: 1, submission: 0, add: 0, booking: 0, contribution: 1 });
  });
});
