/**
 * The venue listing flow inside workerd, through the real Workers entry on libSQL over HTTP (sqld,
 * an older SQLite than Node's): create a draft, upload its photo (IMAGES + BLOBS bindings), fill it,
 * publish, and find it with the search's SQL (json_each over opening hours and blocked dates, the
 * time-zone VALUES table, the price index's expression) by city, type, guests, price and a window;
 * then book it (a race for one slot, the demo payment, the owner's answer, a refunded cancellation).
 */
import { describe, expect, it } from 'vitest';
import rotatedUrl from '../../services/images/fixtures/phone-rotated-gps.jpg?inline';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

describe('venue listings inside workerd', () => {
  it('create → photo → publish → search by city and window → venue page', async () => {
    const address = uniqueAddress();
    const owner = await call('POST', '/api/email-auth/register', { address, json: { name: 'Olga Owner', email: uniqueEmail('venue-owner'), password: 'lantern-harbour-violet-42' } });
    expect(owner.status).toBe(201);
    const token: string = owner.data.token;
    // A city name of its own: the sqld database is shared by the whole run.
    const city = `Testville ${crypto.randomUUID().slice(0, 8)}`;

    const created = await call('POST', '/api/host/venues', { token, json: { title: 'Workerd Garden', timeZone: 'America/Chicago' } });
    expect(created.status).toBe(201);
    const id: string = created.data.listing.id;
    expect(created.data.listing.status).toBe('draft');

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
        city,
        state: 'TX',
        streetAddress: '9 Hidden Way',
        maxGuests: 30,
        pricePerHourCents: 7500,
        minimumHours: 2,
        photoIds: [photo.id],
        weeklyHours: { saturday: [{ open: 540, close: 1260 }] },
        blockedDates: ['2030-01-05'],
      },
    });
    expect(filled.status, JSON.stringify(filled.data)).toBe(200);
    expect(filled.data.listing.missing).toEqual([]);
    const published = await call('POST', `/api/host/venues/${id}/publish`, { token });
    expect(published.data.listing.status).toBe('published');

    const search = async (query: string) => {
      const response = await call('GET', `/api/venues?city=${encodeURIComponent(city)}&${query}`);
      expect(response.status, `${query}: ${response.text}`).toBe(200);
      return (response.data as { id: string }[]).map((card) => card.id);
    };
    // The Saturday two to three weeks from now (workerd runs on the real clock; bookings open 365 days ahead).
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
    const saturday = new Date(inTwoWeeks.getTime() + ((6 - inTwoWeeks.getUTCDay() + 7) % 7) * 86_400_000).toISOString().slice(0, 10);
    expect(await search('type=garden&guests=20&minPrice=50&maxPrice=100&sort=price')).toEqual([id]);
    expect(await search(`date=${saturday}&start=14:00&end=17:00`)).toEqual([id]);
    expect(await search(`date=${saturday}`)).toEqual([id]);
    expect(await search(`date=${saturday}&start=20:00&end=22:00`)).toEqual([]);
    expect(await search('guests=31')).toEqual([]);
    expect(await search('sort=newest&limit=1')).toEqual([id]);

    const page = await call('GET', `/api/venues/${id}`);
    expect(page.status).toBe(200);
    expect(page.data.venue).toMatchObject({ title: 'Workerd Garden', owner: { name: 'Olga Owner' } });
    expect(page.text).not.toContain('9 Hidden Way');
    expect((await call('GET', '/api/venues')).status).toBe(200);

    // Booking on libSQL over HTTP: two guests race for one window (the conditional INSERT), the
    // winner pays with the demo card, the owner accepts, the address shows, the guest cancels with
    // a full refund (standard policy, more than 7 days ahead), and the search skips the held window.
    const guests = await Promise.all(
      ['Gina', 'Hugo'].map(async (name) => {
        const registered = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name, email: uniqueEmail(name), password: 'lantern-harbour-violet-42' } });
        expect(registered.status).toBe(201);
        return registered.data.token as string;
      }),
    );
    const wanted = { date: saturday, startMinute: 840, endMinute: 1020, guests: 12 };
    const quote = async () => (await call('GET', `/api/venues/${id}/quote?date=${saturday}&startMinute=840&endMinute=1020&guests=12`)).data.quote as { available: boolean; reason?: string };
    expect(await quote()).toMatchObject({ available: true });
    const race = await Promise.all(guests.map((guest) => call('POST', `/api/venues/${id}/bookings`, { token: guest, json: wanted })));
    expect(race.map((response) => response.status).sort()).toEqual([201, 409]);
    const winner = race.findIndex((response) => response.status === 201);
    const guest = guests[winner]!;
    const booked = race[winner]!.data;
    expect(booked.booking.status).toBe('awaiting_payment');
    const sessionId = String(booked.checkoutUrl).split('/demo-checkout/')[1];
    expect((await call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: '4242 4242 4242 4242' } })).status).toBe(200);
    const bookingId: string = booked.booking.id;
    expect((await call('GET', `/api/bookings/${bookingId}`, { token: guest })).data.booking).toMatchObject({ status: 'pending', payment: { status: 'paid' } });
    expect(await search(`date=${saturday}&start=15:00&end=17:00`)).toEqual([]);
    // The booking panel's quote reads the bookings each time on Workers: the held window is taken.
    expect(await quote()).toMatchObject({ available: false, reason: 'overlaps-booking' });
    // The date alone still lists it: the rest of the day has room (the fully-booked check's SQL on sqld).
    expect(await search(`date=${saturday}`)).toEqual([id]);

    const accepted = await call('POST', `/api/bookings/${bookingId}/answer`, { token, json: { answer: 'confirm' } });
    expect(accepted.status, accepted.text).toBe(200);
    expect((await call('GET', `/api/bookings/${bookingId}`, { token: guest })).data.booking.venue.streetAddress).toBe('9 Hidden Way');
    const cancelled = await call('POST', `/api/bookings/${bookingId}/cancel`, { token: guest, json: {} });
    expect(cancelled.data.booking).toMatchObject({ status: 'cancelled', payment: { status: 'refunded', refundCents: 7500 * 3 } });
    expect(await search(`date=${saturday}&start=15:00&end=17:00`)).toEqual([id]);
  });
});
