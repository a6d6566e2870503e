import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOfferTransition,
  offerLimits,
  requestCategories,
  requestClosedReason,
  requestClosesAt,
  scheduledOfferAction,
  type OfferAction,
  type OfferActor,
  type OfferState,
  type OfferStatus,
  type RequestState,
} from './offer.rules.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 11, 1, 12);
const party: RequestState = { status: 'open', category: 'entertainment', startsAt: NOW + 10 * DAY };
const open: OfferState = { status: 'open', validUntil: NOW + 3 * DAY, payBy: null };

const actions: OfferAction[] = ['revise', 'withdraw', 'decline', 'accept', 'pay', 'abandonPayment', 'expire'];
const actors: OfferActor[] = ['host', 'vendor', 'system'];
const statuses: OfferStatus[] = ['open', 'awaiting_payment', 'accepted', 'declined', 'withdrawn', 'expired'];

describe('a request', () => {
  it('closes by itself its category’s lead time before the party, and says why it takes no offer', () => {
    expect(requestClosesAt(party)).toBe(party.startsAt - 2 * DAY);
    expect(requestClosesAt({ ...party, category: 'cake_and_catering' })).toBe(party.startsAt - 3 * DAY);
    expect(requestClosedReason(party, NOW)).toBeNull();
    expect(requestClosedReason(party, party.startsAt - 2 * DAY)).toBe('This request closed: the party is too near for new offers');
    expect(requestClosedReason({ ...party, status: 'accepted' }, NOW)).toBe('The host has accepted an offer for this request');
    expect(requestClosedReason({ ...party, status: 'cancelled' }, NOW)).toBe('The host cancelled this request');
  });
});

