import type { Context } from 'hono';
import { marketplaceProductIdOf } from '#core/domain/marketplace/catalog.rules.ts';
import type { CreateItemInput } from '#core/domain/wishlist/wishlist.schema.ts';
import {
  embedProductRef,
  type EmbedWishlistAddInput,
  type EmbedWishlistAdded,
  type EmbedWishlistCard,
  type EmbedWishlistChoice,
  type EmbedWishlistChoices,
} from '#core/embed/embed-wishlist.schema.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { AppBindings, SessionUser } from '../../deps.ts';
import type { EmbedKeyRow } from './embed.repo.ts';
import { embedSessionRepo } from './embed-session.repo.ts';
import { embedMember, firstNameOf } from './embed-session.service.ts';
import { countLoad, countWidgetUse } from './embed-stats.service.ts';
import { refuse } from './embed-widget.service.ts';

type Ctx = Context<AppBindings>;

/**
 * What the add-to-wishlist widget needs from the wishlist feature, handed in by createApp
 * (decision 031): the member's wishlists they may add to, and the add itself with the wishlist
 * feature's own access rule, limits and positions, for the member behind the widget's token.
 */
export interface EmbedWishlistPort {
  addableWishlists(c: Ctx, user: SessionUser): Promise<EmbedWishlistChoice[]>;
  addWishlistItemAs(c: Ctx, user: SessionUser, eventId: string, input: CreateItemInput): Promise<{ id: string; eventId: string; title: string; priceCents: number }>;
  /** The marketplace's wish for one of the seller's own products on sale (null for anything else). */
  sellerProductWish(c: Ctx, productId: string, sellerUserId: string): Promise<CreateItemInput | null>;
}

/** Items one member may add through shops' buttons per hour. */
export const EMBED_ADDS_PER_HOUR = 60;
const HOUR = 60 * 60 * 1000;

function appOrigin(c: Ctx): string {
  return (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

/** The seller behind a key: a `seller` key names its own owner; anything else is switched off. */
async function sellerOf(c: Ctx, key: EmbedKeyRow): Promise<string> {
  const name = key.targetKind === 'seller' && key.targetId === key.ownerId ? await embedSessionRepo.userName(c.get('deps').db, key.ownerId) : undefined;
  if (!name) throw refuse(c, 403, 'seller-gone', 'This shop’s Cakeday button has been switched off.');
  return name;
}

/** The product card's first call: who sells, and a load in the key's stats (once per visitor per half hour, as for every widget). */
export async function wishlistCard(c: Ctx, key: EmbedKeyRow): Promise<EmbedWishlistCard> {
  const sellerName = await sellerOf(c, key);
  await countLoad(c, key);
  return { sellerName, currency: 'USD' };
}

/** The signed-in member's wishlists they may add to. */
export async function wishlistChoices(c: Ctx, port: EmbedWishlistPort, key: EmbedKeyRow): Promise<EmbedWishlistChoices> {
  await sellerOf(c, key);
  const { user } = await embedMember(c, key);
  return { member: { name: firstNameOf(user.name) }, wishlists: await port.addableWishlists(c, user), createUrl: `${appOrigin(c)}/event/new` };
}

/**
 * Adds the product to one of the member's wishlists, as the wishlist screen would (its rules, its
 * limit of items), noting the seller's key as the item's source; counts one add for the key.
 */
export async function addToWishlist(c: Ctx, port: EmbedWishlistPort, key: EmbedKeyRow, input: EmbedWishlistAddInput): Promise<EmbedWishlistAdded> {
  await sellerOf(c, key);
  const { user } = await embedMember(c, key);
  const { db, clock } = c.get('deps');
  const limit = await hitRateLimit(db, `embed:add:${user.id}`, EMBED_ADDS_PER_HOUR, HOUR, clock.now());
  if (!limit.allowed) {
    throw refuse(c, 429, 'rate-limited', 'You have added many products from shops this hour. Please try again later.', { 'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)) });
  }
  // A button linking to one of the seller's own marketplace products adds that product (its price
  // and photo from here, tied to it so buying it here marks the wish bought); any other, what it says.
  const productId = input.url ? marketplaceProductIdOf(input.url, appOrigin(c)) : null;
  const ownProduct = productId ? await port.sellerProductWish(c, productId, key.ownerId) : null;
  const item = await port.addWishlistItemAs(
    c,
    user,
    input.eventId,
    ownProduct ?? {
      title: input.title,
      priceCents: input.priceCents,
      imageUrl: input.imageUrl ?? null,
      url: input.url ?? null,
      quantity: 1,
      priority: 3,
      productRef: embedProductRef(key.id),
    },
  );
  await countWidgetUse(c, key, 'add');
  return { item, wishlistUrl: `${appOrigin(c)}/dashboard/events/${encodeURIComponent(item.eventId)}/wishlist` };
}
