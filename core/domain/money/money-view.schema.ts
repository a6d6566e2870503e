import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { contributionStatuses } from './contribution.rules.ts';
import { amountCentsSchema, potLimitsSchema } from './money.schema.ts';
import { planIds } from './plans.rules.ts';

/**
 * The money API's contract: what the worker answers and what the platform reads. Amounts are
 * whole USD cents; times are ISO strings. `providerLabel` is "Demo payment — no money moves"
 * while the demo provider is in use (null with Stripe) and must be shown beside every amount.
 */

export const potKinds = ['event_fund', 'gift'] as const;
export type PotKind = (typeof potKinds)[number];
export const fundingStatuses = ['none', 'open', 'met', 'missed'] as const;
/** core's RefundReason: why money went back. */
export const refundReasons = ['cancelled', 'target_missed', 'host', 'admin', 'provider'] as const;

/* ------------------------------------------ inputs ------------------------------------------ */

const potTextFields = {
  title: singleLineText({ label: 'The title' }).trim().min(1, 'Give the pot a title').max(120, 'Keep the title under 121 characters'),
  description: multilineText({ label: 'The description' }).trim().max(1000, 'Keep the description to 1,000 characters or fewer').nullable().optional(),
};

/**
 * Creating a pot: the event fund (one per event) or a group gift for one wishlist item. The
 * funding-target choice is made here and cannot change once money came in.
 */
export const createPotInputSchema = z
  .object({
    kind: z.enum(potKinds),
    wishlistItemId: z.string().min(1).max(100).nullable().optional(),
    ...potTextFields,
    minCents: amountCentsSchema,
    maxCents: amountCentsSchema,
    targetCents: amountCentsSchema.nullable().optional(),
    /** ISO date-time; required with refundIfTargetMissed. */
    deadline: z.iso.datetime({ offset: true, error: 'Enter the deadline as a date and time' }).nullable().optional(),
    refundIfTargetMissed: z.boolean().default(false),
  })
  .strict()
  .superRefine((input, context) => {
    if (!potLimitsSchema.safeParse({ minCents: input.minCents, maxCents: input.maxCents }).success) {
      context.addIssue({ code: 'custom', path: ['maxCents'], message: 'The maximum must be at least the minimum' });
    }
    if (input.kind === 'gift' && !input.wishlistItemId) {
      context.addIssue({ code: 'custom', path: ['wishlistItemId'], message: 'Choose the wishlist item this pot is for' });
    }
    if (input.refundIfTargetMissed && (!input.targetCents || !input.deadline)) {
      context.addIssue({ code: 'custom', path: ['targetCents'], message: 'Set a target and a deadline to refund contributors when it is missed' });
    }
  });
export type CreatePotInput = z.output<typeof createPotInputSchema>;

/** What may change on a pot later: the texts, the limits, and open/closed. */
export const updatePotInputSchema = z
  .object({ ...potTextFields, minCents: amountCentsSchema, maxCents: amountCentsSchema, status: z.enum(['open', 'closed']) })
  .partial()
  .strict();
export type UpdatePotInput = z.output<typeof updatePotInputSchema>;

/* ------------------------------------------- views ------------------------------------------ */

export const balanceViewSchema = z.object({
  chargedCents: z.number(),
  refundedCents: z.number(),
  releasedCents: z.number(),
  heldCents: z.number(),
  feesCents: z.number(),
});
export type BalanceView = z.infer<typeof balanceViewSchema>;

/** A pot as a contributor sees it (guest link, event page, checkout pages). */
export const potPublicViewSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  celebrantName: z.string().nullable(),
  kind: z.enum(potKinds),
  title: z.string(),
  description: z.string().nullable(),
  minCents: z.number(),
  maxCents: z.number(),
  targetCents: z.number().nullable(),
  /** charged − refunded: what the pot has raised so far. */
  raisedCents: z.number(),
  deadline: z.string().nullable(),
  refundIfTargetMissed: z.boolean(),
  status: z.enum(['open', 'closed']),
  providerLabel: z.string().nullable(),
});
export type PotPublicView = z.infer<typeof potPublicViewSchema>;

/** A pot as the event's hosts see it: the public view plus the money in it. */
export const potHostViewSchema = potPublicViewSchema.extend({
  wishlistItemId: z.string().nullable(),
  fundingStatus: z.enum(fundingStatuses),
  balance: balanceViewSchema,
  contributionCount: z.number(),
  createdAt: z.string(),
});
export type PotHostView = z.infer<typeof potHostViewSchema>;

/** A contribution as its contributor sees it (the hold countdown and the cancel button). */
export const contributionMineViewSchema = z.object({
  id: z.string(),
  potId: z.string(),
  potTitle: z.string(),
  eventTitle: z.string(),
  amountCents: z.number(),
  status: z.enum(contributionStatuses),
  anonymous: z.boolean(),
  name: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
  /** End of the 24-hour protection (null until the payment succeeded). */
  heldUntil: z.string().nullable(),
  /** True while the contributor may still cancel for a full refund. */
  cancellable: z.boolean(),
  /** Held, but its refund was asked for and is on its way (finished by the scheduler if the provider was busy). */
  refundRequested: z.boolean(),
  /** "Held — 23 h 59 min left", "Released to the host", "Refunded"… (core holdLabel). */
  statusLabel: z.string(),
  /** Where to pay while pending (the provider's checkout page), else null. */
  checkoutUrl: z.string().nullable(),
  providerLabel: z.string().nullable(),
  /** Why a refunded contribution went back (the contributor's page explains it); optional so older answers still parse. */
  refundReason: z.enum(refundReasons).nullable().optional(),
});
export type ContributionMineView = z.infer<typeof contributionMineViewSchema>;

