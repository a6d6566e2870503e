import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, type Placeholder, sql } from 'drizzle-orm';
import { type Db, preparedOnce } from '#worker/db/client.ts';
import { events, users, venueBookings, venueReviews, venues } from '#worker/db/schema/index.ts';

export type BookingRow = typeof venueBookings.$inferSelect;
/** The listing's terms a booking is made on: the insert books only while the listing still has them. */
export const BOOKED_LISTING_TERMS = ['pricePerHour', 'priceOnRequest', 'cleaningFeeCents', 'bookingMode', 'cancellationPolicy', 'timeZone', 'bufferMinutes'] as const;
export type BookedListingTerms = Pick<typeof venues.$inferSelect, (typeof BOOKED_LISTING_TERMS)[number]>;
export type NewBookingRow = typeof venueBookings.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * The SQL twin of core's `holdsSlot` for `b` at `now`: confirmed, or waiting (for the payment or
 * for the owner's answer) until its deadline.
 */
export function holdsSlotSql(now: number | Placeholder) {
  return sql`(${venueBookings.status} = 'confirmed' OR (${venueBookings.status} IN ('pending', 'awaiting_payment') AND ${venueBookings.respondBy} > ${now}))`;
}

/**
 * The bookings holding a venue's slots in a range (every quote and booking reads them): built once
 * per database, not per request.
 */
const holdingBetweenQuery = preparedOnce((db) =>
  db
    .select({ startsAt: venueBookings.startsAt, endsAt: venueBookings.endsAt, status: venueBookings.status, respondBy: venueBookings.respondBy })
    .from(venueBookings)
    .where(
      and(
        eq(venueBookings.venueId, sql.placeholder('venueId')),
        gt(venueBookings.startsAt, sql.placeholder('after')),
        lt(venueBookings.startsAt, sql.placeholder('before')),
        holdsSlotSql(sql.placeholder('now')),
      ),
    )
    .orderBy(asc(venueBookings.startsAt))
    .prepare(),
);

/** What a booking page shows beside the booking: the venue, the event, both people. */
const withParties = {
  booking: venueBookings,
  venueTitle: venues.title,
  venueCity: venues.city,
  venueState: venues.state,
  venueStreetAddress: venues.streetAddress,
  venueImageUrls: venues.imageUrls,
  venueOwnerId: venues.ownerId,
  eventTitle: events.title,
  eventHostId: events.hostId,
  guestName: users.name,
  guestEmail: users.email,
  review: { id: venueReviews.id, rating: venueReviews.rating, text: venueReviews.text, reply: venueReviews.reply, createdAt: venueReviews.createdAt, repliedAt: venueReviews.repliedAt },
};
export type BookingWithParties = {
  booking: BookingRow;
  venueTitle: string;
  venueCity: string;
  venueState: string;
  venueStreetAddress: string;
  venueImageUrls: string[];
  venueOwnerId: string | null;
  eventTitle: string | null;
  eventHostId: string | null;
  guestName: string | null;
  guestEmail: string | null;
  review: { id: string; rating: number; text: string; reply: string | null; createdAt: number; repliedAt: number | null } | null;
};

function withPartiesQuery(db: Db) {
  return db
    .select(withParties)
    .from(venueBookings)
    .innerJoin(venues, eq(venues.id, venueBookings.venueId))
    .leftJoin(events, eq(events.id, venueBookings.eventId))
    .leftJoin(users, eq(users.id, venueBookings.guestUserId))
    .leftJoin(venueReviews, eq(venueReviews.bookingId, venueBookings.id));
}

