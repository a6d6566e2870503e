import { formatCalendarDate, formatInZone } from '#core/domain/events/event-time.rules.ts';
import { methodLabel } from '#core/domain/marketplace/order.rules.ts';
import type { DeliveryMethod } from '#core/domain/marketplace/order.schema.ts';
import { formatUsd } from '#core/domain/money/money.schema.ts';
import { addDays } from '#core/domain/venues/calendar-date.rules.ts';

/**
 * The words of the marketplace orders' emails (decision 062): pure, from plain facts, so each is
 * tested without a database. Times are read in the shop's zone for the seller's deadline, and for
 * the buyer in the party's zone when the order is for a party, else the shop's.
 */

export interface OrderEmailLine {
  id: string;
  title: string;
  variantTitle: string;
  quantity: number;
  rentalStart: string | null;
  rentalDays: number | null;
  lineCents: number;
  depositCents: number;
  declined: boolean;
}

export interface OrderEmailFacts {
  orderId: string;
  shop: { name: string; city: string; timeZone: string };
  buyerFirstName: string;
  deliveryMethod: DeliveryMethod;
  address: string;
  lines: OrderEmailLine[];
  deliveryCents: number;
  totalCents: number;
  commissionRateBp: number;
  /** The date it is needed by (the shop's calendar), when the order is for a party. */
  deliverByDate: string | null;
  /** The instant after which an undelivered order is cancelled (the party's start). */
  deliverBy: number | null;
  confirmBy: number | null;
  receiveBy: number | null;
  party: { title: string; timeZone: string } | null;
}

/** Where links point (the app's origin, no trailing slash) and the demo provider's note ('' with a real provider). */
export interface EmailFrame {
  base: string;
  demoNote: string;
}

export interface EmailText {
  subject: string;
  text: string;
}

export type CancelCause = 'buyer' | 'seller' | 'not-confirmed' | 'not-delivered';

const orderRef = (orderId: string) => `order ${orderId.slice(0, 8)}`;
const buyerZone = (facts: OrderEmailFacts) => facts.party?.timeZone ?? facts.shop.timeZone;
const buyerLink = (frame: EmailFrame) => `${frame.base}/marketplace/orders`;
const sellerOrdersLink = (frame: EmailFrame) => `${frame.base}/shop-manager?tab=orders`;
const sellerDashboardLink = (frame: EmailFrame) => `${frame.base}/seller-dashboard`;
const quoted = (note: string) => (note.trim() ? `\n\nTheir note: “${note.trim()}”` : '');
const refundSentence = (cents: number) => (cents > 0 ? `\n\n${formatUsd(cents)} is refunded to your card (it can take a few days to show).` : '');
const withFooter = (text: string, link: string, frame: EmailFrame) => `${text}\n\n${link}${frame.demoNote ? `\n\n(${frame.demoNote}.)` : ''}`;
/** An email that moves no money needs no demo note. */
const noMoney = (frame: EmailFrame): EmailFrame => ({ ...frame, demoNote: '' });

function rentalWhen(start: string, days: number): string {
  if (days === 1) return `rented for ${formatCalendarDate(start)}`;
  return `rented ${formatCalendarDate(start)} to ${formatCalendarDate(addDays(start, days - 1))} (${days} days)`;
}

/** One line as both sides read it: quantity, title, variant, rental dates, price and deposit. */
export function lineText(line: OrderEmailLine): string {
  const what = `${line.quantity} × ${line.title}${line.variantTitle ? ` (${line.variantTitle})` : ''}`;
  const when = line.rentalStart && line.rentalDays ? `, ${rentalWhen(line.rentalStart, line.rentalDays)}` : '';
  const deposit = line.depositCents > 0 ? ` + ${formatUsd(line.depositCents)} refundable deposit` : '';
  return `- ${what}${when}: ${formatUsd(line.lineCents)}${deposit}`;
}

const linesText = (lines: readonly OrderEmailLine[]) => lines.map(lineText).join('\n');
const liveLines = (facts: OrderEmailFacts) => facts.lines.filter((line) => !line.declined);

/** The order's lines, its delivery fee and its total. */
function orderSummary(facts: OrderEmailFacts): string {
  const delivery = `Delivery (${methodLabel[facts.deliveryMethod]}): ${facts.deliveryCents > 0 ? formatUsd(facts.deliveryCents) : 'free'}`;
  return `${linesText(facts.lines)}\n${delivery}\nTotal: ${formatUsd(facts.totalCents)}`;
}

function neededBy(facts: OrderEmailFacts): string {
  if (!facts.deliverByDate) return '';
  const party = facts.party && facts.deliverBy !== null ? `, for ${facts.party.title}, which starts ${formatInZone(facts.deliverBy, facts.party.timeZone)}` : '';
  return `\nNeeded by ${formatCalendarDate(facts.deliverByDate)}${party}. If it isn't delivered by then, it is cancelled and refunded.`;
}

