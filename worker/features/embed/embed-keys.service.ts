import type { Context } from 'hono';
import { type CreateEmbedKeyInput, EMBED_KEY_PREFIX, type EmbedKeyView, MAX_KEYS_PER_MEMBER } from '#core/embed/embed-keys.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { requireUser } from '../../middleware/session.ts';
import { randomToken } from '../../services/tokens.ts';
import { type EmbedKeyRow, embedRepo } from './embed.repo.ts';
import { embedVenueRepo } from './embed-venue.repo.ts';

type Ctx = Context<AppBindings>;

const keyNotFound = () => new ApiError(404, 'Embed key not found.');

export function isProduction(c: Ctx): boolean {
  return c.get('deps').env.ENVIRONMENT === 'production';
}

const ALL_VENUES_TITLE = 'All your published venues';
/** What a seller key (add-to-wishlist) is for: any product page of the seller's allowed sites. */
const SELLER_TITLE = 'Your products';

/**
 * A venue key's target (decision 030): one venue of the member's own (any status; the widget shows
 * it once published), or all their published venues (`venue-owner`, the id being the member's own).
 * Anyone else's venue gets the 404 of a venue that does not exist.
 */
async function venueKeyTarget(c: Ctx, userId: string, kind: 'venue' | 'venue-owner', id: string): Promise<{ id: string; title: string; slug: string }> {
  if (kind === 'venue-owner') {
    if (id !== userId) throw new ApiError(404, 'You can embed only your own venues.', { 'target.id': 'Choose your own venues' });
    return { id: userId, title: ALL_VENUES_TITLE, slug: '' };
  }
  const venue = id.length <= 100 ? await embedVenueRepo.findVenue(c.get('deps').db, id) : undefined;
  if (!venue || venue.ownerId !== userId) throw new ApiError(404, 'Venue not found. You can embed only venues you own.', { 'target.id': 'Choose one of your venues' });
  return { id: venue.id, title: venue.title, slug: '' };
}

function keyView(row: EmbedKeyRow, target: { title: string; slug: string } | undefined): EmbedKeyView {
  return {
    id: row.id,
    widget: row.widget,
    target: { kind: row.targetKind, id: row.targetId, title: target?.title ?? null, slug: target?.slug || null },
    label: row.label,
    allowedOrigins: row.allowedOrigins,
    createdAt: new Date(row.createdAt).toISOString(),
    revokedAt: row.revokedAt === null ? null : new Date(row.revokedAt).toISOString(),
  };
}

async function viewsOf(c: Ctx, rows: EmbedKeyRow[]): Promise<EmbedKeyView[]> {
  const idsOf = (kind: EmbedKeyRow['targetKind']) => [...new Set(rows.filter((row) => row.targetKind === kind).map((row) => row.targetId))];
  const [events, pots] = await Promise.all([embedRepo.eventsByIds(c.get('deps').db, idsOf('event')), embedRepo.potsByIds(c.get('deps').db, idsOf('pot'))]);
  const found = new Map<string, { title: string; slug: string }>();
  for (const event of events) found.set(`event:${event.id}`, event);
  for (const pot of pots) found.set(`pot:${pot.id}`, pot);
  for (const venue of await embedVenueRepo.venuesByIds(c.get('deps').db, idsOf('venue'))) found.set(`venue:${venue.id}`, { title: venue.title, slug: '' });
  for (const sellerId of idsOf('seller')) found.set(`seller:${sellerId}`, { title: SELLER_TITLE, slug: '' });
  for (const ownerId of idsOf('venue-owner')) found.set(`venue-owner:${ownerId}`, { title: ALL_VENUES_TITLE, slug: '' });
  return rows.map((row) => keyView(row, found.get(`${row.targetKind}:${row.targetId}`)));
}

