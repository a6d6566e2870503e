import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { cartLines, carts, events, guests, payoutAccounts, products, productVariants, rentalDays, shops, wishlistAssignments, wishlistItems } from '#worker/db/schema/index.ts';

const variantColumns = {
  variantId: productVariants.id,
  optionValues: productVariants.optionValues,
  priceCents: productVariants.priceCents,
  stock: productVariants.stock,
  variantArchived: productVariants.archived,
  productId: products.id,
  title: products.title,
  category: products.category,
  kind: products.kind,
  status: products.status,
  imageUrls: products.imageUrls,
  rentalQuantity: products.rentalQuantity,
  depositCents: products.depositCents,
  shop: {
    id: shops.id,
    name: shops.name,
    slug: shops.slug,
    city: shops.city,
    timeZone: shops.timeZone,
    ownerUserId: shops.ownerUserId,
    shippingCents: shops.shippingCents,
    shippingDays: shops.shippingDays,
    localDeliveryCents: shops.localDeliveryCents,
    localLeadHours: shops.localLeadHours,
    pickup: shops.pickup,
  },
};

export type SellableVariant = Awaited<ReturnType<typeof cartRepo.findVariant>> & {};

/**
 * The cart's reads and writes (decision 061), and what the cart reads of the tied party: the
 * member's own event, its going head count and its wishlist. Read here rather than through the
 * events or wishlist features, which the marketplace does not import.
 */
export const cartRepo = {
  async findVariant(db: Db, variantId: string) {
    const [row] = await db
      .select(variantColumns)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(productVariants.id, variantId))
      .limit(1);
    return row ?? null;
  },

  async cart(db: Db, userId: string) {
    const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
    return row ?? null;
  },

  lines(db: Db, userId: string) {
    return db
      .select({ line: cartLines, ...variantColumns })
      .from(cartLines)
      .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
      .innerJoin(products, eq(products.id, cartLines.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(cartLines.userId, userId))
      .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
  },

  async findLine(db: Db, userId: string, lineId: string) {
    const [row] = await db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
      .limit(1);
    return row ?? null;
  },

  async findSameLine(db: Db, userId: string, variantId: string, rentalStart: string, days: number) {
    const [row] = await db
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId), eq(cartLines.rentalStart, rentalStart), eq(cartLines.rentalDays, days)))
      .limit(1);
    return row ?? null;
  },

  /** Adds to the line of the same variant and dates, or makes it; the cart row is kept beside it. */
  async addLine(db: Db, line: typeof cartLines.$inferInsert, now: number) {
    await db.batch([
      db
        .insert(carts)
        .values({ userId: line.userId, updatedAt: now })
        .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: now } }),
      db
        .insert(cartLines)
        .values(line)
        .onConflictDoUpdate({ target: [cartLines.userId, cartLines.variantId, cartLines.rentalStart, cartLines.rentalDays], set: { quantity: sql`${cartLines.quantity} + excluded.quantity` } }),
    ]);
  },

  async setQuantity(db: Db, userId: string, lineId: string, quantity: number) {
    await db
      .update(cartLines)
      .set({ quantity })
      .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  },

  async deleteLine(db: Db, userId: string, lineId: string) {
    await db.delete(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  },

  async setEvent(db: Db, userId: string, eventId: string | null, now: number) {
    await db
      .insert(carts)
      .values({ userId, eventId, updatedAt: now })
      .onConflictDoUpdate({ target: carts.userId, set: { eventId, updatedAt: now } });
  },

  /** Units of rentals taken per product and day (rows that exist; a missing day has none taken). */
  async rentalTaken(db: Db, productIds: readonly string[]) {
    if (productIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select()
      .from(rentalDays)
      .where(inArray(rentalDays.productId, [...productIds]));
    return new Map(rows.map((row) => [`${row.productId}|${row.date}`, row.reserved]));
  },

  /** One of the member's own events (they host it and it is not cancelled). */
  async memberEvent(db: Db, userId: string, eventId: string) {
    const [row] = await db
      .select({ id: events.id, title: events.title, startsAt: events.startsAt, timeZone: events.timeZone, location: events.location })
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.hostId, userId), eq(events.status, 'active')))
      .limit(1);
    return row ?? null;
  },

  async goingCount(db: Db, eventId: string) {
    const [row] = await db
      .select({ count: sql<number>`coalesce(sum(${guests.partySize}), 0)` })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), eq(guests.rsvpStatus, 'going')));
    return Number(row?.count ?? 0);
  },

  /** The party's wishes that name marketplace products, and whether any of their units is bought. */
  wishlistRefs(db: Db, eventId: string) {
    return db
      .select({
        productRef: wishlistItems.productRef,
        bought: sql<number>`EXISTS (SELECT 1 FROM ${wishlistAssignments} a WHERE a.item_id = ${wishlistItems.id} AND a.status = 'bought')`,
      })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.eventId, eventId), sql`${wishlistItems.productRef} LIKE 'marketplace:%'`));
  },

  /** Which of these members can be paid (a connected payout account): a shop sells only then. */
  async payoutsEnabled(db: Db, userIds: readonly string[]) {
    if (userIds.length === 0) return new Set<string>();
    const rows = await db
      .select({ userId: payoutAccounts.userId })
      .from(payoutAccounts)
      .where(and(inArray(payoutAccounts.userId, [...userIds]), eq(payoutAccounts.payoutsEnabled, true)));
    return new Set(rows.map((row) => row.userId));
  },
};
