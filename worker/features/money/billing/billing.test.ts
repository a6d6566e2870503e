import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingViewSchema, checkoutStartedSchema, purchaseViewSchema } from '#core/domain/money/money-view.schema.ts';
import { PLANS } from '#core/domain/money/plans.rules.ts';
import { DEMO_PAYMENT_LABEL, DEMO_TEST_CARDS, type DemoPaymentProvider } from '#worker/services/payments/demo-provider.ts';
import { type NormalizedWebhookEvent, PaymentUnavailableError } from '#worker/services/payments/payment-provider.ts';
import { registerMember } from '#worker/testing/invitations.ts';
import { fillGuests } from '#worker/testing/plans.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { handleBillingEvent } from './billing-events.service.ts';
import { TEST_PAYMENTS_PER_HOUR } from './billing.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
  t.close();
});

const party = { title: 'Maya turns 7', timeZone: 'America/New_York', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' };
type Member = Awaited<ReturnType<typeof registerMember>>;

const demo = () => t.deps.payments as DemoPaymentProvider;
const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!;

async function billing(member: Member) {
  const response = await t.call('GET', '/api/billing', { token: member.token });
  expect(response.status).toBe(200);
  return billingViewSchema.parse(response.data);
}

async function start(member: Member, path: string, json?: unknown) {
  const response = await t.call('POST', path, { token: member.token, json });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return checkoutStartedSchema.parse(response.data);
}

/** Pays on the demo checkout page, as the browser would (the demo's events travel to the webhook code). */
async function pay(checkoutUrl: string, cardNumber: string = DEMO_TEST_CARDS.success) {
  return t.call('POST', `/api/payments/demo/checkout/${sessionOf(checkoutUrl)}/pay`, { json: { cardNumber } });
}

async function createEvent(member: Member, title = party.title) {
  return t.call('POST', '/api/events', { token: member.token, json: { ...party, title } });
}

async function purchaseRows() {
  return (await t.client.execute('select id, kind, status, failure_code, paid_at, updated_at from plan_purchases order by created_at')).rows;
}

describe('Pro', () => {
  it('subscribes through the hosted checkout, lifts the event limit, and cancelling brings the Free limits back', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    expect(await billing(ann)).toMatchObject({ plan: 'free', planName: 'Free', subscription: null, maxActiveEvents: 1, maxGuestsPerEvent: 30, purchases: [], providerLabel: DEMO_PAYMENT_LABEL });

    const started = await start(ann, '/api/billing/pro');
    const described = await demo().describeCheckout(sessionOf(started.checkoutUrl));
    expect(described).toMatchObject({
      name: 'Cakeday Pro',
      interval: 'month',
      successUrl: `http://127.0.0.1/billing?purchase=${started.purchaseId}`,
      cancelUrl: 'http://127.0.0.1/pricing?cancelled=1',
      session: { mode: 'subscription', amountCents: PLANS.pro.priceCents, metadata: { purpose: 'plan', purchaseId: started.purchaseId, userId: ann.id, plan: 'pro' } },
    });
    expect((await billing(ann)).purchases).toEqual([expect.objectContaining({ id: started.purchaseId, kind: 'pro', status: 'pending' })]);
    expect((await billing(ann)).plan).toBe('free');

    expect((await pay(started.checkoutUrl)).status).toBe(200);
    const pro = await billing(ann);
    expect(pro).toMatchObject({ plan: 'pro', planName: 'Pro', maxActiveEvents: null, maxGuestsPerEvent: 500, subscription: { purchaseId: started.purchaseId, status: 'active' } });
    expect(pro.purchases[0]).toMatchObject({ status: 'active', amountCents: 900, description: 'Pro plan ($9.00 / month)', providerLabel: DEMO_PAYMENT_LABEL });
    expect(await t.call('POST', '/api/billing/pro', { token: ann.token })).toMatchObject({ status: 409, data: { error: 'You are already on Pro.' } });

    for (const title of ['One', 'Two', 'Three']) expect((await createEvent(ann, title)).status).toBe(201);
    expect((await billing(ann)).activeEvents).toBe(3);

    const cancelled = await t.call('POST', '/api/billing/subscription/cancel', { token: ann.token });
    expect(cancelled.status).toBe(200);
    expect(billingViewSchema.parse(cancelled.data)).toMatchObject({ plan: 'free', subscription: null });
    expect(cancelled.data.purchases[0]).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    // Existing events are kept; only new ones are refused.
    expect((await createEvent(ann, 'Four')).data.code).toBe('event_limit');
    expect((await t.call('GET', '/api/events', { token: ann.token })).data.hosting).toHaveLength(3);
    expect(await t.call('POST', '/api/billing/subscription/cancel', { token: ann.token })).toMatchObject({ status: 409, data: { error: 'You have no Pro subscription to cancel.' } });
  });

  it('keeps the subscription when the provider cannot be reached to cancel it (503, nothing changed)', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    await pay((await start(ann, '/api/billing/pro')).checkoutUrl);
    vi.spyOn(demo(), 'cancelSubscription').mockRejectedValue(new PaymentUnavailableError('connection reset'));
    const response = await t.call('POST', '/api/billing/subscription/cancel', { token: ann.token });
    expect(response).toMatchObject({ status: 503, data: { error: expect.stringMatching(/could not be reached, so your subscription was not cancelled/) } });
    expect((await billing(ann)).plan).toBe('pro');
  });

  it('refuses to start a checkout the provider cannot open (503) and keeps no pending purchase', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    vi.spyOn(demo(), 'createCheckoutSession').mockRejectedValue(new PaymentUnavailableError('timeout'));
    expect((await t.call('POST', '/api/billing/pro', { token: ann.token })).status).toBe(503);
    expect(await purchaseRows()).toEqual([]);
  });

  it('replayed and out-of-order subscription events never bring a cancelled subscription back, and stale ones are skipped', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const started = await start(ann, '/api/billing/pro');
    await pay(started.checkoutUrl);
    const [row] = await purchaseRows();
    const subscriptionId = (await demo().retrieveCheckoutSession(sessionOf(started.checkoutUrl))).subscriptionId!;
    const metadata = { purpose: 'plan', purchaseId: started.purchaseId, userId: ann.id, plan: 'pro' };
    type SubscriptionEvent = Extract<NormalizedWebhookEvent, { type: 'subscription.updated' | 'subscription.deleted' }>;
    const subscriptionEvent = (status: 'active' | 'past_due' | 'canceled', createdAt: number, id = `evt_${status}_${createdAt}`): SubscriptionEvent => ({
      id,
      type: 'subscription.updated',
      subscriptionId,
      status,
      metadata,
      createdAt,
      connectedAccountId: null,
      livemode: false,
    });
    const status = async () => (await billing(ann)).purchases[0]!.status;
    const paidAt = Number(row!.updated_at);

    expect(await handleBillingEvent(t.deps, subscriptionEvent('past_due', paidAt + 2_000))).toBe(true);
    expect(await status()).toBe('past_due');
    expect((await billing(ann)).plan).toBe('pro'); // still Pro while the provider retries
    await handleBillingEvent(t.deps, subscriptionEvent('active', paidAt + 1_000)); // older than the last change
    expect(await status()).toBe('past_due');
    await handleBillingEvent(t.deps, subscriptionEvent('active', paidAt + 3_000));
    expect(await status()).toBe('active');

    await handleBillingEvent(t.deps, { ...subscriptionEvent('canceled', paidAt + 4_000), type: 'subscription.deleted' });
    expect(await status()).toBe('cancelled');
    for (const late of [subscriptionEvent('active', paidAt + 3_500), subscriptionEvent('active', paidAt + 9_000), subscriptionEvent('past_due', paidAt + 9_500)]) {
      expect(await handleBillingEvent(t.deps, late)).toBe(true);
    }
    expect(await status()).toBe('cancelled');
    expect((await billing(ann)).plan).toBe('free');
    // An event about a subscription nobody here bought is not billing's.
    expect(await handleBillingEvent(t.deps, { ...subscriptionEvent('active', paidAt), subscriptionId: 'sub_unknown', metadata: {} })).toBe(false);
  });
});

