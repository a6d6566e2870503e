import type { RsvpResponse, RsvpStatus } from './guest.schema.ts';

/**
 * Where an answer lands. "Going" takes seats only while the capacity allows (the guest's own
 * seats count as free again while they change their answer); otherwise it joins the waitlist.
 */
export function placeRsvp(input: {
  response: RsvpResponse;
  partySize: number;
  capacity: number | null;
  /** Seats taken by other guests who are going (this guest's current seats excluded). */
  seatsTakenByOthers: number;
}): RsvpStatus {
  if (input.response !== 'going') return input.response;
  if (input.capacity === null) return 'going';
  return input.seatsTakenByOthers + input.partySize <= input.capacity ? 'going' : 'waitlisted';
}

/** Seats used by guests who are going (each guest plus their plus-ones). */
export function seatsTaken(guests: { rsvpStatus: RsvpStatus; partySize: number }[]): number {
  return guests.reduce((sum, guest) => sum + (guest.rsvpStatus === 'going' ? guest.partySize : 0), 0);
}

/**
 * Who is offered freed places: waitlisted guests in the order they joined, each only if their
 * whole party fits; a party too big to fit does not block smaller ones behind it.
 */
export function guestsToPromote<Guest extends { id: string; partySize: number; waitlistedAt: number | null }>(waitlisted: Guest[], freeSeats: number): Guest[] {
  const ordered = [...waitlisted].sort((a, b) => (a.waitlistedAt ?? 0) - (b.waitlistedAt ?? 0) || a.id.localeCompare(b.id));
  const promoted: Guest[] = [];
  let seats = freeSeats;
  for (const guest of ordered) {
    if (guest.partySize <= seats) {
      promoted.push(guest);
      seats -= guest.partySize;
    }
  }
  return promoted;
}

/** A guest's status as the host's list shows it. */
export type GuestListStatus = 'not_invited' | 'invited' | 'no_reply' | 'going' | 'maybe' | 'declined' | 'waitlisted';

/**
 * Before a guest answers they are "not invited" (not sent yet), "invited" (waiting for an answer)
 * or "no reply" once the RSVP deadline or the party itself has passed without an answer.
 */
export function guestListStatus(guest: { rsvpStatus: RsvpStatus; invitedAt: number | null }, event: { rsvpDeadline: number | null; startsAt: number }, now: number): GuestListStatus {
  if (guest.rsvpStatus !== 'pending') return guest.rsvpStatus;
  if (!guest.invitedAt) return 'not_invited';
  return now > (event.rsvpDeadline ?? event.startsAt) ? 'no_reply' : 'invited';
}

export const guestListStatusLabels: Record<GuestListStatus, string> = {
  not_invited: 'Not invited yet',
  invited: 'Invited',
  no_reply: 'No reply',
  going: 'Going',
  maybe: 'Maybe',
  declined: 'Declined',
  waitlisted: 'Waitlisted',
};

/** Answers can change until the RSVP deadline (or the start, when there is no deadline). */
export function rsvpOpen(event: { rsvpDeadline: number | null; startsAt: number; status: string }, now: number): boolean {
  return event.status === 'active' && now <= (event.rsvpDeadline ?? event.startsAt);
}
