import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import type { BillingView, PurchaseView } from '#core/domain/money/money-view.schema.ts';

/** The demo provider's label as the server sends it (stories cannot import the worker's constant). */
export const DEMO_LABEL = 'Demo payment — no money moves';

/** Sample billing data for the plans stories; nothing talks to a server. */
export const singleEventReceipt: PurchaseView = {
  id: 'purchase-1',
  kind: 'single_event',
  description: 'Single event — Maya’s 7th birthday',
  eventId: 'event-1',
  eventTitle: 'Maya’s 7th birthday',
  amountCents: 1_900,
  status: 'paid',
  createdAt: '2026-11-02T15:04:00.000Z',
  paidAt: '2026-11-02T15:05:00.000Z',
  cancelledAt: null,
  providerLabel: null,
};

export const proReceipt: PurchaseView = {
  ...singleEventReceipt,
  id: 'purchase-2',
  kind: 'pro',
  description: 'Cakeday Pro (monthly)',
  eventId: null,
  eventTitle: null,
  amountCents: 900,
  status: 'active',
  createdAt: '2026-11-10T09:00:00.000Z',
  paidAt: '2026-11-10T09:01:00.000Z',
};

export const testPaymentPurchase: PurchaseView = {
  ...singleEventReceipt,
  id: 'purchase-3',
  kind: 'test_payment',
  description: 'Cakeday test payment',
  eventId: null,
  eventTitle: null,
  amountCents: 100,
  status: 'refunded',
};

export const freeBilling: BillingView = {
  plan: 'free',
  planName: 'Free',
  subscription: null,
  activeEvents: 1,
  maxActiveEvents: 1,
  maxGuestsPerEvent: 30,
  unlockedEvents: [],
  purchases: [],
  providerLabel: null,
};

export const freeWithReceipts: BillingView = {
  ...freeBilling,
  unlockedEvents: [{ eventId: 'event-1', title: 'Maya’s 7th birthday' }],
  purchases: [singleEventReceipt, { ...testPaymentPurchase }],
};

export const proBilling: BillingView = {
  ...freeBilling,
  plan: 'pro',
  planName: 'Pro',
  subscription: { purchaseId: 'purchase-2', status: 'active', since: '2026-11-10T09:01:00.000Z' },
  activeEvents: 3,
  maxActiveEvents: null,
  maxGuestsPerEvent: 500,
  purchases: [proReceipt, singleEventReceipt],
};

/** Every amount from the demo provider carries its label. */
export const demoBilling: BillingView = {
  ...freeWithReceipts,
  providerLabel: DEMO_LABEL,
  purchases: freeWithReceipts.purchases.map((purchase) => ({ ...purchase, providerLabel: DEMO_LABEL })),
};

export const hostedEvent: EventSummary = {
  id: 'event-2',
  slug: 'leo-turns-5',
  title: 'Leo turns 5',
  startsAt: '2027-01-16T15:00:00.000Z',
  endsAt: '2027-01-16T18:00:00.000Z',
  timeZone: 'America/New_York',
  location: 'Prospect Park',
  coverImageUrl: null,
  status: 'active',
  role: 'host',
  rsvpStatus: null,
  counts: null,
};
