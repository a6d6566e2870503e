import { cityKey, type LatLng } from '#core/domain/places/place.rules.ts';
import { canadianProvinces, countryAliases, usStateCodes, usStates } from './regions.ts';

/**
 * The offline gazetteer (decision 063): a typed city ("Austin", "Austin, TX", "Zürich,
 * Switzerland", "12 Oak St, Round Rock, TX 78664") to a place with coordinates, from the GeoNames
 * places in places.data.ts. No geocoding service is reachable at run time, on Node or Workers.
 * The table (1.3 MB of text) is imported the first time a place is looked up, so a route that
 * never checks a delivery radius never loads or indexes it.
 */

export interface Place extends LatLng {
  key: string;
  /** ISO 3166 code ("US"). */
  country: string;
  /** GeoNames' first-level division: the state's USPS code in the US ("TX"). */
  admin: string;
  population: number;
}

interface Gazetteer {
  /** One place a line, sorted by key (JavaScript's string order), most populous first. */
  table: string;
  countryCodes: Record<string, string>;
}

let loading: Promise<Gazetteer> | undefined;

function gazetteer(): Promise<Gazetteer> {
  loading ??= import('./places.data.ts').then(({ placesTable, countryCodes }) => ({ table: placesTable, countryCodes }));
  return loading;
}

/**
 * The lines of one key, found by binary search over the sorted text itself: no index is built,
 * so the first lookup on a fresh Worker costs the module's parse and nothing more.
 */
function linesOf(table: string, key: string): string[] {
  const lineStart = (at: number) => table.lastIndexOf('\n', at - 1) + 1;
  const keyAt = (start: number) => table.slice(start, table.indexOf('|', start));
  let low = 0;
  let high = table.length;
  // The first line whose key is not below `key`: each step halves [low, high) by character offset.
  while (low < high) {
    const start = lineStart(Math.floor((low + high) / 2));
    if (start <= low) break;
    if (keyAt(start) < key) low = start;
    else high = start;
  }
  const lines: string[] = [];
  for (let start = low; start < table.length;) {
    const end = table.indexOf('\n', start);
    const line = table.slice(start, end === -1 ? table.length : end);
    const lineKey = line.slice(0, line.indexOf('|'));
    if (lineKey > key) break;
    if (lineKey === key) lines.push(line);
    if (end === -1) break;
    start = end + 1;
  }
  return lines;
}

function placeOfLine(line: string): Place {
  const [key, country, admin, lat, lng, population] = line.split('|') as [string, string, string, string, string, string];
  return { key, country, admin, lat: Number(lat), lng: Number(lng), population: Number(population) };
}

/** The spellings a key may also be written in ("Saint Louis" is GeoNames' "St. Louis"). */
function keyVariants(key: string): string[] {
  const variants = [key];
  for (const [long, short] of [
    ['saint', 'st'],
    ['sainte', 'ste'],
    ['mount', 'mt'],
    ['fort', 'ft'],
  ] as const) {
    if (key.startsWith(`${long} `)) variants.push(`${short} ${key.slice(long.length + 1)}`);
    if (key.startsWith(`${short} `)) variants.push(`${long} ${key.slice(short.length + 1)}`);
  }
  return variants;
}

/** What a region or country names: a US state, a country, or a division code as GeoNames writes it ("ZH"). */
type Narrowing = { country?: string; admin?: string };

const ZIP = /\b\d{5}(?:-\d{4})?\b/g;

function narrowingOf(text: string | null | undefined, countryCodes: Record<string, string>): Narrowing | null {
  const key = cityKey((text ?? '').replace(ZIP, ''));
  if (key === '') return null;
  const code = key.toUpperCase();
  if (usStates[key]) return { country: 'US', admin: usStates[key] };
  if (usStateCodes.has(code)) return { country: 'US', admin: code };
  if (canadianProvinces[key]) return { country: 'CA', admin: canadianProvinces[key] };
  const country = countryAliases[key] ?? countryCodes[key] ?? (Object.values(countryCodes).includes(code) ? code : undefined);
  if (country) return { country };
  return /^[a-z0-9]{1,3}$/.test(key) ? { admin: code } : null;
}

/** Whether the text names a region (a state or a country): it then is never taken for a city. */
async function isRegion(text: string): Promise<boolean> {
  const narrowing = narrowingOf(text, (await gazetteer()).countryCodes);
  return narrowing !== null && narrowing.country !== undefined;
}

