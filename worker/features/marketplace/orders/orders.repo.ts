import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '#core/domain/marketplace/order.schema.ts';
import type { Db } from '#worker/db/client.ts';
import { checkoutGroups, events, marketplaceRefunds, orderLines, productVariants, rentalDays, shopOrders, shopReviews, shops, users } from '#worker/db/schema/index.ts';

export type OrderRow = typeof shopOrders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type GroupRow = typeof checkoutGroups.$inferSelect;

const orderColumns = {
  order: shopOrders,
  shop: { id: shops.id, name: shops.name, slug: shops.slug, ownerUserId: shops.ownerUserId },
  address: checkoutGroups.address,
  buyerName: users.name,
  eventTitle: events.title,
};

function ordersQuery(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(orderColumns)
    .from(shopOrders)
    .innerJoin(shops, eq(shops.id, shopOrders.shopId))
    .innerJoin(checkoutGroups, eq(checkoutGroups.id, shopOrders.groupId))
    .leftJoin(users, eq(users.id, shopOrders.buyerUserId))
    .leftJoin(events, eq(events.id, shopOrders.eventId))
    .where(where)
    .orderBy(desc(shopOrders.createdAt), asc(shopOrders.id))
    .limit(limit);
}
export type OrderWithParties = Awaited<ReturnType<typeof ordersQuery>>[number];

/** What a state change also writes, in the same batch and only if the order's versioned write won. */
export interface OrderSideEffects {
  /** A refund row marked before the provider is asked (marketplace-payments sends it). */
  refund?: { id: string; amountCents: number; reason: string };
  /** Lines whose stock or rental days go back. */
  restock?: readonly OrderLineRow[];
  declineLineIds?: readonly string[];
}

function restockStatements(db: Db, lines: readonly OrderLineRow[], guard: SQL) {
  return lines.flatMap((line) => {
    if (line.rentalStart && line.rentalDays && line.productId) {
      return Array.from({ length: line.rentalDays }, (_, index) =>
        db.run(sql`UPDATE ${rentalDays} SET reserved = max(0, reserved - ${line.quantity})
          WHERE product_id = ${line.productId} AND date = date(${line.rentalStart}, ${`+${index} days`}) AND ${guard}`),
      );
    }
    return line.variantId ? [db.run(sql`UPDATE ${productVariants} SET stock = stock + ${line.quantity} WHERE id = ${line.variantId} AND ${guard}`)] : [];
  });
}

