import type { BillingView, CheckoutStarted, PurchaseView } from '#core/domain/money/money-view.schema.ts';
import { formatUsd } from '#core/domain/money/money.schema.ts';
import { PLANS } from '#core/domain/money/plans.rules.ts';
import { countLockedActiveEvents, hostPlanOf, isEventUnlocked } from '#worker/db/plans.repo.ts';
import { hitRateLimit } from '#worker/db/rate-limit.repo.ts';
import type { AppDeps, SessionUser } from '#worker/deps.ts';
import { ApiError, rateLimited } from '#worker/middleware/errors.ts';
import { idempotencyKeyFor, PaymentUnavailableError } from '#worker/services/payments/payment-provider.ts';
import { randomId } from '#worker/services/tokens.ts';
import { reconcilePurchase } from './billing-events.service.ts';
import { billingRepo, type PurchaseRow, type PurchaseWithEvent } from './billing.repo.ts';

/**
 * Plans bought by members: a Single event (one-time, unlocks one event), Pro (a monthly
 * subscription) and the test payment (a small charge refunded at once, to prove the set-up end to
 * end). Each starts as a pending plan_purchases row and a hosted checkout; the provider's webhook
 * events (billing-events.service.ts) make it paid, active, cancelled or refunded. Prices come from
 * core/domain/money/plans.rules.ts, never from the client.
 */

export const TEST_PAYMENTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
const UNAVAILABLE = 'The payment provider could not be reached, so nothing was started or charged. Please try again in a moment.';

const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function describe(purchase: PurchaseWithEvent): string {
  if (purchase.kind === 'pro') return `${PLANS.pro.name} plan (${formatUsd(purchase.amountCents)} / month)`;
  if (purchase.kind === 'single_event') return `${PLANS.single_event.name}${purchase.eventTitle ? `: ${purchase.eventTitle}` : ''}`;
  return 'Test payment (refunded automatically)';
}

export function purchaseView(deps: AppDeps, purchase: PurchaseWithEvent): PurchaseView {
  return {
    id: purchase.id,
    kind: purchase.kind,
    description: describe(purchase),
    eventId: purchase.eventId,
    eventTitle: purchase.eventTitle,
    amountCents: purchase.amountCents,
    status: purchase.status,
    createdAt: new Date(purchase.createdAt).toISOString(),
    paidAt: dateOrNull(purchase.paidAt),
    cancelledAt: dateOrNull(purchase.cancelledAt),
    providerLabel: deps.payments.label,
  };
}

export async function billingView(deps: AppDeps, user: SessionUser): Promise<BillingView> {
  const { db } = deps;
  const { plan } = await hostPlanOf(db, user.id);
  const subscription = await billingRepo.liveSubscription(db, user.id);
  return {
    plan,
    planName: PLANS[plan].name,
    subscription: subscription ? { purchaseId: subscription.id, status: subscription.status, since: new Date(subscription.paidAt ?? subscription.createdAt).toISOString() } : null,
    // The events that count against the Free limit (hosted, active, not over, not unlocked).
    activeEvents: await countLockedActiveEvents(db, user.id, deps.clock.now()),
    maxActiveEvents: PLANS[plan].maxActiveEvents,
    maxGuestsPerEvent: PLANS[plan].maxGuestsPerEvent,
    unlockedEvents: await billingRepo.unlockedEvents(db, user.id),
    purchases: (await billingRepo.listPurchases(db, user.id)).map((purchase) => purchaseView(deps, purchase)),
    providerLabel: deps.payments.label,
  };
}

/** The purchase, for its buyer only: anyone else gets the same 404 as for an id that does not exist. */
export async function purchaseFor(deps: AppDeps, user: SessionUser, id: string): Promise<PurchaseView> {
  const purchase = id.length <= 100 ? await billingRepo.findPurchase(deps.db, id) : undefined;
  if (!purchase || purchase.userId !== user.id) throw new ApiError(404, 'Purchase not found');
  if (purchase.status !== 'pending') return purchaseView(deps, purchase);
  await reconcilePurchase(deps, purchase);
  return purchaseView(deps, (await billingRepo.findPurchase(deps.db, id))!);
}

interface CheckoutPlan {
  kind: PurchaseRow['kind'];
  eventId?: string;
  amountCents: number;
  name: string;
  interval?: 'month';
  purpose: 'plan' | 'test_payment';
  successPath: string;
  cancelPath: string;
}

/**
 * Writes the pending purchase, then opens the provider's checkout with the purchase id in its
 * metadata (the webhook finds the row by it). When the checkout cannot be opened the pending row
 * is removed again, so the member's receipts never show something they were never asked to pay.
 */
