import { balanceOfPot } from '#core/domain/money/ledger.rules.ts';
import type { AppDeps } from '#worker/deps.ts';
import { randomId } from '#worker/services/tokens.ts';
import { ledgerEntryOf } from '../ledger.repo.ts';
import { BOARD_EVENT_ID, boardPotsRepo } from './board-pots.repo.ts';
import { ANONYMOUS } from './money-views.service.ts';

/**
 * Pots of the birthday board's group gifts (decision 040): ordinary money pots of kind
 * `board_gift`, so contributions, the 24-hour hold, the ledger, refunds and payouts are the same
 * code as an event's. What differs is decided from the pot's own columns: the payout goes to
 * `payee_user_id` (the organiser) and `hidden_from_user_id` (the celebrant) never sees or pays into
 * it (money-access.service.ts). The birthday-board feature reaches these functions only through
 * the port createApp hands it.
 */
export interface BoardPotInput {
  /** Unique per gift: `board:<giftId>`. */
  slot: string;
  title: string;
  description: string | null;
  targetCents: number;
  minCents: number;
  maxCents: number;
  organiserId: string;
  celebrantId: string;
}

export interface BoardPotTotals {
  raisedCents: number;
  /** One name per contribution that counts, oldest first; "Anonymous" for those who chose it. */
  givers: string[];
  open: boolean;
  minCents: number;
  maxCents: number;
}

export async function createBoardPot(deps: AppDeps, input: BoardPotInput): Promise<string> {
  const now = deps.clock.now();
  await boardPotsRepo.ensureBoardEvent(deps.db, now);
  const id = randomId();
  await boardPotsRepo.insertPot(deps.db, {
    id,
    eventId: BOARD_EVENT_ID,
    kind: 'board_gift',
    slot: input.slot,
    title: input.title,
    description: input.description,
    minCents: input.minCents,
    maxCents: input.maxCents,
    // Shown only: a group gift pays out what was given, reached or not (no all-or-nothing refunds).
    targetCents: input.targetCents,
    deadline: null,
    refundIfTargetMissed: false,
    status: 'open',
    createdByUserId: input.organiserId,
    payeeUserId: input.organiserId,
    hiddenFromUserId: input.celebrantId,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export async function discardUnusedBoardPot(deps: AppDeps, potId: string): Promise<void> {
  await boardPotsRepo.deleteUnusedPot(deps.db, potId);
}

/** Raised amounts (charged − refunded, as on every pot) and givers of board pots, by pot id. */
export async function boardPotTotals(deps: AppDeps, potIds: string[]): Promise<Map<string, BoardPotTotals>> {
  const [pots, entries, giving] = await Promise.all([boardPotsRepo.boardPots(deps.db, potIds), boardPotsRepo.entriesOfPots(deps.db, potIds), boardPotsRepo.givingContributions(deps.db, potIds)]);
  const ledger = entries.map(ledgerEntryOf);
  const totals = new Map<string, BoardPotTotals>();
  for (const pot of pots) {
    const balance = balanceOfPot(ledger, pot.id);
    const givers = giving.filter((row) => row.potId === pot.id).map((row) => (row.anonymous ? ANONYMOUS : (row.contributorName ?? row.memberName ?? ANONYMOUS)));
    totals.set(pot.id, { raisedCents: balance.charged - balance.refunded, givers, open: pot.status === 'open', minCents: pot.minCents, maxCents: pot.maxCents });
  }
  return totals;
}
