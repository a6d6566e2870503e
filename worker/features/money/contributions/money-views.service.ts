import { fundingStatus, holdLabel, type FundingStatus, cancellable } from '#core/domain/money/hold.rules.ts';
import { type Balance, balanceOfPot, type LedgerEntry } from '#core/domain/money/ledger.rules.ts';
import type { BalanceView, ContributionHostView, ContributionMineView, PotHostView, PotPublicView } from '#core/domain/money/money-view.schema.ts';
import { contributionOf, type ContributionRow } from '../ledger.repo.ts';
import type { MoneyEventRow, PotRow } from '../money.repo.ts';

/** Builds the JSON shapes of core/domain/money/money-view.schema.ts from rows. Times go out as ISO strings. */

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export const ANONYMOUS = 'Anonymous';

export function balanceView(balance: Balance): BalanceView {
  return { chargedCents: balance.charged, refundedCents: balance.refunded, releasedCents: balance.released, heldCents: balance.held, feesCents: balance.fees };
}

export function potFundingOf(pot: PotRow, entries: readonly LedgerEntry[], now: number): FundingStatus {
  return fundingStatus({ targetCents: pot.targetCents, deadline: pot.deadline, refundIfTargetMissed: pot.refundIfTargetMissed }, balanceOfPot(entries, pot.id), now);
}

export function potPublicView(pot: PotRow, event: MoneyEventRow, entries: readonly LedgerEntry[], label: string | null): PotPublicView {
  const balance = balanceOfPot(entries, pot.id);
  return {
    id: pot.id,
    eventId: event.id,
    eventTitle: event.title,
    celebrantName: event.celebrantName ?? null,
    // A birthday-board gift's pot shows as the group gift it is (the board's own views say for whom, decision 040).
    kind: pot.kind === 'board_gift' ? 'gift' : pot.kind,
    title: pot.title,
    description: pot.description,
    minCents: pot.minCents,
    maxCents: pot.maxCents,
    targetCents: pot.targetCents,
    raisedCents: balance.charged - balance.refunded,
    deadline: iso(pot.deadline),
    refundIfTargetMissed: pot.refundIfTargetMissed,
    status: pot.status,
    providerLabel: label,
  };
}

export function potHostView(pot: PotRow, event: MoneyEventRow, entries: readonly LedgerEntry[], contributionCount: number, label: string | null, now: number): PotHostView {
  return {
    ...potPublicView(pot, event, entries, label),
    wishlistItemId: pot.wishlistItemId,
    fundingStatus: potFundingOf(pot, entries, now),
    balance: balanceView(balanceOfPot(entries, pot.id)),
    contributionCount,
    createdAt: iso(pot.createdAt)!,
  };
}

/** A held contribution whose refund was asked for but not yet confirmed by the provider. */
export const REFUND_IN_PROGRESS = 'Refund in progress';
const refundInProgress = (row: ContributionRow) => row.status === 'succeeded' && row.refundRequestedAt !== null;
/** The checkout was left or cancelled (it expired at the provider): no card was ever charged. */
export const CHECKOUT_CLOSED = 'Checkout closed — nothing was charged';

/** core's holdLabel, told apart for the two states it cannot see: a refund on its way, a checkout closed unpaid. */
function statusLabelOf(row: ContributionRow, coreLabel: () => string): string {
  if (refundInProgress(row)) return REFUND_IN_PROGRESS;
  if (row.status === 'failed' && row.failureCode === 'checkout_expired') return CHECKOUT_CLOSED;
  return coreLabel();
}

export function contributionMineView(
  row: ContributionRow,
  names: { potTitle: string; eventTitle: string },
  options: { now: number; label: string | null; checkoutUrl: string | null },
): ContributionMineView {
  const contribution = contributionOf(row);
  return {
    id: row.id,
    potId: row.potId,
    potTitle: names.potTitle,
    eventTitle: names.eventTitle,
    amountCents: row.amountCents,
    status: row.status,
    anonymous: row.anonymous,
    name: row.contributorName,
    message: row.message,
    createdAt: iso(row.createdAt)!,
    succeededAt: iso(row.succeededAt),
    heldUntil: iso(row.heldUntil),
    // A refund already asked for (host, missed target) cannot be asked for again.
    cancellable: cancellable(contribution, options.now) && row.refundRequestedAt === null,
    refundRequested: refundInProgress(row),
    statusLabel: statusLabelOf(row, () => holdLabel(contribution, options.now)),
    checkoutUrl: row.status === 'pending' || row.status === 'failed' ? options.checkoutUrl : null,
    providerLabel: options.label,
    refundReason: row.refundReason,
  };
}

export function contributionHostView(row: ContributionRow, potTitle: string, funding: FundingStatus, now: number): ContributionHostView {
  return {
    id: row.id,
    potId: row.potId,
    potTitle,
    amountCents: row.amountCents,
    status: row.status,
    contributorName: row.anonymous || !row.contributorName ? ANONYMOUS : row.contributorName,
    message: row.message,
    createdAt: iso(row.createdAt)!,
    succeededAt: iso(row.succeededAt),
    heldUntil: iso(row.heldUntil),
    releasedAt: iso(row.releasedAt),
    refundedAt: iso(row.refundedAt),
    refundReason: row.refundReason,
    refundRequested: refundInProgress(row),
    statusLabel: statusLabelOf(row, () => holdLabel(contributionOf(row), now, funding)),
  };
}
