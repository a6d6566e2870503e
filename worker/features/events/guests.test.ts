import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTextFile } from '#core/domain/contacts/charset.rules.ts';
import { guestPageSchema, guestSchema, importReportSchema } from '#core/domain/events/event-view.schema.ts';
import { fillGuests, grantPro } from '../../testing/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const party = { title: 'Maya turns 7', timeZone: 'Europe/London', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00', plusOnesAllowed: 2 };

async function member(name: string) {
  const response = await t.call('POST', '/api/email-auth/register', { json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' } });
  expect(response.status).toBe(201);
  return { token: response.data.token as string };
}

async function setup() {
  const ann = await member('Ann');
  const created = await t.call('POST', '/api/events', { token: ann.token, json: party });
  expect(created.status).toBe(201);
  return { ann, event: created.data.event as { id: string; slug: string } };
}

async function guestNames(token: string, eventId: string, query = '') {
  const response = await t.call('GET', `/api/events/${eventId}/guests${query}`, { token });
  expect(response.status).toBe(200);
  return response.data.guests.map((guest: unknown) => guestSchema.parse(guest).name);
}

describe('adding and editing guests', () => {
  it('adds a guest with a personal link (≥128-bit token, stored only hashed) and the event’s plus-one default', async () => {
    const { ann, event } = await setup();
    const added = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'Gus@Example.com', phone: '+1 (512) 555-0142' } });
    expect(added.status).toBe(201);
    const guest = guestSchema.parse(added.data.guest);
    expect(guest).toMatchObject({ name: 'Gus', email: 'gus@example.com', phone: '+15125550142', plusOnesAllowed: 2, rsvpStatus: 'pending', listStatus: 'not_invited', source: 'host' });
    const link = new URL(added.data.link);
    expect(`${link.origin}${link.pathname}`).toBe(`https://cakeday.test/e/${event.slug}`);
    const token = link.searchParams.get('g')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await t.client.execute('select link_token_hash from guests');
    expect(stored.rows[0]!.link_token_hash).not.toContain(token);
    expect((await t.call('GET', `/api/events/${event.id}/guests/${guest.id}/link`, { token: ann.token })).data.link).toBe(added.data.link);
  });

  it.each([
    [{ name: 'Gus', email: 'not-an-email' }, 'Please enter a valid email address'],
    // The party is in Europe/London, so a number without a country code is read as British.
    [{ name: 'Gus', phone: '12' }, 'Please enter a valid phone number in the United Kingdom, or add its country code'],
    [{ name: 'Gus', phone: '+1 555 123 4567' }, 'Please enter a phone number with its country code, like +1 512 555 0142'],
    [{ name: '' }, "Guest's name is required"],
    [{ name: 'Gus', plusOnesAllowed: 11 }, 'Plus-ones must be a whole number from 0 to 10'],
  ])('rejects %j with a clear 400 and adds nobody', async (body, message) => {
    const { ann, event } = await setup();
    const response = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: body });
    expect(response).toMatchObject({ status: 400, data: { error: message } });
    expect(await guestNames(ann.token, event.id)).toEqual([]);
  });

  it('refuses a duplicate email or phone within the event with a 409, on add and on edit', async () => {
    const { ann, event } = await setup();
    await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'gus@example.com', phone: '+15125550142' } });
    const nia = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Nia', email: 'nia@example.com' } });
    const byEmail = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus 2', email: 'GUS@example.com' } });
    expect(byEmail).toMatchObject({ status: 409, data: { error: 'Gus is already on the guest list with this email address.' } });
    const byPhone = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus 3', phone: '+1 512-555-0142' } });
    expect(byPhone).toMatchObject({ status: 409, data: { error: 'Gus is already on the guest list with this phone number.' } });
    const edit = await t.call('PATCH', `/api/events/${event.id}/guests/${nia.data.guest.id}`, { token: ann.token, json: { phone: '+1 (512) 555 0142' } });
    expect(edit.status).toBe(409);
    expect(await guestNames(ann.token, event.id)).toEqual(['Gus', 'Nia']);
  });

  it('edits and removes guests; searches and filters the list', async () => {
    const { ann, event } = await setup();
    const gus = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'gus@example.com' } });
    await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Nia', phone: '07400 123456' } });
    const edited = await t.call('PATCH', `/api/events/${event.id}/guests/${gus.data.guest.id}`, { token: ann.token, json: { name: 'Gus Grey', plusOnesAllowed: 0 } });
    expect(guestSchema.parse(edited.data.guest)).toMatchObject({ name: 'Gus Grey', plusOnesAllowed: 0, email: 'gus@example.com' });
    expect(await guestNames(ann.token, event.id, '?q=grey')).toEqual(['Gus Grey']);
    expect(await guestNames(ann.token, event.id, '?q=7400')).toEqual(['Nia']);
    expect(await guestNames(ann.token, event.id, '?status=not_invited')).toEqual(['Gus Grey', 'Nia']);
    expect(await guestNames(ann.token, event.id, '?status=going')).toEqual([]);
    expect((await t.call('GET', `/api/events/${event.id}/guests?status=everyone`, { token: ann.token })).status).toBe(400);
    expect((await t.call('DELETE', `/api/events/${event.id}/guests/${gus.data.guest.id}`, { token: ann.token })).status).toBe(200);
    expect(await guestNames(ann.token, event.id)).toEqual(['Nia']);
    expect((await t.call('DELETE', `/api/events/${event.id}/guests/${gus.data.guest.id}`, { token: ann.token })).status).toBe(404);
  });

  it('resets a link: the old token stops working, the new one works', async () => {
    const { ann, event } = await setup();
    const gus = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus' } });
    const oldToken = new URL(gus.data.link).searchParams.get('g')!;
    const reset = await t.call('POST', `/api/events/${event.id}/guests/${gus.data.guest.id}/link/reset`, { token: ann.token });
    const newToken = new URL(reset.data.link).searchParams.get('g')!;
    expect(newToken).not.toBe(oldToken);
    const asOld = await t.call('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': oldToken } });
    expect(asOld.data.viewer).toEqual({ role: 'visitor', guest: null });
    const asNew = await t.call('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': newToken } });
    expect(asNew.data.viewer.role).toBe('guest');
  });

  it('answers 503 with a clear message when guest links are not configured', async () => {
    const { ann, event } = await setup();
    // The env object is the one the app reads, so removing the secret here is what an unconfigured server sees.
    delete (t.env as { GUEST_LINK_SECRET?: string }).GUEST_LINK_SECRET;
    const response = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus' } });
    expect(response.status).toBe(503);
    expect(response.data.error).toContain('GUEST_LINK_SECRET');
  });

  it('keeps the guest list from other members (404) and strangers (401)', async () => {
    const { ann, event } = await setup();
    const bob = await member('Bob');
    const gus = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'gus@example.com' } });
    const id = gus.data.guest.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/events/${event.id}/guests`],
      ['POST', `/api/events/${event.id}/guests`, { name: 'Eve' }],
      ['PATCH', `/api/events/${event.id}/guests/${id}`, { name: 'Eve' }],
      ['DELETE', `/api/events/${event.id}/guests/${id}`],
      ['GET', `/api/events/${event.id}/guests/${id}/link`],
      ['POST', `/api/events/${event.id}/guests/${id}/link/reset`],
      ['GET', `/api/events/${event.id}/guests/export.csv`],
      ['POST', `/api/events/${event.id}/guests/import`, { format: 'csv', content: 'name,email\nEve,eve@example.com', dryRun: false }],
      ['POST', `/api/events/${event.id}/guests/contacts`, { contacts: [{ name: 'Eve', email: 'eve@example.com' }], dryRun: false }],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.call(method, path, { token: bob.token, json })).status, `${method} ${path}`).toBe(404);
      expect((await t.call(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    // A guest id of another event is not found through this event.
    const bobEvent = await t.call('POST', '/api/events', { token: bob.token, json: party });
    expect((await t.call('GET', `/api/events/${bobEvent.data.event.id}/guests/${id}/link`, { token: bob.token })).status).toBe(404);
    expect(await guestNames(ann.token, event.id)).toEqual(['Gus']);
  });
});

describe('export and import', () => {
  it('exports CSV with formula-looking cells neutralised', async () => {
    const { ann, event } = await setup();
    await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: '=HYPERLINK("http://evil","x")', email: 'a@example.com' } });
    await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: '@SUM(1)', phone: '+15125550111' } });
    await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Plain, Name' } });
    const response = await t.app.request(`http://127.0.0.1/api/events/${event.id}/guests/export.csv`, { headers: { authorization: `Bearer ${ann.token}` } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="guests-${event.slug}.csv"`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('name,email,phone,status,party size,plus-one names,dietary note,message,responded at');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"",""x"")",a@example.com,,Not invited yet,0,,,,`);
    expect(lines[2]).toBe(`'@SUM(1),,'+15125550111,Not invited yet,0,,,,`);
    expect(lines[3]).toBe('"Plain, Name",,,Not invited yet,0,,,,');
  });

  it('an import sent twice at once adds each person once, and the reports add up', async () => {
    const { ann, event } = await setup();
    const content = ['Name,Email,Phone', 'Nia,nia@example.com,', 'Lee,,+1 (512) 555-0133', 'Ola,ola@example.com,'].join('\n');
    const send = () => t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'csv', content, dryRun: false } });
    const reports = await Promise.all([send(), send()]);
    expect(reports.map((report) => report.status)).toEqual([200, 200]);
    expect(reports[0]!.data.added + reports[1]!.data.added).toBe(3);
    expect((await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token })).data.guests).toHaveLength(3);
  });

  it('previews a CSV import (nothing written), then imports it, reporting skipped rows and why', async () => {
    const { ann, event } = await setup();
    await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'gus@example.com' } });
    const content = ['Name,Email,Phone', 'Nia,nia@example.com,', 'Gus again,GUS@example.com,', ',nobody@example.com,', 'Raj,,not a phone', 'Lee,,+1 (512) 555-0133', 'Nia twin,nia@example.com,'].join(
      '\n',
    );
    const preview = await t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'csv', content, dryRun: true } });
    expect(preview.status).toBe(200);
    const report = importReportSchema.parse(preview.data);
    expect(report.added).toBe(0);
    expect(report.toAdd.map((row) => row.name)).toEqual(['Nia', 'Lee']);
    expect(report.skipped).toEqual([
      { source: 3, name: 'Gus again', reason: 'Already on the guest list' },
      { source: 4, name: '(no name)', reason: 'No name' },
      { source: 5, name: 'Raj', reason: 'not a phone is not a valid phone number in the United Kingdom: check the digits, or add the country code if it is from another country' },
      { source: 7, name: 'Nia twin', reason: 'Already on the guest list' },
    ]);
    expect(await guestNames(ann.token, event.id)).toEqual(['Gus']);

    const imported = await t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'csv', content, dryRun: false } });
    expect(importReportSchema.parse(imported.data).added).toBe(2);
    const guests = (await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token })).data.guests;
    expect(guests.map((guest: any) => [guest.name, guest.source, guest.phone])).toEqual([
      ['Gus', 'host', null],
      ['Nia', 'import', null],
      ['Lee', 'import', '+15125550133'],
    ]);
    const again = await t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'csv', content, dryRun: false } });
    expect(again.data.added).toBe(0);
  });

  it('imports vCards and Contact Picker contacts', async () => {
    const { ann, event } = await setup();
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Zoe Park',
      'EMAIL;TYPE=HOME:zoe@example.com',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lin;Mo;;;',
      'TEL;TYPE=CELL:+44 7400 123456',
      'END:VCARD',
    ].join('\r\n');
    const fromVcf = await t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'vcf', content: vcf, dryRun: false } });
    expect(fromVcf.data).toMatchObject({ added: 2, skipped: [] });
    const picked = await t.call('POST', `/api/events/${event.id}/guests/contacts`, {
      token: ann.token,
      json: {
        contacts: [
          { name: 'Ola', email: 'ola@example.com' },
          { name: 'Zoe again', email: 'zoe@example.com' },
        ],
        dryRun: false,
      },
    });
    expect(importReportSchema.parse(picked.data)).toMatchObject({ added: 1, skipped: [{ source: 2, name: 'Zoe again', reason: 'Already on the guest list' }] });
    expect(await guestNames(ann.token, event.id)).toEqual(['Zoe Park', 'Mo Lin', 'Ola']);
  });

  it('rejects an oversized file (413), an unknown format and unreadable files (400), changing nothing', async () => {
    const { ann, event } = await setup();
    const huge = `name,email\n${'x'.repeat(1024 * 1024 + 10)},x@example.com`;
    const tooBig = await t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'csv', content: huge, dryRun: false } });
    expect(tooBig).toMatchObject({ status: 413, data: { error: 'The file is too large: imports can be at most 1 MB.' } });
    const xlsx = await t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'xlsx', content: 'a', dryRun: false } });
    expect(xlsx).toMatchObject({ status: 400, data: { error: 'Choose the file format: "csv" or "vcf"' } });
    const noHeader = await t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'csv', content: 'foo,bar\n1,2', dryRun: false } });
    expect(noHeader.status).toBe(400);
    const notVcf = await t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'vcf', content: 'hello', dryRun: false } });
    expect(notVcf.status).toBe(400);
    expect(await guestNames(ann.token, event.id)).toEqual([]);
  });

  describe('real exports and phone numbers', () => {
    /** As the import screen sends a file: its bytes decoded (UTF-8, else windows-1252). */
    const fixture = (name: string) => decodeTextFile(readFileSync(new URL(`../../../core/domain/contacts/fixtures/${name}`, import.meta.url)));

    async function eventIn(timeZone: string, host = 'Ann') {
      const ann = await member(host);
      const created = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, timeZone } });
      expect(created.status).toBe(201);
      return { ann, eventId: created.data.event.id as string };
    }

    it('previews an Android vCard 2.1 at a party in Paris: quoted-printable names, French numbers, nothing written', async () => {
      const { ann, eventId } = await eventIn('Europe/Paris');
      const preview = await t.call('POST', `/api/events/${eventId}/guests/import`, { token: ann.token, json: { format: 'vcf', content: fixture('android-2.1.vcf'), dryRun: true } });
      expect(preview.status).toBe(200);
      const report = importReportSchema.parse(preview.data);
      expect(report.defaultCountry).toBe('FR');
      expect(report.toAdd.map((row) => [row.name, row.phone])).toEqual([
        ['Jörg Müller', '+33612345678'],
        ['Анна Соколова-Миронова', '+33698765432'],
        ['Élodie Lefèvre', '+33612345679'],
        ['Françoise Dürr €’s', null],
      ]);
      expect(await guestNames(ann.token, eventId)).toEqual([]);
    });

    it('imports Google, Outlook and semicolon Excel exports through the real endpoint', async () => {
      const { ann, eventId } = await eventIn('America/New_York');
      const send = (content: string, defaultCountry?: string) =>
        t.call('POST', `/api/events/${eventId}/guests/import`, { token: ann.token, json: { format: 'csv', content, dryRun: false, ...(defaultCountry ? { defaultCountry } : {}) } });
      expect((await send(fixture('google-contacts.csv'))).data).toMatchObject({ added: 4, skipped: [], defaultCountry: 'US' });
      expect((await send(fixture('outlook.csv'))).data).toMatchObject({ added: 4, skipped: [{ name: 'Pat Ager', reason: 'No email or phone number' }] });
      // A German file at a New York party: the host says its numbers are German.
      const german = await send(fixture('excel-semicolon-utf8.csv'), 'de');
      expect(german.data).toMatchObject({ added: 2, defaultCountry: 'DE', skipped: [{ name: 'Zoë Weiß', reason: 'zoe@example..de is not a valid email address' }] });
      expect((await send(fixture('excel-semicolon-1252.csv'), 'FR')).data).toMatchObject({ added: 2, skipped: [] });
      const guests = (await t.call('GET', `/api/events/${eventId}/guests`, { token: ann.token })).data.guests as { name: string; phone: string | null }[];
      expect(guests.filter((guest) => ['Mo T. Bile', 'Jörg Müller', 'Françoise Dürr'].includes(guest.name)).map((guest) => [guest.name, guest.phone])).toEqual([
        ['Mo T. Bile', '+15125550161'],
        ['Jörg Müller', '+493012345678'],
        ['Françoise Dürr', '+33612345670'],
      ]);
      const unknownCountry = await send(fixture('outlook.csv'), 'XX');
      expect(unknownCountry).toMatchObject({ status: 400, data: { error: 'Choose the country as a two-letter code, like GB or FR' } });
    });

    it('re-imports its own CSV export unchanged: formula guards, extensions and all', async () => {
      const { ann, eventId } = await eventIn('Europe/London');
      const guests = [
        { name: '=HYPERLINK("http://evil","x")', email: 'a@example.com' },
        { name: '@Sam', phone: '+44 20 7946 0958' },
        { name: '-Dash Person', email: 'dash@example.com', phone: '+1 (512) 555-0142 ext. 12' },
        { name: 'Plain, Name', phone: '+33 6 12 34 56 78' },
      ];
      for (const json of guests) expect((await t.call('POST', `/api/events/${eventId}/guests`, { token: ann.token, json })).status).toBe(201);
      const exported = await t.app.request(`http://127.0.0.1/api/events/${eventId}/guests/export.csv`, { headers: { authorization: `Bearer ${ann.token}` } });
      const other = await eventIn('UTC', 'Bob');
      const imported = await t.call('POST', `/api/events/${other.eventId}/guests/import`, { token: other.ann.token, json: { format: 'csv', content: await exported.text(), dryRun: false } });
      expect(imported.data).toMatchObject({ added: 4, skipped: [] });
      const pick = (list: { name: string; email: string | null; phone: string | null }[]) => list.map(({ name, email, phone }) => ({ name, email, phone }));
      const before = pick((await t.call('GET', `/api/events/${eventId}/guests`, { token: ann.token })).data.guests);
      expect(pick((await t.call('GET', `/api/events/${other.eventId}/guests`, { token: other.ann.token })).data.guests)).toEqual(before);
      expect(before[2]).toEqual({ name: '-Dash Person', email: 'dash@example.com', phone: '+15125550142;ext=12' });
    });

    it('reads national numbers in the event’s country, and asks for a country code where the zone has none', async () => {
      const paris = await eventIn('Europe/Paris');
      const added = await t.call('POST', `/api/events/${paris.eventId}/guests`, { token: paris.ann.token, json: { name: 'Jo', phone: '06 12 34 56 78' } });
      expect(added.data.guest.phone).toBe('+33612345678');
      const noCountry = await eventIn('UTC', 'Bob');
      const refused = await t.call('POST', `/api/events/${noCountry.eventId}/guests`, { token: noCountry.ann.token, json: { name: 'Jo', phone: '06 12 34 56 78' } });
      expect(refused).toMatchObject({ status: 400, data: { error: 'Please enter a phone number with its country code, like +1 512 555 0142' } });
      const preview = await t.call('POST', `/api/events/${noCountry.eventId}/guests/import`, {
        token: noCountry.ann.token,
        json: { format: 'csv', content: 'Name,Phone\nJo,06 12 34 56 78\n', dryRun: true },
      });
      expect(preview.data).toMatchObject({
        defaultCountry: null,
        skipped: [{ name: 'Jo', reason: 'Add the country code to 06 12 34 56 78 (like +44): we cannot tell which country it is from' }],
      });
    });
  });
});

