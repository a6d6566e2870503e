import type { AppDeps } from '#worker/deps.ts';

/**
 * What the marketplace's money tells the marketplace orders once its own write has committed (the
 * orders' emails, decision 062), handed in by createApp and the scheduler so money never imports
 * the marketplace. Each is called only by the call whose write won, so a replayed webhook or a
 * second scheduler run never tells twice. Best effort on the other side: it must not throw.
 */
export interface MarketplaceOrderNotices {
  /** The group's payment was booked: its orders placed, or (paid after the group expired) refunded in full. */
  groupPaid(deps: AppDeps, groupId: string): Promise<void>;
  /** The seller's share of an order was transferred and booked. */
  orderPaidOut(deps: AppDeps, orderId: string, payout: { sellerShareCents: number; commissionCents: number; refundedCents: number }): Promise<void>;
}
