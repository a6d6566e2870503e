import type { Context } from 'hono';
import type { AppBindings, AppDeps, SessionUser } from '../../deps.ts';
import { appUrl } from '../../middleware/app-url.ts';
import { ApiError } from '../../middleware/errors.ts';
import { requireUser } from '../../middleware/session.ts';
import { deriveGuestToken, GUEST_TOKEN_HEADER, guestLinkUrl } from '../../services/guest-links.ts';
import { cachedRead } from '../../cache/table-cache.ts';
import { hashToken } from '../../services/tokens.ts';
import { type AnswerEvent, type AnswerGuest, type EventRow, eventsRepo } from './events.repo.ts';
import { type GuestRow, guestsRepo } from './guests.repo.ts';

export type ManagerRole = 'host' | 'cohost';
type Ctx = Context<AppBindings>;

export const notFound = () => new ApiError(404, 'Event not found');

/**
 * Role of a member on an event: host, accepted co-host, or nothing. A co-host's acceptance comes
 * through the app's ReadCache (cache/table-cache.ts): on Node it is kept while nothing was written
 * to `event_cohosts`, so a removed co-host is refused by the very next request, as the session is.
 */
export async function managerRole(deps: AppDeps, event: Pick<EventRow, 'id' | 'hostId'>, userId: string): Promise<ManagerRole | null> {
  if (event.hostId === userId) return 'host';
  const cohost = await cachedRead(deps.readCache, eventsRepo.cohostTables, `cohost ${event.id} ${userId}`, () => eventsRepo.findAcceptedCohost(deps.db, event.id, userId));
  return cohost ? 'cohost' : null;
}

/**
 * The event and the caller's role, for the host-side endpoints. Strangers and guests get a 404
 * (not a 403), so an id reveals nothing; a co-host asking for a host-only action gets a 403.
 */
export async function loadEventFor(c: Ctx, eventId: string, needed: 'host' | 'manage'): Promise<{ event: EventRow; role: ManagerRole; user: SessionUser }> {
  const user = requireUser(c);
  const event = eventId.length <= 100 ? await eventsRepo.findEventById(c.get('deps').db, eventId) : undefined;
  if (!event) throw notFound();
  const role = await managerRole(c.get('deps'), event, user.id);
  if (!role) throw notFound();
  if (needed === 'host' && role !== 'host') throw new ApiError(403, 'Only the host can do this.');
  return { event, role, user };
}

/**
 * loadEventFor(…, 'manage') for reads that only show the event (the host's guest list): the row
 * too comes through the app's ReadCache (cache/table-cache.ts), kept on Node while nothing was
 * written to `events` — the guest list's page is then kept under the row's guest list version, so
 * a repeated read asks the database nothing. The row is frozen, so it is not for the write paths.
 */
export async function loadEventToShow(c: Ctx, eventId: string): Promise<{ event: Readonly<EventRow>; role: ManagerRole; user: SessionUser }> {
  const user = requireUser(c);
  const deps = c.get('deps');
  const event = eventId.length <= 100 ? await cachedRead(deps.readCache, eventsRepo.eventTables, `event ${eventId}`, () => eventsRepo.findEventById(deps.db, eventId)) : undefined;
  if (!event) throw notFound();
  const role = await managerRole(deps, event, user.id);
  if (!role) throw notFound();
  return { event, role, user };
}

export function requireLinkSecret(deps: AppDeps): string {
  const secret = deps.env.GUEST_LINK_SECRET;
  if (!secret) throw new ApiError(503, 'Guest links are not configured on this server (GUEST_LINK_SECRET is missing). Ask the site administrator.');
  return secret;
}

/** The token of a guest's current link and its stored hash. */
export async function guestToken(deps: AppDeps, guestId: string, version: number) {
  const token = await deriveGuestToken(requireLinkSecret(deps), guestId, version);
  return { token, hash: await hashToken(token) };
}

export async function guestLinkFor(c: Ctx, event: Pick<EventRow, 'slug'>, guest: Pick<GuestRow, 'id' | 'linkVersion'>): Promise<string> {
  const { token } = await guestToken(c.get('deps'), guest.id, guest.linkVersion);
  return guestLinkUrl(appUrl(c), event.slug, token);
}

