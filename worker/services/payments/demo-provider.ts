import type { Clock } from '../clock.ts';
import { hexOf } from '../tokens.ts';
import {
  assertAmountCents,
  IdempotencyConflictError,
  PaymentDeclinedError,
  PaymentRequestError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type AccountStatus,
  type CheckoutSessionDetails,
  type CheckoutSessionRef,
  type CreateCheckoutSessionInput,
  type NormalizedWebhookEvent,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
  type RefundResult,
  type SubscriptionResult,
  type TransferInput,
} from './payment-provider.ts';

/** Shown beside every amount, button and receipt while the demo provider is in use. */
export const DEMO_PAYMENT_LABEL = 'Demo payment — no money moves';

/** The header carrying the demo provider's webhook signature (same `t=…,v1=…` shape as Stripe's). */
export const DEMO_SIGNATURE_HEADER = 'Cakeday-Demo-Signature';

/** Stripe's own test numbers, so a host who later switches to Stripe test mode types the same cards. */
export const DEMO_TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/**
 * Where the demo provider keeps what it has answered. The default is memory (per process); a
 * durable store can be passed in later. Results for a key never change once written.
 */
export interface DemoPaymentStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

export class MemoryDemoPaymentStore implements DemoPaymentStore {
  private readonly values = new Map<string, string>();
  async get(key: string): Promise<unknown> {
    const value = this.values.get(key);
    return value === undefined ? undefined : (JSON.parse(value) as unknown);
  }
  async set(key: string, value: unknown): Promise<void> {
    // Stored as JSON so callers can never mutate a stored answer through a returned object.
    this.values.set(key, JSON.stringify(value));
  }
}

/** A signed event ready to be posted to our own webhook route (or handed to verifyWebhook). */
export interface DemoWebhookDelivery {
  rawBody: string;
  signatureHeader: string;
}

export interface DemoProviderOptions {
  /** Signs webhooks and derives ids. Any long random string; required so signatures mean something. */
  secret: string;
  /**
   * Our public origin: demo checkout and onboarding pages live there ("https://cakeday.example").
   * Without it, the origin of the page the payer comes back to (successUrl, returnUrl), which the
   * routes take from APP_URL or the request: an isolate on Workers serves whatever host it is reached at.
   */
  origin?: string;
  clock: Clock;
  store?: DemoPaymentStore;
  /** Receives every event the demo provider emits, signed like a webhook. */
  onEvent?: (delivery: DemoWebhookDelivery) => void | Promise<void>;
}

interface DemoSession extends CheckoutSessionDetails {
  name: string;
  interval: 'month' | 'year' | null;
  successUrl: string;
  cancelUrl: string;
}

interface DemoPayment {
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  refundedCents: number;
}

/**
 * The provider's record of a payment made before it ran: the demo data's payments (worker/db/seed-*.ts).
 * Without it a refund of a seeded payment fails as Stripe's does for an unknown one ("No such
 * payment_intent") and the refund waits forever.
 */
export function seededDemoPayment(paymentIntentId: string, amountCents: number): { key: string; value: string } {
  const payment: DemoPayment = { paymentIntentId, amountCents, currency: 'usd', refundedCents: 0 };
  return { key: `payment:${paymentIntentId}`, value: JSON.stringify(payment) };
}

interface DemoAccount extends AccountStatus {
  email: string;
}

