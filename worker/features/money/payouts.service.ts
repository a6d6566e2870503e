import type { AppDeps } from '../../deps.ts';
import type { AccountStatus } from '../../services/payments/payment-provider.ts';

/** Stores a connected account's new status (from the account.updated webhook). OWNER: release & payouts (replace this body). */
export async function handleAccountUpdated(_deps: AppDeps, _account: AccountStatus): Promise<void> {
  throw new Error('pending: payouts.service.ts is being written');
}
