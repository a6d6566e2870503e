import type { ContributionHostView, EventMoneyView, PotHostView } from '#core/domain/money/money-view.schema.ts';

/** Sample money data for stories; no story talks to a server. Times are relative to `now`. */
export const STORY_NOW = Date.parse('2026-11-21T12:00:00.000Z');
export const DEMO_LABEL = 'Demo payment — no money moves';
const HOUR = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

const zero = { chargedCents: 0, refundedCents: 0, releasedCents: 0, heldCents: 0, feesCents: 0 };

export function fundPot(now = STORY_NOW): PotHostView {
  return {
    id: 'pot-fund',
    eventId: 'event-1',
    eventTitle: 'Maya’s 7th birthday',
    celebrantName: 'Maya',
    kind: 'event_fund',
    title: 'Party fund',
    description: 'Toward the bouncy castle and the cake.',
    minCents: 500,
    maxCents: 50_000,
    targetCents: null,
    raisedCents: 8_500,
    deadline: null,
    refundIfTargetMissed: false,
    status: 'open',
    providerLabel: DEMO_LABEL,
    wishlistItemId: null,
    fundingStatus: 'none',
    balance: { chargedCents: 11_000, refundedCents: 2_500, releasedCents: 4_000, heldCents: 4_500, feesCents: 0 },
    contributionCount: 5,
    createdAt: iso(now - 72 * HOUR),
  };
}

export function giftPot(now = STORY_NOW): PotHostView {
  return {
    ...fundPot(now),
    id: 'pot-bike',
    kind: 'gift',
    title: 'Red balance bike',
    description: null,
    minCents: 1_000,
    maxCents: 10_000,
    targetCents: 18_000,
    raisedCents: 6_000,
    deadline: iso(now + 10 * 24 * HOUR),
    refundIfTargetMissed: true,
    status: 'closed',
    wishlistItemId: 'item-bike',
    fundingStatus: 'open',
    balance: { ...zero, chargedCents: 6_000, heldCents: 6_000 },
    contributionCount: 2,
  };
}

function contribution(now: number, fields: Partial<ContributionHostView> & Pick<ContributionHostView, 'id' | 'status' | 'amountCents' | 'contributorName' | 'statusLabel'>): ContributionHostView {
  return {
    potId: 'pot-fund',
    potTitle: 'Party fund',
    message: null,
    createdAt: iso(now - 2 * HOUR),
    succeededAt: iso(now - 2 * HOUR),
    heldUntil: null,
    releasedAt: null,
    refundedAt: null,
    refundReason: null,
    refundRequested: false,
    ...fields,
  };
}

/** One of each: held (fresh and nearly over), held past the window, released, refunded (anonymous), pending, failed. */
export function contributions(now = STORY_NOW): ContributionHostView[] {
  return [
    contribution(now, {
      id: 'c-1',
      status: 'succeeded',
      amountCents: 2_000,
      contributorName: 'Priya Shah',
      message: 'Happy birthday, Maya! 🎈',
      createdAt: iso(now - 60_000),
      succeededAt: iso(now - 60_000),
      heldUntil: iso(now + 24 * HOUR - 60_000),
      statusLabel: 'Held — 23 h 59 min left',
    }),
    contribution(now, {
      id: 'c-2',
      status: 'succeeded',
      amountCents: 2_500,
      contributorName: 'Anonymous',
      createdAt: iso(now - 23.5 * HOUR),
      succeededAt: iso(now - 23.5 * HOUR),
      heldUntil: iso(now + 0.5 * HOUR),
      statusLabel: 'Held — 0 h 30 min left',
    }),
    contribution(now, {
      id: 'c-3',
      status: 'succeeded',
      amountCents: 3_000,
      contributorName: 'Tom Lee',
      potId: 'pot-bike',
      potTitle: 'Red balance bike',
      createdAt: iso(now - 30 * HOUR),
      succeededAt: iso(now - 30 * HOUR),
      heldUntil: iso(now - 6 * HOUR),
      statusLabel: 'Held until the funding target is reached',
    }),
    contribution(now, {
      id: 'c-4',
      status: 'released',
      amountCents: 4_000,
      contributorName: 'Grandma Rose',
      message: 'For the cake!',
      createdAt: iso(now - 50 * HOUR),
      succeededAt: iso(now - 50 * HOUR),
      heldUntil: iso(now - 26 * HOUR),
      releasedAt: iso(now - 25 * HOUR),
      statusLabel: 'Released to the host',
    }),
    contribution(now, {
      id: 'c-5',
      status: 'refunded',
      amountCents: 2_500,
      contributorName: 'Anonymous',
      createdAt: iso(now - 40 * HOUR),
      succeededAt: iso(now - 40 * HOUR),
      heldUntil: iso(now - 16 * HOUR),
      refundedAt: iso(now - 39 * HOUR),
      refundReason: 'cancelled',
      statusLabel: 'Refunded',
    }),
    contribution(now, { id: 'c-8', status: 'succeeded', amountCents: 1_000, contributorName: 'Lee Chan', heldUntil: iso(now + 20 * HOUR), refundRequested: true, statusLabel: 'Refund in progress' }),
  ];
}

export function moneyView(now = STORY_NOW, overrides: Partial<EventMoneyView> = {}): EventMoneyView {
  return {
    eventId: 'event-1',
    eventTitle: 'Maya’s 7th birthday',
    providerLabel: DEMO_LABEL,
    totals: { chargedCents: 17_000, refundedCents: 2_500, releasedCents: 4_000, heldCents: 10_500, feesCents: 0 },
    pots: [fundPot(now), giftPot(now)],
    contributions: contributions(now),
    payout: { connected: true, payoutsEnabled: true },
    awaitingPayoutCents: 0,
    ...overrides,
  };
}

export const emptyMoneyView = (now = STORY_NOW): EventMoneyView => moneyView(now, { totals: zero, pots: [], contributions: [], payout: { connected: false, payoutsEnabled: false } });