/** Orders, their lines, refunds and reviews; every state change is one versioned write with its side effects. */
export const ordersRepo = {
  async find(db: Db, id: string) {
    if (id.length > 100) return null;
    const [row] = await ordersQuery(db, eq(shopOrders.id, id), 1);
    return row ?? null;
  },

  listForBuyer(db: Db, userId: string, limit: number) {
    return ordersQuery(db, and(eq(shopOrders.buyerUserId, userId), sql`${shopOrders.status} NOT IN ('awaiting_payment', 'expired')`), limit);
  },

  listForShop(db: Db, shopId: string, status: OrderStatus | undefined, limit: number) {
    return ordersQuery(db, and(eq(shopOrders.shopId, shopId), status ? eq(shopOrders.status, status) : sql`${shopOrders.status} NOT IN ('awaiting_payment', 'expired')`), limit);
  },

  listForGroup(db: Db, groupId: string) {
    return ordersQuery(db, eq(shopOrders.groupId, groupId), 100);
  },

  async group(db: Db, id: string) {
    if (id.length > 100) return null;
    const [row] = await db.select().from(checkoutGroups).where(eq(checkoutGroups.id, id)).limit(1);
    return row ?? null;
  },

  async shopOfOwner(db: Db, userId: string) {
    const [row] = await db.select().from(shops).where(eq(shops.ownerUserId, userId)).limit(1);
    return row ?? null;
  },

  async linesOf(db: Db, orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...orderIds]))
      .orderBy(asc(orderLines.id));
  },

  async refundedOf(db: Db, orderIds: readonly string[]) {
    if (orderIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ orderId: marketplaceRefunds.orderId, cents: sql<number>`sum(${marketplaceRefunds.amountCents})` })
      .from(marketplaceRefunds)
      .where(inArray(marketplaceRefunds.orderId, [...orderIds]))
      .groupBy(marketplaceRefunds.orderId);
    return new Map(rows.map((row) => [row.orderId, Number(row.cents)]));
  },

  async reviewsOf(db: Db, orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(shopReviews)
      .where(inArray(shopReviews.orderId, [...orderIds]));
  },

  /**
   * Moves an order on: the update applies only while the order still has the version (and so the
   * state) it was read at — a timer, the buyer and the seller racing cannot both win — and its
   * refund row, line declines and stock returns are written only if it did.
   */
  async save(db: Db, before: OrderRow, patch: Partial<typeof shopOrders.$inferInsert>, effects: OrderSideEffects, now: number): Promise<boolean> {
    const next = before.version + 1;
    const guard = sql`EXISTS (SELECT 1 FROM ${shopOrders} WHERE id = ${before.id} AND version = ${next})`;
    const update = db
      .update(shopOrders)
      .set({ ...patch, updatedAt: now, version: next })
      .where(and(eq(shopOrders.id, before.id), eq(shopOrders.version, before.version)))
      .returning({ id: shopOrders.id });
    const statements = [];
    if (effects.refund) {
      statements.push(
        db.run(sql`INSERT INTO ${marketplaceRefunds} (id, order_id, amount_cents, reason, requested_at)
          SELECT ${effects.refund.id}, ${before.id}, ${effects.refund.amountCents}, ${effects.refund.reason}, ${now} WHERE ${guard}`),
      );
    }
    for (const lineId of effects.declineLineIds ?? []) {
      statements.push(db.run(sql`UPDATE ${orderLines} SET declined_at = ${now} WHERE id = ${lineId} AND order_id = ${before.id} AND declined_at IS NULL AND ${guard}`));
    }
    statements.push(...restockStatements(db, effects.restock ?? [], guard));
    const [updated] = await db.batch([update, ...statements]);
    return updated.length === 1;
  },

  /** Groups not paid by their deadline. */
  listUnpaidGroups(db: Db, now: number, limit: number) {
    return db
      .select()
      .from(checkoutGroups)
      .where(and(eq(checkoutGroups.status, 'awaiting_payment'), lte(checkoutGroups.payBy, now), isNull(checkoutGroups.paidAt)))
      .limit(limit);
  },

  /**
   * Lets an unpaid group go: the group and its orders expire and their stock and rental days go
   * back, in one batch that applies only while the group is still unpaid at the version read (a
   * payment racing it wins or loses whole).
   */
  async expireGroup(db: Db, group: GroupRow, lines: readonly OrderLineRow[], now: number): Promise<boolean> {
    const next = group.version + 1;
    const guard = sql`EXISTS (SELECT 1 FROM ${checkoutGroups} WHERE id = ${group.id} AND version = ${next} AND status = 'expired')`;
    const update = db
      .update(checkoutGroups)
      .set({ status: 'expired', updatedAt: now, version: next })
      .where(and(eq(checkoutGroups.id, group.id), eq(checkoutGroups.version, group.version), eq(checkoutGroups.status, 'awaiting_payment'), isNull(checkoutGroups.paidAt)))
      .returning({ id: checkoutGroups.id });
    const orders = db.run(sql`UPDATE ${shopOrders} SET status = 'expired', updated_at = ${now}, version = version + 1 WHERE group_id = ${group.id} AND status = 'awaiting_payment' AND ${guard}`);
    const [updated] = await db.batch([update, orders, ...restockStatements(db, lines, guard)]);
    return updated.length === 1;
  },

  /** Orders whose live timer ran out: the deadline column of the state they are in (core's liveDeadline). */
  listDue(db: Db, status: 'placed' | 'confirmed' | 'delivered', now: number, limit: number) {
    const column = status === 'placed' ? shopOrders.confirmBy : status === 'confirmed' ? shopOrders.deliverBy : shopOrders.receiveBy;
    return db
      .select()
      .from(shopOrders)
      .where(and(eq(shopOrders.status, status), lte(column, now)))
      .limit(limit);
  },
};
