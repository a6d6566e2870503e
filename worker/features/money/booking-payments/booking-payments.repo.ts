import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { ledgerEntries, venueBookings, venues } from '#worker/db/schema/index.ts';
import { randomId } from '#worker/services/tokens.ts';

export type BookingMoneyRow = typeof venueBookings.$inferSelect;
type BookingMoneyPatch = Partial<typeof venueBookings.$inferInsert>;

export interface BookingLedgerEntry {
  kind: 'charge' | 'refund' | 'release';
  amountCents: number;
  idempotencyKey: string;
  providerRef: string | null;
  at: number;
}

/** How long the owner's share stays with the platform after the booking's end (the 24-hour protection). */
export const BOOKING_PAYOUT_DELAY_MS = 24 * 3_600_000;

/**
 * The money side of venue bookings (decision 028): the booking row's payment columns and its
 * entries in the shared ledger. Every change is one versioned write with its entries, inserted
 * only if that write won — the same pattern as a contribution's saveTransition.
 */
export const bookingPaymentsRepo = {
  async find(db: Db, id: string) {
    const [row] = await db
      .select({ booking: venueBookings, venueTitle: venues.title, ownerId: venues.ownerId })
      .from(venueBookings)
      .innerJoin(venues, eq(venues.id, venueBookings.venueId))
      .where(eq(venueBookings.id, id))
      .limit(1);
    return row ?? null;
  },

  async findByPaymentIntent(db: Db, paymentIntentId: string) {
    const [row] = await db.select({ id: venueBookings.id }).from(venueBookings).where(eq(venueBookings.paymentIntentId, paymentIntentId)).limit(1);
    return row?.id ?? null;
  },

  async findByCheckoutSession(db: Db, sessionId: string) {
    const [row] = await db.select({ id: venueBookings.id }).from(venueBookings).where(eq(venueBookings.checkoutSessionId, sessionId)).limit(1);
    return row?.id ?? null;
  },

  /** Columns that are not part of a money transition (the checkout's ids), written as they come. */
  async setColumns(db: Db, id: string, patch: BookingMoneyPatch) {
    await db.update(venueBookings).set(patch).where(eq(venueBookings.id, id));
  },

  async save(db: Db, before: BookingMoneyRow, patch: BookingMoneyPatch, entries: readonly BookingLedgerEntry[], now: number): Promise<boolean> {
    const next = before.version + 1;
    const update = db
      .update(venueBookings)
      .set({ ...patch, updatedAt: now, version: next })
      .where(and(eq(venueBookings.id, before.id), eq(venueBookings.version, before.version)))
      .returning({ id: venueBookings.id });
    const inserts = entries.map((entry) =>
      db.run(sql`INSERT INTO ${ledgerEntries} (id, kind, booking_id, amount_cents, idempotency_key, provider_ref, at)
        SELECT ${randomId()}, ${entry.kind}, ${before.id}, ${entry.amountCents}, ${entry.idempotencyKey}, ${entry.providerRef}, ${entry.at}
        WHERE EXISTS (SELECT 1 FROM ${venueBookings} WHERE id = ${before.id} AND version = ${next})
        ON CONFLICT (idempotency_key) DO NOTHING`),
    );
    const [updated] = await db.batch([update, ...inserts]);
    return updated.length === 1;
  },

  /** Refunds asked for and not booked yet (a crash or an outage after the mark). */
  async listUnfinishedRefunds(db: Db, limit: number) {
    return db
      .select({ id: venueBookings.id })
      .from(venueBookings)
      .where(and(isNotNull(venueBookings.refundRequestedAt), isNull(venueBookings.refundedAt), isNotNull(venueBookings.paidAt)))
      .limit(limit);
  },

  /**
   * The owner's shares that are due: paid, over (completed, or cancelled with part of the money
   * kept), 24 hours past the end, any refund already booked, not yet released.
   */
  async listPayoutsDue(db: Db, now: number, limit: number) {
    return db
      .select({ id: venueBookings.id, ownerId: venues.ownerId })
      .from(venueBookings)
      .innerJoin(venues, eq(venues.id, venueBookings.venueId))
      .where(
        and(
          inArray(venueBookings.status, ['completed', 'cancelled']),
          lte(venueBookings.endsAt, now - BOOKING_PAYOUT_DELAY_MS),
          isNotNull(venueBookings.paidAt),
          isNull(venueBookings.releasedAt),
          or(isNull(venueBookings.refundRequestedAt), isNotNull(venueBookings.refundedAt)),
          sql`${venueBookings.totalCents} - coalesce(${venueBookings.refundCents}, 0) > 0`,
        ),
      )
      .limit(limit);
  },

  /** Marks the transfer intent with its destination, once (true when this call marked it). */
  async claimPayout(db: Db, id: string, accountId: string, now: number): Promise<boolean> {
    const rows = await db
      .update(venueBookings)
      .set({ payoutRequestedAt: now, payoutAccountId: accountId })
      .where(and(eq(venueBookings.id, id), isNull(venueBookings.payoutRequestedAt), isNull(venueBookings.releasedAt)))
      .returning({ id: venueBookings.id });
    return rows.length === 1;
  },
};
