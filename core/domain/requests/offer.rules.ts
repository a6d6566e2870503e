/**
 * The request board's lifecycle: a host's request for one of their parties and the vendors' offers
 * on it (Sharetribe's negotiation process, GigSalad's quotes), as pure rules the worker applies
 * inside its conditional writes. Times are epoch milliseconds.
 *
 * A request is open until the party is near (its start minus the category's lead time), until an
 * offer is accepted, or until the host cancels it. An offer is open until its `validUntil`; the
 * vendor may revise or withdraw it while it is open, the host may decline it or accept it. Accepting
 * starts the payment (the offer waits for it, as an order does, 15 minutes); the payment makes it
 * accepted, which closes the request to every other offer. A timer (expire, payment window) acts
 * only on the state it was set for: once the state moved on it refuses, marked `alreadyDone` when
 * the offer is already where the timer would take it.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const requestCategoryLabels = {
  entertainment: 'Entertainment',
  cake_and_catering: 'Cake and catering',
  decorations: 'Decorations',
  photography: 'Photography',
  rentals: 'Rentals',
  other: 'Other',
} as const;
export type RequestCategory = keyof typeof requestCategoryLabels;
export const requestCategories = Object.keys(requestCategoryLabels) as RequestCategory[];

/** How long before the party a category's request stops taking offers: time to book, bake or deliver. */
export const requestLeadTimeMs: Record<RequestCategory, number> = {
  entertainment: 2 * DAY,
  cake_and_catering: 3 * DAY,
  decorations: 2 * DAY,
  photography: 2 * DAY,
  rentals: 2 * DAY,
  other: 1 * DAY,
};

export const offerLimits = {
  /** Open offers one request takes at once; a vendor has one offer per request. */
  openOffersPerRequest: 10,
  maxDepositPercent: 50,
  /** From accepting to paying: the other offers wait this long before they may be accepted again. */
  payWithinMs: 15 * MINUTE,
} as const;

export type RequestStatus = 'open' | 'accepted' | 'cancelled';

export interface RequestState {
  status: RequestStatus;
  category: RequestCategory;
  /** The party's start. */
  startsAt: number;
}

/** The instant a request stops taking offers by itself: the party's start minus its category's lead time. */
export function requestClosesAt(request: Pick<RequestState, 'category' | 'startsAt'>): number {
  return request.startsAt - requestLeadTimeMs[request.category];
}

/** Whether the request takes offers (and their revisions and acceptance) at `now`. */
export function requestTakesOffers(request: RequestState, now: number): boolean {
  return request.status === 'open' && now < requestClosesAt(request);
}

/** Why a request takes no offer at `now`, or null when it does: the sentence a vendor reads. */
export function requestClosedReason(request: RequestState, now: number): string | null {
  if (request.status === 'accepted') return 'The host has accepted an offer for this request';
  if (request.status === 'cancelled') return 'The host cancelled this request';
  if (now >= requestClosesAt(request)) return 'This request closed: the party is too near for new offers';
  return null;
}

export type OfferStatus = 'open' | 'awaiting_payment' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
export type OfferAction = 'revise' | 'withdraw' | 'decline' | 'accept' | 'pay' | 'abandonPayment' | 'expire';
export type OfferActor = 'host' | 'vendor' | 'system';

export interface OfferState {
  status: OfferStatus;
  /** The vendor's own limit; never after the request closes. */
  validUntil: number;
  /** While awaiting payment: when the payment window ends. */
  payBy: number | null;
}

export type OfferTransitionResult =
  | { ok: true; status: OfferStatus; payBy: number | null }
  /** `alreadyDone`: the offer is already where the action leads (a replayed timer, a double click). */
  | { ok: false; message: string; alreadyDone: boolean };

const targetOf: Record<OfferAction, OfferStatus> = {
  revise: 'open',
  withdraw: 'withdrawn',
  decline: 'declined',
  accept: 'awaiting_payment',
  pay: 'accepted',
  abandonPayment: 'open',
  expire: 'expired',
};