function deliveryForSeller(facts: OrderEmailFacts): string {
  if (facts.deliveryMethod === 'pickup') return `Pickup: ${facts.buyerFirstName} collects it from you (message them from the order to agree a time).${neededBy(facts)}`;
  return `${facts.deliveryMethod === 'shipping' ? 'Ship' : 'Deliver'} to: ${facts.address}${neededBy(facts)}`;
}

function deliveryForBuyer(facts: OrderEmailFacts): string {
  const by = facts.deliverByDate ? `, needed by ${formatCalendarDate(facts.deliverByDate)}` : '';
  if (facts.deliveryMethod === 'pickup') return `Pickup from ${facts.shop.name} in ${facts.shop.city}${by}; message the shop from your orders to agree a time.`;
  return `${facts.deliveryMethod === 'shipping' ? 'Shipping' : 'Local delivery'} to ${facts.address}${by}.`;
}

/** To the seller, once the order is paid: what, where, by when, and the 48 hours to confirm. */
export function sellerNewOrderEmail(facts: OrderEmailFacts, frame: EmailFrame): EmailText {
  const deadline = facts.confirmBy !== null ? formatInZone(facts.confirmBy, facts.shop.timeZone) : 'within 48 hours';
  return {
    subject: `New order from ${facts.buyerFirstName}: please confirm by ${deadline}`,
    text: withFooter(
      `${facts.buyerFirstName} ordered from ${facts.shop.name} (${orderRef(facts.orderId)}):\n\n${orderSummary(facts)}\n\n${deliveryForSeller(facts)}\n\nConfirm by ${deadline} or it is cancelled and refunded. Can't supply something? Decline just those lines and the buyer is refunded for them.\n\nConfirm it here:`,
      sellerOrdersLink(frame),
      frame,
    ),
  };
}

/** To the buyer, once their checkout is paid: each shop's part, then the total paid. */
export function buyerReceiptEmail(parts: readonly OrderEmailFacts[], totalCents: number, buyerFirstName: string, frame: EmailFrame): EmailText {
  const sections = parts.map((facts) => {
    const confirm = facts.confirmBy !== null ? `\n${facts.shop.name} confirms by ${formatInZone(facts.confirmBy, buyerZone(facts))}; if it doesn't, that part is cancelled and refunded.` : '';
    return `${facts.shop.name} (${orderRef(facts.orderId)})\n${orderSummary(facts)}\n${deliveryForBuyer(facts)}${confirm}`;
  });
  return {
    subject: `Your receipt: ${formatUsd(totalCents)} paid`,
    text: withFooter(`Thank you, ${buyerFirstName}! Your payment went through.\n\n${sections.join('\n\n')}\n\nTotal paid: ${formatUsd(totalCents)}\n\nFollow your orders:`, buyerLink(frame), frame),
  };
}

/** To the buyer, when the payment arrived after the items were let go: nothing was ordered, all of it comes back. */
export function buyerLatePaymentEmail(totalCents: number, frame: EmailFrame): EmailText {
  return {
    subject: `Your payment of ${formatUsd(totalCents)} is refunded`,
    text: withFooter(
      `Your payment arrived after the 15 minutes the items were kept for you, so they went back on sale and no order was placed.\n\nThe full ${formatUsd(totalCents)} is refunded to your card (it can take a few days to show).\n\nYour orders:`,
      buyerLink(frame),
      frame,
    ),
  };
}

export function buyerConfirmedEmail(facts: OrderEmailFacts, frame: EmailFrame): EmailText {
  return {
    subject: `${facts.shop.name} confirmed your order`,
    text: withFooter(
      `Good news: ${facts.shop.name} confirmed your ${orderRef(facts.orderId)} and is getting it ready.\n\n${linesText(liveLines(facts))}\n\n${deliveryForBuyer(facts)}`,
      buyerLink(frame),
      noMoney(frame),
    ),
  };
}

/** To the buyer, when the shop declined some lines (the rest stays ordered). */
export function buyerLinesDeclinedEmail(facts: OrderEmailFacts, declined: readonly OrderEmailLine[], refundCents: number, note: string, frame: EmailFrame): EmailText {
  const rest = liveLines(facts);
  return {
    subject: `${facts.shop.name} can't supply part of your order`,
    text: withFooter(
      `${facts.shop.name} can't supply these from your ${orderRef(facts.orderId)}:\n\n${linesText(declined)}${quoted(note)}${refundSentence(refundCents)}${rest.length > 0 ? `\n\nThe rest is still on its way:\n${linesText(rest)}` : ''}`,
      buyerLink(frame),
      frame,
    ),
  };
}

