import { and, eq, getTableName, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type Db, jsonArrayQuery, jsonObjectOf } from '../../db/client.ts';
import { eventCohosts, events, guests, shopOrders, shops, venueBookings, venues } from '../../db/schema/index.ts';

/** Selects the ids of many contexts of one type (a subquery, from messagesRepo.contextIdsOf). */
export type ContextIds = SQL;

/**
 * A read that joins the other reads of a request in one db.batch and answers its rows of `Row` as
 * one JSON text (read it with parseJsonRows): one value for the local driver to convert instead of
 * a value per column and row — the event chips of a 30-conversation inbox cost 164 µs as rows
 * (performance archive, 2026-11-26: prepared conversation reads).
 */
export type JsonRowsRead<Row> = BatchItem<'sqlite'> & { readonly rowType?: Row };

function jsonRowsRead<Row>(db: Db, fields: { [Key in keyof Row]: SQLWrapper }, fromWhere: SQL): JsonRowsRead<Row> {
  return jsonArrayQuery(db, jsonObjectOf(fields), fromWhere);
}

/**
 * What the context resolvers read from other features' tables. Features do not import each other,
 * so each context type's lookups live here, beside the registry that uses them
 * (contexts.service.ts); a later feature adds its own (booking, order…). The chip reads take
 * their context ids as a subquery, so the inbox reads them in the same batch as its list.
 */
export const contextsRepo = {
  /** Every table a chip read below takes its rows from: a write to one makes a kept inbox stale. */
  chipTables: [guests, events, venues, venueBookings, shopOrders, shops].map((table) => getTableName(table)),

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
    return jsonRowsRead<{ guestId: string; guestUserId: string | null; eventId: string; title: string; slug: string }>(
      db,
      { guestId: guests.id, guestUserId: guests.userId, eventId: events.id, title: events.title, slug: events.slug },
      sql`FROM ${guests} INNER JOIN ${events} ON ${events.id} = ${guests.eventId} WHERE ${guests.id} IN (${guestIds})`,
    );
  },

  /** A venue's owner, title and listing status: the parties of a `venue` conversation and whether it is open. */
  async venue(db: Db, venueId: string) {
    const rows = await db.select({ id: venues.id, ownerId: venues.ownerId, title: venues.title, status: venues.status }).from(venues).where(eq(venues.id, venueId));
    return rows[0];
  },

  /** The chips of many `venue` conversations: the venue's title. */
  venueChips(db: Db, venueIds: ContextIds) {
    return jsonRowsRead<{ venueId: string; title: string }>(db, { venueId: venues.id, title: venues.title }, sql`FROM ${venues} WHERE ${venues.id} IN (${venueIds})`);
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
    return jsonRowsRead<{ bookingId: string; guestUserId: string | null; title: string }>(
      db,
      { bookingId: venueBookings.id, guestUserId: venueBookings.guestUserId, title: venues.title },
      sql`FROM ${venueBookings} INNER JOIN ${venues} ON ${venues.id} = ${venueBookings.venueId} WHERE ${venueBookings.id} IN (${bookingIds})`,
    );
  },

  /** A marketplace order's buyer, its shop's owner and its status: the parties of an `order` conversation. */
  async order(db: Db, orderId: string) {
    const rows = await db
      .select({ id: shopOrders.id, buyerUserId: shopOrders.buyerUserId, status: shopOrders.status, sellerId: shops.ownerUserId, shopName: shops.name })
      .from(shopOrders)
      .innerJoin(shops, eq(shops.id, shopOrders.shopId))
      .where(eq(shopOrders.id, orderId));
    return rows[0];
  },

  /** The chips of many `order` conversations: the shop's name, and whose side opens which page. */
  orderChips(db: Db, orderIds: ContextIds) {
    return jsonRowsRead<{ orderId: string; buyerUserId: string | null; shopName: string }>(
      db,
      { orderId: shopOrders.id, buyerUserId: shopOrders.buyerUserId, shopName: shops.name },
      sql`FROM ${shopOrders} INNER JOIN ${shops} ON ${shops.id} = ${shopOrders.shopId} WHERE ${shopOrders.id} IN (${orderIds})`,
    );
  },
};