describe('Single event', () => {
  it('unlocks one event of its host: 200 guests, and it no longer counts against the one active event', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = (await createEvent(ann)).data.event as { id: string };
    await fillGuests(t, event.id, 30);
    const guest = (name: string) => t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name, email: `${name}@example.com` } });
    expect((await guest('thirty-one')).status).toBe(403);

    const started = await start(ann, '/api/billing/single-event', { eventId: event.id });
    const described = await demo().describeCheckout(sessionOf(started.checkoutUrl));
    expect(described).toMatchObject({
      name: 'Cakeday Single event: Maya turns 7',
      interval: null,
      successUrl: `http://127.0.0.1/billing?purchase=${started.purchaseId}`,
      session: { mode: 'payment', amountCents: PLANS.single_event.priceCents, metadata: { purpose: 'plan', plan: 'single_event', eventId: event.id } },
    });
    expect((await pay(started.checkoutUrl)).status).toBe(200);

    const view = await billing(ann);
    expect(view).toMatchObject({ plan: 'free', activeEvents: 0, unlockedEvents: [{ eventId: event.id, title: 'Maya turns 7' }] });
    expect(view.purchases[0]).toMatchObject({
      kind: 'single_event',
      status: 'paid',
      eventId: event.id,
      eventTitle: 'Maya turns 7',
      description: 'Single event: Maya turns 7',
      paidAt: expect.any(String),
    });
    expect((await guest('thirty-one')).status).toBe(201);
    await fillGuests(t, event.id, 200 - 31);
    expect((await guest('two-hundred-one')).data).toMatchObject({ code: 'guest_limit', error: 'The Single event plan allows 200 guests per event; this event is full.' });
    expect((await createEvent(ann, 'Second')).status).toBe(201);

    expect(await t.call('POST', '/api/billing/single-event', { token: ann.token, json: { eventId: event.id } })).toMatchObject({
      status: 409,
      data: { error: 'This event is already unlocked with a Single event.' },
    });
  });

  it('refuses events the member does not host (404), cancelled events (409) and bad input (400), starting no checkout', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const bob = await registerMember(t, 'Bob', 'bob@example.com');
    const bobs = (await createEvent(bob)).data.event as { id: string };
    const anns = (await createEvent(ann)).data.event as { id: string };
    const buy = (json: unknown) => t.call('POST', '/api/billing/single-event', { token: ann.token, json });
    expect(await buy({ eventId: bobs.id })).toMatchObject({ status: 404, data: { error: 'Event not found' } });
    expect((await buy({ eventId: 'nope' })).status).toBe(404);
    expect((await buy({ eventId: 'x'.repeat(101) })).status).toBe(400);
    expect(await buy({})).toMatchObject({ status: 400 });
    expect((await buy({ eventId: anns.id, amountCents: 1 })).status).toBe(400); // the price is the server's
    expect((await t.call('POST', '/api/billing/single-event', { json: { eventId: anns.id } })).status).toBe(401);
    await t.call('POST', `/api/events/${anns.id}/cancel`, { token: ann.token, json: {} });
    expect(await buy({ eventId: anns.id })).toMatchObject({ status: 409, data: { error: 'This event is cancelled, so there is nothing to unlock.' } });
    expect(await purchaseRows()).toEqual([]);
  });

  it('a declined card keeps the purchase pending with the reason; an abandoned checkout expires; replays change nothing', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = (await createEvent(ann)).data.event as { id: string };
    const abandoned = await start(ann, '/api/billing/single-event', { eventId: event.id });
    const cancel = await t.call('POST', `/api/payments/demo/checkout/${sessionOf(abandoned.checkoutUrl)}/cancel`);
    expect(cancel.data.redirectUrl).toBe('http://127.0.0.1/pricing?cancelled=1');

    const started = await start(ann, '/api/billing/single-event', { eventId: event.id });
    expect((await pay(started.checkoutUrl, DEMO_TEST_CARDS.insufficientFunds)).status).toBe(402);
    expect(await purchaseRows()).toEqual([
      expect.objectContaining({ id: abandoned.purchaseId, status: 'expired' }),
      expect.objectContaining({ id: started.purchaseId, status: 'pending', failure_code: 'insufficient_funds' }),
    ]);
    await pay(started.checkoutUrl);
    const [, paid] = await purchaseRows();
    expect(paid).toMatchObject({ status: 'paid', failure_code: null });

    // The provider sends checkout.completed again, and a late expiry: the purchase stays paid, paid once.
    const session = await demo().retrieveCheckoutSession(sessionOf(started.checkoutUrl));
    const base = { connectedAccountId: null, livemode: false, createdAt: t.clock.now() + 5_000 };
    expect(await handleBillingEvent(t.deps, { ...base, id: 'evt_replay', type: 'checkout.completed', session })).toBe(true);
    expect(await handleBillingEvent(t.deps, { ...base, id: 'evt_late', type: 'checkout.expired', session: { ...session, status: 'expired' } })).toBe(true);
    expect((await purchaseRows())[1]).toEqual(paid);
  });
});

