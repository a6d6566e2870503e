/**
 * Places and distances, pure (decision 063): the key a city is compared by, and the great-circle
 * distance between two points. Looking a city up in the gazetteer is the worker's job
 * (worker/services/places); rules here take the coordinates or the distance as arguments.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * A city as people type it, for comparing: no accents, no case, single spaces
 * ("Zürich " and "zurich" are one city; "St. Louis" and "St Louis" too). The gazetteer's keys
 * are made by this same function (scripts/make-places.mjs), so a typed city finds its place.
 */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[.,'’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The mean radius of the Earth in miles (IUGG), the radius the haversine formula assumes. */
const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance in miles (haversine): as the crow flies, which is what a delivery
 * radius means. Within 0.5 % of the ellipsoid's answer, far finer than the 3-decimal coordinates.
 */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as a person is told it ("about 17 miles"): whole miles, never 0 for two places apart. */
export const aboutMiles = (miles: number) => Math.max(1, Math.round(miles));
