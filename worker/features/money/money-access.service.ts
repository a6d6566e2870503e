import type { Context } from 'hono';
import type { AppBindings, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { requireUser } from '../../middleware/session.ts';
import { GUEST_TOKEN_HEADER } from '../../services/guest-links.ts';
import { hashToken } from '../../services/tokens.ts';
import type { ContributionRow } from './ledger.repo.ts';
import { type MoneyEventRow, type MoneyGuestRow, moneyRepo, type PotRow } from './money.repo.ts';

type Ctx = Context<AppBindings>;

/**
 * Who may see and do what with money. Only the event's host and accepted co-hosts see its money;
 * the celebrant never does (the gift is a surprise), even when they also co-host. Only the
 * contributor (their guest link or their member session) sees and cancels a contribution. Every
 * refusal about an object is a 404, so an id reveals nothing.
 */
export const eventNotFound = () => new ApiError(404, 'Event not found');
export const potNotFound = () => new ApiError(404, 'This pot does not exist or you cannot see it.');
export const contributionNotFound = () => new ApiError(404, 'Contribution not found');
export const GUEST_LINK_INVALID = 'This guest link is not valid any more. Ask the host for your personal link.';
export const NO_CONTRIBUTOR = 'Sign in or open your personal guest link to contribute';

export async function loadManagedEvent(c: Ctx, eventId: string): Promise<{ event: MoneyEventRow; user: SessionUser; role: 'host' | 'cohost' }> {
  const user = requireUser(c);
  const { db } = c.get('deps');
  const event = eventId.length <= 100 ? await moneyRepo.findEvent(db, eventId) : undefined;
  if (!event) throw eventNotFound();
  if ((await moneyRepo.celebrantOf(db, event.id)) === user.id) throw eventNotFound();
  if (event.hostId === user.id) return { event, user, role: 'host' };
  if (await moneyRepo.isAcceptedCohost(db, event.id, user.id)) return { event, user, role: 'cohost' };
  throw eventNotFound();
}

/** The guest behind `x-guest-token`: null without the header, a 404 when the link is not valid. */
export async function guestFromHeader(c: Ctx): Promise<MoneyGuestRow | null> {
  const token = c.req.header(GUEST_TOKEN_HEADER);
  if (!token) return null;
  const guest = token.length <= 200 ? await moneyRepo.findGuestByTokenHash(c.get('deps').db, await hashToken(token)) : undefined;
  if (!guest) throw new ApiError(404, GUEST_LINK_INVALID);
  return guest;
}

export interface Contributor {
  guest: MoneyGuestRow | null;
  user: SessionUser | null;
}

/** The caller as a contributor: a guest link, a member session, or both. */
export async function contributorOf(c: Ctx): Promise<Contributor> {
  return { guest: await guestFromHeader(c), user: c.get('user') };
}

/**
 * Whether a viewer may see this event's pots: the same rule as the public event page, except that
 * the celebrant never sees them (what others chip in for is a surprise).
 */
export async function seesEvent(c: Ctx, event: MoneyEventRow, who: Contributor): Promise<boolean> {
  if (who.user && (await moneyRepo.celebrantOf(c.get('deps').db, event.id)) === who.user.id) return false;
  if (who.guest?.eventId === event.id) return true;
  if (!event.inviteOnly) return true;
  if (!who.user) return false;
  const { db } = c.get('deps');
  if (event.hostId === who.user.id || (await moneyRepo.isAcceptedCohost(db, event.id, who.user.id))) return true;
  return (await moneyRepo.findGuestOfUser(db, event.id, who.user.id)) !== undefined;
}

/**
 * A pot the caller may see, with its event; a 404 for unknown pots and pots of hidden events. A
 * guest link of another event counts for nothing here (paying needs a link of this event).
 */
export async function loadVisiblePot(c: Ctx, potId: string, who: Contributor): Promise<{ pot: PotRow; event: MoneyEventRow }> {
  const { db } = c.get('deps');
  const pot = potId.length <= 100 ? await moneyRepo.findPot(db, potId) : undefined;
  const event = pot ? await moneyRepo.findEvent(db, pot.eventId) : undefined;
  if (!pot || !event) throw potNotFound();
  if (!(await seesPot(c, pot, event, who))) throw potNotFound();
  return { pot, event };
}

/**
 * A birthday-board gift's pot (decision 040) is for signed-in members only, and never for the
 * member it is a surprise for (`hidden_from_user_id`), whatever else they are; every other pot
 * follows its event.
 */
export async function seesPot(c: Ctx, pot: PotRow, event: MoneyEventRow, who: Contributor): Promise<boolean> {
  if (who.user && pot.hiddenFromUserId === who.user.id) return false;
  if (pot.kind === 'board_gift') return who.user !== null;
  return seesEvent(c, event, who);
}

/** The ids a caller contributes under: their link's guest, and the guest rows their account claimed. */
export async function contributorKeys(c: Ctx, who: Contributor): Promise<{ guestIds: string[]; userId: string | null }> {
  const guestIds = new Set<string>();
  if (who.guest) guestIds.add(who.guest.id);
  if (who.user) for (const id of await moneyRepo.guestIdsOfUser(c.get('deps').db, who.user.id)) guestIds.add(id);
  return { guestIds: [...guestIds], userId: who.user?.id ?? null };
}

export function isContributorOf(row: ContributionRow, keys: { guestIds: string[]; userId: string | null }): boolean {
  return (row.guestId !== null && keys.guestIds.includes(row.guestId)) || (row.userId !== null && row.userId === keys.userId);
}
