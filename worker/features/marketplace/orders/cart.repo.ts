import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Db, preparedBatch, preparedOnce } from '#worker/db/client.ts';
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
    localRadiusMiles: shops.localRadiusMiles,
    lat: shops.lat,
    lng: shops.lng,
    pickup: shops.pickup,
  },
};

export type SellableVariant = Awaited<ReturnType<typeof cartRepo.findVariant>> & {};

// Add to cart and the cart view are built once per database (preparedOnce, preparedBatch):
// building them with drizzle's query builder cost more than running them.
const userParam = sql.placeholder('userId');

/** What add to cart checks of a variant: sale status, kind, stock or rental capacity, its shop's owner and time zone. */
const addCheckColumns = {
  variantId: productVariants.id,
  stock: productVariants.stock,
  variantArchived: productVariants.archived,
  productId: products.id,
  title: products.title,
  kind: products.kind,
  status: products.status,
  rentalQuantity: products.rentalQuantity,
  shop: { timeZone: shops.timeZone, ownerUserId: shops.ownerUserId },
};
export type AddCheckVariant = Awaited<ReturnType<typeof cartRepo.addCheck>>['variant'] & {};

/** The variant to add, with the quantity already in the member's line of the same variant and dates (0 when none). */
const addCheckQuery = preparedOnce((db) =>
  db
    .select({
      ...addCheckColumns,
      sameQuantity: sql<number>`coalesce((SELECT ${cartLines.quantity} FROM ${cartLines} WHERE ${cartLines.userId} = ${userParam} AND ${cartLines.variantId} = ${productVariants.id} AND ${cartLines.rentalStart} = ${sql.placeholder('rentalStart')} AND ${cartLines.rentalDays} = ${sql.placeholder('rentalDays')}), 0)`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(productVariants.id, sql.placeholder('variantId')))
    .limit(1)
    .prepare(),
);

const rentalTakenOfProduct = preparedOnce((db) =>
  db
    .select({ date: rentalDays.date, reserved: rentalDays.reserved })
    .from(rentalDays)
    .where(eq(rentalDays.productId, sql.placeholder('productId')))
    .prepare(),
);

/** The cart row kept beside its lines, and the line (a same variant and dates adds to its quantity). */
const addLineQueries = (db: Db) =>
  [
    db
      .insert(carts)
      .values({ userId: userParam, updatedAt: sql.placeholder('now') })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`${sql.placeholder('now')}` } }),
    db
      .insert(cartLines)
      .values({
        id: sql.placeholder('id'),
        userId: userParam,
        productId: sql.placeholder('productId'),
        variantId: sql.placeholder('variantId'),
        quantity: sql.placeholder('quantity'),
        rentalStart: sql.placeholder('rentalStart'),
        rentalDays: sql.placeholder('rentalDays'),
        addedAt: sql.placeholder('now'),
      })
      .onConflictDoUpdate({ target: [cartLines.userId, cartLines.variantId, cartLines.rentalStart, cartLines.rentalDays], set: { quantity: sql`${cartLines.quantity} + excluded.quantity` } }),
  ] as const;

/** What the cart view shows of a line, its variant, product and shop (delivery terms included). */
const viewLineColumns = {
  line: { id: cartLines.id, quantity: cartLines.quantity, rentalStart: cartLines.rentalStart, rentalDays: cartLines.rentalDays },
  variantId: productVariants.id,
  optionValues: productVariants.optionValues,
  priceCents: productVariants.priceCents,
  stock: productVariants.stock,
  productId: products.id,
  title: products.title,
  category: products.category,
  kind: products.kind,
  imageUrls: products.imageUrls,
  rentalQuantity: products.rentalQuantity,
  depositCents: products.depositCents,
  shop: variantColumns.shop,
  /** The shop sells only while its owner can be paid (a connected payout account). */
  canSell: sql<number>`coalesce((SELECT ${payoutAccounts.payoutsEnabled} FROM ${payoutAccounts} WHERE ${payoutAccounts.userId} = ${shops.ownerUserId}), 0)`,
};

/** The member's tied party, when it is still theirs (they host it, not cancelled). */
const tiedEvent = (db: Db) =>
  db
    .select({ id: events.id })
    .from(carts)
    .innerJoin(events, and(eq(events.id, carts.eventId), eq(events.hostId, carts.userId), eq(events.status, 'active')))
    .where(eq(carts.userId, userParam));

