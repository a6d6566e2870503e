import { checkCanAddGuests, checkCanCreateEvent, guestLimitOf, type LimitCheck } from '#core/domain/money/plans.rules.ts';
import { countLockedActiveEvents, hostPlanOf, isEventUnlocked } from '../../db/plans.repo.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { type EventRow, eventsRepo } from './events.repo.ts';
import { guestsRepo } from './guests.repo.ts';

/**
 * The plan limits (core/domain/money/plans.rules.ts) enforced where events and guests are added.
 * A refusal is a 403 with the core message and `code` ('event_limit' | 'guest_limit'), so the
 * client can point to the pricing page. Limits belong to the event's host: a co-host adding
 * guests uses the host's plan, and co-hosted events never count against the co-host's own.
 */

function refuse(check: LimitCheck): void {
  if (!check.ok) throw new ApiError(403, check.message, undefined, undefined, check.code);
}

/** Before creating or duplicating an event for `hostId`. */
export async function assertCanCreateEvent(deps: AppDeps, hostId: string): Promise<void> {
  const plan = await hostPlanOf(deps.db, hostId);
  if (plan.plan === 'pro') return;
  refuse(checkCanCreateEvent(plan, await countLockedActiveEvents(deps.db, hostId, deps.clock.now())));
}

/**
 * After inserting an event: two requests at once (a double click) may both have passed the check
 * before either was written. If the host is now over the limit, the new event is removed again
 * and the request refused, so the limit holds without a lock.
 */
export async function undoIfOverEventLimit(deps: AppDeps, event: EventRow): Promise<void> {
  const plan = await hostPlanOf(deps.db, event.hostId);
  if (plan.plan === 'pro') return;
  const check = checkCanCreateEvent(plan, (await countLockedActiveEvents(deps.db, event.hostId, deps.clock.now())) - 1);
  if (check.ok) return;
  await eventsRepo.deleteEvent(deps.db, event.id);
  refuse(check);
}

/** Moving an event that is over back into the future makes it active again: the host's plan must allow it. */
export async function assertCanReactivate(deps: AppDeps, event: EventRow, newEndsAt: number): Promise<void> {
  const now = deps.clock.now();
  if (event.status !== 'active' || event.endsAt > now || newEndsAt <= now) return;
  if (await isEventUnlocked(deps.db, event.id)) return;
  await assertCanCreateEvent(deps, event.hostId);
}

/**
 * Before handing an event over: if it counts against a Free limit (active, not over, not unlocked),
 * the new host must have room for it. The caller is the old host, so the message speaks to them.
 */
export async function assertCanTakeOver(deps: AppDeps, event: EventRow, newHostId: string, newHostName: string): Promise<void> {
  const counts = event.status === 'active' && event.endsAt > deps.clock.now() && !(await isEventUnlocked(deps.db, event.id));
  if (!counts) return;
  const plan = await hostPlanOf(deps.db, newHostId);
  if (plan.plan === 'pro') return;
  const check = checkCanCreateEvent(plan, await countLockedActiveEvents(deps.db, newHostId, deps.clock.now()));
  if (check.ok) return;
  throw new ApiError(
    403,
    `${newHostName} is on the Free plan and already hosts an active event, so they cannot take this one over. Unlock this event with a Single event first, or ask them to upgrade to Pro.`,
    undefined,
    undefined,
    check.code,
  );
}

/**
 * After an import's batch: two imports at once may each have planned with the same room. The
 * newest rows past the limit are removed again; answers the ids removed (reported as skipped).
 */
export async function trimOverGuestLimit(deps: AppDeps, event: Pick<EventRow, 'id' | 'hostId'>, insertedIds: string[]): Promise<string[]> {
  const limit = guestLimitOf(await hostPlanOf(deps.db, event.hostId), await isEventUnlocked(deps.db, event.id));
  if (limit === null) return [];
  const excess = (await guestsRepo.countGuests(deps.db, event.id)) - limit;
  return excess > 0 ? guestsRepo.deleteNewest(deps.db, event.id, insertedIds, excess) : [];
}

/**
 * How many more guests fit (an import adds up to this many) and the reason shown for the ones past
 * it. Plus-ones do not count: only guest rows do.
 */
export async function guestRoomOf(deps: AppDeps, event: Pick<EventRow, 'id' | 'hostId'>, guestCount: number): Promise<{ room: number; fullReason: string }> {
  const plan = await hostPlanOf(deps.db, event.hostId);
  const unlocked = await isEventUnlocked(deps.db, event.id);
  const limit = guestLimitOf(plan, unlocked);
  if (limit === null) return { room: Number.MAX_SAFE_INTEGER, fullReason: 'The guest list is full' };
  const atLimit = checkCanAddGuests(plan, unlocked, limit);
  return { room: Math.max(0, limit - guestCount), fullReason: atLimit.ok ? 'The guest list is full' : atLimit.message };
}

async function guestCheck(deps: AppDeps, event: Pick<EventRow, 'id' | 'hostId'>, guestCount: number, adding: number): Promise<LimitCheck> {
  return checkCanAddGuests(await hostPlanOf(deps.db, event.hostId), await isEventUnlocked(deps.db, event.id), guestCount, adding);
}

/** A visitor answering on the public page cannot upgrade the host's plan: their own message, no code. */
function refuseGuests(check: LimitCheck, visitorMessage: string | undefined): void {
  if (check.ok) return;
  if (visitorMessage) throw new ApiError(403, visitorMessage);
  refuse(check);
}

/** Before adding `adding` guest rows to the event (`visitorMessage`: see refuseGuests). */
export async function assertCanAddGuests(deps: AppDeps, event: Pick<EventRow, 'id' | 'hostId'>, adding = 1, visitorMessage?: string): Promise<void> {
  refuseGuests(await guestCheck(deps, event, await guestsRepo.countGuests(deps.db, event.id), adding), visitorMessage);
}

/** After inserting one guest: as undoIfOverEventLimit, for two guests added at once into the last place. */
export async function undoIfOverGuestLimit(deps: AppDeps, event: Pick<EventRow, 'id' | 'hostId'>, guestId: string, visitorMessage?: string): Promise<void> {
  const check = await guestCheck(deps, event, (await guestsRepo.countGuests(deps.db, event.id)) - 1, 1);
  if (check.ok) return;
  await guestsRepo.deleteGuest(deps.db, event.id, guestId);
  refuseGuests(check, visitorMessage);
}
