import type { AppDeps } from '../../deps.ts';
import type { DemoWebhookDelivery } from '../../services/payments/demo-provider.ts';
import { type CheckoutSessionDetails, type NormalizedWebhookEvent, PaymentError } from '../../services/payments/payment-provider.ts';
import { mayAskProvider } from './provider-polling.service.ts';
import { handleBillingEvent } from './billing/billing-events.service.ts';
import { bookBookingRefund, bookingOfPayment, onBookingCheckoutCompleted, onBookingCheckoutExpired, onBookingPaid } from './booking-payments/booking-payments.service.ts';
import type { MarketplaceOrderNotices } from './marketplace-payments/marketplace-order-notices.port.ts';
import { groupOfPayment, MARKETPLACE_PURPOSE, onGroupCheckoutCompleted, onGroupPaid } from './marketplace-payments/marketplace-payments.service.ts';
import { sendContributionEmails } from './contributions/contribution-emails.service.ts';
import { transition } from './contributions/contribution-state.service.ts';
import type { ContributionRow } from './ledger.repo.ts';
import { ledgerRepo } from './ledger.repo.ts';
import { moneyRepo } from './money.repo.ts';
import { handleAccountUpdated } from './payouts/payouts.service.ts';
import { bookRequestedRefund, finishRefund } from './release/refunds.service.ts';

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

/** What the webhook tells other features after applying an event (handed in by createApp). */
export interface WebhookNotices {
  marketplaceOrders: MarketplaceOrderNotices;
}

/**
 * The demo provider's signed events, delivered in process: the same verify → dedupe → apply path
 * as Stripe's webhook.
 */
export async function handleDemoDelivery(deps: AppDeps, delivery: DemoWebhookDelivery, notices: WebhookNotices): Promise<void> {
  await processWebhook(deps, delivery.rawBody, delivery.signatureHeader, notices);
}

/**
 * Verify (throws WebhookSignatureError) → claim the event id (a replay stops here) → apply. If
 * applying throws, the id is given back so the provider's retry is processed; every effect is
 * idempotent by itself (state machine + ledger keys), so a retry after a partial effect is safe.
 */
export async function processWebhook(deps: AppDeps, rawBody: string, signatureHeader: string | null | undefined, notices: WebhookNotices): Promise<WebhookResult> {
  const event = await deps.payments.verifyWebhook(rawBody, signatureHeader);
  const claimed = await moneyRepo.claimWebhookEvent(deps.db, {
    id: event.id,
    provider: deps.payments.kind,
    type: event.type,
    createdAt: event.createdAt,
    processedAt: deps.clock.now(),
  });
  if (!claimed) return 'duplicate';
  try {
    return (await dispatch(deps, event, notices)) ? 'processed' : 'ignored';
  } catch (error) {
    await moneyRepo.releaseWebhookEvent(deps.db, event.id);
    throw error;
  }
}

const BILLING_PURPOSES = new Set(['plan', 'test_payment']);
const isBilling = (metadata: Record<string, string>) => BILLING_PURPOSES.has(metadata.purpose ?? '');
const isBooking = (metadata: Record<string, string>) => metadata.purpose === 'venue_booking';

/** A venue booking's payment events (booking-payments.service.ts): same verify → dedupe path, its own effects. */
async function dispatchBooking(deps: AppDeps, event: NormalizedWebhookEvent): Promise<boolean> {
  switch (event.type) {
    case 'checkout.completed':
    case 'checkout.expired': {
      const id = await bookingOfPayment(deps, event.session.metadata, event.session.paymentIntentId, event.session.sessionId);
      if (!id) return false;
      return event.type === 'checkout.completed' ? onBookingCheckoutCompleted(deps, id, event.session) : onBookingCheckoutExpired(deps, id);
    }
    case 'payment.succeeded': {
      const id = await bookingOfPayment(deps, event.metadata, event.paymentIntentId, null);
      return id ? onBookingPaid(deps, id, event.paymentIntentId) : false;
    }
    default:
      // A declined card leaves the checkout open for another try; the slot is held until its deadline.
      return false;
  }
}

const isMarketplace = (metadata: Record<string, string>) => metadata.purpose === MARKETPLACE_PURPOSE;

/**
 * A marketplace checkout group's payment (decision 061). An expired session is left to the order
 * timers (the group's pay-by lets its stock go); a declined card leaves the checkout open.
 */