/** The event a key's target belongs to: the event itself, or the pot's event. */
async function targetEvent(c: Ctx, kind: EmbedKeyRow['targetKind'], id: string) {
  const { db } = c.get('deps');
  if (kind === 'event') return embedRepo.findEvent(db, id);
  if (kind === 'pot') {
    const pot = await embedRepo.findPot(db, id);
    return pot ? embedRepo.findEvent(db, pot.eventId) : undefined;
  }
  return undefined;
}

/**
 * A member creates a key for an event they host or co-host, or for a pot of such an event (never as
 * the celebrant, who does not see the money collected for them). Strangers get the same 404 as for
 * a target that does not exist, so ids reveal nothing.
 */
export async function createEmbedKey(c: Ctx, input: CreateEmbedKeyInput): Promise<EmbedKeyView> {
  const user = requireUser(c);
  const { db, clock } = c.get('deps');
  let target: { id: string; title: string; slug: string } | undefined;
  if (input.target.kind === 'event') {
    const event = await embedRepo.findEvent(db, input.target.id);
    if (event && (await embedRepo.managesEvent(db, event, user.id))) target = event;
    if (!target) throw new ApiError(404, 'Event not found. You can embed only events you host or co-host.', { 'target.id': 'Choose one of your events' });
  } else if (input.target.kind === 'seller') {
    // Any member may sell: an add-to-wishlist key's target is the member themself (decision 031).
    if (input.target.id !== user.id) throw new ApiError(404, 'You can create an add-to-wishlist key only for yourself as the seller.', { 'target.id': 'Choose yourself as the seller' });
    target = { id: user.id, title: SELLER_TITLE, slug: '' };
  } else if (input.target.kind === 'venue' || input.target.kind === 'venue-owner') {
    target = await venueKeyTarget(c, user.id, input.target.kind, input.target.id);
  } else {
    const pot = input.target.id.length <= 100 ? await embedRepo.findPot(db, input.target.id) : undefined;
    const event = pot ? await embedRepo.findEvent(db, pot.eventId) : undefined;
    if (pot && event && (await embedRepo.managesEvent(db, event, user.id)) && !(await embedRepo.isCelebrant(db, event.id, user.id))) {
      target = { id: pot.id, title: pot.title, slug: event.slug };
    }
    if (!target) throw new ApiError(404, 'Pot not found. You can embed only the pots of events you host or co-host.', { 'target.id': 'Choose one of your pots' });
  }
  if ((await embedRepo.countKeysOf(db, user.id)) >= MAX_KEYS_PER_MEMBER) {
    throw new ApiError(409, `You have ${MAX_KEYS_PER_MEMBER} embed keys already. Revoke ones you no longer use first.`);
  }
  const [row] = await embedRepo.insertKey(db, {
    id: EMBED_KEY_PREFIX + randomToken(18),
    ownerId: user.id,
    widget: input.widget,
    targetKind: input.target.kind,
    targetId: target.id,
    label: input.label || null,
    allowedOrigins: input.allowedOrigins,
    createdAt: clock.now(),
  });
  return keyView(row!, target);
}

export async function listEmbedKeys(c: Ctx): Promise<EmbedKeyView[]> {
  const user = requireUser(c);
  return viewsOf(c, await embedRepo.listKeysOf(c.get('deps').db, user.id));
}

/** The key's owner revokes it, and so may the event's host (a co-host's key on their event or its pot). */
export async function revokeEmbedKey(c: Ctx, id: string): Promise<EmbedKeyView> {
  const user = requireUser(c);
  const { db, clock } = c.get('deps');
  const key = id.length <= 60 ? await embedRepo.findKey(db, id) : undefined;
  if (!key) throw keyNotFound();
  if (key.ownerId !== user.id) {
    const event = await targetEvent(c, key.targetKind, key.targetId);
    if (!event || event.hostId !== user.id) throw keyNotFound();
  }
  const row = await embedRepo.revokeKey(db, key.id, clock.now());
  if (!row) throw keyNotFound();
  return (await viewsOf(c, [row]))[0]!;
}
