import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { Context } from 'hono';
import type { ActivityView, GoingGuest, GoingPage, PublicEventView, RsvpCounts } from '#core/domain/events/event-view.schema.ts';
import { encodeListCursor, GOING_PAGE_SIZE, GOING_PREVIEW_SIZE, MAX_GUEST_PAGE_SIZE } from '#core/domain/events/guest-list.rules.ts';
import type { OpenRsvpInput } from '#core/domain/events/guest.schema.ts';
import { buildIcs, googleCalendarLink, outlookCalendarLink } from '#core/domain/events/ics.rules.ts';
import { rsvpOpen } from '#core/domain/events/rsvp.rules.ts';
import { appUrl } from '../../middleware/app-url.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError, rateLimited } from '../../middleware/errors.ts';
import { sharedAnswer } from '../../cache/shared-answers.ts';
import { versionedAnswer } from '../../cache/versioned-answers.ts';
import { cachedRead } from '../../cache/table-cache.ts';
import { timeOrderedId } from '../../services/tokens.ts';
import { GUEST_TOKEN_HEADER } from '../../services/guest-links.ts';
import { hashToken } from '../../services/tokens.ts';
import { linkViewer, notFound, resolveViewer, seesPrivate, type Viewer } from './event-access.service.ts';
import { activityView, countsFromRows, ownGuestView } from './event-view.service.ts';
import { type EventRow, eventsRepo } from './events.repo.ts';
import { type AnsweredGuest, type GoingRow, guestsRepo } from './guests.repo.ts';
import { addGuest, pageCursor, pageLimit } from './guests.service.ts';
import { answerRsvp, checkRsvp } from './rsvp.service.ts';

type Ctx = Context<AppBindings>;

export const COMMENTS_PER_MINUTE = 10;
/** Open RSVPs (without a personal link) one client address may send per hour, across events. */
export const OPEN_RSVPS_PER_HOUR = 10;

export const INVITE_ONLY_MESSAGE = 'This event is invite-only. Ask the host for your personal link.';

function calendarFacts(c: Ctx, event: EventRow, showLocation: boolean) {
  return {
    title: event.title,
    description: event.description,
    location: showLocation ? event.location : null,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    url: `${appUrl(c)}/e/${encodeURIComponent(event.slug)}`,
  };
}

/**
 * The public page's data as JSON. For a visitor (no session, no guest token) the answer is the
 * same for everyone, so it goes through the shared-answer cache (cache/shared-answers.ts) and may be
 * revalidated by ETag; `shared` says so.
 */
export async function publicEventPage(c: Ctx, slug: string): Promise<{ body: string; shared: boolean }> {
  const token = c.req.header(GUEST_TOKEN_HEADER);
  if (!c.get('user') && !token) {
    // The calendar links carry the public origin, so it is part of the key.
    const { body } = await sharedAnswer(c, `public-event ${appUrl(c)} ${slug}`, async () => ({ body: JSON.stringify(await publicEventData(c, slug)) }));
    return { body, shared: true };
  }
  if (!c.get('user') && token && token.length <= 200 && slug.length <= 100) return { body: await guestLinkPage(c, slug, token), shared: false };
  return { body: JSON.stringify(await publicEventData(c, slug)), shared: false };
}

/**
 * The page as a guest's link shows it, kept under everything it shows (decision 035's addendum):
 * the event's guest list version (its guests: counts, going names, the guest's own answer) and
 * details version (the event's row, its hosts' names), both bumped by triggers in the same
 * transaction as any write to them, read fresh on every request with the link's guest. The guest's
 * id is in the key — a link sees only its own page, and a revoked link finds no guest at once —
 * and so are the two inputs that are not in the database: the public origin (calendar links) and
 * whether answers are open by the clock. A repeated read costs one small query, or none on Node
 * while nothing was written to the head's tables (cache/table-cache.ts).
 */
async function guestLinkPage(c: Ctx, slug: string, token: string): Promise<string> {
  const { db, clock, readCache } = c.get('deps');
  const tokenHash = await hashToken(token);
  const head = await cachedRead(readCache, eventsRepo.guestPageHeadTables, `guest-page-head ${slug} ${tokenHash}`, () => eventsRepo.guestPageHead(db, slug, tokenHash));
  if (!head) throw notFound();
  const now = clock.now();
  const origin = appUrl(c);
  const key = JSON.stringify(['guest-page', origin, head.eventId, head.guestListVersion, head.detailsVersion, head.guestId, rsvpOpen(head, now)]);
  return versionedAnswer(db, key, async () => JSON.stringify(await publicEventData(c, slug, { tokenHash, now })));
}

