/**
 * The orders' fixed terms (decision 061): timers, the commission, statuses and their labels. Kept
 * apart from order.schema.ts so screens that only show an order read them without loading zod.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The timers of an order: each is read only while the order is in the state it belongs to. */
export const orderTimers = {
  /** From checkout to payment: the stock stays reserved this long. */
  payWithinMs: 15 * MINUTE,
  /** From payment to the seller's confirmation, else the order is cancelled and refunded. */
  confirmWithinMs: 48 * HOUR,
  /** From delivery to "received": the buyer says so, or it happens by itself. */
  receiveWithinMs: 3 * DAY,
  /** From received to the seller's transfer: the money feature's hold. */
  payoutHoldMs: 24 * HOUR,
  /** A buyer may review a received order this long. */
  reviewWithinMs: 60 * DAY,
  /** A cart tied to a party wants things delivered this long before it starts (setting up). */
  setupMarginMs: 3 * HOUR,
} as const;

/**
 * The platform's commission in basis points (10 %), applied to what the seller keeps of an order
 * (items, deposits and delivery, less refunds). Frozen on each order when it is placed.
 */
export const COMMISSION_RATE_BP = 1000;

export const orderStatuses = ['awaiting_payment', 'expired', 'placed', 'confirmed', 'delivered', 'received', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const deliveryMethods = ['shipping', 'local', 'pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  awaiting_payment: 'Waiting for payment',
  expired: 'Not paid in time',
  placed: 'Waiting for the shop to confirm',
  confirmed: 'Confirmed',
  delivered: 'Delivered',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** The longest review text a buyer may write about an order. */
export const ORDER_REVIEW_TEXT_MAX_LENGTH = 2000;
