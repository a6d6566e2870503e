import { Hono } from 'hono';
import { chooseBandInputSchema, joinPotInputSchema } from '#core/domain/wishlist/wishlist.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { ownJson } from '../../cache/json-responses.ts';
import { readJson } from '../../middleware/request-body.ts';
import { giftPageJson } from './gift-page.service.ts';
import { chooseBand, joinPot, markBought, swapGift } from './gift.service.ts';
import { guestFromToken } from './wishlist-access.service.ts';

/** The guest's side (/a/:token): the personal guest link's token in `x-guest-token`; only their own gift. */
export const giftRoutes = new Hono<AppBindings>()
  // Kept under the event's versions (gift-page.service.ts), sent as bytes encoded once; never stored (the API's no-store).
  .get('/gift', async (c) => ownJson(await giftPageJson(c), 'no-store'))

  .post('/gift/band', async (c) => {
    const { guest, event } = await guestFromToken(c);
    const input = await readJson(c, chooseBandInputSchema);
    return c.json(await chooseBand(c, event, guest, input.bandId));
  })

  .post('/gift/bought', async (c) => {
    const { guest, event } = await guestFromToken(c);
    return c.json(await markBought(c, event, guest));
  })

  .post('/gift/swap', async (c) => {
    const { guest, event } = await guestFromToken(c);
    return c.json(await swapGift(c, event, guest));
  })

  .post('/gift/join-pot', async (c) => {
    const { guest, event } = await guestFromToken(c);
    const input = await readJson(c, joinPotInputSchema);
    return c.json(await joinPot(c, event, guest, input.itemId));
  });
