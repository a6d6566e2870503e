import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { contributions, events, moneyPots, payoutTransfers, rateLimits, users } from '#worker/db/schema/index.ts';
import type { ContributionRow } from '../ledger.repo.ts';

export type PayoutTransferRow = typeof payoutTransfers.$inferSelect;
type Provider = PayoutTransferRow['provider'];

/** A contribution the release job may pay out: held, not asked back, not in a batch yet. */
const releasable = and(eq(contributions.status, 'succeeded'), isNull(contributions.refundRequestedAt), isNull(contributions.releaseBatchId));

export interface DueContribution {
  contribution: ContributionRow;
  pot: Pick<typeof moneyPots.$inferSelect, 'id' | 'targetCents' | 'deadline' | 'refundIfTargetMissed'>;
  event: { id: string; title: string; hostId: string };
}

export const releaseRepo = {
  /** Contributions of the current provider whose 24 hours are over (the pot's target rule is checked by the caller). */
  async dueForRelease(db: Db, now: number, provider: Provider): Promise<DueContribution[]> {
    return db
      .select({
        contribution: contributions,
        pot: { id: moneyPots.id, targetCents: moneyPots.targetCents, deadline: moneyPots.deadline, refundIfTargetMissed: moneyPots.refundIfTargetMissed },
        // The payout goes to the pot's payee when it has one (a birthday-board gift's organiser, decision 040).
        event: { id: events.id, title: events.title, hostId: sql<string>`coalesce(${moneyPots.payeeUserId}, ${events.hostId})` },
      })
      .from(contributions)
      .innerJoin(moneyPots, eq(moneyPots.id, contributions.potId))
      .innerJoin(events, eq(events.id, contributions.eventId))
      .where(and(releasable, lte(contributions.heldUntil, now), eq(contributions.provider, provider)))
      .orderBy(asc(contributions.potId), asc(contributions.id));
  },

  /** All-or-nothing pots past their deadline that still hold money nobody asked back yet. */
  potsPastDeadline(db: Db, now: number) {
    return db
      .selectDistinct({ id: moneyPots.id, targetCents: moneyPots.targetCents, deadline: moneyPots.deadline, refundIfTargetMissed: moneyPots.refundIfTargetMissed })
      .from(moneyPots)
      .innerJoin(contributions, eq(contributions.potId, moneyPots.id))
      .where(and(eq(moneyPots.refundIfTargetMissed, true), isNotNull(moneyPots.targetCents), lte(moneyPots.deadline, now), releasable));
  },

  async heldInPot(db: Db, potId: string): Promise<string[]> {
    const rows = await db
      .select({ id: contributions.id })
      .from(contributions)
      .where(and(eq(contributions.potId, potId), releasable))
      .orderBy(asc(contributions.id));
    return rows.map((row) => row.id);
  },

  pendingTransfers(db: Db) {
    return db.select().from(payoutTransfers).where(eq(payoutTransfers.status, 'pending')).orderBy(asc(payoutTransfers.createdAt), asc(payoutTransfers.id));
  },

  findTransfer(db: Db, id: string) {
    return db.query.payoutTransfers.findFirst({ where: eq(payoutTransfers.id, id) });
  },

  /**
   * Claims contributions into a pending transfer in one transaction, before the provider is
   * called. The transfer row is written only if every contribution is still releasable at the
   * version it was read at, and the contributions are marked only if that row now exists, so the
   * transfer amount always equals the sum of its contributions. A runner that lost the race (the
   * same batch id was claimed first, or a refund was asked for meanwhile) claims nothing.
   * Answers how many contributions this call claimed: all of them or none.
   */
  async claimBatch(
    db: Db,
    transfer: Pick<PayoutTransferRow, 'id' | 'potId' | 'provider' | 'destinationAccountId' | 'amountCents' | 'idempotencyKey'>,
    claimed: ReadonlyArray<Pick<ContributionRow, 'id' | 'version'>>,
    now: number,
  ): Promise<number> {
    const atVersion = sql.join(
      claimed.map((c) => sql`(${contributions.id} = ${c.id} AND ${contributions.version} = ${c.version})`),
      sql` OR `,
    );
    const stillReleasable = sql`${contributions.status} = 'succeeded' AND ${contributions.refundRequestedAt} IS NULL AND ${contributions.releaseBatchId} IS NULL AND (${atVersion})`;
    const ids = JSON.stringify(claimed.map((c) => c.id));
    const insert = sql`INSERT INTO ${payoutTransfers} (id, pot_id, provider, destination_account_id, amount_cents, contribution_ids, idempotency_key, status, attempts, created_at)
      SELECT ${transfer.id}, ${transfer.potId}, ${transfer.provider}, ${transfer.destinationAccountId}, ${transfer.amountCents}, ${ids}, ${transfer.idempotencyKey}, 'pending', 0, ${now}
      WHERE (SELECT count(*) FROM ${contributions} WHERE ${stillReleasable}) = ${claimed.length}
      ON CONFLICT DO NOTHING`;
    // The version bump makes any writer that read the row before the claim lose its optimistic check.
    const mark = sql`UPDATE ${contributions} SET release_batch_id = ${transfer.id}, version = version + 1, updated_at = ${now}
      WHERE ${stillReleasable} AND EXISTS (SELECT 1 FROM ${payoutTransfers} WHERE id = ${transfer.id} AND status = 'pending')`;
    const [, marked] = await db.batch([db.run(insert), db.run(mark)]);
    return marked.rowsAffected;
  },

  async recordTransferFailure(db: Db, id: string, message: string): Promise<void> {
    await db
      .update(payoutTransfers)
      .set({ attempts: sql`${payoutTransfers.attempts} + 1`, lastError: message.slice(0, 500) })
      .where(and(eq(payoutTransfers.id, id), eq(payoutTransfers.status, 'pending')));
  },

  /** True for the one caller that moved the row from pending to sent. */
  async markTransferSent(db: Db, id: string, transferId: string, now: number, note: string | null = null): Promise<boolean> {
    const rows = await db
      .update(payoutTransfers)
      .set({ status: 'sent', transferId, sentAt: now, ...(note ? { lastError: note.slice(0, 500) } : {}) })
      .where(and(eq(payoutTransfers.id, id), eq(payoutTransfers.status, 'pending')))
      .returning({ id: payoutTransfers.id });
    return rows.length === 1;
  },

  /** Gives back a reminder slot taken with hitRateLimit when the email could not be sent, so the next run tries again. */
  async forgetRateLimit(db: Db, key: string): Promise<void> {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  },

  async emailOf(db: Db, userId: string): Promise<string | null> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  },
};
