import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { orderMoneyKey } from '#core/domain/money/idempotency.rules.ts';
import { orderTimers } from '#core/domain/marketplace/order.schema.ts';
import type { Db } from '#worker/db/client.ts';
import { checkoutGroups, guests, ledgerEntries, marketplaceRefunds, orderLines, shopOrders, shops, wishlistAssignments, wishlistItems } from '#worker/db/schema/index.ts';
import { randomId } from '#worker/services/tokens.ts';

export type GroupRow = typeof checkoutGroups.$inferSelect;
export type ShopOrderRow = typeof shopOrders.$inferSelect;
export type RefundRow = typeof marketplaceRefunds.$inferSelect;

export interface OrderLedgerEntry {
  kind: 'charge' | 'refund' | 'release' | 'commission';
  orderId: string;
  amountCents: number;
  idempotencyKey: string;
  providerRef: string | null;
  at: number;
}

/** A ledger entry of an order, inserted only if `guard` (an SQL condition) holds when the batch runs, and never twice. */
function insertEntry(db: Db, entry: OrderLedgerEntry, guard: ReturnType<typeof sql>) {
  return db.run(sql`INSERT INTO ${ledgerEntries} (id, kind, shop_order_id, amount_cents, idempotency_key, provider_ref, at)
    SELECT ${randomId()}, ${entry.kind}, ${entry.orderId}, ${entry.amountCents}, ${entry.idempotencyKey}, ${entry.providerRef}, ${entry.at}
    WHERE ${guard}
    ON CONFLICT (idempotency_key) DO NOTHING`);
}

/**
 * The money side of marketplace orders (decision 061): the group's payment, the orders' charges,
 * their refund rows and the sellers' transfers, each one versioned write with its ledger entries,
 * inserted only if that write won (the booking payments' pattern).
 */