const actorOf: Record<OfferAction, OfferActor> = {
  revise: 'vendor',
  withdraw: 'vendor',
  decline: 'host',
  accept: 'host',
  pay: 'system',
  abandonPayment: 'system',
  expire: 'system',
};

const finalMessages: Partial<Record<OfferStatus, string>> = {
  accepted: 'This offer has been accepted',
  declined: 'The host declined this offer',
  withdrawn: 'The vendor withdrew this offer',
  expired: 'This offer expired',
};

/** The latest `validUntil` an offer may carry: before the request closes (and so before the party). */
export function latestValidUntil(request: Pick<RequestState, 'category' | 'startsAt'>): number {
  return requestClosesAt(request);
}

/**
 * Who may do what, when:
 * - open: the vendor revises or withdraws it, the host declines or accepts it — all only before
 *   `validUntil` and while the request takes offers, and the host only while no other offer of the
 *   request is being paid (`otherOfferInPayment`); from `validUntil` on the system expires it.
 * - awaiting_payment: the payment makes it accepted; the system lets it go back to open when the
 *   payment window passes unpaid (or to expired, when its `validUntil` passed meanwhile).
 * - accepted, declined, withdrawn, expired are final here; what follows an accepted offer (the
 *   money's hold and release, cancellation) belongs to its payment.
 */
export function checkOfferTransition(
  offer: OfferState,
  request: RequestState,
  action: OfferAction,
  by: OfferActor,
  at: number,
  { otherOfferInPayment = false }: { otherOfferInPayment?: boolean } = {},
): OfferTransitionResult {
  const target = targetOf[action];
  const refuse = (message: string): OfferTransitionResult => ({ ok: false, message, alreadyDone: offer.status === target && action !== 'revise' });
  if (by !== actorOf[action]) return refuse(by === 'host' ? 'Only the vendor can do that with an offer' : by === 'vendor' ? 'Only the host can do that with an offer' : 'That is a person’s decision');
  const finalMessage = finalMessages[offer.status];
  if (finalMessage) return refuse(finalMessage);
  const lapsed = at >= offer.validUntil;

  if (offer.status === 'awaiting_payment') {
    if (action === 'pay') return { ok: true, status: 'accepted', payBy: null };
    if (action !== 'abandonPayment') return refuse('This offer is waiting for the host’s payment');
    if (offer.payBy !== null && at < offer.payBy) return refuse('The payment window has not passed yet');
    return { ok: true, status: lapsed ? 'expired' : 'open', payBy: null };
  }

  // open
  if (action === 'pay' || action === 'abandonPayment') return refuse('This offer is not waiting for a payment');
  if (action === 'expire') return lapsed ? { ok: true, status: 'expired', payBy: null } : refuse('This offer is still valid');
  if (lapsed) return refuse('This offer expired');
  if (action === 'withdraw') return { ok: true, status: 'withdrawn', payBy: null };
  if (action === 'decline') return { ok: true, status: 'declined', payBy: null };
  const closed = requestClosedReason(request, at);
  if (closed) return refuse(closed);
  if (action === 'revise') return { ok: true, status: 'open', payBy: null };
  if (otherOfferInPayment) return refuse('Another offer for this request is being paid; try again in a few minutes');
  return { ok: true, status: 'awaiting_payment', payBy: Math.min(at + offerLimits.payWithinMs, offer.validUntil, requestClosesAt(request)) };
}

/** The change a timer owes an offer at `now`, if any: an unpaid acceptance lets go, an open offer past `validUntil` expires. */
export function scheduledOfferAction(offer: OfferState, now: number): 'abandonPayment' | 'expire' | null {
  if (offer.status === 'awaiting_payment' && offer.payBy !== null && now >= offer.payBy) return 'abandonPayment';
  if (offer.status === 'open' && now >= offer.validUntil) return 'expire';
  return null;
}
