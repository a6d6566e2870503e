import type { Context } from 'hono';
import { csvFile } from '#core/domain/csv.rules.ts';
import { planContactImport, type RawContact } from '#core/domain/contacts/contact.rules.ts';
import { csvToContacts } from '#core/domain/contacts/contacts-csv.rules.ts';
import type { GuestPage, GuestView, ImportReport } from '#core/domain/events/event-view.schema.ts';
import type { AddGuestInput, UpdateGuestInput } from '#core/domain/events/guest.schema.ts';
import {
  decodeListCursor,
  encodeListCursor,
  GUEST_PAGE_SIZE,
  guestListStatusFilter,
  guestListStatusValues,
  isGuestListStatus,
  type ListPosition,
  MAX_GUEST_PAGE_SIZE,
} from '#core/domain/events/guest-list.rules.ts';
import { type GuestListStatus, guestListStatus, guestListStatusLabels } from '#core/domain/events/rsvp.rules.ts';
import { countryForTimeZone } from '#core/domain/contacts/time-zone-country.rules.ts';
import { parseVcards } from '#core/domain/contacts/vcard.rules.ts';
import type { AppBindings, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { versionedAnswer } from '../../cache/versioned-answers.ts';
import { randomId, timeOrderedId } from '../../services/tokens.ts';
import { guestToken, requireLinkSecret } from './event-access.service.ts';
import { guestView } from './event-view.service.ts';
import type { EventRow } from './events.repo.ts';
import { eventsRepo } from './events.repo.ts';
import { type GuestRow, guestsRepo, type NewGuestRow } from './guests.repo.ts';
import { assertCanAddGuests, guestRoomOf, trimOverGuestLimit, undoIfOverGuestLimit } from './plan-limits.service.ts';
import { promoteWaitlisted } from './rsvp.service.ts';

type Ctx = Context<AppBindings>;

export const MAX_IMPORT_BYTES = 1024 * 1024;
/** The reason core's planContactImport gives for contacts past the room it was given. */
const IMPORT_FULL_REASON = 'The guest list is full';

export async function guestViews(c: Ctx, event: EventRow, rows: GuestRow[]): Promise<GuestView[]> {
  const optedOut = await guestsRepo.optedOutPhones(
    c.get('deps').db,
    rows.flatMap((row) => (row.phone ? [row.phone] : [])),
  );
  const now = c.get('deps').clock.now();
  return rows.map((row) => guestView(row, event, now, optedOut));
}

/** A page size from the query string: absent means the default page, anything but 1…max is a 400. */
export function pageLimit(value: string | undefined, defaultSize: number, max: number): number {
  if (value === undefined || value === '') return defaultSize;
  const limit = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!(limit >= 1 && limit <= max)) throw new ApiError(400, `limit must be a whole number from 1 to ${max}.`);
  return limit;
}

/** A cursor from the query string; one this server did not give out is a 400 that says to start over. */
export function pageCursor(value: string | undefined): ListPosition | null {
  if (value === undefined || value === '') return null;
  const position = value.length <= 60 ? decodeListCursor(value) : null;
  if (!position) throw new ApiError(400, 'This page cursor is not valid: load the list again from its first page.');
  return position;
}

/**
 * One page of the host's list as JSON, in list order (creation time, then insertion order),
 * filtered by list status and a search over name, email and phone, both in the database. Without
 * `limit` it is the first page of GUEST_PAGE_SIZE: an event of thousands of guests never goes out
 * in one answer.
 *
 * The page is kept under the event's guest list version (decision 035): triggers bump it with
 * every write to the event's guests or their phones' opt-outs, and the event row was read in this
 * request, so a kept page is served only while everything on it is unchanged. The only other
 * input is the clock, through one flag (answers closed or not), which is part of the key.
 */
export async function guestListPageJson(c: Ctx, event: EventRow, query: { status?: string; q?: string; limit?: string; after?: string }): Promise<string> {
  const status = query.status || undefined;
  if (status !== undefined && !isGuestListStatus(status)) {
    throw new ApiError(400, `Unknown status "${status.slice(0, 40)}": use one of ${guestListStatusValues.join(', ')}.`);
  }
  const limit = pageLimit(query.limit, GUEST_PAGE_SIZE, MAX_GUEST_PAGE_SIZE);
  const after = pageCursor(query.after);
  const q = query.q?.trim().slice(0, 100) || undefined;
  const now = c.get('deps').clock.now();
  const answersClosed = now > (event.rsvpDeadline ?? event.startsAt);
  const key = JSON.stringify(['guest-list', event.id, event.guestListVersion, answersClosed, status ?? null, q ?? null, limit, query.after || null]);
  return versionedAnswer(c.get('deps').db, key, async () => JSON.stringify(await guestPage(c, event, { status, q, limit, after }, now)));
}

