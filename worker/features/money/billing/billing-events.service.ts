import type { AppDeps } from '#worker/deps.ts';
import { type CheckoutSessionDetails, idempotencyKeyFor, type NormalizedWebhookEvent, PaymentError, type SubscriptionStatus } from '#worker/services/payments/payment-provider.ts';
import { billingRepo, type PurchaseRow, type PurchaseStatus } from './billing.repo.ts';
import { mayAskProvider } from '../provider-polling.service.ts';

/**
 * Plan purchases, the Pro subscription and test payments react to the provider's events. Every
 * change is a conditional update from the states it may come from, so a replayed event, a late
 * one, or two deliveries at once change nothing twice and never move a purchase backwards (a
 * cancelled subscription never becomes active again). Answers true when the event was about
 * billing (metadata.purpose 'plan' / 'test_payment', or a purchase we know by its ids).
 */
export async function handleBillingEvent(deps: AppDeps, event: NormalizedWebhookEvent): Promise<boolean> {
  switch (event.type) {
    case 'checkout.completed': {
      const purchase = await purchaseOfSession(deps, event.session);
      if (!purchase) return false;
      await checkoutCompleted(deps, purchase, event.session, event.createdAt);
      return true;
    }
    case 'checkout.expired': {
      const purchase = await purchaseOfSession(deps, event.session);
      if (!purchase) return false;
      await billingRepo.transition(deps.db, purchase.id, ['pending'], { status: 'expired', updatedAt: event.createdAt });
      return true;
    }
    case 'payment.succeeded': {
      const purchase = await purchaseOfMetadata(deps, event.metadata);
      if (!purchase) return false;
      // One-time purchases: the same as checkout.completed, whichever arrives first.
      if (purchase.kind !== 'pro') await markPaid(deps, purchase, event.paymentIntentId, event.createdAt);
      return true;
    }
    case 'payment.failed': {
      // The payer may still try another card on the same checkout: the purchase stays pending.
      const purchase = await purchaseOfMetadata(deps, event.metadata);
      if (!purchase) return false;
      await billingRepo.transition(deps.db, purchase.id, ['pending'], { failureCode: event.failureCode ?? 'payment_failed' });
      return true;
    }
    case 'refund.updated': {
      const purchase = event.paymentIntentId ? await billingRepo.findByPaymentIntent(deps.db, event.paymentIntentId) : undefined;
      if (!purchase) return false;
      if (event.status === 'succeeded') await billingRepo.transition(deps.db, purchase.id, ['paid'], { status: 'refunded', updatedAt: event.createdAt });
      return true;
    }
    case 'subscription.updated':
    case 'subscription.deleted':
      return subscriptionChanged(deps, event);
    default:
      return false;
  }
}

async function purchaseOfMetadata(deps: AppDeps, metadata: Record<string, string>): Promise<PurchaseRow | undefined> {
  if (metadata.purpose !== 'plan' && metadata.purpose !== 'test_payment') return undefined;
  const id = metadata.purchaseId;
  return id ? billingRepo.findPurchase(deps.db, id) : undefined;
}

async function purchaseOfSession(deps: AppDeps, session: CheckoutSessionDetails): Promise<PurchaseRow | undefined> {
  return (await purchaseOfMetadata(deps, session.metadata)) ?? (await billingRepo.findBySession(deps.db, session.sessionId));
}

async function checkoutCompleted(deps: AppDeps, purchase: PurchaseRow, session: CheckoutSessionDetails, at: number): Promise<void> {
  if (purchase.kind === 'pro') {
    if (!session.subscriptionId) return;
    const active = await billingRepo.transition(deps.db, purchase.id, ['pending'], {
      status: 'active',
      subscriptionId: session.subscriptionId,
      paidAt: at,
      failureCode: null,
      updatedAt: at,
    });
    // Also when this delivery did not make it active: a retry finishes a cancel that failed before.
    const current = active ?? (await billingRepo.findPurchase(deps.db, purchase.id));
    if (current?.status === 'active' || current?.status === 'past_due') await endDuplicate(deps, current);
    return;
  }
  // A completed session whose money has not arrived (a delayed payment method) waits for payment.succeeded.
  if (session.paymentStatus === 'paid' && session.paymentIntentId) await markPaid(deps, purchase, session.paymentIntentId, at);
}

/**
 * Webhooks are the source of truth, but may arrive late: while the buyer's return page asks about a
 * pending purchase, the provider is asked about its checkout, and a completed one is applied the
 * same way as checkout.completed (idempotent). Provider trouble just leaves it pending.
 */
export async function reconcilePurchase(deps: AppDeps, purchase: PurchaseRow): Promise<void> {
  if (purchase.status !== 'pending' || !purchase.checkoutSessionId || purchase.provider !== deps.payments.kind) return;
  if (!(await mayAskProvider(deps, `reconcile-purchase:${purchase.id}`))) return;
  let session: CheckoutSessionDetails;
  try {
    session = await deps.payments.retrieveCheckoutSession(purchase.checkoutSessionId);
  } catch (error) {
    if (error instanceof PaymentError) return;
    throw error;
  }
  if (session.status === 'complete' && session.metadata.purchaseId === purchase.id) await checkoutCompleted(deps, purchase, session, deps.clock.now());
}