export const bookingsRepo = {
  /**
   * Inserts the booking only if no booking of the venue holds an overlapping slot (buffers on both
   * sides) at `now`, and only if the listing is still published with the very terms the booking
   * copies (price, cleaning fee, mode, policy, zone, buffer) — one statement, so two guests racing
   * for one slot cannot both get it, and a listing paused or repriced a moment ago (by this process
   * or any other) is never booked as it was: SQLite runs writes one at a time and the checks and the
   * insert are the same write. True when inserted.
   */
  async insertIfFree(db: Db, row: NewBookingRow & { startsAt: number; endsAt: number }, listing: BookedListingTerms, now: number): Promise<boolean> {
    const buffer = listing.bufferMinutes * 60_000;
    const columns = Object.keys(row) as (keyof NewBookingRow)[];
    const names = sql.join(
      columns.map((key) => sql.identifier(venueBookings[key].name)),
      sql`, `,
    );
    const values = sql.join(
      columns.map((key) => sql`${row[key] ?? null}`),
      sql`, `,
    );
    const result = await db.run(sql`INSERT INTO ${venueBookings} (${names}) SELECT ${values}
      WHERE NOT EXISTS (
        SELECT 1 FROM ${venueBookings} WHERE ${venueBookings.venueId} = ${row.venueId} AND ${holdsSlotSql(now)}
          AND ${venueBookings.startsAt} < ${row.endsAt + buffer} AND ${row.startsAt} < ${venueBookings.endsAt} + ${buffer}
      ) AND EXISTS (
        SELECT 1 FROM ${venues} WHERE ${venues.id} = ${row.venueId} AND ${venues.status} = 'published'
          AND ${venues.pricePerHour} IS ${listing.pricePerHour} AND ${venues.priceOnRequest} = ${listing.priceOnRequest ? 1 : 0}
          AND ${venues.cleaningFeeCents} = ${listing.cleaningFeeCents} AND ${venues.bookingMode} = ${listing.bookingMode}
          AND ${venues.cancellationPolicy} = ${listing.cancellationPolicy} AND ${venues.timeZone} = ${listing.timeZone}
          AND ${venues.bufferMinutes} = ${listing.bufferMinutes}
      )`);
    return result.rowsAffected === 1;
  },

  async find(db: Db, id: string): Promise<BookingRow | null> {
    const [row] = await db.select().from(venueBookings).where(eq(venueBookings.id, id)).limit(1);
    return row ?? null;
  },

  async findWithParties(db: Db, id: string): Promise<BookingWithParties | null> {
    const [row] = await withPartiesQuery(db).where(eq(venueBookings.id, id)).limit(1);
    return (row as BookingWithParties | undefined) ?? null;
  },

  /** The venue's bookings holding a slot at `now` that touch [from, to) (the calendar, the availability check). */
  async holdingBetween(db: Db, venueId: string, from: number, to: number, now: number) {
    // A booking starting before `from` may still reach into it; none lasts longer than a day.
    return holdingBetweenQuery(db).all({ venueId, after: from - DAY_MS, before: to, now });
  },

  /** A guest's bookings, most recent first (venue_bookings_guest_idx). */
  async listForGuest(db: Db, guestUserId: string, limit: number) {
    return (await withPartiesQuery(db).where(eq(venueBookings.guestUserId, guestUserId)).orderBy(desc(venueBookings.startsAt)).limit(limit)) as BookingWithParties[];
  },

  /** The bookings of an owner's venues, nearest first; waiting for payment is the guest's business, not shown. */
  async listForOwner(db: Db, ownerId: string, limit: number) {
    return (await withPartiesQuery(db)
      .where(and(eq(venues.ownerId, ownerId), sql`${venueBookings.status} <> 'awaiting_payment'`, sql`${venueBookings.status} <> 'abandoned'`))
      .orderBy(asc(venueBookings.startsAt))
      .limit(limit)) as BookingWithParties[];
  },

  /** The confirmed bookings of one event (the event page shows its venue). */
  async listForEvent(db: Db, eventId: string) {
    return (await withPartiesQuery(db)
      .where(and(eq(venueBookings.eventId, eventId), inArray(venueBookings.status, ['pending', 'confirmed', 'completed'])))
      .orderBy(asc(venueBookings.startsAt))) as BookingWithParties[];
  },

  /**
   * Writes a transition computed from `before`: only while the row still has that version, so a
   * double click, the owner and the scheduler racing cannot both win. True when this write won.
   */
  async update(db: Db, before: BookingRow, patch: Partial<NewBookingRow>, now: number): Promise<boolean> {
    const rows = await db
      .update(venueBookings)
      .set({ ...patch, updatedAt: now, version: before.version + 1 })
      .where(and(eq(venueBookings.id, before.id), eq(venueBookings.version, before.version)))
      .returning({ id: venueBookings.id });
    return rows.length === 1;
  },

  /** What the scheduler owes: unpaid past the payment deadline, unanswered past the answer deadline, confirmed past the end. */
  async listDue(db: Db, now: number, limit: number) {
    return db
      .select()
      .from(venueBookings)
      .where(or(and(inArray(venueBookings.status, ['awaiting_payment', 'pending']), lte(venueBookings.respondBy, now)), and(eq(venueBookings.status, 'confirmed'), lte(venueBookings.endsAt, now))))
      .limit(limit);
  },

  /** Confirmed bookings starting within the next day whose reminder is not sent yet. */
  async listReminderDue(db: Db, now: number, limit: number) {
    return db
      .select()
      .from(venueBookings)
      .where(and(eq(venueBookings.status, 'confirmed'), isNull(venueBookings.reminderSentAt), gt(venueBookings.startsAt, now), lte(venueBookings.startsAt, now + DAY_MS)))
      .limit(limit);
  },

  /** Claims the reminder (true once per booking, also with two schedulers running). */
  async claimReminder(db: Db, id: string, now: number): Promise<boolean> {
    const rows = await db
      .update(venueBookings)
      .set({ reminderSentAt: now })
      .where(and(eq(venueBookings.id, id), isNull(venueBookings.reminderSentAt)))
      .returning({ id: venueBookings.id });
    return rows.length === 1;
  },

  /** Whether the member hosts (or co-hosts) the event: a booking may only be attached to one's own. */
  async eventHostedBy(db: Db, eventId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.hostId, userId)))
      .limit(1);
    return row !== undefined;
  },
};
