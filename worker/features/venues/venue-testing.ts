import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';

/** Helpers for the venue tests: members, an uploaded photo, a listing made ready and published. */

let members = 0;
export async function registerMember(t: TestApp, name: string): Promise<string> {
  members += 1;
  const response = await t.call('POST', '/api/email-auth/register', {
    json: { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`, password: 'violet-otter-42' },
    headers: { 'x-test-client-address': `198.51.100.${members % 250}` },
  });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return response.data.token as string;
}

let color = 0;
export async function uploadPhoto(t: TestApp, token: string): Promise<string> {
  color = (color + 37) % 256;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: color, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const response = await t.app.request('http://127.0.0.1/api/uploads/images', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const open9to21 = [{ open: 540, close: 1260 }];
/** Every field a listing needs to be published, except the photos. */
export const readyFields = {
  title: 'Garden Party Lawn',
  venueType: 'garden',
  description: 'A big lawn under old oaks.',
  city: 'Austin',
  state: 'TX',
  streetAddress: '12 Oak Lane',
  maxGuests: 40,
  pricePerHourCents: 8000,
  minimumHours: 2,
  cleaningFeeCents: 2500,
  amenities: ['restrooms', 'outdoor-space'],
  houseRules: 'No confetti.',
  bookingMode: 'request',
  cancellationPolicy: 'flexible',
  weeklyHours: { friday: open9to21, saturday: open9to21, sunday: open9to21 },
  timeZone: 'America/Chicago',
};

/** A published listing of `token`'s member: create, upload a photo, publish. Answers the owner view. */
export async function publishListing(t: TestApp, token: string, fields: Record<string, unknown> = {}) {
  const photoId = await uploadPhoto(t, token);
  const created = await t.call('POST', '/api/host/venues', { token, json: { ...readyFields, ...fields, photoIds: [photoId] } });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  const published = await t.call('POST', `/api/host/venues/${created.data.listing.id}/publish`, { token });
  expect(published.status, JSON.stringify(published.data)).toBe(200);
  return published.data.listing as { id: string; status: string; photos: { id: string; url: string }[] };
}
