import { and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventCohosts, events, wishlistItems, wishlistSettings } from '../../db/schema/index.ts';

/**
 * The parties whose wishlist a member may add to (the wishlist feature's rule in
 * wishlist-access.service.ts: host, accepted co-host or celebrant), still to come and not
 * cancelled, soonest first, with their item counts: what the add-to-wishlist widget offers.
 */
export const wishlistEmbedRepo = {
  listAddable(db: Db, userId: string, now: number, limit = 20) {
    const isCohost = sql`exists (select 1 from ${eventCohosts} where ${eventCohosts.eventId} = ${events.id} and ${eventCohosts.userId} = ${userId} and ${eventCohosts.acceptedAt} is not null)`;
    const isCelebrant = sql`exists (select 1 from ${wishlistSettings} where ${wishlistSettings.eventId} = ${events.id} and ${wishlistSettings.celebrantUserId} = ${userId})`;
    return db
      .select({
        eventId: events.id,
        title: events.title,
        startsAt: events.startsAt,
        timeZone: events.timeZone,
        itemCount: sql<number>`(select count(*) from ${wishlistItems} where ${wishlistItems.eventId} = ${events.id})`,
      })
      .from(events)
      .where(and(ne(events.status, 'cancelled'), gt(events.endsAt, now), or(eq(events.hostId, userId), isCohost, isCelebrant)))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(limit);
  },
};
