import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { publishListing, readyFields, registerMember, uploadPhoto } from './venue-testing.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the owner’s listings', () => {
  it('creates a draft with defaults, lists it, reads it back with what publishing still needs', async () => {
    const ann = await registerMember(t, 'Ann');
    const created = await t.call('POST', '/api/host/venues', { token: ann, json: { timeZone: 'America/New_York' } });
    expect(created.status).toBe(201);
    const listing = created.data.listing;
    expect(listing).toMatchObject({
      status: 'draft',
      title: '',
      venueType: null,
      maxGuests: null,
      pricePerHourCents: null,
      bookingMode: 'request',
      cancellationPolicy: 'standard',
      minimumHours: 1,
      photos: [],
    });
    expect(listing.weeklyHours.monday).toEqual([]);
    expect(listing.missing).toEqual(expect.arrayContaining(['Add a title', 'Add at least one photo', 'Set opening hours for at least one day']));

    const mine = await t.call('GET', '/api/host/venues', { token: ann });
    expect(mine.data.listings.map((row: { id: string }) => row.id)).toEqual([listing.id]);
    expect((await t.call('GET', `/api/host/venues/${listing.id}`, { token: ann })).data.listing.id).toBe(listing.id);
    // A draft is nobody else's business, not even on the public list.
    expect((await t.call('GET', '/api/venues')).data).toEqual([]);
  });

  it('edits only what was sent, refuses bad fields with per-field messages and changes nothing', async () => {
    const ann = await registerMember(t, 'Ann');
    const { data } = await t.call('POST', '/api/host/venues', { token: ann, json: { title: 'Loft', timeZone: 'UTC', houseRules: 'Shoes off' } });
    const id = data.listing.id;
    const edited = await t.call('PATCH', `/api/host/venues/${id}`, {
      token: ann,
      json: {
        city: 'Chicago',
        weeklyHours: {
          monday: [
            { open: 540, close: 720 },
            { open: 720, close: 900 },
          ],
        },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.data.listing).toMatchObject({ title: 'Loft', city: 'Chicago', houseRules: 'Shoes off' });
    // Windows that touch are merged (core's schema).
    expect(edited.data.listing.weeklyHours.monday).toEqual([{ open: 540, close: 900 }]);

    for (const [body, field] of [
      [{ pricePerHourCents: -100 }, 'pricePerHourCents'],
      [{ pricePerHourCents: 12.5 }, 'pricePerHourCents'],
      [{ maxGuests: 0 }, 'maxGuests'],
      [{ bufferMinutes: 10 }, 'bufferMinutes'],
      [{ timeZone: 'Mars/Base' }, 'timeZone'],
      [{ venueType: 'castle' }, 'venueType'],
      [{ weeklyHours: { monday: [{ open: 900, close: 600 }] } }, 'weeklyHours.monday.0.close'],
      [{ blockedDates: ['2026-02-30'] }, 'blockedDates.0'],
      [{ amenities: ['moat'] }, 'amenities.0'],
      [{ priceOnRequest: true, pricePerHourCents: 5000 }, 'pricePerHourCents'],
      [{ photoIds: ['not-mine'] }, 'photoIds'],
      [{ owner: 'x' }, '_'],
    ] as const) {
      const refused = await t.call('PATCH', `/api/host/venues/${id}`, { token: ann, json: body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(typeof refused.data.error).toBe('string');
      expect(Object.keys(refused.data.fields ?? {}), JSON.stringify(refused.data)).toContain(field);
    }
    expect((await t.call('PATCH', `/api/host/venues/${id}`, { token: ann, json: {} })).status).toBe(400);
    const after = await t.call('GET', `/api/host/venues/${id}`, { token: ann });
    expect(after.data.listing).toMatchObject({ city: 'Chicago', pricePerHourCents: null, maxGuests: null, timeZone: 'UTC', amenities: [], photos: [] });
  });

  it('publishes only when ready (listing what is missing), pauses, publishes again; published listings stay complete', async () => {
    const ann = await registerMember(t, 'Ann');
    const { data } = await t.call('POST', '/api/host/venues', { token: ann, json: { ...readyFields } });
    const id = data.listing.id;
    const early = await t.call('POST', `/api/host/venues/${id}/publish`, { token: ann });
    expect(early.status).toBe(400);
    expect(early.data).toMatchObject({ code: 'listing_incomplete' });
    expect(early.data.error).toContain('Add at least one photo');

    const photo = await uploadPhoto(t, ann);
    const withPhoto = await t.call('PATCH', `/api/host/venues/${id}`, { token: ann, json: { photoIds: [photo] } });
    expect(withPhoto.data.listing.photos).toEqual([{ id: photo, url: expect.stringMatching(/^\/media\//) }]);
    expect(withPhoto.data.listing.missing).toEqual([]);
    const published = await t.call('POST', `/api/host/venues/${id}/publish`, { token: ann });
    expect(published.data.listing.status).toBe('published');
    expect((await t.call('POST', `/api/host/venues/${id}/publish`, { token: ann })).status).toBe(409);

    const cards = (await t.call('GET', '/api/venues')).data;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      id,
      title: 'Garden Party Lawn',
      city: 'Austin',
      maxGuests: 40,
      pricePerHour: 8000,
      venueType: 'garden',
      priceOnRequest: false,
      imageUrls: [withPhoto.data.listing.photos[0].url],
    });
    expect(JSON.stringify(cards)).not.toContain('12 Oak Lane');

    // Taking away what publishing needs is refused while published, and nothing changes.
    const stripped = await t.call('PATCH', `/api/host/venues/${id}`, { token: ann, json: { photoIds: [], title: 'New name' } });
    expect(stripped.status).toBe(400);
    expect(stripped.data.error).toContain('Add at least one photo');
    expect((await t.call('GET', `/api/host/venues/${id}`, { token: ann })).data.listing).toMatchObject({ title: 'Garden Party Lawn', photos: [{ id: photo }] });

    const paused = await t.call('POST', `/api/host/venues/${id}/pause`, { token: ann });
    expect(paused.data.listing.status).toBe('paused');
    expect((await t.call('GET', '/api/venues')).data).toEqual([]);
    expect((await t.call('GET', `/api/venues/${id}`)).status).toBe(404);
    expect((await t.call('POST', `/api/host/venues/${id}/pause`, { token: ann })).status).toBe(409);
    // Paused, it may be edited freely; publishing checks again.
    expect((await t.call('PATCH', `/api/host/venues/${id}`, { token: ann, json: { photoIds: [] } })).status).toBe(200);
    expect((await t.call('POST', `/api/host/venues/${id}/publish`, { token: ann })).status).toBe(400);
    await t.call('PATCH', `/api/host/venues/${id}`, { token: ann, json: { photoIds: [photo] } });
    expect((await t.call('POST', `/api/host/venues/${id}/publish`, { token: ann })).data.listing.status).toBe('published');
  });

  it('never attaches another member’s upload', async () => {
    const ann = await registerMember(t, 'Ann');
    const bob = await registerMember(t, 'Bob');
    const bobsPhoto = await uploadPhoto(t, bob);
    const refused = await t.call('POST', '/api/host/venues', { token: ann, json: { timeZone: 'UTC', photoIds: [bobsPhoto] } });
    expect(refused.status).toBe(400);
    expect(refused.data.fields.photoIds).toContain('not found among your uploads');
    expect((await t.call('GET', '/api/host/venues', { token: ann })).data.listings).toEqual([]);
  });
});

describe('permissions on every listing route', () => {
  it('the owner may do everything; another member gets 404s, a visitor 401s', async () => {
    const ann = await registerMember(t, 'Ann');
    const bob = await registerMember(t, 'Bob');
    const draft = (await t.call('POST', '/api/host/venues', { token: ann, json: { title: 'Draft', timeZone: 'UTC' } })).data.listing;
    t.clock.advance(1000);
    const live = await publishListing(t, ann);
    for (const id of [draft.id, live.id]) {
      const routes: [string, string, unknown?][] = [
        ['GET', `/api/host/venues/${id}`],
        ['PATCH', `/api/host/venues/${id}`, { title: 'Mine now' }],
        ['POST', `/api/host/venues/${id}/publish`],
        ['POST', `/api/host/venues/${id}/pause`],
      ];
      for (const [method, path, json] of routes) {
        const asBob = await t.call(method, path, { token: bob, json });
        expect(asBob.status, `${method} ${path} as another member`).toBe(404);
        const anonymous = await t.call(method, path, { json });
        expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
      }
    }
    expect((await t.call('GET', '/api/host/venues', { token: bob })).data.listings).toEqual([]);
    expect((await t.call('GET', '/api/host/venues')).status).toBe(401);
    expect((await t.call('POST', '/api/host/venues', { json: { timeZone: 'UTC' } })).status).toBe(401);
    // Nothing Bob tried changed Ann's listings.
    const mine = (await t.call('GET', '/api/host/venues', { token: ann })).data.listings;
    expect(mine.map((row: { title: string; status: string }) => [row.title, row.status])).toEqual([
      ['Garden Party Lawn', 'published'],
      ['Draft', 'draft'],
    ]);
  });

  it('the venue page: published for everyone, a draft or paused listing for its owner only, never the street address', async () => {
    const ann = await registerMember(t, 'Ann');
    const bob = await registerMember(t, 'Bob');
    const live = await publishListing(t, ann);
    const draft = (await t.call('POST', '/api/host/venues', { token: ann, json: { title: 'Draft', timeZone: 'UTC', streetAddress: '1 Secret St' } })).data.listing;

    const visitor = await t.call('GET', `/api/venues/${live.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.data.venue).toMatchObject({ id: live.id, title: 'Garden Party Lawn', owner: { name: 'Ann' }, viewerIsOwner: false, cancellationPolicy: 'flexible', minimumHours: 2 });
    expect(visitor.data.venue).not.toHaveProperty('streetAddress');
    expect(JSON.stringify(visitor.data)).not.toContain('12 Oak Lane');
    expect((await t.call('GET', `/api/venues/${live.id}`, { token: ann })).data.venue.viewerIsOwner).toBe(true);

    expect((await t.call('GET', `/api/venues/${draft.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/venues/${draft.id}`, { token: bob })).status).toBe(404);
    const preview = await t.call('GET', `/api/venues/${draft.id}`, { token: ann });
    expect(preview.data.venue).toMatchObject({ status: 'draft', viewerIsOwner: true });
    expect(JSON.stringify(preview.data)).not.toContain('1 Secret St');
    expect((await t.call('GET', '/api/venues/nope')).status).toBe(404);

    // "Message the owner" on the venue page starts a conversation with the venue as its context.
    const asked = await t.call('POST', '/api/messages/conversations', { token: bob, json: { context: { type: 'venue', id: live.id }, message: 'Is the lawn shaded in the afternoon?' } });
    expect(asked.status, JSON.stringify(asked.data)).toBe(201);
  });
});

describe('when the owner deletes their account', () => {
  it('their published listing leaves the search and its page, since nobody looks after it any more', async () => {
    const ann = await registerMember(t, 'Annette');
    const listing = await publishListing(t, ann);
    expect(((await t.call('GET', '/api/venues?city=' + encodeURIComponent(readyFields.city as string))).data as { id: string }[]).map((venue) => venue.id)).toContain(listing.id);
    const deleted = await t.call('DELETE', '/api/user', { token: ann, json: { password: 'violet-otter-42', confirm: 'DELETE' } });
    expect(deleted.status).toBe(200);
    expect(((await t.call('GET', '/api/venues')).data as { id: string }[]).map((venue) => venue.id)).not.toContain(listing.id);
    expect(((await t.call('GET', '/api/venues?city=' + encodeURIComponent(readyFields.city as string))).data as { id: string }[]).map((venue) => venue.id)).not.toContain(listing.id);
    expect((await t.call('GET', `/api/venues/${listing.id}`)).status).toBe(404);
  });
});
