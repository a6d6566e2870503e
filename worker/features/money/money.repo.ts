import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributions, eventCohosts, events, guests, moneyPots, paymentWebhookEvents, payoutAccounts, users, wishlistItems, wishlistSettings } from '../../db/schema/index.ts';
import type { ContributionRow } from './ledger.repo.ts';

export type PotRow = typeof moneyPots.$inferSelect;
export type MoneyEventRow = typeof events.$inferSelect;
export type MoneyGuestRow = typeof guests.$inferSelect;

/** Reads and writes of the contribution side of money (pots, contributions, webhook dedupe). */
export const moneyRepo = {
  findEvent(db: Db, id: string) {
    return db.query.events.findFirst({ where: eq(events.id, id) });
  },

  findEventBySlug(db: Db, slug: string) {
    return db.query.events.findFirst({ where: eq(events.slug, slug) });
  },

  findEventsByIds(db: Db, ids: string[]) {
    return ids.length === 0 ? Promise.resolve([]) : db.select().from(events).where(inArray(events.id, ids));
  },

  async isAcceptedCohost(db: Db, eventId: string, userId: string): Promise<boolean> {
    const row = await db.query.eventCohosts.findFirst({
      where: and(eq(eventCohosts.eventId, eventId), eq(eventCohosts.userId, userId), isNotNull(eventCohosts.acceptedAt)),
    });
    return row !== undefined;
  },

  async celebrantOf(db: Db, eventId: string): Promise<string | null> {
    const row = await db.query.wishlistSettings.findFirst({ where: eq(wishlistSettings.eventId, eventId) });
    return row?.celebrantUserId ?? null;
  },

  findGuest(db: Db, id: string) {
    return db.query.guests.findFirst({ where: eq(guests.id, id) });
  },

  findUser(db: Db, id: string) {
    return db.query.users.findFirst({ where: eq(users.id, id), columns: { id: true, email: true, name: true } });
  },

  findGuestByTokenHash(db: Db, tokenHash: string) {
    return db.query.guests.findFirst({ where: eq(guests.linkTokenHash, tokenHash) });
  },

  findGuestOfUser(db: Db, eventId: string, userId: string) {
    return db.query.guests.findFirst({ where: and(eq(guests.eventId, eventId), eq(guests.userId, userId)) });
  },

  /** Guest rows a member claimed (opened while signed in): their contributions are the member's too. */
  async guestIdsOfUser(db: Db, userId: string): Promise<string[]> {
    const rows = await db.select({ id: guests.id }).from(guests).where(eq(guests.userId, userId));
    return rows.map((row) => row.id);
  },

  findWishlistItem(db: Db, eventId: string, itemId: string) {
    return db.query.wishlistItems.findFirst({ where: and(eq(wishlistItems.eventId, eventId), eq(wishlistItems.id, itemId)) });
  },

  /* -------------------------------------------- pots -------------------------------------------- */

  findPot(db: Db, id: string) {
    return db.query.moneyPots.findFirst({ where: eq(moneyPots.id, id) });
  },

  findPotsByIds(db: Db, ids: string[]) {
    return ids.length === 0 ? Promise.resolve([]) : db.select().from(moneyPots).where(inArray(moneyPots.id, ids));
  },

  listPots(db: Db, eventId: string, onlyOpen = false) {
    const where = onlyOpen ? and(eq(moneyPots.eventId, eventId), eq(moneyPots.status, 'open')) : eq(moneyPots.eventId, eventId);
    return db.select().from(moneyPots).where(where).orderBy(moneyPots.createdAt, moneyPots.id);
  },

  /** Inserts the pot unless the event already has one in this slot; false on that conflict. */
  async insertPot(db: Db, row: typeof moneyPots.$inferInsert): Promise<boolean> {
    const inserted = await db
      .insert(moneyPots)
      .values(row)
      .onConflictDoNothing({ target: [moneyPots.eventId, moneyPots.slot] })
      .returning({ id: moneyPots.id });
    return inserted.length === 1;
  },

  async updatePot(db: Db, id: string, changes: Partial<typeof moneyPots.$inferInsert>) {
    const [row] = await db.update(moneyPots).set(changes).where(eq(moneyPots.id, id)).returning();
    return row;
  },

  /* ---------------------------------------- contributions --------------------------------------- */

  async insertContribution(db: Db, row: typeof contributions.$inferInsert): Promise<ContributionRow> {
    const [inserted] = await db.insert(contributions).values(row).returning();
    return inserted!;
  },

  /** Columns outside the state machine (checkout session id, a failed start); never the status of a settled row. */
  async setContributionColumns(db: Db, id: string, changes: Partial<Pick<ContributionRow, 'checkoutSessionId' | 'checkoutUrl' | 'paymentIntentId' | 'refundId' | 'failureCode' | 'updatedAt'>>) {
    await db
      .update(contributions)
      .set({ ...changes, version: sql`${contributions.version} + 1` })
      .where(eq(contributions.id, id));
  },

  /** A start whose checkout could not be created: pending → failed, nothing was charged. */
  async markStartFailed(db: Db, id: string, failureCode: string, now: number) {
    await db
      .update(contributions)
      .set({ status: 'failed', failureCode, updatedAt: now, version: sql`${contributions.version} + 1` })
      .where(and(eq(contributions.id, id), eq(contributions.status, 'pending')));
  },

  findByPaymentIntent(db: Db, paymentIntentId: string) {
    return db.query.contributions.findFirst({ where: eq(contributions.paymentIntentId, paymentIntentId) });
  },

  findByCheckoutSession(db: Db, sessionId: string) {
    return db.query.contributions.findFirst({ where: eq(contributions.checkoutSessionId, sessionId) });
  },

  /** The contributions of a guest (by their ids) or a member, newest first. */
  listMine(db: Db, who: { guestIds: string[]; userId: string | null }) {
    const clauses = [];
    if (who.guestIds.length > 0) clauses.push(inArray(contributions.guestId, who.guestIds));
    if (who.userId) clauses.push(eq(contributions.userId, who.userId));
    if (clauses.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(contributions)
      .where(or(...clauses))
      .orderBy(desc(contributions.createdAt), desc(contributions.id))
      .limit(200);
  },

  listOfEvent(db: Db, eventId: string) {
    return db.select().from(contributions).where(eq(contributions.eventId, eventId)).orderBy(desc(contributions.createdAt), desc(contributions.id));
  },

  /**
   * Marks the refund intent: only a held row nobody is refunding or releasing yet. True when this
   * call set it (the caller then asks the provider); false when the row was not in that state.
   */
  async markRefundRequested(db: Db, id: string, reason: NonNullable<ContributionRow['refundRequestReason']>, now: number): Promise<boolean> {
    // The contributor's own cancel only counts inside the 24 hours: checked in the same statement,
    // so the booking later ('cancel' at this time) can never fall outside the window.
    const inWindow = reason === 'cancelled' ? gt(contributions.heldUntil, now) : undefined;
    const updated = await db
      .update(contributions)
      .set({ refundRequestedAt: now, refundRequestReason: reason, updatedAt: now, version: sql`${contributions.version} + 1` })
      .where(and(eq(contributions.id, id), eq(contributions.status, 'succeeded'), isNull(contributions.refundRequestedAt), isNull(contributions.releaseBatchId), inWindow))
      .returning({ id: contributions.id });
    return updated.length === 1;
  },

  /**
   * Refunds asked for but not finished: held rows with the intent marked, and rows booked refunded
   * (a payment that went through after its contributor cancelled) whose provider refund is not known yet.
   */
  listUnfinishedRefunds(db: Db, limit = 100) {
    return db
      .select()
      .from(contributions)
      .where(and(isNotNull(contributions.refundRequestedAt), or(eq(contributions.status, 'succeeded'), and(eq(contributions.status, 'refunded'), isNull(contributions.refundId)))))
      .limit(limit);
  },

  /* ------------------------------------------- payouts ------------------------------------------ */

  findPayoutAccount(db: Db, userId: string) {
    return db.query.payoutAccounts.findFirst({ where: eq(payoutAccounts.userId, userId) });
  },

  findPayoutAccountById(db: Db, accountId: string) {
    return db.query.payoutAccounts.findFirst({ where: eq(payoutAccounts.accountId, accountId) });
  },

  /* ------------------------------------------- webhooks ----------------------------------------- */

  /** Claims an event id; false when it was already processed (or is being processed). */
  async claimWebhookEvent(db: Db, row: typeof paymentWebhookEvents.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(paymentWebhookEvents).values(row).onConflictDoNothing().returning({ id: paymentWebhookEvents.id });
    return inserted.length === 1;
  },

  /** Gives the id back after a failure, so the provider's retry is processed. */
  async releaseWebhookEvent(db: Db, id: string) {
    await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, id));
  },

  async countWebhookEvents(db: Db): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)` }).from(paymentWebhookEvents);
    return Number(row?.n ?? 0);
  },
};
