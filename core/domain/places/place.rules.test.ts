import { describe, expect, it } from 'vitest';
import { aboutMiles, cityKey, milesBetween } from './place.rules.ts';

// Coordinates as the gazetteer holds them (3 decimals, GeoNames).
const austin = { lat: 30.267, lng: -97.743 };
const roundRock = { lat: 30.508, lng: -97.679 };
const springfieldIl = { lat: 39.802, lng: -89.644 };
const springfieldMo = { lat: 37.215, lng: -93.298 };

describe('miles between two places', () => {
  it('is 0 from a place to itself and the same both ways', () => {
    expect(milesBetween(austin, austin)).toBe(0);
    expect(milesBetween(austin, roundRock)).toBeCloseTo(milesBetween(roundRock, austin), 9);
  });

  it('matches known great-circle distances', () => {
    // Austin to Round Rock is about 17 miles as the crow flies.
    expect(aboutMiles(milesBetween(austin, roundRock))).toBe(17);
    expect(milesBetween(springfieldIl, springfieldMo)).toBeGreaterThan(260);
    expect(milesBetween(springfieldIl, springfieldMo)).toBeLessThan(272);
    // London to New York: 3,459 miles.
    expect(milesBetween({ lat: 51.507, lng: -0.128 }, { lat: 40.713, lng: -74.006 })).toBeCloseTo(3459, -1);
    // Across the date line: Fiji's Suva to Samoa's Apia is about 700 miles, not most of the way round.
    expect(milesBetween({ lat: -18.142, lng: 178.442 }, { lat: -13.833, lng: -171.767 })).toBeLessThan(750);
  });

  it('rounds a distance to whole miles, at least 1', () => {
    expect(aboutMiles(16.6)).toBe(17);
    expect(aboutMiles(0.2)).toBe(1);
  });
});

describe('city keys', () => {
  it('ignores accents, case, punctuation and extra spaces', () => {
    expect(cityKey('  Zürich ')).toBe('zurich');
    expect(cityKey('St. Louis')).toBe(cityKey('st louis'));
    expect(cityKey('São  Paulo')).toBe('sao paulo');
  });
});
