import { applyEvent, type ContributionEvent, type Outcome } from '#core/domain/money/contribution.rules.ts';
import type { AppDeps } from '#worker/deps.ts';
import { contributionOf, type ContributionRow, ledgerRepo, saveTransition } from '../ledger.repo.ts';

type Extra = Parameters<typeof saveTransition>[4];

/** What to do with the row as it is now; null = nothing (the row is not in a state this caller acts on). */
export type Decide = (row: ContributionRow) => { event: ContributionEvent; extra?: Extra } | null;

export interface TransitionResult {
  row: ContributionRow;
  outcome: Outcome;
}

const MAX_TRIES = 3;

/**
 * Applies one core event to a contribution and saves state + ledger together. Another writer (a
 * webhook, a cancel, the scheduler) may win the optimistic race: then the row is reloaded and the
 * decision taken again on what it has become, at most three times. Returns null for an unknown id.
 */
export async function transition(deps: AppDeps, contributionId: string, decide: Decide): Promise<TransitionResult | null> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const row = await ledgerRepo.findContribution(deps.db, contributionId);
    if (!row) return null;
    const plan = decide(row);
    if (!plan) return { row, outcome: { kind: 'ignored', reason: 'not in a state this step acts on' } };
    const next = applyEvent(contributionOf(row), plan.event);
    if (next.outcome.kind !== 'applied') return { row, outcome: next.outcome };
    const now = deps.clock.now();
    if (await saveTransition(deps.db, row, next.contribution, next.entries, plan.extra ?? {}, now)) {
      return { row: (await ledgerRepo.findContribution(deps.db, contributionId))!, outcome: next.outcome };
    }
  }
  throw new Error(`contribution ${contributionId}: still changing after ${MAX_TRIES} attempts`);
}
