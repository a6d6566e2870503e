import type { Context } from 'hono';
import { isValidTimeZone } from '#core/domain/events/event-time.rules.ts';
import { type ReviewView, type ShopDelivery, shopInputSchema, type ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import type { AppBindings, SessionUser } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { parseInput } from '#worker/middleware/request-body.ts';
import { placeInText } from '#worker/services/places/places.ts';
import { randomId } from '#worker/services/tokens.ts';
import { type ShopRow, shopsRepo, type ShopWithSelling } from './shops.repo.ts';

type Ctx = Context<AppBindings>;

export function deliveryOf(row: ShopRow): ShopDelivery {
  return {
    shipping: row.shippingCents === null ? null : { priceCents: row.shippingCents, days: row.shippingDays },
    localDelivery: row.localDeliveryCents === null ? null : { priceCents: row.localDeliveryCents, radiusMiles: row.localRadiusMiles ?? 1, leadHours: row.localLeadHours },
    pickup: row.pickup,
  };
}

export function shopSummary(row: ShopWithSelling): ShopSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logoUrl: row.logoUrl,
    city: row.city,
    timeZone: row.timeZone,
    delivery: deliveryOf(row),
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    canSell: row.canSell,
  };
}

export function reviewView(row: { id: string; reviewerName: string; rating: number; text: string; reply: string | null; createdAt: number }): ReviewView {
  return { id: row.id, reviewerName: row.reviewerName, rating: row.rating, text: row.text, reply: row.reply, createdAt: row.createdAt };
}

/** The caller's own shop, or the 404 every seller route answers before one is opened. */
export async function loadOwnShop(c: Ctx, user: SessionUser): Promise<ShopWithSelling> {
  const shop = await shopsRepo.findByOwner(c.get('deps').db, user.id);
  if (!shop) throw new ApiError(404, 'You have no shop yet: open one first.');
  return shop;
}

/**
 * Where the shop's city is (decision 063): kept while the city is unchanged, otherwise looked up
 * in the offline gazetteer. A city it does not know is refused only for a shop that delivers
 * locally, since its radius must be measured from somewhere; shipping and pickup need no point.
 */
async function coordinatesOf(city: string, localDelivery: boolean, current: ShopWithSelling | null): Promise<{ lat: number | null; lng: number | null }> {
  if (current && current.city === city && current.lat !== null && current.lng !== null) return { lat: current.lat, lng: current.lng };
  const found = await placeInText(city);
  if (found) return { lat: found.place.lat, lng: found.place.lng };
  if (localDelivery) {
    const message = `We could not find ${city} — add the state or country, e.g. “Springfield, IL”.`;
    throw new ApiError(400, `${message} Local delivery’s radius is measured from your city.`, { city: message });
  }
  return { lat: null, lng: null };
}

/** What a shop's row holds of the seller's form (ShopInput's fields), checked as core says and a little more. */
async function shopFields(raw: Record<string, unknown>, current: ShopWithSelling | null) {
  const input = parseInput(shopInputSchema, raw);
  if (!isValidTimeZone(input.timeZone)) throw new ApiError(400, 'Choose a time zone from the list, like America/Chicago.', { timeZone: 'Choose a time zone from the list' });
  // The logo is set by uploading it (POST /seller/shop/logo): a typed address could point anywhere.
  if (input.logoUrl !== null && input.logoUrl !== current?.logoUrl) {
    throw new ApiError(400, 'Upload the logo as a photo instead of typing its address.', { logoUrl: 'Upload the logo as a photo' });
  }
  const { delivery } = input;
  return {
    name: input.name,
    slug: input.slug,
    description: input.description,
    logoUrl: input.logoUrl,
    city: input.city,
    ...(await coordinatesOf(input.city, delivery.localDelivery !== null, current)),
    timeZone: input.timeZone,
    shippingCents: delivery.shipping?.priceCents ?? null,
    shippingDays: delivery.shipping?.days ?? current?.shippingDays ?? 5,
    localDeliveryCents: delivery.localDelivery?.priceCents ?? null,
    localRadiusMiles: delivery.localDelivery?.radiusMiles ?? null,
    localLeadHours: delivery.localDelivery?.leadHours ?? current?.localLeadHours ?? 24,
    pickup: delivery.pickup,
  };
}

async function refuseTakenSlug(c: Ctx, slug: string, shopId?: string) {
  if (await shopsRepo.slugTaken(c.get('deps').db, slug, shopId)) {
    throw new ApiError(409, 'That shop address is taken: choose another one.', { slug: 'That shop address is taken' });
  }
}

/** Opens the member's shop (one per member). */
export async function openShop(c: Ctx, user: SessionUser, raw: Record<string, unknown>): Promise<ShopSummary> {
  const { db, clock } = c.get('deps');
  if (await shopsRepo.findByOwner(db, user.id)) throw new ApiError(409, 'You already have a shop: edit it instead.');
  const fields = await shopFields(raw, null);
  await refuseTakenSlug(c, fields.slug);
  const now = clock.now();
  const row: ShopRow = { id: randomId(), ownerUserId: user.id, ...fields, ratingAverage: null, ratingCount: 0, createdAt: now, updatedAt: now };
  try {
    await shopsRepo.insert(db, row);
  } catch (error) {
    // Two requests at once: the unique indexes decide, and the loser is told in words.
    if (/UNIQUE/i.test(String(error))) throw new ApiError(409, 'That shop address is taken, or you already have a shop.');
    throw error;
  }
  return shopSummary((await shopsRepo.findByOwner(db, user.id))!);
}

/** Edits the caller's shop with the fields sent; the others stay as they are. */
export async function editShop(c: Ctx, user: SessionUser, raw: Record<string, unknown>): Promise<ShopSummary> {
  const shop = await loadOwnShop(c, user);
  const current = shopSummary(shop);
  if (Object.keys(raw).length === 0) throw new ApiError(400, 'Nothing to change: send at least one field of the shop.');
  const merged = {
    name: current.name,
    slug: current.slug,
    description: current.description,
    logoUrl: current.logoUrl,
    city: current.city,
    timeZone: current.timeZone,
    delivery: current.delivery,
    ...raw,
  };
  const fields = await shopFields(merged, shop);
  await refuseTakenSlug(c, fields.slug, shop.id);
  const { db, clock } = c.get('deps');
  try {
    await shopsRepo.update(db, shop.id, { ...fields, updatedAt: clock.now() });
  } catch (error) {
    if (/UNIQUE/i.test(String(error))) throw new ApiError(409, 'That shop address is taken: choose another one.', { slug: 'That shop address is taken' });
    throw error;
  }
  return shopSummary((await shopsRepo.findByOwner(db, user.id))!);
}
