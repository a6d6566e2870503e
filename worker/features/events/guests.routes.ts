import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { addGuestInputSchemaFor, updateGuestInputSchemaFor } from '#core/domain/events/guest.schema.ts';
import { isPhoneCountry } from '#core/domain/contacts/phone.rules.ts';
import { countryForTimeZone } from '#core/domain/contacts/time-zone-country.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { privateJson } from '../../cache/json-responses.ts';
import { readJson } from '../../middleware/request-body.ts';
import { guestLinkFor, loadEventFor, loadEventToShow } from './event-access.service.ts';
import type { EventRow } from './events.repo.ts';
import { guestsRepo } from './guests.repo.ts';
import { addGuest, contactsFromFile, exportCsv, guestViews, importContacts, guestListPageJson, MAX_IMPORT_BYTES, removeGuest, resetGuestLink, updateGuest } from './guests.service.ts';

/** Where numbers without a country code are from, when not the event's time zone's country. */
const defaultCountrySchema = z
  .string({ error: 'Choose the country as a two-letter code, like GB or FR' })
  .transform((value) => value.trim().toUpperCase())
  .refine(isPhoneCountry, { message: 'Choose the country as a two-letter code, like GB or FR' })
  .optional();

const importInputSchema = z
  .object({
    format: z.enum(['csv', 'vcf'], { error: 'Choose the file format: "csv" or "vcf"' }),
    content: z.string({ error: 'The file content is missing' }),
    dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(false),
    defaultCountry: defaultCountrySchema,
  })
  .strict();

const contactsInputSchema = z
  .object({
    contacts: z
      .array(
        z.object({
          name: z.string({ error: 'Each contact needs a name' }).max(200),
          email: z.string().max(300).nullable().optional(),
          phone: z.string().max(60).nullable().optional(),
        }),
        { error: 'contacts must be a list' },
      )
      .max(1000, 'Pick at most 1000 contacts at a time'),
    dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(false),
    defaultCountry: defaultCountrySchema,
  })
  .strict();

const TOO_LARGE = 'The file is too large: imports can be at most 1 MB.';

async function loadGuest(c: Context<AppBindings>, event: EventRow) {
  const guestId = c.req.param('guestId') ?? '';
  const guest = guestId.length <= 100 ? await guestsRepo.findGuest(c.get('deps').db, event.id, guestId) : undefined;
  if (!guest) throw new ApiError(404, 'Guest not found');
  return guest;
}

/** The guest list of an event: hosts and co-hosts only. */
export const guestsRoutes = new Hono<AppBindings>()
  .get('/events/:id/guests', async (c) => {
    const { event } = await loadEventToShow(c, c.req.param('id'));
    // {guests, nextCursor, total}: a page, not the whole list (see guestListPageJson); the CSV export below has everyone.
    const query = { status: c.req.query('status'), q: c.req.query('q'), limit: c.req.query('limit'), after: c.req.query('after') };
    return privateJson(c, await guestListPageJson(c, event, query));
  })

  .post('/events/:id/guests', async (c) => {
    const { event, user } = await loadEventFor(c, c.req.param('id'), 'manage');
    const input = await readJson(c, addGuestInputSchemaFor(countryForTimeZone(event.timeZone)));
    const guest = await addGuest(c, user, event, input);
    const [view] = await guestViews(c, event, [guest]);
    return c.json({ guest: view, link: await guestLinkFor(c, event, guest) }, 201);
  })

  .get('/events/:id/guests/export.csv', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'manage');
    const csv = await exportCsv(c, event);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="guests-${event.slug}.csv"`,
      'cache-control': 'no-store',
    });
  })

  .post('/events/:id/guests/import', async (c) => {
    const { event, user } = await loadEventFor(c, c.req.param('id'), 'manage');
    // JSON escaping can make a 1 MB file a little longer; the content itself is measured again below.
    const input = await readJson(c, importInputSchema, { maxBytes: MAX_IMPORT_BYTES + 256 * 1024, tooLargeMessage: TOO_LARGE });
    const contacts = contactsFromFile(input.format, input.content);
    return c.json(await importContacts(c, user, event, contacts, input));
  })

  .post('/events/:id/guests/contacts', async (c) => {
    const { event, user } = await loadEventFor(c, c.req.param('id'), 'manage');
    const input = await readJson(c, contactsInputSchema, { maxBytes: 512 * 1024 });
    const contacts = input.contacts.map((contact, index) => ({ source: index + 1, name: contact.name, emails: contact.email ? [contact.email] : [], phones: contact.phone ? [contact.phone] : [] }));
    return c.json(await importContacts(c, user, event, contacts, input));
  })

  .patch('/events/:id/guests/:guestId', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'manage');
    const guest = await loadGuest(c, event);
    const input = await readJson(c, updateGuestInputSchemaFor(countryForTimeZone(event.timeZone)));
    const [view] = await guestViews(c, event, [await updateGuest(c, event, guest, input)]);
    return c.json({ guest: view });
  })

  .delete('/events/:id/guests/:guestId', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'manage');
    const guest = await loadGuest(c, event);
    await removeGuest(c, event, guest);
    return c.json({ message: `${guest.name} has been removed from the guest list.` });
  })

  .get('/events/:id/guests/:guestId/link', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'manage');
    const guest = await loadGuest(c, event);
    return c.json({ link: await guestLinkFor(c, event, guest) });
  })

  .post('/events/:id/guests/:guestId/link/reset', async (c) => {
    const { event } = await loadEventFor(c, c.req.param('id'), 'manage');
    const guest = await resetGuestLink(c, event, await loadGuest(c, event));
    return c.json({ link: await guestLinkFor(c, event, guest) });
  });
