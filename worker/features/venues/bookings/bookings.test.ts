import { createClient } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScheduledWork } from '#worker/scheduler.ts';
import { countRoundTrips } from '#worker/db/client.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { venueBookings } from '#worker/db/schema/index.ts';
import { publishListing, registerMember } from '../venue-testing.ts';
import { book, bookAndPay, connectPayouts, DAY, emailsTo, expectSoundLedger, ledgerOf, payCheckout, window } from './booking-testing.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Owner Olga lists the lawn ($80/h, $25 cleaning, 2 h minimum, request to book, flexible); Gus books. */
async function world(fields: Record<string, unknown> = {}) {
  const olga = await registerMember(t, `Olga${Math.random().toString(36).slice(2, 6)}`);
  const gus = await registerMember(t, `Gus${Math.random().toString(36).slice(2, 6)}`);
  const venue = await publishListing(t, olga, fields);
  const olgaEmail = (await t.call('GET', '/api/auth/user', { token: olga })).data.email as string;
  const gusEmail = (await t.call('GET', '/api/auth/user', { token: gus })).data.email as string;
  return { olga, gus, venue, olgaEmail, gusEmail };
}

describe('requesting a venue and paying for it', () => {
  it('quotes, holds the slot while paying, lets the owner accept, completes, pays the owner out after 24 hours', async () => {
    const { olga, gus, venue, olgaEmail, gusEmail } = await world();
    const quote = await t.call('GET', `/api/venues/${venue.id}/quote?date=${window.date}&startMinute=840&endMinute=1080&guests=20`);
    expect(quote.data.quote).toMatchObject({ available: true, durationMinutes: 240, totalCents: 34_500, bookingMode: 'request' });
    expect(quote.data.quote.lines).toEqual([
      { label: '$80.00 × 4 hours', amountCents: 32_000 },
      { label: 'Cleaning fee', amountCents: 2_500 },
    ]);

    const booked = await book(t, gus, venue.id);
    expect(booked.status, JSON.stringify(booked.data)).toBe(201);
    expect(booked.data.booking).toMatchObject({ status: 'awaiting_payment', role: 'guest', payment: { status: 'awaiting' }, venue: { streetAddress: null } });
    expect(booked.data.checkoutUrl).toContain('/demo-checkout/');
    const id = booked.data.booking.id as string;
    // Not the owner's business until it is paid.
    expect((await t.call('GET', `/api/bookings/${id}`, { token: olga })).status).toBe(404);
    expect((await t.call('GET', '/api/host/bookings', { token: olga })).data.requests).toEqual([]);

    const paid = await payCheckout(t, booked.data.checkoutUrl);
    expect(paid.status).toBe(200);
    const afterPay = (await t.call('GET', `/api/bookings/${id}`, { token: gus })).data.booking;
    expect(afterPay).toMatchObject({ status: 'pending', payment: { status: 'paid' }, respondBy: t.clock.now() + DAY, venue: { streetAddress: null } });
    expect(await emailsTo(t, olgaEmail)).toContain(`New booking request for ${'Garden Party Lawn'}`);
    expect(await emailsTo(t, gusEmail)).toContain('Your request for Garden Party Lawn was sent');
    expect(await ledgerOf(t, id)).toEqual([['charge', 34_500]]);

    const requests = (await t.call('GET', '/api/host/bookings', { token: olga })).data.requests;
    expect(requests.map((view: { id: string }) => view.id)).toEqual([id]);
    expect(requests[0]).toMatchObject({ role: 'owner', canAnswer: true, guestName: expect.stringMatching(/^Gus/), venue: { streetAddress: '12 Oak Lane' } });
    // The guest cannot answer their own request.
    expect((await t.call('POST', `/api/bookings/${id}/answer`, { token: gus, json: { answer: 'confirm' } })).status).toBe(403);

    const accepted = await t.call('POST', `/api/bookings/${id}/answer`, { token: olga, json: { answer: 'confirm', message: 'See you there!' } });
    expect(accepted.status, JSON.stringify(accepted.data)).toBe(200);
    expect(accepted.data.booking.status).toBe('confirmed');
    expect((await t.call('GET', `/api/bookings/${id}`, { token: gus })).data.booking.venue.streetAddress).toBe('12 Oak Lane');
    expect(await emailsTo(t, gusEmail)).toContain('Booked: Garden Party Lawn on 2026-12-05');
    // A second answer changes nothing.
    expect((await t.call('POST', `/api/bookings/${id}/answer`, { token: olga, json: { answer: 'decline' } })).status).toBe(409);

    // The day before: one reminder each, however often the scheduler runs.
    t.clock.advance(Date.parse('2026-12-04T21:00:00Z') - t.clock.now());
    await runScheduledWork(t.deps);
    await runScheduledWork(t.deps);
    expect((await emailsTo(t, gusEmail)).filter((subject) => subject === 'Tomorrow: Garden Party Lawn')).toHaveLength(1);

    // After the end it completes; the owner's share waits 24 hours, then for a payout account.
    t.clock.advance(Date.parse('2026-12-06T00:00:00Z') - t.clock.now());
    await runScheduledWork(t.deps);
    expect((await t.call('GET', `/api/bookings/${id}`, { token: gus })).data.booking.status).toBe('completed');
    t.clock.advance(DAY);
    const waiting = await runScheduledWork(t.deps);
    expect(waiting.bookingMoney).toMatchObject({ paidOut: 0, waitingForPayoutAccount: 1 });
    await connectPayouts(t, olga);
    const report = await runScheduledWork(t.deps);
    expect(report.bookingMoney).toMatchObject({ paidOut: 1 });
    expect((await runScheduledWork(t.deps)).bookingMoney.paidOut).toBe(0);
    expect(await ledgerOf(t, id)).toEqual([
      ['charge', 34_500],
      ['release', 34_500],
    ]);
    const ownerView = (await t.call('GET', `/api/bookings/${id}`, { token: olga })).data.booking;
    expect(ownerView.payout).toMatchObject({ amountCents: 34_500, releasedAt: expect.any(Number) });
    await expectSoundLedger(t);
  });

  it('refunds in full when the owner declines or lets the request expire', async () => {
    const { olga, gus, venue } = await world();
    const declined = await bookAndPay(t, gus, venue.id);
    const answer = await t.call('POST', `/api/bookings/${declined.id}/answer`, { token: olga, json: { answer: 'decline', message: 'Private event that day' } });
    expect(answer.data.booking).toMatchObject({ status: 'declined', payment: { status: 'refunded', refundCents: 34_500 } });
    expect(await ledgerOf(t, declined.id)).toEqual([
      ['charge', 34_500],
      ['refund', 34_500],
    ]);

    const expiring = await bookAndPay(t, gus, venue.id);
    t.clock.advance(DAY);
    const report = await runScheduledWork(t.deps);
    expect(report.bookings.expired).toBe(1);
    expect((await t.call('GET', `/api/bookings/${expiring.id}`, { token: gus })).data.booking).toMatchObject({ status: 'expired', payment: { status: 'refunded' } });
    expect(await ledgerOf(t, expiring.id)).toEqual([
      ['charge', 34_500],
      ['refund', 34_500],
    ]);
    // Nothing is ever paid out of a refunded booking.
    await connectPayouts(t, olga);
    t.clock.advance(20 * DAY);
    expect((await runScheduledWork(t.deps)).bookingMoney.paidOut).toBe(0);
    await expectSoundLedger(t);
  });
});

