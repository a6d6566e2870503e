import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { DEMO_PAYMENT_LABEL, DEMO_TEST_CARDS, DemoPaymentProvider, MemoryDemoPaymentStore, type DemoWebhookDelivery } from './demo-provider.ts';
import {
  IdempotencyConflictError,
  idempotencyKeyFor,
  PaymentDeclinedError,
  PaymentRequestError,
  WebhookSignatureError,
  type CreateCheckoutSessionInput,
  type NormalizedWebhookEvent,
} from './payment-provider.ts';

const SECRET = 'demo-secret-for-tests-0123456789';
let clock: ManualClock;
let deliveries: DemoWebhookDelivery[];
let store: MemoryDemoPaymentStore;
let provider: DemoPaymentProvider;

function makeProvider(secret = SECRET): DemoPaymentProvider {
  return new DemoPaymentProvider({ secret, origin: 'https://cakeday.test/', clock, store, onEvent: (delivery) => void deliveries.push(delivery) });
}

beforeEach(() => {
  clock = new ManualClock();
  deliveries = [];
  store = new MemoryDemoPaymentStore();
  provider = makeProvider();
});

const contribution = (overrides: Partial<CreateCheckoutSessionInput> = {}): CreateCheckoutSessionInput => ({
  mode: 'payment',
  lineItem: { name: 'Group gift for Ana', amountCents: 2500, currency: 'usd' },
  successUrl: 'https://cakeday.test/ok',
  cancelUrl: 'https://cakeday.test/cancel',
  metadata: { contributionId: 'c_1' },
  idempotencyKey: idempotencyKeyFor('checkout', 'contribution', 'c_1'),
  ...overrides,
});

async function events(): Promise<NormalizedWebhookEvent[]> {
  return Promise.all(deliveries.map((d) => provider.verifyWebhook(d.rawBody, d.signatureHeader)));
}

