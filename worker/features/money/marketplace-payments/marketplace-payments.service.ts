import { commissionOf } from '#core/domain/marketplace/order.rules.ts';
import { orderMoneyKey } from '#core/domain/money/idempotency.rules.ts';
import type { AppDeps } from '#worker/deps.ts';
import { type CheckoutSessionDetails, PaymentError } from '#worker/services/payments/payment-provider.ts';
import { payoutsRepo } from '../payouts/payouts.repo.ts';
import { mayAskProvider } from '../provider-polling.service.ts';
import type { MarketplaceOrderNotices } from './marketplace-order-notices.port.ts';
import { marketplacePaymentsRepo, type RefundRow } from './marketplace-payments.repo.ts';

/**
 * The marketplace's money (decision 061), through the same provider, ledger, webhook and scheduler
 * as contributions and bookings — never a second money path. One checkout session per checkout
 * group (`order-checkout:<groupId>`); its payment books one charge per order
 * (`order-charge:<orderId>`); refunds are marketplace_refunds rows marked before the provider call
 * and sent under `order-refund:<rowId>`; 24 hours after "received" the seller's share goes to the
 * shop owner's payout account (`order-transfer:<orderId>`, with the group's charge as source
 * transaction), booked as `order-commission:<orderId>` and `order-release:<orderId>`.
 */

export const MARKETPLACE_PURPOSE = 'marketplace_checkout';

/**
 * The provider's page for a group waiting for its payment (the same page on a second ask). Null
 * when the provider cannot be reached: the stock stays reserved until the group's pay-by, and the
 * checkout's page asks again (same key, so never two sessions).
 */
export async function startGroupCheckout(deps: AppDeps, groupId: string, appOrigin: string): Promise<{ checkoutUrl: string | null }> {
  const group = await marketplacePaymentsRepo.findGroup(deps.db, groupId);
  if (!group) return { checkoutUrl: null };
  if (group.status !== 'awaiting_payment' || (group.checkoutUrl && group.provider === deps.payments.kind)) return { checkoutUrl: group.checkoutUrl };
  const returnTo = `${appOrigin}/marketplace/checkout/${group.id}`;
  try {
    const session = await deps.payments.createCheckoutSession({
      mode: 'payment',
      lineItem: { name: 'Cakeday marketplace order', amountCents: group.totalCents, currency: 'usd' },
      successUrl: `${returnTo}?paid=1`,
      cancelUrl: returnTo,
      metadata: { purpose: MARKETPLACE_PURPOSE, groupId: group.id },
      idempotencyKey: orderMoneyKey('checkout', group.id),
    });
    await marketplacePaymentsRepo.setGroupColumns(deps.db, group.id, { provider: deps.payments.kind, checkoutSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: deps.clock.now() });
    return { checkoutUrl: session.url };
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    console.warn(`checkout for group ${group.id} not started: ${error.message}`);
    return { checkoutUrl: null };
  }
}

/** The group a provider event is about: our id in the metadata (checked against the provider's ids), else its ids. */
export async function groupOfPayment(deps: AppDeps, metadata: Record<string, string>, paymentIntentId: string | null, sessionId: string | null): Promise<string | null> {
  const id = metadata.groupId;
  if (id && id.length <= 100) {
    const group = await marketplacePaymentsRepo.findGroup(deps.db, id);
    if (!group) return null;
    if (paymentIntentId && group.paymentIntentId && group.paymentIntentId !== paymentIntentId) return null;
    if (sessionId && group.checkoutSessionId && group.checkoutSessionId !== sessionId) return null;
    return id;
  }
  if (paymentIntentId) return marketplacePaymentsRepo.groupIdByPaymentIntent(deps.db, paymentIntentId);
  if (sessionId) return marketplacePaymentsRepo.groupIdByCheckoutSession(deps.db, sessionId);
  return null;
}