/** Single event → paid (the event is unlocked); test payment → paid, then refunded at once. */
async function markPaid(deps: AppDeps, purchase: PurchaseRow, paymentIntentId: string, at: number): Promise<void> {
  const paid = await billingRepo.transition(deps.db, purchase.id, ['pending', 'failed', 'expired'], {
    status: 'paid',
    paymentIntentId,
    paidAt: at,
    failureCode: null,
    updatedAt: at,
  });
  // Also when this delivery did not make it paid: a retried event finishes a refund that failed before.
  const current = paid ?? (await billingRepo.findPurchase(deps.db, purchase.id));
  if (current?.status !== 'paid') return;
  if (current.kind === 'test_payment') await refundPurchase(deps, current, 'test-payment-refund');
  else await endDuplicate(deps, current);
}

/** Earlier paid wins; the same instant is decided by id, so every delivery agrees on which one stays. */
const paidBefore = (a: PurchaseRow, b: PurchaseRow) => (a.paidAt ?? 0) < (b.paidAt ?? 0) || ((a.paidAt ?? 0) === (b.paidAt ?? 0) && a.id < b.id);

/**
 * Two checkouts for the same thing, both paid (two tabs, a double click on two devices): the one
 * paid first stays, whichever delivery notices it. A later Single event is refunded in full; a
 * later Pro subscription is cancelled so it never renews (its first month is not refunded
 * automatically: the subscription's invoice is outside the provider interface; support refunds it).
 */
async function endDuplicate(deps: AppDeps, purchase: PurchaseRow): Promise<void> {
  const others = await billingRepo.samePlanPurchases(deps.db, purchase);
  if (others.length === 0) return;
  const group = [purchase, ...others];
  const keep = group.reduce((best, candidate) => (paidBefore(candidate, best) ? candidate : best));
  for (const duplicate of group) {
    if (duplicate.id === keep.id) continue;
    if (duplicate.kind === 'single_event') await refundPurchase(deps, duplicate, 'duplicate-plan-refund');
    else if (duplicate.kind === 'pro' && duplicate.subscriptionId) await cancelDuplicateSubscription(deps, duplicate, duplicate.subscriptionId);
  }
}

async function cancelDuplicateSubscription(deps: AppDeps, purchase: PurchaseRow, subscriptionId: string): Promise<void> {
  await deps.payments.cancelSubscription({ subscriptionId, idempotencyKey: idempotencyKeyFor('cancel-plan', subscriptionId) });
  const now = deps.clock.now();
  await billingRepo.transition(deps.db, purchase.id, ['active', 'past_due'], { status: 'cancelled', cancelledAt: now, failureCode: 'duplicate', updatedAt: now });
}

/**
 * Gives a paid purchase's money back in full: the test payment (it proved the set-up) or a
 * duplicate. The key is derived from the purchase, so a retry (after a crash or an outage, which
 * makes the webhook fail and the provider resend it) refunds once.
 */
async function refundPurchase(deps: AppDeps, purchase: PurchaseRow, operation: 'test-payment-refund' | 'duplicate-plan-refund'): Promise<void> {
  if (!purchase.paymentIntentId) return;
  const refund = await deps.payments.refund({
    paymentIntentId: purchase.paymentIntentId,
    amountCents: purchase.amountCents,
    idempotencyKey: idempotencyKeyFor(operation, purchase.id),
    reason: operation === 'duplicate-plan-refund' ? 'duplicate' : 'requested_by_customer',
    metadata: { purpose: purchase.kind === 'test_payment' ? 'test_payment' : 'plan', purchaseId: purchase.id },
  });
  // A refund still pending at the provider is finished by its refund.updated event.
  if (refund.status === 'succeeded') {
    await billingRepo.transition(deps.db, purchase.id, ['paid'], { status: 'refunded', updatedAt: deps.clock.now() });
  }
}

/** Stripe's subscription states as the plan sees them; null: no change (not started, or paused). */
function purchaseStatusOf(status: SubscriptionStatus): PurchaseStatus | null {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due') return 'past_due';
  if (status === 'canceled' || status === 'unpaid' || status === 'incomplete_expired') return 'cancelled';
  return null;
}

async function subscriptionChanged(deps: AppDeps, event: Extract<NormalizedWebhookEvent, { type: 'subscription.updated' | 'subscription.deleted' }>): Promise<boolean> {
  const purchase = (await billingRepo.findBySubscription(deps.db, event.subscriptionId)) ?? (await purchaseOfMetadata(deps, event.metadata));
  if (!purchase || purchase.kind !== 'pro') return false;
  const status = event.type === 'subscription.deleted' ? 'cancelled' : purchaseStatusOf(event.status);
  if (status === null) return true;
  if (status === 'cancelled') {
    // Final: from any live state, whatever order the events come in.
    await billingRepo.transition(deps.db, purchase.id, ['pending', 'active', 'past_due'], {
      status: 'cancelled',
      subscriptionId: purchase.subscriptionId ?? event.subscriptionId,
      cancelledAt: event.createdAt,
      updatedAt: event.createdAt,
    });
    return true;
  }
  // active ⇄ past_due may go both ways; an event older than the last change is stale and skipped
  // (updatedAt holds the provider time of the event that made the last change).
  const changed = await billingRepo.transition(
    deps.db,
    purchase.id,
    ['pending', 'active', 'past_due'],
    {
      status,
      subscriptionId: purchase.subscriptionId ?? event.subscriptionId,
      ...(purchase.paidAt === null ? { paidAt: event.createdAt } : {}),
      updatedAt: event.createdAt,
    },
    event.createdAt,
  );
  if (changed && purchase.status === 'pending') await endDuplicate(deps, changed);
  return true;
}