describe('paging the host’s guest list', () => {
  type Page = { guests: { id: string; name: string; listStatus: string; smsOptedOut: boolean }[]; nextCursor: string | null; total: number };

  async function page(token: string, eventId: string, query: string): Promise<Page> {
    const response = await t.call('GET', `/api/events/${eventId}/guests?${query}`, { token });
    expect(response.status, JSON.stringify(response.data)).toBe(200);
    return guestPageSchema.parse(response.data);
  }

  /** Follows nextCursor to the end; answers every guest id seen, page by page. */
  async function allPages(token: string, eventId: string, query: string) {
    const pages: Page[] = [];
    let after: string | null = null;
    do {
      const next = await page(token, eventId, `${query}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      pages.push(next);
      after = next.nextCursor;
    } while (after && pages.length < 1000);
    return pages;
  }

  async function listOrder(eventId: string): Promise<string[]> {
    const rows = await t.client.execute({ sql: 'SELECT id FROM guests WHERE event_id = ? ORDER BY created_at, rowid', args: [eventId] });
    return rows.rows.map((row) => String(row.id));
  }

  it('covers every guest exactly once, in list order, across pages — guests added in the same millisecond included', async () => {
    const { ann, event } = await setup();
    await grantPro(t, (await t.client.execute("SELECT id FROM users WHERE email = 'ann@example.com'")).rows[0]!.id as string);
    // 120 guests in one millisecond (as an import writes them), then others a millisecond apart, then 40 more at once.
    await fillGuests(t, event.id, 120);
    for (const name of ['Gus', 'Nia', 'Ola']) {
      t.clock.advance(1);
      expect((await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name } })).status).toBe(201);
    }
    await fillGuests(t, event.id, 40);
    const expected = await listOrder(event.id);
    expect(expected).toHaveLength(163);

    for (const limit of [1, 7, 50, 120, 500]) {
      const pages = await allPages(ann.token, event.id, `limit=${limit}`);
      expect(
        pages.flatMap((p) => p.guests.map((guest) => guest.id)),
        `limit ${limit}`,
      ).toEqual(expected);
      expect(pages.every((p, index) => p.total === 163 && p.guests.length === (index < pages.length - 1 ? limit : 163 - limit * (pages.length - 1)))).toBe(true);
      expect(pages.at(-1)!.nextCursor).toBeNull();
    }
  });

  it('gives an older client that sends no limit the first 100 guests and the cursor of the rest', async () => {
    const { ann, event } = await setup();
    await grantPro(t, (await t.client.execute("SELECT id FROM users WHERE email = 'ann@example.com'")).rows[0]!.id as string);
    await fillGuests(t, event.id, 230);
    const response = await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token });
    // The `guests` key and each guest's shape are as before paging; nextCursor and total are new.
    const first = guestPageSchema.parse(response.data);
    expect(first.guests).toHaveLength(100);
    expect(first.total).toBe(230);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await page(ann.token, event.id, `after=${encodeURIComponent(first.nextCursor!)}`);
    expect(rest.guests.map((guest) => guest.id)).toEqual((await listOrder(event.id)).slice(100, 200));
    // The CSV export still has everyone.
    const csv = await t.app.request(`http://127.0.0.1/api/events/${event.id}/guests/export.csv`, { headers: { authorization: `Bearer ${ann.token}` } });
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(231);
  });

  it('filters by list status and search in the database, with totals for the filter and pages of the filtered list', async () => {
    const { ann, event } = await setup();
    const add = async (json: Record<string, unknown>) => {
      t.clock.advance(1);
      const added = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json });
      expect(added.status).toBe(201);
      return { id: added.data.guest.id as string, token: new URL(added.data.link).searchParams.get('g')! };
    };
    const gus = await add({ name: 'Gus Grey', email: 'gus@example.com' });
    const nia = await add({ name: 'Nia 50% off_sale', phone: '07400 123456' });
    const ola = await add({ name: 'Ola', email: 'ola_b@example.com' });
    const lee = await add({ name: 'Lee Back\\slash', phone: '+15125550133' });
    await add({ name: 'Zoë Weiß' });
    for (const guest of [gus, ola]) {
      expect((await t.call('POST', `/api/public/events/${event.slug}/rsvp`, { headers: { 'x-guest-token': guest.token }, json: { response: 'going' } })).status).toBe(200);
    }
    expect((await t.call('POST', `/api/public/events/${event.slug}/rsvp`, { headers: { 'x-guest-token': lee.token }, json: { response: 'declined' } })).status).toBe(200);
    await t.client.execute({ sql: 'UPDATE guests SET invited_at = ? WHERE id = ?', args: [t.clock.now(), nia.id] });
    await t.client.execute({ sql: 'INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES (?, ?)', args: ['+15125550133', t.clock.now()] });

    const names = async (query: string) => {
      const answer = await page(ann.token, event.id, query);
      return { names: answer.guests.map((guest) => guest.name), total: answer.total };
    };
    expect(await names('status=going')).toEqual({ names: ['Gus Grey', 'Ola'], total: 2 });
    expect(await names('status=going&limit=1')).toEqual({ names: ['Gus Grey'], total: 2 });
    expect(await names('status=declined')).toEqual({ names: ['Lee Back\\slash'], total: 1 });
    expect(await names('status=invited')).toEqual({ names: ['Nia 50% off_sale'], total: 1 });
    expect(await names('status=not_invited')).toEqual({ names: ['Zoë Weiß'], total: 1 });
    expect(await names('status=no_reply')).toEqual({ names: [], total: 0 });
    // Search: any case for ASCII letters, in name, email or phone; % _ and \ are plain characters.
    expect(await names('q=GREY')).toEqual({ names: ['Gus Grey'], total: 1 });
    expect(await names('q=7400')).toEqual({ names: ['Nia 50% off_sale'], total: 1 });
    expect(await names(`q=${encodeURIComponent('50%')}`)).toEqual({ names: ['Nia 50% off_sale'], total: 1 });
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual({ names: ['Nia 50% off_sale'], total: 1 });
    expect(await names('q=_')).toEqual({ names: ['Nia 50% off_sale', 'Ola'], total: 2 });
    expect(await names(`q=${encodeURIComponent('\\')}`)).toEqual({ names: ['Lee Back\\slash'], total: 1 });
    expect(await names(`q=${encodeURIComponent('Weiß')}`)).toEqual({ names: ['Zoë Weiß'], total: 1 });
    expect(await names('q=ol&status=going')).toEqual({ names: ['Ola'], total: 1 });
    expect(await names('q=nobody')).toEqual({ names: [], total: 0 });
    const lees = await page(ann.token, event.id, 'q=5550133');
    expect(lees.guests[0]).toMatchObject({ name: 'Lee Back\\slash', smsOptedOut: true });
    expect((await page(ann.token, event.id, 'q=gus')).guests[0]!.smsOptedOut).toBe(false);

    // After the RSVP deadline, invited guests who never answered are "no reply".
    await t.client.execute({ sql: 'UPDATE events SET rsvp_deadline = ? WHERE id = ?', args: [t.clock.now() - 1, event.id] });
    expect(await names('status=no_reply')).toEqual({ names: ['Nia 50% off_sale'], total: 1 });
    expect(await names('status=invited')).toEqual({ names: [], total: 0 });
    // Pages of a filtered list follow its own order.
    const going = await page(ann.token, event.id, 'status=going&limit=1');
    expect((await page(ann.token, event.id, `status=going&limit=1&after=${encodeURIComponent(going.nextCursor!)}`)).guests.map((guest) => guest.name)).toEqual(['Ola']);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 500.'],
    ['limit=501', 'limit must be a whole number from 1 to 500.'],
    ['limit=ten', 'limit must be a whole number from 1 to 500.'],
    ['limit=1e2', 'limit must be a whole number from 1 to 500.'],
    ['after=garbage', 'This page cursor is not valid: load the list again from its first page.'],
    ['after=1.2', 'This page cursor is not valid: load the list again from its first page.'],
    ['after=2.1.1', 'This page cursor is not valid: load the list again from its first page.'],
    ['after=1.-5.1', 'This page cursor is not valid: load the list again from its first page.'],
    [`after=1.${'9'.repeat(17)}.1`, 'This page cursor is not valid: load the list again from its first page.'],
    ['after=1.1.1%27%20OR%201%3D1--', 'This page cursor is not valid: load the list again from its first page.'],
    ['status=everyone', 'Unknown status "everyone": use one of not_invited, invited, no_reply, going, maybe, declined, waitlisted.'],
  ])('answers a clear 400 for %s', async (query, message) => {
    const { ann, event } = await setup();
    expect(await t.call('GET', `/api/events/${event.id}/guests?${query}`, { token: ann.token })).toMatchObject({ status: 400, data: { error: message } });
  });

  it('pages for co-hosts as for the host; other members get 404 and strangers 401, cursor or not', async () => {
    const { ann, event } = await setup();
    await fillGuests(t, event.id, 5);
    const bob = await member('Bob');
    const cat = await member('Cat');
    const bobId = (await t.client.execute("SELECT id FROM users WHERE email = 'bob@example.com'")).rows[0]!.id as string;
    await t.client.execute({
      sql: 'INSERT INTO event_cohosts (id, event_id, email, user_id, invited_at, accepted_at) VALUES (?, ?, ?, ?, ?, ?)',
      args: ['cohost-1', event.id, 'bob@example.com', bobId, 1, 1],
    });
    const first = await page(ann.token, event.id, 'limit=2');
    const asBob = await page(bob.token, event.id, `limit=2&after=${encodeURIComponent(first.nextCursor!)}`);
    expect(asBob.guests.map((guest) => guest.id)).toEqual((await listOrder(event.id)).slice(2, 4));
    for (const query of ['', `?limit=2&after=${encodeURIComponent(first.nextCursor!)}`]) {
      expect((await t.call('GET', `/api/events/${event.id}/guests${query}`, { token: cat.token })).status).toBe(404);
      expect((await t.call('GET', `/api/events/${event.id}/guests${query}`)).status).toBe(401);
    }
  });
});
