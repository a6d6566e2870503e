import { describe, expect, it } from 'vitest';
import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import type { BillingView, PurchaseView } from '#core/domain/money/money-view.schema.ts';
import { eventsToUnlock } from './events-to-unlock.ts';
import { isSettled, purchaseOutcome } from './purchase-outcome.ts';

const purchase = (fields: Partial<PurchaseView>): PurchaseView => ({
  id: 'p1',
  kind: 'single_event',
  description: 'Single event',
  eventId: 'e1',
  eventTitle: 'Leo turns 5',
  amountCents: 1_900,
  status: 'pending',
  createdAt: '2026-11-21T10:00:00.000Z',
  paidAt: null,
  cancelledAt: null,
  providerLabel: null,
  ...fields,
});

describe('purchase polling', () => {
  it('keeps polling a pending purchase and stops once it is settled', () => {
    expect(isSettled('pending', 'pro')).toBe(false);
    for (const status of ['paid', 'active', 'past_due', 'failed', 'expired', 'cancelled', 'refunded'] as const) expect(isSettled(status, 'pro')).toBe(true);
  });

  it('waits for the automatic refund of a test payment, not only for the payment', () => {
    expect(isSettled('paid', 'test_payment')).toBe(false);
    expect(isSettled('refunded', 'test_payment')).toBe(true);
    expect(isSettled('failed', 'test_payment')).toBe(true);
  });
});

describe('purchaseOutcome', () => {
  it('names the unlocked event and the active Pro plan', () => {
    expect(purchaseOutcome(purchase({ status: 'paid' }))).toMatchObject({ tone: 'success', title: 'Single event unlocked for Leo turns 5' });
    expect(purchaseOutcome(purchase({ kind: 'pro', status: 'active', eventId: null, eventTitle: null }))).toMatchObject({ tone: 'success', title: 'Thanks — Pro is active' });
  });

  it('says nothing was charged when the checkout failed or expired', () => {
    expect(purchaseOutcome(purchase({ status: 'failed' }))).toMatchObject({ tone: 'error', detail: expect.stringContaining('Nothing was charged') });
    expect(purchaseOutcome(purchase({ status: 'expired' }))).toMatchObject({ tone: 'error', detail: expect.stringContaining('Nothing was charged') });
  });

  it('reports a refunded test payment as a working set-up', () => {
    expect(purchaseOutcome(purchase({ kind: 'test_payment', status: 'refunded' }))).toMatchObject({ tone: 'success', title: 'Your payment set-up works' });
  });
});

describe('eventsToUnlock', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  const event = (fields: Partial<EventSummary>): EventSummary => ({
    id: 'e1',
    slug: 'e1',
    title: 'Party',
    startsAt: '2026-12-20T15:00:00.000Z',
    endsAt: '2026-12-20T18:00:00.000Z',
    timeZone: 'UTC',
    location: null,
    coverImageUrl: null,
    status: 'active',
    role: 'host',
    rsvpStatus: null,
    counts: null,
    ...fields,
  });
  const billing = (unlocked: string[]): BillingView => ({
    plan: 'free',
    planName: 'Free',
    subscription: null,
    activeEvents: 1,
    maxActiveEvents: 1,
    maxGuestsPerEvent: 30,
    unlockedEvents: unlocked.map((eventId) => ({ eventId, title: eventId })),
    purchases: [],
    providerLabel: null,
  });

  it('offers only upcoming, active events the member hosts and has not unlocked yet', () => {
    const hosting = [
      event({ id: 'open' }),
      event({ id: 'unlocked' }),
      event({ id: 'cohosted', role: 'cohost' }),
      event({ id: 'cancelled', status: 'cancelled' }),
      event({ id: 'over', endsAt: '2026-11-20T18:00:00.000Z' }),
    ];
    expect(eventsToUnlock(hosting, billing(['unlocked']), now).map((entry) => entry.id)).toEqual(['open']);
  });
});