async function startCheckout(deps: AppDeps, user: SessionUser, origin: string, plan: CheckoutPlan): Promise<CheckoutStarted> {
  const now = deps.clock.now();
  const purchaseId = randomId();
  await billingRepo.insertPurchase(deps.db, {
    id: purchaseId,
    userId: user.id,
    kind: plan.kind,
    eventId: plan.eventId ?? null,
    provider: deps.payments.kind,
    amountCents: plan.amountCents,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  const path = (template: string) => `${origin}${template.replace('{id}', encodeURIComponent(purchaseId))}`;
  try {
    const session = await deps.payments.createCheckoutSession({
      mode: plan.interval ? 'subscription' : 'payment',
      lineItem: { name: plan.name, amountCents: plan.amountCents, currency: 'usd', ...(plan.interval ? { interval: plan.interval } : {}) },
      successUrl: path(plan.successPath),
      cancelUrl: path(plan.cancelPath),
      customerEmail: user.email,
      metadata: { purpose: plan.purpose, purchaseId, userId: user.id, plan: plan.kind, ...(plan.eventId ? { eventId: plan.eventId } : {}) },
      idempotencyKey: idempotencyKeyFor(plan.kind === 'test_payment' ? 'test-payment-checkout' : 'plan-checkout', user.id, purchaseId),
    });
    await billingRepo.setCheckoutSession(deps.db, purchaseId, session.sessionId);
    return { purchaseId, checkoutUrl: session.url };
  } catch (error) {
    await billingRepo.deletePurchase(deps.db, purchaseId);
    if (error instanceof PaymentUnavailableError) throw new ApiError(503, UNAVAILABLE);
    throw error;
  }
}

export async function startProCheckout(deps: AppDeps, user: SessionUser, origin: string): Promise<CheckoutStarted> {
  if ((await hostPlanOf(deps.db, user.id)).plan === 'pro') throw new ApiError(409, 'You are already on Pro.');
  return startCheckout(deps, user, origin, {
    kind: 'pro',
    amountCents: PLANS.pro.priceCents,
    name: 'Cakeday Pro',
    interval: 'month',
    purpose: 'plan',
    successPath: '/billing?purchase={id}',
    cancelPath: '/pricing?cancelled=1',
  });
}

/** Only the event's host may unlock it (anyone else: 404, as if it did not exist). */
export async function startSingleEventCheckout(deps: AppDeps, user: SessionUser, eventId: string, origin: string): Promise<CheckoutStarted> {
  const event = await billingRepo.findEvent(deps.db, eventId);
  if (!event || event.hostId !== user.id) throw new ApiError(404, 'Event not found');
  if (event.status === 'cancelled') throw new ApiError(409, 'This event is cancelled, so there is nothing to unlock.');
  if (await isEventUnlocked(deps.db, event.id)) throw new ApiError(409, 'This event is already unlocked with a Single event.');
  return startCheckout(deps, user, origin, {
    kind: 'single_event',
    eventId: event.id,
    amountCents: PLANS.single_event.priceCents,
    name: `Cakeday Single event: ${event.title}`.slice(0, 250),
    purpose: 'plan',
    successPath: '/billing?purchase={id}',
    cancelPath: '/pricing?cancelled=1',
  });
}

/** A small real charge (50–500 cents) refunded as soon as it succeeds; a few an hour per member. */
export async function startTestPayment(deps: AppDeps, user: SessionUser, amountCents: number, origin: string): Promise<CheckoutStarted> {
  const limit = await hitRateLimit(deps.db, `test-payment:${user.id}`, TEST_PAYMENTS_PER_HOUR, HOUR_MS, deps.clock.now());
  if (!limit.allowed) throw rateLimited(limit.retryAfterMs, (wait) => `You have started ${TEST_PAYMENTS_PER_HOUR} test payments this hour. Please try again in ${wait}.`);
  return startCheckout(deps, user, origin, {
    kind: 'test_payment',
    amountCents,
    name: 'Cakeday test payment',
    purpose: 'test_payment',
    successPath: '/test-payment?purchase={id}',
    cancelPath: '/test-payment?cancelled=1',
  });
}

/**
 * Cancels the Pro subscription with the provider first, then here: if the provider cannot be
 * reached nothing changes (503) and the member may try again with the same idempotency key.
 */
export async function cancelSubscription(deps: AppDeps, user: SessionUser): Promise<BillingView> {
  const subscription = await billingRepo.liveSubscription(deps.db, user.id);
  if (!subscription?.subscriptionId) throw new ApiError(409, 'You have no Pro subscription to cancel.');
  try {
    await deps.payments.cancelSubscription({
      subscriptionId: subscription.subscriptionId,
      idempotencyKey: idempotencyKeyFor('cancel-plan', subscription.subscriptionId),
    });
  } catch (error) {
    if (error instanceof PaymentUnavailableError) {
      throw new ApiError(503, 'The payment provider could not be reached, so your subscription was not cancelled. Please try again in a moment.');
    }
    throw error;
  }
  const now = deps.clock.now();
  // The provider's subscription.deleted event may have done this already (the demo sends it at once).
  await billingRepo.transition(deps.db, subscription.id, ['active', 'past_due'], { status: 'cancelled', cancelledAt: now, updatedAt: now });
  return billingView(deps, user);
}
