import { Hono } from 'hono';
import { bookingMonthQuerySchema, bookingQuoteQuerySchema } from '#core/domain/venues/booking.schema.ts';
import type { EmbedVenueBooking, EmbedVenueList, EmbedVenueMonth, EmbedVenueQuote } from '#core/embed/embed-venue.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { parseInput } from '../../middleware/request-body.ts';
import { type EmbedVenuePort, keyVenueIds, venueCards, verifiedReturnOrigin, widgetBooking } from './embed-venue.service.ts';
import { gateWidgetCall } from './embed-widget.service.ts';

/**
 * The venue widget's part of the widget API (decision 030), behind the same gate as the others
 * (key, allowed origin, limits; `gateWidgetCall`). The venue views, the quote and the month are the
 * venues feature's own functions, handed in as `venues` by createApp.
 */
export function embedVenueRoutes(venues: EmbedVenuePort) {
  return (
    new Hono<AppBindings>()
      // The key's published venues (one for a single-venue key; `venue` narrows an owner key to one).
      .get('/embed/v1/venue', async (c) => {
        const key = await gateWidgetCall(c, 'venue-search');
        const body: EmbedVenueList = { venues: await venueCards(c, venues, key, c.req.query('venue')) };
        return c.json(body);
      })

      // A booking made in the widget's popup: its status and start only, for the key's venues.
      .get('/embed/v1/venue/booking/:id', async (c) => {
        const key = await gateWidgetCall(c, 'venue-search');
        const booking: EmbedVenueBooking = await widgetBooking(c, key, c.req.param('id'));
        return c.json({ booking });
      })

      .get('/embed/v1/venue/:id/availability', async (c) => {
        const key = await gateWidgetCall(c, 'venue-search');
        const [venueId] = await keyVenueIds(c, key, c.req.param('id'));
        const { month } = parseInput(bookingMonthQuerySchema, { month: c.req.query('month') });
        const [year, monthNumber] = month.split('-').map(Number) as [number, number];
        const body: EmbedVenueMonth = { month, days: await venues.venueMonth(c, venueId!, year, monthNumber) };
        return c.json(body);
      })

      .get('/embed/v1/venue/:id/quote', async (c) => {
        const key = await gateWidgetCall(c, 'venue-search');
        const [venueId] = await keyVenueIds(c, key, c.req.param('id'));
        const { date, startMinute, endMinute, guests } = c.req.query();
        const request = parseInput(bookingQuoteQuerySchema, { date, startMinute, endMinute, guests });
        const quote: EmbedVenueQuote = await venues.quoteBooking(c, venueId!, request);
        return c.json({ quote });
      })

      // For the venue page on our own origin, in the widget's popup: may it tell this origin about
      // the booking? (Same-origin, so outside the CORS gate; it answers only yes or a bare 403.)
      .get('/embed/venue-return', async (c) => {
        const origin = await verifiedReturnOrigin(c, { key: c.req.query('key'), origin: c.req.query('origin'), venue: c.req.query('venue') });
        c.header('Cache-Control', 'private, no-store');
        return c.json({ origin });
      })
  );
}
