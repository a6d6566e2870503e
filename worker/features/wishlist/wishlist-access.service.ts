import type { Context } from 'hono';
import { type Band } from '#core/domain/wishlist/bands.rules.ts';
import { DEFAULT_BANDS } from '#core/domain/wishlist/wishlist.schema.ts';
import type { AppBindings, AppDeps, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { requireUser } from '../../middleware/session.ts';
import { GUEST_TOKEN_HEADER } from '../../services/guest-links.ts';
import { hashToken } from '../../services/tokens.ts';
import { type SettingsRow, type WishlistEventRow, type WishlistGuestRow, wishlistRepo } from './wishlist.repo.ts';

type Ctx = Context<AppBindings>;

/**
 * Who may do what with a wishlist. The host and accepted co-hosts manage everything; the
 * celebrant member (wishlist_settings.celebrant_user_id) manages the items but sees only
 * statuses until the reveal — the celebrant role wins over a co-hostship, so a celebrant who
 * also co-hosts still cannot learn who gives what. Everyone else gets a 404.
 */
export type WishlistRole = 'host' | 'cohost' | 'celebrant';

export const eventNotFound = () => new ApiError(404, 'Event not found');
export const GIFT_LINK_INVALID = 'This gift link is not valid any more. Ask the host for your personal link.';

export interface WishlistAccess {
  event: WishlistEventRow;
  role: WishlistRole;
  user: SessionUser;
  settings: SettingsRow | undefined;
}

export async function wishlistAccess(c: Ctx, eventId: string, needed: 'items' | 'manage' | 'host'): Promise<WishlistAccess> {
  return wishlistAccessAs(c, requireUser(c), eventId, needed);
}

/**
 * The same rule for a member named by the caller rather than by the request's platform session:
 * the add-to-wishlist widget acts for the member behind its widget-scoped token (decision 031).
 */
export async function wishlistAccessAs(c: Ctx, user: SessionUser, eventId: string, needed: 'items' | 'manage' | 'host'): Promise<WishlistAccess> {
  const { db } = c.get('deps');
  const event = eventId.length <= 100 ? await wishlistRepo.findEvent(db, eventId) : undefined;
  if (!event) throw eventNotFound();
  const settings = await wishlistRepo.findSettings(db, event.id);
  let role: WishlistRole | null = null;
  if (event.hostId === user.id) role = 'host';
  else if (settings?.celebrantUserId === user.id) role = 'celebrant';
  else if (await wishlistRepo.isAcceptedCohost(db, event.id, user.id)) role = 'cohost';
  if (!role) throw eventNotFound();
  if (needed === 'manage' && role === 'celebrant') {
    throw new ApiError(403, 'Only the hosts can do this. As the celebrant you can add and edit wishes, but gifts stay a surprise.');
  }
  if (needed === 'host' && role !== 'host') throw new ApiError(403, 'Only the host can do this.');
  return { event, role, user, settings };
}

/** The guest behind `x-guest-token` (the personal guest link's token) and their event. */
export async function guestFromToken(c: Ctx): Promise<{ guest: WishlistGuestRow; event: WishlistEventRow }> {
  const token = c.req.header(GUEST_TOKEN_HEADER);
  if (!token || token.length > 200) throw new ApiError(404, GIFT_LINK_INVALID);
  const { db } = c.get('deps');
  const { guest, event } = await wishlistRepo.findGuestAndEventByTokenHash(db, await hashToken(token));
  if (!guest || !event) throw new ApiError(404, GIFT_LINK_INVALID);
  return { guest, event };
}

/** The host's bands, or the default four until they save their own. */
export function bandsOf(settings: SettingsRow | undefined): Band[] {
  return (settings?.bands ?? DEFAULT_BANDS).map((band) => ({ ...band }));
}

/** When names become visible to the celebrant: the host's date, else the end of the party. */
export function revealAtOf(event: WishlistEventRow, settings: SettingsRow | undefined): number {
  return settings?.revealAt ?? event.endsAt;
}

export function linkSecretOf(deps: AppDeps): string {
  const secret = deps.env.GUEST_LINK_SECRET;
  if (!secret) throw new ApiError(503, 'Guest links are not configured on this server (GUEST_LINK_SECRET is missing). Ask the site administrator.');
  return secret;
}

/** Guests who take part in the assignment: going, maybe, and invited guests who have not answered yet. */
export function takesPart(guest: Pick<WishlistGuestRow, 'rsvpStatus'>): boolean {
  return guest.rsvpStatus === 'going' || guest.rsvpStatus === 'maybe' || guest.rsvpStatus === 'pending';
}

/** True when a write lost a race on a unique index (a unit or a guest taken meanwhile). */
function isUniqueConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { message, code } = current as { message?: unknown; code?: unknown };
    if ((typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) || (typeof message === 'string' && message.includes('UNIQUE constraint failed'))) return true;
  }
  return false;
}

/** Runs a write that another request may beat to a unit; losing the race is a 409, never a 500. */
export async function raceSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueConflict(error)) throw new ApiError(409, 'The gift list changed a moment ago. Please look again and retry.');
    throw error;
  }
}
