import type { Context } from 'hono';
import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import { formatInZone, utcToZonedLocal, zonedLocalToUtc } from '#core/domain/events/event-time.rules.ts';
import { COVER_NOT_YOURS_MESSAGE, type CreateEventInput, createEventInputSchema, type UpdateEventInput } from '#core/domain/events/event.schema.ts';
import { eventSlug } from '#core/domain/events/slug.rules.ts';
import { enqueueMessages, messagesForGuest, type OutgoingMessage } from '../../db/message-queue.repo.ts';
import { findUploadOwnedBy } from '../../db/uploads.repo.ts';
import type { AppBindings, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { mediaPath } from '../../services/images/image-intake.ts';
import { cachedJson } from '../../cache/table-cache.ts';
import { randomId, timeOrderedId } from '../../services/tokens.ts';
import { guestLinkFor } from './event-access.service.ts';
import { countsFromRows, eventSummary } from './event-view.service.ts';
import { type EventRow, eventsRepo, type NewEventRow } from './events.repo.ts';
import { guestsRepo } from './guests.repo.ts';
import { assertCanCreateEvent, assertCanReactivate, undoIfOverEventLimit } from './plan-limits.service.ts';
import { promoteWaitlisted } from './rsvp.service.ts';

type Ctx = Context<AppBindings>;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 10 random base-32 characters (50 bits) for the slug. */
function randomSlugPart(): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => BASE32[byte & 31]).join('');
}

const emptyToNull = (value: string | undefined | null) => (value ? value : null);

/**
 * The cover the request asks for: the URL to store, null to remove it, undefined to leave it.
 * An uploaded photo is stored as its /media/ URL, so every reader of `coverImageUrl` (pages,
 * cards, the share preview) shows it unchanged; the medium size (1200 px) is what a page
 * header needs without making a phone fetch the 2000 px one. Only the member saving may attach
 * an upload: on an event a co-host edits, the co-host must have uploaded it.
 */
async function coverFrom(c: Ctx, user: SessionUser, input: { coverImageUrl?: string | null; coverImageUploadId?: string | null }): Promise<string | null | undefined> {
  if (input.coverImageUploadId) {
    const upload = await findUploadOwnedBy(c.get('deps').db, input.coverImageUploadId, user.id);
    const variant = upload?.variants.medium ?? upload?.variants.large;
    if (!variant) throw new ApiError(400, COVER_NOT_YOURS_MESSAGE, { coverImageUploadId: COVER_NOT_YOURS_MESSAGE });
    return mediaPath(variant.key);
  }
  if (input.coverImageUrl !== undefined) return input.coverImageUrl;
  return input.coverImageUploadId === null ? null : undefined;
}

/** Validated input to the stored columns (times to UTC ms in the event's zone). */
function toColumns(input: CreateEventInput) {
  return {
    title: input.title,
    celebrantName: emptyToNull(input.celebrantName),
    celebrantAge: input.celebrantAge ?? null,
    timeZone: input.timeZone,
    startsAt: zonedLocalToUtc(input.startsAt, input.timeZone),
    endsAt: zonedLocalToUtc(input.endsAt, input.timeZone),
    location: emptyToNull(input.location),
    coverImageUrl: input.coverImageUrl ?? null,
    description: emptyToNull(input.description),
    dressCode: emptyToNull(input.dressCode),
    rsvpDeadline: input.rsvpDeadline ? zonedLocalToUtc(input.rsvpDeadline, input.timeZone) : null,
    plusOnesAllowed: input.plusOnesAllowed,
    capacity: input.capacity ?? null,
    guestListVisibility: input.guestListVisibility,
    inviteOnly: input.inviteOnly,
    remindersEnabled: input.remindersEnabled,
  } satisfies Partial<NewEventRow>;
}