/**
 * Whether the viewer may see who is going: hosts always; guests when the host shares the list with
 * guests ("everyone"); visitors never. The page's first names and every page of …/going follow it.
 */
function seesGoing(viewer: Viewer, event: EventRow): boolean {
  const isHost = viewer.role === 'host' || viewer.role === 'cohost';
  return isHost || (seesPrivate(viewer) && event.guestListVisibility === 'everyone');
}

/** Going rows read with one extra past `limit`: the names to show and where the next page starts. */
function goingPageOf(rows: GoingRow[], limit: number): { going: GoingGuest[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    going: page.map(({ name, partySize }) => ({ name, partySize })),
    nextCursor: rows.length > limit && last ? encodeListCursor({ createdAt: last.createdAt, rowId: last.rowId }) : null,
  };
}

/**
 * Everything is read in one batch (eventsRepo.publicPage): the event, its host names, the guest
 * counts and headcount from the index (not every guest row), the link's guest and the first
 * GOING_PREVIEW_SIZE going names when the viewer may see them (the rest page in through
 * …/going: an event of thousands would otherwise put thousands of names in every page load).
 * A signed-in member is resolved as before (host, co-host or linked guest; that may link an
 * unclaimed guest link to them).
 */
async function publicEventData(c: Ctx, slug: string, known: { tokenHash?: string; now?: number } = {}): Promise<PublicEventView> {
  const { db } = c.get('deps');
  if (slug.length > 100) throw notFound();
  const user = c.get('user');
  const token = c.req.header(GUEST_TOKEN_HEADER);
  const tokenHash = known.tokenHash ?? (token && token.length <= 200 ? await hashToken(token) : undefined);
  // Only members and guests can be shown the going list: visitors' page reads none of it.
  const page = await eventsRepo.publicPage(db, slug, { tokenHash: user ? undefined : tokenHash, withGoing: Boolean(user || tokenHash) });
  const event = page.event;
  if (!event) throw notFound();
  let viewer: Viewer;
  if (user) {
    viewer = await resolveViewer(c, event);
  } else {
    viewer = linkViewer(event, page.guest);
  }
  const going = page.going && seesGoing(viewer, event) ? goingPageOf(page.going, GOING_PREVIEW_SIZE) : null;
  return publicEventView(c, event, viewer, { hosts: page.hosts.map((host) => host.name), counts: countsFromRows(page.counts), going }, known.now ?? c.get('deps').clock.now());
}

/** "See everyone who's going": the going list page by page, for the viewers who see its first names on the page. */
export async function goingPage(c: Ctx, event: EventRow, viewer: Viewer, query: { after?: string; limit?: string }): Promise<GoingPage> {
  if (!seesGoing(viewer, event)) {
    throw new ApiError(403, seesPrivate(viewer) ? 'The host shares only the counts of who is going.' : 'Only guests can see who is going. Open the event with your personal link.');
  }
  const limit = pageLimit(query.limit, GOING_PAGE_SIZE, MAX_GUEST_PAGE_SIZE);
  const rows = await guestsRepo.listGoing(c.get('deps').db, event.id, pageCursor(query.after), limit + 1);
  return goingPageOf(rows, limit);
}

function publicEventView(
  c: Ctx,
  event: EventRow,
  viewer: Viewer,
  facts: { hosts: string[]; counts: RsvpCounts; going: { going: GoingGuest[]; nextCursor: string | null } | null },
  now: number,
): PublicEventView {
  const { counts } = facts;
  const isPrivate = seesPrivate(viewer);
  const calendar = calendarFacts(c, event, isPrivate);
  return {
    slug: event.slug,
    title: event.title,
    celebrantName: event.celebrantName,
    celebrantAge: event.celebrantAge,
    timeZone: event.timeZone,
    startsAt: new Date(event.startsAt).toISOString(),
    endsAt: new Date(event.endsAt).toISOString(),
    rsvpDeadline: event.rsvpDeadline === null ? null : new Date(event.rsvpDeadline).toISOString(),
    coverImageUrl: event.coverImageUrl,
    description: event.description,
    dressCode: event.dressCode,
    status: event.status,
    hosts: facts.hosts,
    plusOnesAllowed: viewer.guest?.plusOnesAllowed ?? event.plusOnesAllowed,
    inviteOnly: event.inviteOnly,
    rsvpOpen: rsvpOpen(event, now),
    location: isPrivate ? event.location : null,
    going: facts.going?.going ?? null,
    goingCursor: facts.going?.nextCursor ?? null,
    counts: { going: counts.going, maybe: counts.maybe, headcount: counts.headcount },
    capacity: event.capacity,
    spotsLeft: event.capacity === null ? null : Math.max(0, event.capacity - counts.headcount),
    viewer: { role: viewer.role, guest: viewer.guest ? ownGuestView(viewer.guest) : null },
    calendar: {
      icsUrl: `/api/public/events/${encodeURIComponent(event.slug)}/calendar.ics`,
      google: googleCalendarLink(calendar),
      outlook: outlookCalendarLink(calendar),
    },
  };
}