describe('instant booking and cancelling', () => {
  it('confirms at once; the guest cancels under the policy and the owner keeps the rest after the end', async () => {
    const { olga, gus, venue } = await world({ bookingMode: 'instant', cancellationPolicy: 'standard' });
    // Friday 2026-11-27, six days ahead: inside the standard policy's 7 days, so half comes back.
    const soon = await bookAndPay(t, gus, venue.id, { date: '2026-11-27', startMinute: 600, endMinute: 780, guests: 10 });
    expect(soon).toMatchObject({ status: 'confirmed', venue: { streetAddress: '12 Oak Lane' } });
    const cancelled = await t.call('POST', `/api/bookings/${soon.id}/cancel`, { token: gus, json: { reason: 'Moved the party' } });
    expect(cancelled.status, JSON.stringify(cancelled.data)).toBe(200);
    // 3 h × $80 + $25 = $265.00; the guest gets $132.50 back (the odd cent goes to the guest).
    expect(cancelled.data.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'guest', payment: { status: 'partly_refunded', refundCents: 13_250 } });
    expect(cancelled.data.booking.payment.refundReason).toContain('50% refund');
    await connectPayouts(t, olga);
    t.clock.advance(Date.parse('2026-11-28T19:00:00Z') + DAY - t.clock.now());
    expect((await runScheduledWork(t.deps)).bookingMoney.paidOut).toBe(1);
    expect(await ledgerOf(t, soon.id)).toEqual([
      ['charge', 26_500],
      ['refund', 13_250],
      ['release', 13_250],
    ]);
    await expectSoundLedger(t);
  });

  it('refunds everything when the owner cancels, and a flexible booking cancelled a day ahead', async () => {
    const { olga, gus, venue } = await world({ bookingMode: 'instant', cancellationPolicy: 'flexible' });
    const first = await bookAndPay(t, gus, venue.id);
    const byGuest = await t.call('POST', `/api/bookings/${first.id}/cancel`, { token: gus, json: {} });
    expect(byGuest.data.booking.payment).toMatchObject({ status: 'refunded', refundCents: 34_500 });
    const second = await bookAndPay(t, gus, venue.id);
    const byOwner = await t.call('POST', `/api/bookings/${second.id}/cancel`, { token: olga, json: { reason: 'Storm damage' } });
    expect(byOwner.data.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', payment: { status: 'refunded', refundCents: 34_500 } });
    // Cancelling twice changes nothing.
    expect((await t.call('POST', `/api/bookings/${second.id}/cancel`, { token: gus, json: {} })).status).toBe(409);
    await expectSoundLedger(t);
  });
});