/**
 * Payments without money: the same calls, states, idempotency and normalized (signed) events as
 * Stripe, so everything above it is exercised for real. Card entry happens on our own
 * `/demo-checkout/<sessionId>` page, which calls `payCheckout`; Connect onboarding on
 * `/demo-connect/<accountId>`, which calls `completeOnboarding`. Ids are derived from the
 * idempotency key with an HMAC, so the same key yields the same id even after a restart.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly kind = 'demo' as const;
  readonly label = DEMO_PAYMENT_LABEL;
  private readonly store: DemoPaymentStore;
  private readonly key: Promise<CryptoKey>;
  private eventCounter = 0;
  /** Two concurrent calls with one key share one execution, as Stripe serialises them. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly options: DemoProviderOptions) {
    if (options.secret.length < 16) throw new Error('DemoPaymentProvider needs a secret of at least 16 characters');
    this.store = options.store ?? new MemoryDemoPaymentStore();
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  }

  private async hmac(message: string): Promise<string> {
    const signature = await crypto.subtle.sign('HMAC', await this.key, new TextEncoder().encode(message));
    return hexOf(new Uint8Array(signature));
  }

  private async idFor(prefix: string, seed: string): Promise<string> {
    return `${prefix}_${(await this.hmac(`id:${prefix}:${seed}`)).slice(0, 24)}`;
  }

  /**
   * Stripe's idempotency semantics: the first answer for a key is stored and replayed; the same key
   * with different parameters is refused.
   */
  private async once<T>(operation: string, idempotencyKey: string, params: unknown, run: () => Promise<T>): Promise<T> {
    if (!idempotencyKey) throw new PaymentRequestError('idempotencyKey is required', 'missing_idempotency_key', 400);
    const slot = `idem:${operation}:${idempotencyKey}`;
    // Chained synchronously, so each call with this key starts only after the previous one ended.
    const previous = this.inFlight.get(slot) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(() => this.runOnce(slot, operation, params, run));
    this.inFlight.set(slot, current);
    try {
      return await current;
    } finally {
      if (this.inFlight.get(slot) === current) this.inFlight.delete(slot);
    }
  }

  private async runOnce<T>(slot: string, operation: string, params: unknown, run: () => Promise<T>): Promise<T> {
    const fingerprint = JSON.stringify(params);
    const previous = (await this.store.get(slot)) as { fingerprint: string; result: T } | undefined;
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        throw new IdempotencyConflictError(`${operation}: idempotency key reused with different parameters`, 'idempotency_error');
      }
      return previous.result;
    }
    const result = await run();
    await this.store.set(slot, { fingerprint, result });
    return result;
  }

  private pageUrl(path: string, returnUrl: string): string {
    return `${(this.options.origin ?? new URL(returnUrl).origin).replace(/\/$/, '')}${path}`;
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionRef> {
    assertAmountCents(input.lineItem.amountCents, 'lineItem.amountCents');
    if (input.mode === 'subscription' && !input.lineItem.interval) {
      throw new PaymentRequestError('a subscription needs lineItem.interval', 'invalid_interval', 400);
    }
    const { idempotencyKey, ...params } = input;
    return this.once('checkout', idempotencyKey, params, async () => {
      const sessionId = await this.idFor('demo_cs', idempotencyKey);
      const session: DemoSession = {
        sessionId,
        status: 'open',
        paymentStatus: 'unpaid',
        mode: input.mode,
        paymentIntentId: null,
        subscriptionId: null,
        amountCents: input.lineItem.amountCents,
        currency: input.lineItem.currency,
        customerEmail: input.customerEmail ?? null,
        metadata: { ...input.metadata },
        name: input.lineItem.name,
        interval: input.lineItem.interval ?? null,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      };
      await this.store.set(`session:${sessionId}`, session);
      return { sessionId, url: this.pageUrl(`/demo-checkout/${sessionId}`, input.successUrl) };
    });
  }

  private async session(sessionId: string): Promise<DemoSession> {
    const session = (await this.store.get(`session:${sessionId}`)) as DemoSession | undefined;
    if (!session) throw new PaymentRequestError(`No such checkout session: ${sessionId}`, 'resource_missing', 404);
    return session;
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionDetails> {
    const { name: _name, interval: _interval, successUrl: _s, cancelUrl: _c, ...details } = await this.session(sessionId);
    return details;
  }

  /** What the demo checkout page shows: the line item and where to send the payer afterwards. */
  async describeCheckout(sessionId: string): Promise<{
    session: CheckoutSessionDetails;
    name: string;
    interval: 'month' | 'year' | null;
    successUrl: string;
    cancelUrl: string;
    label: string;
  }> {
    const { name, interval, successUrl, cancelUrl, ...session } = await this.session(sessionId);
    return { session, name, interval, successUrl, cancelUrl, label: DEMO_PAYMENT_LABEL };
  }

  /**
   * The demo checkout page's "Pay" button. 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is
   * declined (card_declined / generic_decline); 4000 0000 0000 9995 is declined for insufficient
   * funds; any other number is refused as incorrect. A decline leaves the session open (the payer
   * may try another card) and emits payment.failed; success emits checkout.completed and
   * payment.succeeded (or subscription.updated). Paying a completed session again answers the
   * completed session and emits nothing.
   */
  async payCheckout(sessionId: string, cardNumber: string): Promise<CheckoutSessionDetails> {
    const session = await this.session(sessionId);
    if (session.status === 'complete') return this.retrieveCheckoutSession(sessionId);
    if (session.status === 'expired') throw new PaymentRequestError('This checkout session has expired', 'checkout_expired', 400);

    const digits = cardNumber.replace(/[\s-]/g, '');
    const paymentIntentId = await this.idFor('demo_pi', sessionId);
    const amountCents = session.amountCents ?? 0;
    const currency = session.currency ?? 'usd';
    const decline = (code: string, declineCode: string, message: string) =>
      this.emit({ type: 'payment.failed', paymentIntentId, amountCents, currency, failureCode: declineCode, metadata: session.metadata }).then(() => {
        throw new PaymentDeclinedError(message, code, declineCode);
      });

    if (digits === DEMO_TEST_CARDS.declined.replace(/\s/g, '')) return decline('card_declined', 'generic_decline', 'Your card was declined.');
    if (digits === DEMO_TEST_CARDS.insufficientFunds.replace(/\s/g, '')) {
      return decline('card_declined', 'insufficient_funds', 'Your card has insufficient funds.');
    }
    if (digits !== DEMO_TEST_CARDS.success.replace(/\s/g, '')) {
      throw new PaymentDeclinedError('Your card number is incorrect. Use a demo test card.', 'incorrect_number', null);
    }

    const completed: DemoSession = { ...session, status: 'complete', paymentStatus: 'paid' };
    if (session.mode === 'subscription') {
      completed.subscriptionId = await this.idFor('demo_sub', sessionId);
      await this.store.set(`subscription:${completed.subscriptionId}`, { status: 'active', metadata: session.metadata });
    } else {
      completed.paymentIntentId = paymentIntentId;
      const payment: DemoPayment = { paymentIntentId, amountCents, currency, refundedCents: 0 };
      await this.store.set(`payment:${paymentIntentId}`, payment);
    }
    await this.store.set(`session:${sessionId}`, completed);
    const details = await this.retrieveCheckoutSession(sessionId);
    await this.emit({ type: 'checkout.completed', session: details });
    if (completed.subscriptionId) {
      await this.emit({ type: 'subscription.updated', subscriptionId: completed.subscriptionId, status: 'active', metadata: session.metadata });
    } else {
      await this.emit({ type: 'payment.succeeded', paymentIntentId, amountCents, currency, metadata: session.metadata });
    }
    return details;
  }

  /** An abandoned checkout (the demo page's "Cancel", or a sweep of old open sessions). */
  async expireCheckout(sessionId: string): Promise<CheckoutSessionDetails> {
    const session = await this.session(sessionId);
    if (session.status !== 'open') return this.retrieveCheckoutSession(sessionId);
    await this.store.set(`session:${sessionId}`, { ...session, status: 'expired' });
    const details = await this.retrieveCheckoutSession(sessionId);
    await this.emit({ type: 'checkout.expired', session: details });
    return details;
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    assertAmountCents(input.amountCents);
    const { idempotencyKey, ...params } = input;
    return this.once('refund', idempotencyKey, params, async () => {
      const slot = `payment:${input.paymentIntentId}`;
      const payment = (await this.store.get(slot)) as DemoPayment | undefined;
      if (!payment) throw new PaymentRequestError(`No such payment_intent: ${input.paymentIntentId}`, 'resource_missing', 404);
      if (payment.refundedCents + input.amountCents > payment.amountCents) {
        throw new PaymentRequestError('Refund amount is greater than the unrefunded amount of the charge', 'amount_too_large', 400);
      }
      await this.store.set(slot, { ...payment, refundedCents: payment.refundedCents + input.amountCents });
      const refundId = await this.idFor('demo_re', idempotencyKey);
      await this.emit({ type: 'refund.updated', refundId, paymentIntentId: input.paymentIntentId, status: 'succeeded', amountCents: input.amountCents });
      return { refundId, status: 'succeeded' as const, amountCents: input.amountCents };
    });
  }

  async createConnectedAccount(input: { email: string; idempotencyKey: string; metadata?: Record<string, string> }): Promise<{ accountId: string }> {
    const { idempotencyKey, ...params } = input;
    return this.once('account', idempotencyKey, params, async () => {
      const accountId = await this.idFor('demo_acct', idempotencyKey);
      const account: DemoAccount = { accountId, email: input.email, payoutsEnabled: false, detailsSubmitted: false, chargesEnabled: false };
      await this.store.set(`account:${accountId}`, account);
      return { accountId };
    });
  }

  private async account(accountId: string): Promise<DemoAccount> {
    const account = (await this.store.get(`account:${accountId}`)) as DemoAccount | undefined;
    if (!account) throw new PaymentRequestError(`No such account: ${accountId}`, 'resource_missing', 404);
    return account;
  }

  async createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }> {
    await this.account(input.accountId);
    const query = new URLSearchParams({ return: input.returnUrl, refresh: input.refreshUrl });
    return { url: this.pageUrl(`/demo-connect/${input.accountId}?${query.toString()}`, input.returnUrl) };
  }

  /** The demo onboarding page's "Finish": payouts become enabled and account.updated is emitted. */
  async completeOnboarding(accountId: string): Promise<AccountStatus> {
    const account = await this.account(accountId);
    const updated: DemoAccount = { ...account, payoutsEnabled: true, detailsSubmitted: true, chargesEnabled: true };
    await this.store.set(`account:${accountId}`, updated);
    const status = await this.getAccountStatus(accountId);
    await this.emit({ type: 'account.updated', account: status }, accountId);
    return status;
  }

  async getAccountStatus(accountId: string): Promise<AccountStatus> {
    const { accountId: id, payoutsEnabled, detailsSubmitted, chargesEnabled } = await this.account(accountId);
    return { accountId: id, payoutsEnabled, detailsSubmitted, chargesEnabled };
  }

  async transfer(input: TransferInput): Promise<{ transferId: string }> {
    assertAmountCents(input.amountCents);
    const { idempotencyKey, ...params } = input;
    return this.once('transfer', idempotencyKey, params, async () => {
      const account = await this.account(input.destination);
      if (!account.payoutsEnabled) {
        throw new PaymentRequestError('The destination account has not finished onboarding', 'account_not_onboarded', 400);
      }
      const transferId = await this.idFor('demo_tr', idempotencyKey);
      // Kept as Stripe keeps a transfer: its group and the charge it is paid from (decision 061).
      await this.store.set(`transfer:${transferId}`, { transferId, ...params });
      return { transferId };
    });
  }

  /** A transfer as it was made (amount, destination, transfer group, source transaction), for the demo's own checks and tests. */
  async transferRecord(transferId: string): Promise<(Omit<TransferInput, 'idempotencyKey'> & { transferId: string }) | undefined> {
    return (await this.store.get(`transfer:${transferId}`)) as (Omit<TransferInput, 'idempotencyKey'> & { transferId: string }) | undefined;
  }

  async cancelSubscription(input: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionResult> {
    const { idempotencyKey, ...params } = input;
    return this.once('cancel-subscription', idempotencyKey, params, async () => {
      const slot = `subscription:${input.subscriptionId}`;
      const subscription = (await this.store.get(slot)) as { status: string; metadata: Record<string, string> } | undefined;
      if (!subscription) throw new PaymentRequestError(`No such subscription: ${input.subscriptionId}`, 'resource_missing', 404);
      if (subscription.status !== 'canceled') {
        await this.store.set(slot, { ...subscription, status: 'canceled' });
        await this.emit({ type: 'subscription.deleted', subscriptionId: input.subscriptionId, status: 'canceled', metadata: subscription.metadata });
      }
      return { subscriptionId: input.subscriptionId, status: 'canceled' as const };
    });
  }

  /* ----------------------------------------- webhooks ----------------------------------------- */

  /** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, exactly Stripe's scheme with our secret. */
  async signPayload(rawBody: string, timestampSeconds = Math.floor(this.options.clock.now() / 1000)): Promise<string> {
    return `t=${timestampSeconds},v1=${await this.hmac(`${timestampSeconds}.${rawBody}`)}`;
  }

  private async emit(event: PaymentEvent, connectedAccountId: string | null = null): Promise<void> {
    this.eventCounter += 1;
    const createdAt = this.options.clock.now();
    const seed = `${createdAt}:${this.eventCounter}:${JSON.stringify(event)}`;
    const normalized: NormalizedWebhookEvent = { id: await this.idFor('demo_evt', seed), createdAt, connectedAccountId, livemode: false, ...event };
    const rawBody = JSON.stringify(normalized);
    await this.options.onEvent?.({ rawBody, signatureHeader: await this.signPayload(rawBody) });
  }

  async verifyWebhook(rawBody: string, signatureHeader: string | null | undefined): Promise<NormalizedWebhookEvent> {
    if (!signatureHeader) throw new WebhookSignatureError(`missing ${DEMO_SIGNATURE_HEADER} header`, 'missing_signature');
    const parts = new Map<string, string[]>();
    for (const item of signatureHeader.split(',')) {
      const [name, value] = item.split('=', 2);
      if (name && value) parts.set(name.trim(), [...(parts.get(name.trim()) ?? []), value.trim()]);
    }
    const timestamp = Number(parts.get('t')?.[0]);
    const signatures = parts.get('v1') ?? [];
    if (!Number.isSafeInteger(timestamp) || signatures.length === 0) {
      throw new WebhookSignatureError('unreadable signature header', 'invalid_signature');
    }
    const expected = await this.hmac(`${timestamp}.${rawBody}`);
    if (!signatures.some((signature) => constantTimeEqual(signature, expected))) {
      throw new WebhookSignatureError('signature does not match the body', 'invalid_signature');
    }
    const age = Math.floor(this.options.clock.now() / 1000) - timestamp;
    if (Math.abs(age) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new WebhookSignatureError('signature timestamp outside the tolerance', 'timestamp_outside_tolerance');
    }
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch (error) {
      throw new WebhookSignatureError('signed body is not JSON', 'invalid_payload', { cause: error });
    }
    const candidate = event as Partial<NormalizedWebhookEvent>;
    if (typeof candidate.id !== 'string' || typeof candidate.type !== 'string' || typeof candidate.createdAt !== 'number') {
      throw new WebhookSignatureError('signed body is not a demo event', 'invalid_payload');
    }
    return event as NormalizedWebhookEvent;
  }
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