describe('test payment', () => {
  it('is charged and refunded at once, with the refund keyed by the purchase (a replay refunds nothing more)', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const started = await start(ann, '/api/billing/test-payment', { amountCents: 125 });
    const described = await demo().describeCheckout(sessionOf(started.checkoutUrl));
    expect(described).toMatchObject({
      name: 'Cakeday test payment',
      successUrl: `http://127.0.0.1/test-payment?purchase=${started.purchaseId}`,
      cancelUrl: 'http://127.0.0.1/test-payment?cancelled=1',
      session: { mode: 'payment', amountCents: 125, metadata: { purpose: 'test_payment', purchaseId: started.purchaseId } },
    });
    expect((await pay(started.checkoutUrl)).status).toBe(200);
    const purchase = await t.call('GET', `/api/billing/purchases/${started.purchaseId}`, { token: ann.token });
    expect(purchaseViewSchema.parse(purchase.data)).toMatchObject({ kind: 'test_payment', status: 'refunded', amountCents: 125, paidAt: expect.any(String), providerLabel: DEMO_PAYMENT_LABEL });

    const session = await demo().retrieveCheckoutSession(sessionOf(started.checkoutUrl));
    await handleBillingEvent(t.deps, { id: 'evt_replay', type: 'checkout.completed', session, createdAt: t.clock.now(), connectedAccountId: null, livemode: false });
    const stored = await t.client.execute({ sql: 'select value from demo_payment_store where key = ?', args: [`payment:${session.paymentIntentId}`] });
    expect(JSON.parse(String(stored.rows[0]!.value))).toMatchObject({ amountCents: 125, refundedCents: 125 });
  });

  it('finishes the refund on the provider’s retry when the first attempt could not reach it', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const started = await start(ann, '/api/billing/test-payment', { amountCents: 50 });
    const refund = vi.spyOn(demo(), 'refund').mockRejectedValueOnce(new PaymentUnavailableError('timeout'));
    await pay(started.checkoutUrl);
    const view = async () => (await t.call('GET', `/api/billing/purchases/${started.purchaseId}`, { token: ann.token })).data;
    expect((await view()).status).toBe('paid');
    const session = await demo().retrieveCheckoutSession(sessionOf(started.checkoutUrl));
    await handleBillingEvent(t.deps, { id: 'evt_retry', type: 'checkout.completed', session, createdAt: t.clock.now(), connectedAccountId: null, livemode: false });
    expect((await view()).status).toBe('refunded');
    expect(refund.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([`cakeday:test-payment-refund:${started.purchaseId}`, `cakeday:test-payment-refund:${started.purchaseId}`]);
  });

  it.each([[10], [1000], [1.5], [0], [-100], ['100'], [null]])('refuses amountCents %j with a 400 and starts nothing', async (amountCents) => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const response = await t.call('POST', '/api/billing/test-payment', { token: ann.token, json: { amountCents } });
    expect(response.status).toBe(400);
    expect(response.data.error).toEqual(expect.any(String));
    expect(await purchaseRows()).toEqual([]);
  });

  it(`allows ${TEST_PAYMENTS_PER_HOUR} an hour per member (429 with Retry-After after that)`, async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const bob = await registerMember(t, 'Bob', 'bob@example.com');
    for (let i = 0; i < TEST_PAYMENTS_PER_HOUR; i++) await start(ann, '/api/billing/test-payment', { amountCents: 50 });
    const refused = await t.call('POST', '/api/billing/test-payment', { token: ann.token, json: { amountCents: 50 } });
    expect(refused).toMatchObject({ status: 429, data: { error: 'You have started 10 test payments this hour. Please try again in 60 minutes.' } });
    expect(refused.headers.get('retry-after')).toBe('3600');
    await start(bob, '/api/billing/test-payment', { amountCents: 50 });
    t.clock.advance(60 * 60 * 1000);
    await start(ann, '/api/billing/test-payment', { amountCents: 50 });
  });
});