export const marketplacePaymentsRepo = {
  async findGroup(db: Db, id: string) {
    const [row] = await db.select().from(checkoutGroups).where(eq(checkoutGroups.id, id)).limit(1);
    return row ?? null;
  },

  async groupIdByPaymentIntent(db: Db, paymentIntentId: string) {
    const [row] = await db.select({ id: checkoutGroups.id }).from(checkoutGroups).where(eq(checkoutGroups.paymentIntentId, paymentIntentId)).limit(1);
    return row?.id ?? null;
  },

  async groupIdByCheckoutSession(db: Db, sessionId: string) {
    const [row] = await db.select({ id: checkoutGroups.id }).from(checkoutGroups).where(eq(checkoutGroups.checkoutSessionId, sessionId)).limit(1);
    return row?.id ?? null;
  },

  ordersOfGroup(db: Db, groupId: string) {
    return db.select().from(shopOrders).where(eq(shopOrders.groupId, groupId)).orderBy(asc(shopOrders.createdAt), asc(shopOrders.id));
  },

  async findOrder(db: Db, id: string) {
    const [row] = await db
      .select({ order: shopOrders, ownerUserId: shops.ownerUserId, paymentIntentId: checkoutGroups.paymentIntentId })
      .from(shopOrders)
      .innerJoin(shops, eq(shops.id, shopOrders.shopId))
      .innerJoin(checkoutGroups, eq(checkoutGroups.id, shopOrders.groupId))
      .where(eq(shopOrders.id, id))
      .limit(1);
    return row ?? null;
  },

  refundsOfOrder(db: Db, orderId: string) {
    return db.select().from(marketplaceRefunds).where(eq(marketplaceRefunds.orderId, orderId));
  },

  async setGroupColumns(db: Db, id: string, patch: Partial<typeof checkoutGroups.$inferInsert>) {
    await db.update(checkoutGroups).set(patch).where(eq(checkoutGroups.id, id));
  },

  /**
   * The group's one payment arrived: the group is paid, each of its orders is placed (48 hours to
   * confirm) and booked its charge, all in one batch that only applies while the group still has
   * the version it was read at and is still waiting. A group that expired first is booked as
   * charged and each order gets a refund row for its whole total (sent by the caller).
   */
  async savePayment(db: Db, group: GroupRow, orders: readonly ShopOrderRow[], paymentIntentId: string | null, now: number): Promise<{ won: boolean; refundIds: string[] }> {
    const next = group.version + 1;
    const late = group.status === 'expired';
    const groupWon = sql`EXISTS (SELECT 1 FROM ${checkoutGroups} WHERE id = ${group.id} AND version = ${next})`;
    const update = db
      .update(checkoutGroups)
      .set({ status: late ? 'expired' : 'paid', paidAt: now, paymentIntentId, updatedAt: now, version: next })
      .where(and(eq(checkoutGroups.id, group.id), eq(checkoutGroups.version, group.version), isNull(checkoutGroups.paidAt)))
      .returning({ id: checkoutGroups.id });
    const statements = [];
    const refundIds: string[] = [];
    for (const order of orders) {
      statements.push(
        db.run(sql`UPDATE ${shopOrders} SET status = ${late ? order.status : 'placed'}, paid_at = ${now},
          confirm_by = ${late ? null : now + orderTimers.confirmWithinMs}, updated_at = ${now}, version = version + 1
          WHERE id = ${order.id} AND ${groupWon}`),
      );
      statements.push(
        insertEntry(db, { kind: 'charge', orderId: order.id, amountCents: order.totalCents, idempotencyKey: orderMoneyKey('charge', order.id), providerRef: paymentIntentId, at: now }, groupWon),
      );
      if (late) {
        const refundId = randomId();
        refundIds.push(refundId);
        statements.push(
          db.run(sql`INSERT INTO ${marketplaceRefunds} (id, order_id, amount_cents, reason, requested_at)
            SELECT ${refundId}, ${order.id}, ${order.totalCents}, 'Full refund: the payment arrived after the items were let go', ${now} WHERE ${groupWon}`),
        );
      }
    }
    // A wish bought through the marketplace is bought in the gift assignment too: the buyer's own
    // assigned gift (as a guest with an account) whose wish stands for a product in this payment.
    if (!late && group.buyerUserId) {
      statements.push(
        db.run(sql`UPDATE ${wishlistAssignments} SET status = 'bought', bought_at = ${now}, updated_at = ${now}
          WHERE status = 'assigned' AND ${groupWon}
            AND guest_id IN (SELECT id FROM ${guests} WHERE user_id = ${group.buyerUserId})
            AND item_id IN (SELECT wi.id FROM ${wishlistItems} wi WHERE wi.event_id = ${wishlistAssignments.eventId} AND wi.product_ref IN (
              SELECT 'marketplace:' || ol.product_id FROM ${orderLines} ol JOIN ${shopOrders} so ON so.id = ol.order_id WHERE so.group_id = ${group.id}))`),
      );
    }
    const [updated] = await db.batch([update, ...statements]);
    return { won: updated.length === 1, refundIds };
  },

  /** Refund rows asked for and not booked yet (a crash or an outage after the mark), oldest first. */
  listOpenRefunds(db: Db, limit: number, orderId?: string) {
    return db
      .select({ refund: marketplaceRefunds, paymentIntentId: checkoutGroups.paymentIntentId, groupId: checkoutGroups.id })
      .from(marketplaceRefunds)
      .innerJoin(shopOrders, eq(shopOrders.id, marketplaceRefunds.orderId))
      .innerJoin(checkoutGroups, eq(checkoutGroups.id, shopOrders.groupId))
      .where(and(isNull(marketplaceRefunds.refundedAt), isNotNull(checkoutGroups.paymentIntentId), orderId ? eq(marketplaceRefunds.orderId, orderId) : undefined))
      .orderBy(asc(marketplaceRefunds.requestedAt))
      .limit(limit);
  },

  /** Books a refund the provider confirmed: the row is marked and the entry booked once (by its key). */
  async bookRefund(db: Db, refund: RefundRow, refundId: string, now: number): Promise<void> {
    await db.batch([
      db
        .update(marketplaceRefunds)
        .set({ refundId, refundedAt: now })
        .where(and(eq(marketplaceRefunds.id, refund.id), isNull(marketplaceRefunds.refundedAt))),
      insertEntry(
        db,
        { kind: 'refund', orderId: refund.orderId, amountCents: refund.amountCents, idempotencyKey: orderMoneyKey('refund', refund.id), providerRef: refundId, at: now },
        sql`EXISTS (SELECT 1 FROM ${marketplaceRefunds} WHERE id = ${refund.id} AND refund_id = ${refundId})`,
      ),
    ]);
  },

  /** Sellers' shares that are due: received 24 hours ago, paid, not released, no refund still open. */
  listPayoutsDue(db: Db, now: number, limit: number) {
    return db
      .select({ id: shopOrders.id, ownerUserId: shops.ownerUserId })
      .from(shopOrders)
      .innerJoin(shops, eq(shops.id, shopOrders.shopId))
      .where(
        and(
          eq(shopOrders.status, 'received'),
          lte(shopOrders.payoutDueAt, now),
          isNotNull(shopOrders.paidAt),
          isNull(shopOrders.releasedAt),
          sql`NOT EXISTS (SELECT 1 FROM ${marketplaceRefunds} r WHERE r.order_id = ${shopOrders.id} AND r.refunded_at IS NULL)`,
        ),
      )
      .limit(limit);
  },

  /** Marks the transfer intent with its destination, once (true when this call marked it). */
  async claimPayout(db: Db, id: string, accountId: string, now: number): Promise<boolean> {
    const rows = await db
      .update(shopOrders)
      .set({ payoutRequestedAt: now, payoutAccountId: accountId })
      .where(and(eq(shopOrders.id, id), isNull(shopOrders.payoutRequestedAt), isNull(shopOrders.releasedAt)))
      .returning({ id: shopOrders.id });
    return rows.length === 1;
  },

  /** The transfer went out: the order is released with its commission and share entries, in one versioned write. */
  async savePayout(db: Db, order: ShopOrderRow, patch: Partial<typeof shopOrders.$inferInsert>, entries: readonly OrderLedgerEntry[], now: number): Promise<boolean> {
    const next = order.version + 1;
    const update = db
      .update(shopOrders)
      .set({ ...patch, updatedAt: now, version: next })
      .where(and(eq(shopOrders.id, order.id), eq(shopOrders.version, order.version), isNull(shopOrders.releasedAt)))
      .returning({ id: shopOrders.id });
    const won = sql`EXISTS (SELECT 1 FROM ${shopOrders} WHERE id = ${order.id} AND version = ${next})`;
    const [updated] = await db.batch([update, ...entries.map((entry) => insertEntry(db, entry, won))]);
    return updated.length === 1;
  },

  /** The refunds asked for per order (booked or not): what is no longer the seller's. */
  async refundedCentsOf(db: Db, orderIds: readonly string[]) {
    if (orderIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ orderId: marketplaceRefunds.orderId, cents: sql<number>`sum(${marketplaceRefunds.amountCents})` })
      .from(marketplaceRefunds)
      .where(inArray(marketplaceRefunds.orderId, [...orderIds]))
      .groupBy(marketplaceRefunds.orderId);
    return new Map(rows.map((row) => [row.orderId, Number(row.cents)]));
  },
};
