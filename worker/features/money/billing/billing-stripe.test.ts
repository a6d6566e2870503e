import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from '#worker/services/payments/stripe-provider.ts';
import { registerMember } from '#worker/testing/invitations.ts';
import { StripeTestServer } from '#worker/testing/stripe-server.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';

const WEBHOOK_SECRET = 'whsec_x';
const server = new StripeTestServer();
const stripe = new Stripe('sk_test_cakeday');
let t: TestApp;

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  t = await createTestApp({
    env: { APP_URL: 'https://cakeday.example' },
    payments: () => ({
      provider: new StripePaymentProvider({
        secretKey: 'sk_test_cakeday',
        webhookSecret: WEBHOOK_SECRET,
        host: '127.0.0.1',
        port: server.port,
        protocol: 'http',
        maxNetworkRetries: 0,
        timeoutMs: 2_000,
      }),
      relay: undefined,
    }),
  });
});
afterEach(() => t.close());

/** A Stripe event signed with the webhook secret, as Stripe posts it; `created` in seconds. */
function postEvent(id: string, type: string, object: Record<string, unknown>, created = Math.floor(t.clock.now() / 1000)) {
  const body = JSON.stringify({ id, object: 'event', type, created, livemode: false, data: { object } });
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return t.call('POST', '/api/payments/webhook', { body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } });
}

const status = async () => String((await t.client.execute('select status from plan_purchases')).rows[0]!.status);

describe('billing with Stripe', () => {
  it('Pro: a subscription Checkout with the monthly price and our metadata; the signed webhooks activate, replay harmlessly, and cancel it', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const started = await t.call('POST', '/api/billing/pro', { token: ann.token });
    expect(started.status).toBe(201);
    const { purchaseId } = started.data;
    const request = server.requests.find((recorded) => recorded.path === '/v1/checkout/sessions')!;
    expect(request.headers['idempotency-key']).toBe(`cakeday:plan-checkout:${ann.id}:${purchaseId}`);
    expect(request.form).toMatchObject({
      mode: 'subscription',
      success_url: `https://cakeday.example/billing?purchase=${purchaseId}`,
      cancel_url: 'https://cakeday.example/pricing?cancelled=1',
      customer_email: 'ann@example.com',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '900',
      'line_items[0][price_data][product_data][name]': 'Cakeday Pro',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[purpose]': 'plan',
      'metadata[purchaseId]': purchaseId,
      'metadata[userId]': ann.id,
      'subscription_data[metadata][purchaseId]': purchaseId,
    });
    expect(started.data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    const metadata = { purpose: 'plan', purchaseId, userId: ann.id, plan: 'pro' };
    const session = {
      id: 'cs_test_pro',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      mode: 'subscription',
      payment_intent: null,
      subscription: 'sub_42',
      amount_total: 900,
      currency: 'usd',
      customer_details: { email: 'ann@example.com' },
      metadata,
    };
    const subscription = (subscriptionStatus: string) => ({ id: 'sub_42', object: 'subscription', status: subscriptionStatus, metadata });
    expect((await postEvent('evt_1', 'checkout.session.completed', session)).status).toBe(200);
    expect(await status()).toBe('active');
    expect((await postEvent('evt_1', 'checkout.session.completed', session)).data.result).toBe('duplicate');

    const now = Math.floor(t.clock.now() / 1000);
    await postEvent('evt_2', 'customer.subscription.updated', subscription('past_due'), now + 10);
    expect(await status()).toBe('past_due');
    await postEvent('evt_3', 'customer.subscription.updated', subscription('active'), now + 5); // delivered late: older
    expect(await status()).toBe('past_due');

    const cancelled = await t.call('POST', '/api/billing/subscription/cancel', { token: ann.token });
    expect(cancelled.data).toMatchObject({ plan: 'free', subscription: null });
    const cancel = server.requests.find((recorded) => recorded.method === 'DELETE')!;
    expect(cancel).toMatchObject({ path: '/v1/subscriptions/sub_42', headers: expect.objectContaining({ 'idempotency-key': 'cakeday:cancel-plan:sub_42' }) });
    await postEvent('evt_4', 'customer.subscription.updated', subscription('active'), now + 60);
    await postEvent('evt_5', 'customer.subscription.deleted', subscription('canceled'), now + 61);
    expect(await status()).toBe('cancelled');
  });

  it('test payment: paid by webhook, refunded at Stripe with the purchase’s key, once', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const { purchaseId } = (await t.call('POST', '/api/billing/test-payment', { token: ann.token, json: { amountCents: 75 } })).data;
    const metadata = { purpose: 'test_payment', purchaseId, userId: ann.id, plan: 'test_payment' };
    const intent = { id: 'pi_75', object: 'payment_intent', amount: 75, amount_received: 75, currency: 'usd', metadata };
    await postEvent('evt_1', 'payment_intent.succeeded', intent);
    await postEvent('evt_2', 'payment_intent.succeeded', { ...intent }); // a second delivery under another id
    expect(await status()).toBe('refunded');
    const refunds = server.requests.filter((recorded) => recorded.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      headers: expect.objectContaining({ 'idempotency-key': `cakeday:test-payment-refund:${purchaseId}` }),
      form: expect.objectContaining({ payment_intent: 'pi_75', amount: '75' }),
    });
  });
});
