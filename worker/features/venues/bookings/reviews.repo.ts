import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { venueReviews, venues } from '#worker/db/schema/index.ts';

export type ReviewRow = typeof venueReviews.$inferSelect;

const publicColumns = {
  id: venueReviews.id,
  rating: venueReviews.rating,
  text: venueReviews.text,
  reviewerName: venueReviews.reviewerName,
  reply: venueReviews.reply,
  createdAt: venueReviews.createdAt,
  repliedAt: venueReviews.repliedAt,
};

export const reviewsRepo = {
  /**
   * The review and the venue's totals in one write: the totals move only if this review was
   * inserted (one per booking: the unique index refuses a second), and the average is core's
   * `averageRatingFromTotals` in SQL — floor((20·sum + n) / 2n) / 10 in whole numbers, halves up.
   * True when the review was saved.
   */
  async insert(db: Db, row: typeof venueReviews.$inferInsert): Promise<boolean> {
    const insert = db.insert(venueReviews).values(row).onConflictDoNothing().returning({ id: venueReviews.id });
    // Parameters arrive as REAL from JS numbers: cast, so the first division is SQLite's integer one.
    const stars = sql`CAST(${row.rating} AS INTEGER)`;
    const totals = db.run(sql`UPDATE ${venues} SET
        review_count = review_count + 1,
        review_stars_sum = review_stars_sum + ${stars},
        average_rating = CAST(((review_stars_sum + ${stars}) * 20 + review_count + 1) / (2 * (review_count + 1)) AS INTEGER) / 10.0
      WHERE id = ${row.venueId} AND EXISTS (SELECT 1 FROM ${venueReviews} WHERE id = ${row.id})`);
    const [inserted] = await db.batch([insert, totals]);
    return inserted.length === 1;
  },

  async findWithVenueOwner(db: Db, id: string) {
    const [row] = await db.select({ review: venueReviews, ownerId: venues.ownerId }).from(venueReviews).innerJoin(venues, eq(venues.id, venueReviews.venueId)).where(eq(venueReviews.id, id)).limit(1);
    return row ?? null;
  },

  /** Sets the owner's reply once (true when this call set it). */
  async setReply(db: Db, id: string, reply: string, now: number): Promise<boolean> {
    const rows = await db
      .update(venueReviews)
      .set({ reply, repliedAt: now })
      .where(and(eq(venueReviews.id, id), isNull(venueReviews.reply)))
      .returning({ id: venueReviews.id });
    return rows.length === 1;
  },

  /** A venue's reviews, newest first (venue_reviews_venue_idx). */
  async listForVenue(db: Db, venueId: string, limit: number) {
    return db.select(publicColumns).from(venueReviews).where(eq(venueReviews.venueId, venueId)).orderBy(desc(venueReviews.createdAt)).limit(limit);
  },

  async findPublic(db: Db, id: string) {
    const [row] = await db.select(publicColumns).from(venueReviews).where(eq(venueReviews.id, id)).limit(1);
    return row ?? null;
  },
};
