import type { Context } from 'hono';
import { dateRange, methodsTo, rentalAvailability } from '#core/domain/marketplace/catalog.rules.ts';
import type { ProductDetail, ShopPage, ShopReach } from '#core/domain/marketplace/catalog.schema.ts';
import type { CreateItemInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { isIsoDate } from '#core/domain/venues/calendar-date.rules.ts';
import type { Db } from '#worker/db/client.ts';
import type { AppBindings, SessionUser } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { buyerPlaceFor } from '#worker/services/places/buyer-place.ts';
import { productDetail } from './products.service.ts';
import { productsRepo } from './products.repo.ts';
import { searchRepo } from './search.repo.ts';
import { cardOf } from './search.service.ts';
import { shopsRepo } from './shops.repo.ts';
import { deliveryOf, reviewView, shopSummary } from './shops.service.ts';

type Ctx = Context<AppBindings>;

const PRODUCT_GONE = 'This product was not found. It may have been taken off sale.';
const SHOP_GONE = 'This shop was not found.';

/**
 * A product as buyers see it, with its shop and the reviews of orders that held it. Only an active
 * product of a shop that can sell is public; its own seller sees every status (a preview).
 */
export async function publicProduct(c: Ctx, productId: string): Promise<ProductDetail> {
  const db = c.get('deps').db;
  const { product, shop } = await productAndShop(db, productId);
  if (!product || !shop) throw new ApiError(404, PRODUCT_GONE);
  const ownsIt = c.get('user')?.id === shop.ownerUserId;
  if (!ownsIt && (product.status !== 'active' || !shop.canSell)) throw new ApiError(404, PRODUCT_GONE);
  const [variants, reviews] = [await productsRepo.variantsOf(db, [product.id]), await shopsRepo.reviews(db, shop.id, product.id)];
  return productDetail(product, variants, shop, reviews.map(reviewView));
}

async function productAndShop(db: Db, productId: string) {
  const product = productId.length <= 100 ? await productsRepo.findById(db, productId) : null;
  return { product, shop: product ? await shopsRepo.findByIdOrSlug(db, product.shopId) : null };
}

export const MAX_AVAILABILITY_DAYS = 62;

/** `GET /products/:id/availability?from&days`: a rental's free units on each day. */
export async function rentalDaysFree(c: Ctx, productId: string, from: string | undefined, daysText: string | undefined) {
  if (!from || !isIsoDate(from)) throw new ApiError(400, 'Say from which date, as from=YYYY-MM-DD (a real date).', { from: 'A date like 2026-12-05' });
  const days = daysText === undefined ? 31 : /^\d{1,3}$/.test(daysText) ? Number(daysText) : NaN;
  if (!Number.isInteger(days) || days < 1 || days > MAX_AVAILABILITY_DAYS) {
    throw new ApiError(400, `Ask for 1 to ${MAX_AVAILABILITY_DAYS} days at once (days=N).`, { days: `1 to ${MAX_AVAILABILITY_DAYS}` });
  }
  const product = await publicProduct(c, productId);
  if (!product.rental) throw new ApiError(400, 'Only rentals have days to choose: this product is sold from stock.');
  const dates = dateRange(from, days);
  const reserved = await productsRepo.reservedDays(c.get('deps').db, product.id, dates[0]!, dates.at(-1)!);
  return { days: rentalAvailability(dates, reserved, product.rental.quantityPerDay) };
}

const SHOP_PRODUCTS = 48;

/** `GET /shops/:shopIdOrSlug`: a selling shop with its newest products and reviews (its owner sees it before it can sell). */
export async function shopPage(c: Ctx, key: string): Promise<ShopPage> {
  const db = c.get('deps').db;
  const shop = key.length <= 100 ? await shopsRepo.findByIdOrSlug(db, key) : null;
  if (!shop || (!shop.canSell && c.get('user')?.id !== shop.ownerUserId)) throw new ApiError(404, SHOP_GONE);
  const { rows } = await searchRepo.likePage(db, { words: [], shopId: shop.id, sort: 'newest', limit: SHOP_PRODUCTS, offset: 0 });
  const reviews = await shopsRepo.reviews(db, shop.id);
  return { shop: shopSummary(shop), products: rows.map(cardOf), reviews: reviews.map(reviewView) };
}

/**
 * How a shop reaches a place (decision 063), for the product page's delivery estimate to a party:
 * the same distance and rules the checkout applies, which only the server can measure (the
 * gazetteer is not sent to browsers). The same answer for everyone: a shop that cannot sell yet
 * reaches nobody, its owner included.
 */
export async function shopReach(c: Ctx, key: string, to: string | undefined): Promise<ShopReach> {
  const where = (to ?? '').trim();
  if (where === '' || where.length > 300) throw new ApiError(400, 'Say where to deliver: a city or an address of up to 300 characters.');
  const shop = key.length <= 100 ? await shopsRepo.findByIdOrSlug(c.get('deps').db, key) : null;
  if (!shop || !shop.canSell) throw new ApiError(404, SHOP_GONE);
  const buyer = await buyerPlaceFor(shop, '', where);
  return {
    city: buyer?.city ?? null,
    miles: buyer?.miles == null ? null : Math.round(buyer.miles * 10) / 10,
    methods: methodsTo({ city: shop.city, delivery: deliveryOf(shop) }, buyer),
  };
}

/** The wishlist feature's add, handed in by createApp (as the embed widget's is, decision 031). */
export interface CatalogWishlistPort {
  addWishlistItemAs(c: Ctx, user: SessionUser, eventId: string, input: CreateItemInput): Promise<{ id: string; eventId: string; title: string; priceCents: number }>;
}

/** A product (or one of its variants) as a wish: its title, price, first photo and page, as `marketplace:<productId>`. */
function wishOfProduct(c: Ctx, product: ProductDetail, variant: ProductDetail['variants'][number] | undefined): CreateItemInput {
  const appUrl = (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
  const photo = product.imageUrls[0];
  const title = variant && variant.optionValues.length > 0 ? `${product.title} (${variant.optionValues.join(' / ')})` : product.title;
  // The wishlist takes https pictures only (or its demo ones); a photo of ours is a path on this site.
  const imageUrl = photo ? new URL(photo, `${appUrl}/`).href : null;
  return {
    title: title.slice(0, 200),
    priceCents: variant?.priceCents ?? product.priceCents,
    imageUrl: imageUrl?.startsWith('https://') ? imageUrl : null,
    url: /^https?:\/\//.test(appUrl) ? `${appUrl}/marketplace/product/${encodeURIComponent(product.id)}` : null,
    quantity: 1,
    priority: 3,
    productRef: `marketplace:${product.id}`,
  };
}

/**
 * Adds a public product to one of the member's event wishlists, through the wishlist feature's own
 * access rule (only those who may edit that wishlist) and limits, as `marketplace:<productId>` with
 * its title, price (the variant's when one is named) and first photo.
 */
export async function addProductToWishlist(c: Ctx, port: CatalogWishlistPort, user: SessionUser, productId: string, input: { eventId: string; variantId?: string | undefined }) {
  const product = await publicProduct(c, productId);
  if (product.status !== 'active') throw new ApiError(409, 'Only a product on sale can go on a wishlist.');
  const variant = input.variantId === undefined ? undefined : product.variants.find((candidate) => candidate.id === input.variantId);
  if (input.variantId !== undefined && !variant) throw new ApiError(400, 'That variant is not sold with this product.', { variantId: 'Not a variant of this product' });
  const item = await port.addWishlistItemAs(c, user, input.eventId, wishOfProduct(c, product, variant));
  return { itemId: item.id };
}

/**
 * The wish a seller's add-to-wishlist button adds when it names one of the seller's own products
 * on sale (its page on this site): the product's own title, price and photo rather than what the
 * seller's page says, tied to the product so buying it here marks the wish bought. Null for
 * anything else (another shop's product, a draft, an unknown id): the button's own facts stand.
 */
export async function sellerProductWish(c: Ctx, productId: string, sellerUserId: string): Promise<CreateItemInput | null> {
  const db = c.get('deps').db;
  const { product, shop } = await productAndShop(db, productId);
  if (!product || !shop || shop.ownerUserId !== sellerUserId || product.status !== 'active' || !shop.canSell) return null;
  return wishOfProduct(c, productDetail(product, await productsRepo.variantsOf(db, [product.id]), shop, []), undefined);
}
