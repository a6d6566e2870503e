import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsSlot } from '#core/domain/venues/booking.rules.ts';
import { overlapsWithBuffer } from '#core/domain/venues/availability.rules.ts';
import { ledgerEntries, venueBookings } from '#worker/db/schema/index.ts';
import { runScheduledWork } from '#worker/scheduler.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { publishListing, registerMember } from '../venue-testing.ts';
import { connectPayouts, DAY, expectSoundLedger } from './booking-testing.ts';

/**
 * Bookings' money over random sequences of what guests, the owner, the provider and the scheduler
 * do, through the real API on a real database: book overlapping windows, pay (also twice, also
 * late), accept, decline, cancel on either side, let time pass, run the scheduler, connect the
 * owner's payout account. After every step the shared ledger is sound (charged − refunded −
 * released = held, never more out than in), no two bookings hold overlapping slots, and each
 * booking's entries match its row; at the end everything paid has gone back or out, none held.
 */
const BUFFER = 30;
const slots = [
  { date: '2026-11-27', startMinute: 600, endMinute: 780 },
  { date: '2026-11-27', startMinute: 720, endMinute: 900 },
  { date: '2026-12-05', startMinute: 840, endMinute: 1080 },
  { date: '2026-12-06', startMinute: 540, endMinute: 720 },
];

type Op =
  | { kind: 'book'; guest: number; slot: number }
  | { kind: 'pay'; index: number }
  | { kind: 'answer'; index: number; answer: 'confirm' | 'decline' }
  | { kind: 'cancel'; index: number; by: 'guest' | 'owner' }
  | { kind: 'advance'; ms: number }
  | { kind: 'jobs' }
  | { kind: 'connect' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('book' as const), guest: fc.nat(1), slot: fc.nat(slots.length - 1) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pay' as const), index: fc.nat(9) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('answer' as const), index: fc.nat(9), answer: fc.constantFrom('confirm' as const, 'decline' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), index: fc.nat(9), by: fc.constantFrom('guest' as const, 'owner' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.constantFrom(10 * 60_000, 31 * 60_000, DAY, 7 * DAY) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'jobs' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'connect' as const }) },
);

interface World {
  t: TestApp;
  owner: string;
  guests: string[];
  venueId: string;
  booked: { id: string; guest: string; checkoutUrl: string | null }[];
  connected: boolean;
}

const noServerError = (response: { status: number; data: unknown }) => expect(response.status, JSON.stringify(response.data)).toBeLessThan(500);

async function apply(world: World, op: Op) {
  const { t } = world;
  const at = (index: number) => world.booked[index % Math.max(1, world.booked.length)];
  switch (op.kind) {
    case 'book': {
      const guest = world.guests[op.guest]!;
      const response = await t.call('POST', `/api/venues/${world.venueId}/bookings`, { token: guest, json: { ...slots[op.slot], guests: 10 } });
      noServerError(response);
      if (response.status === 201) world.booked.push({ id: response.data.booking.id, guest, checkoutUrl: response.data.checkoutUrl });
      return;
    }
    case 'pay': {
      const booking = at(op.index);
      if (!booking?.checkoutUrl) return;
      const sessionId = booking.checkoutUrl.split('/demo-checkout/')[1]!;
      noServerError(await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: '4242 4242 4242 4242' } }));
      return;
    }
    case 'answer': {
      const booking = at(op.index);
      if (booking) noServerError(await t.call('POST', `/api/bookings/${booking.id}/answer`, { token: world.owner, json: { answer: op.answer } }));
      return;
    }
    case 'cancel': {
      const booking = at(op.index);
      if (booking) noServerError(await t.call('POST', `/api/bookings/${booking.id}/cancel`, { token: op.by === 'guest' ? booking.guest : world.owner, json: {} }));
      return;
    }
    case 'advance':
      t.clock.advance(op.ms);
      return;
    case 'jobs':
      await runScheduledWork(t.deps);
      return;
    case 'connect':
      if (!world.connected) await connectPayouts(t, world.owner);
      world.connected = true;
      return;
  }
}

async function checkInvariants(world: World, settled = false) {
  const { t } = world;
  await expectSoundLedger(t);
  const rows = await t.db.select().from(venueBookings);
  const entries = await t.db.select().from(ledgerEntries);
  const now = t.clock.now();
  const holding = rows.filter((row) => holdsSlot(row, now));
  for (const a of holding) for (const b of holding) if (a.id !== b.id) expect(overlapsWithBuffer(a, b, BUFFER), `${a.id} and ${b.id} hold overlapping slots`).toBe(false);
  for (const row of rows) {
    const sum = (kind: string) => entries.filter((entry) => entry.bookingId === row.id && entry.kind === kind).reduce((total, entry) => total + entry.amountCents, 0);
    expect(sum('charge')).toBe(row.paidAt === null ? 0 : row.totalCents);
    expect(sum('refund')).toBe(row.refundedAt === null ? 0 : row.refundCents);
    expect(sum('release')).toBe(row.releasedAt === null ? 0 : row.totalCents - (row.refundCents ?? 0));
    if (row.paidAt === null) expect(['awaiting_payment', 'abandoned']).toContain(row.status);
    if (['declined', 'expired', 'abandoned'].includes(row.status) && row.paidAt !== null) expect(row.refundCents).toBe(row.totalCents);
    if (settled && row.paidAt !== null) expect(sum('charge') - sum('refund') - sum('release'), `${row.status} booking still holds money`).toBe(0);
  }
}

describe('booking money over random API sequences (fast-check)', () => {
  it('keeps the ledger sound, never double-books, and ends with nothing held', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('instant', 'request'),
        fc.constantFrom('flexible', 'standard'),
        fc.array(opArb, { minLength: 8, maxLength: 24 }),
        async (bookingMode, cancellationPolicy, ops) => {
          const t = await createTestApp();
          try {
            const owner = await registerMember(t, `Owner${Math.random().toString(36).slice(2, 7)}`);
            const guests = [await registerMember(t, `Gina${Math.random().toString(36).slice(2, 7)}`), await registerMember(t, `Hugo${Math.random().toString(36).slice(2, 7)}`)];
            const venue = await publishListing(t, owner, { bookingMode, cancellationPolicy, bufferMinutes: BUFFER });
            const world: World = { t, owner, guests, venueId: venue.id, booked: [], connected: false };
            for (const op of ops) {
              await apply(world, op);
              await checkInvariants(world);
            }
            // Settle: the owner connected, every booking long over, the scheduler run twice.
            if (!world.connected) await connectPayouts(t, owner);
            t.clock.advance(30 * DAY);
            await runScheduledWork(t.deps);
            await runScheduledWork(t.deps);
            await checkInvariants(world, true);
          } finally {
            t.close();
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
