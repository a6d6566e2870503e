import type StripeSdk from 'stripe';
import {
  assertAmountCents,
  IdempotencyConflictError,
  PaymentDeclinedError,
  PaymentRequestError,
  PaymentUnavailableError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type AccountStatus,
  type CheckoutSessionDetails,
  type CheckoutSessionRef,
  type CreateCheckoutSessionInput,
  type NormalizedWebhookEvent,
  type PaymentError,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type RefundStatus,
  type SubscriptionResult,
  type SubscriptionStatus,
  type TransferInput,
} from './payment-provider.ts';

type Stripe = StripeSdk;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local Stripe-shaped server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Per-request timeout in ms (SDK default 80 s is too long for a request a person waits on). */
  timeoutMs?: number;
  /**
   * The SDK's own retries (it reuses the idempotency key, so they are safe). Tests set 0 to see
   * each fault once.
   */
  maxNetworkRetries?: number;
}

/**
 * Stripe through the official SDK. Every mutating call passes `idempotencyKey`; every SDK error is
 * mapped to PaymentDeclinedError / PaymentUnavailableError / PaymentRequestError so callers never
 * look at Stripe's classes. The SDK is loaded on first use: a server on the demo provider never
 * evaluates it.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly label = null;
  private client: Promise<Stripe> | undefined;

  constructor(private readonly options: StripeProviderOptions) {
    if (!options.secretKey) throw new Error('StripePaymentProvider needs STRIPE_SECRET_KEY');
  }

  private sdk(): Promise<Stripe> {
    this.client ??= import('stripe').then(({ default: Stripe }) => {
      const { host, port, protocol, timeoutMs, maxNetworkRetries } = this.options;
      return new Stripe(this.options.secretKey, {
        maxNetworkRetries: maxNetworkRetries ?? 2,
        timeout: timeoutMs ?? 20_000,
        appInfo: { name: 'Cakeday' },
        ...(host ? { host } : {}),
        ...(port ? { port } : {}),
        ...(protocol ? { protocol } : {}),
      });
    });
    return this.client;
  }

  /** Runs one SDK call, mapping its errors and checking that the answer has the fields we read. */
  private async call<T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = await this.sdk();
    let result: T;
    try {
      result = await run(stripe);
    } catch (error) {
      throw mapStripeError(what, error);
    }
    return result;
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionRef> {
    assertAmountCents(input.lineItem.amountCents, 'lineItem.amountCents');
    if (input.mode === 'subscription' && !input.lineItem.interval) {
      throw new PaymentRequestError('a subscription needs lineItem.interval', 'invalid_interval', null);
    }
    const session = await this.call('checkout.sessions.create', (stripe) =>
      stripe.checkout.sessions.create(
        {
          mode: input.mode,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.lineItem.currency,
                unit_amount: input.lineItem.amountCents,
                product_data: { name: input.lineItem.name },
                ...(input.mode === 'subscription' ? { recurring: { interval: input.lineItem.interval ?? 'month' } } : {}),
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          metadata: input.metadata,
          // The PaymentIntent / Subscription carry the same metadata, so their own events can be matched too.
          ...(input.mode === 'payment' ? { payment_intent_data: { metadata: input.metadata } } : { subscription_data: { metadata: input.metadata } }),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    const sessionId = requireString(session.id, 'checkout session id');
    const url = requireString(session.url, 'checkout session url');
    return { sessionId, url };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionDetails> {
    const session = await this.call('checkout.sessions.retrieve', (stripe) => stripe.checkout.sessions.retrieve(sessionId));
    return normalizeSession(session);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    assertAmountCents(input.amountCents);
    const refund = await this.call('refunds.create', (stripe) =>
      stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountCents,
          reason: input.reason,
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return {
      refundId: requireString(refund.id, 'refund id'),
      status: normalizeRefundStatus(refund.status),
      amountCents: requireInteger(refund.amount, 'refund amount'),
    };
  }

  async createConnectedAccount(input: { email: string; idempotencyKey: string; metadata?: Record<string, string> }): Promise<{ accountId: string }> {
    const account = await this.call('accounts.create', (stripe) =>
      stripe.accounts.create(
        {
          type: 'express',
          email: input.email,
          capabilities: { transfers: { requested: true } },
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { accountId: requireString(account.id, 'account id') };
  }

  async createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }> {
    // Account links are single-use and expire in minutes; a new one per click is expected, so no key.
    const link = await this.call('accountLinks.create', (stripe) =>
      stripe.accountLinks.create({
        account: input.accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: 'account_onboarding',
      }),
    );
    return { url: requireString(link.url, 'account link url') };
  }

  async getAccountStatus(accountId: string): Promise<AccountStatus> {
    const account = await this.call('accounts.retrieve', (stripe) => stripe.accounts.retrieve(accountId));
    return normalizeAccount(account);
  }

  async transfer(input: TransferInput): Promise<{ transferId: string }> {
    assertAmountCents(input.amountCents);
    // source_transaction names a charge; a payment intent is turned into the charge it made.
    let sourceTransaction = input.sourceTransaction;
    if (sourceTransaction?.startsWith('pi_')) {
      const intent = await this.call('paymentIntents.retrieve', (stripe) => stripe.paymentIntents.retrieve(sourceTransaction!));
      sourceTransaction = idOf(intent.latest_charge) ?? undefined;
    }
    const transfer = await this.call('transfers.create', (stripe) =>
      stripe.transfers.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          destination: input.destination,
          ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
          ...(sourceTransaction ? { source_transaction: sourceTransaction } : {}),
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { transferId: requireString(transfer.id, 'transfer id') };
  }

  async cancelSubscription(input: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionResult> {
    const subscription = await this.call('subscriptions.cancel', (stripe) => stripe.subscriptions.cancel(input.subscriptionId, {}, { idempotencyKey: input.idempotencyKey }));
    return {
      subscriptionId: requireString(subscription.id, 'subscription id'),
      status: requireString(subscription.status, 'subscription status') as SubscriptionStatus,
    };
  }

  async verifyWebhook(rawBody: string, signatureHeader: string | null | undefined): Promise<NormalizedWebhookEvent> {
    if (!signatureHeader) throw new WebhookSignatureError('missing Stripe-Signature header', 'missing_signature');
    const stripe = await this.sdk();
    let event: StripeSdk.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(rawBody, signatureHeader, this.options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature', 'invalid_signature', { cause: error });
    }
    return normalizeStripeEvent(event);
  }
}

/* ---------------------------------------------------------------------------------------------- */

function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new PaymentUnavailableError(`Stripe answered without a ${what}`, 'malformed_response');
  }
  return value;
}

function requireInteger(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new PaymentUnavailableError(`Stripe answered without a ${what}`, 'malformed_response');
  }
  return value;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function stringMetadata(metadata: Record<string, string> | null | undefined): Record<string, string> {
  return { ...(metadata ?? {}) };
}

/**
 * Stripe's error classes → ours. The SDK throws its own typed errors; anything else (a TypeError
 * from an unreadable body, say) is treated as an outage with an unknown outcome.
 */
export function mapStripeError(what: string, error: unknown): PaymentError {
  const e = error as Partial<StripeSdk.errors.StripeError> & { type?: string; message?: string };
  const message = `${what}: ${e?.message ?? 'failed'}`;
  const code = typeof e?.code === 'string' ? e.code : null;
  switch (e?.type) {
    case 'StripeCardError':
      return new PaymentDeclinedError(message, code ?? 'card_declined', e.decline_code ?? null, { cause: error });
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return new PaymentUnavailableError(message, code ?? e.type, { cause: error });
    case 'StripeIdempotencyError':
      return new IdempotencyConflictError(message, code ?? 'idempotency_error', { cause: error });
    case 'StripeInvalidRequestError':
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      if (typeof e.statusCode === 'number' && e.statusCode >= 500) {
        return new PaymentUnavailableError(message, code, { cause: error });
      }
      return new PaymentRequestError(message, code, e.statusCode ?? null, { cause: error });
    default:
      if (typeof e?.statusCode === 'number' && e.statusCode < 500 && e.statusCode !== 429) {
        return new PaymentRequestError(message, code, e.statusCode, { cause: error });
      }
      return new PaymentUnavailableError(message, code ?? 'unknown', { cause: error });
  }
}

function normalizeSession(session: StripeSdk.Checkout.Session): CheckoutSessionDetails {
  const status: CheckoutSessionDetails['status'] = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  const paymentStatus: CheckoutSessionDetails['paymentStatus'] = session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid';
  return {
    sessionId: requireString(session.id, 'checkout session id'),
    status,
    paymentStatus,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    paymentIntentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
    amountCents: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: session.currency ?? null,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    metadata: stringMetadata(session.metadata),
  };
}

function normalizeRefundStatus(status: string | null | undefined): RefundStatus {
  switch (status) {
    case 'succeeded':
    case 'failed':
    case 'canceled':
    case 'requires_action':
    case 'pending':
      return status;
    default:
      return 'pending';
  }
}

function normalizeAccount(account: StripeSdk.Account): AccountStatus {
  return {
    accountId: requireString(account.id, 'account id'),
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    chargesEnabled: account.charges_enabled === true,
  };
}

/** Stripe's event → the normalized event callers act on. Unknown types come back as 'other'. */
export function normalizeStripeEvent(event: StripeSdk.Event): NormalizedWebhookEvent {
  const base = {
    id: requireString(event.id, 'event id'),
    createdAt: requireInteger(event.created, 'event created') * 1000,
    connectedAccountId: event.account ?? null,
    livemode: event.livemode === true,
  };
  let payload: PaymentEvent;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      payload = { type: 'checkout.completed', session: normalizeSession(event.data.object) };
      break;
    case 'checkout.session.expired':
      payload = { type: 'checkout.expired', session: normalizeSession(event.data.object) };
      break;
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      payload = {
        type: 'payment.succeeded',
        paymentIntentId: intent.id,
        amountCents: intent.amount_received || intent.amount,
        currency: intent.currency,
        metadata: stringMetadata(intent.metadata),
      };
      break;
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      payload = {
        type: 'payment.failed',
        paymentIntentId: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
        failureCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
        metadata: stringMetadata(intent.metadata),
      };
      break;
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      payload = {
        type: 'refund.updated',
        refundId: refund.id,
        paymentIntentId: idOf(refund.payment_intent),
        status: normalizeRefundStatus(refund.status),
        amountCents: refund.amount,
      };
      break;
    }
    case 'account.updated':
      payload = { type: 'account.updated', account: normalizeAccount(event.data.object) };
      break;
    case 'customer.subscription.updated':
    case 'customer.subscription.created':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      payload = {
        type: event.type === 'customer.subscription.deleted' ? 'subscription.deleted' : 'subscription.updated',
        subscriptionId: subscription.id,
        status: subscription.status as SubscriptionStatus,
        metadata: stringMetadata(subscription.metadata),
      };
      break;
    }
    default:
      payload = { type: 'other', providerType: event.type };
  }
  return { ...base, ...payload };
}
