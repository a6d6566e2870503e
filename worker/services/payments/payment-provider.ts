/**
 * The one door through which money moves. Two implementations: StripePaymentProvider (the official
 * SDK) and DemoPaymentProvider (the default without a Stripe key; no money moves). Callers see the
 * same states, the same normalized webhook events and the same typed errors from both, so the
 * contribution, release and billing features are written once. See docs/decisions/015.
 *
 * Amounts are integer cents everywhere. Every call that changes money takes an `idempotencyKey`
 * that the caller derives from the operation (see `idempotencyKeyFor`), never a random value: a
 * retry after a crash or a timeout must send the same key so the provider answers the first
 * result instead of charging, refunding or paying out twice.
 */

export type Currency = string; // ISO 4217, lower case ("usd", "eur")

export interface CheckoutLineItem {
  name: string;
  /** Integer cents, > 0. */
  amountCents: number;
  currency: Currency;
  /** Subscriptions only: how often the price recurs. */
  interval?: 'month' | 'year';
}

export interface CreateCheckoutSessionInput {
  /** 'payment' for contributions and one-time plan purchases, 'subscription' for Pro. */
  mode: 'payment' | 'subscription';
  lineItem: CheckoutLineItem;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** Our own ids (contribution id, pot id, user id); echoed back in webhooks. Strings only. */
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface CheckoutSessionRef {
  sessionId: string;
  /** Where the payer goes: Stripe's hosted page, or our own /demo-checkout/<sessionId>. */
  url: string;
}

/** open: not paid yet; complete: paid (or subscription started); expired: abandoned. */
export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

export interface CheckoutSessionDetails {
  sessionId: string;
  status: CheckoutStatus;
  paymentStatus: CheckoutPaymentStatus;
  mode: 'payment' | 'subscription';
  /** Set once a one-time payment exists. */
  paymentIntentId: string | null;
  /** Set once a subscription exists. */
  subscriptionId: string | null;
  amountCents: number | null;
  currency: Currency | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
}

export type RefundReason = 'requested_by_customer' | 'duplicate' | 'fraudulent';
export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';

export interface RefundInput {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
  reason: RefundReason;
  metadata?: Record<string, string>;
}

export interface RefundResult {
  refundId: string;
  status: RefundStatus;
  amountCents: number;
}

export interface AccountStatus {
  accountId: string;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
}

export interface TransferInput {
  amountCents: number;
  currency: Currency;
  /** A connected account id. */
  destination: string;
  idempotencyKey: string;
  /** Groups the transfers of one pot or event (Stripe's transfer_group). */
  transferGroup?: string;
  /**
   * The charge the transfer is paid from (Stripe's source_transaction), so a seller's transfer
   * never waits on the platform's available balance: a charge id, or the payment intent whose
   * charge it is (the Stripe provider looks its charge up).
   */
  sourceTransaction?: string;
  metadata?: Record<string, string>;
}

export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused';

export interface SubscriptionResult {
  subscriptionId: string;
  status: SubscriptionStatus;
}

/** The events callers act on; anything else arrives as 'other' and should be acknowledged and ignored. */
export type PaymentEvent =
  | { type: 'checkout.completed'; session: CheckoutSessionDetails }
  | { type: 'checkout.expired'; session: CheckoutSessionDetails }
  | { type: 'payment.succeeded'; paymentIntentId: string; amountCents: number; currency: Currency; metadata: Record<string, string> }
  | {
      type: 'payment.failed';
      paymentIntentId: string;
      amountCents: number;
      currency: Currency;
      /** Stripe's decline code or error code ("card_declined", "insufficient_funds"). */
      failureCode: string | null;
      metadata: Record<string, string>;
    }
  | { type: 'refund.updated'; refundId: string; paymentIntentId: string | null; status: RefundStatus; amountCents: number }
  | { type: 'account.updated'; account: AccountStatus }
  | { type: 'subscription.updated'; subscriptionId: string; status: SubscriptionStatus; metadata: Record<string, string> }
  | { type: 'subscription.deleted'; subscriptionId: string; status: SubscriptionStatus; metadata: Record<string, string> }
  | { type: 'other'; providerType: string };

export type NormalizedWebhookEvent = PaymentEvent & {
  /** The provider's event id: deduplicate on it (each event is processed once). */
  id: string;
  /** When the provider created the event (ms since epoch): order deliveries that arrive out of order. */
  createdAt: number;
  /** True for events Stripe sends about a connected account (event.account). */
  connectedAccountId: string | null;
  livemode: boolean;
};

export interface PaymentProvider {
  /** 'stripe' or 'demo'; stored beside each payment so a later switch never mixes them up. */
  readonly kind: 'stripe' | 'demo';
  /** Shown next to every amount when set ("Demo payment — no money moves"). */
  readonly label: string | null;

  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionRef>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionDetails>;
  refund(input: RefundInput): Promise<RefundResult>;

