import type { PayoutAccountView } from '#core/domain/money/money-view.schema.ts';
import type { AppDeps } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { type AccountStatus, idempotencyKeyFor, PaymentError } from '#worker/services/payments/payment-provider.ts';
import { type PayoutAccountRow, payoutsRepo } from './payouts.repo.ts';

/** Where the provider's onboarding sends the member back when the platform does not say (their dashboard). */
export const DEFAULT_PAYOUT_RETURN_PATH = '/dashboard';

/** A row made with another provider (the server switched between demo and Stripe) cannot receive this provider's money. */
function currentRow(deps: AppDeps, row: PayoutAccountRow | undefined): PayoutAccountRow | undefined {
  return row && row.provider === deps.payments.kind ? row : undefined;
}

function viewOf(deps: AppDeps, row: PayoutAccountRow | undefined): PayoutAccountView {
  return {
    connected: row !== undefined,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    detailsSubmitted: row?.detailsSubmitted ?? false,
    providerLabel: deps.payments.label,
  };
}

/**
 * The member's payout account. While it is not enabled yet the provider is asked directly, since
 * the account.updated webhook may be late; if the provider is down the stored state is answered.
 */
export async function payoutAccountView(deps: AppDeps, userId: string): Promise<PayoutAccountView> {
  let row = currentRow(deps, await payoutsRepo.findByUser(deps.db, userId));
  if (row && !row.payoutsEnabled) {
    try {
      const status = await deps.payments.getAccountStatus(row.accountId);
      await payoutsRepo.updateStatus(deps.db, status, deps.clock.now());
      row = { ...row, payoutsEnabled: status.payoutsEnabled, detailsSubmitted: status.detailsSubmitted };
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      console.warn(`Payout account ${row.accountId}: status refresh failed, answering the stored state (${error.message})`);
    }
  }
  return viewOf(deps, row);
}

function unavailable(error: unknown): never {
  if (error instanceof PaymentError) {
    console.warn(`Payout onboarding failed: ${error.name} ${error.message}`);
    throw new ApiError(503, 'The payment provider could not set up payouts just now. Please try again in a few minutes.');
  }
  throw error;
}

/**
 * Creates the member's connected account once (the idempotency key comes from the user id, so a
 * double click or a retry gets the same account) and answers the provider's onboarding link.
 */
export async function startOnboarding(deps: AppDeps, user: { id: string; email: string }, origin: string, returnPath = DEFAULT_PAYOUT_RETURN_PATH): Promise<{ url: string }> {
  const { db, payments } = deps;
  let row = await payoutsRepo.findByUser(db, user.id);
  if (!currentRow(deps, row)) {
    let accountId: string;
    try {
      ({ accountId } = await payments.createConnectedAccount({
        email: user.email,
        idempotencyKey: idempotencyKeyFor('connect', payments.kind, user.id),
        metadata: { userId: user.id },
      }));
    } catch (error) {
      unavailable(error);
    }
    const now = deps.clock.now();
    if (row) await payoutsRepo.replaceProvider(db, user.id, { provider: payments.kind, accountId }, now);
    else await payoutsRepo.insertOnce(db, { userId: user.id, provider: payments.kind, accountId }, now);
    row = await payoutsRepo.findByUser(db, user.id);
  }
  try {
    // `done`: back from the provider (the status is refreshed on the next read); `refresh`: the link
    // expired or was used, so the page offers to start again.
    const back = `${origin}${returnPath}`;
    return await payments.createOnboardingLink({ accountId: row!.accountId, refreshUrl: `${back}?payouts=refresh`, returnUrl: `${back}?payouts=done` });
  } catch (error) {
    return unavailable(error);
  }
}

/** Stores a connected account's new status (from the account.updated webhook). Unknown accounts are ignored. */
export async function handleAccountUpdated(deps: AppDeps, account: AccountStatus): Promise<void> {
  await payoutsRepo.updateStatus(deps.db, account, deps.clock.now());
}
