import { deadlineOnEntering } from '#core/domain/marketplace/order.rules.ts';
import type { AppDeps } from '#worker/deps.ts';
import { sendOrderEmails } from './emails/order-emails.service.ts';
import { cancellation, moveOrder } from './orders.service.ts';
import { ordersRepo } from './orders.repo.ts';

export interface MarketplaceOrderJobsReport {
  /** Checkout groups not paid in 15 minutes: let go, their stock and rental days given back. */
  expired: number;
  /** Orders not confirmed in 48 hours or not delivered by the party's start: cancelled, refund marked. */
  cancelled: number;
  /** Delivered orders the buyer did not mark within 3 days: received, the payout's hold starts. */
  received: number;
}

const BATCH = 200;

/**
 * The orders' timers (decision 061), for the scheduler. Each query reads only the deadline column
 * of the state an order is in, and each move is written with the order's version, so a state that
 * moved on (paid, confirmed, delivered) means its timer is gone. Refunds marked here are sent by
 * the marketplace money job that runs right after.
 */
export async function runMarketplaceOrderJobs(deps: AppDeps): Promise<MarketplaceOrderJobsReport> {
  const report: MarketplaceOrderJobsReport = { expired: 0, cancelled: 0, received: 0 };
  const now = deps.clock.now();
  for (const group of await ordersRepo.listUnpaidGroups(deps.db, now, BATCH)) {
    const orders = await ordersRepo.listForGroup(deps.db, group.id);
    const lines = await ordersRepo.linesOf(
      deps.db,
      orders.map((row) => row.order.id),
    );
    if (await ordersRepo.expireGroup(deps.db, group, lines, now)) report.expired += 1;
  }
  for (const [status, reason, cause] of [
    ['placed', 'The shop did not confirm within 48 hours', 'not-confirmed'],
    ['confirmed', 'Not delivered before the party', 'not-delivered'],
  ] as const) {
    for (const due of await ordersRepo.listDue(deps.db, status, now, BATCH)) {
      const moved = await moveOrder(deps, due.id, (order, lines, refunded) => (order.status === status ? cancellation(order, lines, refunded, 'system', reason, now) : null));
      if (!moved) continue;
      report.cancelled += 1;
      await sendOrderEmails(deps, due.id, { kind: 'cancelled', cause, refundCents: moved.effects.refund?.amountCents ?? 0, note: '' });
    }
  }
  for (const due of await ordersRepo.listDue(deps.db, 'delivered', now, BATCH)) {
    const moved = await moveOrder(deps, due.id, (order) => (order.status === 'delivered' ? { patch: { status: 'received', receivedAt: now, ...deadlineOnEntering('received', now) } } : null));
    if (moved) report.received += 1;
  }
  return report;
}
