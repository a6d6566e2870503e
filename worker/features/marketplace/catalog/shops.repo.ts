import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { payoutAccounts, shopReviews, shops } from '#worker/db/schema/index.ts';

export type ShopRow = typeof shops.$inferSelect;
export type ShopWithSelling = ShopRow & { canSell: boolean };

/** The owner connected a payout account that takes payouts: the shop may sell. */
const canSellSql = sql<number>`coalesce((SELECT ${payoutAccounts.payoutsEnabled} FROM ${payoutAccounts} WHERE ${payoutAccounts.userId} = ${shops.ownerUserId}), 0)`;

const withSelling = (row: (ShopRow & { canSell: number | boolean }) | undefined): ShopWithSelling | null => (row ? { ...row, canSell: Boolean(row.canSell) } : null);

export const shopsRepo = {
  async findByOwner(db: Db, userId: string): Promise<ShopWithSelling | null> {
    const [row] = await db
      .select({ ...shopColumns(), canSell: canSellSql })
      .from(shops)
      .where(eq(shops.ownerUserId, userId))
      .limit(1);
    return withSelling(row);
  },

  /** By id or by slug (a shop's public address); ids and slugs never collide (a slug has no capitals or braces). */
  async findByIdOrSlug(db: Db, key: string): Promise<ShopWithSelling | null> {
    const [row] = await db
      .select({ ...shopColumns(), canSell: canSellSql })
      .from(shops)
      .where(or(eq(shops.id, key), eq(shops.slug, key.toLowerCase())))
      .limit(1);
    return withSelling(row);
  },

  async slugTaken(db: Db, slug: string, exceptShopId?: string): Promise<boolean> {
    const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug)).limit(1);
    return row !== undefined && row.id !== exceptShopId;
  },

  async insert(db: Db, row: ShopRow): Promise<void> {
    await db.insert(shops).values(row);
  },

  async update(db: Db, id: string, patch: Partial<ShopRow>): Promise<void> {
    await db.update(shops).set(patch).where(eq(shops.id, id));
  },

  /** The shop's newest reviews; with `productId`, only those of orders that held the product. */
  async reviews(db: Db, shopId: string, productId?: string, limit = 20) {
    const heldProduct = productId ? sql`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = ${shopReviews.orderId} AND l.product_id = ${productId})` : undefined;
    return db
      .select({ id: shopReviews.id, reviewerName: shopReviews.reviewerName, rating: shopReviews.rating, text: shopReviews.text, reply: shopReviews.reply, createdAt: shopReviews.createdAt })
      .from(shopReviews)
      .where(and(eq(shopReviews.shopId, shopId), heldProduct))
      .orderBy(sql`${shopReviews.createdAt} DESC`, shopReviews.id)
      .limit(limit);
  },

  /** The shops that can sell, with what the city and deliver-by filters read (core's rules run on them). */
  async sellingShops(db: Db): Promise<ShopRow[]> {
    return db
      .select(shopColumns())
      .from(shops)
      .where(sql`${canSellSql} = 1`);
  },
};

function shopColumns() {
  return {
    id: shops.id,
    ownerUserId: shops.ownerUserId,
    name: shops.name,
    slug: shops.slug,
    description: shops.description,
    logoUrl: shops.logoUrl,
    city: shops.city,
    lat: shops.lat,
    lng: shops.lng,
    timeZone: shops.timeZone,
    shippingCents: shops.shippingCents,
    shippingDays: shops.shippingDays,
    localDeliveryCents: shops.localDeliveryCents,
    localRadiusMiles: shops.localRadiusMiles,
    localLeadHours: shops.localLeadHours,
    pickup: shops.pickup,
    ratingAverage: shops.ratingAverage,
    ratingCount: shops.ratingCount,
    createdAt: shops.createdAt,
    updatedAt: shops.updatedAt,
  };
}
