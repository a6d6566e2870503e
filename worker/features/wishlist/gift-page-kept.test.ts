import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRoundTrips } from '../../db/client.ts';
import { versionedAnswersOf } from '../../cache/versioned-answers.ts';
import { hashToken } from '../../services/tokens.ts';
import { type GuestPagesFixture, guestPage, seedGuestPages, signInFixtureMember } from '../../testing/guest-pages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { giftView } from './gift.service.ts';
import { GIFT_LINK_INVALID } from './wishlist-access.service.ts';
import { loadGiftState } from './wishlist-state.service.ts';
import { wishlistRepo } from './wishlist.repo.ts';

/**
 * A guest's gift page (GET /api/gift) is kept under the event's guest list, details and wishlist
 * versions (decision 035's addendum). It answers what the page built the old way answers, byte for
 * byte; a repeated read costs one small query; one guest never sees another's gift; a revoked link
 * is refused at once; and a guest who left still has their gift released on the next read.
 * worker/db/guest-page-versions.test.ts holds the triggers to every write.
 */
let t: TestApp;
let fixture: GuestPagesFixture;
const hostToken = 'host-session-token-0123456789';

beforeEach(async () => {
  // Counts the round trips a kept page saves, and compares it with one built afresh itself: a verified hit would read afresh too.
  t = await createTestApp({ verifyCaches: false });
  fixture = await seedGuestPages(t);
  await signInFixtureMember(t, 'ann', hostToken);
});
afterEach(() => t.close());

const gift = (token: string) => guestPage(t, 'gift', fixture.slug, token);
const view = (answer: { body: string }) => JSON.parse(answer.body);

/** The page as GET /gift built it before it was kept: the link's guest and event, then giftView over loadGiftState. */
async function builtTheOldWay(token: string): Promise<string> {
  const { guest, event } = await wishlistRepo.findGuestAndEventByTokenHash(t.db, await hashToken(token));
  return JSON.stringify(giftView(await loadGiftState(t.deps, event!, guest!.id), guest!));
}

describe('a guest’s gift page, kept', () => {
  it('answers a repeated read from the kept page in no round trip on Node (2 to build it), byte for byte the page built the old way', async () => {
    for (const id of ['gus', 'pia', 'cal'] as const) {
      versionedAnswersOf(t.db).clear();
      const trips = countRoundTrips(t.client);
      const built = await gift(fixture.tokens[id]);
      expect(trips.count).toBe(2); // the link's guest and versions, then the page's batch
      const again = await gift(fixture.tokens[id]);
      expect(trips.count).toBe(2); // the link's guest and versions kept too (cache/table-cache.ts); 1 round trip on Workers
      expect(again).toEqual(built);
      expect(built).toMatchObject({ status: 200, contentType: 'application/json', cacheControl: 'no-store', etag: null }); // the API's default (security headers)
      expect(built.body).toBe(await builtTheOldWay(fixture.tokens[id]));
    }
  });

  it('never shows one guest another’s gift, however the reads interleave', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(view(await gift(fixture.tokens.gus))).toMatchObject({ guest: { name: 'Gus' }, gift: { itemId: 'kite' }, band: { id: 'low' } });
      expect(view(await gift(fixture.tokens.pia))).toMatchObject({ guest: { name: 'Pia' }, gift: { itemId: 'lego' }, band: null });
      expect(view(await gift(fixture.tokens.cal))).toMatchObject({ guest: { name: 'Cal' }, gift: null, joinedPotItemId: 'bike' });
    }
  });

  it('refuses a link the host revoked at once, and answers the new one', async () => {
    expect((await gift(fixture.tokens.gus)).status).toBe(200);
    const reset = await t.call('POST', `/api/events/${fixture.eventId}/guests/gus/link/reset`, { token: hostToken });
    expect(reset.status).toBe(200);
    const revoked = await gift(fixture.tokens.gus);
    expect(revoked.status).toBe(404);
    expect(view(revoked).error ?? view(revoked).message).toBe(GIFT_LINK_INVALID);
    expect((await gift(new URL(reset.data.link).searchParams.get('g')!)).status).toBe(200);
  });

  it('releases the gift of a guest who can’t come on the next read of any gift page, as before', async () => {
    expect(view(await gift(fixture.tokens.gus)).canSwap).toBe(false);
    const declined = await t.call('POST', `/api/public/events/${fixture.slug}/rsvp`, { headers: { 'x-guest-token': fixture.tokens.pia }, json: { response: 'declined' } });
    expect(declined.status).toBe(200);
    // Any guest's gift page releases it, as every read of the page did before it was kept.
    await gift(fixture.tokens.gus);
    const held = await t.client.execute("SELECT count(*) AS n FROM wishlist_assignments WHERE guest_id = 'pia'");
    expect(Number(held.rows[0]!.n)).toBe(0);
    expect(view(await gift(fixture.tokens.pia))).toMatchObject({ gift: null, guest: { rsvpStatus: 'declined' } });
    expect((await gift(fixture.tokens.pia)).body).toBe(await builtTheOldWay(fixture.tokens.pia));
  });

  it('shows the guest’s own actions on the next read: a band chosen, a gift marked bought', async () => {
    await gift(fixture.tokens.pia);
    expect((await t.call('POST', '/api/gift/band', { headers: { 'x-guest-token': fixture.tokens.pia }, json: { bandId: 'high' } })).status).toBe(200);
    expect(view(await gift(fixture.tokens.pia)).band).toMatchObject({ id: 'high' });
    expect((await t.call('POST', '/api/gift/bought', { headers: { 'x-guest-token': fixture.tokens.pia } })).status).toBe(200);
    expect(view(await gift(fixture.tokens.pia)).gift).toMatchObject({ itemId: 'lego', status: 'bought' });
  });
});