async function dispatchMarketplace(deps: AppDeps, event: NormalizedWebhookEvent, notices: MarketplaceOrderNotices): Promise<boolean> {
  if (event.type === 'checkout.completed') {
    const id = await groupOfPayment(deps, event.session.metadata, event.session.paymentIntentId, event.session.sessionId);
    return id ? onGroupCheckoutCompleted(deps, id, event.session, notices) : false;
  }
  if (event.type === 'payment.succeeded') {
    const id = await groupOfPayment(deps, event.metadata, event.paymentIntentId, null);
    return id ? onGroupPaid(deps, id, event.paymentIntentId, notices) : false;
  }
  return false;
}

async function dispatch(deps: AppDeps, event: NormalizedWebhookEvent, notices: WebhookNotices): Promise<boolean> {
  if ((event.type === 'checkout.completed' || event.type === 'checkout.expired') && isMarketplace(event.session.metadata)) return dispatchMarketplace(deps, event, notices.marketplaceOrders);
  if ((event.type === 'payment.succeeded' || event.type === 'payment.failed') && isMarketplace(event.metadata)) return dispatchMarketplace(deps, event, notices.marketplaceOrders);
  if ((event.type === 'checkout.completed' || event.type === 'checkout.expired') && isBooking(event.session.metadata)) return dispatchBooking(deps, event);
  if ((event.type === 'payment.succeeded' || event.type === 'payment.failed') && isBooking(event.metadata)) return dispatchBooking(deps, event);
  switch (event.type) {
    case 'checkout.completed':
    case 'checkout.expired': {
      if (isBilling(event.session.metadata) || event.session.mode === 'subscription') return handleBillingEvent(deps, event);
      const row = await findContribution(deps, event.session.metadata, null, event.session.sessionId);
      // Not ours: billing may know the session (a purchase started without our purpose marker).
      if (!row) return handleBillingEvent(deps, event);
      return event.type === 'checkout.completed' ? onCheckoutCompleted(deps, row, event.session) : onFailed(deps, row, 'checkout_expired');
    }
    case 'payment.succeeded':
    case 'payment.failed': {
      if (isBilling(event.metadata)) return handleBillingEvent(deps, event);
      const row = await findContribution(deps, event.metadata, event.paymentIntentId, null);
      if (!row) return handleBillingEvent(deps, event);
      return event.type === 'payment.succeeded' ? onPaid(deps, row, event.paymentIntentId) : onFailed(deps, row, event.failureCode ?? 'payment_failed', event.paymentIntentId);
    }
    case 'refund.updated': {
      const row = event.paymentIntentId ? await moneyRepo.findByPaymentIntent(deps.db, event.paymentIntentId) : undefined;
      if (!row) {
        const bookingId = event.paymentIntentId ? await bookingOfPayment(deps, {}, event.paymentIntentId, null) : null;
        if (bookingId) return event.status === 'succeeded' ? bookBookingRefund(deps, bookingId, event.refundId) : false;
        // A marketplace refund is booked by its own call or by the scheduler's retry under the same key.
        if (event.paymentIntentId && (await groupOfPayment(deps, {}, event.paymentIntentId, null))) return false;
        return handleBillingEvent(deps, event);
      }
      return event.status === 'succeeded' ? onRefunded(deps, row, event.refundId) : false;
    }
    case 'account.updated':
      await handleAccountUpdated(deps, event.account);
      return true;
    case 'subscription.updated':
    case 'subscription.deleted':
      return handleBillingEvent(deps, event);
    case 'other':
      return false;
  }
}

/** By our id in the metadata (checked against the provider's ids), else by the payment intent or the session. */
async function findContribution(deps: AppDeps, metadata: Record<string, string>, paymentIntentId: string | null, sessionId: string | null): Promise<ContributionRow | undefined> {
  const id = metadata.contributionId;
  if (id && id.length <= 100) {
    const row = await ledgerRepo.findContribution(deps.db, id);
    // Ids given to the provider never change: a mismatch is not this contribution's payment.
    if (row && (!paymentIntentId || !row.paymentIntentId || row.paymentIntentId === paymentIntentId)) return row;
    return undefined;
  }
  if (paymentIntentId) return moneyRepo.findByPaymentIntent(deps.db, paymentIntentId);
  if (sessionId) return moneyRepo.findByCheckoutSession(deps.db, sessionId);
  return undefined;
}