/**
 * Everything the cart view reads, in one round trip: the lines, the tied party with its going
 * head count (each line saying whether its shop can be paid), the rental days taken of the cart's
 * rentals and the party's marketplace wishes.
 */
const viewQueries = (db: Db) =>
  [
    db
      .select(viewLineColumns)
      .from(cartLines)
      .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
      .innerJoin(products, eq(products.id, cartLines.productId))
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(cartLines.userId, userParam))
      .orderBy(asc(cartLines.addedAt), asc(cartLines.id)),
    db
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        timeZone: events.timeZone,
        location: events.location,
        goingCount: sql<number>`(SELECT coalesce(sum(${guests.partySize}), 0) FROM ${guests} WHERE ${guests.eventId} = ${events.id} AND ${guests.rsvpStatus} = 'going')`,
      })
      .from(carts)
      .innerJoin(events, and(eq(events.id, carts.eventId), eq(events.hostId, carts.userId), eq(events.status, 'active')))
      .where(eq(carts.userId, userParam))
      .limit(1),
    db
      .select({ productId: rentalDays.productId, date: rentalDays.date, reserved: rentalDays.reserved })
      .from(cartLines)
      .innerJoin(rentalDays, eq(rentalDays.productId, cartLines.productId))
      .where(and(eq(cartLines.userId, userParam), gt(cartLines.rentalDays, 0))),
    db
      .select({
        productRef: wishlistItems.productRef,
        bought: sql<number>`EXISTS (SELECT 1 FROM ${wishlistAssignments} a WHERE a.item_id = ${wishlistItems.id} AND a.status = 'bought')`,
      })
      .from(wishlistItems)
      .where(and(inArray(wishlistItems.eventId, tiedEvent(db)), sql`${wishlistItems.productRef} LIKE 'marketplace:%'`)),
  ] as const;
const cartViewBatch = preparedBatch((db) => viewQueries(db));
/** Add to cart's write and the cart view it answers with, read after the write in the same round trip. */
const addLineAndViewBatch = preparedBatch((db) => [...addLineQueries(db), ...viewQueries(db)] as const);

function viewDataOf([lines, [event], taken, wishes]: Awaited<ReturnType<typeof cartViewBatch>>) {
  return {
    lines,
    event: event ? { ...event, goingCount: Number(event.goingCount) } : null,
    taken: new Map(taken.map((row) => [`${row.productId}|${row.date}`, row.reserved])),
    wishes,
  };
}
export type CartViewData = ReturnType<typeof viewDataOf>;

/**
 * The cart's reads and writes (decision 061), and what the cart reads of the tied party: the
 * member's own event, its going head count and its wishlist. Read here rather than through the
 * events or wishlist features, which the marketplace does not import.
 */
export const cartRepo = {
  /** Add to cart's read: the variant (null when there is none) and the quantity already in the same line (0 when none). */
  async addCheck(db: Db, userId: string, variantId: string, rentalStart: string, days: number) {
    const row = await addCheckQuery(db).get({ userId, variantId, rentalStart, rentalDays: days });
    if (!row) return { variant: null, sameQuantity: 0 };
    const { sameQuantity, ...variant } = row;
    return { variant, sameQuantity: Number(sameQuantity) };
  },

  /** Units of one rental product taken per day, keyed as rentalTaken keys them. */
  async rentalTakenOf(db: Db, productId: string) {
    const rows = await rentalTakenOfProduct(db).all({ productId });
    return new Map(rows.map((row) => [`${productId}|${row.date}`, row.reserved]));
  },

  /** addLine through statements built once, then the cart view's reads (viewData) in the same round trip. */
  async addLineAndView(db: Db, line: { id: string; userId: string; productId: string; variantId: string; quantity: number; rentalStart: string; rentalDays: number }, now: number) {
    const [, , ...view] = await addLineAndViewBatch(db, { ...line, now });
    return viewDataOf(view);
  },

  /** The cart view's reads in one round trip (cartViewBatch). */
  async viewData(db: Db, userId: string) {
    return viewDataOf(await cartViewBatch(db, { userId }));
  },

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
