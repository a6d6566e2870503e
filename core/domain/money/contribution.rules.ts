import { fundingStatus, heldUntilOf, NO_TARGET, releaseDue, type FundingStatus, type PotFunding } from './hold.rules.ts';
import { chargeKey, feeKey, refundKey, releaseKey } from './idempotency.rules.ts';
import { appendEntries, balanceOfPot, type LedgerEntry } from './ledger.rules.ts';

/**
 * pending → succeeded (held 24 h) → released | refunded; pending → failed | cancelled.
 * `cancelled` means the contributor withdrew before the payment went through: no money moved.
 * `failed` may still become `succeeded` (the guest retries with another card).
 */
export const contributionStatuses = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded', 'released'] as const;
export type ContributionStatus = (typeof contributionStatuses)[number];

/**
 * Why money went back: the contributor cancelled in the window, an all-or-nothing target was
 * missed, the host or an admin decided (only while held), or the provider reports a refund made
 * outside Cakeday (dashboard, dispute).
 */
export type RefundReason = 'cancelled' | 'target_missed' | 'host' | 'admin' | 'provider';

export interface Contribution {
  id: string;
  potId: string;
  amountCents: number;
  status: ContributionStatus;
  createdAt: number;
  succeededAt: number | null;
  heldUntil: number | null;
  refundReason: RefundReason | null;
}

export type ContributionEvent =
  | { type: 'payment_succeeded'; at: number; feeCents?: number }
  | { type: 'payment_failed'; at: number }
  /** The contributor asks to cancel. */
  | { type: 'cancel'; at: number }
  | { type: 'refund'; at: number; reason: Exclude<RefundReason, 'cancelled'> }
  /** From the scheduler; the caller has checked `releaseDue` for the pot's target. */
  | { type: 'release'; at: number };

export type Outcome =
  | { kind: 'applied' }
  /** A replay or a late event: the state already reflects it, nothing changes. */
  | { kind: 'ignored'; reason: string }
  /** Not allowed now; nothing changes. `message` can be shown to people. */
  | { kind: 'rejected'; message: string };

export interface Transition {
  contribution: Contribution;
  /** New ledger entries; appending them with `appendEntries` is idempotent by key. */
  entries: LedgerEntry[];
  outcome: Outcome;
}

export function newContribution(input: { id: string; potId: string; amountCents: number; createdAt: number }): Contribution {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error('A contribution amount is a positive whole number of cents');
  }
  return { ...input, status: 'pending', succeededAt: null, heldUntil: null, refundReason: null };
}

function entry(c: Contribution, kind: Exclude<LedgerEntry['kind'], 'commission'>, at: number, amountCents = c.amountCents): LedgerEntry {
  const key = { charge: chargeKey, refund: refundKey, fee: feeKey, release: releaseKey }[kind](c.id);
  return { kind, contributionId: c.id, potId: c.potId, amountCents, idempotencyKey: key, at };
}

const unchanged = (contribution: Contribution, outcome: Outcome): Transition => ({ contribution, entries: [], outcome });
const ignored = (c: Contribution, reason: string) => unchanged(c, { kind: 'ignored', reason });
const rejected = (c: Contribution, message: string) => unchanged(c, { kind: 'rejected', message });
const applied = (contribution: Contribution, entries: LedgerEntry[] = []): Transition => ({ contribution, entries, outcome: { kind: 'applied' } });

const CLOSED_MESSAGE: Record<'refunded' | 'released', string> = {
  refunded: 'This contribution was already refunded',
  released: 'This contribution was already released to the host',
};

/**
 * The contribution's state machine. Events may come twice or out of order (webhook replays,
 * scheduler re-runs): a replay is ignored, a late event never books a second movement, and a
 * cancelled or refunded contribution is never released.
 */