/** A stored event as the create form would send it, for merging an edit into. */
function toInput(event: EventRow): Record<string, unknown> {
  const input: Record<string, unknown> = {
    title: event.title,
    celebrantName: event.celebrantName ?? undefined,
    celebrantAge: event.celebrantAge,
    timeZone: event.timeZone,
    startsAt: utcToZonedLocal(event.startsAt, event.timeZone),
    endsAt: utcToZonedLocal(event.endsAt, event.timeZone),
    location: event.location ?? undefined,
    coverImageUrl: event.coverImageUrl,
    description: event.description ?? undefined,
    dressCode: event.dressCode ?? undefined,
    rsvpDeadline: event.rsvpDeadline === null ? null : utcToZonedLocal(event.rsvpDeadline, event.timeZone),
    plusOnesAllowed: event.plusOnesAllowed,
    capacity: event.capacity,
    guestListVisibility: event.guestListVisibility,
    inviteOnly: event.inviteOnly,
    remindersEnabled: event.remindersEnabled,
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** Inserts with a fresh slug, retrying on the (unlikely) collision. */
async function insertWithSlug(c: Ctx, hostId: string, columns: ReturnType<typeof toColumns>): Promise<EventRow> {
  const { db, clock } = c.get('deps');
  const now = clock.now();
  for (let attempt = 0; attempt < 5; attempt++) {
    const row: NewEventRow = { id: randomId(), slug: eventSlug(columns.title, randomSlugPart()), hostId, ...columns, createdAt: now, updatedAt: now };
    if (await eventsRepo.insertEventIfSlugFree(db, row)) return (await eventsRepo.findEventById(db, row.id))!;
  }
  throw new Error('Could not find a free event slug after 5 attempts');
}

export async function createEvent(c: Ctx, user: SessionUser, input: CreateEventInput) {
  await assertCanCreateEvent(c.get('deps'), user.id);
  const coverImageUrl = (await coverFrom(c, user, input)) ?? null;
  const event = await insertWithSlug(c, user.id, { ...toColumns(input), coverImageUrl });
  await undoIfOverEventLimit(c.get('deps'), event);
  return event;
}

/** Merges the edit into the stored event and checks the whole again (so an end before the start is caught). */
export async function updateEvent(c: Ctx, user: SessionUser, event: EventRow, patch: UpdateEventInput): Promise<EventRow> {
  const { db, clock } = c.get('deps');
  const cover = await coverFrom(c, user, patch);
  // The cover was checked on its own (a stored /media/ path is not a web address the schema
  // takes, nor is an old http one), so the whole-event check runs without it.
  const { coverImageUrl: _storedCover, ...stored } = toInput(event);
  const { coverImageUrl: _url, coverImageUploadId: _upload, ...rest } = patch;
  const merged = { ...stored, ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) };
  const result = createEventInputSchema.safeParse(merged);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    throw new ApiError(400, result.error.issues[0]?.message ?? 'The event is not valid.', fields);
  }
  const columns = { ...toColumns(result.data), coverImageUrl: cover === undefined ? event.coverImageUrl : cover };
  const changed = Object.keys(columns).filter((key) => columns[key as keyof typeof columns] !== event[key as keyof EventRow]);
  if (changed.length === 0) return event;
  const now = clock.now();
  await assertCanReactivate(c.get('deps'), event, columns.endsAt);
  const updated = (await eventsRepo.updateEvent(db, event.id, { ...columns, updatedAt: now }))!;
  await eventsRepo.insertActivity(db, {
    id: timeOrderedId(now),
    eventId: event.id,
    kind: 'event_updated',
    userId: user.id,
    actorName: user.name,
    body: `${user.name} updated the event`,
    details: { fields: changed },
    createdAt: now,
  });
  if (updated.capacity !== event.capacity) await promoteWaitlisted(c, updated);
  return updated;
}

/** The copy belongs to whoever duplicates it (a co-host too), so it counts against their plan. */
export async function duplicateEvent(c: Ctx, user: SessionUser, event: EventRow): Promise<EventRow> {
  await assertCanCreateEvent(c.get('deps'), user.id);
  const input = toInput(event) as CreateEventInput;
  const columns = toColumns(input);
  const suffix = ' (copy)';
  columns.title = event.title.length + suffix.length > 120 ? `${event.title.slice(0, 120 - suffix.length)}${suffix}` : `${event.title}${suffix}`;
  const copy = await insertWithSlug(c, user.id, columns);
  await undoIfOverEventLimit(c.get('deps'), copy);
  return copy;
}

