import type { Context } from 'hono';
import { assignBandIds } from '#core/domain/wishlist/bands.rules.ts';
import type { BandsView, WishlistItemView, WishlistView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { type BandsInput, type CreateItemInput, MAX_ITEMS, type ReadLinkOutcome, type UpdateItemInput, WISHLIST_CURRENCY } from '#core/domain/wishlist/wishlist.schema.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { requireUser } from '../../middleware/session.ts';
import { LinkRefusedError, parseAllowHosts, readLink } from '../../services/link-reader.ts';
import { randomId } from '../../services/tokens.ts';
import { bandsOf, revealAtOf, type WishlistAccess } from './wishlist-access.service.ts';
import { itemViews, loadState } from './wishlist-state.service.ts';
import { wishlistRepo } from './wishlist.repo.ts';

type Ctx = Context<AppBindings>;

export const itemNotFound = () => new ApiError(404, 'Wishlist item not found');

/** The list as the viewer may see it: the celebrant gets statuses only until the reveal. */
export async function wishlistView(c: Ctx, access: WishlistAccess): Promise<WishlistView> {
  const deps = c.get('deps');
  const { event, role } = access;
  const state = await loadState(deps, event, access.settings);
  const revealAt = revealAtOf(event, state.settings);
  const revealed = role !== 'celebrant' || deps.clock.now() >= revealAt;
  let celebrant: WishlistView['celebrant'] = null;
  if (role !== 'celebrant' && state.settings?.celebrantUserId) {
    const user = await wishlistRepo.findUserById(deps.db, state.settings.celebrantUserId);
    if (user) celebrant = { name: user.name, email: user.email };
  }
  return {
    eventId: event.id,
    eventTitle: event.title,
    currency: WISHLIST_CURRENCY,
    viewerRole: role,
    revealAt: new Date(revealAt).toISOString(),
    revealAtChosen: state.settings?.revealAt != null,
    revealed,
    bands: state.bands,
    bandsAreDefault: !state.settings?.bands,
    celebrant,
    items: itemViews(state, revealed),
  };
}

async function oneItemView(c: Ctx, access: WishlistAccess, itemId: string): Promise<WishlistItemView> {
  const view = await wishlistView(c, access);
  const item = view.items.find((entry) => entry.id === itemId);
  if (!item) throw itemNotFound();
  return item;
}

export async function createItem(c: Ctx, access: WishlistAccess, input: CreateItemInput): Promise<WishlistItemView> {
  const { db, clock } = c.get('deps');
  if ((await wishlistRepo.countItems(db, access.event.id)) >= MAX_ITEMS) throw new ApiError(409, `A wishlist holds at most ${MAX_ITEMS} items. Remove one first.`);
  const now = clock.now();
  const item = await wishlistRepo.insertItem(db, {
    id: randomId(),
    eventId: access.event.id,
    url: input.url ?? null,
    title: input.title,
    imageUrl: input.imageUrl ?? null,
    priceCents: input.priceCents,
    quantity: input.quantity,
    priority: input.priority,
    notes: input.notes || null,
    productRef: input.productRef ?? null,
    position: await wishlistRepo.nextPosition(db, access.event.id),
    createdByUserId: access.user.id,
    createdAt: now,
    updatedAt: now,
  });
  return oneItemView(c, access, item.id);
}

/**
 * Edits an item. Lowering the quantity releases the unbought units above it; it cannot go below
 * the units already bought.
 */
export async function updateItem(c: Ctx, access: WishlistAccess, itemId: string, patch: UpdateItemInput): Promise<WishlistItemView> {
  const { db, clock } = c.get('deps');
  const item = itemId.length <= 100 ? await wishlistRepo.findItem(db, access.event.id, itemId) : undefined;
  if (!item) throw itemNotFound();
  let releaseFromUnit: number | undefined;
  if (patch.quantity !== undefined && patch.quantity < item.quantity) {
    const claims = (await wishlistRepo.listAssignments(db, access.event.id)).filter((row) => row.itemId === item.id);
    const boughtAbove = claims.filter((row) => row.status === 'bought' && row.unitIndex >= patch.quantity!);
    if (boughtAbove.length) {
      const bought = claims.filter((row) => row.status === 'bought').length;
      throw new ApiError(
        409,
        `${bought} of “${item.title}” ${bought === 1 ? 'is' : 'are'} already bought, so the quantity can’t go below ${Math.max(...claims.filter((row) => row.status === 'bought').map((row) => row.unitIndex)) + 1}.`,
      );
    }
    releaseFromUnit = patch.quantity;
  }
  const changes = Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, value === '' ? null : value]));
  await wishlistRepo.updateItem(db, access.event.id, item.id, { ...changes, updatedAt: clock.now() }, releaseFromUnit);
  return oneItemView(c, access, item.id);
}

/** Removes an item: refused once someone bought it; otherwise its assignments and pot are released. */
export async function removeItem(c: Ctx, access: WishlistAccess, itemId: string): Promise<void> {
  const { db } = c.get('deps');
  const item = itemId.length <= 100 ? await wishlistRepo.findItem(db, access.event.id, itemId) : undefined;
  if (!item) throw itemNotFound();
  const claims = (await wishlistRepo.listAssignments(db, access.event.id)).filter((row) => row.itemId === item.id);
  if (claims.some((row) => row.status === 'bought')) {
    throw new ApiError(409, `“${item.title}” has already been bought, so it can’t be removed from the list.`);
  }
  await wishlistRepo.deleteItem(db, access.event.id, item.id);
}