export interface Viewer {
  role: 'host' | 'cohost' | 'guest' | 'visitor';
  guest: GuestRow | null;
  user: SessionUser | null;
}

/**
 * Who is looking at a public event page: the guest behind `x-guest-token` (only a token of this
 * event counts), else the signed-in member as host, co-host or linked guest, else a visitor. A
 * signed-in member (not a host or co-host) who opens a guest link nobody claimed yet is linked to it.
 */
export async function resolveViewer(c: Ctx, event: EventRow): Promise<Viewer> {
  const { db } = c.get('deps');
  const user = c.get('user');
  let guest: GuestRow | null = null;
  const token = c.req.header(GUEST_TOKEN_HEADER);
  if (token && token.length <= 200) {
    const found = await guestsRepo.findGuestByTokenHash(db, await hashToken(token));
    if (found && found.eventId === event.id) guest = found;
  }
  const role = user ? await managerRole(c.get('deps'), event, user.id) : null;
  // A host or co-host opening a guest's link is checking it, not answering: linking them would
  // take the guest over and keep the real guest's account from claiming it later.
  if (guest && user && !guest.userId && !role) {
    guest = (await guestsRepo.updateGuest(db, event.id, guest.id, { userId: user.id, updatedAt: c.get('deps').clock.now() })) ?? guest;
  }
  if (!guest && user) guest = (await guestsRepo.findGuestOfUser(db, event.id, user.id)) ?? null;
  return { role: role ?? (guest ? 'guest' : 'visitor'), guest, user };
}

/** A viewer without a session: the guest behind the link only when the link is this event's, else a visitor. */
export function linkViewer(event: EventRow, guest: GuestRow | undefined): Viewer {
  const own = guest && guest.eventId === event.id ? guest : null;
  return { role: own ? 'guest' : 'visitor', guest: own, user: null };
}

/** The guest-link token of a request without a session (a member is resolved by the session instead); null without one. */
function sessionlessLinkToken(c: Ctx): string | null {
  const token = c.req.header(GUEST_TOKEN_HEADER);
  return !c.get('user') && token && token.length <= 200 ? token : null;
}

/**
 * The event by its slug and who is asking, for what a viewer does on the public page (answer,
 * comment, page through the going list). A guest through their link without a session costs one
 * round trip — the event and the link's guest are read together — which is how every invitation
 * is answered; a signed-in member is resolved by resolveViewer.
 */
export async function loadEventAndViewer(c: Ctx, slug: string): Promise<{ event: EventRow; viewer: Viewer }> {
  const { db } = c.get('deps');
  if (slug.length > 100) throw notFound();
  const token = sessionlessLinkToken(c);
  if (token) {
    const { event, guest } = await eventsRepo.eventAndLinkGuest(db, slug, await hashToken(token));
    if (!event) throw notFound();
    return { event, viewer: linkViewer(event, guest) };
  }
  const event = await eventsRepo.findEventBySlug(db, slug);
  if (!event) throw notFound();
  return { event, viewer: await resolveViewer(c, event) };
}

/**
 * The event and the guest behind a link for an answer made through it without a session — how
 * every invitation is answered — in one read of only what the answer needs; null when someone
 * else asks (a member, a visitor, a link of another event), whom loadEventAndViewer resolves.
 */
export async function linkAnswerTarget(c: Ctx, slug: string): Promise<{ event: AnswerEvent; guest: AnswerGuest } | null> {
  const token = sessionlessLinkToken(c);
  if (!token) return null;
  if (slug.length > 100) throw notFound();
  const { event, guest } = await eventsRepo.answerTargetByLink(c.get('deps').db, slug, await hashToken(token));
  if (!event) throw notFound();
  return guest ? { event, guest } : null;
}

/** Whether the viewer may see private details (address, guest list, comments). */
export function seesPrivate(viewer: Viewer): boolean {
  return viewer.role !== 'visitor';
}