describe('DemoPaymentProvider', () => {
  it('labels itself and sends the payer to our own demo checkout page', async () => {
    expect(provider.kind).toBe('demo');
    expect(provider.label).toBe('Demo payment — no money moves');
    expect(DEMO_PAYMENT_LABEL).toBe(provider.label);
    const ref = await provider.createCheckoutSession(contribution());
    expect(ref.url).toBe(`https://cakeday.test/demo-checkout/${ref.sessionId}`);
    expect(await provider.retrieveCheckoutSession(ref.sessionId)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', paymentIntentId: null, amountCents: 2500 });
    expect(await provider.describeCheckout(ref.sessionId)).toMatchObject({ name: 'Group gift for Ana', label: DEMO_PAYMENT_LABEL, successUrl: 'https://cakeday.test/ok' });
  });

  it('without an origin of its own, puts its pages on the host the payer returns to (a Worker answers on any host)', async () => {
    const anyHost = new DemoPaymentProvider({ secret: SECRET, clock, store });
    const ref = await anyHost.createCheckoutSession(contribution({ successUrl: 'https://party.example/ok', cancelUrl: 'https://party.example/cancel' }));
    expect(ref.url).toBe(`https://party.example/demo-checkout/${ref.sessionId}`);
    const { accountId } = await anyHost.createConnectedAccount({ email: 'host@example.test', idempotencyKey: idempotencyKeyFor('connect', 'u_any') });
    const onboarding = await anyHost.createOnboardingLink({ accountId, refreshUrl: 'https://party.example/payouts?r=1', returnUrl: 'https://party.example/payouts' });
    expect(new URL(onboarding.url).origin).toBe('https://party.example');
  });

  it('4242 4242 4242 4242 pays: the session completes and checkout.completed + payment.succeeded are emitted, signed', async () => {
    const { sessionId } = await provider.createCheckoutSession(contribution());
    const paid = await provider.payCheckout(sessionId, DEMO_TEST_CARDS.success);
    expect(paid).toMatchObject({ status: 'complete', paymentStatus: 'paid', amountCents: 2500, metadata: { contributionId: 'c_1' } });
    expect(paid.paymentIntentId).toMatch(/^demo_pi_/);
    expect(await provider.retrieveCheckoutSession(sessionId)).toEqual(paid);

    const received = await events();
    expect(received.map((e) => e.type)).toEqual(['checkout.completed', 'payment.succeeded']);
    expect(received[1]).toMatchObject({ paymentIntentId: paid.paymentIntentId, amountCents: 2500, currency: 'usd', metadata: { contributionId: 'c_1' } });
    expect(new Set(received.map((e) => e.id)).size).toBe(2);

    // Paying again answers the same completed session and emits nothing new.
    expect(await provider.payCheckout(sessionId, '4242424242424242')).toEqual(paid);
    expect(deliveries).toHaveLength(2);
  });

  it('4000 0000 0000 0002 declines and 4000 0000 0000 9995 is insufficient funds; the session stays open for another card', async () => {
    const { sessionId } = await provider.createCheckoutSession(contribution());
    const declined = await provider.payCheckout(sessionId, DEMO_TEST_CARDS.declined).catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(PaymentDeclinedError);
    expect(declined).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline', retryable: false });

    await expect(provider.payCheckout(sessionId, '4000-0000-0000-9995')).rejects.toMatchObject({ name: 'PaymentDeclinedError', declineCode: 'insufficient_funds' });
    await expect(provider.payCheckout(sessionId, '1234 5678 9012 3456')).rejects.toMatchObject({ name: 'PaymentDeclinedError', code: 'incorrect_number' });

    expect((await events()).map((e) => [e.type, 'failureCode' in e ? e.failureCode : null])).toEqual([
      ['payment.failed', 'generic_decline'],
      ['payment.failed', 'insufficient_funds'],
    ]);
    expect(await provider.retrieveCheckoutSession(sessionId)).toMatchObject({ status: 'open', paymentIntentId: null });
    expect(await provider.payCheckout(sessionId, DEMO_TEST_CARDS.success)).toMatchObject({ status: 'complete' });
  });

  it('an expired session cannot be paid', async () => {
    const { sessionId } = await provider.createCheckoutSession(contribution());
    await provider.expireCheckout(sessionId);
    await expect(provider.payCheckout(sessionId, DEMO_TEST_CARDS.success)).rejects.toBeInstanceOf(PaymentRequestError);
    expect((await events()).map((e) => e.type)).toEqual(['checkout.expired']);
  });

  it('is idempotent by key: the same key returns the same session, even from a fresh process; another key a new one', async () => {
    const first = await provider.createCheckoutSession(contribution());
    expect(await provider.createCheckoutSession(contribution())).toEqual(first);
    // Ids come from an HMAC of the key, so a restarted provider with an empty store derives the same id.
    store = new MemoryDemoPaymentStore();
    expect((await makeProvider().createCheckoutSession(contribution())).sessionId).toBe(first.sessionId);

    const other = await provider.createCheckoutSession(contribution({ idempotencyKey: idempotencyKeyFor('checkout', 'contribution', 'c_2') }));
    expect(other.sessionId).not.toBe(first.sessionId);
    await expect(provider.createCheckoutSession(contribution({ lineItem: { name: 'x', amountCents: 9999, currency: 'usd' } }))).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('refunds once per key, concurrent repeats included, and never more than was paid', async () => {
    const { sessionId } = await provider.createCheckoutSession(contribution());
    const { paymentIntentId } = await provider.payCheckout(sessionId, DEMO_TEST_CARDS.success);
    const input = { paymentIntentId: paymentIntentId!, amountCents: 2500, idempotencyKey: idempotencyKeyFor('refund', 'c_1'), reason: 'requested_by_customer' as const };
    const [a, b] = await Promise.all([provider.refund(input), provider.refund(input)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: 'succeeded', amountCents: 2500 });
    expect((await events()).filter((e) => e.type === 'refund.updated')).toHaveLength(1);

    await expect(provider.refund({ ...input, amountCents: 1, idempotencyKey: idempotencyKeyFor('refund', 'c_1', 'again') })).rejects.toMatchObject({
      name: 'PaymentRequestError',
      code: 'amount_too_large',
    });
    await expect(provider.refund({ ...input, paymentIntentId: 'demo_pi_unknown', idempotencyKey: 'k-unknown' })).rejects.toMatchObject({ code: 'resource_missing' });
    for (const amountCents of [0, -1, 0.5]) {
      await expect(provider.refund({ ...input, amountCents, idempotencyKey: `k${amountCents}` })).rejects.toMatchObject({ code: 'invalid_amount' });
    }
  });

  it('Connect: onboarding on our own page enables payouts; transfers need it and are idempotent', async () => {
    const key = idempotencyKeyFor('connect', 'u_1');
    const { accountId } = await provider.createConnectedAccount({ email: 'host@example.com', idempotencyKey: key });
    expect(await provider.createConnectedAccount({ email: 'host@example.com', idempotencyKey: key })).toEqual({ accountId });
    expect(await provider.getAccountStatus(accountId)).toMatchObject({ payoutsEnabled: false, detailsSubmitted: false });
    const link = await provider.createOnboardingLink({ accountId, refreshUrl: 'https://cakeday.test/r', returnUrl: 'https://cakeday.test/done' });
    expect(link.url).toBe(`https://cakeday.test/demo-connect/${accountId}?return=https%3A%2F%2Fcakeday.test%2Fdone&refresh=https%3A%2F%2Fcakeday.test%2Fr`);

    const transfer = { amountCents: 2500, currency: 'usd', destination: accountId, idempotencyKey: idempotencyKeyFor('release', 'p_1', 'c_1') };
    await expect(provider.transfer(transfer)).rejects.toMatchObject({ name: 'PaymentRequestError', code: 'account_not_onboarded' });

    await provider.completeOnboarding(accountId);
    expect(await provider.getAccountStatus(accountId)).toMatchObject({ payoutsEnabled: true, detailsSubmitted: true });
    const [updated] = await events();
    expect(updated).toMatchObject({ type: 'account.updated', connectedAccountId: accountId, account: { payoutsEnabled: true } });

    const first = await provider.transfer(transfer);
    expect(first.transferId).toMatch(/^demo_tr_/);
    expect(await provider.transfer(transfer)).toEqual(first);
  });

  it('subscriptions: paying starts one, cancelling emits subscription.deleted once', async () => {
    const { sessionId } = await provider.createCheckoutSession(
      contribution({ mode: 'subscription', lineItem: { name: 'Pro', amountCents: 900, currency: 'usd', interval: 'month' }, idempotencyKey: 'cakeday:plan:pro:u_1' }),
    );
    const { subscriptionId } = await provider.payCheckout(sessionId, DEMO_TEST_CARDS.success);
    expect(subscriptionId).toMatch(/^demo_sub_/);
    const cancel = { subscriptionId: subscriptionId!, idempotencyKey: idempotencyKeyFor('cancel-plan', subscriptionId!) };
    expect(await provider.cancelSubscription(cancel)).toEqual({ subscriptionId, status: 'canceled' });
    expect(await provider.cancelSubscription(cancel)).toEqual({ subscriptionId, status: 'canceled' });
    expect((await events()).map((e) => e.type)).toEqual(['checkout.completed', 'subscription.updated', 'subscription.deleted']);
  });
});

describe('DemoPaymentProvider webhook signatures', () => {
  it('accepts its own signature and refuses a wrong secret, a tampered body, a missing header and anything outside 300 s', async () => {
    const { sessionId } = await provider.createCheckoutSession(contribution());
    await provider.payCheckout(sessionId, DEMO_TEST_CARDS.success);
    const { rawBody, signatureHeader } = deliveries[0]!;
    expect(signatureHeader).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await expect(provider.verifyWebhook(rawBody, signatureHeader)).resolves.toMatchObject({ type: 'checkout.completed' });

    await expect(makeProvider('another-secret-0123456789abcdef').verifyWebhook(rawBody, signatureHeader)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook(rawBody.replace('2500', '250000'), signatureHeader)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook(rawBody, null)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook(rawBody, 'garbage')).rejects.toBeInstanceOf(WebhookSignatureError);

    clock.advance(300_000);
    await expect(provider.verifyWebhook(rawBody, signatureHeader)).resolves.toMatchObject({ type: 'checkout.completed' });
    clock.advance(1_000);
    await expect(provider.verifyWebhook(rawBody, signatureHeader)).rejects.toMatchObject({ code: 'timestamp_outside_tolerance' });
    // A fresh signature over the same body is accepted again (a redelivery).
    await expect(provider.verifyWebhook(rawBody, await provider.signPayload(rawBody))).resolves.toMatchObject({ type: 'checkout.completed' });
  });
});
