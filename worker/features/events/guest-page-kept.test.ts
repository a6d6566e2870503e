import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRoundTrips } from '../../db/client.ts';
import { versionedAnswersOf } from '../../cache/versioned-answers.ts';
import { type GuestPagesFixture, guestPage, seedGuestPages, signInFixtureMember } from '../../testing/guest-pages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The public event page through a guest's personal link is kept under the event's guest list and
 * details versions (decision 035's addendum). What it answers is unchanged — the same bytes and
 * headers as the page built afresh — but a repeated read costs one small query; and it must never
 * show one guest another's page, nor outlive a revoked link or the RSVP deadline.
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

const page = (token: string) => guestPage(t, 'page', fixture.slug, token);
const view = (answer: { body: string }) =>
  JSON.parse(answer.body) as { title: string; location: string | null; going: { name: string }[] | null; rsvpOpen: boolean; viewer: { role: string; guest: { id: string; name: string } | null } };

describe('a guest’s public page, kept', () => {
  it('answers a repeated read from the kept page in no round trip on Node (2 to build it), byte for byte the page built afresh, with the headers it always had', async () => {
    const trips = countRoundTrips(t.client);
    const built = await page(fixture.tokens.gus);
    expect(trips.count).toBe(2); // the versions and the link's guest, then the page's batch
    const again = await page(fixture.tokens.gus);
    // The versions and the link's guest are kept too while nothing was written (cache/table-cache.ts);
    // on Workers this read is 1 round trip (worker/db/hot-routes.test.ts).
    expect(trips.count).toBe(2);
    expect(again).toEqual(built);
    versionedAnswersOf(t.db).clear();
    expect(await page(fixture.tokens.gus)).toEqual(built);
    expect(built).toMatchObject({ status: 200, contentType: 'application/json', cacheControl: 'private, no-store', etag: null });
    expect(view(built).viewer).toMatchObject({ role: 'guest', guest: { id: 'gus', name: 'Gus' } });
  });

  it('never shows one guest another’s page, however the reads interleave', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (const [id, name] of [
        ['gus', 'Gus'],
        ['pia', 'Pia'],
      ] as const) {
        expect(view(await page(fixture.tokens[id])).viewer.guest).toMatchObject({ id, name });
      }
    }
    // A link of another event's guest is a visitor here, as it always was: no address, no names.
    const stranger = view(await page(fixture.tokens.zed));
    expect(stranger.viewer).toEqual({ role: 'visitor', guest: null });
    expect(stranger.location).toBeNull();
    expect(stranger.going).toBeNull();
  });

  it('stops a link the host revoked at once: the old token is a visitor on its next read, the new one the guest', async () => {
    expect(view(await page(fixture.tokens.gus)).viewer.role).toBe('guest');
    const reset = await t.call('POST', `/api/events/${fixture.eventId}/guests/gus/link/reset`, { token: hostToken });
    expect(reset.status).toBe(200);
    const revoked = view(await page(fixture.tokens.gus));
    expect(revoked.viewer).toEqual({ role: 'visitor', guest: null });
    expect(revoked.location).toBeNull();
    const fresh = new URL(reset.data.link).searchParams.get('g')!;
    expect(view(await page(fresh)).viewer.guest).toMatchObject({ id: 'gus' });
  });

  it('closes answers when the deadline passes, with nothing written', async () => {
    expect(view(await page(fixture.tokens.gus)).rsvpOpen).toBe(true);
    t.clock.advance(6 * 24 * 3600_000); // past the fixture's deadline (5 days ahead)
    expect(view(await page(fixture.tokens.gus)).rsvpOpen).toBe(false);
  });

  it('shows the app’s own writes on the next read: an RSVP through the link, the host’s edit of the event', async () => {
    expect(view(await page(fixture.tokens.pia)).going?.map((guest) => guest.name)).toEqual(['Gus', 'Cal']);
    const answered = await t.call('POST', `/api/public/events/${fixture.slug}/rsvp`, { headers: { 'x-guest-token': fixture.tokens.pia }, json: { response: 'going', partySize: 1 } });
    expect(answered.status).toBe(200);
    expect(view(await page(fixture.tokens.gus)).going?.map((guest) => guest.name)).toEqual(['Gus', 'Pia', 'Cal']);
    const edited = await t.call('PATCH', `/api/events/${fixture.eventId}`, { token: hostToken, json: { title: 'Maya turns eight' } });
    expect(edited.status).toBe(200);
    expect(view(await page(fixture.tokens.gus)).title).toBe('Maya turns eight');
  });

  it('keeps nothing for a signed-in member: their page is built on every read, as before', async () => {
    const asHost = () => t.call('GET', `/api/public/events/${fixture.slug}`, { token: hostToken, headers: { 'x-guest-token': fixture.tokens.gus } });
    expect((await asHost()).data.viewer.role).toBe('host');
    const trips = countRoundTrips(t.client);
    await asHost();
    expect(trips.count).toBeGreaterThan(1);
  });
});