describe('no double booking', () => {
  it('gives one slot to exactly one of many parallel requests, buffers included', async () => {
    const { venue } = await world({ bufferMinutes: 60, bookingMode: 'instant' });
    const guests = await Promise.all(Array.from({ length: 8 }, (_, i) => registerMember(t, `Racer${i}x${Math.random().toString(36).slice(2, 5)}`)));
    // Overlapping windows, and windows that only touch the others' buffer.
    const windows = [840, 870, 900, 930, 810, 780, 900, 840].map((start) => ({ ...window, startMinute: start, endMinute: start + 120 }));
    const results = await Promise.all(guests.map((token, i) => book(t, token, venue.id, windows[i])));
    const won = results.filter((result) => result.status === 201);
    const lost = results.filter((result) => result.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const result of lost) expect(result.data.error).toMatch(/already booked|just booked/);
    expect(await t.db.select().from(venueBookings)).toHaveLength(1);
  });

  it('frees a slot left unpaid for 30 minutes; a payment arriving later is refunded in full', async () => {
    const { gus, venue } = await world();
    const other = await registerMember(t, 'Otto');
    const unpaid = await book(t, gus, venue.id);
    expect((await book(t, other, venue.id)).status).toBe(409);
    t.clock.advance(30 * 60_000);
    const taken = await book(t, other, venue.id);
    expect(taken.status, JSON.stringify(taken.data)).toBe(201);
    // Gus pays the old checkout after all: booked and given back at once, the slot stays Otto's.
    expect((await payCheckout(t, unpaid.data.checkoutUrl)).status).toBe(200);
    const late = (await t.call('GET', `/api/bookings/${unpaid.data.booking.id}`, { token: gus })).data.booking;
    expect(late).toMatchObject({ status: 'abandoned', payment: { status: 'refunded', refundCents: 34_500 } });
    expect(await ledgerOf(t, late.id)).toEqual([
      ['charge', 34_500],
      ['refund', 34_500],
    ]);
    await expectSoundLedger(t);
  });
});