/**
 * A visitor without a link answers with a name and an email or phone and becomes a guest, unless
 * the event is invite-only. Someone already on the list must use their own link: answering for
 * an existing email would let anyone change another guest's answer.
 */
export async function openRsvp(c: Ctx, event: EventRow, viewer: Viewer, input: OpenRsvpInput): Promise<AnsweredGuest> {
  const { db, clock } = c.get('deps');
  if (event.inviteOnly) throw new ApiError(403, INVITE_ONLY_MESSAGE);
  checkRsvp(event, event.plusOnesAllowed, input, clock.now());
  // Anyone with the page can answer, so one address may add only a few guests an hour: a bot
  // cannot fill the capacity or the guest list with made-up names.
  const limit = await hitRateLimit(db, `open-rsvp:${c.get('deps').clientAddress(c)}`, OPEN_RSVPS_PER_HOUR, 60 * 60 * 1000, clock.now());
  if (!limit.allowed) throw rateLimited(limit.retryAfterMs, (wait) => `Too many RSVPs from your network. Please try again in ${wait}, or ask the host for your personal link.`);
  const existing = await guestsRepo.findDuplicate(db, event.id, { email: input.email, phone: input.phone });
  if (existing) throw new ApiError(409, 'You are already on the guest list. Use the personal link from your invitation to change your answer.');
  const guest = await addGuest(c, null, event, { name: input.name, email: input.email ?? null, phone: input.phone ?? null }, 'open_rsvp');
  const linked = viewer.user ? ((await guestsRepo.updateGuest(db, event.id, guest.id, { userId: viewer.user.id })) ?? guest) : guest;
  const { name: _name, email: _email, phone: _phone, ...answer } = input;
  return answerRsvp(c, event, linked, answer);
}

/** Comments: readable and writable by guests and hosts only. */
export async function listComments(c: Ctx, event: EventRow, viewer: Viewer): Promise<ActivityView[]> {
  if (!seesPrivate(viewer)) throw new ApiError(403, 'Only guests and hosts can see the comments. Open the event with your personal link.');
  const canRemove = viewer.role === 'host' || viewer.role === 'cohost';
  const rows = await eventsRepo.listActivity(c.get('deps').db, event.id, { kind: 'comment', limit: 200 });
  return rows.map((row) => activityView(row, canRemove));
}

export async function postComment(c: Ctx, event: EventRow, viewer: Viewer, body: string): Promise<ActivityView> {
  const { db, clock } = c.get('deps');
  if (!seesPrivate(viewer)) throw new ApiError(403, 'Only guests and hosts can comment. Open the event with your personal link.');
  const isHost = viewer.role === 'host' || viewer.role === 'cohost';
  const author = isHost ? { guestId: null, userId: viewer.user!.id, name: viewer.user!.name } : { guestId: viewer.guest!.id, userId: viewer.guest!.userId, name: viewer.guest!.name };
  const now = clock.now();
  const recent = await eventsRepo.countCommentsSince(db, event.id, isHost ? { guestId: null, userId: author.userId } : { guestId: author.guestId, userId: null }, now - 60_000);
  if (recent >= COMMENTS_PER_MINUTE) {
    throw new ApiError(429, 'You are commenting very fast. Please wait a minute and try again.', undefined, { 'Retry-After': '60' });
  }
  const row = {
    id: timeOrderedId(now),
    eventId: event.id,
    kind: 'comment' as const,
    guestId: author.guestId,
    userId: author.userId,
    actorName: author.name,
    // commentInputSchema (core's multilineText) already refused control characters and trimmed it.
    body,
    details: null,
    removedAt: null,
    createdAt: now,
  };
  await eventsRepo.insertActivity(db, row);
  return activityView(row, isHost);
}

export function calendarFile(c: Ctx, event: EventRow, viewer: Viewer): string {
  const facts = calendarFacts(c, event, seesPrivate(viewer));
  return buildIcs({ uid: `${event.id}@cakeday`, ...facts, stampedAt: event.updatedAt, cancelled: event.status === 'cancelled' });
}

/** A file name that is safe in a Content-Disposition header. */
export function icsFileName(event: EventRow): string {
  const base = event.title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'party'}.ics`;
}
