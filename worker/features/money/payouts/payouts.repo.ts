import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { payoutAccounts } from '#worker/db/schema/index.ts';
import type { AccountStatus } from '#worker/services/payments/payment-provider.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export const payoutsRepo = {
  findByUser(db: Db, userId: string) {
    return db.query.payoutAccounts.findFirst({ where: eq(payoutAccounts.userId, userId) });
  },

  /**
   * Stores the member's connected account once. A second request racing the first (double click)
   * hits the primary key and changes nothing; the caller reads the row back either way.
   */
  async insertOnce(db: Db, row: Pick<PayoutAccountRow, 'userId' | 'provider' | 'accountId'>, now: number): Promise<void> {
    await db
      .insert(payoutAccounts)
      .values({ ...row, payoutsEnabled: false, detailsSubmitted: false, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
  },

  /** After a switch of provider (demo ↔ Stripe) the member connects again: the old account cannot receive the new provider's money. */
  async replaceProvider(db: Db, userId: string, next: Pick<PayoutAccountRow, 'provider' | 'accountId'>, now: number): Promise<void> {
    await db
      .update(payoutAccounts)
      .set({ ...next, payoutsEnabled: false, detailsSubmitted: false, updatedAt: now })
      .where(and(eq(payoutAccounts.userId, userId), ne(payoutAccounts.provider, next.provider)));
  },

  /** The provider's latest word on an account; an account id we do not know changes nothing. */
  async updateStatus(db: Db, status: AccountStatus, now: number): Promise<void> {
    await db.update(payoutAccounts).set({ payoutsEnabled: status.payoutsEnabled, detailsSubmitted: status.detailsSubmitted, updatedAt: now }).where(eq(payoutAccounts.accountId, status.accountId));
  },

  /** The account a release can be sent to: same provider as the money, payouts enabled. */
  findReceiving(db: Db, userId: string, provider: PayoutAccountRow['provider']) {
    return db.query.payoutAccounts.findFirst({
      where: and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.provider, provider), eq(payoutAccounts.payoutsEnabled, true)),
    });
  },

  async markReminded(db: Db, userId: string, now: number): Promise<void> {
    await db.update(payoutAccounts).set({ lastReminderAt: now }).where(eq(payoutAccounts.userId, userId));
  },
};