describe('the booking panel’s quote, read from what the process keeps', () => {
  const quoteOf = async (venueId: string) =>
    (await t.call('GET', `/api/venues/${venueId}/quote?date=${window.date}&startMinute=840&endMinute=1080&guests=20`)).data.quote as { available: boolean; reason?: string; totalCents?: number };

  it('follows every booking, the listing’s changes and the time at once, on every quote', async () => {
    // Counts the round trips a kept quote saves: a verified hit (testing/verified-caches.ts) would read afresh too.
    t.verifyCaches(false);
    const { olga, gus, venue } = await world();
    const trips = countRoundTrips(t.client);
    expect(await quoteOf(venue.id)).toMatchObject({ available: true, totalCents: 34_500 });
    const firstTrips = trips.count;
    // The same window again: the kept answer, no database.
    expect(await quoteOf(venue.id)).toMatchObject({ available: true, totalCents: 34_500 });
    expect(trips.count).toBe(firstTrips);

    // A booking waiting for its payment holds the window at once …
    expect((await book(t, gus, venue.id)).status).toBe(201);
    expect(await quoteOf(venue.id)).toMatchObject({ available: false, reason: 'overlaps-booking' });
    // … and lets it go when its 30 minutes run out, with nothing written.
    t.clock.advance(30 * 60_000);
    expect(await quoteOf(venue.id)).toMatchObject({ available: true });

    // The owner's price change shows on the next quote; a paused listing quotes nothing.
    expect((await t.call('PATCH', `/api/host/venues/${venue.id}`, { token: olga, json: { pricePerHourCents: 10_000 } })).status).toBe(200);
    expect(await quoteOf(venue.id)).toMatchObject({ available: true, totalCents: 42_500 });
    expect((await t.call('POST', `/api/host/venues/${venue.id}/pause`, { token: olga })).status).toBe(200);
    expect((await t.call('GET', `/api/venues/${venue.id}/quote?date=${window.date}&startMinute=840&endMinute=1080&guests=20`)).status).toBe(404);
  });

  it('books at the listing’s price of the moment, right after the owner changes it (the booking reads the kept listing too)', async () => {
    const { olga, gus, venue } = await world();
    expect(await quoteOf(venue.id)).toMatchObject({ totalCents: 34_500 });
    expect((await t.call('PATCH', `/api/host/venues/${venue.id}`, { token: olga, json: { pricePerHourCents: 10_000 } })).status).toBe(200);
    const booked = await book(t, gus, venue.id);
    expect(booked.status, JSON.stringify(booked.data)).toBe(201);
    const [row] = await t.db.select().from(venueBookings);
    expect(row).toMatchObject({ rentCents: 40_000, totalCents: 42_500 });
    // Paused a moment later: the next booking is refused at once.
    expect((await t.call('POST', `/api/host/venues/${venue.id}/pause`, { token: olga })).status).toBe(200);
    expect((await book(t, await registerMember(t, 'Pia'), venue.id, { ...window, date: '2026-12-12' })).status).toBe(409);
  });
});

describe('a listing changed behind the process’s back', () => {
  /** Another process on the same database (or a script) writes without this app's client seeing it: the kept listing is stale. */
  async function writeBehindTheAppsBack(sql: string, args: (string | number)[]) {
    const other = createClient({ url: `file:${t.databaseFile}` });
    await other.execute({ sql, args });
    other.close();
  }

  it('never books at a price or in a state the listing no longer has: the insert checks them itself', async () => {
    // The kept listing goes stale on purpose here, as another process's write would leave it.
    t.verifyCaches(false);
    const { gus, venue } = await world();
    // The quote reads (and keeps) the listing at its old price.
    const quote = await t.call('GET', `/api/venues/${venue.id}/quote?date=${window.date}&startMinute=840&endMinute=1080&guests=20`);
    expect(quote.data.quote).toMatchObject({ totalCents: 34_500 });

    await writeBehindTheAppsBack('UPDATE venues SET price_per_hour = ? WHERE id = ?', [68_000, venue.id]);
    const repriced = await book(t, gus, venue.id);
    expect(repriced.status).toBe(409);
    expect(repriced.data).toMatchObject({ code: 'listing-changed', error: expect.stringMatching(/changed this venue’s price/) });
    expect(await t.db.select().from(venueBookings)).toHaveLength(0);

    await writeBehindTheAppsBack("UPDATE venues SET status = 'paused' WHERE id = ?", [venue.id]);
    const paused = await book(t, gus, venue.id);
    expect(paused.status).toBe(409);
    expect(paused.data.code).toBe('venue-paused');
    expect(await t.db.select().from(venueBookings)).toHaveLength(0);
  });
});