export function applyEvent(c: Contribution, event: ContributionEvent): Transition {
  switch (event.type) {
    case 'payment_succeeded': {
      if (c.status === 'pending' || c.status === 'failed') {
        const succeeded: Contribution = { ...c, status: 'succeeded', succeededAt: event.at, heldUntil: heldUntilOf(event.at) };
        const entries = [entry(c, 'charge', event.at)];
        if (event.feeCents && event.feeCents > 0) entries.push(entry(c, 'fee', event.at, event.feeCents));
        return applied(succeeded, entries);
      }
      if (c.status === 'cancelled') {
        // The guest cancelled while the payment was in flight and it went through anyway:
        // book the charge and give it straight back.
        const entries = [entry(c, 'charge', event.at)];
        if (event.feeCents && event.feeCents > 0) entries.push(entry(c, 'fee', event.at, event.feeCents));
        entries.push(entry(c, 'refund', event.at));
        return applied({ ...c, status: 'refunded', succeededAt: event.at, heldUntil: heldUntilOf(event.at), refundReason: 'cancelled' }, entries);
      }
      return ignored(c, 'payment already settled');
    }
    case 'payment_failed': {
      if (c.status === 'pending') return applied({ ...c, status: 'failed' });
      return ignored(c, c.status === 'failed' ? 'already failed' : 'late failure after the payment settled');
    }
    case 'cancel': {
      if (c.status === 'pending') return applied({ ...c, status: 'cancelled', refundReason: 'cancelled' });
      if (c.status === 'succeeded') {
        if (c.heldUntil !== null && event.at < c.heldUntil) {
          return applied({ ...c, status: 'refunded', refundReason: 'cancelled' }, [entry(c, 'refund', event.at)]);
        }
        return rejected(c, 'The 24-hour protection has ended, so this contribution can no longer be cancelled');
      }
      if (c.status === 'cancelled' || (c.status === 'refunded' && c.refundReason === 'cancelled')) return ignored(c, 'already cancelled');
      if (c.status === 'failed') return rejected(c, 'This payment failed, so there is nothing to cancel');
      return rejected(c, CLOSED_MESSAGE[c.status]);
    }
    case 'refund': {
      if (c.status === 'succeeded') return applied({ ...c, status: 'refunded', refundReason: event.reason }, [entry(c, 'refund', event.at)]);
      if (c.status === 'refunded') return ignored(c, 'already refunded');
      if (event.reason === 'provider' && (c.status === 'pending' || c.status === 'failed' || c.status === 'cancelled')) {
        // The provider refunded a charge whose success we have not seen yet: book both.
        return applied({ ...c, status: 'refunded', succeededAt: event.at, heldUntil: heldUntilOf(event.at), refundReason: c.status === 'cancelled' ? 'cancelled' : 'provider' }, [
          entry(c, 'charge', event.at),
          entry(c, 'refund', event.at),
        ]);
      }
      if (c.status === 'released') return rejected(c, 'This contribution was already released to the host and can no longer be refunded here');
      return rejected(c, 'Only a held contribution can be refunded');
    }
    case 'release': {
      if (c.status === 'succeeded') {
        if (c.heldUntil !== null && event.at >= c.heldUntil) return applied({ ...c, status: 'released' }, [entry(c, 'release', event.at)]);
        return rejected(c, 'The 24-hour protection has not ended yet');
      }
      if (c.status === 'released') return ignored(c, 'already released');
      if (c.status === 'refunded' || c.status === 'cancelled') return rejected(c, 'A cancelled or refunded contribution is never released');
      return rejected(c, 'Only a held contribution can be released');
    }
  }
}

/** A whole money book: pots with their funding choice, contributions and the ledger. */
export interface MoneyBook {
  pots: Readonly<Record<string, PotFunding>>;
  contributions: Readonly<Record<string, Contribution>>;
  entries: readonly LedgerEntry[];
}

export const emptyBook = (pots: Record<string, PotFunding> = {}): MoneyBook => ({ pots, contributions: {}, entries: [] });

export function potFundingStatus(book: MoneyBook, potId: string, now: number): FundingStatus {
  return fundingStatus(book.pots[potId] ?? NO_TARGET, balanceOfPot(book.entries, potId), now);
}

export type BookAction = { type: 'create'; contributionId: string; potId: string; amountCents: number; at: number } | ({ contributionId: string } & ContributionEvent);

/**
 * Applies one action to the book. Release also checks the pot's all-or-nothing target, so the
 * scheduler cannot pay out money that may still have to go back.
 */
export function applyToBook(book: MoneyBook, action: BookAction): { book: MoneyBook; outcome: Outcome } {
  const existing = book.contributions[action.contributionId];
  if (action.type === 'create') {
    if (existing) return { book, outcome: { kind: 'ignored', reason: 'contribution already exists' } };
    const contribution = newContribution({ id: action.contributionId, potId: action.potId, amountCents: action.amountCents, createdAt: action.at });
    return { book: { ...book, contributions: { ...book.contributions, [contribution.id]: contribution } }, outcome: { kind: 'applied' } };
  }
  if (!existing) return { book, outcome: { kind: 'rejected', message: 'Unknown contribution' } };
  const { contributionId: _id, ...event } = action;
  if (event.type === 'release' && existing.status === 'succeeded' && !releaseDue(existing, event.at, potFundingStatus(book, existing.potId, event.at))) {
    return { book, outcome: { kind: 'rejected', message: 'Not due for release yet' } };
  }
  const transition = applyEvent(existing, event);
  if (transition.outcome.kind !== 'applied') return { book, outcome: transition.outcome };
  return {
    book: {
      ...book,
      contributions: { ...book.contributions, [existing.id]: transition.contribution },
      entries: appendEntries(book.entries, transition.entries),
    },
    outcome: transition.outcome,
  };
}

/**
 * What the scheduler should do now: contributions to release and contributions to refund
 * because their pot's all-or-nothing target was missed. Running it again after the actions were
 * applied returns nothing new.
 */
export function dueActions(book: MoneyBook, now: number): { release: string[]; refundTargetMissed: string[] } {
  const release: string[] = [];
  const refundTargetMissed: string[] = [];
  const statusOfPot = new Map<string, FundingStatus>();
  for (const c of Object.values(book.contributions)) {
    if (c.status !== 'succeeded') continue;
    let status = statusOfPot.get(c.potId);
    if (status === undefined) {
      status = potFundingStatus(book, c.potId, now);
      statusOfPot.set(c.potId, status);
    }
    if (status === 'missed') refundTargetMissed.push(c.id);
    else if (releaseDue(c, now, status)) release.push(c.id);
  }
  return { release: release.sort(), refundTargetMissed: refundTargetMissed.sort() };
}
