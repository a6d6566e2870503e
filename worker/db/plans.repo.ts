import { and, count, eq, gt, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { HostPlan } from '#core/domain/money/plans.rules.ts';
import type { Db } from './client.ts';
import { events, planPurchases } from './schema/index.ts';

/**
 * What a member's purchases allow, read where the limits are enforced (events, guests) and where
 * they are shown (billing). Shared here because those features may not import each other and the
 * three questions must be answered the same way everywhere.
 */

/** Pro stays Pro while the provider retries a failed renewal (past_due). */
const PRO_STATUSES = ['active', 'past_due'] as const;

/** Event ids unlocked by a paid Single event. Without NULLs: `id NOT IN (…, NULL)` would match nothing. */
const paidSingleEvents = (db: Db) =>
  db
    .select({ eventId: planPurchases.eventId })
    .from(planPurchases)
    .where(and(eq(planPurchases.kind, 'single_event'), eq(planPurchases.status, 'paid'), isNotNull(planPurchases.eventId)));

/** 'pro' while the member has a live Pro subscription, else 'free'. */
export async function hostPlanOf(db: Db, userId: string): Promise<HostPlan> {
  const [row] = await db
    .select({ value: count() })
    .from(planPurchases)
    .where(and(eq(planPurchases.userId, userId), eq(planPurchases.kind, 'pro'), inArray(planPurchases.status, [...PRO_STATUSES])));
  return { plan: (row?.value ?? 0) > 0 ? 'pro' : 'free' };
}

/** Whether a Single event purchase for this event has been paid. */
export async function isEventUnlocked(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ value: count() })
    .from(planPurchases)
    .where(and(eq(planPurchases.kind, 'single_event'), eq(planPurchases.status, 'paid'), eq(planPurchases.eventId, eventId)));
  return (row?.value ?? 0) > 0;
}

/**
 * The events that count against the Free plan's active-event limit: hosted by the member (not
 * co-hosted), not cancelled, not over yet, and not unlocked by a Single event purchase.
 */
export async function countLockedActiveEvents(db: Db, hostId: string, now: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(events)
    .where(and(eq(events.hostId, hostId), eq(events.status, 'active'), gt(events.endsAt, now), notInArray(events.id, paidSingleEvents(db))));
  return row?.value ?? 0;
}
