import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '#worker/testing/test-app.ts';

/** Helpers for the catalog's tests: members, a payout account, a shop and products. */

let members = 0;
export async function member(t: TestApp, name: string): Promise<string> {
  members += 1;
  const response = await t.call('POST', '/api/email-auth/register', {
    json: { name, email: `${name.toLowerCase().replace(/\W/g, '')}${members}@example.com`, password: 'violet-otter-42' },
    headers: { 'x-test-client-address': `198.51.100.${members % 250}` },
  });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return response.data.token as string;
}

/** Connects a demo payout account for the member, through the demo's onboarding page API. */
export async function connectPayouts(t: TestApp, token: string) {
  const started = await t.call('POST', '/api/payouts/onboarding', { token, json: { returnPath: '/shop-manager' } });
  expect(started.status, JSON.stringify(started.data)).toBe(200);
  const accountId = decodeURIComponent(/\/demo-connect\/([^?]+)/.exec(started.data.url)![1]!);
  const completed = await t.call('POST', `/api/payments/demo/connect/${encodeURIComponent(accountId)}/complete`, { token });
  expect(completed.status, JSON.stringify(completed.data)).toBe(200);
}

export const shopFields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Confetti Corner',
  slug: 'confetti-corner',
  description: 'Balloons and banners for every age.',
  city: 'Austin',
  timeZone: 'America/Chicago',
  delivery: { shipping: { priceCents: 800, days: 4 }, localDelivery: { priceCents: 1200, radiusMiles: 15, leadHours: 24 }, pickup: true },
  ...overrides,
});

export async function openShop(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const created = await t.call('POST', '/api/marketplace/seller/shop', { token, json: shopFields(overrides) });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return created.data.shop as { id: string; slug: string; name: string };
}

/** A member with a shop that can sell. */
export async function seller(t: TestApp, name: string, overrides: Record<string, unknown> = {}) {
  const token = await member(t, name);
  await connectPayouts(t, token);
  const shop = await openShop(t, token, overrides);
  return { token, shop };
}

export const itemFields = (overrides: Record<string, unknown> = {}) => ({
  kind: 'item',
  title: 'Balloon arch kit',
  description: 'Sixty latex balloons in pastel colors with a strip to build an arch.',
  category: 'balloons',
  status: 'active',
  optionNames: ['Color'],
  variants: [
    { optionValues: ['Pink'], priceCents: 2400, stock: 5 },
    { optionValues: ['Blue'], priceCents: 2200, stock: 0 },
  ],
  ...overrides,
});

export const rentalFields = (overrides: Record<string, unknown> = {}) => ({
  kind: 'rental',
  title: 'Bounce house',
  description: 'A castle bounce house for up to eight kids.',
  category: 'rentals',
  status: 'active',
  pricePerDayCents: 15000,
  rentalQuantity: 2,
  depositCents: 5000,
  ...overrides,
});

export async function createProduct(t: TestApp, token: string, fields: Record<string, unknown>) {
  const created = await t.call('POST', '/api/marketplace/seller/products', { token, json: fields });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return created.data.product as { id: string; variants: { id: string; optionValues: string[]; priceCents: number; stock: number }[]; imageUrls: string[] };
}

let color = 0;
export async function pngBytes(): Promise<Uint8Array> {
  color = (color + 41) % 256;
  return new Uint8Array(
    await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: color, g: 90, b: 160 } } })
      .png()
      .toBuffer(),
  );
}

/** Sends a photo as a browser's form does (multipart, field `file`). */
export async function postPhoto(t: TestApp, token: string, path: string, bytes: Uint8Array, filename = 'photo.png') {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), filename);
  const response = await t.app.request(`http://127.0.0.1${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, data: (await response.json()) as any };
}