/**
 * The place a city names, or null. A region (US state name or code, a country name or code, or a
 * division code) and a country narrow it; an unrecognized region word is ignored ("Toronto,
 * Ontario" is Toronto). Among what is left, a place in `near`'s state, then `near`'s country, is
 * taken before the most populous elsewhere: "Springfield" typed to a shop in Springfield, IL is
 * that Springfield.
 */
export async function placeOf(city: string, region?: string | null, country?: string | null, near?: Pick<Place, 'country' | 'admin'> | null): Promise<Place | null> {
  const { table, countryCodes } = await gazetteer();
  const lines = keyVariants(cityKey(city.replace(ZIP, ''))).flatMap((key) => (key === '' ? [] : linesOf(table, key)));
  if (lines.length === 0) return null;
  let candidates = lines.map(placeOfLine).sort((a, b) => b.population - a.population);
  const narrowing = { ...narrowingOf(region, countryCodes), ...narrowingOf(country, countryCodes) };
  if (narrowing.country) candidates = candidates.filter((place) => place.country === narrowing.country);
  if (narrowing.admin) {
    const inDivision = candidates.filter((place) => place.admin === narrowing.admin);
    // A division code is only trusted when it names one of this city's divisions ("TX" always does: a state).
    if (inDivision.length > 0 || narrowing.country === 'US') candidates = inDivision;
  }
  if (near && !narrowing.admin) {
    const preferred =
      candidates.find((place) => place.country === near.country && place.admin === near.admin) ?? (narrowing.country ? undefined : candidates.find((place) => place.country === near.country));
    if (preferred) return preferred;
  }
  return candidates[0] ?? null;
}

/** A place found in free text, with the words that named its city as typed ("Round Rock"). */
export interface FoundPlace {
  place: Place;
  city: string;
}

/**
 * The place an address or a "City, ST" names: its comma-separated parts are read from the end,
 * each tried as the city with the parts after it as region and country ("1200 Bluebonnet Lane,
 * Austin, TX 78701" is Austin, Texas); a part's own last words may be the state ("Round Rock TX"),
 * and a postcode may come first ("Bahnhofstrasse 1, 8001 Zürich, Switzerland").
 */
export async function placeInText(text: string, near?: Pick<Place, 'country' | 'admin'> | null): Promise<FoundPlace | null> {
  const key = `${near?.country ?? ''}|${near?.admin ?? ''}|${text}`;
  if (remembered.has(key)) return remembered.get(key)!;
  const found = await readPlaceInText(text, near);
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, found);
  return found;
}

/**
 * The last answers of placeInText, oldest out first. The gazetteer never changes while the app
 * runs, so an answer is never stale: this only spares the same shop city or party address its
 * dozen lookups on every product page and checkout (the delivery-distance route: ~0.4 ms of
 * string work a request without it).
 */
const remembered = new Map<string, FoundPlace | null>();
const REMEMBERED = 1_000;

async function readPlaceInText(text: string, near?: Pick<Place, 'country' | 'admin'> | null): Promise<FoundPlace | null> {
  const parts = text
    .split(',')
    .map((part) => part.replace(ZIP, '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
  for (let index = parts.length - 1; index >= 0; index -= 1) {
    const part = parts[index]!;
    if (index > 0 && (await isRegion(part))) continue;
    const place = await placeOf(part, parts[index + 1], parts[index + 2], near);
    if (place) return { place, city: part };
    // A postcode written before the city ("8001 Zürich"); never in the first part, the street's.
    const unnumbered = index > 0 ? part.replace(/(^|\s)\d[\d-]*(?=\s|$)/g, ' ').trim() : part;
    if (unnumbered !== part && unnumbered !== '') {
      const found = await placeOf(unnumbered, parts[index + 1], parts[index + 2], near);
      if (found) return { place: found, city: unnumbered };
    }
    const words = part.split(' ');
    for (let tail = 1; tail <= 3 && tail < words.length; tail += 1) {
      const region = words.slice(-tail).join(' ');
      if (!(await isRegion(region))) continue;
      const cityWords = words.slice(0, -tail).join(' ');
      const found = await placeOf(cityWords, region, parts[index + 1], near);
      if (found) return { place: found, city: cityWords };
    }
  }
  return null;
}