describe('the same plan paid twice (two tabs)', () => {
  it('keeps the Single event paid first and refunds the other in full', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = (await createEvent(ann)).data.event as { id: string };
    const first = await start(ann, '/api/billing/single-event', { eventId: event.id });
    const second = await start(ann, '/api/billing/single-event', { eventId: event.id });
    await pay(second.checkoutUrl);
    t.clock.advance(1_000);
    await pay(first.checkoutUrl);
    const view = await billing(ann);
    expect(Object.fromEntries(view.purchases.map((purchase) => [purchase.id, purchase.status]))).toEqual({ [second.purchaseId]: 'paid', [first.purchaseId]: 'refunded' });
    expect(view.unlockedEvents).toEqual([{ eventId: event.id, title: party.title }]);
    const refunded = await demo().retrieveCheckoutSession(sessionOf(first.checkoutUrl));
    const stored = await t.client.execute({ sql: 'select value from demo_payment_store where key = ?', args: [`payment:${refunded.paymentIntentId}`] });
    expect(JSON.parse(String(stored.rows[0]!.value))).toMatchObject({ refundedCents: PLANS.single_event.priceCents });
  });

  it('keeps the Pro subscription that started first and cancels the other so it never renews', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const first = await start(ann, '/api/billing/pro');
    const second = await start(ann, '/api/billing/pro');
    await pay(first.checkoutUrl);
    t.clock.advance(1_000);
    await pay(second.checkoutUrl);
    const view = await billing(ann);
    expect(view.subscription).toMatchObject({ purchaseId: first.purchaseId, status: 'active' });
    expect(view.purchases.find((purchase) => purchase.id === second.purchaseId)).toMatchObject({ status: 'cancelled' });
    const duplicateSubscription = (await demo().retrieveCheckoutSession(sessionOf(second.checkoutUrl))).subscriptionId!;
    const stored = await t.client.execute({ sql: 'select value from demo_payment_store where key = ?', args: [`subscription:${duplicateSubscription}`] });
    expect(JSON.parse(String(stored.rows[0]!.value))).toMatchObject({ status: 'canceled' });
  });
});

