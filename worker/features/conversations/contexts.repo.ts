import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../../db/client.ts';
import { eventCohosts, events, guests, venueBookings, venues } from '../../db/schema/index.ts';

/** Selects the ids of many contexts of one type (a subquery, from conversationsRepo.contextIdsOf). */
export type ContextIds = SQL;

/** A read that joins the other reads of a request in one db.batch, answering rows of `Row`. */
export type BatchRead<Row> = BatchItem<'sqlite'> & { readonly _: { readonly result: Row[] } };

/**
 * What the context resolvers read from other features' tables. Features do not import each other,
 * so each context type's lookups live here, beside the registry that uses them
 * (contexts.service.ts); a later feature adds its own (booking, order…). The chip reads take
 * their context ids as a subquery, so the inbox reads them in the same batch as its list.
 */
export const contextsRepo = {
  /** A guest of an event with the event's host and accepted co-hosts: the parties of an `event-guest` conversation. */
  async eventGuest(db: Db, guestId: string) {
    const [rows, cohosts] = await db.batch([
      db
        .select({ guestUserId: guests.userId, eventId: events.id, hostId: events.hostId, status: events.status, endsAt: events.endsAt, title: events.title, slug: events.slug })
        .from(guests)
        .innerJoin(events, eq(events.id, guests.eventId))
        .where(eq(guests.id, guestId)),
      db
        .select({ userId: eventCohosts.userId })
        .from(eventCohosts)
        .innerJoin(guests, eq(guests.eventId, eventCohosts.eventId))
        .where(and(eq(guests.id, guestId), isNotNull(eventCohosts.userId), isNotNull(eventCohosts.acceptedAt))),
    ]);
    const row = rows[0];
    return row ? { ...row, cohostIds: cohosts.flatMap((cohost) => (cohost.userId ? [cohost.userId] : [])) } : undefined;
  },

  /** The chips of many `event-guest` conversations: the event's title and where each side opens it. */
  eventGuestChips(db: Db, guestIds: ContextIds) {
    return db
      .select({ guestId: guests.id, guestUserId: guests.userId, eventId: events.id, title: events.title, slug: events.slug })
      .from(guests)
      .innerJoin(events, eq(events.id, guests.eventId))
      .where(sql`${guests.id} IN (${guestIds})`);
  },

  /** A venue's owner, title and listing status: the parties of a `venue` conversation and whether it is open. */
  async venue(db: Db, venueId: string) {
    const rows = await db.select({ id: venues.id, ownerId: venues.ownerId, title: venues.title, status: venues.status }).from(venues).where(eq(venues.id, venueId));
    return rows[0];
  },

  /** The chips of many `venue` conversations: the venue's title. */
  venueChips(db: Db, venueIds: ContextIds) {
    return db
      .select({ venueId: venues.id, title: venues.title })
      .from(venues)
      .where(sql`${venues.id} IN (${venueIds})`);
  },

  /** A booking's guest, its venue's owner and its status: the parties of a `booking` conversation. */
  async booking(db: Db, bookingId: string) {
    const rows = await db
      .select({ id: venueBookings.id, guestUserId: venueBookings.guestUserId, status: venueBookings.status, ownerId: venues.ownerId, title: venues.title })
      .from(venueBookings)
      .innerJoin(venues, eq(venues.id, venueBookings.venueId))
      .where(eq(venueBookings.id, bookingId));
    return rows[0];
  },

  /** The chips of many `booking` conversations: the venue's title, and whose side opens which page. */
  bookingChips(db: Db, bookingIds: ContextIds) {
    return db
      .select({ bookingId: venueBookings.id, guestUserId: venueBookings.guestUserId, title: venues.title })
      .from(venueBookings)
      .innerJoin(venues, eq(venues.id, venueBookings.venueId))
      .where(sql`${venueBookings.id} IN (${bookingIds})`);
  },
};
