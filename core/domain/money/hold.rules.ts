import { FUND_PROTECTION_HOURS } from '../../constants.ts';
import type { Balance } from './ledger.rules.ts';
import type { Contribution } from './contribution.rules.ts';

/** The 24-hour fund protection: a successful contribution is held this long before release. */
export const HOLD_MS = FUND_PROTECTION_HOURS * 60 * 60 * 1000;

/**
 * The protection line shown next to every "pay" button (the platform's contribution form and the
 * contribution widget), so contributors read the same promise wherever they chip in.
 */
export const HOLD_PROTECTION_TEXT = 'Your payment is held for 24 hours. Until then you can cancel and get a full refund; after that it goes to the host.';

export const heldUntilOf = (succeededAt: number): number => succeededAt + HOLD_MS;

/** The host's funding choice for a pot. Refunds on a missed target need both a target and a deadline. */
export interface PotFunding {
  targetCents: number | null;
  /** Epoch milliseconds. */
  deadline: number | null;
  refundIfTargetMissed: boolean;
}

export const NO_TARGET: PotFunding = { targetCents: null, deadline: null, refundIfTargetMissed: false };

/**
 * `none`: no all-or-nothing target, contributions release when their hold ends.
 * `open`: below target, deadline ahead — everything stays held.
 * `met`: target reached — contributions release as their holds end.
 * `missed`: deadline passed below target — every held contribution is refunded.
 */
export type FundingStatus = 'none' | 'open' | 'met' | 'missed';

export function isAllOrNothing(funding: PotFunding): boolean {
  return funding.refundIfTargetMissed && funding.targetCents !== null && funding.deadline !== null;
}

/** Raised = charged − refunded (held plus already released). */
export function fundingStatus(funding: PotFunding, balance: Balance, now: number): FundingStatus {
  if (!isAllOrNothing(funding)) return 'none';
  const raised = balance.charged - balance.refunded;
  // Once anything was released the pot is committed: released money cannot be refunded here.
  if (raised >= funding.targetCents! || balance.released > 0) return 'met';
  return now >= funding.deadline! ? 'missed' : 'open';
}

/** Held and past its 24 hours, and the pot's target (if all-or-nothing) allows paying out. */
export function releaseDue(contribution: Contribution, now: number, status: FundingStatus = 'none'): boolean {
  if (contribution.status !== 'succeeded' || contribution.heldUntil === null) return false;
  if (now < contribution.heldUntil) return false;
  return status === 'none' || status === 'met';
}

/** Contributions of a pot that must be refunded because its all-or-nothing target was missed. */
export function targetMissedRefunds(contributions: readonly Contribution[], status: FundingStatus): string[] {
  if (status !== 'missed') return [];
  return contributions.filter((c) => c.status === 'succeeded').map((c) => c.id);
}

/** Whether the contributor may still cancel (and be refunded in full). */
export function cancellable(contribution: Contribution, now: number): boolean {
  if (contribution.status === 'pending') return true;
  return contribution.status === 'succeeded' && contribution.heldUntil !== null && now < contribution.heldUntil;
}

/** Milliseconds left in the protection window; null when the contribution is not held. */
export function holdMsLeft(contribution: Contribution, now: number): number | null {
  if (contribution.status !== 'succeeded' || contribution.heldUntil === null) return null;
  return Math.max(0, contribution.heldUntil - now);
}

/** "23 h 59 min left", "less than 1 min left", "Protection ended". Minutes round down. */
export function formatHoldLeft(msLeft: number): string {
  if (msLeft <= 0) return 'Protection ended';
  const minutes = Math.floor(msLeft / 60_000);
  if (minutes < 1) return 'less than 1 min left';
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

/** The countdown line the host and the contributor see next to a contribution. */
export function holdLabel(contribution: Contribution, now: number, status: FundingStatus = 'none'): string {
  switch (contribution.status) {
    case 'pending':
      return 'Waiting for payment';
    case 'failed':
      return 'Payment failed';
    case 'cancelled':
      return 'Cancelled';
    case 'refunded':
      return 'Refunded';
    case 'released':
      return 'Released to the host';
    case 'succeeded': {
      const left = holdMsLeft(contribution, now) ?? 0;
      if (left > 0) return `Held — ${formatHoldLeft(left)}`;
      if (status === 'open') return 'Held until the funding target is reached';
      if (status === 'missed') return 'Funding target missed — refund due';
      return 'Release due';
    }
  }
}
