import { Hono } from 'hono';
import { countryForTimeZone } from '#core/domain/contacts/time-zone-country.rules.ts';
import { openRsvpInputSchemaFor, rsvpInputSchema } from '#core/domain/events/guest.schema.ts';
import { createEmbedKeyInputSchemaFor, type EmbedContributionStart, type EmbedRsvpResult } from '#core/embed/embed-keys.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { parseInput, readJson, readJsonObject } from '../../middleware/request-body.ts';
import { createEmbedKey, isProduction, listEmbedKeys, revokeEmbedKey } from './embed-keys.service.ts';
import { countContribution, countLoad, countWidgetUse, listEmbedKeyStats } from './embed-stats.service.ts';
import {
  allowedKeyFor,
  contributionCard,
  contributionState,
  type EmbedContributionPort,
  type EmbedRsvpPort,
  gateWidgetCall,
  guestOf,
  keyEvent,
  keyPot,
  payingGuest,
  refuse,
  rsvpCard,
} from './embed-widget.service.ts';

/**
 * Where the checkout sends the popup back on our origin: a page that tells the widget's page (the
 * origin this call came from, already checked against the key) and lets the widget ask for the status.
 */
export const checkoutReturnPath = (contributionId: string, origin: string) => `/embed/checkout-return/${encodeURIComponent(contributionId)}?origin=${encodeURIComponent(origin)}`;

/**
 * Embed keys for members (`/api/embed/keys`) and the public, versioned widget API the SDK's
 * widgets call from other sites (`/api/embed/v1/…`, decisions 027 and 029). The RSVP answer itself
 * is the events feature's, handed in as `rsvp` by createApp; the pot, the start of a contribution
 * and its status are the money feature's, handed in as `contribution`.
 */
export function embedRoutes(rsvp: EmbedRsvpPort, contribution: EmbedContributionPort) {
  return (
    new Hono<AppBindings>()
      .get('/embed/keys', async (c) => c.json({ keys: await listEmbedKeys(c) }))

      // The member's own keys' stats: totals and the last 30 days per metric (decision 032).
      .get('/embed/keys/stats', async (c) => c.json({ stats: await listEmbedKeyStats(c) }))

      .post('/embed/keys', async (c) => {
        const input = await readJson(c, createEmbedKeyInputSchemaFor({ production: isProduction(c) }));
        return c.json({ key: await createEmbedKey(c, input) }, 201);
      })

      .post('/embed/keys/:id/revoke', async (c) => c.json({ key: await revokeEmbedKey(c, c.req.param('id')) }))

      // Preflight of a widget's POST (JSON) or of a GET with a guest token: only the key's allowed
      // origins get the CORS answer; any other page's browser stops before sending the request.
      .options('/embed/v1/*', async (c) => {
        const key = await allowedKeyFor(c);
        if (!key) {
          return c.json({ error: 'This site is not allowed to call the Cakeday widget API with this key.', code: 'origin-not-allowed' }, 403, { Vary: 'Origin' });
        }
        return c.body(null, 204, {
          'Access-Control-Allow-Origin': c.req.header('origin')!,
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'content-type, x-guest-token, x-embed-session',
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        });
      })

      .get('/embed/v1/rsvp', async (c) => {
        const key = await gateWidgetCall(c, 'rsvp');
        const event = await keyEvent(c, key, c.req.query('event'));
        const card = await rsvpCard(c, event);
        await countLoad(c, key);
        return c.json({ event: card });
      })

      .post('/embed/v1/rsvp', async (c) => {
        const key = await gateWidgetCall(c, 'rsvp');
        const event = await keyEvent(c, key, c.req.query('event'));
        const { guestToken, ...raw } = await readJsonObject(c);
        if (guestToken !== undefined && typeof guestToken !== 'string') throw new ApiError(400, 'The guest link token must be text.', { guestToken: 'Must be text' });
        let result: EmbedRsvpResult;
        if (guestToken) {
          const guest = await guestOf(c, event, guestToken);
          if (!guest) throw new ApiError(403, 'This personal link is not for this event. Open the link from your invitation again.', undefined, undefined, 'guest-link-invalid');
          const updated = await rsvp.answerRsvp(c, event, guest, parseInput(rsvpInputSchema, raw));
          result = { status: answered(updated.rsvpStatus), partySize: updated.partySize };
        } else {
          const input = parseInput(openRsvpInputSchemaFor(countryForTimeZone(event.timeZone)), raw);
          const guest = await rsvp.openRsvp(c, event, { role: 'visitor', guest: null, user: null }, input);
          result = { status: answered(guest.rsvpStatus), partySize: guest.partySize, link: await rsvp.guestLinkFor(c, event, guest) };
        }
        await countWidgetUse(c, key, 'submission');
        return c.json(result, guestToken ? 200 : 201);
      })

      // The contribution widget: the pot's card (with the guest link in x-guest-token, when any).
      .get('/embed/v1/contribution', async (c) => {
        const key = await gateWidgetCall(c, 'contribution');
        const { pot, event } = await keyPot(c, key, c.req.query('pot'));
        const card = await contributionCard(c, contribution, pot, event);
        await countLoad(c, key);
        return c.json({ pot: card });
      })

      // Starts a contribution as the link's guest; the widget opens the checkout in a popup on our origin.
      .post('/embed/v1/contribution', async (c) => {
        const key = await gateWidgetCall(c, 'contribution');
        const { pot, event } = await keyPot(c, key, c.req.query('pot'));
        await payingGuest(c, event);
        const origin = c.req.header('origin')!;
        const started = await contribution.startContribution(c, pot.id, { returnPath: (id) => checkoutReturnPath(id, origin) });
        const body: EmbedContributionStart = { contribution: contributionState(started.contribution), checkoutUrl: started.checkoutUrl };
        return c.json(body, 201);
      })

      // The widget follows its contribution after the checkout (the popup's message, or polling).
      .get('/embed/v1/contribution/:id', async (c) => {
        const key = await gateWidgetCall(c, 'contribution');
        const { pot, event } = await keyPot(c, key, c.req.query('pot'));
        await payingGuest(c, event);
        const view = await contribution.followContribution(c, c.req.param('id'));
        // Only contributions to this key's pot: a key is no window onto the guest's other ones.
        if (view.potId !== pot.id) throw refuse(c, 404, 'pot-gone', 'This contribution is not for this widget’s pot.');
        // Counted when completed (paid, held or released), once per contribution (decision 032).
        if (view.status === 'succeeded' || view.status === 'released') await countContribution(c, key, view.id);
        return c.json({ contribution: contributionState(view) });
      })
  );
}

function answered(status: 'pending' | EmbedRsvpResult['status']): EmbedRsvpResult['status'] {
  // An answer is never "pending" after answerRsvp; declined is the safe reading if it ever were.
  return status === 'pending' ? 'declined' : status;
}