/** Cancels the event and queues a notice (email and/or text) to every invited guest, with their own link. */
export async function cancelEvent(c: Ctx, user: SessionUser, event: EventRow, note: string | undefined): Promise<EventRow> {
  const { db, clock } = c.get('deps');
  if (event.status === 'cancelled') throw new ApiError(409, 'This event is already cancelled.');
  const now = clock.now();
  const updated = (await eventsRepo.updateEvent(db, event.id, { status: 'cancelled', cancelledAt: now, updatedAt: now }))!;
  const when = formatInZone(event.startsAt, event.timeZone);
  const messages: OutgoingMessage[] = [];
  for (const guest of await guestsRepo.listGuests(db, event.id)) {
    if (!guest.invitedAt) continue;
    const link = await guestLinkFor(c, event, guest);
    messages.push(
      ...messagesForGuest(
        guest,
        { eventId: event.id, kind: 'cancellation' },
        {
          subject: `Cancelled: ${event.title}`,
          email: [`Hi ${guest.name},`, '', `${event.title} (${when}) has been cancelled by the host.`, ...(note ? ['', note] : []), '', `Details: ${link}`].join('\n'),
          sms: `${event.title} (${when}) has been cancelled.${note ? ` ${note.slice(0, 300)}` : ''} ${link}`,
        },
      ),
    );
  }
  await enqueueMessages(db, now, messages);
  await eventsRepo.insertActivity(db, {
    id: timeOrderedId(now),
    eventId: event.id,
    kind: 'event_cancelled',
    userId: user.id,
    actorName: user.name,
    body: note ?? null,
    details: { notified: messages.length },
    createdAt: now,
  });
  return updated;
}

export const EVENT_HAS_MONEY_MESSAGE = 'This event has contributions, so it cannot be deleted. Cancel it instead — held money is refunded or released as usual.';

/** Deletes the event unless money was paid into it: those payments and their ledger must stay. */
export async function deleteEvent(c: Ctx, event: EventRow): Promise<void> {
  const { db } = c.get('deps');
  if (await eventsRepo.hasContributions(db, event.id)) throw new ApiError(409, EVENT_HAS_MONEY_MESSAGE);
  try {
    await eventsRepo.deleteEvent(db, event.id);
  } catch (error) {
    // A contribution started between the check and the delete: its row refused the delete.
    if (await eventsRepo.hasContributions(db, event.id)) throw new ApiError(409, EVENT_HAS_MONEY_MESSAGE);
    throw error;
  }
}

/** Upcoming (not yet over) first by start ascending, then past events by start descending. */
function upcomingFirst(now: number) {
  return (a: EventSummary & { endsAtMs: number; startsAtMs: number }, b: EventSummary & { endsAtMs: number; startsAtMs: number }) => {
    const aPast = a.endsAtMs < now;
    const bPast = b.endsAtMs < now;
    if (aPast !== bPast) return aPast ? 1 : -1;
    return aPast ? b.startsAtMs - a.startsAtMs : a.startsAtMs - b.startsAtMs;
  };
}

/**
 * The dashboard's answer (GET /api/events) as JSON. Its only clock input is which events are past
 * (the order), so on Node it is kept with its rows (cache/table-cache.ts: until a write to their
 * tables) and also only until the next of its events ends; building it per request (summaries, ISO
 * dates, the JSON) was most of the route's time once its rows were kept (performance archive,
 * 2026-11-26: kept heads).
 */
export function memberEventsJson(c: Ctx, user: SessionUser) {
  const { db, clock, readCache } = c.get('deps');
  const now = clock.now();
  return cachedJson(readCache, eventsRepo.dashboardTables, `dashboard ${user.id}`, now, async () => {
    // One round trip: the events with their guest counts (the maintained counts, not every guest read) and attended events.
    const rows = await eventsRepo.dashboard(db, user.id);
    const ends = [...rows.hosting.map((event) => event.endsAt), ...rows.attending.map((row) => row.event.endsAt)].filter((end) => end >= now);
    // The order (upcoming first, then past) is the answer's only clock input: it holds until the next of its events ends.
    return { json: JSON.stringify(memberEvents(rows, user, now)), until: Math.min(Infinity, ...ends) };
  });
}

function memberEvents({ hosting: managed, attending: attended }: Awaited<ReturnType<typeof eventsRepo.dashboard>>, user: SessionUser, now: number) {
  const managedIds = new Set(managed.map((event) => event.id));
  const hosting = managed.map((event) => ({
    ...eventSummary(event, event.hostId === user.id ? 'host' : 'cohost', null, countsFromRows(event.guestCounts)),
    startsAtMs: event.startsAt,
    endsAtMs: event.endsAt,
  }));
  const attending = attended
    .filter((row) => !managedIds.has(row.event.id))
    .map((row) => ({ ...eventSummary(row.event, 'guest', row.rsvpStatus, null), startsAtMs: row.event.startsAt, endsAtMs: row.event.endsAt }));
  const strip = ({ startsAtMs: _s, endsAtMs: _e, ...summary }: EventSummary & { startsAtMs: number; endsAtMs: number }): EventSummary => summary;
  return { hosting: hosting.sort(upcomingFirst(now)).map(strip), attending: attending.sort(upcomingFirst(now)).map(strip) };
}
