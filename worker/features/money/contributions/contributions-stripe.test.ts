import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from '#worker/services/payments/stripe-provider.ts';
import { StripeTestServer } from '#worker/testing/stripe-server.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { ledgerRepo } from '../ledger.repo.ts';
import { finishRefundRequests } from '../release/refunds.service.ts';
import { asGuest, counts, expectSoundLedger, moneyWorld, startAsGuest } from '../money-testing.ts';
import { PAYMENTS_UNAVAILABLE } from './contributions.service.ts';

const WEBHOOK_SECRET = 'whsec_x';
const server = new StripeTestServer();
const stripe = new Stripe('sk_test_cakeday');
let t: TestApp;
let world: Awaited<ReturnType<typeof moneyWorld>>;

function stripeApp(port: number) {
  return createTestApp({
    payments: () => ({
      provider: new StripePaymentProvider({ secretKey: 'sk_test_cakeday', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, timeoutMs: 2_000 }),
      relay: undefined,
    }),
  });
}

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  t = await stripeApp(server.port);
  world = await moneyWorld(t);
});
afterEach(() => t.close());

/** A Stripe event signed with the webhook secret, as Stripe posts it. */
function postEvent(id: string, type: string, object: Record<string, unknown>) {
  const body = JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return t.call('POST', '/api/payments/webhook', { body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } });
}

const sessionCompleted = (contributionId: string, pi = 'pi_42') => ({
  id: 'cs_test000001',
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  mode: 'payment',
  payment_intent: pi,
  subscription: null,
  amount_total: 2_000,
  currency: 'usd',
  customer_details: { email: null },
  metadata: { purpose: 'contribution', contributionId },
});
const intentSucceeded = (contributionId: string, pi = 'pi_42') => ({
  id: pi,
  object: 'payment_intent',
  amount: 2_000,
  amount_received: 2_000,
  currency: 'usd',
  metadata: { purpose: 'contribution', contributionId },
});