export async function onGroupCheckoutCompleted(deps: AppDeps, groupId: string, session: CheckoutSessionDetails, notices: MarketplaceOrderNotices): Promise<boolean> {
  if (session.paymentStatus !== 'paid') {
    if (session.paymentIntentId) {
      const group = await marketplacePaymentsRepo.findGroup(deps.db, groupId);
      if (group && !group.paymentIntentId) await marketplacePaymentsRepo.setGroupColumns(deps.db, groupId, { paymentIntentId: session.paymentIntentId });
    }
    return true;
  }
  return onGroupPaid(deps, groupId, session.paymentIntentId, notices);
}

/**
 * The group's payment went through: every order is placed and charged in one write. A replay finds
 * the group paid and changes nothing; a payment after the group expired (its stock let go) is
 * booked and refunded in full at once. Only the call whose write won tells the orders (their emails).
 */
export async function onGroupPaid(deps: AppDeps, groupId: string, paymentIntentId: string | null, notices: MarketplaceOrderNotices): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const group = await marketplacePaymentsRepo.findGroup(deps.db, groupId);
    if (!group || group.paidAt !== null) return false;
    const orders = await marketplacePaymentsRepo.ordersOfGroup(deps.db, groupId);
    const pi = group.paymentIntentId ?? paymentIntentId;
    const { won } = await marketplacePaymentsRepo.savePayment(deps.db, group, orders, pi, deps.clock.now());
    if (!won) continue;
    if (group.status === 'expired') for (const order of orders) await finishOrderRefunds(deps, order.id);
    await notices.groupPaid(deps, groupId);
    return true;
  }
  return false;
}

/**
 * Webhooks are the source of truth, but one may come late: while a group waits for its payment,
 * its page asks the provider about the session (at most every 10 s) and applies a paid one through
 * the same path as checkout.completed (idempotent). Any provider trouble just leaves it waiting.
 */
export async function reconcileGroupCheckout(deps: AppDeps, groupId: string, notices: MarketplaceOrderNotices): Promise<void> {
  const group = await marketplacePaymentsRepo.findGroup(deps.db, groupId);
  if (!group || group.paidAt !== null || !group.checkoutSessionId || group.provider !== deps.payments.kind) return;
  if (!(await mayAskProvider(deps, `reconcile-group:${group.id}`))) return;
  let session: CheckoutSessionDetails;
  try {
    session = await deps.payments.retrieveCheckoutSession(group.checkoutSessionId);
  } catch (error) {
    if (error instanceof PaymentError) return;
    throw error;
  }
  if (session.status === 'complete' && session.metadata.groupId === group.id) await onGroupCheckoutCompleted(deps, group.id, session, notices);
}

/** Sends every open refund row of an order; anything the provider does not confirm waits for the scheduler. */
export async function finishOrderRefunds(deps: AppDeps, orderId: string): Promise<'refunded' | 'in_progress'> {
  let done = true;
  for (const open of await marketplacePaymentsRepo.listOpenRefunds(deps.db, 50, orderId)) {
    if ((await sendRefund(deps, open.refund, open.paymentIntentId!, open.groupId)) !== 'refunded') done = false;
  }
  return done ? 'refunded' : 'in_progress';
}

async function sendRefund(deps: AppDeps, refund: RefundRow, paymentIntentId: string, groupId: string): Promise<'refunded' | 'in_progress'> {
  try {
    const result = await deps.payments.refund({
      paymentIntentId,
      amountCents: refund.amountCents,
      idempotencyKey: orderMoneyKey('refund', refund.id),
      reason: 'requested_by_customer',
      metadata: { purpose: MARKETPLACE_PURPOSE, groupId, orderId: refund.orderId },
    });
    await marketplacePaymentsRepo.bookRefund(deps.db, refund, result.refundId, deps.clock.now());
    return 'refunded';
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    console.warn(`refund ${refund.id} of order ${refund.orderId} not finished: ${error.message}`);
    return 'in_progress';
  }
}

export interface MarketplaceMoneyReport {
  refunded: number;
  paidOut: number;
  waitingForPayoutAccount: number;
  failures: number;
}

