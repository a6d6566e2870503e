import type { CancellationPolicy } from './listing.schema.ts';

/**
 * What a guest gets back when a booking ends early (decision 025).
 *
 * - flexible: full refund when cancelled at least 24 hours before the start, nothing after.
 * - standard: full refund when cancelled at least 7 days before the start, 50 % after that until
 *   the start, nothing from the start on.
 * - The owner cancels: full refund, whenever. A request declined or left unanswered: full refund.
 *
 * "At least N hours before" is inclusive: exactly 24 h before the start still refunds in full.
 * When a percentage leaves half a cent, the guest gets it: the kept part is rounded down, the
 * refund is the rest. All amounts are whole cents; refund + kept = total.
 */

const HOUR_MS = 3_600_000;

export const cancellationPolicyRules: Record<CancellationPolicy, { fullRefundHoursBefore: number; laterRefundPercent: number }> = {
  flexible: { fullRefundHoursBefore: 24, laterRefundPercent: 0 },
  standard: { fullRefundHoursBefore: 7 * 24, laterRefundPercent: 50 },
};

/** One sentence for the venue page and the booking form. */
export const cancellationPolicyDescriptions: Record<CancellationPolicy, string> = {
  flexible: 'Flexible: full refund if you cancel at least 24 hours before the start; no refund after that.',
  standard: 'Standard: full refund if you cancel at least 7 days before the start; 50% refund after that until the start; no refund once it has started.',
};

export type CancelledBy = 'guest' | 'owner';

export interface Refund {
  refundCents: number;
  keptCents: number;
  /** Shown to both sides, e.g. "Full refund: cancelled at least 24 hours before the start (flexible policy)". */
  reason: string;
}

function assertCents(totalCents: number) {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError('A booking total is a whole, non-negative number of cents');
}

/** Keeps `keptPercent` of the total, rounded down; the guest gets the rest. */
function split(totalCents: number, refundPercent: number, reason: string): Refund {
  const keptCents = Math.floor((totalCents * (100 - refundPercent)) / 100);
  return { refundCents: totalCents - keptCents, keptCents, reason };
}

/** The last instant at which a guest's cancellation still refunds everything. */
export function fullRefundDeadline(policy: CancellationPolicy, startsAt: number): number {
  return startsAt - cancellationPolicyRules[policy].fullRefundHoursBefore * HOUR_MS;
}

export function refundForCancellation(input: { policy: CancellationPolicy; totalCents: number; startsAt: number; cancelledAt: number; by: CancelledBy }): Refund {
  const { policy, totalCents, startsAt, cancelledAt, by } = input;
  assertCents(totalCents);
  if (by === 'owner') return split(totalCents, 100, 'Full refund: the venue owner cancelled the booking');
  const rules = cancellationPolicyRules[policy];
  const policyName = `${policy} policy`;
  const notice = rules.fullRefundHoursBefore % 24 === 0 && rules.fullRefundHoursBefore > 24 ? `${rules.fullRefundHoursBefore / 24} days` : `${rules.fullRefundHoursBefore} hours`;
  if (cancelledAt <= fullRefundDeadline(policy, startsAt)) {
    return split(totalCents, 100, `Full refund: cancelled at least ${notice} before the start (${policyName})`);
  }
  if (cancelledAt >= startsAt) return split(totalCents, 0, `No refund: cancelled after the booking started (${policyName})`);
  if (rules.laterRefundPercent === 0) {
    return split(totalCents, 0, `No refund: cancelled less than ${notice} before the start (${policyName})`);
  }
  return split(totalCents, rules.laterRefundPercent, `${rules.laterRefundPercent}% refund: cancelled less than ${notice} before the start (${policyName})`);
}

/** A request the owner declined, or that expired unanswered: the guest gets everything back. */
export function refundForEndedRequest(totalCents: number, outcome: 'declined' | 'expired' | 'withdrawn'): Refund {
  assertCents(totalCents);
  const reason = {
    declined: 'Full refund: the venue owner declined the request',
    expired: 'Full refund: the venue owner did not answer the request in time',
    withdrawn: 'Full refund: you withdrew the request before the owner answered',
  }[outcome];
  return split(totalCents, 100, reason);
}
