import { DEMO_PAYMENT_LABEL_TEXT } from './demo-label.ts';
import type { ContributionMineView, PotPublicView } from '#core/domain/money/money-view.schema.ts';

/** Sample money data for stories; no story talks to a server. Times are fixed so renders are stable. */
export const storyNow = Date.parse('2026-11-21T12:00:00.000Z');
export const fixedNow = () => storyNow;

export const fundPot: PotPublicView = {
  id: 'pot-1',
  eventId: 'event-1',
  eventTitle: 'Mia turns 8',
  celebrantName: 'Mia',
  kind: 'event_fund',
  title: 'Mia’s birthday fund',
  description: 'For the bike she keeps talking about. Any amount helps!',
  minCents: 500,
  maxCents: 50_000,
  targetCents: 30_000,
  raisedCents: 12_550,
  deadline: '2026-12-20T18:00:00.000Z',
  refundIfTargetMissed: true,
  status: 'open',
  providerLabel: DEMO_PAYMENT_LABEL_TEXT,
};

export const heldContribution: ContributionMineView = {
  id: 'contribution-1',
  potId: 'pot-1',
  potTitle: fundPot.title,
  eventTitle: fundPot.eventTitle,
  amountCents: 2000,
  status: 'succeeded',
  anonymous: false,
  name: 'Sam',
  message: 'Happy birthday, Mia!',
  createdAt: '2026-11-21T11:58:00.000Z',
  succeededAt: '2026-11-21T11:59:00.000Z',
  heldUntil: '2026-11-22T11:59:00.000Z',
  cancellable: true,
  refundRequested: false,
  statusLabel: 'Held — 23 h 59 min left',
  checkoutUrl: null,
  providerLabel: DEMO_PAYMENT_LABEL_TEXT,
};
