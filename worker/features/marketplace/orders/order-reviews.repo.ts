import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { orderLines, products, shopReviews, shops } from '#worker/db/schema/index.ts';

/**
 * Reviews of received orders, and the ratings kept on the shop and its products: the mean of their
 * reviews with one decimal, recomputed in the same batch that writes the review.
 */
export const orderReviewsRepo = {
  async insert(db: Db, review: typeof shopReviews.$inferInsert, productIds: readonly string[]): Promise<boolean> {
    const insert = db.insert(shopReviews).values(review).onConflictDoNothing().returning({ id: shopReviews.id });
    const shopRating = db.run(sql`UPDATE ${shops} SET
        rating_average = (SELECT round(avg(rating), 1) FROM ${shopReviews} WHERE shop_id = ${review.shopId}),
        rating_count = (SELECT count(*) FROM ${shopReviews} WHERE shop_id = ${review.shopId})
      WHERE id = ${review.shopId}`);
    const productRatings = productIds.map((productId) =>
      db.run(sql`UPDATE ${products} SET
          rating_average = (SELECT round(avg(r.rating), 1) FROM ${shopReviews} r WHERE r.order_id IN (SELECT order_id FROM ${orderLines} WHERE product_id = ${productId})),
          rating_count = (SELECT count(*) FROM ${shopReviews} r WHERE r.order_id IN (SELECT order_id FROM ${orderLines} WHERE product_id = ${productId}))
        WHERE id = ${productId}`),
    );
    const [inserted] = await db.batch([insert, shopRating, ...productRatings]);
    return inserted.length === 1;
  },

  async find(db: Db, id: string) {
    if (id.length > 100) return null;
    const [row] = await db.select().from(shopReviews).where(eq(shopReviews.id, id)).limit(1);
    return row ?? null;
  },

  /** The shop's one reply, once. */
  async reply(db: Db, id: string, shopId: string, text: string, now: number): Promise<boolean> {
    const rows = await db
      .update(shopReviews)
      .set({ reply: text, repliedAt: now })
      .where(and(eq(shopReviews.id, id), eq(shopReviews.shopId, shopId), isNull(shopReviews.reply)))
      .returning({ id: shopReviews.id });
    return rows.length === 1;
  },

  ofShop(db: Db, shopId: string, limit: number) {
    return db.select().from(shopReviews).where(eq(shopReviews.shopId, shopId)).orderBy(desc(shopReviews.createdAt)).limit(limit);
  },
};
