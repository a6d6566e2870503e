import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { venueListSchema } from '#core/domain/venues/venue.schema.ts';
import { seedDemoData } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const fastHash = async (password: string) => `test-only-hash:${password.length}`;
const seedOptions = { hashPassword: fastHash, guestLinkSecret: 'test-guest-link-secret-0123456789abcdef' };

describe('GET /api/venues', () => {
  it('answers an empty array when there are no venues', async () => {
    const response = await t.call('GET', '/api/venues');
    expect(response).toMatchObject({ status: 200, data: [] });
  });

  it('answers the spec venue shape from the database, best rated first', async () => {
    await seedDemoData(t.db, seedOptions);
    const response = await t.call('GET', '/api/venues');
    const venues = venueListSchema.parse(response.data);
    expect(venues.length).toBeGreaterThanOrEqual(6);
    expect(new Set(venues.map((venue) => venue.venueType))).toEqual(new Set(['house', 'backyard', 'pool', 'field', 'garden', 'apartment']));
    const ratings = venues.map((venue) => venue.averageRating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const venue of venues) {
      expect(venue.imageUrls.length).toBeGreaterThan(0);
      expect(Object.keys(venue).sort()).toEqual(['averageRating', 'city', 'description', 'id', 'imageUrls', 'maxGuests', 'priceOnRequest', 'pricePerHour', 'state', 'title', 'venueType'].sort());
    }
    // One demo venue quotes its price on request: no price, and the flag says why.
    expect(venues.filter((venue) => venue.pricePerHour === null).map((venue) => venue.priceOnRequest)).toEqual([true]);
  });
});

describe('demo seed', () => {
  it('seeds once and never again, leaving existing data alone', async () => {
    expect(await seedDemoData(t.db, seedOptions)).toBe(true);
    expect(await seedDemoData(t.db, seedOptions)).toBe(false);
    const users = await t.client.execute('SELECT email, role FROM users ORDER BY email');
    expect(users.rows.map((row) => [row.email, row.role])).toEqual([
      ['admin@demo.cakeday.test', 'admin'],
      ['guest@demo.cakeday.test', 'customer'],
      ['host@demo.cakeday.test', 'customer'],
      ['owner@demo.cakeday.test', 'customer'],
    ]);
  });
});
