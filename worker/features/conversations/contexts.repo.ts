import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventCohosts, events, guests } from '../../db/schema/index.ts';

/**
 * What the context resolvers read from other features' tables. Features do not import each other,
 * so each context type's lookups live here, beside the registry that uses them
 * (contexts.service.ts); a later feature adds its own (venue, booking, order…).
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

  /** The chips of many `event-guest` conversations at once: the event's title and where each side opens it. */
  eventGuestChips(db: Db, guestIds: string[]) {
    if (guestIds.length === 0) return Promise.resolve([]);
    return db
      .select({ guestId: guests.id, guestUserId: guests.userId, eventId: events.id, title: events.title, slug: events.slug })
      .from(guests)
      .innerJoin(events, eq(events.id, guests.eventId))
      .where(inArray(guests.id, guestIds));
  },
};