/** The scheduler's marketplace money work: finish interrupted refunds, then pay out the shares that are due. */
export async function runMarketplaceMoneyJobs(deps: AppDeps, notices: MarketplaceOrderNotices): Promise<MarketplaceMoneyReport> {
  const report: MarketplaceMoneyReport = { refunded: 0, paidOut: 0, waitingForPayoutAccount: 0, failures: 0 };
  for (const open of await marketplacePaymentsRepo.listOpenRefunds(deps.db, 200)) {
    if ((await sendRefund(deps, open.refund, open.paymentIntentId!, open.groupId)) === 'refunded') report.refunded += 1;
    else report.failures += 1;
  }
  for (const due of await marketplacePaymentsRepo.listPayoutsDue(deps.db, deps.clock.now(), 200)) {
    const outcome = await payOutOrder(deps, due.id, due.ownerUserId, notices);
    if (outcome === 'paid') report.paidOut += 1;
    else if (outcome === 'no-account') report.waitingForPayoutAccount += 1;
    else if (outcome === 'failed') report.failures += 1;
  }
  return report;
}

/**
 * Transfers the seller's share (kept less the commission at the order's frozen rate) to the shop
 * owner's connected account, with the group's charge as its source. Without an account the share
 * waits on the platform. A transfer already asked for goes again to the same account, same key.
 */
async function payOutOrder(deps: AppDeps, orderId: string, ownerUserId: string, notices: MarketplaceOrderNotices): Promise<'paid' | 'no-account' | 'failed' | 'skipped'> {
  let found = await marketplacePaymentsRepo.findOrder(deps.db, orderId);
  if (!found || found.order.releasedAt !== null || found.order.status !== 'received' || found.order.paidAt === null) return 'skipped';
  if (found.order.payoutDueAt === null || found.order.payoutDueAt > deps.clock.now()) return 'skipped';
  const refunds = await marketplacePaymentsRepo.refundsOfOrder(deps.db, orderId);
  if (refunds.some((refund) => refund.refundedAt === null)) return 'skipped'; // the refund goes first
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const { commissionCents, sellerShareCents } = commissionOf(found.order.commissionRateBp, found.order.totalCents, refundedCents);
  let destination = found.order.payoutAccountId;
  if (found.order.payoutRequestedAt === null || destination === null) {
    const account = await payoutsRepo.findByUser(deps.db, ownerUserId);
    if (!account || !account.payoutsEnabled || account.provider !== deps.payments.kind) return 'no-account';
    await marketplacePaymentsRepo.claimPayout(deps.db, orderId, account.accountId, deps.clock.now());
    found = await marketplacePaymentsRepo.findOrder(deps.db, orderId);
    if (!found?.order.payoutAccountId) return 'skipped';
    destination = found.order.payoutAccountId;
  }
  let transferId: string | null = null;
  if (sellerShareCents > 0) {
    try {
      ({ transferId } = await deps.payments.transfer({
        amountCents: sellerShareCents,
        currency: 'usd',
        destination,
        idempotencyKey: orderMoneyKey('transfer', orderId),
        transferGroup: `checkout_${found.order.groupId}`,
        ...(found.paymentIntentId ? { sourceTransaction: found.paymentIntentId } : {}),
        metadata: { purpose: MARKETPLACE_PURPOSE, groupId: found.order.groupId, orderId },
      }));
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      console.warn(`payout of order ${orderId} not sent this run: ${message}`);
      return 'failed';
    }
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const { order } = found;
    const now = deps.clock.now();
    const entries = [
      ...(commissionCents > 0 ? [{ kind: 'commission' as const, orderId, amountCents: commissionCents, idempotencyKey: orderMoneyKey('commission', orderId), providerRef: null, at: now }] : []),
      ...(sellerShareCents > 0 ? [{ kind: 'release' as const, orderId, amountCents: sellerShareCents, idempotencyKey: orderMoneyKey('release', orderId), providerRef: transferId, at: now }] : []),
    ];
    if (await marketplacePaymentsRepo.savePayout(deps.db, order, { transferId, releasedAt: now, commissionCents }, entries, now)) {
      await notices.orderPaidOut(deps, orderId, { sellerShareCents, commissionCents, refundedCents });
      return 'paid';
    }
    const again = await marketplacePaymentsRepo.findOrder(deps.db, orderId);
    if (!again || again.order.releasedAt !== null) return 'skipped';
    found = again;
  }
  return 'failed';
}