describe('what is refused', () => {
  it('answers bad windows and parties with a 400 and books nothing', async () => {
    const { gus, venue } = await world();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...window, startMinute: 1080, endMinute: 840 }, /end time must be after/],
      [{ ...window, startMinute: 420, endMinute: 600 }, /opening hours/],
      [{ ...window, guests: 41 }, /at most 40 guests/],
      [{ ...window, endMinute: 900 }, /minimum booking is 2 hours/],
      [{ ...window, date: '2026-11-20' }, /already passed/],
      [{ ...window, date: '2026-12-07' }, /closed on Mondays/],
      [{ ...window, guests: 2.5 }, /whole number/],
      [{ ...window, startMinute: 841 }, /quarter hour/],
      [{ ...window, totalCents: 1 }, /totalCents|Unrecognized|not expected/i],
      [{ ...window, eventId: 'not-mine' }, /events you host/],
    ];
    for (const [json, message] of cases) {
      const response = await book(t, gus, venue.id, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(JSON.stringify(response.data), JSON.stringify(json)).toMatch(message);
    }
    expect(await t.db.select().from(venueBookings)).toHaveLength(0);
  });

  it('keeps bookings to their guest and owner, and refuses own, paused and unknown venues', async () => {
    const { olga, gus, venue } = await world();
    const stranger = await registerMember(t, 'Stan');
    expect((await book(t, olga, venue.id)).status).toBe(400);
    const booking = await bookAndPay(t, gus, venue.id);
    for (const [method, path, json] of [
      ['GET', `/api/bookings/${booking.id}`, undefined],
      ['POST', `/api/bookings/${booking.id}/answer`, { answer: 'confirm' }],
      ['POST', `/api/bookings/${booking.id}/cancel`, {}],
      ['POST', `/api/bookings/${booking.id}/pay`, {}],
    ] as const) {
      expect((await t.call(method, path, { token: stranger, json })).status, path).toBe(404);
      expect((await t.call(method, path, { json })).status, path).toBe(401);
    }
    expect((await t.call('GET', '/api/bookings', { token: stranger })).data).toEqual({ upcoming: [], past: [] });
    expect((await t.call('GET', '/api/host/bookings', { token: stranger })).data).toEqual({ requests: [], upcoming: [], past: [] });

    await t.call('POST', `/api/host/venues/${venue.id}/pause`, { token: olga });
    const paused = await book(t, stranger, venue.id, { ...window, date: '2026-12-12' });
    expect(paused.status).toBe(409);
    expect(paused.data.error).toMatch(/paused/);
    expect((await book(t, stranger, 'no-such-venue')).status).toBe(404);
  });
});

describe('holding slots without paying', () => {
  it('is capped at 10 bookings an hour per member, also in parallel', async () => {
    const { gus, venue } = await world();
    const days = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-18', '2026-12-19', '2026-12-20'];
    const results = await Promise.all(days.map((date) => book(t, gus, venue.id, { ...window, date })));
    expect(results.filter((result) => result.status === 201)).toHaveLength(10);
    const refused = results.filter((result) => result.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.data.error).toMatch(/many bookings in the last hour/);
    expect(await t.db.select().from(venueBookings)).toHaveLength(10);
  });

  it('counts only windows that could be booked: refused attempts never use up a member’s starts', async () => {
    const { gus, venue } = await world();
    const other = await registerMember(t, 'Otto');
    expect((await book(t, gus, venue.id)).status).toBe(201);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await book(t, other, venue.id)).status).toBe(409);
      expect((await book(t, other, venue.id, { ...window, guests: 5000 })).status).toBe(400);
    }
    const free = await book(t, other, venue.id, { ...window, date: '2026-12-12' });
    expect(free.status, JSON.stringify(free.data)).toBe(201);
  });
});