/**
 * Webhooks are the source of truth, but Stripe may deliver them late (and a demo delivery that
 * failed half way is not sent again): while a contribution is pending, its page asks the provider
 * about the session and, when it is paid, applies it through the same path as checkout.completed
 * (idempotent). Any provider trouble just leaves it pending.
 */
export async function reconcileCheckout(deps: AppDeps, row: ContributionRow): Promise<void> {
  if (row.status !== 'pending' || !row.checkoutSessionId || row.provider !== deps.payments.kind) return;
  if (!(await mayAskProvider(deps, `reconcile-contribution:${row.id}`))) return;
  let session: CheckoutSessionDetails;
  try {
    session = await deps.payments.retrieveCheckoutSession(row.checkoutSessionId);
  } catch (error) {
    if (error instanceof PaymentError) return;
    throw error;
  }
  if (session.status === 'complete' && session.metadata.contributionId === row.id) await onCheckoutCompleted(deps, row, session);
}

async function onCheckoutCompleted(deps: AppDeps, row: ContributionRow, session: CheckoutSessionDetails): Promise<boolean> {
  if (session.paymentIntentId && !row.paymentIntentId) {
    await moneyRepo.setContributionColumns(deps.db, row.id, { paymentIntentId: session.paymentIntentId, updatedAt: deps.clock.now() });
  }
  if (session.paymentStatus !== 'paid') return true;
  return onPaid(deps, row, session.paymentIntentId);
}

/**
 * The payment went through. A contribution cancelled meanwhile is booked as charged and refunded at
 * once, and its refund is asked for here (refund:<id>; the scheduler finishes it if this fails).
 */
async function onPaid(deps: AppDeps, row: ContributionRow, paymentIntentId: string | null): Promise<boolean> {
  const now = deps.clock.now();
  const result = await transition(deps, row.id, (current) => {
    const pi = current.paymentIntentId ?? paymentIntentId;
    const extra = { paymentIntentId: pi, providerRef: pi, failureCode: null };
    if (current.status === 'cancelled')
      return { event: { type: 'payment_succeeded', at: now }, extra: { ...extra, refundRequestedAt: now, refundRequestReason: 'cancelled' as const, refundedAt: now } };
    return { event: { type: 'payment_succeeded', at: now }, extra };
  });
  if (!result) return false;
  if (result.outcome.kind === 'applied' && result.row.status === 'refunded' && result.row.refundId === null) await finishRefund(deps, result.row);
  if (result.outcome.kind === 'applied' && result.row.status === 'succeeded') await sendContributionEmails(deps, result.row);
  return result.outcome.kind === 'applied';
}

async function onFailed(deps: AppDeps, row: ContributionRow, failureCode: string, paymentIntentId: string | null = null): Promise<boolean> {
  const result = await transition(deps, row.id, (current) => ({
    event: { type: 'payment_failed', at: deps.clock.now() },
    extra: { failureCode, ...(paymentIntentId && !current.paymentIntentId ? { paymentIntentId } : {}) },
  }));
  // A second decline on the same checkout: keep the latest reason, for the contributor's page.
  if (result?.outcome.kind === 'ignored' && result.row.status === 'failed' && result.row.failureCode !== failureCode) {
    await moneyRepo.setContributionColumns(deps.db, row.id, { failureCode, updatedAt: deps.clock.now() });
  }
  return result?.outcome.kind === 'applied';
}

/**
 * A refund we asked for is booked by bookRequestedRefund (whichever of this event and the caller
 * comes first). A refund nobody asked for here (the provider's dashboard, a dispute) is booked with
 * reason 'provider' while the money is held; after release it is a support matter and is left alone.
 */
async function onRefunded(deps: AppDeps, row: ContributionRow, refundId: string): Promise<boolean> {
  if (row.refundRequestedAt !== null) {
    if (row.status === 'succeeded') return bookRequestedRefund(deps, row.id, refundId);
    if (row.status === 'refunded' && row.refundId === null) {
      await moneyRepo.setContributionColumns(deps.db, row.id, { refundId, updatedAt: deps.clock.now() });
      return true;
    }
    return false;
  }
  const now = deps.clock.now();
  const result = await transition(deps, row.id, (current) =>
    current.refundRequestedAt !== null ? null : { event: { type: 'refund', at: now, reason: 'provider' }, extra: { refundId, refundedAt: now, providerRef: refundId } },
  );
  if (result?.outcome.kind === 'rejected') console.warn(`refund ${refundId} of contribution ${row.id} not booked: ${result.outcome.message}`);
  return result?.outcome.kind === 'applied';
}
