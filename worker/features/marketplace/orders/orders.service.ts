import { canMove, deadlineOnEntering, type OrderActor, refundableCents } from '#core/domain/marketplace/order.rules.ts';
import { orderTimers } from '#core/domain/marketplace/order.schema.ts';
import type { AppDeps } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { randomId } from '#worker/services/tokens.ts';
import type { MarketplacePaymentsPort } from './marketplace-payments.port.ts';
import { sendOrderEmails } from './emails/order-emails.service.ts';
import { orderReviewsRepo } from './order-reviews.repo.ts';
import { type OrderLineRow, type OrderRow, type OrderSideEffects, type OrderWithParties, ordersRepo } from './orders.repo.ts';

/**
 * The buyer's and the seller's moves on an order (decision 061). Each reads the order, decides with
 * core's state machine and writes with the order's version, so two moves racing (the buyer
 * cancelling as the seller confirms, a timer firing) cannot both apply; the loser reads again.
 */

const NOT_FOUND = 'There is no such order.';

export async function loadBuyerOrder(deps: AppDeps, userId: string, id: string): Promise<OrderWithParties> {
  const found = await ordersRepo.find(deps.db, id);
  if (!found || found.order.buyerUserId !== userId || found.order.status === 'awaiting_payment' || found.order.status === 'expired') throw new ApiError(404, NOT_FOUND);
  return found;
}

/** An order of the caller's own shop; another shop's (even in the same checkout) is the 404 of one that does not exist. */
export async function loadSellerOrder(deps: AppDeps, userId: string, id: string): Promise<OrderWithParties> {
  const found = await ordersRepo.find(deps.db, id);
  if (!found || found.shop.ownerUserId !== userId || found.order.status === 'awaiting_payment' || found.order.status === 'expired') throw new ApiError(404, NOT_FOUND);
  return found;
}

type Decision = { patch: Partial<OrderRow>; effects?: OrderSideEffects } | null;

/** The order as this call wrote it, with what its write also did (the refund it marked): what the emails tell. */
export interface MovedOrder {
  order: OrderRow;
  effects: OrderSideEffects;
}

/** Reads, decides and writes until the write wins (or the decision says there is nothing to do). */
export async function moveOrder(deps: AppDeps, id: string, decide: (order: OrderRow, lines: OrderLineRow[], refundedCents: number) => Decision): Promise<MovedOrder | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const found = await ordersRepo.find(deps.db, id);
    if (!found) return null;
    const [lines, refunded] = await Promise.all([ordersRepo.linesOf(deps.db, [id]), ordersRepo.refundedOf(deps.db, [id])]);
    const decision = decide(found.order, lines, refunded.get(id) ?? 0);
    if (!decision) return null;
    const effects = decision.effects ?? {};
    if (await ordersRepo.save(deps.db, found.order, decision.patch, effects, deps.clock.now())) return { order: { ...found.order, ...decision.patch }, effects };
  }
  throw new ApiError(409, 'This order just changed. Reload it and try again.');
}

/** A cancellation: the rest of the payment refunded, the lines' stock and rental days given back. */
export function cancellation(order: OrderRow, lines: OrderLineRow[], refundedCents: number, by: OrderActor, reason: string, now: number): Decision {
  const rest = refundableCents(order.totalCents, refundedCents);
  return {
    patch: { status: 'cancelled', cancelledAt: now, cancelledBy: by, cancelReason: reason },
    effects: {
      ...(rest > 0 ? { refund: { id: randomId(), amountCents: rest, reason } } : {}),
      restock: lines.filter((line) => line.declinedAt === null),
    },
  };
}

function refuse(status: number, message: string): never {
  throw new ApiError(status as 409, message);
}

export async function cancelByBuyer(deps: AppDeps, userId: string, id: string, reason: string, payments: MarketplacePaymentsPort) {
  await loadBuyerOrder(deps, userId, id);
  const now = deps.clock.now();
  const moved = await moveOrder(deps, id, (order, lines, refunded) => {
    if (!canMove(order.status, 'cancelled', 'buyer')) refuse(409, 'The shop has already confirmed this order, so it can no longer be cancelled here. Message the shop.');
    return cancellation(order, lines, refunded, 'buyer', reason || 'Cancelled by the buyer', now);
  });
  if (moved) await sendOrderEmails(deps, id, { kind: 'cancelled', cause: 'buyer', refundCents: moved.effects.refund?.amountCents ?? 0, note: reason });
  await payments.finishRefunds(deps, id);
}

export async function markReceived(deps: AppDeps, userId: string, id: string) {
  await loadBuyerOrder(deps, userId, id);
  const now = deps.clock.now();
  await moveOrder(deps, id, (order) => {
    if (!canMove(order.status, 'received', 'buyer')) refuse(409, 'Only a delivered order can be marked received.');
    return { patch: { status: 'received', receivedAt: now, ...deadlineOnEntering('received', now) } };
  });
}

