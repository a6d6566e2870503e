import { and, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { events, planPurchases } from '#worker/db/schema/index.ts';

export type PurchaseRow = typeof planPurchases.$inferSelect;
export type NewPurchaseRow = typeof planPurchases.$inferInsert;
export type PurchaseStatus = PurchaseRow['status'];

/** A purchase with the title of the event it unlocks (null when none, or the event was deleted). */
export type PurchaseWithEvent = PurchaseRow & { eventTitle: string | null };

const withEventTitle = { purchase: planPurchases, eventTitle: events.title };
const joinRow = (row: { purchase: PurchaseRow; eventTitle: string | null }): PurchaseWithEvent => ({ ...row.purchase, eventTitle: row.eventTitle });

/** Queries for plan purchases (Single event, the Pro subscription, test payments). */
export const billingRepo = {
  async insertPurchase(db: Db, row: NewPurchaseRow): Promise<void> {
    await db.insert(planPurchases).values(row);
  },

  /** Only a purchase whose checkout could not even start: nothing was ever sent to the payer. */
  async deletePurchase(db: Db, id: string): Promise<void> {
    await db.delete(planPurchases).where(and(eq(planPurchases.id, id), eq(planPurchases.status, 'pending')));
  },

  async findPurchase(db: Db, id: string): Promise<PurchaseWithEvent | undefined> {
    const [row] = await db.select(withEventTitle).from(planPurchases).leftJoin(events, eq(events.id, planPurchases.eventId)).where(eq(planPurchases.id, id));
    return row ? joinRow(row) : undefined;
  },

  findBySession(db: Db, sessionId: string) {
    return db.query.planPurchases.findFirst({ where: eq(planPurchases.checkoutSessionId, sessionId) });
  },

  findBySubscription(db: Db, subscriptionId: string) {
    return db.query.planPurchases.findFirst({ where: eq(planPurchases.subscriptionId, subscriptionId) });
  },

  findByPaymentIntent(db: Db, paymentIntentId: string) {
    return db.query.planPurchases.findFirst({ where: eq(planPurchases.paymentIntentId, paymentIntentId) });
  },

  /** Newest first: the member's receipts. */
  async listPurchases(db: Db, userId: string): Promise<PurchaseWithEvent[]> {
    const rows = await db
      .select(withEventTitle)
      .from(planPurchases)
      .leftJoin(events, eq(events.id, planPurchases.eventId))
      .where(eq(planPurchases.userId, userId))
      .orderBy(desc(planPurchases.createdAt), desc(sql`${planPurchases}.rowid`));
    return rows.map(joinRow);
  },

  /** The member's Pro subscription that still counts (active, or past due while the provider retries). */
  liveSubscription(db: Db, userId: string) {
    return db.query.planPurchases.findFirst({
      where: and(eq(planPurchases.userId, userId), eq(planPurchases.kind, 'pro'), inArray(planPurchases.status, ['active', 'past_due'])),
      orderBy: desc(planPurchases.createdAt),
    });
  },

  /** The events the member unlocked with a paid Single event (still existing). */
  async unlockedEvents(db: Db, userId: string) {
    return db
      .select({ eventId: events.id, title: events.title })
      .from(planPurchases)
      .innerJoin(events, eq(events.id, planPurchases.eventId))
      .where(and(eq(planPurchases.userId, userId), eq(planPurchases.kind, 'single_event'), eq(planPurchases.status, 'paid'), isNotNull(planPurchases.eventId)))
      .orderBy(desc(planPurchases.paidAt));
  },

  findEvent(db: Db, eventId: string) {
    return db.query.events.findFirst({ where: eq(events.id, eventId), columns: { id: true, hostId: true, title: true, status: true } });
  },

  /**
   * Moves a purchase only from one of `from` (a conditional update), so replayed or late webhook
   * events and racing requests cannot move it backwards; undefined when it was not in `from`.
   * `notChangedAfter` also skips it when it changed later than that time (a stale event).
   */
  async transition(db: Db, id: string, from: readonly PurchaseStatus[], changes: Partial<Omit<NewPurchaseRow, 'id'>>, notChangedAfter?: number): Promise<PurchaseRow | undefined> {
    const [row] = await db
      .update(planPurchases)
      .set(changes)
      .where(and(eq(planPurchases.id, id), inArray(planPurchases.status, [...from]), ...(notChangedAfter === undefined ? [] : [lte(planPurchases.updatedAt, notChangedAfter)])))
      .returning();
    return row;
  },

  /**
   * The other purchases that already give what this one gives: a paid Single event for the same
   * event, or another live Pro subscription of the same member (two checkouts paid in two tabs).
   */
  async samePlanPurchases(db: Db, purchase: PurchaseRow): Promise<PurchaseRow[]> {
    const same =
      purchase.kind === 'single_event' && purchase.eventId
        ? and(eq(planPurchases.kind, 'single_event'), eq(planPurchases.eventId, purchase.eventId), eq(planPurchases.status, 'paid'))
        : purchase.kind === 'pro' && purchase.userId
          ? and(eq(planPurchases.kind, 'pro'), eq(planPurchases.userId, purchase.userId), inArray(planPurchases.status, ['active', 'past_due']))
          : undefined;
    if (!same) return [];
    return db
      .select()
      .from(planPurchases)
      .where(and(same, ne(planPurchases.id, purchase.id)));
  },

  async setCheckoutSession(db: Db, id: string, checkoutSessionId: string): Promise<void> {
    await db.update(planPurchases).set({ checkoutSessionId }).where(eq(planPurchases.id, id));
  },
};
