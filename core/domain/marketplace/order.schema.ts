import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { isIsoDate } from '../venues/calendar-date.rules.ts';
import { catalogLimits } from './catalog-terms.rules.ts';
import { deliveryMethods, orderStatuses, ORDER_REVIEW_TEXT_MAX_LENGTH, type DeliveryMethod, type OrderStatus } from './order-terms.rules.ts';

/**
 * The cart, the checkout and the orders of the marketplace (decision 061). One checkout group is
 * one payment; it is split into one order per shop by bookkeeping, never into several charges.
 */

export { COMMISSION_RATE_BP, deliveryMethods, orderStatuses, orderStatusLabels, orderTimers, ORDER_REVIEW_TEXT_MAX_LENGTH, type DeliveryMethod, type OrderStatus } from './order-terms.rules.ts';

const isoDateSchema = z.string({ error: 'A date must be text like 2026-12-05' }).refine(isIsoDate, { message: 'Choose a real date (YYYY-MM-DD)' });

/** `POST /api/marketplace/cart/lines`: adds to the line of the same variant (and dates) if there is one. */
export const addToCartInputSchema = z
  .object({
    variantId: z.string({ error: 'Choose a variant' }).min(1, 'Choose a variant').max(100),
    quantity: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(catalogLimits.maxStock, 'Quantity can be at most 100,000'),
    /** Rentals: the first day and the number of days. */
    rentalStart: isoDateSchema.optional(),
    rentalDays: z.number().int('Days must be a whole number').min(1, 'Rent for at least 1 day').max(catalogLimits.maxRentalDays, 'Rent for at most 14 days').optional(),
  })
  .strict();
export type AddToCartInput = z.infer<typeof addToCartInputSchema>;

export const updateCartLineInputSchema = z.object({ quantity: addToCartInputSchema.shape.quantity }).strict();

/** `PUT /api/marketplace/cart/event`: ties the cart to one of the member's events (null unties it). */
export const cartEventInputSchema = z.object({ eventId: z.string().min(1).max(100).nullable() }).strict();

/** `POST /api/marketplace/checkout`: the delivery method per shop and where to. */
export const checkoutInputSchema = z
  .object({
    deliveries: z
      .array(z.object({ shopId: z.string().min(1).max(100), method: z.enum(deliveryMethods, { error: 'Delivery must be shipping, local or pickup' }) }).strict())
      .min(1, 'Choose how each shop delivers')
      .max(50),
    /** Where to deliver; taken from the tied event's location when empty. */
    address: singleLineText({ label: 'Address' }).trim().max(300, 'Keep the address to 300 characters or fewer').default(''),
    /** The city of the address, for local delivery: within the shop's radius of its city (decision 063). */
    city: singleLineText({ label: 'City' }).trim().max(80).default(''),
  })
  .strict();
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const declineLinesInputSchema = z
  .object({
    lineIds: z.array(z.string().min(1).max(100)).min(1, 'Choose the lines you cannot supply').max(200),
    reason: singleLineText({ label: 'Reason' }).trim().max(300).default(''),
  })
  .strict();

export const cancelOrderInputSchema = z.object({ reason: singleLineText({ label: 'Reason' }).trim().max(300).default('') }).strict();

export const orderReviewInputSchema = z
  .object({
    rating: z.number({ error: 'Choose a rating from 1 to 5 stars' }).int('Choose a rating from 1 to 5 stars').min(1, 'Choose a rating from 1 to 5 stars').max(5, 'Choose a rating from 1 to 5 stars'),
    text: multilineText({ label: 'Your review' }).trim().max(ORDER_REVIEW_TEXT_MAX_LENGTH, 'Keep your review to 2,000 characters or fewer').default(''),
  })
  .strict();

// --- views --------------------------------------------------------------------------------------

export interface CartLineView {
  id: string;
  productId: string;
  variantId: string;
  title: string;
  variantTitle: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  rentalStart: string | null;
  rentalDays: number | null;
  depositCents: number;
  lineCents: number;
  /** What is left (items) or free on every day asked for (rentals). */
  available: number;
  /** Warnings for the tied party: already on its wishlist, or already bought there. */
  warnings: string[];
  /** Plates, cups, favors: how many the going head count suggests, when it differs. */
  suggestedQuantity: number | null;
}

export interface CartShopView {
  shop: { id: string; name: string; slug: string; city: string };
  lines: CartLineView[];
  itemsCents: number;
  depositCents: number;
  /** The methods the shop offers, with their fee and the date it would arrive by. */
  deliveryOptions: { method: DeliveryMethod; priceCents: number; arrivesBy: string | null; label: string }[];
  canSell: boolean;
}

export interface CartView {
  event: { id: string; title: string; startsAt: number; timeZone: string; location: string | null; goingCount: number; deliverBy: number } | null;
  shops: CartShopView[];
  itemsCents: number;
  lineCount: number;
}

export interface OrderLineView {
  id: string;
  productId: string | null;
  title: string;
  variantTitle: string;
  imageUrl: string | null;
  unitPriceCents: number;
  quantity: number;
  rentalStart: string | null;
  rentalDays: number | null;
  depositCents: number;
  lineCents: number;
  declined: boolean;
}

export interface OrderView {
  id: string;
  groupId: string;
  shop: { id: string; name: string; slug: string };
  /** The buyer's first name (the seller sees it); never an email or phone. */
  buyerName: string;
  status: OrderStatus;
  statusLabel: string;
  deliveryMethod: DeliveryMethod;
  address: string;
  itemsCents: number;
  depositCents: number;
  deliveryCents: number;
  totalCents: number;
  refundedCents: number;
  commissionRateBp: number;
  /** Set once the transfer went out. */
  commissionCents: number | null;
  sellerShareCents: number | null;
  deliverByDate: string | null;
  confirmBy: number | null;
  receiveBy: number | null;
  payoutDueAt: number | null;
  releasedAt: number | null;
  createdAt: number;
  lines: OrderLineView[];
  review: { rating: number; text: string; reply: string | null } | null;
  event: { id: string; title: string } | null;
}

export interface CheckoutView {
  groupId: string;
  status: 'awaiting_payment' | 'paid' | 'expired';
  totalCents: number;
  payBy: number;
  checkoutUrl: string | null;
  orders: OrderView[];
}

/** `POST /api/marketplace/seller/reviews/:id/reply`: the shop's one reply to a review. */
export const reviewReplyInputSchema = z.object({ text: multilineText({ label: 'Your reply' }).trim().min(1, 'Write your reply').max(2000, 'Keep your reply to 2,000 characters or fewer') }).strict();

/** `GET /api/marketplace/seller/orders?status=`: one status, or every order past payment. */
export const sellerOrdersQuerySchema = z.object({ status: z.enum(orderStatuses, { error: 'Choose a status from the list' }).optional() });
