import { applyEvent } from '#core/domain/money/contribution.rules.ts';
import { fundingStatus, releaseDue } from '#core/domain/money/hold.rules.ts';
import { releaseBatchId, transferKey } from '#core/domain/money/idempotency.rules.ts';
import { balanceOfPot } from '#core/domain/money/ledger.rules.ts';
import { formatUsd } from '#core/domain/money/money.schema.ts';
import { hitRateLimit } from '#worker/db/rate-limit.repo.ts';
import type { AppDeps } from '#worker/deps.ts';
import { BOARD_EVENT_ID } from '../contributions/board-pots.repo.ts';
import { contributionOf, ledgerEntryOf, ledgerRepo, saveTransition } from '../ledger.repo.ts';
import { payoutsRepo } from '../payouts/payouts.repo.ts';
import { finishRefundRequests, requestRefund } from './refunds.service.ts';
import { type DueContribution, type PayoutTransferRow, releaseRepo } from './release.repo.ts';

export interface MoneyJobsReport {
  released: number;
  refunded: number;
  transfersSent: number;
  waitingForPayoutAccount: number;
  remindersSent: number;
  failures: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Contributions per transfer: keeps the claim's SQL small; a bigger pot is paid in several transfers. */
const MAX_BATCH = 100;

/**
 * The scheduler's money work, in an order that finishes old work before starting new: refunds
 * asked for but not booked, refunds of missed all-or-nothing targets, transfers claimed but not
 * booked (a crash or an outage last time), then new releases. Every step is idempotent and safe
 * to run concurrently with itself: a transfer is claimed in the database before the provider is
 * called and carries a key derived from its contributions, so a rerun pays nothing twice and a
 * release is booked only after the provider confirmed the transfer. A failing step (or item) is
 * logged and counted; the others still run.
 */
export async function runMoneyJobs(deps: AppDeps): Promise<MoneyJobsReport> {
  const report: MoneyJobsReport = { released: 0, refunded: 0, transfersSent: 0, waitingForPayoutAccount: 0, remindersSent: 0, failures: 0 };
  const steps: Array<[string, () => Promise<void>]> = [
    [
      'unfinished refunds',
      async () => {
        const result = await finishRefundRequests(deps);
        report.refunded += result.refunded;
        report.failures += result.failed;
      },
    ],
    ['missed funding targets', () => refundMissedTargets(deps, report)],
    ['pending transfers', () => finishPendingTransfers(deps, report)],
    ['due releases', () => releaseDueContributions(deps, report)],
  ];
  for (const [name, step] of steps) {
    await guarded(report, `money job "${name}"`, step);
  }
  return report;
}

async function guarded(report: MoneyJobsReport, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    report.failures += 1;
    console.error(`${what} failed:`, error);
  }
}

async function potStatus(deps: AppDeps, pot: DueContribution['pot']) {
  const entries = (await ledgerRepo.entriesOfPot(deps.db, pot.id)).map(ledgerEntryOf);
  return fundingStatus(pot, balanceOfPot(entries, pot.id), deps.clock.now());
}

/** Deadline passed below an all-or-nothing target: every held contribution of the pot goes back. */
async function refundMissedTargets(deps: AppDeps, report: MoneyJobsReport): Promise<void> {
  for (const pot of await releaseRepo.potsPastDeadline(deps.db, deps.clock.now())) {
    if ((await potStatus(deps, pot)) !== 'missed') continue;
    for (const id of await releaseRepo.heldInPot(deps.db, pot.id)) {
      await guarded(report, `target-missed refund of ${id}`, async () => {
        const result = await requestRefund(deps, id, 'target_missed');
        if (result === 'refunded') report.refunded += 1;
        // Asked for but not confirmed (provider outage): finishRefundRequests retries next run.
        if (result === 'in_progress') report.failures += 1;
      });
    }
  }
}

async function finishPendingTransfers(deps: AppDeps, report: MoneyJobsReport): Promise<void> {
  for (const transfer of await releaseRepo.pendingTransfers(deps.db)) {
    await guarded(report, `transfer ${transfer.id}`, () => sendTransfer(deps, transfer, report));
  }
}

