import type { Context } from 'hono';
import { applyEvent } from '#core/domain/money/contribution.rules.ts';
import { releaseDue } from '#core/domain/money/hold.rules.ts';
import { balances } from '#core/domain/money/ledger.rules.ts';
import type { ContributionHostView, EventMoneyView } from '#core/domain/money/money-view.schema.ts';
import type { AppBindings } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { contributionOf, type ContributionRow, ledgerEntryOf, ledgerRepo } from '../ledger.repo.ts';
import type { MoneyEventRow } from '../money.repo.ts';
import { moneyRepo } from '../money.repo.ts';
import { balanceView, contributionHostView, potFundingOf } from './money-views.service.ts';
import { hostPotViews } from './pots.service.ts';
import { requestRefund } from '../release/refunds.service.ts';

type Ctx = Context<AppBindings>;

/**
 * Contributions that took money (held, paid out, or given back). A checkout that was started and
 * abandoned, expired or failed gave nothing: it is no contribution to the host, who would otherwise
 * count "2 contributions" for one payment; only its contributor sees it, as waiting for payment.
 */
const PAID = new Set<ContributionRow['status']>(['succeeded', 'released', 'refunded']);

/** The event's money as its hosts see it: pots, contributions newest first, totals from the ledger. */
export async function eventMoney(c: Ctx, event: MoneyEventRow): Promise<{ view: EventMoneyView; rows: ContributionRow[] }> {
  const { db, clock, payments } = c.get('deps');
  const now = clock.now();
  const [pots, allRows, entryRows, payout, potViews] = await Promise.all([
    moneyRepo.listPots(db, event.id),
    moneyRepo.listOfEvent(db, event.id),
    ledgerRepo.entriesOfEvent(db, event.id),
    moneyRepo.findPayoutAccount(db, event.hostId),
    hostPotViews(c, event),
  ]);
  const rows = allRows.filter((row) => PAID.has(row.status));
  const entries = entryRows.map(ledgerEntryOf);
  const funding = new Map(pots.map((pot) => [pot.id, potFundingOf(pot, entries, now)]));
  const titles = new Map(pots.map((pot) => [pot.id, pot.title]));
  // Due to the host but not paid out yet: past the hold, target rule satisfied, no refund asked for.
  const awaitingPayoutCents = rows
    .filter((row) => row.refundRequestedAt === null && releaseDue(contributionOf(row), now, funding.get(row.potId) ?? 'none'))
    .reduce((sum, row) => sum + row.amountCents, 0);
  const view: EventMoneyView = {
    eventId: event.id,
    eventTitle: event.title,
    providerLabel: payments.label,
    totals: balanceView(balances(entries).platform),
    pots: potViews,
    contributions: rows.map((row) => contributionHostView(row, titles.get(row.potId) ?? '', funding.get(row.potId) ?? 'none', now)),
    payout: { connected: payout !== undefined, payoutsEnabled: payout?.payoutsEnabled ?? false },
    awaitingPayoutCents,
  };
  return { view, rows };
}

/** A host (or co-host) gives a held contribution back in full; after release it is a 409. */
export async function hostRefund(c: Ctx, event: MoneyEventRow, contributionId: string): Promise<ContributionHostView> {
  const deps = c.get('deps');
  const { db, clock } = deps;
  const row = contributionId.length <= 100 ? await ledgerRepo.findContribution(db, contributionId) : undefined;
  if (!row || row.eventId !== event.id) throw new ApiError(404, 'Contribution not found');
  const check = applyEvent(contributionOf(row), { type: 'refund', at: clock.now(), reason: 'host' });
  if (check.outcome.kind === 'rejected') throw new ApiError(409, check.outcome.message);
  if (check.outcome.kind === 'applied') {
    const outcome = await requestRefund(deps, row.id, 'host');
    const after = (await ledgerRepo.findContribution(db, row.id))!;
    if (outcome === 'already' && after.status === 'succeeded' && after.refundRequestedAt === null) {
      throw new ApiError(409, 'This contribution is being paid out to the host right now and can no longer be refunded.');
    }
  }
  const after = (await ledgerRepo.findContribution(db, row.id))!;
  const pot = await moneyRepo.findPot(db, after.potId);
  const entries = (await ledgerRepo.entriesOfPot(db, after.potId)).map(ledgerEntryOf);
  return contributionHostView(after, pot?.title ?? '', pot ? potFundingOf(pot, entries, clock.now()) : 'none', clock.now());
}