describe('availability', () => {
  it('shows held bookings on the month and drops the venue from a search for that window', async () => {
    const { gus, venue } = await world({ bookingMode: 'instant' });
    await bookAndPay(t, gus, venue.id);
    const month = await t.call('GET', `/api/venues/${venue.id}/availability?month=2026-12`);
    expect(month.status).toBe(200);
    const day = month.data.days.find((entry: { date: string }) => entry.date === window.date);
    expect(day.status).toBe('partly-booked');
    expect((await t.call('GET', `/api/venues/${venue.id}/availability?month=2026-13`)).status).toBe(400);

    const search = (start: string, end: string) => t.call('GET', `/api/venues?date=${window.date}&start=${start}&end=${end}`);
    expect((await search('15:00', '17:00')).data).toEqual([]);
    expect((await search('09:00', '13:00')).data.map((card: { id: string }) => card.id)).toEqual([venue.id]);
  });

  it('drops a venue from a date-only search once the bookings (with buffers) leave no minimum booking free that day', async () => {
    // Open 9 AM–9 PM on Saturdays, 2 hours minimum, 30 minutes between bookings.
    const { gus, venue } = await world({ bookingMode: 'instant', bufferMinutes: 30 });
    const onDate = async () => ((await t.call('GET', `/api/venues?date=${window.date}`)).data as { id: string }[]).map((card) => card.id);
    expect(await onDate()).toEqual([venue.id]);
    await bookAndPay(t, gus, venue.id, { ...window, startMinute: 540, endMinute: 780 });
    // 1:30–9 PM is still free.
    expect(await onDate()).toEqual([venue.id]);
    // Unpaid, 3–9 PM holds its slot for the payment's 30 minutes: 1:30–2:30 PM is under the minimum.
    const unpaid = await book(t, gus, venue.id, { ...window, startMinute: 900, endMinute: 1260 });
    expect(unpaid.status, JSON.stringify(unpaid.data)).toBe(201);
    expect(await onDate()).toEqual([]);
    // The window search says the same for the gap.
    expect((await t.call('GET', `/api/venues?date=${window.date}&start=13:30&end=15:30`)).data).toEqual([]);
    // Let go after the payment window, the afternoon is free again; paid, it is taken for good.
    t.clock.advance(31 * 60_000);
    expect(await onDate()).toEqual([venue.id]);
    await bookAndPay(t, gus, venue.id, { ...window, startMinute: 900, endMinute: 1260 });
    expect(await onDate()).toEqual([]);
    // Another Saturday is untouched.
    expect(((await t.call('GET', '/api/venues?date=2026-12-12')).data as { id: string }[]).map((card) => card.id)).toEqual([venue.id]);
  });
});