describe('late webhooks', () => {
  it('the return page’s read of a pending purchase asks the provider and applies a completed checkout', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = (await createEvent(ann)).data.event as { id: string };
    const single = await start(ann, '/api/billing/single-event', { eventId: event.id });
    const pro = await start(ann, '/api/billing/pro');
    t.deps.paymentEvents!.connect(async () => {}); // the provider's events are lost on the way
    await demo().payCheckout(sessionOf(single.checkoutUrl), DEMO_TEST_CARDS.success);
    await demo().payCheckout(sessionOf(pro.checkoutUrl), DEMO_TEST_CARDS.success);
    expect((await purchaseRows()).map((row) => row.status)).toEqual(['pending', 'pending']);

    const read = async (id: string) => (await t.call('GET', `/api/billing/purchases/${id}`, { token: ann.token })).data;
    expect(await read(single.purchaseId)).toMatchObject({ status: 'paid', eventId: event.id });
    expect(await read(pro.purchaseId)).toMatchObject({ status: 'active' });
    expect(await billing(ann)).toMatchObject({ plan: 'pro', unlockedEvents: [{ eventId: event.id }] });

    // An unpaid checkout stays pending, and provider trouble is not the reader's problem.
    const open = await start(ann, '/api/billing/test-payment', { amountCents: 50 });
    expect(await read(open.purchaseId)).toMatchObject({ status: 'pending' });
    vi.spyOn(demo(), 'retrieveCheckoutSession').mockRejectedValue(new PaymentUnavailableError('down'));
    expect(await read(open.purchaseId)).toMatchObject({ status: 'pending' });
  });
});

describe('receipts', () => {
  it('lists the member’s own purchases, newest first; another member (or nobody) cannot read one', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const bob = await registerMember(t, 'Bob', 'bob@example.com');
    const first = await start(ann, '/api/billing/test-payment', { amountCents: 50 });
    t.clock.advance(1_000);
    const second = await start(ann, '/api/billing/pro');
    expect((await billing(ann)).purchases.map((purchase) => purchase.id)).toEqual([second.purchaseId, first.purchaseId]);
    expect((await billing(bob)).purchases).toEqual([]);
    expect(await t.call('GET', `/api/billing/purchases/${first.purchaseId}`, { token: bob.token })).toMatchObject({ status: 404, data: { error: 'Purchase not found' } });
    expect((await t.call('GET', '/api/billing/purchases/unknown', { token: ann.token })).status).toBe(404);
    expect((await t.call('GET', `/api/billing/purchases/${first.purchaseId}`)).status).toBe(401);
    expect((await t.call('GET', '/api/billing')).status).toBe(401);
    expect((await t.call('GET', `/api/billing/purchases/${first.purchaseId}`, { token: ann.token })).data).toMatchObject({ id: first.purchaseId, status: 'pending' });
  });
});