const cancelWords: Record<CancelCause, (facts: OrderEmailFacts) => { subject: string; opening: string }> = {
  buyer: (facts) => ({ subject: `Your order from ${facts.shop.name} is cancelled`, opening: `You cancelled your ${orderRef(facts.orderId)} from ${facts.shop.name}.` }),
  seller: (facts) => ({ subject: `${facts.shop.name} cancelled your order`, opening: `${facts.shop.name} can't supply your ${orderRef(facts.orderId)}, so it is cancelled.` }),
  'not-confirmed': (facts) => ({
    subject: `${facts.shop.name} didn't confirm your order, so it is cancelled`,
    opening: `${facts.shop.name} did not confirm your ${orderRef(facts.orderId)} within 48 hours, so we cancelled it.`,
  }),
  'not-delivered': (facts) => ({
    subject: `Your order from ${facts.shop.name} is cancelled: not delivered in time`,
    opening: `${facts.shop.name} did not deliver your ${orderRef(facts.orderId)} before ${facts.party ? `${facts.party.title} started` : 'the date you needed it'}, so we cancelled it.`,
  }),
};

/** To the buyer, whoever cancelled: why, how much comes back, and what was in it. */
export function buyerCancelledEmail(facts: OrderEmailFacts, cause: CancelCause, refundCents: number, note: string, frame: EmailFrame): EmailText {
  const { subject, opening } = cancelWords[cause](facts);
  return {
    subject,
    text: withFooter(`${opening}${cause === 'seller' ? quoted(note) : ''}${refundSentence(refundCents)}\n\nWhat was in it:\n${linesText(facts.lines)}`, buyerLink(frame), frame),
  };
}

/** To the buyer, once the shop marked it delivered: confirm receipt, review, or speak up in time. */
export function buyerDeliveredEmail(facts: OrderEmailFacts, frame: EmailFrame): EmailText {
  const until = facts.receiveBy !== null ? ` before ${formatInZone(facts.receiveBy, buyerZone(facts))}` : '';
  return {
    subject: `${facts.shop.name} delivered your order`,
    text: withFooter(
      `${facts.shop.name} marked your ${orderRef(facts.orderId)} as delivered.\n\n${linesText(liveLines(facts))}\n\nGot everything? Mark it received and leave a review. If something is missing, message the shop${until}; after that the order counts as received and the shop is paid.`,
      buyerLink(frame),
      noMoney(frame),
    ),
  };
}

/** To the seller, when the buyer cancelled before the shop confirmed. */
export function sellerBuyerCancelledEmail(facts: OrderEmailFacts, refundCents: number, note: string, frame: EmailFrame): EmailText {
  return {
    subject: `${facts.buyerFirstName} cancelled ${orderRef(facts.orderId)}`,
    text: withFooter(
      `${facts.buyerFirstName} cancelled their ${orderRef(facts.orderId)} before you confirmed it; there is nothing left for you to do.${quoted(note)}\n\n${linesText(facts.lines)}\n\nThe stock is back in your shop${refundCents > 0 ? ` and ${facts.buyerFirstName} gets ${formatUsd(refundCents)} back` : ''}.`,
      sellerOrdersLink(frame),
      frame,
    ),
  };
}

/** To the seller, once their share went to their payout account. */
export function sellerPaidOutEmail(facts: OrderEmailFacts, payout: { sellerShareCents: number; commissionCents: number; refundedCents: number }, frame: EmailFrame): EmailText {
  const refunded = payout.refundedCents > 0 ? `, less ${formatUsd(payout.refundedCents)} refunded` : '';
  const rate = `${facts.commissionRateBp / 100}%`;
  return {
    subject: `You were paid ${formatUsd(payout.sellerShareCents)} for ${orderRef(facts.orderId)}`,
    text: withFooter(
      `${formatUsd(payout.sellerShareCents)} for ${facts.buyerFirstName}'s ${orderRef(facts.orderId)} is on its way to your payout account.\n\nOrder total ${formatUsd(facts.totalCents)}${refunded}, less the ${rate} commission (${formatUsd(payout.commissionCents)}).\n\nYour sales and payouts:`,
      sellerDashboardLink(frame),
      frame,
    ),
  };
}

/** To the seller, when a buyer reviewed a received order. */
export function sellerReviewedEmail(facts: OrderEmailFacts, review: { reviewerName: string; rating: number; text: string }, frame: EmailFrame): EmailText {
  const stars = `${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}`;
  return {
    subject: `${review.reviewerName} gave ${facts.shop.name} ${review.rating} ${review.rating === 1 ? 'star' : 'stars'}`,
    text: withFooter(
      `${review.reviewerName} reviewed ${orderRef(facts.orderId)}: ${stars} (${review.rating} of 5)${review.text.trim() ? `\n\n“${review.text.trim()}”` : ''}\n\nYou can reply once, from your dashboard:`,
      sellerDashboardLink(frame),
      noMoney(frame),
    ),
  };
}
