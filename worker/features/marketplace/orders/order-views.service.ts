import { commissionOf } from '#core/domain/marketplace/order.rules.ts';
import { type OrderLineView, type OrderView, orderStatusLabels } from '#core/domain/marketplace/order.schema.ts';
import type { Db } from '#worker/db/client.ts';
import { type OrderLineRow, type OrderWithParties, ordersRepo } from './orders.repo.ts';

const firstName = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] || 'A buyer';

export function lineView(line: OrderLineRow): OrderLineView {
  return {
    id: line.id,
    productId: line.productId,
    title: line.title,
    variantTitle: line.variantTitle,
    imageUrl: line.imageUrl,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    rentalStart: line.rentalStart,
    rentalDays: line.rentalDays,
    depositCents: line.depositCents,
    lineCents: line.lineCents,
    declined: line.declinedAt !== null,
  };
}

/** Orders as the buyer or the seller reads them, with their lines, refunds and review (three reads for the whole list). */
export async function orderViews(db: Db, rows: readonly OrderWithParties[]): Promise<OrderView[]> {
  const ids = rows.map((row) => row.order.id);
  const [lines, refunded, reviews] = await Promise.all([ordersRepo.linesOf(db, ids), ordersRepo.refundedOf(db, ids), ordersRepo.reviewsOf(db, ids)]);
  return rows.map(({ order, shop, address, buyerName, eventTitle }) => {
    const refundedCents = refunded.get(order.id) ?? 0;
    const review = reviews.find((item) => item.orderId === order.id);
    const released = order.releasedAt !== null;
    return {
      id: order.id,
      groupId: order.groupId,
      shop: { id: shop.id, name: shop.name, slug: shop.slug },
      buyerName: firstName(buyerName),
      status: order.status,
      statusLabel: orderStatusLabels[order.status],
      deliveryMethod: order.deliveryMethod,
      address,
      itemsCents: order.itemsCents,
      depositCents: order.depositCents,
      deliveryCents: order.deliveryCents,
      totalCents: order.totalCents,
      refundedCents,
      commissionRateBp: order.commissionRateBp,
      commissionCents: released ? order.commissionCents : null,
      sellerShareCents: released ? commissionOf(order.commissionRateBp, order.totalCents, refundedCents).sellerShareCents : null,
      deliverByDate: order.deliverByDate,
      confirmBy: order.status === 'placed' ? order.confirmBy : null,
      receiveBy: order.status === 'delivered' ? order.receiveBy : null,
      payoutDueAt: order.status === 'received' ? order.payoutDueAt : null,
      releasedAt: order.releasedAt,
      createdAt: order.createdAt,
      lines: lines.filter((line) => line.orderId === order.id).map(lineView),
      review: review ? { rating: review.rating, text: review.text, reply: review.reply } : null,
      event: order.eventId && eventTitle ? { id: order.eventId, title: eventTitle } : null,
    };
  });
}