describe('an offer', () => {
  it('is accepted by the host while open and valid, and waits 15 minutes for the payment, never past its validity', () => {
    expect(checkOfferTransition(open, party, 'accept', 'host', NOW)).toEqual({ ok: true, status: 'awaiting_payment', payBy: NOW + offerLimits.payWithinMs });
    const nearlyLapsed = { ...open, validUntil: NOW + 5 * 60_000 };
    expect(checkOfferTransition(nearlyLapsed, party, 'accept', 'host', NOW)).toEqual({ ok: true, status: 'awaiting_payment', payBy: NOW + 5 * 60_000 });
    expect(checkOfferTransition({ ...open, status: 'awaiting_payment', payBy: NOW + 60_000 }, party, 'pay', 'system', NOW)).toEqual({ ok: true, status: 'accepted', payBy: null });
  });

  it('refuses what it must refuse, each with a sentence a person understands', () => {
    const refused = (offer: OfferState, request: RequestState, action: OfferAction, by: OfferActor, at = NOW, other = false) => {
      const result = checkOfferTransition(offer, request, action, by, at, { otherOfferInPayment: other });
      expect(result.ok, `${action} by ${by}`).toBe(false);
      return result.ok ? '' : result.message;
    };
    expect(refused(open, party, 'accept', 'vendor')).toBe('Only the host can do that with an offer');
    expect(refused(open, party, 'revise', 'host')).toBe('Only the vendor can do that with an offer');
    expect(refused(open, party, 'accept', 'host', open.validUntil)).toBe('This offer expired');
    expect(refused(open, { ...party, status: 'accepted' }, 'accept', 'host')).toBe('The host has accepted an offer for this request');
    expect(refused(open, party, 'accept', 'host', NOW, true)).toBe('Another offer for this request is being paid; try again in a few minutes');
    expect(refused(open, { ...party, startsAt: NOW + DAY }, 'revise', 'vendor')).toBe('This request closed: the party is too near for new offers');
    expect(refused({ ...open, status: 'declined' }, party, 'accept', 'host')).toBe('The host declined this offer');
    expect(refused(open, party, 'expire', 'system')).toBe('This offer is still valid');
  });

  it('lets an unpaid acceptance go at the end of the payment window: open again, or expired when its validity passed meanwhile', () => {
    const waiting: OfferState = { ...open, status: 'awaiting_payment', payBy: NOW + offerLimits.payWithinMs };
    expect(checkOfferTransition(waiting, party, 'abandonPayment', 'system', NOW)).toMatchObject({ ok: false, message: 'The payment window has not passed yet' });
    expect(checkOfferTransition(waiting, party, 'abandonPayment', 'system', waiting.payBy!)).toEqual({ ok: true, status: 'open', payBy: null });
    expect(checkOfferTransition({ ...waiting, validUntil: waiting.payBy! }, party, 'abandonPayment', 'system', waiting.payBy!)).toEqual({ ok: true, status: 'expired', payBy: null });
  });

  const offers = fc.record({
    status: fc.constantFrom(...statuses),
    validUntil: fc.integer({ min: NOW - 2 * DAY, max: NOW + 12 * DAY }),
    payBy: fc.option(fc.integer({ min: NOW - DAY, max: NOW + DAY }), { nil: null }),
  });
  const requests = fc.record({
    status: fc.constantFrom<RequestState['status']>('open', 'accepted', 'cancelled'),
    category: fc.constantFrom(...requestCategories),
    startsAt: fc.integer({ min: NOW - DAY, max: NOW + 20 * DAY }),
  });
  const moments = fc.integer({ min: NOW - DAY, max: NOW + 12 * DAY });

  it('is accepted only while open, valid, its request taking offers and no other offer being paid (property)', () => {
    fc.assert(
      fc.property(offers, requests, moments, fc.boolean(), (offer, request, at, other) => {
        // Every action by every actor on each generated state: the rare combinations are tried too.
        for (const action of actions)
          for (const by of actors) {
            const result = checkOfferTransition(offer, request, action, by, at, { otherOfferInPayment: other });
            if (!result.ok) continue;
            // A final state never moves, and each action has one actor.
            expect(['open', 'awaiting_payment']).toContain(offer.status);
            expect(by).toBe(actorOfAction(action));
            if (action === 'accept') {
              expect(offer.status).toBe('open');
              expect(at).toBeLessThan(offer.validUntil);
              expect(request.status).toBe('open');
              expect(at).toBeLessThan(requestClosesAt(request));
              expect(other).toBe(false);
              expect(result.payBy).toBeGreaterThan(at);
              expect(result.payBy).toBeLessThanOrEqual(Math.min(offer.validUntil, requestClosesAt(request)));
            }
            if (action === 'pay') expect(offer.status).toBe('awaiting_payment');
            if (action === 'revise') expect(at).toBeLessThan(Math.min(offer.validUntil, requestClosesAt(request)));
          }
      }),
      { numRuns: 500 },
    );
  });

  it('has timers that act only on the state they were set for (property)', () => {
    fc.assert(
      fc.property(offers, requests, moments, (offer, request, now) => {
        const due = scheduledOfferAction(offer, now);
        if (due) expect(checkOfferTransition(offer, request, due, 'system', now).ok).toBe(true);
        // A timer for a state the offer has left does nothing.
        for (const timer of ['abandonPayment', 'expire'] as const) {
          const result = checkOfferTransition(offer, request, timer, 'system', now);
          if (result.ok) expect(offer.status).toBe(timer === 'expire' ? 'open' : 'awaiting_payment');
        }
      }),
    );
  });

  it('lets exactly one offer of a request be accepted, whatever the hosts, vendors and timers do in whatever order (property)', () => {
    const step = fc.record({ offer: fc.integer({ min: 0, max: 3 }), action: fc.constantFrom(...actions), advance: fc.integer({ min: 0, max: 6 * HOUR }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let at = NOW;
        const request: RequestState = { ...party };
        const board: OfferState[] = [0, 1, 2, 3].map((n) => ({ status: 'open', validUntil: NOW + (n + 1) * DAY, payBy: null }));
        for (const { offer, action, advance } of steps) {
          at += advance;
          const others = board.some((other, index) => index !== offer && other.status === 'awaiting_payment');
          const result = checkOfferTransition(board[offer]!, request, action, actorOfAction(action), at, { otherOfferInPayment: others });
          if (!result.ok) continue;
          board[offer] = { ...board[offer]!, status: result.status, payBy: result.payBy };
          // The worker writes the request's acceptance in the payment's own statement.
          if (result.status === 'accepted') request.status = 'accepted';
          expect(board.filter((one) => one.status === 'awaiting_payment').length).toBeLessThanOrEqual(1);
        }
        expect(board.filter((one) => one.status === 'accepted').length).toBeLessThanOrEqual(1);
        if (request.status === 'accepted') expect(board.filter((one) => one.status === 'awaiting_payment')).toHaveLength(0);
      }),
    );
  });
});

function actorOfAction(action: OfferAction): OfferActor {
  if (action === 'revise' || action === 'withdraw') return 'vendor';
  if (action === 'decline' || action === 'accept') return 'host';
  return 'system';
}