async function guestPage(c: Ctx, event: EventRow, query: { status: GuestListStatus | undefined; q: string | undefined; limit: number; after: ListPosition | null }, now: number): Promise<GuestPage> {
  const { status, q, limit, after } = query;
  const stored = status !== undefined ? guestListStatusFilter(status, event, now) : {};
  // "Invited" after the deadline, or "no reply" before it: nobody, without asking the database.
  if (!stored) return { guests: [], nextCursor: null, total: 0 };
  // One more row than the page says whether there is a next page. One round trip for the page and the total.
  const { rows, total } = await guestsRepo.listGuestPage(c.get('deps').db, event.id, { ...stored, ...(q ? { q } : {}) }, after, limit + 1);
  const page = rows.slice(0, limit);
  const optedOut = new Set(page.flatMap(({ row, smsOptedOut }) => (smsOptedOut && row.phone ? [row.phone] : [])));
  return {
    guests: page.map(({ row }) => guestView(row, event, now, optedOut)),
    nextCursor: rows.length > limit ? encodeListCursor(page[page.length - 1]!.position) : null,
    total,
  };
}

async function refuseDuplicate(c: Ctx, eventId: string, contact: { email?: string | null; phone?: string | null }, exceptGuestId?: string) {
  const duplicate = await guestsRepo.findDuplicate(c.get('deps').db, eventId, contact, exceptGuestId);
  if (!duplicate) return;
  const byEmail = contact.email && duplicate.email === contact.email;
  throw new ApiError(409, `${duplicate.name} is already on the guest list with this ${byEmail ? 'email address' : 'phone number'}.`, {
    [byEmail ? 'email' : 'phone']: 'Already on the guest list',
  });
}

/** A new guest row with its link token hash (version 1). */
async function newGuestRow(c: Ctx, event: EventRow, fields: Omit<NewGuestRow, 'id' | 'eventId' | 'linkTokenHash' | 'createdAt' | 'updatedAt'>): Promise<NewGuestRow> {
  const id = randomId();
  const { hash } = await guestToken(c.get('deps'), id, 1);
  const now = c.get('deps').clock.now();
  return { id, eventId: event.id, ...fields, linkTokenHash: hash, linkVersion: 1, createdAt: now, updatedAt: now };
}

/** What a visitor answering on the public page is told when the host's plan has no room left. */
export const OPEN_RSVP_FULL_MESSAGE = 'This event is full online — ask the host to add you to the guest list.';

export async function addGuest(c: Ctx, user: Pick<SessionUser, 'id' | 'name'> | null, event: EventRow, input: AddGuestInput, source: GuestRow['source'] = 'host'): Promise<GuestRow> {
  const { db } = c.get('deps');
  requireLinkSecret(c.get('deps'));
  await refuseDuplicate(c, event.id, input);
  // A visitor cannot buy the host a bigger plan: they get a plain "full" without the upgrade offer.
  const visitorMessage = source === 'open_rsvp' ? OPEN_RSVP_FULL_MESSAGE : undefined;
  await assertCanAddGuests(c.get('deps'), event, 1, visitorMessage);
  const row = await newGuestRow(c, event, {
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    plusOnesAllowed: input.plusOnesAllowed ?? event.plusOnesAllowed,
    source,
  });
  const guest = await guestsRepo.insertGuest(db, row);
  if (!guest) {
    // Another request added the same person a moment ago: answer as if it had come first.
    await refuseDuplicate(c, event.id, input);
    throw new ApiError(409, 'This person is already on the guest list.');
  }
  await undoIfOverGuestLimit(c.get('deps'), event, guest.id, visitorMessage);
  if (user) {
    await eventsRepo.insertActivity(db, {
      id: timeOrderedId(row.createdAt),
      eventId: event.id,
      kind: 'guest_added',
      guestId: guest.id,
      userId: user.id,
      actorName: user.name,
      body: `${user.name} added ${guest.name}`,
      details: { source },
      createdAt: row.createdAt,
    });
  }
  return guest;
}

export async function updateGuest(c: Ctx, event: EventRow, guest: GuestRow, input: UpdateGuestInput): Promise<GuestRow> {
  await refuseDuplicate(c, event.id, { email: input.email, phone: input.phone }, guest.id);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) throw new ApiError(400, 'Nothing to change: send name, email, phone or plusOnesAllowed.');
  const updated = await guestsRepo.updateGuest(c.get('deps').db, event.id, guest.id, { ...changes, updatedAt: c.get('deps').clock.now() });
  if (!updated) throw new ApiError(404, 'Guest not found');
  return updated;
}

export async function removeGuest(c: Ctx, event: EventRow, guest: GuestRow) {
  await guestsRepo.deleteGuest(c.get('deps').db, event.id, guest.id);
  if (guest.rsvpStatus === 'going') await promoteWaitlisted(c, event);
}

