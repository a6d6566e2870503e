import { formatUsd } from './money.schema.ts';

/**
 * The plans and their prices (USD cents). `null` limits mean no limit. Limits are checked on the
 * server with these rules; the pricing page shows these same numbers.
 */
export const planIds = ['free', 'single_event', 'pro'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  billing: 'free' | 'one_time' | 'monthly';
  /** Active (not yet past) events a host may have at once. */
  maxActiveEvents: number | null;
  maxGuestsPerEvent: number | null;
  /** Photos and videos one event's album may hold (bytes of the originals). */
  albumQuotaBytes: number;
  summary: string;
}

export const FREE_MAX_ACTIVE_EVENTS = 1;
export const FREE_MAX_GUESTS = 30;
/** What a Single event purchase lifts one event's guest limit to. */
export const SINGLE_EVENT_MAX_GUESTS = 200;
export const PRO_MAX_GUESTS = 500;
const GB = 1024 ** 3;
export const FREE_ALBUM_QUOTA_BYTES = 2 * GB;
export const SINGLE_EVENT_ALBUM_QUOTA_BYTES = 20 * GB;
export const PRO_ALBUM_QUOTA_BYTES = 100 * GB;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    billing: 'free',
    maxActiveEvents: FREE_MAX_ACTIVE_EVENTS,
    maxGuestsPerEvent: FREE_MAX_GUESTS,
    albumQuotaBytes: FREE_ALBUM_QUOTA_BYTES,
    summary: `${FREE_MAX_ACTIVE_EVENTS} active event, up to ${FREE_MAX_GUESTS} guests`,
  },
  single_event: {
    id: 'single_event',
    name: 'Single event',
    priceCents: 1_900,
    billing: 'one_time',
    maxActiveEvents: null,
    maxGuestsPerEvent: SINGLE_EVENT_MAX_GUESTS,
    albumQuotaBytes: SINGLE_EVENT_ALBUM_QUOTA_BYTES,
    summary: `One event without the free limits: up to ${SINGLE_EVENT_MAX_GUESTS} guests`,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 900,
    billing: 'monthly',
    maxActiveEvents: null,
    maxGuestsPerEvent: PRO_MAX_GUESTS,
    albumQuotaBytes: PRO_ALBUM_QUOTA_BYTES,
    summary: `Unlimited events, up to ${PRO_MAX_GUESTS} guests each`,
  },
};

/** "Free", "$19.00 once", "$9.00 / month". */
export function formatPlanPrice(plan: Plan): string {
  if (plan.billing === 'free') return 'Free';
  return plan.billing === 'one_time' ? `${formatUsd(plan.priceCents)} once` : `${formatUsd(plan.priceCents)} / month`;
}

export type LimitCheck = { ok: true } | { ok: false; code: 'event_limit' | 'guest_limit' | 'album_quota'; message: string };

/**
 * The host's account plan (`free` or `pro`; Single event is a purchase attached to one event).
 * Unlocked events (bought Single event) do not count against the Free active-event limit.
 */
export interface HostPlan {
  plan: Exclude<PlanId, 'single_event'>;
}

/** May the host create (or reactivate) one more event? `activeEvents` counts locked active events only. */
export function checkCanCreateEvent(host: HostPlan, activeEvents: number): LimitCheck {
  const limit = PLANS[host.plan].maxActiveEvents;
  if (limit === null || activeEvents < limit) return { ok: true };
  return {
    ok: false,
    code: 'event_limit',
    message: `The Free plan includes ${limit} active event. Buy a Single event (${formatPlanPrice(PLANS.single_event)}) or upgrade to Pro (${formatPlanPrice(PLANS.pro)}) to create another.`,
  };
}

/** The guest limit of one event: the higher of the host's plan and a Single event bought for it. */
export function guestLimitOf(host: HostPlan, eventUnlocked: boolean): number | null {
  const limits = [PLANS[host.plan].maxGuestsPerEvent, eventUnlocked ? PLANS.single_event.maxGuestsPerEvent : 0];
  if (limits.includes(null)) return null;
  return Math.max(...(limits as number[]));
}

/** May `adding` guests join an event that has `guestCount` already? */
export function checkCanAddGuests(host: HostPlan, eventUnlocked: boolean, guestCount: number, adding = 1): LimitCheck {
  const limit = guestLimitOf(host, eventUnlocked);
  if (limit === null || guestCount + adding <= limit) return { ok: true };
  // The plan whose limit applies: a Pro host's unlocked event still has Pro's higher limit.
  const planName = limit === PLANS[host.plan].maxGuestsPerEvent ? PLANS[host.plan].name : PLANS.single_event.name;
  const room = Math.max(0, limit - guestCount);
  const upgrade = host.plan === 'free' && !eventUnlocked ? ` Buy a Single event (${formatPlanPrice(PLANS.single_event)}) to raise it to ${SINGLE_EVENT_MAX_GUESTS}.` : '';
  return {
    ok: false,
    code: 'guest_limit',
    message: `The ${planName} plan allows ${limit} guests per event; ${room === 0 ? 'this event is full' : `there is room for ${room} more`}.${upgrade}`,
  };
}

/** The album quota of one event: the higher of the host's plan and a Single event bought for it. */
export function albumQuotaOf(host: HostPlan, eventUnlocked: boolean): number {
  return Math.max(PLANS[host.plan].albumQuotaBytes, eventUnlocked ? PLANS.single_event.albumQuotaBytes : 0);
}

/** "2 GB", "20 GB", "1.5 GB", "300 MB", "31.2 MB": what the quota messages and the album screen show. */
export function formatStorage(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  return `${Math.max(0.1, Number((bytes / 1024 ** 2).toFixed(1)))} MB`;
}

/** May a file of `adding` bytes join an album that holds `usedBytes` already? */
export function checkAlbumRoom(host: HostPlan, eventUnlocked: boolean, usedBytes: number, adding: number): LimitCheck {
  const quota = albumQuotaOf(host, eventUnlocked);
  if (usedBytes + adding <= quota) return { ok: true };
  const planName = quota === PLANS[host.plan].albumQuotaBytes ? PLANS[host.plan].name : PLANS.single_event.name;
  const left = Math.max(0, quota - usedBytes);
  const upgrade =
    host.plan === 'free' && !eventUnlocked ? ` The host can raise it to ${formatStorage(SINGLE_EVENT_ALBUM_QUOTA_BYTES)} with a Single event or ${formatStorage(PRO_ALBUM_QUOTA_BYTES)} with Pro.` : '';
  return {
    ok: false,
    code: 'album_quota',
    message: `This album is full: the ${planName} plan keeps ${formatStorage(quota)} of photos and videos per event${left > 0 ? `, and this file needs more than the ${formatStorage(left)} left` : ''}.${upgrade}`,
  };
}
