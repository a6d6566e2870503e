import { PLANS } from '#core/domain/money/plans.rules.ts';
import { contributions, guests, moneyPots, planPurchases } from '../db/schema/index.ts';
import { randomId } from '../services/tokens.ts';
import type { TestApp } from './test-app.ts';

/**
 * Plan purchases written straight into the test database, for tests about something else that
 * need more than the Free plan allows (a second active event, a 31st guest). The purchase flow
 * itself is tested in worker/features/money/billing/billing.test.ts.
 */

/** The member is on Pro (an active subscription). */
export async function grantPro(t: TestApp, userId: string) {
  const now = t.clock.now();
  const id = randomId();
  await t.db.insert(planPurchases).values({
    id,
    userId,
    kind: 'pro',
    provider: 'demo',
    amountCents: PLANS.pro.priceCents,
    status: 'active',
    subscriptionId: `test_sub_${id}`,
    createdAt: now,
    paidAt: now,
    updatedAt: now,
  });
  return id;
}

/** The event is unlocked by a paid Single event purchase of its host. */
export async function grantSingleEvent(t: TestApp, userId: string, eventId: string) {
  const now = t.clock.now();
  const id = randomId();
  await t.db.insert(planPurchases).values({
    id,
    userId,
    kind: 'single_event',
    eventId,
    provider: 'demo',
    amountCents: PLANS.single_event.priceCents,
    status: 'paid',
    createdAt: now,
    paidAt: now,
    updatedAt: now,
  });
  return id;
}

/** `count` guest rows at once (distinct emails, unusable link hashes): for tests about the guest limits. */
export async function fillGuests(t: TestApp, eventId: string, count: number, partySize = 1) {
  const now = t.clock.now();
  const rows = Array.from({ length: count }, () => {
    const id = randomId();
    return { id, eventId, name: `Guest ${id.slice(0, 6)}`, email: `${id.toLowerCase()}@guests.example`, partySize, linkTokenHash: `unused-${id}`, createdAt: now, updatedAt: now };
  });
  for (let i = 0; i < rows.length; i += 100) await t.db.insert(guests).values(rows.slice(i, i + 100));
}

/**
 * An event fund pot with one contribution in `status` (no ledger rows: enough for the guards that
 * look for money on an event). Amounts are whole cents.
 */
export async function insertContribution(t: TestApp, eventId: string, status: typeof contributions.$inferInsert.status, amountCents = 2_500) {
  const now = t.clock.now();
  const potId = randomId();
  await t.db.insert(moneyPots).values({ id: potId, eventId, kind: 'event_fund', slot: `fund-${potId}`, title: 'Party fund', minCents: 500, maxCents: 50_000, createdAt: now, updatedAt: now });
  const id = randomId();
  await t.db.insert(contributions).values({ id, potId, eventId, provider: 'demo', amountCents, status, contributorName: 'Gus', createdAt: now, updatedAt: now });
  return { potId, contributionId: id };
}

/** An open pot without any contribution yet. */
export async function insertEmptyPot(t: TestApp, eventId: string) {
  const now = t.clock.now();
  const id = randomId();
  await t.db.insert(moneyPots).values({ id, eventId, kind: 'event_fund', slot: 'fund', title: 'Party fund', minCents: 500, maxCents: 50_000, createdAt: now, updatedAt: now });
  return id;
}