/** A new link for a guest: the version bump makes the old link stop working at once. */
export async function resetGuestLink(c: Ctx, event: EventRow, guest: GuestRow): Promise<GuestRow> {
  const version = guest.linkVersion + 1;
  const { hash } = await guestToken(c.get('deps'), guest.id, version);
  const updated = await guestsRepo.updateGuest(c.get('deps').db, event.id, guest.id, { linkVersion: version, linkTokenHash: hash, updatedAt: c.get('deps').clock.now() });
  if (!updated) throw new ApiError(404, 'Guest not found');
  return updated;
}

export async function exportCsv(c: Ctx, event: EventRow): Promise<string> {
  const now = c.get('deps').clock.now();
  const rows = await guestsRepo.listGuests(c.get('deps').db, event.id);
  const header = ['name', 'email', 'phone', 'status', 'party size', 'plus-one names', 'dietary note', 'message', 'responded at'];
  const lines = rows.map((guest) => [
    guest.name,
    guest.email ?? '',
    guest.phone ?? '',
    guestListStatusLabels[guestListStatus(guest, event, now)],
    String(guest.rsvpStatus === 'going' || guest.rsvpStatus === 'waitlisted' || guest.rsvpStatus === 'maybe' ? guest.partySize : 0),
    (guest.plusOneNames ?? []).join('; '),
    guest.dietaryNote ?? '',
    guest.message ?? '',
    guest.respondedAt ? new Date(guest.respondedAt).toISOString() : '',
  ]);
  return csvFile(header, lines);
}

/** Reads an uploaded file into raw contacts; a file that cannot be read is a clear 400. */
export function contactsFromFile(format: 'csv' | 'vcf', content: string): RawContact[] {
  if (new TextEncoder().encode(content).length > MAX_IMPORT_BYTES) throw new ApiError(413, 'The file is too large: imports can be at most 1 MB.');
  if (format === 'vcf') {
    const contacts = parseVcards(content);
    if (contacts.length === 0) throw new ApiError(400, 'No contacts found: the file is not a vCard (.vcf) file or it is empty.');
    return contacts;
  }
  const { contacts, error } = csvToContacts(content);
  if (error) throw new ApiError(400, error);
  return contacts;
}

/**
 * Plans an import against the current list; unless it is a dry run, adds the new guests in one
 * batch. Past the host's plan limit the import adds as many as fit and reports each of the rest as
 * skipped with the plan's reason (the dry run shows this before anything is added), rather than
 * refusing the whole file.
 */
export async function importContacts(c: Ctx, user: SessionUser, event: EventRow, contacts: RawContact[], options: { dryRun: boolean; defaultCountry?: string | undefined }): Promise<ImportReport> {
  const { db } = c.get('deps');
  const { dryRun } = options;
  requireLinkSecret(c.get('deps'));
  const existing = await guestsRepo.listGuests(db, event.id);
  const { room, fullReason } = await guestRoomOf(c.get('deps'), event, existing.length);
  // The host's choice on the import screen, else the country of the event's time zone.
  const defaultCountry = options.defaultCountry ?? countryForTimeZone(event.timeZone);
  const plan = planContactImport(contacts, existing, room, defaultCountry);
  // planContactImport says only "The guest list is full"; the host is told which plan limit it was.
  const skipped = plan.skipped.map((row) => (row.reason === IMPORT_FULL_REASON ? { ...row, reason: fullReason } : row));
  const report: ImportReport = { added: 0, toAdd: plan.toAdd, skipped, defaultCountry };
  if (dryRun || plan.toAdd.length === 0) return report;
  const rows = await Promise.all(
    plan.toAdd.map((contact) => newGuestRow(c, event, { name: contact.name, email: contact.email, phone: contact.phone, plusOnesAllowed: event.plusOnesAllowed, source: 'import' })),
  );
  // Fewer than planned when the same import, sent twice at once, added some of them a moment ago,
  // or when another import filled the room in the meantime (its rows past the limit are removed).
  const inserted = await guestsRepo.insertGuests(db, rows);
  const trimmed = new Set(
    await trimOverGuestLimit(
      c.get('deps'),
      event,
      rows.map((row) => row.id),
    ),
  );
  const added = inserted - trimmed.size;
  if (trimmed.size > 0) {
    report.skipped.push(...rows.filter((row) => trimmed.has(row.id)).map((row) => ({ source: plan.toAdd[rows.indexOf(row)]!.source, name: row.name, reason: fullReason })));
  }
  if (added === 0) return report;
  const addedAt = c.get('deps').clock.now();
  await eventsRepo.insertActivity(db, {
    id: timeOrderedId(addedAt),
    eventId: event.id,
    kind: 'guest_added',
    userId: user.id,
    actorName: user.name,
    body: `${user.name} imported ${added} guest${added === 1 ? '' : 's'}`,
    details: { source: 'import', count: added },
    createdAt: addedAt,
  });
  return { ...report, added };
}
