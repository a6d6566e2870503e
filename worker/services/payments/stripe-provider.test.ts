import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refundKey, transferKey } from '#core/domain/money/idempotency.rules.ts';
import { StripeTestServer } from '../../testing/stripe-server.ts';
import { idempotencyKeyFor, PaymentDeclinedError, PaymentRequestError, PaymentUnavailableError, WebhookSignatureError } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_cakeday';
const server = new StripeTestServer();
let provider: StripePaymentProvider;

function makeProvider(overrides: { secretKey?: string; timeoutMs?: number } = {}): StripePaymentProvider {
  return new StripePaymentProvider({
    secretKey: overrides.secretKey ?? 'sk_test_cakeday',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: server.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });
}

beforeAll(async () => {
  await server.start();
  provider = makeProvider();
});
afterAll(() => server.stop());
beforeEach(() => server.reset());

describe('StripePaymentProvider requests', () => {
  it('creates a hosted Checkout session for a contribution with amount, metadata and the idempotency key', async () => {
    const key = idempotencyKeyFor('checkout', 'contribution', 'c_123');
    const ref = await provider.createCheckoutSession({
      mode: 'payment',
      lineItem: { name: 'Group gift for Ana', amountCents: 2500, currency: 'usd' },
      successUrl: 'https://cakeday.test/ok?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://cakeday.test/cancel',
      customerEmail: 'guest@example.com',
      metadata: { contributionId: 'c_123', potId: 'p_1' },
      idempotencyKey: key,
    });
    expect(ref.sessionId).toMatch(/^cs_/);
    expect(ref.url).toContain(ref.sessionId);

    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers['idempotency-key']).toBe('cakeday:checkout:contribution:c_123');
    expect(request.headers.authorization).toBe('Bearer sk_test_cakeday');
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Group gift for Ana',
      success_url: 'https://cakeday.test/ok?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://cakeday.test/cancel',
      customer_email: 'guest@example.com',
      'metadata[contributionId]': 'c_123',
      'payment_intent_data[metadata][potId]': 'p_1',
    });
  });

  it('creates a subscription session with a recurring price', async () => {
    await provider.createCheckoutSession({
      mode: 'subscription',
      lineItem: { name: 'Pro', amountCents: 900, currency: 'usd', interval: 'month' },
      successUrl: 'https://cakeday.test/billing',
      cancelUrl: 'https://cakeday.test/pricing',
      metadata: { userId: 'u_1', plan: 'pro' },
      idempotencyKey: idempotencyKeyFor('plan', 'pro', 'u_1', 'attempt-1'),
    });
    expect(server.last().form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][plan]': 'pro',
    });
  });

  it('refuses fractional, zero and negative amounts before calling Stripe', async () => {
    for (const amountCents of [0, -100, 12.5, Number.NaN]) {
      await expect(provider.refund({ paymentIntentId: 'pi_1', amountCents, idempotencyKey: 'k', reason: 'requested_by_customer' })).rejects.toBeInstanceOf(PaymentRequestError);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('retrieves a checkout session and normalizes it', async () => {
    const session = await provider.retrieveCheckoutSession('cs_test_abc');
    expect(server.last()).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_abc' });
    expect(session).toEqual({
      sessionId: 'cs_test_abc',
      status: 'complete',
      paymentStatus: 'paid',
      mode: 'payment',
      paymentIntentId: 'pi_test000001',
      subscriptionId: null,
      amountCents: 2500,
      currency: 'usd',
      customerEmail: 'guest@example.com',
      metadata: { contributionId: 'c1' },
    });
  });

  it('refunds with the key and reason; a repeat with the same key returns the same refund', async () => {
    const input = { paymentIntentId: 'pi_9', amountCents: 1500, idempotencyKey: idempotencyKeyFor('refund', 'c_9'), reason: 'requested_by_customer' as const };
    const first = await provider.refund(input);
    const again = await provider.refund(input);
    expect(first).toEqual({ refundId: again.refundId, status: 'succeeded', amountCents: 1500 });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['cakeday:refund:c_9', 'cakeday:refund:c_9']);
    expect(server.last().form).toEqual({ payment_intent: 'pi_9', amount: '1500', reason: 'requested_by_customer' });
  });

  it("passes the ledger's own keys (core/domain/money) through unchanged", async () => {
    await provider.refund({ paymentIntentId: 'pi_7', amountCents: 700, idempotencyKey: refundKey('c_7'), reason: 'requested_by_customer' });
    expect(server.last().headers['idempotency-key']).toBe('refund:c_7');
    await provider.transfer({ amountCents: 700, currency: 'usd', destination: 'acct_7', idempotencyKey: transferKey('batch_7') });
    expect(server.last().headers['idempotency-key']).toBe('transfer:batch_7');
  });

  it('Connect: creates an express account, an onboarding link, reads the status and transfers', async () => {
    const { accountId } = await provider.createConnectedAccount({ email: 'host@example.com', idempotencyKey: idempotencyKeyFor('connect', 'u_1') });
    expect(server.last()).toMatchObject({ path: '/v1/accounts', form: { type: 'express', email: 'host@example.com', 'capabilities[transfers][requested]': 'true' } });
    expect(server.last().headers['idempotency-key']).toBe('cakeday:connect:u_1');

    const link = await provider.createOnboardingLink({ accountId, refreshUrl: 'https://cakeday.test/r', returnUrl: 'https://cakeday.test/done' });
    expect(link.url).toContain(accountId);
    expect(server.last().form).toEqual({ account: accountId, refresh_url: 'https://cakeday.test/r', return_url: 'https://cakeday.test/done', type: 'account_onboarding' });

    expect(await provider.getAccountStatus(accountId)).toEqual({ accountId, payoutsEnabled: true, detailsSubmitted: true, chargesEnabled: true });
    expect(server.last()).toMatchObject({ method: 'GET', path: `/v1/accounts/${accountId}` });

    const { transferId } = await provider.transfer({
      amountCents: 4200,
      currency: 'usd',
      destination: accountId,
      idempotencyKey: idempotencyKeyFor('release', 'p_1', 'c_1'),
      transferGroup: 'pot_p_1',
    });
    expect(transferId).toMatch(/^tr_/);
    expect(server.last().form).toEqual({ amount: '4200', currency: 'usd', destination: accountId, transfer_group: 'pot_p_1' });
    expect(server.last().headers['idempotency-key']).toBe('cakeday:release:p_1:c_1');
  });

  it('a seller transfer is paid from the checkout group charge: source_transaction, from a charge or a payment intent', async () => {
    await provider.transfer({ amountCents: 900, currency: 'usd', destination: 'acct_9', idempotencyKey: 'order-transfer:o_1', transferGroup: 'checkout_g_1', sourceTransaction: 'ch_1' });
    expect(server.last().form).toEqual({ amount: '900', currency: 'usd', destination: 'acct_9', transfer_group: 'checkout_g_1', source_transaction: 'ch_1' });
    server.on('GET /v1/payment_intents/*', () => ({ status: 200, body: { id: 'pi_2', object: 'payment_intent', latest_charge: 'ch_2' } }));
    await provider.transfer({ amountCents: 900, currency: 'usd', destination: 'acct_9', idempotencyKey: 'order-transfer:o_2', transferGroup: 'checkout_g_2', sourceTransaction: 'pi_2' });
    expect(server.last().form).toMatchObject({ source_transaction: 'ch_2', transfer_group: 'checkout_g_2' });
  });

  it('cancels a subscription with DELETE and the key', async () => {
    const result = await provider.cancelSubscription({ subscriptionId: 'sub_1', idempotencyKey: idempotencyKeyFor('cancel-plan', 'sub_1') });
    expect(result).toEqual({ subscriptionId: 'sub_1', status: 'canceled' });
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_1' });
    expect(server.last().headers['idempotency-key']).toBe('cakeday:cancel-plan:sub_1');
  });

  it('idempotencyKeyFor refuses empty and ambiguous parts', () => {
    expect(() => idempotencyKeyFor('refund', '')).toThrow();
    expect(() => idempotencyKeyFor('refund', 'a:b')).toThrow();
    expect(idempotencyKeyFor('release', 'p1', 3)).toBe('cakeday:release:p1:3');
  });
});