describe('messages about a booking', () => {
  it('lets the owner message the guest and the guest answer in the same conversation, and nobody else start one', async () => {
    const { olga, gus, venue } = await world();
    const eve = await registerMember(t, `Eve${Math.random().toString(36).slice(2, 6)}`);
    const start = (token: string, id: string, message = 'Hello') => t.call('POST', '/api/messages/conversations', { token, json: { context: { type: 'booking', id }, message } });

    // Unpaid, the booking is nothing the owner can see, so not a way to write to the guest.
    const unpaid = await book(t, gus, venue.id);
    expect((await start(olga, unpaid.data.booking.id)).status).toBe(404);
    await payCheckout(t, unpaid.data.checkoutUrl);
    const id = unpaid.data.booking.id as string;

    const fromOwner = await start(olga, id, 'Do you need the projector?');
    expect(fromOwner.status, JSON.stringify(fromOwner.data)).toBe(201);
    const conversationId = fromOwner.data.conversation.id as string;
    // The guest's "Message the owner" on the same booking opens the same conversation.
    const fromGuest = await start(gus, id, 'Yes please!');
    expect(fromGuest.status, JSON.stringify(fromGuest.data)).toBeLessThan(300);
    expect(fromGuest.data.conversation.id).toBe(conversationId);

    const inbox = (await t.call('GET', '/api/messages', { token: gus })).data.conversations;
    expect(inbox[0]).toMatchObject({ id: conversationId, context: { type: 'booking', id, label: 'Booking', title: 'Garden Party Lawn', href: `/bookings/${id}` } });
    const ownerInbox = (await t.call('GET', '/api/messages', { token: olga })).data.conversations;
    expect(ownerInbox[0]).toMatchObject({ context: { href: `/host/bookings/${id}` } });

    // A stranger is no party; an unknown booking is nothing.
    expect((await start(eve, id)).status).toBe(404);
    expect((await start(olga, 'nope')).status).toBe(404);
    expect((await t.call('GET', '/api/messages', { token: eve })).data.conversations).toEqual([]);
  });
});

describe('deleting an account with venue bookings', () => {
  const deleteAccount = (token: string) => t.call('DELETE', '/api/user', { token, json: { password: 'violet-otter-42', confirm: 'DELETE' } });
  const stillThere = async (token: string) => expect((await t.call('GET', '/api/auth/user', { token })).status).toBe(200);

  it('refuses an owner with an upcoming booking (even one awaiting payment) and a guest with an upcoming paid one, and deletes nothing', async () => {
    const { olga, gus, venue } = await world();
    const unpaid = await book(t, gus, venue.id);
    expect(unpaid.status).toBe(201);
    const owner = await deleteAccount(olga);
    expect(owner.status).toBe(409);
    expect(owner.data.error).toMatch(/^Your venues have upcoming bookings or requests.*\/host\/bookings/);
    await stillThere(olga);

    await payCheckout(t, unpaid.data.checkoutUrl);
    expect((await deleteAccount(olga)).status).toBe(409);
    const guest = await deleteAccount(gus);
    expect(guest.status).toBe(409);
    expect(guest.data.error).toMatch(/^You have an upcoming venue booking.*Cancel it under My bookings \(\/bookings\)/);
    await stillThere(gus);
    expect((await t.call('GET', `/api/bookings/${unpaid.data.booking.id}`, { token: gus })).data.booking.status).toBe('pending');

    // Declined, the guest is refunded in full: nothing holds either account any more.
    expect((await t.call('POST', `/api/bookings/${unpaid.data.booking.id}/answer`, { token: olga, json: { answer: 'decline' } })).status).toBe(200);
    await runScheduledWork(t.deps);
    expect((await deleteAccount(gus)).status).toBe(200);
    expect((await deleteAccount(olga)).status).toBe(200);
    await expectSoundLedger(t);
  });

  it('refuses an owner whose share of a finished booking is not paid out yet, until it is', async () => {
    const { olga, gus, venue } = await world({ bookingMode: 'instant' });
    const booking = await bookAndPay(t, gus, venue.id);
    expect(booking.status).toBe('confirmed');
    t.clock.advance(Date.parse('2026-12-06T00:00:00Z') - t.clock.now());
    await runScheduledWork(t.deps);
    // Over: the guest may go; the owner's share waits for the 24 hours and a payout account.
    expect((await deleteAccount(gus)).status).toBe(200);
    const refused = await deleteAccount(olga);
    expect(refused.status).toBe(409);
    expect(refused.data.error).toMatch(/^Your share of a venue booking has not been paid out to you yet.*connect one/);
    t.clock.advance(DAY);
    await runScheduledWork(t.deps);
    expect((await deleteAccount(olga)).status).toBe(409);
    await connectPayouts(t, olga);
    expect((await runScheduledWork(t.deps)).bookingMoney).toMatchObject({ paidOut: 1 });
    expect((await deleteAccount(olga)).status).toBe(200);
    await expectSoundLedger(t);
  });
});
