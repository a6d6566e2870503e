import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assignmentTableSchema, bandsViewSchema, guestGiftViewSchema, wishlistViewSchema } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { grantPro } from '../../testing/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { raceSafe } from './wishlist-access.service.ts';
import { wishlistRepo } from './wishlist.repo.ts';

/**
 * The wishlist API end to end on a real database: items, link reading against a local page,
 * bands, the assignment and its re-runs, the guest's gift page, and who may see what.
 */
let shop: Server;
let shopBase: string;
beforeAll(async () => {
  shop = createServer((request, response) => {
    if (request.url === '/kite') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<meta property="og:title" content="Rainbow Kite"><meta property="og:image" content="https://cdn.example/kite.jpg"><meta property="product:price:amount" content="24.50">');
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopBase = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test', LINK_READER_ALLOW_HOSTS: new URL(shopBase).host } });
});
afterEach(() => t.close());

const party = { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' };

async function member(name: string) {
  const response = await t.call('POST', '/api/email-auth/register', { json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' } });
  expect(response.status).toBe(201);
  return { token: response.data.token as string, id: response.data.user.id as string, email: `${name.toLowerCase()}@example.com` };
}

async function count(table: string, where = '1=1', args: (string | number)[] = []) {
  return Number((await t.client.execute({ sql: `select count(*) as n from ${table} where ${where}`, args })).rows[0]!.n);
}

/** Ann hosts, Cy co-hosts (accepted), Cel is the celebrant member, Sam is a stranger. */
async function setup() {
  const [ann, cy, cel, sam] = [await member('Ann'), await member('Cy'), await member('Cel'), await member('Sam')];
  const created = await t.call('POST', '/api/events', { token: ann.token, json: party });
  expect(created.status).toBe(201);
  const event = created.data.event as { id: string; slug: string };
  await t.client.execute({
    sql: 'insert into event_cohosts (id, event_id, email, user_id, invited_at, accepted_at) values (?, ?, ?, ?, 0, 0)',
    args: ['co-1', event.id, cy.email, cy.id],
  });
  expect((await t.call('PUT', `/api/events/${event.id}/celebrant`, { token: ann.token, json: { email: 'CEL@example.com' } })).data).toEqual({ celebrant: { name: 'Cel', email: cel.email } });
  return { ann, cy, cel, sam, event, base: `/api/events/${event.id}/wishlist` };
}

async function addGuest(token: string, eventId: string, name: string, extra: Record<string, unknown> = {}) {
  const added = await t.call('POST', `/api/events/${eventId}/guests`, { token, json: { name, email: `${name.toLowerCase()}@example.com`, ...extra } });
  expect(added.status).toBe(201);
  return { id: added.data.guest.id as string, token: new URL(added.data.link).searchParams.get('g')!, slug: new URL(added.data.link).pathname.split('/')[2]! };
}

const asGuest = (guestToken: string, method: string, path: string, json?: unknown) => t.call(method, `/api${path}`, { json, headers: { 'x-guest-token': guestToken } });
const rsvp = (slug: string, guestToken: string, response: string) => t.call('POST', `/api/public/events/${slug}/rsvp`, { json: { response }, headers: { 'x-guest-token': guestToken } });

async function addItem(token: string, base: string, item: Record<string, unknown>) {
  const response = await t.call('POST', `${base}/items`, { token, json: item });
  expect(response.status).toBe(201);
  return response.data.item as { id: string };
}

describe('wishlist items', () => {
  it('adds, edits, reorders and removes items; the view follows the contract', async () => {
    const { ann, cel, base } = await setup();
    const kite = await addItem(ann.token, base, { title: 'Kite', priceCents: 2450, url: 'https://shop.example/kite', imageUrl: 'https://cdn.example/kite.jpg' });
    const lego = await addItem(cel.token, base, { title: 'Lego', priceCents: 8900, quantity: 2, priority: 1, notes: 'The castle one' });
    const view = wishlistViewSchema.parse((await t.call('GET', `${base}/items`, { token: ann.token })).data);
    expect(view.items.map((item) => [item.title, item.priority, item.quantity, item.position, item.currency, item.status])).toEqual([
      ['Kite', 3, 1, 0, 'USD', 'available'],
      ['Lego', 1, 2, 1, 'USD', 'available'],
    ]);
    expect(view).toMatchObject({ viewerRole: 'host', bandsAreDefault: true, celebrant: { name: 'Cel' }, revealAt: '2026-12-05T18:00:00.000Z', revealAtChosen: false });

    const edited = await t.call('PATCH', `${base}/items/${kite.id}`, { token: ann.token, json: { title: 'Big kite', notes: null } });
    expect(edited.data.item).toMatchObject({ title: 'Big kite', priceCents: 2450, quantity: 1, priority: 3 });
    const reordered = await t.call('POST', `${base}/items/reorder`, { token: ann.token, json: { itemIds: [lego.id, kite.id] } });
    expect(reordered.data.items.map((item: { title: string }) => item.title)).toEqual(['Lego', 'Big kite']);
    expect((await t.call('POST', `${base}/items/reorder`, { token: ann.token, json: { itemIds: [lego.id] } })).data.error).toBe('Send every item of this wishlist exactly once, in the new order.');
    expect((await t.call('DELETE', `${base}/items/${kite.id}`, { token: ann.token })).status).toBe(200);
    expect(await count('wishlist_items')).toBe(1);
  });

  it.each([
    [{ title: 'X', priceCents: -1 }, 'Price must be a whole number of cents from 0 to 100,000.00'],
    [{ title: 'X', priceCents: 10.5 }, 'Price must be a whole number of cents from 0 to 100,000.00'],
    [{ title: 'X', priceCents: 10_000_001 }, 'Price must be a whole number of cents from 0 to 100,000.00'],
    [{ title: 'X', priceCents: 100, quantity: 0 }, 'Quantity must be a whole number from 1 to 99'],
    [{ title: 'X', priceCents: 100, quantity: 1000 }, 'Quantity must be a whole number from 1 to 99'],
    [{ title: 'X', priceCents: 100, priority: 6 }, 'Priority must be a whole number from 1 (most wanted) to 5'],
    [{ title: '', priceCents: 100 }, 'Title is required'],
    [{ title: 'X', priceCents: 100, url: 'javascript:alert(1)' }, 'Link must be a web address starting with http:// or https://'],
    [{ title: 'X', priceCents: 100, imageUrl: 'http://cdn.example/a.jpg' }, 'Image must be a web address starting with https://'],
    [{ title: 'X', priceCents: 100, owner: 'me' }, 'Unrecognized key: "owner"'],
  ])('refuses %j with a clear 400 and stores nothing', async (body, message) => {
    const { ann, base } = await setup();
    const response = await t.call('POST', `${base}/items`, { token: ann.token, json: body });
    expect(response.status).toBe(400);
    expect(response.data.error).toBe(message);
    expect(await count('wishlist_items')).toBe(0);
  });

  it('refuses bad edits, unknown items and items of another event, changing nothing', async () => {
    const { ann, base } = await setup();
    const kite = await addItem(ann.token, base, { title: 'Kite', priceCents: 2450 });
    await grantPro(t, ann.id); // a second active event
    const other = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, title: 'Other party' } });
    const foreign = await addItem(ann.token, `/api/events/${other.data.event.id}/wishlist`, { title: 'Foreign', priceCents: 100 });
    expect((await t.call('PATCH', `${base}/items/${kite.id}`, { token: ann.token, json: { priceCents: -5 } })).status).toBe(400);
    expect((await t.call('PATCH', `${base}/items/${kite.id}`, { token: ann.token, json: {} })).data.error).toBe('Nothing to change: send at least one field of the item.');
    expect((await t.call('PATCH', `${base}/items/nope`, { token: ann.token, json: { title: 'Y' } })).status).toBe(404);
    expect((await t.call('PATCH', `${base}/items/${foreign.id}`, { token: ann.token, json: { title: 'Stolen' } })).status).toBe(404);
    expect((await t.call('DELETE', `${base}/items/${foreign.id}`, { token: ann.token })).status).toBe(404);
    const rows = await t.client.execute('select title, price_cents from wishlist_items order by title');
    expect(rows.rows.map((row) => [row.title, row.price_cents])).toEqual([
      ['Foreign', 100],
      ['Kite', 2450],
    ]);
  });
});

describe('reading a product link', () => {
  it('fills title, image and price from a local shop page; a failed read is a 200 with a message', async () => {
    const { ann, base } = await setup();
    const read = await t.call('POST', `${base}/read-link`, { token: ann.token, json: { url: `${shopBase}/kite` } });
    expect(read).toMatchObject({ status: 200, data: { ok: true, title: 'Rainbow Kite', imageUrl: 'https://cdn.example/kite.jpg', priceCents: 2450 } });
    const missing = await t.call('POST', `${base}/read-link`, { token: ann.token, json: { url: `${shopBase}/gone` } });
    expect(missing).toMatchObject({ status: 200, data: { ok: false, message: "We couldn't read that page (the shop answered with status 404). Fill in the details by hand." } });
    expect(missing.data.title).toBeUndefined();
  });

  it.each([['http://127.0.0.1/admin'], ['http://169.254.169.254/latest/meta-data/'], ['http://localhost:3000/'], ['http://[::1]/'], ['ftp://shop.example/kite'], ['not a link']])(
    'refuses %s with a 400',
    async (url) => {
      const { ann, base } = await setup();
      const response = await t.call('POST', `${base}/read-link`, { token: ann.token, json: { url } });
      expect(response.status).toBe(400);
      expect(response.data.error).toMatch(/private or local network|http:\/\/ or https:\/\/|unusual ports/);
    },
  );

  it('answers an unreachable shop with a message (injected fetch fails)', async () => {
    t.close();
    t = await createTestApp({ fetch: (async () => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch });
    const { ann, base } = await setup();
    const response = await t.call('POST', `${base}/read-link`, { token: ann.token, json: { url: 'https://shop.example/kite' } });
    expect(response).toMatchObject({ status: 200, data: { ok: false, message: "We couldn't read that page (the address could not be reached). Fill in the details by hand." } });
  });

  it('throttles reads: 30 a minute per member, counted atomically (parallel requests over the limit get 429 and Retry-After), 60 per address', async () => {
    const { ann, cy, base } = await setup();
    const read = (token: string, address = '203.0.113.1') => t.call('POST', `${base}/read-link`, { token, json: { url: `${shopBase}/kite` }, headers: { 'x-test-client-address': address } });
    const burst = await Promise.all(Array.from({ length: 35 }, () => read(ann.token)));
    expect(burst.filter((response) => response.status === 200)).toHaveLength(30);
    const limited = burst.filter((response) => response.status === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.headers.get('retry-after')).toBe('60');
    expect(limited[0]!.data.error).toBe('You have read a lot of links in the last minute. Please wait 60 seconds and try again, or fill in the details by hand.');
    // Cy shares Ann's address: 60 reads an address a minute, and Ann's 35 attempts count.
    const shared = await Promise.all(Array.from({ length: 26 }, () => read(cy.token)));
    expect(shared.map((response) => response.status).sort()).toEqual([...Array(25).fill(200), 429]);
    // From another network Cy still reads (Cy's own count is 27 of 30); a minute later Ann reads again.
    expect((await read(cy.token, '198.51.100.9')).status).toBe(200);
    t.clock.advance(60_000);
    expect((await read(ann.token)).data).toMatchObject({ ok: true, title: 'Rainbow Kite' });
  });
});

describe('bands', () => {
  it('starts with the four default bands; the host saves their own, ordered and non-overlapping', async () => {
    const { ann, cel, base } = await setup();
    const defaults = bandsViewSchema.parse((await t.call('GET', `${base}/bands`, { token: ann.token })).data);
    expect(defaults.isDefault).toBe(true);
    expect(defaults.bands.map((band) => band.label)).toEqual(['Under $25', '$25–50', '$50–100', '$100+']);
    const overlapping = await t.call('PUT', `${base}/bands`, {
      token: ann.token,
      json: {
        bands: [
          { label: 'A', minCents: 0, maxCents: 3000 },
          { label: 'B', minCents: 2000, maxCents: null },
        ],
      },
    });
    expect(overlapping).toMatchObject({ status: 400, data: { error: 'Bands must be in order from cheapest to dearest and must not overlap' } });
    expect(await count('wishlist_settings', 'bands is not null')).toBe(0);
    expect((await t.call('PUT', `${base}/bands`, { token: cel.token, json: { bands: [{ label: 'A', minCents: 0, maxCents: null }] } })).status).toBe(403);
    const saved = await t.call('PUT', `${base}/bands`, {
      token: ann.token,
      json: {
        bands: [
          { label: 'Small', minCents: 0, maxCents: 3000 },
          { label: 'Big', minCents: 3000, maxCents: 10000 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(bandsViewSchema.parse(saved.data)).toMatchObject({ isDefault: false, bands: [{ label: 'Small' }, { label: 'Big' }] });
  });

  it('the host sets a guest’s band; a guest chooses their own; unknown bands are refused', async () => {
    const { ann, event, base } = await setup();
    const gus = await addGuest(ann.token, event.id, 'Gus');
    const bands = (await t.call('GET', `${base}/bands`, { token: ann.token })).data.bands;
    expect((await t.call('PUT', `/api/events/${event.id}/guests/${gus.id}/band`, { token: ann.token, json: { bandId: 'nope' } })).status).toBe(400);
    expect((await t.call('PUT', `/api/events/${event.id}/guests/${gus.id}/band`, { token: ann.token, json: { bandId: bands[1].id } })).data.band.label).toBe('$25–50');
    const chosen = await asGuest(gus.token, 'POST', '/gift/band', { bandId: bands[0].id });
    expect(guestGiftViewSchema.parse(chosen.data).band?.label).toBe('Under $25');
    expect((await asGuest(gus.token, 'POST', '/gift/band', { bandId: 'made-up' })).status).toBe(400);
    expect((await t.client.execute('select chosen_by from wishlist_guest_bands')).rows[0]!.chosen_by).toBe('guest');
  });
});

describe('assignment', () => {
  async function partyWithGuests() {
    const ctx = await setup();
    const { ann, event, base } = ctx;
    const bands = (await t.call('GET', `${base}/bands`, { token: ann.token })).data.bands as { id: string }[];
    const gus = await addGuest(ann.token, event.id, 'Gus', { phone: '+15125550101' });
    const nia = await addGuest(ann.token, event.id, 'Nia');
    const ola = await addGuest(ann.token, event.id, 'Ola');
    await t.call('PUT', `/api/events/${event.id}/guests/${gus.id}/band`, { token: ann.token, json: { bandId: bands[0]!.id } });
    await t.call('PUT', `/api/events/${event.id}/guests/${nia.id}/band`, { token: ann.token, json: { bandId: bands[2]!.id } });
    const book = await addItem(ann.token, base, { title: 'Book', priceCents: 1500 });
    const puzzle = await addItem(ann.token, base, { title: 'Puzzle', priceCents: 2000 });
    const lego = await addItem(ann.token, base, { title: 'Lego', priceCents: 7500, priority: 1 });
    return { ...ctx, bands, gus, nia, ola, book, puzzle, lego };
  }

  it('gives each guest one gift in their band, never one unit twice, with explanations', async () => {
    const { ann, base, gus, nia, ola, lego } = await partyWithGuests();
    const run = await t.call('POST', `${base}/assignment/run`, { token: ann.token });
    expect(run.status).toBe(200);
    const table = assignmentTableSchema.parse(run.data);
    const byName = Object.fromEntries(table.rows.map((row) => [row.guestName, row]));
    expect(byName.Nia).toMatchObject({ status: 'assigned', item: { id: lego.id }, explanation: 'in_band', explanationText: 'Matched in your band' });
    expect(byName.Gus).toMatchObject({ status: 'assigned', explanation: 'in_band' });
    expect(byName.Ola).toMatchObject({ status: 'assigned', explanation: 'no_band' });
    const units = table.rows.map((row) => `${row.item!.id}#${row.item!.unitIndex}`);
    expect(new Set(units).size).toBe(3);
    expect(table.summary).toMatchObject({ guests: 3, assigned: 3, unassigned: 0, freeUnits: 0 });
    expect(table.ranAt).not.toBeNull();
    expect([gus.id, nia.id, ola.id].sort()).toEqual(table.rows.map((row) => row.guestId).sort());
  });

  it('re-running never moves a bought gift; a declined guest releases theirs; pins stay until unpinned', async () => {
    const { ann, base, event, gus, nia, ola, book, puzzle } = await partyWithGuests();
    await t.call('POST', `${base}/assignment/run`, { token: ann.token });
    const gift = guestGiftViewSchema.parse((await asGuest(gus.token, 'GET', '/gift')).data);
    expect(gift.gift).toMatchObject({ status: 'assigned', explanationText: 'Matched in your band' });
    const bought = await asGuest(gus.token, 'POST', '/gift/bought');
    expect(bought.data.gift.status).toBe('bought');
    expect(await count('event_activity', "kind = 'gift_bought'")).toBe(1);
    const gusItem = gift.gift!.itemId;

    // Nia can't come: her gift is released at once (and stays released on the re-run).
    await rsvp(gus.slug, nia.token, 'declined');
    const afterDecline = assignmentTableSchema.parse((await t.call('GET', `${base}/assignment`, { token: ann.token })).data);
    expect(afterDecline.rows.map((row) => row.guestName).sort()).toEqual(['Gus', 'Ola']);
    expect(await count('wishlist_assignments', 'guest_id = ?', [nia.id])).toBe(0);

    // Pin Ola to the puzzle or the book (whichever Gus did not buy).
    const free = gusItem === book.id ? puzzle.id : book.id;
    const pinned = await t.call('PUT', `${base}/assignment/${ola.id}`, { token: ann.token, json: { itemId: free } });
    expect(pinned.status).toBe(200);
    expect(pinned.data.rows.find((row: { guestId: string }) => row.guestId === ola.id)).toMatchObject({ pinned: true, explanation: 'pinned', item: { id: free } });
    expect((await t.call('PUT', `${base}/assignment/${ola.id}`, { token: ann.token, json: { itemId: gusItem } })).data.error).toBe(
      'Every “' + (gusItem === book.id ? 'Book' : 'Puzzle') + '” is already given to a guest. Choose another item.',
    );
    expect((await t.call('PUT', `${base}/assignment/${gus.id}`, { token: ann.token, json: { itemId: free } })).data.error).toBe('Gus already bought their gift, so it can’t be changed.');
    expect((await t.call('PUT', `${base}/assignment/${nia.id}`, { token: ann.token, json: { itemId: free } })).status).toBe(409);

    for (let i = 0; i < 2; i += 1) {
      const rerun = assignmentTableSchema.parse((await t.call('POST', `${base}/assignment/run`, { token: ann.token })).data);
      const rows = Object.fromEntries(rerun.rows.map((row) => [row.guestName, row]));
      expect(rows.Gus).toMatchObject({ status: 'bought', item: { id: gusItem } });
      expect(rows.Ola).toMatchObject({ pinned: true, item: { id: free } });
      expect(rows.Nia).toBeUndefined();
    }
    const unpinned = await t.call('DELETE', `${base}/assignment/${ola.id}`, { token: ann.token });
    expect(unpinned.data.rows.find((row: { guestId: string }) => row.guestId === ola.id).pinned).toBe(false);
    expect(event.id).toBeTruthy();
  });

  it('refuses to remove a bought item (409) and releases an assigned one; lowering quantity stops at bought units', async () => {
    const { ann, base, gus, nia, ola } = await partyWithGuests();
    await t.call('POST', `${base}/assignment/run`, { token: ann.token });
    await asGuest(gus.token, 'POST', '/gift/bought');
    const boughtItem = (await asGuest(gus.token, 'GET', '/gift')).data.gift.itemId;
    const refused = await t.call('DELETE', `${base}/items/${boughtItem}`, { token: ann.token });
    expect(refused.status).toBe(409);
    expect(refused.data.error).toMatch(/has already been bought, so it can’t be removed/);
    expect(await count('wishlist_items', 'id = ?', [boughtItem])).toBe(1);
    const other = (await t.call('GET', `${base}/assignment`, { token: ann.token })).data.rows.find((row: { status: string }) => row.status === 'assigned');
    expect((await t.call('DELETE', `${base}/items/${other.item.id}`, { token: ann.token })).status).toBe(200);
    expect(await count('wishlist_assignments', 'item_id = ?', [other.item.id])).toBe(0);

    const balloons = await addItem(ann.token, base, { title: 'Balloons', priceCents: 300, quantity: 3 });
    expect((await t.call('PUT', `${base}/assignment/${other.guestId}`, { token: ann.token, json: { itemId: balloons.id, unitIndex: 3 } })).status).toBe(400);
    expect((await t.call('PUT', `${base}/assignment/${other.guestId}`, { token: ann.token, json: { itemId: balloons.id, unitIndex: 2 } })).status).toBe(200);
    const otherToken = other.guestName === 'Nia' ? nia.token : ola.token;
    await asGuest(otherToken, 'POST', '/gift/bought');
    const lower = await t.call('PATCH', `${base}/items/${balloons.id}`, { token: ann.token, json: { quantity: 2 } });
    expect(lower).toMatchObject({ status: 409, data: { error: '1 of “Balloons” is already bought, so the quantity can’t go below 3.' } });
    expect((await t.client.execute({ sql: 'select quantity from wishlist_items where id = ?', args: [balloons.id] })).rows[0]!.quantity).toBe(3);
  });

  it('lets a guest swap within their band or says nothing else is free; items above every band are group pots', async () => {
    const { ann, base, event, gus, ola, book, puzzle } = await partyWithGuests();
    await addItem(ann.token, base, { title: 'Sticker', priceCents: 500 });
    await t.call('POST', `${base}/assignment/run`, { token: ann.token });
    const before = (await asGuest(gus.token, 'GET', '/gift')).data.gift.itemId;
    const swapped = await asGuest(gus.token, 'POST', '/gift/swap');
    expect(swapped.status).toBe(200);
    expect(swapped.data.gift.itemId).not.toBe(before);
    expect(swapped.data.gift.explanationText).toBe('Matched in your band');
    // Fill the band: every under-$25 unit is held now, so a second swap has nowhere to go.
    const held = (await t.call('GET', `${base}/assignment`, { token: ann.token })).data.freeUnits;
    for (const unit of held) await addGuest(ann.token, event.id, `Extra${unit.unitIndex}${unit.title}`);
    await t.call('POST', `${base}/assignment/run`, { token: ann.token });
    const none = await asGuest(gus.token, 'POST', '/gift/swap');
    expect(none).toMatchObject({ status: 409, data: { error: 'Nothing else is free in your band' } });
    expect((await asGuest(gus.token, 'GET', '/gift')).data.gift.itemId).toBe(swapped.data.gift.itemId);
    expect([book.id, puzzle.id]).toContain(swapped.data.gift.itemId === book.id ? book.id : puzzle.id);

    // Custom bounded bands make a $300 bike a pot; Ola joins it instead of a single gift.
    const bands = await t.call('PUT', `${base}/bands`, {
      token: ann.token,
      json: {
        bands: [
          { label: 'Small', minCents: 0, maxCents: 5000 },
          { label: 'Big', minCents: 5000, maxCents: 20000 },
        ],
      },
    });
    expect(bands.status).toBe(200);
    const bike = await addItem(ann.token, base, { title: 'Bike', priceCents: 30000 });
    const list = wishlistViewSchema.parse((await t.call('GET', base, { token: ann.token })).data);
    expect(list.items.find((item) => item.id === bike.id)?.isPot).toBe(true);
    expect((await asGuest(ola.token, 'POST', '/gift/join-pot', { itemId: book.id })).status).toBe(409);
    const joined = guestGiftViewSchema.parse((await asGuest(ola.token, 'POST', '/gift/join-pot', { itemId: bike.id })).data);
    expect(joined).toMatchObject({ gift: null, joinedPotItemId: bike.id });
    expect(joined.pots[0]).toMatchObject({ title: 'Bike', memberCount: 1, joined: true });
    const table = assignmentTableSchema.parse((await t.call('POST', `${base}/assignment/run`, { token: ann.token })).data);
    expect(table.rows.find((row) => row.guestId === ola.id)).toMatchObject({ status: 'in_pot', pot: { id: bike.id } });
    expect(table.pots[0]!.members.map((m) => m.guestName)).toEqual(['Ola']);
  });

  it('a write that loses a race for a unit is a 409 with a message, not a 500', async () => {
    const { event, gus, nia, book } = await partyWithGuests();
    const row = (guestId: string) => ({
      id: `${guestId}-row`,
      eventId: event.id,
      guestId,
      itemId: book.id,
      unitIndex: 0,
      status: 'assigned' as const,
      pinned: true,
      explanation: 'pinned' as const,
      updatedAt: 0,
    });
    await wishlistRepo.putAssignment(t.db, row(gus.id));
    const lost = raceSafe(() => wishlistRepo.putAssignment(t.db, row(nia.id)));
    await expect(lost).rejects.toMatchObject({ status: 409, message: 'The gift list changed a moment ago. Please look again and retry.' });
    expect(await count('wishlist_assignments', 'item_id = ?', [book.id])).toBe(1);
  });

  it('queues "your gift" links by email and SMS with the /a/ link', async () => {
    const { ann, base, gus } = await partyWithGuests();
    expect((await t.call('POST', `${base}/assignment/send`, { token: ann.token, json: { channels: ['sms'] } })).status).toBe(409);
    await t.call('POST', `${base}/assignment/run`, { token: ann.token });
    const sent = await t.call('POST', `${base}/assignment/send`, { token: ann.token, json: { channels: ['email', 'sms'] } });
    expect(sent.data).toMatchObject({ queued: 4 });
    const sms = await t.client.execute("select body from message_deliveries where channel = 'sms'");
    expect(String(sms.rows[0]!.body)).toBe(`Cakeday: your gift for Maya turns 7: https://cakeday.test/a/${gus.token}`);
    expect((await t.call('POST', `${base}/assignment/send`, { token: ann.token, json: { channels: ['fax'] } })).status).toBe(400);
  });

  it('the "bought" activity row names the guest but not the item, so a celebrant who also co-hosts cannot pair them', async () => {
    const { ann, cel, event, gus } = await partyWithGuests();
    await t.client.execute({ sql: 'insert into event_cohosts (id, event_id, email, user_id, invited_at, accepted_at) values (?, ?, ?, ?, 0, 0)', args: ['co-cel', event.id, cel.email, cel.id] });
    await t.call('POST', `/api/events/${event.id}/wishlist/assignment/run`, { token: ann.token });
    const gift = guestGiftViewSchema.parse((await asGuest(gus.token, 'GET', '/gift')).data);
    expect((await asGuest(gus.token, 'POST', '/gift/bought')).status).toBe(200);
    const activity = await t.call('GET', `/api/events/${event.id}/activity`, { token: cel.token });
    expect(activity.status).toBe(200);
    const bought = activity.data.activity.find((row: { kind: string }) => row.kind === 'gift_bought');
    expect(bought).toMatchObject({ actorName: 'Gus', body: 'Gus marked their gift as bought' });
    expect(JSON.stringify(activity.data)).not.toContain(gift.gift!.itemId);
  });
});

describe('who may see and do what', () => {
  it('strangers get 404 everywhere; guest tokens open no host endpoint; the celebrant manages items only', async () => {
    const { ann, cy, cel, sam, event, base } = await setup();
    const kite = await addItem(ann.token, base, { title: 'Kite', priceCents: 2000 });
    const gus = await addGuest(ann.token, event.id, 'Gus');
    const endpoints: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/items`],
      ['POST', `${base}/items`, { title: 'X', priceCents: 1 }],
      ['PATCH', `${base}/items/${kite.id}`, { title: 'X' }],
      ['DELETE', `${base}/items/${kite.id}`],
      ['POST', `${base}/items/reorder`, { itemIds: [kite.id] }],
      ['POST', `${base}/read-link`, { url: 'https://shop.example/' }],
      ['GET', `${base}/bands`],
      ['PUT', `${base}/bands`, { bands: [{ label: 'A', minCents: 0, maxCents: null }] }],
      ['PUT', `${base}/settings`, { revealAt: null }],
      ['PUT', `/api/events/${event.id}/celebrant`, { email: null }],
      ['PUT', `/api/events/${event.id}/guests/${gus.id}/band`, { bandId: null }],
      ['GET', `${base}/assignment`],
      ['POST', `${base}/assignment/run`],
      ['PUT', `${base}/assignment/${gus.id}`, { itemId: kite.id }],
      ['DELETE', `${base}/assignment/${gus.id}`],
      ['POST', `${base}/assignment/send`, { channels: ['email'] }],
    ];
    const other = await t.call('POST', '/api/events', { token: sam.token, json: party });
    const otherGuest = await addGuest(sam.token, other.data.event.id, 'Zed');
    for (const [method, path, json] of endpoints) {
      expect((await t.call(method, path, { token: sam.token, json })).status, `${method} ${path} as a stranger`).toBe(404);
      expect((await t.call(method, path, { json, headers: { 'x-guest-token': gus.token } })).status, `${method} ${path} with a guest token`).toBe(401);
      expect((await t.call(method, path, { json, headers: { 'x-guest-token': otherGuest.token } })).status, `${method} ${path} other event's guest`).toBe(401);
    }
    const hostOnly = ['PUT /api/events/' + event.id + '/celebrant'];
    for (const [method, path, json] of endpoints) {
      const key = `${method} ${path}`;
      if (key.startsWith('DELETE') || key.includes('/reorder')) continue;
      const asCy = await t.call(method, path, { token: cy.token, json });
      if (hostOnly.includes(key)) expect(asCy.status, `${key} as co-host`).toBe(403);
      else expect(asCy.status, `${key} as co-host`).not.toBe(404);
      const asCel = await t.call(method, path, { token: cel.token, json });
      const celebrantMay = /wishlist(\/items(\/[^/]+)?|\/read-link|\/bands)?$/.test(path) && !(method === 'PUT' && path.endsWith('/bands'));
      expect(asCel.status === 403, `${key} as celebrant`).toBe(!celebrantMay);
    }
    // A guest of another event cannot touch this event's items through the gift routes.
    expect((await asGuest(otherGuest.token, 'POST', '/gift/join-pot', { itemId: kite.id })).status).toBe(404);
    expect((await asGuest('forged-token', 'GET', '/gift')).status).toBe(404);
    expect((await t.call('GET', '/api/gift')).status).toBe(404);
  });

  it('the celebrant sees reserved/bought but never who, until the reveal date; the guest page shows only their own gift', async () => {
    const { ann, cel, event, base } = await setup();
    await addItem(ann.token, base, { title: 'Kite', priceCents: 2000 });
    await addItem(ann.token, base, { title: 'Book', priceCents: 1500 });
    const gus = await addGuest(ann.token, event.id, 'Gus');
    const nia = await addGuest(ann.token, event.id, 'Nia');
    await t.call('POST', `${base}/assignment/run`, { token: ann.token });
    await asGuest(gus.token, 'POST', '/gift/bought');

    // The test clock stands at 2026-11-21, before the party ends (the default reveal).
    const hidden = await t.call('GET', base, { token: cel.token });
    const view = wishlistViewSchema.parse(hidden.data);
    expect(view).toMatchObject({ viewerRole: 'celebrant', revealed: false, celebrant: null });
    expect(view.items.map((item) => item.status).sort()).toEqual(['bought', 'reserved']);
    expect(view.items.every((item) => item.claims === null && item.potMembers === null)).toBe(true);
    const raw = JSON.stringify(hidden.data);
    for (const secret of ['Gus', 'Nia', gus.id, nia.id]) expect(raw).not.toContain(secret);
    expect((await t.call('GET', `${base}/assignment`, { token: cel.token })).status).toBe(403);

    const niaPage = JSON.stringify((await asGuest(nia.token, 'GET', '/gift')).data);
    expect(niaPage).not.toContain('Gus');
    expect(niaPage).not.toContain(gus.id);

    // The host moves the reveal to a date that has passed: names appear for the celebrant.
    expect((await t.call('PUT', `${base}/settings`, { token: ann.token, json: { revealAt: 'tomorrow' } })).status).toBe(400);
    expect((await t.call('PUT', `${base}/settings`, { token: ann.token, json: { revealAt: '2026-10-01T00:00:00Z' } })).data).toEqual({ revealAt: '2026-10-01T00:00:00.000Z', revealAtChosen: true });
    const shown = wishlistViewSchema.parse((await t.call('GET', base, { token: cel.token })).data);
    expect(shown.revealed).toBe(true);
    expect(
      shown.items
        .flatMap((item) => item.claims ?? [])
        .map((claim) => claim.guestName)
        .sort(),
    ).toEqual(['Gus', 'Nia']);
  });

  it('refuses a celebrant email without an account and the host as celebrant; removing the celebrant ends their access', async () => {
    const { ann, cel, base, event } = await setup();
    expect((await t.call('PUT', `/api/events/${event.id}/celebrant`, { token: ann.token, json: { email: 'nobody@example.com' } })).status).toBe(400);
    expect((await t.call('PUT', `/api/events/${event.id}/celebrant`, { token: ann.token, json: { email: 'ann@example.com' } })).status).toBe(400);
    expect((await t.call('GET', base, { token: cel.token })).status).toBe(200);
    await t.call('PUT', `/api/events/${event.id}/celebrant`, { token: ann.token, json: { email: null } });
    expect((await t.call('GET', base, { token: cel.token })).status).toBe(404);
  });

  it('account deletion stays complete: the host’s wishlist goes with the event; a deleted celebrant loses the role', async () => {
    const { ann, cel, event, base } = await setup();
    await addItem(cel.token, base, { title: 'Kite', priceCents: 2000 });
    const gus = await addGuest(ann.token, event.id, 'Gus');
    await t.call('POST', `${base}/assignment/run`, { token: ann.token });
    await asGuest(gus.token, 'POST', '/gift/bought');
    expect((await t.call('DELETE', '/api/user', { token: cel.token, json: { password: 'violet-otter-42', confirm: 'DELETE' } })).status).toBe(200);
    expect(await count('wishlist_settings', 'celebrant_user_id is not null')).toBe(0);
    expect(await count('wishlist_items', 'created_by_user_id is null')).toBe(1);
    expect((await t.call('DELETE', '/api/user', { token: ann.token, json: { password: 'violet-otter-42', confirm: 'DELETE' } })).status).toBe(200);
    for (const table of ['wishlist_items', 'wishlist_assignments', 'wishlist_settings', 'wishlist_guest_bands', 'wishlist_pot_members']) expect(await count(table), table).toBe(0);
  });
});

describe('the celebrant finds their wishlists', () => {
  it('lists only the events where the member is the celebrant, with no guest data', async () => {
    const { cel, sam, ann, event } = await setup();
    const mine = await t.call('GET', '/api/wishlists/celebrating', { token: cel.token });
    expect(mine.status).toBe(200);
    expect(mine.data.celebrating).toEqual([{ eventId: event.id, slug: event.slug, title: party.title, startsAt: expect.any(String), timeZone: party.timeZone, status: 'active' }]);
    expect((await t.call('GET', '/api/wishlists/celebrating', { token: sam.token })).data).toEqual({ celebrating: [] });
    expect((await t.call('GET', '/api/wishlists/celebrating', { token: ann.token })).data).toEqual({ celebrating: [] });
    expect((await t.call('GET', '/api/wishlists/celebrating')).status).toBe(401);
  });
});

describe('the celebrant is never a co-host', () => {
  it('refuses to name a co-host as celebrant, and refuses co-host invitations for the celebrant', async () => {
    const { ann, cy, cel, event } = await setup();
    const cohostAsCelebrant = await t.call('PUT', `/api/events/${event.id}/celebrant`, { token: ann.token, json: { email: cy.email } });
    expect(cohostAsCelebrant.status).toBe(409);
    expect(cohostAsCelebrant.data.error).toBe('This member co-hosts the party and sees who brings which gift. Remove them as co-host first, then make them the celebrant.');
    expect((await t.call('GET', `/api/events/${event.id}/wishlist`, { token: ann.token })).data.celebrant).toMatchObject({ name: 'Cel' });

    const invite = await t.call('POST', `/api/events/${event.id}/cohosts`, { token: ann.token, json: { email: cel.email } });
    expect(invite.status).toBe(409);
    expect(invite.data.error).toBe('The celebrant cannot co-host their own party: co-hosts see who brings which gift, and that would spoil the surprise.');
    expect(await count('event_cohosts', 'email = ?', [cel.email])).toBe(0);
  });

  it('refuses an invitation accepted by a member who has since become the celebrant', async () => {
    const { ann, event } = await setup();
    const dee = await member('Dee');
    const invited = await t.call('POST', `/api/events/${event.id}/cohosts`, { token: ann.token, json: { email: dee.email } });
    expect(invited.status).toBe(201);
    const mail = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(dee.email)}`);
    const token = decodeURIComponent(/cohost-invite\?token=([\w%-]+)/.exec(mail.data.messages[0].body)![1]!);
    // A pending invitation already blocks naming her celebrant.
    expect((await t.call('PUT', `/api/events/${event.id}/celebrant`, { token: ann.token, json: { email: dee.email } })).status).toBe(409);
    // Made celebrant behind the invitation's back (say, by a direct edit), she still cannot accept.
    await t.client.execute({ sql: 'update wishlist_settings set celebrant_user_id = ? where event_id = ?', args: [dee.id, event.id] });
    const accept = await t.call('POST', '/api/cohost-invitations/accept', { token: dee.token, json: { token } });
    expect(accept.status).toBe(409);
    expect(await count('event_cohosts', 'email = ? and accepted_at is not null', [dee.email])).toBe(0);
  });
});
