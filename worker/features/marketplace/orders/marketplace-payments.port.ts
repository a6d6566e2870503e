import type { AppDeps } from '#worker/deps.ts';

/**
 * What the marketplace orders need from the money feature (decision 061), handed in by createApp so
 * the marketplace never imports money: one payment path, one ledger, one webhook for everything.
 */
export interface MarketplacePaymentsPort {
  /** The provider's page for a group waiting for its payment (the same page on a second ask); null while the provider cannot be reached. */
  startCheckout(deps: AppDeps, groupId: string, appOrigin: string): Promise<{ checkoutUrl: string | null }>;
  /** Asks the provider about a group still waiting for its payment, in case its webhook is late (throttled). */
  reconcile(deps: AppDeps, groupId: string): Promise<void>;
  /** Sends the order's refund rows (marked beforehand) and books them; the scheduler finishes what this could not. */
  finishRefunds(deps: AppDeps, orderId: string): Promise<'refunded' | 'in_progress'>;
}