/** A contribution in the host's list: never the contributor's name when they gave anonymously. */
export const contributionHostViewSchema = z.object({
  id: z.string(),
  potId: z.string(),
  potTitle: z.string(),
  amountCents: z.number(),
  status: z.enum(contributionStatuses),
  /** "Anonymous" when they chose so. */
  contributorName: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
  heldUntil: z.string().nullable(),
  releasedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundReason: z.enum(refundReasons).nullable(),
  /** Held, but a refund was asked for and is on its way (the provider was busy; the scheduler finishes it). */
  refundRequested: z.boolean(),
  statusLabel: z.string(),
});
export type ContributionHostView = z.infer<typeof contributionHostViewSchema>;

/** GET /api/events/:id/contributions — the host's money screen. */
export const eventMoneyViewSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  providerLabel: z.string().nullable(),
  totals: balanceViewSchema,
  pots: z.array(potHostViewSchema),
  contributions: z.array(contributionHostViewSchema),
  /** The host's payout account: released money waits until payouts are enabled. */
  payout: z.object({ connected: z.boolean(), payoutsEnabled: z.boolean() }),
  /** Held past the 24 hours and due to the host, waiting for a payout account that can receive it. */
  awaitingPayoutCents: z.number(),
});
export type EventMoneyView = z.infer<typeof eventMoneyViewSchema>;

/** POST /api/pots/:potId/contributions answer: pay at checkoutUrl. */
export const startContributionResultSchema = z.object({ contribution: contributionMineViewSchema, checkoutUrl: z.string() });
export type StartContributionResult = z.infer<typeof startContributionResultSchema>;

/** GET/POST /api/payouts/account — the member's payout account. */
export const payoutAccountViewSchema = z.object({
  connected: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  providerLabel: z.string().nullable(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountViewSchema>;

/**
 * POST /api/payouts/onboarding (body optional): the page of this site the provider sends the
 * member back to, e.g. the event's contributions screen. A path only (no scheme, host or query),
 * so the link can never lead off the site; the server adds `?payouts=done` or `?payouts=refresh`.
 */
export const payoutOnboardingInputSchema = z
  .object({
    returnPath: z
      .string()
      .max(300, 'Keep the return path under 301 characters')
      .regex(/^\/(?!\/)[A-Za-z0-9\-._~/]*$/, 'Return to a page of this site (a path such as /dashboard)')
      .optional(),
  })
  .strict();
export type PayoutOnboardingInput = z.output<typeof payoutOnboardingInputSchema>;

/* ------------------------------------------ billing ----------------------------------------- */

export const purchaseKinds = ['single_event', 'pro', 'test_payment'] as const;
export const purchaseStatuses = ['pending', 'paid', 'active', 'past_due', 'cancelled', 'expired', 'failed', 'refunded'] as const;

export const purchaseViewSchema = z.object({
  id: z.string(),
  kind: z.enum(purchaseKinds),
  description: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  amountCents: z.number(),
  status: z.enum(purchaseStatuses),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  providerLabel: z.string().nullable(),
});
export type PurchaseView = z.infer<typeof purchaseViewSchema>;

/** GET /api/billing — the member's plan, what it allows, and their receipts. */
export const billingViewSchema = z.object({
  plan: z.enum(planIds),
  planName: z.string(),
  /** The Pro subscription that can be cancelled, if any. */
  subscription: z.object({ purchaseId: z.string(), status: z.enum(purchaseStatuses), since: z.string() }).nullable(),
  activeEvents: z.number(),
  maxActiveEvents: z.number().nullable(),
  maxGuestsPerEvent: z.number().nullable(),
  /** Events unlocked by a Single event purchase. */
  unlockedEvents: z.array(z.object({ eventId: z.string(), title: z.string() })),
  purchases: z.array(purchaseViewSchema),
  providerLabel: z.string().nullable(),
});
export type BillingView = z.infer<typeof billingViewSchema>;

export const buySingleEventInputSchema = z.object({ eventId: z.string().min(1, 'Choose the event to unlock').max(100) }).strict();
export const testPaymentInputSchema = z.object({ amountCents: z.number().int('Enter whole cents').min(50, 'A test payment is at least $0.50').max(500, 'A test payment is at most $5.00') }).strict();

/** Any plan checkout: go to checkoutUrl. */
export const checkoutStartedSchema = z.object({ purchaseId: z.string(), checkoutUrl: z.string() });
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

/* ------------------------------------- demo provider pages ---------------------------------- */

/** GET /api/payments/demo/checkout/:sessionId — what /demo-checkout/:sessionId shows. */
export const demoCheckoutViewSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  mode: z.enum(['payment', 'subscription']),
  lineItem: z.string(),
  amountCents: z.number(),
  interval: z.enum(['month', 'year']).nullable(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  label: z.string(),
  testCards: z.object({ success: z.string(), declined: z.string(), insufficientFunds: z.string() }),
});
export type DemoCheckoutView = z.infer<typeof demoCheckoutViewSchema>;

export const demoPayInputSchema = z.object({ cardNumber: z.string().trim().min(1, 'Enter a card number').max(30) }).strict();