/**
 * Asks the provider for a claimed transfer — everything from the stored row, so a retry sends the
 * same request under the same key — and books the release only once the provider confirmed it.
 */
async function sendTransfer(deps: AppDeps, transfer: PayoutTransferRow, report: MoneyJobsReport): Promise<void> {
  let transferId: string;
  try {
    ({ transferId } = await deps.payments.transfer({
      amountCents: transfer.amountCents,
      currency: 'usd',
      destination: transfer.destinationAccountId,
      idempotencyKey: transfer.idempotencyKey,
      transferGroup: `pot_${transfer.potId}`,
      metadata: { potId: transfer.potId, releaseBatchId: transfer.id },
    }));
  } catch (error) {
    // Outage, timeout, refusal: the outcome is unknown or the account cannot receive yet. The
    // row stays pending and the next run asks again with the same key; nothing is booked.
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    await releaseRepo.recordTransferFailure(deps.db, transfer.id, message);
    report.failures += 1;
    console.warn(`Transfer ${transfer.id} not sent this run: ${message}`);
    return;
  }
  await bookTransfer(deps, transfer, transferId, report);
}

/** Books 'release' for every contribution of a confirmed transfer, then marks the transfer sent. */
async function bookTransfer(deps: AppDeps, transfer: PayoutTransferRow, transferId: string, report: MoneyJobsReport): Promise<void> {
  const now = deps.clock.now();
  const problems: string[] = [];
  for (const id of transfer.contributionIds) {
    const outcome = await bookRelease(deps, id, transfer.id, transferId, now);
    if (outcome === 'released') report.released += 1;
    else if (outcome !== 'already') problems.push(`${id}: ${outcome}`);
  }
  if (problems.length > 0) {
    // Only possible if the provider refunded a payment on its own (a dispute) after the claim:
    // the money left anyway, so the transfer is recorded as sent with what could not be booked.
    console.error(`Transfer ${transfer.id} was sent but some releases could not be booked: ${problems.join('; ')}`);
    report.failures += 1;
  }
  if (await releaseRepo.markTransferSent(deps.db, transfer.id, transferId, now, problems.length > 0 ? problems.join('; ') : null)) {
    report.transfersSent += 1;
  }
}

/** 'released' when this call booked it, 'already' when another run did, else why it cannot be. */
async function bookRelease(deps: AppDeps, contributionId: string, batchId: string, transferId: string, now: number): Promise<string> {
  // A lost optimistic race means another writer changed the row: reload and decide again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await ledgerRepo.findContribution(deps.db, contributionId);
    if (!row) return 'contribution not found';
    if (row.status === 'released') return 'already';
    if (row.releaseBatchId !== batchId) return `claimed by another batch (${row.releaseBatchId ?? 'none'})`;
    const transition = applyEvent(contributionOf(row), { type: 'release', at: now });
    if (transition.outcome.kind === 'rejected') return transition.outcome.message;
    if (await saveTransition(deps.db, row, transition.contribution, transition.entries, { releasedAt: now, providerRef: transferId }, now)) return 'released';
  }
  throw new Error(`Release of ${contributionId} kept losing the race to other writers; the next run retries`);
}

/** Due contributions of each pot (holds ended, target rule satisfied) go to the host's payout account, or wait for one. */
async function releaseDueContributions(deps: AppDeps, report: MoneyJobsReport): Promise<void> {
  const now = deps.clock.now();
  const byPot = new Map<string, DueContribution[]>();
  for (const due of await releaseRepo.dueForRelease(deps.db, now, deps.payments.kind)) {
    byPot.set(due.pot.id, [...(byPot.get(due.pot.id) ?? []), due]);
  }
  const waiting: Waiting = new Map();
  for (const [potId, rows] of byPot) {
    await guarded(report, `release of pot ${potId}`, async () => {
      const status = await potStatus(deps, rows[0]!.pot);
      const ready = rows.filter((due) => releaseDue(contributionOf(due.contribution), now, status));
      if (ready.length === 0) return;
      const { event } = ready[0]!;
      const account = await payoutsRepo.findReceiving(deps.db, event.hostId, deps.payments.kind);
      if (!account) {
        report.waitingForPayoutAccount += ready.length;
        addWaiting(waiting, event, ready);
        return;
      }
      for (let start = 0; start < ready.length; start += MAX_BATCH) {
        await claimAndSend(deps, potId, account.accountId, ready.slice(start, start + MAX_BATCH), report);
      }
    });
  }
  await guarded(report, 'payout reminders', () => remindHosts(deps, waiting, report));
}

