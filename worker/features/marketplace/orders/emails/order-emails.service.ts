import type { AppDeps } from '#worker/deps.ts';
import type { EmailMessage } from '#worker/services/mailer.ts';
import { type OrderWithRecipients, orderEmailsRepo } from './order-emails.repo.ts';
import {
  buyerCancelledEmail,
  buyerConfirmedEmail,
  buyerDeliveredEmail,
  buyerLatePaymentEmail,
  buyerLinesDeclinedEmail,
  buyerReceiptEmail,
  type CancelCause,
  type EmailFrame,
  type EmailText,
  type OrderEmailFacts,
  sellerBuyerCancelledEmail,
  sellerNewOrderEmail,
  sellerPaidOutEmail,
  sellerReviewedEmail,
} from './order-email-texts.ts';
import { type OrderLineRow, ordersRepo } from '../orders.repo.ts';

/**
 * The marketplace orders' emails (decision 062), sent by the call whose state change won, after it
 * committed, never inside its batch. Best effort: the order and its money are saved already, so a
 * mail outage is logged and never undoes, retries or repeats anything.
 */

/** What happened to one order, as its emails need it. */
export type OrderNotice =
  | { kind: 'confirmed' }
  | { kind: 'delivered' }
  | { kind: 'declined'; lineIds: readonly string[]; refundCents: number; note: string }
  | { kind: 'cancelled'; cause: CancelCause; refundCents: number; note: string }
  | { kind: 'reviewed'; reviewerName: string; rating: number; text: string };

const firstName = (name: string | null | undefined, fallback: string) => (name ?? '').trim().split(/\s+/)[0] || fallback;

function frameOf(deps: AppDeps): EmailFrame {
  return { base: (deps.env.APP_URL ?? '').replace(/\/$/, ''), demoNote: deps.payments.label ?? '' };
}

function factsOf(row: OrderWithRecipients, lines: readonly OrderLineRow[]): OrderEmailFacts {
  const { order } = row;
  return {
    orderId: order.id,
    shop: row.shop,
    buyerFirstName: firstName(row.buyer?.name, 'The buyer'),
    deliveryMethod: order.deliveryMethod,
    address: row.address,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        id: line.id,
        title: line.title,
        variantTitle: line.variantTitle,
        quantity: line.quantity,
        rentalStart: line.rentalStart,
        rentalDays: line.rentalDays,
        lineCents: line.lineCents,
        depositCents: line.depositCents,
        declined: line.declinedAt !== null,
      })),
    deliveryCents: order.deliveryCents,
    totalCents: order.totalCents,
    commissionRateBp: order.commissionRateBp,
    deliverByDate: order.deliverByDate,
    deliverBy: order.deliverBy,
    confirmBy: order.confirmBy,
    receiveBy: order.receiveBy,
    party: order.eventId && row.party ? { title: row.party.title, timeZone: row.party.timeZone } : null,
  };
}

const to = (address: string | null | undefined, email: EmailText): EmailMessage[] => (address ? [{ to: address, ...email }] : []);

async function sendAll(deps: AppDeps, what: string, compose: () => Promise<EmailMessage[]>): Promise<void> {
  try {
    for (const message of await compose()) await deps.mailer.send(message);
  } catch (error) {
    console.warn(`${what}: emails not sent`, error);
  }
}

/**
 * A checkout group's payment was booked: each shop owner hears of their own order only (never
 * another shop's lines), the buyer gets one receipt for the whole checkout. A payment that came
 * after the group expired placed nothing: the buyer hears it is refunded in full.
 */
export function sendGroupPaidEmails(deps: AppDeps, groupId: string): Promise<void> {
  return sendAll(deps, `checkout ${groupId}`, async () => {
    const [group, rows] = await Promise.all([ordersRepo.group(deps.db, groupId), orderEmailsRepo.ofGroup(deps.db, groupId)]);
    if (!group || group.paidAt === null || rows.length === 0) return [];
    const buyer = rows[0]!.buyer;
    const frame = frameOf(deps);
    if (group.status === 'expired') return to(buyer?.email, buyerLatePaymentEmail(group.totalCents, frame));
    const lines = await ordersRepo.linesOf(
      deps.db,
      rows.map((row) => row.order.id),
    );
    const placed = rows.filter((row) => row.order.status === 'placed');
    const parts = placed.map((row) => factsOf(row, lines));
    return [
      ...placed.flatMap((row, index) => to(row.owner?.email, sellerNewOrderEmail(parts[index]!, frame))),
      ...(parts.length > 0 ? to(buyer?.email, buyerReceiptEmail(parts, group.totalCents, firstName(buyer?.name, 'there'), frame)) : []),
    ];
  });
}

/** The seller's share of an order went to their payout account. */
export function sendPayoutEmail(deps: AppDeps, orderId: string, payout: { sellerShareCents: number; commissionCents: number; refundedCents: number }): Promise<void> {
  return sendAll(deps, `payout of order ${orderId}`, async () => {
    const row = await orderEmailsRepo.order(deps.db, orderId);
    if (!row || payout.sellerShareCents <= 0) return [];
    return to(row.owner?.email, sellerPaidOutEmail(factsOf(row, []), payout, frameOf(deps)));
  });
}

/** What the money feature tells the orders (its MarketplaceOrderNotices port), wired by createApp and the scheduler. */
export const orderMoneyNotices = { groupPaid: sendGroupPaidEmails, orderPaidOut: sendPayoutEmail };

/** One order moved (by its buyer, its seller or a timer): the other side, and the buyer for their own record. */
export function sendOrderEmails(deps: AppDeps, orderId: string, notice: OrderNotice): Promise<void> {
  return sendAll(deps, `order ${orderId} (${notice.kind})`, async () => {
    const row = await orderEmailsRepo.order(deps.db, orderId);
    if (!row) return [];
    const lines = await ordersRepo.linesOf(deps.db, [orderId]);
    const facts = factsOf(row, lines);
    const frame = frameOf(deps);
    const buyer = row.buyer?.email;
    const owner = row.owner?.email;
    switch (notice.kind) {
      case 'confirmed':
        return to(buyer, buyerConfirmedEmail(facts, frame));
      case 'delivered':
        return to(buyer, buyerDeliveredEmail(facts, frame));
      case 'declined':
        return to(
          buyer,
          buyerLinesDeclinedEmail(
            facts,
            facts.lines.filter((line) => notice.lineIds.includes(line.id)),
            notice.refundCents,
            notice.note,
            frame,
          ),
        );
      case 'cancelled':
        return [
          ...to(buyer, buyerCancelledEmail(facts, notice.cause, notice.refundCents, notice.note, frame)),
          ...(notice.cause === 'buyer' ? to(owner, sellerBuyerCancelledEmail(facts, notice.refundCents, notice.note, frame)) : []),
        ];
      case 'reviewed':
        return to(owner, sellerReviewedEmail(facts, notice, frame));
    }
  });
}
