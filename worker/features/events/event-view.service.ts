import type { ActivityView, EventRole, EventSummary, EventView, GuestView, RsvpCounts } from '#core/domain/events/event-view.schema.ts';
import { utcToZonedLocal } from '#core/domain/events/event-time.rules.ts';
import { guestListStatus } from '#core/domain/events/rsvp.rules.ts';
import type { AppDeps } from '../../deps.ts';
import { type ActivityRow, type EventRow, eventsRepo, type GuestCountRow } from './events.repo.ts';
import type { GuestRow, ListedGuestRow } from './guests.repo.ts';

/** Rows to the API contract of core/domain/events/event-view.schema.ts. */

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

export function countGuests(guests: Pick<GuestRow, 'rsvpStatus' | 'partySize'>[]): RsvpCounts {
  const counts: RsvpCounts = { going: 0, maybe: 0, declined: 0, waitlisted: 0, pending: 0, headcount: 0 };
  for (const guest of guests) {
    counts[guest.rsvpStatus]++;
    if (guest.rsvpStatus === 'going') counts.headcount += guest.partySize;
  }
  return counts;
}

/** RsvpCounts from the grouped counts of one event (see eventsRepo.countGuestsOf), without reading each guest. */
export function countsFromRows(rows: Pick<GuestCountRow, 'status' | 'guests' | 'seats'>[]): RsvpCounts {
  const counts: RsvpCounts = { going: 0, maybe: 0, declined: 0, waitlisted: 0, pending: 0, headcount: 0 };
  for (const row of rows) {
    counts[row.status] += Number(row.guests);
    if (row.status === 'going') counts.headcount += Number(row.seats);
  }
  return counts;
}

export async function eventView(deps: AppDeps, event: EventRow, role: EventRole): Promise<EventView> {
  const [hosts, countRows, booked] = await Promise.all([eventsRepo.hostNames(deps.db, event), eventsRepo.countGuestsOf(deps.db, [event.id]), eventsRepo.venueBookingsOf(deps.db, event.id)]);
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    celebrantName: event.celebrantName,
    celebrantAge: event.celebrantAge,
    timeZone: event.timeZone,
    startsAt: iso(event.startsAt),
    endsAt: iso(event.endsAt),
    startsAtLocal: utcToZonedLocal(event.startsAt, event.timeZone),
    endsAtLocal: utcToZonedLocal(event.endsAt, event.timeZone),
    rsvpDeadline: isoOrNull(event.rsvpDeadline),
    rsvpDeadlineLocal: event.rsvpDeadline === null ? null : utcToZonedLocal(event.rsvpDeadline, event.timeZone),
    location: event.location,
    coverImageUrl: event.coverImageUrl,
    description: event.description,
    dressCode: event.dressCode,
    plusOnesAllowed: event.plusOnesAllowed,
    capacity: event.capacity,
    guestListVisibility: event.guestListVisibility,
    inviteOnly: event.inviteOnly,
    remindersEnabled: event.remindersEnabled,
    status: event.status,
    role,
    hosts,
    counts: countsFromRows(countRows),
    venues: booked.map(({ streetAddress, status, ...venue }) => ({
      ...venue,
      status: status as 'pending' | 'confirmed' | 'completed',
      streetAddress: status === 'pending' ? null : streetAddress,
    })),
    createdAt: iso(event.createdAt),
  };
}

export function eventSummary(
  event: Pick<EventRow, 'id' | 'slug' | 'title' | 'startsAt' | 'endsAt' | 'timeZone' | 'location' | 'coverImageUrl' | 'status'>,
  role: EventRole,
  rsvpStatus: GuestRow['rsvpStatus'] | null,
  counts: RsvpCounts | null,
): EventSummary {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    startsAt: iso(event.startsAt),
    endsAt: iso(event.endsAt),
    timeZone: event.timeZone,
    location: event.location,
    coverImageUrl: event.coverImageUrl,
    status: event.status,
    role,
    rsvpStatus,
    counts,
  };
}

export function guestView(guest: ListedGuestRow, event: Pick<EventRow, 'rsvpDeadline' | 'startsAt'>, now: number, optedOut: Set<string>): GuestView {
  return {
    id: guest.id,
    name: guest.name,
    email: guest.email,
    phone: guest.phone,
    plusOnesAllowed: guest.plusOnesAllowed,
    rsvpStatus: guest.rsvpStatus,
    listStatus: guestListStatus(guest, event, now),
    partySize: guest.partySize,
    plusOneNames: guest.plusOneNames ?? [],
    dietaryNote: guest.dietaryNote,
    message: guest.message,
    respondedAt: isoOrNull(guest.respondedAt),
    invitedAt: isoOrNull(guest.invitedAt),
    smsOptedOut: guest.phone !== null && optedOut.has(guest.phone),
    linkedMember: guest.userId !== null,
    source: guest.source,
    createdAt: iso(guest.createdAt),
  };
}

export function activityView(row: ActivityRow, canRemove: boolean): ActivityView {
  return {
    id: row.id,
    kind: row.kind,
    actorName: row.actorName,
    body: row.body,
    details: row.details ?? null,
    createdAt: iso(row.createdAt),
    removable: canRemove && row.kind === 'comment',
  };
}

/** What a guest sees of their own answer (public page, RSVP response). */
export function ownGuestView(guest: Pick<GuestRow, 'id' | 'userId' | 'name' | 'plusOnesAllowed' | 'rsvpStatus' | 'partySize' | 'plusOneNames' | 'dietaryNote' | 'message'>) {
  return {
    // The guest's own row id and whether it has an account: "Message the host" starts the event-guest conversation from it.
    id: guest.id,
    linkedMember: guest.userId !== null,
    name: guest.name,
    plusOnesAllowed: guest.plusOnesAllowed,
    rsvpStatus: guest.rsvpStatus,
    partySize: guest.partySize,
    plusOneNames: guest.plusOneNames ?? [],
    dietaryNote: guest.dietaryNote,
    message: guest.message,
  };
}
