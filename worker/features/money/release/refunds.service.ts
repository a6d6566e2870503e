import { refundKey } from '#core/domain/money/idempotency.rules.ts';
import type { AppDeps } from '#worker/deps.ts';
import { PaymentError } from '#worker/services/payments/payment-provider.ts';
import { transition } from '../contributions/contribution-state.service.ts';
import { type ContributionRow, ledgerRepo } from '../ledger.repo.ts';
import { moneyRepo } from '../money.repo.ts';

export type RefundRequestReason = 'cancelled' | 'target_missed' | 'host' | 'admin';

/**
 * Asks for a full refund of a held contribution: marks the intent on the row first (so the release
 * job skips it), then calls the provider with refund:<id> and books the result. A crash or an
 * outage after the mark is finished by `finishRefundRequests` from the scheduler.
 * 'already': the row was not held with no refund or release under way (refunded, released, being
 * released, never paid); the caller reads the row to say which.
 */
export async function requestRefund(deps: AppDeps, contributionId: string, reason: RefundRequestReason): Promise<'refunded' | 'in_progress' | 'already'> {
  const marked = await moneyRepo.markRefundRequested(deps.db, contributionId, reason, deps.clock.now());
  const row = await ledgerRepo.findContribution(deps.db, contributionId);
  if (!row) return 'already';
  // Someone else marked it a moment ago (a double click, the scheduler): finishing again is safe,
  // the provider answers the same refund for the same key.
  const underWay = row.status === 'succeeded' && row.refundRequestedAt !== null;
  if (!marked && !underWay) return 'already';
  return finishRefund(deps, row);
}

/** Retries every refund that was asked for but not yet booked (same idempotency key). */
export async function finishRefundRequests(deps: AppDeps): Promise<{ refunded: number; failed: number }> {
  let refunded = 0;
  let failed = 0;
  for (const row of await moneyRepo.listUnfinishedRefunds(deps.db)) {
    if ((await finishRefund(deps, row)) === 'refunded') refunded += 1;
    else failed += 1;
  }
  return { refunded, failed };
}

/**
 * The provider call and the booking for a row whose intent is marked. Also used for a payment that
 * succeeded after its contributor cancelled it (booked as charged and refunded at once, with
 * the provider's refund still to ask for).
 */
export async function finishRefund(deps: AppDeps, row: ContributionRow): Promise<'refunded' | 'in_progress'> {
  const paymentIntentId = row.paymentIntentId ?? (await paymentIntentOf(deps, row));
  if (!paymentIntentId) return 'in_progress';
  let refundId: string;
  try {
    const result = await deps.payments.refund({
      paymentIntentId,
      amountCents: row.amountCents,
      idempotencyKey: refundKey(row.id),
      reason: 'requested_by_customer',
      metadata: { contributionId: row.id },
    });
    refundId = result.refundId;
  } catch (error) {
    // The intent stays on the row; the scheduler asks again with the same key.
    if (error instanceof PaymentError) {
      console.warn(`refund of contribution ${row.id} not finished: ${error.message}`);
      return 'in_progress';
    }
    throw error;
  }
  return (await bookRequestedRefund(deps, row.id, refundId)) ? 'refunded' : 'in_progress';
}

/**
 * Books a refund that was asked for: 'cancel' at the time of the request for the contributor's own
 * cancel (so a refund finished after the window still counts as the in-window cancel), 'refund' with
 * the reason otherwise. Safe to call twice (from the provider's refund event and from the caller).
 * True when the row ends refunded.
 */
export async function bookRequestedRefund(deps: AppDeps, contributionId: string, refundId: string): Promise<boolean> {
  const now = deps.clock.now();
  const result = await transition(deps, contributionId, (row) => {
    if (row.status !== 'succeeded' || row.refundRequestedAt === null || row.refundRequestReason === null) return null;
    const extra = { refundId, refundedAt: now };
    if (row.refundRequestReason === 'cancelled') return { event: { type: 'cancel', at: row.refundRequestedAt }, extra };
    return { event: { type: 'refund', at: now, reason: row.refundRequestReason }, extra };
  });
  if (!result) return false;
  if (result.row.status === 'refunded' && result.row.refundId === null) {
    await moneyRepo.setContributionColumns(deps.db, contributionId, { refundId, updatedAt: now });
  }
  return result.row.status === 'refunded';
}

async function paymentIntentOf(deps: AppDeps, row: ContributionRow): Promise<string | null> {
  if (!row.checkoutSessionId) return null;
  try {
    return (await deps.payments.retrieveCheckoutSession(row.checkoutSessionId)).paymentIntentId;
  } catch (error) {
    if (error instanceof PaymentError) return null;
    throw error;
  }
}