  createConnectedAccount(input: { email: string; idempotencyKey: string; metadata?: Record<string, string> }): Promise<{ accountId: string }>;
  createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  getAccountStatus(accountId: string): Promise<AccountStatus>;
  transfer(input: TransferInput): Promise<{ transferId: string }>;

  cancelSubscription(input: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionResult>;

  /**
   * Checks the signature over the exact raw body (300 s tolerance) and returns the normalized
   * event. Throws WebhookSignatureError when the body was not signed by the provider.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | null | undefined): Promise<NormalizedWebhookEvent>;
}

/* ----------------------------------------------------------------------------------------------
 * Errors. Callers branch on the class: a decline is the payer's answer (show it, do not retry);
 * an outage may be retried with the same idempotency key; a request error is our bug.
 * -------------------------------------------------------------------------------------------- */

export abstract class PaymentError extends Error {
  /** True when sending the same call again with the same idempotency key is safe and may succeed. */
  abstract readonly retryable: boolean;
  constructor(
    message: string,
    readonly code: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The card or bank said no (card_declined, insufficient_funds, expired_card…). Not retryable as is. */
export class PaymentDeclinedError extends PaymentError {
  readonly retryable = false;
  constructor(
    message: string,
    code: string | null,
    /** The issuer's reason when given ("insufficient_funds", "generic_decline"). */
    readonly declineCode: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, code, options);
  }
}

/**
 * The provider could not be reached, timed out, answered 5xx or 429, or answered something we
 * cannot read. The outcome is unknown: retry with the same idempotency key (never a new one).
 */
export class PaymentUnavailableError extends PaymentError {
  readonly retryable = true;
}

/** The provider refused the request itself (bad parameters, unknown id, bad key). Retrying cannot help. */
export class PaymentRequestError extends PaymentError {
  readonly retryable = false;
  constructor(
    message: string,
    code: string | null,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, code, options);
  }
}

/** The same idempotency key was reused with different parameters: a bug in how keys are derived. */
export class IdempotencyConflictError extends PaymentError {
  readonly retryable = false;
}

/** A webhook whose signature is missing, wrong, or older than the tolerance. Answer 400. */
export class WebhookSignatureError extends PaymentError {
  readonly retryable = false;
}

/** Webhook signatures older (or further in the future) than this are refused, as Stripe recommends. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Ledger operations (charge, refund, fee, release, transfer) take their keys from
 * core/domain/money/idempotency.rules.ts (decision 014), so the provider call and the ledger row
 * share one key. This builds keys for the calls outside the ledger, from what identifies the
 * operation, so a retry produces the same key and a different operation never does:
 * `idempotencyKeyFor('connect', userId)`, `idempotencyKeyFor('plan-checkout', userId, purchaseId)`,
 * `idempotencyKeyFor('cancel-plan', subscriptionId)`. The `cakeday:` prefix keeps them apart from
 * the ledger's keys. Stripe accepts keys up to 255 characters.
 */
export function idempotencyKeyFor(operation: string, ...parts: Array<string | number>): string {
  for (const part of [operation, ...parts]) {
    if (String(part).length === 0 || String(part).includes(':')) {
      throw new Error(`idempotency key parts must be non-empty and contain no ":" (${operation})`);
    }
  }
  const key = ['cakeday', operation, ...parts].join(':');
  if (key.length > 255) throw new Error(`idempotency key too long for ${operation}`);
  return key;
}

/** Guards every amount before it leaves the process: integer cents, positive, below a sanity cap. */
export function assertAmountCents(amountCents: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > 99_999_999) {
    throw new PaymentRequestError(`${what} must be a positive whole number of cents`, 'invalid_amount', null);
  }
}
