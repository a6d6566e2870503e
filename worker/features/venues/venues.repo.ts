import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';

export const venuesRepo = {
  listNewestFirst(db: Db, limit: number) {
    return db
      .select({
        id: venues.id,
        title: venues.title,
        description: venues.description,
        imageUrls: venues.imageUrls,
        averageRating: venues.averageRating,
        city: venues.city,
        state: venues.state,
        maxGuests: venues.maxGuests,
        pricePerHour: venues.pricePerHour,
        venueType: venues.venueType,
      })
      .from(venues)
      .orderBy(desc(venues.averageRating), desc(venues.createdAt), venues.id)
      .limit(limit);
  },
};
