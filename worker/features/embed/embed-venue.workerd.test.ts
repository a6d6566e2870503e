/**
 * The venue widget's main flow inside workerd, through the real Workers entry on libSQL over HTTP
 * (decision 030): an owner's all-venues key, the cards with CORS for the key's origin, the month and
 * the quote through the venues feature, the popup page's origin check, a booking paid on the demo
 * checkout, and the widget's status check seeing the request.
 */
import { describe, expect, it } from 'vitest';
import rotatedUrl from '../../services/images/fixtures/phone-rotated-gps.jpg?inline';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

const SITE = 'https://olga-venues.example';

describe('the venue widget on Workers', () => {
  it('lists the owner’s venue to the key’s origin, quotes a window, and follows a booking made on Cakeday to requested', async () => {
    const address = uniqueAddress();
    const owner = await call('POST', '/api/email-auth/register', { address, json: { name: 'Olga Owner', email: uniqueEmail('venue-widget'), password: 'lantern-harbour-violet-42' } });
    expect(owner.status).toBe(201);
    const token: string = owner.data.token;
    const created = await call('POST', '/api/host/venues', { token, json: { title: 'Widget Garden', timeZone: 'America/Chicago' } });
    expect(created.status).toBe(201);
    const id: string = created.data.listing.id;
    const { exports } = await import('cloudflare:workers');
    const bytes = new Uint8Array(await (await fetch(rotatedUrl)).arrayBuffer());
    const uploaded = await exports.default.fetch('https://cakeday.test/api/uploads/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg', 'cf-connecting-ip': address },
      body: bytes,
    });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as { id: string };
    const filled = await call('PATCH', `/api/host/venues/${id}`, {
      token,
      json: {
        venueType: 'garden',
        city: 'Austin',
        state: 'TX',
        streetAddress: '9 Hidden Way',
        maxGuests: 30,
        pricePerHourCents: 7500,
        minimumHours: 2,
        photoIds: [photo.id],
        weeklyHours: { saturday: [{ open: 540, close: 1260 }] },
      },
    });
    expect(filled.status, JSON.stringify(filled.data)).toBe(200);
    expect((await call('POST', `/api/host/venues/${id}/publish`, { token })).data.listing.status).toBe('published');

    const me = await call('GET', '/api/email-auth/user', { token });
    const key = await call('POST', '/api/embed/keys', { token, address, json: { widget: 'venue-search', target: { kind: 'venue-owner', id: me.data.id }, allowedOrigins: [SITE] } });
    expect(key.status, JSON.stringify(key.data)).toBe(201);
    const keyId: string = key.data.key.id;
    const widget = (path: string, more = '') => call('GET', `/api/embed/v1/venue${path}?key=${keyId}${more}`, { address, headers: { origin: SITE } });

    const cards = await widget('');
    expect(cards.status, cards.text).toBe(200);
    expect(cards.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(cards.data.venues).toEqual([expect.objectContaining({ id, title: 'Widget Garden', pricePerHourCents: 7500, bookingMode: 'request' })]);
    expect(cards.text).not.toContain('9 Hidden Way');

    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
    const saturday = new Date(inTwoWeeks.getTime() + ((6 - inTwoWeeks.getUTCDay() + 7) % 7) * 86_400_000).toISOString().slice(0, 10);
    const month = await widget(`/${id}/availability`, `&month=${saturday.slice(0, 7)}`);
    expect(month.status, month.text).toBe(200);
    expect(month.data.days.find((day: { date: string }) => day.date === saturday)).toMatchObject({ status: 'open' });
    const quote = await widget(`/${id}/quote`, `&date=${saturday}&startMinute=840&endMinute=1020&guests=12`);
    expect(quote.data.quote).toMatchObject({ available: true, totalCents: 22_500 });

    const returnCheck = await call('GET', `/api/embed/venue-return?key=${keyId}&origin=${encodeURIComponent(SITE)}&venue=${id}`, { address });
    expect(returnCheck.data).toEqual({ origin: SITE });

    const guest = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name: 'Wes Widget', email: uniqueEmail('wes'), password: 'lantern-harbour-violet-42' } });
    const booked = await call('POST', `/api/venues/${id}/bookings`, { token: guest.data.token, json: { date: saturday, startMinute: 840, endMinute: 1020, guests: 12 } });
    expect(booked.status, booked.text).toBe(201);
    const bookingId: string = booked.data.booking.id;
    expect((await widget(`/booking/${bookingId}`)).data.booking).toMatchObject({ id: bookingId, venueId: id, status: 'awaiting-payment' });
    const sessionId = String(booked.data.checkoutUrl).split('/demo-checkout/')[1];
    expect((await call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: '4242 4242 4242 4242' } })).status).toBe(200);
    const requested = await widget(`/booking/${bookingId}`);
    expect(requested.data.booking).toEqual({ id: bookingId, venueId: id, status: 'requested', startsAt: expect.any(String) });

    const other = await call('GET', `/api/embed/v1/venue?key=${keyId}`, { address, headers: { origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(403);
    expect(other.data.code).toBe('origin-not-allowed');
  });
});
