import type { ReviewView } from '#core/domain/marketplace/catalog.schema.ts';
import { commissionOf } from '#core/domain/marketplace/order.rules.ts';
import type { OrderView } from '#core/domain/marketplace/order.schema.ts';
import type { AppDeps } from '#worker/deps.ts';
import { orderReviewsRepo } from './order-reviews.repo.ts';
import { orderViews } from './order-views.service.ts';
import { ordersRepo } from './orders.repo.ts';

export interface SellerDashboard {
  waiting: OrderView[];
  salesByWeek: { weekStart: string; salesCents: number; payoutsCents: number }[];
  topProducts: { productId: string; title: string; unitsSold: number; salesCents: number }[];
  reviews: ReviewView[];
  totals: { salesCents: number; paidOutCents: number; heldCents: number };
}

const DAY = 86_400_000;
const WEEKS = 12;
/** The Monday (UTC) of the week an instant falls in. */
const weekStartOf = (at: number) => new Date(Math.floor(at / DAY) * DAY - ((new Date(at).getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);

/**
 * The seller's dashboard over their own shop's orders only: what waits for them (with its
 * confirmation deadline), sales (kept after refunds) and payouts per week, top products, reviews.
 */
export async function sellerDashboard(deps: AppDeps, shopId: string): Promise<SellerDashboard> {
  const now = deps.clock.now();
  const rows = await ordersRepo.listForShop(deps.db, shopId, undefined, 1000);
  const ids = rows.map((row) => row.order.id);
  const [refunded, lines, reviews] = await Promise.all([ordersRepo.refundedOf(deps.db, ids), ordersRepo.linesOf(deps.db, ids), orderReviewsRepo.ofShop(deps.db, shopId, 20)]);
  const weeks = new Map<string, { salesCents: number; payoutsCents: number }>();
  for (let index = WEEKS - 1; index >= 0; index--) weeks.set(weekStartOf(now - index * 7 * DAY), { salesCents: 0, payoutsCents: 0 });
  const totals = { salesCents: 0, paidOutCents: 0, heldCents: 0 };
  const sold = new Set<string>();
  for (const { order } of rows) {
    if (order.paidAt === null) continue;
    const kept = Math.max(0, order.totalCents - (refunded.get(order.id) ?? 0));
    if (kept > 0) sold.add(order.id);
    totals.salesCents += kept;
    const week = weeks.get(weekStartOf(order.paidAt));
    if (week) week.salesCents += kept;
    if (order.releasedAt !== null) {
      const share = commissionOf(order.commissionRateBp, order.totalCents, refunded.get(order.id) ?? 0).sellerShareCents;
      totals.paidOutCents += share;
      const payoutWeek = weeks.get(weekStartOf(order.releasedAt));
      if (payoutWeek) payoutWeek.payoutsCents += share;
    } else if (order.status !== 'cancelled') {
      totals.heldCents += kept;
    }
  }
  const products = new Map<string, { productId: string; title: string; unitsSold: number; salesCents: number }>();
  for (const line of lines) {
    if (!line.productId || line.declinedAt !== null || !sold.has(line.orderId)) continue;
    const entry = products.get(line.productId) ?? { productId: line.productId, title: line.title, unitsSold: 0, salesCents: 0 };
    entry.unitsSold += line.quantity;
    entry.salesCents += line.lineCents;
    products.set(line.productId, entry);
  }
  return {
    waiting: await orderViews(
      deps.db,
      rows.filter((row) => row.order.status === 'placed'),
    ),
    salesByWeek: [...weeks].map(([weekStart, week]) => ({ weekStart, ...week })),
    topProducts: [...products.values()].sort((a, b) => b.salesCents - a.salesCents || b.unitsSold - a.unitsSold).slice(0, 5),
    reviews: reviews.map((review) => ({ id: review.id, reviewerName: review.reviewerName, rating: review.rating, text: review.text, reply: review.reply, createdAt: review.createdAt })),
    totals,
  };
}
