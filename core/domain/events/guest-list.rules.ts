import type { RsvpStatus } from './guest.schema.ts';
import { type GuestListStatus, guestListStatusLabels } from './rsvp.rules.ts';

/** Guests per page of the host's list when the client does not say (an older client gets this first page). */
export const GUEST_PAGE_SIZE = 100;
/** The most guests one page of the host's list may hold. */
export const MAX_GUEST_PAGE_SIZE = 500;
/** Going names embedded in the public page's data; the rest come page by page from …/going. */
export const GOING_PREVIEW_SIZE = 50;
/** Going names per page of GET /api/public/events/:slug/going when the client does not say. */
export const GOING_PAGE_SIZE = 200;

export const guestListStatusValues = Object.keys(guestListStatusLabels) as GuestListStatus[];

export function isGuestListStatus(value: string): value is GuestListStatus {
  return (guestListStatusValues as string[]).includes(value);
}

/**
 * A place in an event's guest list, which is ordered by creation time and then by insertion order
 * (SQLite's rowid): guests imported in one batch share a millisecond, so the time alone would
 * not say which of them a page ended on.
 */
export interface ListPosition {
  createdAt: number;
  rowId: number;
}

/**
 * Page cursors are opaque to clients: "1." then the position of the page's last guest. The version
 * prefix lets the format change later without old clients misreading it; anything else is
 * refused (a 400), and the client starts over from the first page.
 */
export function encodeListCursor(position: ListPosition): string {
  return `1.${position.createdAt}.${position.rowId}`;
}

export function decodeListCursor(cursor: string): ListPosition | null {
  const match = /^1\.(\d{1,16})\.(\d{1,16})$/.exec(cursor);
  if (!match) return null;
  const createdAt = Number(match[1]);
  const rowId = Number(match[2]);
  return Number.isSafeInteger(createdAt) && Number.isSafeInteger(rowId) ? { createdAt, rowId } : null;
}

/**
 * Which stored rows a list status stands for, so a database can filter by it without reading
 * every guest: guestListStatus (rsvp.rules.ts) turned inside out. `invited` says whether
 * `invitedAt` must be set (true), unset (false) or does not matter (undefined). Null when no guest
 * can have the status now (nobody is "invited" once the deadline passed, nobody "no reply" before).
 */
export function guestListStatusFilter(status: GuestListStatus, event: { rsvpDeadline: number | null; startsAt: number }, now: number): { rsvpStatus: RsvpStatus; invited?: boolean } | null {
  const answersClosed = now > (event.rsvpDeadline ?? event.startsAt);
  switch (status) {
    case 'not_invited':
      return { rsvpStatus: 'pending', invited: false };
    case 'invited':
      return answersClosed ? null : { rsvpStatus: 'pending', invited: true };
    case 'no_reply':
      return answersClosed ? { rsvpStatus: 'pending', invited: true } : null;
    default:
      return { rsvpStatus: status };
  }
}
