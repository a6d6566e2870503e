import { Hono } from 'hono';
import { answerRequestInputSchema, bookingMonthQuerySchema, bookingQuoteQuerySchema, bookingRequestInputSchema, cancelBookingInputSchema } from '#core/domain/venues/booking.schema.ts';
import type { AppBindings } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { parseInput, readJson } from '#worker/middleware/request-body.ts';
import { requireUser } from '#worker/middleware/session.ts';
import type { BookingPaymentsPort } from './booking-payments.port.ts';
import { bookingsRepo } from './bookings.repo.ts';
import { appOriginOf, bookingView, createBooking, loadBookingFor, moveBooking, quoteJson, splitByTime, venueMonth } from './bookings.service.ts';

const LIST_LIMIT = 200;

/**
 * Venue bookings (decision 028): the booking panel's quote and calendar, booking,
 * paying, answering, cancelling, and both sides' lists. Only the booking's guest and the venue's
 * owner see a booking; anyone else gets the 404 of one that does not exist.
 */
export function bookingsRoutes(payments: BookingPaymentsPort) {
  return (
    new Hono<AppBindings>()
      .get('/venues/:id/availability', async (c) => {
        const { month } = parseInput(bookingMonthQuerySchema, { month: c.req.query('month') });
        const [year, monthNumber] = month.split('-').map(Number) as [number, number];
        const days = await venueMonth(c, c.req.param('id'), year, monthNumber);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ month, days });
      })

      .get('/venues/:id/quote', async (c) => {
        const query = parseInput(bookingQuoteQuerySchema, c.req.query());
        // A Response over plain headers (not c.header): they go to Node's writeHead as they are (decision 049).
        return new Response(await quoteJson(c, c.req.param('id'), query), { status: 200, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' } });
      })

      .post('/venues/:id/bookings', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, bookingRequestInputSchema);
        return c.json(await createBooking(c, user, c.req.param('id'), input, payments), 201);
      })

      .get('/bookings', async (c) => {
        const user = requireUser(c);
        const now = c.get('deps').clock.now();
        const rows = await bookingsRepo.listForGuest(c.get('deps').db, user.id, LIST_LIMIT);
        return c.json(
          splitByTime(
            rows.map((row) => bookingView(row, user.id, now)),
            now,
          ),
        );
      })

      .get('/host/bookings', async (c) => {
        const user = requireUser(c);
        const now = c.get('deps').clock.now();
        const views = (await bookingsRepo.listForOwner(c.get('deps').db, user.id, LIST_LIMIT)).map((row) => bookingView(row, user.id, now));
        const { upcoming, past } = splitByTime(views, now);
        return c.json({ requests: upcoming.filter((view) => view.canAnswer), upcoming: upcoming.filter((view) => !view.canAnswer), past });
      })

      .get('/bookings/:id', async (c) => {
        const { user, found } = await loadBookingFor(c, c.req.param('id'));
        c.header('Cache-Control', 'private, no-store');
        return c.json({ booking: bookingView(found, user.id, c.get('deps').clock.now()) });
      })

      // The guest comes back to pay (the checkout page again, while the slot is held for them).
      .post('/bookings/:id/pay', async (c) => {
        const { role, found } = await loadBookingFor(c, c.req.param('id'));
        if (role !== 'guest') throw new ApiError(404, 'There is no booking here, or it is not yours to see.');
        if (found.booking.status !== 'awaiting_payment' || found.booking.respondBy === null || c.get('deps').clock.now() >= found.booking.respondBy) {
          throw new ApiError(409, 'This booking is not waiting for a payment any more.');
        }
        return c.json(await payments.startCheckout(c.get('deps'), found.booking.id, appOriginOf(c)));
      })

      .post('/bookings/:id/answer', async (c) => {
        // The body first (a cross-site or oversized body is refused before anything is looked up).
        requireUser(c);
        const input = await readJson(c, answerRequestInputSchema);
        const { user, role, found } = await loadBookingFor(c, c.req.param('id'));
        if (role !== 'owner') throw new ApiError(403, 'Only the venue owner answers a booking request.');
        const result = await moveBooking(c.get('deps'), found.booking.id, input.answer, 'owner', { message: input.message ?? null }, payments);
        if (!result.moved) throw new ApiError(409, result.message ?? 'This request cannot be answered now.');
        const view = await bookingsRepo.findWithParties(c.get('deps').db, found.booking.id);
        return c.json({ booking: bookingView(view!, user.id, c.get('deps').clock.now()) });
      })

      .post('/bookings/:id/cancel', async (c) => {
        requireUser(c);
        const input = await readJson(c, cancelBookingInputSchema);
        const { user, role, found } = await loadBookingFor(c, c.req.param('id'));
        const result = await moveBooking(c.get('deps'), found.booking.id, 'cancel', role, { reason: input.reason ?? null }, payments);
        if (!result.moved) throw new ApiError(409, result.message ?? 'This booking cannot be cancelled now.');
        const view = await bookingsRepo.findWithParties(c.get('deps').db, found.booking.id);
        return c.json({ booking: bookingView(view!, user.id, c.get('deps').clock.now()) });
      })
  );
}
