import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { venueBookings, venues } from '../../db/schema/index.ts';

/** What a venue key needs of a venue: whose it is, whether it is listed, its name (decision 030). */
export type EmbedVenueRow = Pick<typeof venues.$inferSelect, 'id' | 'ownerId' | 'status' | 'title'>;
/** All the venue widget ever learns of a booking (the rest stays with the venues feature). */
export type EmbedBookingRow = Pick<typeof venueBookings.$inferSelect, 'id' | 'venueId' | 'status' | 'startsAt' | 'createdAt'>;

const venueColumns = { id: venues.id, ownerId: venues.ownerId, status: venues.status, title: venues.title };

/** The venue widget's own reads (features do not import each other; the venue's views come through the port). */
export const embedVenueRepo = {
  async findVenue(db: Db, id: string): Promise<EmbedVenueRow | undefined> {
    const [row] = await db.select(venueColumns).from(venues).where(eq(venues.id, id)).limit(1);
    return row;
  },

  venuesByIds(db: Db, ids: string[]): Promise<EmbedVenueRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select(venueColumns).from(venues).where(inArray(venues.id, ids));
  },

  /** An owner's published venues, newest first (venues_owner_idx); an owner has at most 50 listings. */
  publishedVenueIdsOf(db: Db, ownerId: string, limit: number): Promise<{ id: string }[]> {
    return db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.ownerId, ownerId), eq(venues.status, 'published')))
      .orderBy(desc(venues.createdAt), asc(venues.id))
      .limit(limit);
  },

  async findBooking(db: Db, id: string): Promise<EmbedBookingRow | undefined> {
    const [row] = await db
      .select({ id: venueBookings.id, venueId: venueBookings.venueId, status: venueBookings.status, startsAt: venueBookings.startsAt, createdAt: venueBookings.createdAt })
      .from(venueBookings)
      .where(eq(venueBookings.id, id))
      .limit(1);
    return row;
  },
};