export async function reorderItems(c: Ctx, access: WishlistAccess, itemIds: string[]): Promise<WishlistView> {
  const { db, clock } = c.get('deps');
  const items = await wishlistRepo.listItems(db, access.event.id);
  const known = new Set(items.map((item) => item.id));
  if (itemIds.length !== items.length || itemIds.some((id) => !known.has(id))) {
    throw new ApiError(400, 'Send every item of this wishlist exactly once, in the new order.');
  }
  await wishlistRepo.setPositions(db, access.event.id, itemIds, clock.now());
  return wishlistView(c, access);
}

/**
 * Each read makes the server fetch someone else's page, so reads are capped per member and per
 * network address (the address cap is higher: several members may share one). The count is one
 * atomic upsert per key, so parallel requests each count (decision 018).
 */
export const READ_LINKS_PER_MEMBER_PER_MINUTE = 30;
export const READ_LINKS_PER_ADDRESS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

async function throttleReadLink(c: Ctx) {
  const { db, clock, clientAddress } = c.get('deps');
  const now = clock.now();
  const limits = [
    await hitRateLimit(db, `read-link:member:${requireUser(c).id}`, READ_LINKS_PER_MEMBER_PER_MINUTE, MINUTE_MS, now),
    await hitRateLimit(db, `read-link:address:${clientAddress(c)}`, READ_LINKS_PER_ADDRESS_PER_MINUTE, MINUTE_MS, now),
  ];
  const over = limits.filter((limit) => !limit.allowed);
  if (over.length === 0) return;
  const seconds = Math.max(1, Math.ceil(Math.max(...over.map((limit) => limit.retryAfterMs)) / 1000));
  throw new ApiError(429, `You have read a lot of links in the last minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or fill in the details by hand.`, undefined, {
    'Retry-After': String(seconds),
  });
}

/** Reads a product page; a refused address is a 400, too many reads a 429, any other failure a normal answer with a message. */
export async function readProductLink(c: Ctx, url: string): Promise<ReadLinkOutcome> {
  const deps = c.get('deps');
  await throttleReadLink(c);
  try {
    return await readLink(url, {
      fetch: deps.fetch ?? fetch,
      ...(deps.resolveHost ? { resolveHost: deps.resolveHost } : {}),
      ...(deps.fetchPinned ? { fetchPinned: deps.fetchPinned } : {}),
      // The allow-list serves local test pages; production never reads private addresses.
      allowHosts: deps.env.ENVIRONMENT === 'production' ? new Set() : parseAllowHosts(deps.env.LINK_READER_ALLOW_HOSTS),
    });
  } catch (error) {
    if (error instanceof LinkRefusedError) throw new ApiError(400, error.message);
    throw error;
  }
}

export function bandsView(access: Pick<WishlistAccess, 'settings'>): BandsView {
  return { bands: bandsOf(access.settings), isDefault: !access.settings?.bands };
}

export async function saveBands(c: Ctx, access: WishlistAccess, input: BandsInput): Promise<BandsView> {
  const { db, clock } = c.get('deps');
  const bands = assignBandIds(input.bands, bandsOf(access.settings), randomId);
  await wishlistRepo.saveBands(db, access.event.id, bands, clock.now());
  return { bands, isDefault: false };
}

export async function saveRevealAt(c: Ctx, access: WishlistAccess, revealAt: string | null) {
  const { db, clock } = c.get('deps');
  const value = revealAt === null ? null : Date.parse(revealAt);
  await wishlistRepo.upsertSettings(db, access.event.id, { revealAt: value, updatedAt: clock.now() });
  const at = value ?? access.event.endsAt;
  return { revealAt: new Date(at).toISOString(), revealAtChosen: value !== null };
}

export async function setCelebrant(c: Ctx, access: WishlistAccess, email: string | null) {
  const { db, clock } = c.get('deps');
  let celebrant: { name: string; email: string } | null = null;
  let celebrantUserId: string | null = null;
  if (email !== null) {
    const user = await wishlistRepo.findUserByEmail(db, email.trim().toLowerCase());
    if (!user) throw new ApiError(400, 'No Cakeday account uses that email address. Ask the celebrant to sign up first, then try again.');
    if (user.id === access.event.hostId) throw new ApiError(400, 'You host this event, so you already manage its wishlist. Choose the member whose birthday it is.');
    // Co-hosts see who brings which gift (guest links, deliveries), so a co-host cannot be the celebrant.
    if (await wishlistRepo.isInvitedCohost(db, access.event.id, user)) {
      throw new ApiError(409, 'This member co-hosts the party and sees who brings which gift. Remove them as co-host first, then make them the celebrant.');
    }
    celebrantUserId = user.id;
    celebrant = { name: user.name, email: user.email };
  }
  await wishlistRepo.upsertSettings(db, access.event.id, { celebrantUserId, updatedAt: clock.now() });
  return { celebrant };
}