export async function confirmOrder(deps: AppDeps, userId: string, id: string) {
  await loadSellerOrder(deps, userId, id);
  const now = deps.clock.now();
  const moved = await moveOrder(deps, id, (order) => {
    if (!canMove(order.status, 'confirmed', 'seller')) refuse(409, 'Only an order waiting for you can be confirmed.');
    // The timer decides once its deadline passed, even before the scheduler's next run.
    if (order.confirmBy !== null && now >= order.confirmBy) refuse(409, 'The 48 hours to confirm this order are over; it is being cancelled and refunded.');
    return { patch: { status: 'confirmed', confirmedAt: now } };
  });
  if (moved) await sendOrderEmails(deps, id, { kind: 'confirmed' });
}

export async function markDelivered(deps: AppDeps, userId: string, id: string) {
  await loadSellerOrder(deps, userId, id);
  const now = deps.clock.now();
  const moved = await moveOrder(deps, id, (order) => {
    if (!canMove(order.status, 'delivered', 'seller')) refuse(409, order.status === 'placed' ? 'Confirm the order before you mark it delivered.' : 'This order cannot be marked delivered now.');
    if (order.deliverBy !== null && now >= order.deliverBy) refuse(409, 'The party has started, so this order is being cancelled and refunded.');
    return { patch: { status: 'delivered', deliveredAt: now, ...deadlineOnEntering('delivered', now) } };
  });
  if (moved) await sendOrderEmails(deps, id, { kind: 'delivered' });
}

/**
 * The seller declines lines they cannot supply: those lines are refunded at once (their price and
 * deposit); when no line is left the order is cancelled and the rest (the delivery fee) refunded too.
 */
export async function declineLines(deps: AppDeps, userId: string, id: string, lineIds: string[], reason: string, payments: MarketplacePaymentsPort) {
  await loadSellerOrder(deps, userId, id);
  const now = deps.clock.now();
  const wanted = new Set(lineIds);
  const moved = await moveOrder(deps, id, (order, lines, refunded) => {
    if (order.status !== 'placed') refuse(409, 'Lines can be declined only before you confirm the order.');
    const chosen = lines.filter((line) => wanted.has(line.id));
    if (chosen.length !== wanted.size) refuse(400, 'Choose lines of this order.');
    if (chosen.some((line) => line.declinedAt !== null)) refuse(400, 'One of those lines is already declined.');
    const left = lines.filter((line) => line.declinedAt === null && !wanted.has(line.id));
    const why = reason || 'Declined by the shop';
    if (left.length === 0) {
      const cancelled = cancellation(order, lines, refunded, 'seller', why, now)!;
      return { ...cancelled, effects: { ...cancelled.effects, declineLineIds: [...wanted] } };
    }
    const amount = Math.min(
      chosen.reduce((sum, line) => sum + line.lineCents + line.depositCents, 0),
      refundableCents(order.totalCents, refunded),
    );
    return { patch: {}, effects: { declineLineIds: [...wanted], restock: chosen, ...(amount > 0 ? { refund: { id: randomId(), amountCents: amount, reason: why } } : {}) } };
  });
  if (moved) {
    const refundCents = moved.effects.refund?.amountCents ?? 0;
    await sendOrderEmails(
      deps,
      id,
      moved.order.status === 'cancelled' ? { kind: 'cancelled', cause: 'seller', refundCents, note: reason } : { kind: 'declined', lineIds: [...wanted], refundCents, note: reason },
    );
  }
  await payments.finishRefunds(deps, id);
}

/** The buyer's one review of a received order, within 60 days; the shop's and products' ratings follow. */
export async function reviewOrder(deps: AppDeps, userId: string, buyerName: string, id: string, input: { rating: number; text: string }) {
  const { order } = await loadBuyerOrder(deps, userId, id);
  const now = deps.clock.now();
  if (order.status !== 'received' || order.receivedAt === null) throw new ApiError(409, 'You can review an order once you have received it.');
  if (now > order.receivedAt + orderTimers.reviewWithinMs) throw new ApiError(409, 'Reviews are open for 60 days after an order is received.');
  const lines = await ordersRepo.linesOf(deps.db, [id]);
  const productIds = [...new Set(lines.map((line) => line.productId).filter((productId): productId is string => productId !== null))];
  const firstName = buyerName.trim().split(/\s+/)[0] || 'A buyer';
  const inserted = await orderReviewsRepo.insert(
    deps.db,
    { id: randomId(), orderId: id, shopId: order.shopId, buyerUserId: userId, reviewerName: firstName, rating: input.rating, text: input.text, createdAt: now },
    productIds,
  );
  if (!inserted) throw new ApiError(409, 'You have already reviewed this order.');
  await sendOrderEmails(deps, id, { kind: 'reviewed', reviewerName: firstName, rating: input.rating, text: input.text });
}

export async function replyToReview(deps: AppDeps, userId: string, reviewId: string, text: string) {
  const shop = await ordersRepo.shopOfOwner(deps.db, userId);
  const review = await orderReviewsRepo.find(deps.db, reviewId);
  if (!shop || !review || review.shopId !== shop.id) throw new ApiError(404, 'There is no such review.');
  if (!(await orderReviewsRepo.reply(deps.db, reviewId, shop.id, text, deps.clock.now()))) throw new ApiError(409, 'You have already replied to this review.');
}
