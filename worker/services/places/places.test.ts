import { describe, expect, it } from 'vitest';
import { aboutMiles, milesBetween } from '#core/domain/places/place.rules.ts';
import { placeInText, placeOf } from './places.ts';

describe('the offline gazetteer', () => {
  it('takes the most populous namesake, narrowed by a state name or code', async () => {
    expect(await placeOf('Austin')).toMatchObject({ country: 'US', admin: 'TX', lat: 30.267, lng: -97.743 });
    expect(await placeOf('Austin', 'TX')).toMatchObject({ admin: 'TX' });
    expect(await placeOf('Austin', 'Texas')).toMatchObject({ admin: 'TX' });
    expect(await placeOf('austin', 'minnesota')).toMatchObject({ admin: 'MN' });
    expect(await placeOf('Springfield', 'IL')).toMatchObject({ admin: 'IL', lat: 39.802 });
    expect(await placeOf('Springfield', 'Missouri')).toMatchObject({ admin: 'MO', lat: 37.215 });
    // A state named but without such a city: nothing, never a namesake elsewhere.
    expect(await placeOf('Round Rock', 'Maine')).toBeNull();
    expect(await placeOf('Nowhereville')).toBeNull();
  });

  it('finds a city abroad with or without accents, narrowed by a country name or code', async () => {
    const zurich = await placeOf('Zürich');
    expect(zurich).toMatchObject({ country: 'CH', admin: 'ZH' });
    expect(await placeOf('zurich', null, 'Switzerland')).toEqual(zurich);
    expect(await placeOf('ZURICH', 'ZH')).toEqual(zurich);
    expect(await placeOf('Paris')).toMatchObject({ country: 'FR' });
    expect(await placeOf('Paris', 'TX')).toMatchObject({ country: 'US', admin: 'TX' });
    expect(await placeOf('Saint Louis', 'MO')).toMatchObject({ key: 'st louis', admin: 'MO' });
  });

  it('prefers a namesake in the state, then the country, of the place it is near', async () => {
    expect(await placeOf('Springfield', null, null, { country: 'US', admin: 'IL' })).toMatchObject({ admin: 'IL' });
    expect(await placeOf('Paris', null, null, { country: 'US', admin: 'TX' })).toMatchObject({ admin: 'TX' });
    expect(await placeOf('Paris', null, null, { country: 'US', admin: 'WA' })).toMatchObject({ country: 'US', admin: 'TX' });
    // A state named wins over the preference.
    expect(await placeOf('Springfield', 'MO', null, { country: 'US', admin: 'IL' })).toMatchObject({ admin: 'MO' });
  });

  it('reads the city out of an address or a "City, ST"', async () => {
    expect(await placeInText('Sunny Backyard with Bounce Lawn, 1200 Bluebonnet Lane, Austin, TX')).toMatchObject({ city: 'Austin', place: { admin: 'TX' } });
    expect(await placeInText('12 Oak St, Round Rock, TX 78664')).toMatchObject({ city: 'Round Rock', place: { admin: 'TX' } });
    expect(await placeInText('Round Rock TX')).toMatchObject({ city: 'Round Rock', place: { admin: 'TX' } });
    expect(await placeInText('Atlanta, Georgia')).toMatchObject({ city: 'Atlanta', place: { country: 'US', admin: 'GA' } });
    expect(await placeInText('Zürich, Switzerland')).toMatchObject({ city: 'Zürich', place: { country: 'CH' } });
    expect(await placeInText('Toronto, Ontario')).toMatchObject({ city: 'Toronto', place: { country: 'CA', admin: '08' } });
    expect(await placeInText('Toronto, ON')).toMatchObject({ city: 'Toronto', place: { country: 'CA' } });
    expect(await placeInText('Ontario, CA')).toMatchObject({ city: 'Ontario', place: { country: 'US', admin: 'CA' } });
    expect(await placeInText('Bahnhofstrasse 1, 8001 Zürich, Switzerland')).toMatchObject({ city: 'Zürich', place: { country: 'CH' } });
    // A house number stays part of the street: "500 Broadway" is not the town of Broadway.
    expect(await placeInText('500 Broadway')).toBeNull();
    expect(await placeInText('The big tent in the park')).toBeNull();
    expect(await placeInText('')).toBeNull();
  });

  it('puts Round Rock about 17 miles from Austin and the two Springfields far apart', async () => {
    const [austin, roundRock, springfieldIl, springfieldMo] = await Promise.all([placeOf('Austin, TX'), placeOf('Round Rock', 'TX'), placeOf('Springfield', 'IL'), placeOf('Springfield', 'MO')]);
    expect(austin).toBeNull(); // placeOf takes the city alone; "City, ST" is placeInText's
    expect(aboutMiles(milesBetween((await placeOf('Austin'))!, roundRock!))).toBe(17);
    expect(milesBetween(springfieldIl!, springfieldMo!)).toBeGreaterThan(200);
  });
});

describe('remembered answers', () => {
  it('answer the same text again as the first time, and read a namesake near each shop on its own', async () => {
    const nearIllinois = { country: 'US', admin: 'IL' };
    const nearMissouri = { country: 'US', admin: 'MO' };
    const first = await placeInText('Springfield', nearIllinois);
    expect(await placeInText('Springfield', nearIllinois)).toEqual(first);
    expect(first?.place.admin).toBe('IL');
    expect((await placeInText('Springfield', nearMissouri))?.place.admin).toBe('MO');
    expect(await placeInText('Nowhere-on-any-map-town')).toBeNull();
    expect(await placeInText('Nowhere-on-any-map-town')).toBeNull();
  });
});

describe('the table’s binary search', () => {
  it('finds the first and the last keys of the table and every namesake between', async () => {
    const { placesTable } = await import('./places.data.ts');
    const lines = placesTable.split('\n');
    const first = lines[0]!.split('|')[0]!;
    const last = lines.at(-1)!.split('|')[0]!;
    expect(await placeOf(first)).toMatchObject({ key: first });
    expect(await placeOf(last)).toMatchObject({ key: last });
    // Every US Springfield of the table is found when its state is named.
    const springfields = lines.filter((line) => line.startsWith('springfield|US|'));
    expect(springfields.length).toBeGreaterThan(10);
    for (const line of springfields) expect(await placeOf('Springfield', line.split('|')[2])).toMatchObject({ admin: line.split('|')[2] });
  });
});
