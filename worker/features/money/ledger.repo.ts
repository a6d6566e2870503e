import { and, eq, sql } from 'drizzle-orm';
import type { Contribution } from '#core/domain/money/contribution.rules.ts';
import type { LedgerEntry } from '#core/domain/money/ledger.rules.ts';
import type { Db } from '../../db/client.ts';
import { contributions, ledgerEntries } from '../../db/schema/index.ts';
import { randomId } from '../../services/tokens.ts';

export type ContributionRow = typeof contributions.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** The row as core/domain/money sees it. */
export function contributionOf(row: ContributionRow): Contribution {
  return {
    id: row.id,
    potId: row.potId,
    amountCents: row.amountCents,
    status: row.status,
    createdAt: row.createdAt,
    succeededAt: row.succeededAt,
    heldUntil: row.heldUntil,
    refundReason: row.refundReason,
  };
}

/** The row as core's ledger sees it; a venue booking's entries count under `booking:<id>` (decision 028), a marketplace order's under `order:<id>` (decision 061). */
export function ledgerEntryOf(row: LedgerRow): LedgerEntry {
  const common = { kind: row.kind, amountCents: row.amountCents, idempotencyKey: row.idempotencyKey, at: row.at };
  if (row.shopOrderId !== null) return { ...common, contributionId: `order:${row.shopOrderId}`, potId: `order:${row.shopOrderId}`, shopOrderId: row.shopOrderId };
  if (row.bookingId !== null) return { ...common, contributionId: `booking:${row.bookingId}`, potId: `booking:${row.bookingId}`, bookingId: row.bookingId };
  return { ...common, contributionId: row.contributionId ?? '', potId: row.potId ?? '' };
}

/**
 * The one way a contribution's state changes: its new state and its ledger entries in one
 * transaction. The update only matches while the row still has the version the transition was
 * computed from (optimistic concurrency: a webhook, a cancel and the scheduler racing cannot both
 * win), and each entry is inserted only if this update won, so a lost race books nothing; the unique idempotency key makes a replay book nothing twice.
 * Returns false when another writer changed the row first (reload and decide again).
 */
export async function saveTransition(
  db: Db,
  before: ContributionRow,
  after: Contribution,
  entries: readonly LedgerEntry[],
  extra: Partial<Pick<ContributionRow, 'paymentIntentId' | 'refundId' | 'failureCode' | 'refundedAt' | 'releasedAt' | 'releaseBatchId' | 'refundRequestedAt' | 'refundRequestReason'>> & {
    providerRef?: string | null;
  },
  now: number,
): Promise<boolean> {
  const { providerRef, ...columns } = extra;
  const update = db
    .update(contributions)
    .set({
      status: after.status,
      succeededAt: after.succeededAt,
      heldUntil: after.heldUntil,
      refundReason: after.refundReason,
      ...columns,
      updatedAt: now,
      version: before.version + 1,
    })
    .where(and(eq(contributions.id, before.id), eq(contributions.version, before.version)))
    .returning({ id: contributions.id });
  const inserts = entries.map(
    (entry) => sql`INSERT INTO ${ledgerEntries} (id, kind, contribution_id, pot_id, event_id, amount_cents, idempotency_key, provider_ref, at)
      SELECT ${randomId()}, ${entry.kind}, ${entry.contributionId}, ${entry.potId}, ${before.eventId}, ${entry.amountCents}, ${entry.idempotencyKey}, ${providerRef ?? null}, ${entry.at}
      WHERE EXISTS (SELECT 1 FROM ${contributions} WHERE id = ${before.id} AND version = ${before.version + 1})
      ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const [updated] = await db.batch([update, ...inserts.map((statement) => db.run(statement))]);
  return updated.length === 1;
}

export const ledgerRepo = {
  findContribution(db: Db, id: string) {
    return db.query.contributions.findFirst({ where: eq(contributions.id, id) });
  },

  entriesOfPot(db: Db, potId: string) {
    return db.select().from(ledgerEntries).where(eq(ledgerEntries.potId, potId));
  },

  entriesOfEvent(db: Db, eventId: string) {
    return db.select().from(ledgerEntries).where(eq(ledgerEntries.eventId, eventId));
  },

  allEntries(db: Db) {
    return db.select().from(ledgerEntries);
  },
};
