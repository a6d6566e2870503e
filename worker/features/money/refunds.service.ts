import type { AppDeps } from '../../deps.ts';

export type RefundRequestReason = 'cancelled' | 'target_missed' | 'host' | 'admin';

/**
 * Asks for a full refund of a held contribution: marks the intent on the row first (so the release
 * job skips it), then calls the provider with refund:<id> and books the result. A crash or an
 * outage after the mark is finished by `finishRefundRequests` from the scheduler.
 * OWNER: contributions backend (replace this body).
 */
export async function requestRefund(_deps: AppDeps, _contributionId: string, _reason: RefundRequestReason): Promise<'refunded' | 'in_progress' | 'already'> {
  throw new Error('pending: refunds.service.ts is being written');
}

/** Retries every refund that was asked for but not yet booked (same idempotency key). */
export async function finishRefundRequests(_deps: AppDeps): Promise<{ refunded: number; failed: number }> {
  throw new Error('pending: refunds.service.ts is being written');
}