describe('StripePaymentProvider errors', () => {
  const refund = () => provider.refund({ paymentIntentId: 'pi_1', amountCents: 100, idempotencyKey: 'cakeday:refund:x', reason: 'requested_by_customer' });

  it('a 402 card_declined is a PaymentDeclinedError with the decline code, not retryable', async () => {
    server.on('POST /v1/refunds', () => ({
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
    }));
    const error = await refund().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect(error).toMatchObject({ code: 'card_declined', declineCode: 'insufficient_funds', retryable: false });
  });

  it('a 500 is a retryable PaymentUnavailableError, and the retry with the same key succeeds', async () => {
    let calls = 0;
    server.on('POST /v1/refunds', (request) => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } }
        : { status: 200, body: { id: 're_after_retry', object: 'refund', status: 'pending', amount: Number(request.form.amount) } };
    });
    const error = await refund().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentUnavailableError);
    expect(error).toMatchObject({ retryable: true });
    expect(await refund()).toEqual({ refundId: 're_after_retry', status: 'pending', amountCents: 100 });
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['cakeday:refund:x', 'cakeday:refund:x']);
  });

  it('a 429 is retryable', async () => {
    server.on('POST /v1/refunds', () => ({ status: 429, body: { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' } } }));
    await expect(refund()).rejects.toMatchObject({ name: 'PaymentUnavailableError', retryable: true });
  });

  it('a timeout is a retryable PaymentUnavailableError', async () => {
    server.on('POST /v1/transfers', () => ({ hang: true }));
    const slow = makeProvider({ timeoutMs: 200 });
    const error = await slow.transfer({ amountCents: 100, currency: 'usd', destination: 'acct_1', idempotencyKey: 'cakeday:release:t' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentUnavailableError);
    expect(error).toMatchObject({ retryable: true });
  });

  it('a refused connection is a retryable PaymentUnavailableError', async () => {
    const nowhere = new StripePaymentProvider({ secretKey: 'sk_test_cakeday', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: 1, protocol: 'http', maxNetworkRetries: 0 });
    await expect(nowhere.getAccountStatus('acct_1')).rejects.toBeInstanceOf(PaymentUnavailableError);
  });

  it('a body that is not JSON, or JSON without the fields we need, is a retryable PaymentUnavailableError', async () => {
    server.on('POST /v1/refunds', () => ({ raw: '<html>bad gateway</html>' }));
    await expect(refund()).rejects.toMatchObject({ name: 'PaymentUnavailableError', retryable: true });

    server.on('POST /v1/refunds', () => ({ status: 200, body: { object: 'refund' } }));
    await expect(refund()).rejects.toMatchObject({ name: 'PaymentUnavailableError', code: 'malformed_response' });

    server.on('POST /v1/checkout/sessions', () => ({ status: 200, body: { id: 'cs_1', object: 'checkout.session' } }));
    await expect(
      provider.createCheckoutSession({
        mode: 'payment',
        lineItem: { name: 'x', amountCents: 100, currency: 'usd' },
        successUrl: 'https://a.test',
        cancelUrl: 'https://a.test',
        metadata: {},
        idempotencyKey: 'cakeday:checkout:m',
      }),
    ).rejects.toMatchObject({ name: 'PaymentUnavailableError', code: 'malformed_response' });
  });

  it('a bad key and an unknown id are PaymentRequestErrors (not retryable)', async () => {
    await expect(makeProvider({ secretKey: 'sk_test_wrong' }).getAccountStatus('acct_1')).rejects.toMatchObject({
      name: 'PaymentRequestError',
      status: 401,
      retryable: false,
    });
    server.on('GET /v1/checkout/sessions/*', () => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } } }));
    await expect(provider.retrieveCheckoutSession('cs_missing')).rejects.toMatchObject({ name: 'PaymentRequestError', code: 'resource_missing', status: 404 });
  });

  it('reusing a key with other parameters is an IdempotencyConflictError', async () => {
    server.on('POST /v1/refunds', () => ({ status: 400, body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' } } }));
    await expect(refund()).rejects.toMatchObject({ name: 'IdempotencyConflictError', retryable: false });
  });
});

describe('StripePaymentProvider webhooks', () => {
  const stripe = new Stripe('sk_test_cakeday');
  const event = (type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ id: `evt_${type.replace(/\W/g, '_')}`, object: 'event', type, created: 1_795_000_000, livemode: false, data: { object }, ...extra });
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });

  it('accepts a correctly signed event and normalizes checkout completion', async () => {
    const body = event('checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      mode: 'payment',
      payment_intent: 'pi_1',
      subscription: null,
      amount_total: 2500,
      currency: 'usd',
      customer_details: { email: 'g@example.com' },
      metadata: { contributionId: 'c_1' },
    });
    const normalized = await provider.verifyWebhook(body, sign(body));
    expect(normalized).toEqual({
      id: 'evt_checkout_session_completed',
      createdAt: 1_795_000_000_000,
      connectedAccountId: null,
      livemode: false,
      type: 'checkout.completed',
      session: {
        sessionId: 'cs_1',
        status: 'complete',
        paymentStatus: 'paid',
        mode: 'payment',
        paymentIntentId: 'pi_1',
        subscriptionId: null,
        amountCents: 2500,
        currency: 'usd',
        customerEmail: 'g@example.com',
        metadata: { contributionId: 'c_1' },
      },
    });
  });

  it('normalizes payments, refunds, accounts and subscriptions', async () => {
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>?]> = [
      [
        'payment_intent.succeeded',
        { id: 'pi_1', amount: 500, amount_received: 500, currency: 'usd', metadata: { a: '1' } },
        { type: 'payment.succeeded', paymentIntentId: 'pi_1', amountCents: 500, metadata: { a: '1' } },
      ],
      [
        'payment_intent.payment_failed',
        { id: 'pi_2', amount: 500, currency: 'usd', metadata: {}, last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } },
        { type: 'payment.failed', paymentIntentId: 'pi_2', failureCode: 'insufficient_funds' },
      ],
      [
        'refund.updated',
        { id: 're_1', payment_intent: 'pi_1', status: 'succeeded', amount: 500 },
        { type: 'refund.updated', refundId: 're_1', paymentIntentId: 'pi_1', status: 'succeeded', amountCents: 500 },
      ],
      [
        'account.updated',
        { id: 'acct_1', payouts_enabled: true, details_submitted: true, charges_enabled: false },
        { type: 'account.updated', connectedAccountId: 'acct_1', account: { accountId: 'acct_1', payoutsEnabled: true, detailsSubmitted: true, chargesEnabled: false } },
        { account: 'acct_1' },
      ],
      ['customer.subscription.updated', { id: 'sub_1', status: 'past_due', metadata: { userId: 'u' } }, { type: 'subscription.updated', subscriptionId: 'sub_1', status: 'past_due' }],
      ['customer.subscription.deleted', { id: 'sub_1', status: 'canceled', metadata: {} }, { type: 'subscription.deleted', subscriptionId: 'sub_1', status: 'canceled' }],
      ['invoice.paid', { id: 'in_1' }, { type: 'other', providerType: 'invoice.paid' }],
    ];
    for (const [type, object, expected, extra] of cases) {
      const body = event(type, object, extra);
      expect(await provider.verifyWebhook(body, sign(body))).toMatchObject(expected);
    }
  });

  it('refuses a wrong secret, a missing header, a tampered body and a signature outside 300 s', async () => {
    const body = event('payment_intent.succeeded', { id: 'pi_1', amount: 500, currency: 'usd', metadata: {} });
    await expect(provider.verifyWebhook(body, sign(body, { secret: 'whsec_other' }))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook(body, undefined)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook(body.replace('"amount":500', '"amount":50000'), sign(body))).rejects.toBeInstanceOf(WebhookSignatureError);

    const now = Math.floor(Date.now() / 1000);
    await expect(provider.verifyWebhook(body, sign(body, { timestamp: now - 301 }))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.verifyWebhook(body, sign(body, { timestamp: now - 290 }))).resolves.toMatchObject({ type: 'payment.succeeded' });
  });
});