describe('contributions with Stripe', () => {
  it('start creates a hosted Checkout session with the amount from the pot, our metadata and the derived idempotency key', async () => {
    const started = await startAsGuest(t, world.pot.id, world.guest.token);
    expect(started.status).toBe(201);
    const id = started.data.contribution.id;
    expect(started.data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    expect(started.data.contribution.providerLabel).toBeNull();
    const request = server.last();
    // A contributor who left before paying finds the way back to Stripe's page on their contribution.
    const mine = await t.call('GET', `/api/contributions/${id}`, { headers: asGuest(world.guest.token) });
    expect(mine.data).toMatchObject({ status: 'pending', checkoutUrl: started.data.checkoutUrl });
    // The page polls every 2 s; Stripe is asked about the session at most once every 10 s.
    const sessionReads = () => server.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/')).length;
    expect(sessionReads()).toBe(1);
    await t.call('GET', `/api/contributions/${id}`, { headers: asGuest(world.guest.token) });
    expect(sessionReads()).toBe(1);
    t.clock.advance(10_000);
    await t.call('GET', `/api/contributions/${id}`, { headers: asGuest(world.guest.token) });
    expect(sessionReads()).toBe(2);
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers['idempotency-key']).toBe(`cakeday:contribution-checkout:${id}`);
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Contribution to Mia’s fund',
      success_url: `http://127.0.0.1/contributions/${id}`,
      cancel_url: `http://127.0.0.1/contributions/${id}?cancelled=1`,
      'metadata[purpose]': 'contribution',
      'metadata[contributionId]': id,
      'metadata[potId]': world.pot.id,
      'metadata[eventId]': world.event.id,
    });
    expect((await ledgerRepo.findContribution(t.db, id))!).toMatchObject({ provider: 'stripe', status: 'pending', checkoutSessionId: 'cs_test000001' });
  });

  it('signed checkout.session.completed and payment_intent.succeeded book one charge, replays none', async () => {
    const id = (await startAsGuest(t, world.pot.id, world.guest.token)).data.contribution.id;
    expect((await postEvent('evt_1', 'checkout.session.completed', sessionCompleted(id))).data.result).toBe('processed');
    expect((await postEvent('evt_1', 'checkout.session.completed', sessionCompleted(id))).data.result).toBe('duplicate');
    expect((await postEvent('evt_2', 'payment_intent.succeeded', intentSucceeded(id))).data.result).toBe('ignored');
    expect((await ledgerRepo.findContribution(t.db, id))!).toMatchObject({ status: 'succeeded', paymentIntentId: 'pi_42' });
    expect(await ledgerRepo.allEntries(t.db)).toEqual([expect.objectContaining({ kind: 'charge', amountCents: 2_000, providerRef: 'pi_42' })]);
    const wrongSecret = JSON.stringify({ id: 'evt_3', object: 'event', type: 'payment_intent.succeeded', created: 1, data: { object: intentSucceeded(id) } });
    const bad = await t.call('POST', '/api/payments/webhook', {
      body: wrongSecret,
      headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: wrongSecret, secret: 'whsec_other' }) },
    });
    expect(bad.status).toBe(400);
  });

  it('cancelling while held refunds at Stripe with refund:<id>, and the refund event books nothing more', async () => {
    const id = (await startAsGuest(t, world.pot.id, world.guest.token)).data.contribution.id;
    await postEvent('evt_1', 'payment_intent.succeeded', intentSucceeded(id));
    const cancelled = await t.call('POST', `/api/contributions/${id}/cancel`, { headers: asGuest(world.guest.token) });
    expect(cancelled.data).toMatchObject({ status: 'refunded', refundReason: 'cancelled' });
    const refund = server.requests.find((request) => request.path === '/v1/refunds')!;
    expect(refund.headers['idempotency-key']).toBe(`refund:${id}`);
    expect(refund.form).toMatchObject({ payment_intent: 'pi_42', amount: '2000', reason: 'requested_by_customer' });
    const refundId = (await ledgerRepo.findContribution(t.db, id))!.refundId;
    expect((await postEvent('evt_2', 'refund.updated', { id: refundId, object: 'refund', payment_intent: 'pi_42', status: 'succeeded', amount: 2_000 })).data.result).toBe('ignored');
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(2);
    await expectSoundLedger(t);
  });

  it('a Stripe outage during the refund leaves the intent; the scheduler finishes it with the same key', async () => {
    const id = (await startAsGuest(t, world.pot.id, world.guest.token)).data.contribution.id;
    await postEvent('evt_1', 'payment_intent.succeeded', intentSucceeded(id));
    server.on('POST /v1/refunds', () => ({ status: 500, body: { error: { type: 'api_error', message: 'down' } } }));
    const cancelled = await t.call('POST', `/api/contributions/${id}/cancel`, { headers: asGuest(world.guest.token) });
    expect(cancelled.data).toMatchObject({ status: 'succeeded', cancellable: false });
    expect((await ledgerRepo.findContribution(t.db, id))!.refundRequestReason).toBe('cancelled');
    server.reset();
    expect(await finishRefundRequests(t.deps)).toEqual({ refunded: 1, failed: 0 });
    expect(server.last().headers['idempotency-key']).toBe(`refund:${id}`);
    expect((await ledgerRepo.findContribution(t.db, id))!).toMatchObject({ status: 'refunded', refundReason: 'cancelled' });
    expect(await finishRefundRequests(t.deps)).toEqual({ refunded: 0, failed: 0 });
  });

  it('a payment that succeeds after its contributor cancelled is charged and refunded at once', async () => {
    const id = (await startAsGuest(t, world.pot.id, world.guest.token)).data.contribution.id;
    expect((await t.call('POST', `/api/contributions/${id}/cancel`, { headers: asGuest(world.guest.token) })).data.status).toBe('cancelled');
    await postEvent('evt_1', 'checkout.session.completed', sessionCompleted(id));
    expect((await ledgerRepo.findContribution(t.db, id))!).toMatchObject({ status: 'refunded', refundReason: 'cancelled' });
    expect(server.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(1);
    expect((await ledgerRepo.allEntries(t.db)).map((entry) => entry.kind).sort()).toEqual(['charge', 'refund']);
    await expectSoundLedger(t);
  });

  it('the contributor’s page reconciles a paid session whose webhook has not arrived', async () => {
    const id = (await startAsGuest(t, world.pot.id, world.guest.token)).data.contribution.id;
    server.on('GET /v1/checkout/sessions/*', () => ({ status: 200, body: sessionCompleted(id) }));
    const page = await t.call('GET', `/api/contributions/${id}`, { headers: asGuest(world.guest.token) });
    expect(page.data).toMatchObject({ status: 'succeeded', cancellable: true });
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(1);
    // The webhook arriving later changes nothing.
    expect((await postEvent('evt_late', 'checkout.session.completed', sessionCompleted(id))).data.result).toBe('ignored');
  });
});

describe('Stripe unreachable', () => {
  it('starting is a 503 that says nothing was charged; the row is marked failed', async () => {
    const down = await stripeApp(1);
    try {
      const downWorld = await moneyWorld(down);
      const before = await counts(down);
      const response = await startAsGuest(down, downWorld.pot.id, downWorld.guest.token);
      expect(response).toMatchObject({ status: 503, data: { error: PAYMENTS_UNAVAILABLE } });
      const [row] = await down.client.execute('SELECT status, failure_code FROM contributions').then((result) => result.rows);
      expect(row).toMatchObject({ status: 'failed', failure_code: 'checkout_unavailable' });
      expect((await counts(down)).ledger).toBe(before.ledger);
    } finally {
      down.close();
    }
  });
});
