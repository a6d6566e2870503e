import type { BuyerPlace } from '#core/domain/marketplace/catalog.rules.ts';
import { milesBetween } from '#core/domain/places/place.rules.ts';
import { placeInText } from './places.ts';

/** What the delivery rules need of a shop: its city and the coordinates saved with it (decision 063). */
export interface ShopPoint {
  city: string;
  lat: number | null;
  lng: number | null;
}

/**
 * The buyer as core's delivery rules read it for one shop (decision 063): the city they typed or,
 * when they typed none, the city in the address (a cart tied to a party: the party's location),
 * with its distance from the shop when the gazetteer places both. A typed city it cannot place
 * comes back without a distance, so core falls back to "the shop's own city"; nothing typed and
 * nothing found is null (every method is open, as before there were coordinates).
 *
 * Namesakes are read near the shop: "Springfield" typed to a shop in Springfield, IL is that one.
 * The shop's saved coordinates are what distances are measured from; a shop saved before they were
 * kept is placed from its city now.
 */
export async function buyerPlaceFor(shop: ShopPoint, typedCity: string, address?: string | null): Promise<BuyerPlace | null> {
  const city = typedCity.trim();
  const shopPlace = (await placeInText(shop.city))?.place ?? null;
  const from = shop.lat !== null && shop.lng !== null ? { lat: shop.lat, lng: shop.lng } : shopPlace;
  const found = city !== '' ? await placeInText(city, shopPlace) : address ? await placeInText(address, shopPlace) : null;
  if (found) return { city: found.city, miles: from ? milesBetween(from, found.place) : null };
  return city !== '' ? { city, miles: null } : null;
}