async function claimAndSend(deps: AppDeps, potId: string, destination: string, batch: DueContribution[], report: MoneyJobsReport): Promise<void> {
  const now = deps.clock.now();
  const members = batch.map((due) => due.contribution);
  const id = releaseBatchId(
    potId,
    members.map((c) => c.id),
  );
  const transfer = {
    id,
    potId,
    provider: deps.payments.kind,
    destinationAccountId: destination,
    amountCents: members.reduce((sum, c) => sum + c.amountCents, 0),
    idempotencyKey: transferKey(id),
  };
  // Nothing claimed: another run claimed these first (it sends them), or one was asked back meanwhile (next run recomputes).
  if ((await releaseRepo.claimBatch(deps.db, transfer, members, now)) === 0) return;
  const row = await releaseRepo.findTransfer(deps.db, id);
  if (row?.status === 'pending') await sendTransfer(deps, row, report);
}

/* ------------------------------------------ reminders ----------------------------------------- */

/** Per host, per event: title and the cents waiting for a payout account. */
type Waiting = Map<string, Map<string, { title: string; cents: number }>>;

function addWaiting(waiting: Waiting, event: DueContribution['event'], due: DueContribution[]): void {
  const events = waiting.get(event.hostId) ?? new Map<string, { title: string; cents: number }>();
  const entry = events.get(event.id) ?? { title: event.title, cents: 0 };
  entry.cents += due.reduce((sum, d) => sum + d.contribution.amountCents, 0);
  events.set(event.id, entry);
  waiting.set(event.hostId, events);
}

/**
 * At most one email a day per host (a fixed 24-hour window in the rate-limit table, which needs no
 * payout account row). A reminder that could not be sent gives its slot back, so the next run retries.
 */
async function remindHosts(deps: AppDeps, waiting: Waiting, report: MoneyJobsReport): Promise<void> {
  const now = deps.clock.now();
  const origin = (deps.env.APP_URL ?? '').replace(/\/$/, '');
  for (const [hostId, events] of waiting) {
    await guarded(report, `payout reminder to ${hostId}`, async () => {
      const email = await releaseRepo.emailOf(deps.db, hostId);
      if (!email) return;
      const key = `payout-reminder:${hostId}`;
      if (!(await hitRateLimit(deps.db, key, 1, DAY_MS, now)).allowed) return;
      try {
        await deps.mailer.send(reminderEmail(email, [...events], origin, deps.payments.label));
      } catch (error) {
        await releaseRepo.forgetRateLimit(deps.db, key);
        throw error;
      }
      await payoutsRepo.markReminded(deps.db, hostId, now);
      report.remindersSent += 1;
    });
  }
}

export function reminderEmail(to: string, events: Array<[string, { title: string; cents: number }]>, origin: string, label: string | null) {
  const total = events.reduce((sum, [, e]) => sum + e.cents, 0);
  const subject =
    events.length === 1 ? `Connect a payout account to receive ${formatUsd(total)} for ${events[0]![1].title}` : `Connect a payout account to receive ${formatUsd(total)} from your events`;
  const lines = [
    'Contributions from your guests have finished their 24-hour protection and are ready to be paid out to you.',
    'Connect a payout account to receive them; until then the money stays safely held.',
    '',
    // A birthday-board gift's money waits for its organiser; its page is the board (decision 040).
    ...events.map(([id, e]) => `${e.title}: ${formatUsd(e.cents)} — ${origin}${id === BOARD_EVENT_ID ? '/birthday-board' : `/dashboard/events/${id}/contributions`}`),
  ];
  if (label) lines.push('', label);
  return { to, subject, text: lines.join('\n') };
}
