/**
 * The RSVP widget's gift part (decision 032) on a real libSQL database: with a guest link of the
 * key's event, that guest's own assigned gift and "I've bought it" through the wishlist feature's
 * own path (the host's table and the guest's gift page agree); no link, another event's link, the
 * preview and other origins get readable refusals and change nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embedGiftAnswerSchema } from '#core/embed/embed-api.schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const SITE = 'https://maya-family.example';

async function member(name: string) {
  const response = await t.call('POST', '/api/email-auth/register', { json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' } });
  expect(response.status).toBe(201);
  return { token: response.data.token as string, id: response.data.user.id as string };
}

async function addGuest(token: string, eventId: string, name: string) {
  const added = await t.call('POST', `/api/events/${eventId}/guests`, { token, json: { name, email: `${name.toLowerCase()}@example.com` } });
  expect(added.status).toBe(201);
  return { id: added.data.guest.id as string, token: new URL(added.data.link).searchParams.get('g')! };
}

/** Ann's party with two gifts handed out to Gus and Nia, an RSVP key for it, and Bob's party with its own guest. */
async function world() {
  const ann = await member('Ann');
  const party = { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' };
  const event = (await t.call('POST', '/api/events', { token: ann.token, json: party })).data.event as { id: string; slug: string };
  const bob = await member('Bob');
  const other = (await t.call('POST', '/api/events', { token: bob.token, json: { ...party, title: 'Leo turns 5' } })).data.event as { id: string; slug: string };
  const gus = await addGuest(ann.token, event.id, 'Gus');
  const nia = await addGuest(ann.token, event.id, 'Nia');
  const stranger = await addGuest(bob.token, other.id, 'Ola');
  const base = `/api/events/${event.id}/wishlist`;
  for (const item of [
    { title: 'Kite', priceCents: 1500, url: 'https://shop.example/kite' },
    { title: 'Puzzle', priceCents: 2000 },
  ]) {
    expect((await t.call('POST', `${base}/items`, { token: ann.token, json: item })).status).toBe(201);
  }
  expect((await t.call('POST', `${base}/assignment/run`, { token: ann.token })).status).toBe(200);
  const key = (await t.call('POST', '/api/embed/keys', { token: ann.token, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] } })).data.key.id as string;
  return { ann, event, base, gus, nia, stranger, key };
}

const giftPath = (key: string, rest = '') => `/api/embed/v1/rsvp/gift${rest}?key=${encodeURIComponent(key)}`;
const getGift = (key: string, guestToken: string | null, origin = SITE) => t.call('GET', giftPath(key), { headers: { origin, ...(guestToken ? { 'x-guest-token': guestToken } : {}) } });
const markBought = (key: string, guestToken: string | null, origin = SITE) => t.call('POST', giftPath(key, '/bought'), { headers: { origin, ...(guestToken ? { 'x-guest-token': guestToken } : {}) } });

describe('the RSVP widget’s gift part', () => {
  it('shows the guest behind the link their own assigned gift, with CORS for the key’s origin', async () => {
    const { gus, nia, key, event } = await world();
    const mine = await getGift(key, gus.token);
    expect(mine.status, JSON.stringify(mine.data)).toBe(200);
    expect(mine.headers.get('access-control-allow-origin')).toBe(SITE);
    const answer = embedGiftAnswerSchema.parse(mine.data);
    expect(answer).toMatchObject({ eventSlug: event.slug, message: null, giftPageUrl: `https://cakeday.test/a/${encodeURIComponent(gus.token)}` });
    expect(answer.gift).toMatchObject({ status: 'assigned', currency: 'usd', explanationText: expect.any(String) });
    // The same gift the guest's page on Cakeday shows; Nia gets hers, not Gus's.
    const page = await t.call('GET', '/api/gift', { headers: { 'x-guest-token': gus.token } });
    expect(page.data.gift.itemId).toBe(answer.gift!.itemId);
    const hers = embedGiftAnswerSchema.parse((await getGift(key, nia.token)).data);
    expect(hers.gift!.itemId).not.toBe(answer.gift!.itemId);
  });

  it('“I’ve bought it” marks it bought through the wishlist’s own path: the host’s table and the gift page agree', async () => {
    const { ann, base, gus, key } = await world();
    const bought = await markBought(key, gus.token);
    expect(bought.status, JSON.stringify(bought.data)).toBe(200);
    expect(bought.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(bought.data.gift.status).toBe('bought');
    const table = await t.call('GET', `${base}/assignment`, { token: ann.token });
    expect(table.data.rows.find((row: { guestName: string }) => row.guestName === 'Gus').status).toBe('bought');
    expect((await t.call('GET', '/api/gift', { headers: { 'x-guest-token': gus.token } })).data.gift.status).toBe('bought');
    const activity = await t.client.execute("select count(*) as n from event_activity where kind = 'gift_bought'");
    expect(Number(activity.rows[0]!.n)).toBe(1);
    // Twice is still once.
    expect((await markBought(key, gus.token)).data.gift.status).toBe('bought');
    expect(Number((await t.client.execute("select count(*) as n from event_activity where kind = 'gift_bought'")).rows[0]!.n)).toBe(1);
  });

  it('needs a guest link of the key’s event; another event’s link, none, the preview and other origins change nothing', async () => {
    const { ann, base, gus, stranger, key } = await world();
    for (const [label, response] of [
      ['no link', await getGift(key, null)],
      ['another event’s guest', await getGift(key, stranger.token)],
      ['a made-up link', await getGift(key, 'not-a-real-token')],
      ['no link, marking', await markBought(key, null)],
      ['another event’s guest, marking', await markBought(key, stranger.token)],
    ] as const) {
      expect(response.status, label).toBe(403);
      expect(response.data, label).toMatchObject({ error: 'Open the personal link from your invitation to see your gift.', code: 'guest-link-required' });
    }
    const elsewhere = await markBought(key, gus.token, 'https://elsewhere.example');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.data.code).toBe('origin-not-allowed');
    const preview = await markBought(key, gus.token, 'https://cakeday.test');
    expect(preview.status).toBe(403);
    expect(preview.data.code).toBe('preview-only');
    expect((await getGift(key, gus.token, 'https://cakeday.test')).status).toBe(200);
    const table = await t.call('GET', `${base}/assignment`, { token: ann.token });
    expect(table.data.rows.every((row: { status: string }) => row.status === 'assigned')).toBe(true);
  });

  it('says why there is no gift yet, and a revoked key stops it', async () => {
    const { ann, event, key } = await world();
    const late = await addGuest(ann.token, event.id, 'Lia');
    const none = await getGift(key, late.token);
    expect(none.status).toBe(200);
    expect(none.data.gift).toBeNull();
    expect(none.data.message).toEqual(expect.any(String));
    await t.call('POST', `/api/embed/keys/${key}/revoke`, { token: ann.token });
    expect((await getGift(key, late.token)).data.code).toBe('key-revoked');
  });
});
