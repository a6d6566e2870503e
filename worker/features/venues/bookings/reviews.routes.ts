import { Hono } from 'hono';
import { checkCanReply, checkCanReview } from '#core/domain/venues/review.rules.ts';
import { reviewInputSchema, reviewReplyInputSchema } from '#core/domain/venues/review.schema.ts';
import type { AppBindings } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { readJson } from '#worker/middleware/request-body.ts';
import { requireUser } from '#worker/middleware/session.ts';
import { randomId } from '#worker/services/tokens.ts';
import { listingsRepo } from '../listings.repo.ts';
import { loadBookingFor } from './bookings.service.ts';
import { reviewsRepo } from './reviews.repo.ts';

const REVIEWS_SHOWN = 50;

/** The first word of a name, as reviews show their author ("Gus", not a full name). */
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || 'A guest';

/**
 * Reviews: the guest of a completed booking reviews it once; the venue's owner replies
 * once; anyone reads a published venue's reviews. The venue's average moves in the same write as
 * the review (reviews.repo.ts).
 */
export const reviewsRoutes = new Hono<AppBindings>()
  .post('/bookings/:id/review', async (c) => {
    requireUser(c);
    const input = await readJson(c, reviewInputSchema);
    const { user, found } = await loadBookingFor(c, c.req.param('id'));
    const { booking } = found;
    const check = checkCanReview({ booking: { status: booking.status, guestId: booking.guestUserId ?? '' }, reviewerId: user.id, alreadyReviewed: found.review !== null });
    if (!check.ok) throw new ApiError(found.review !== null ? 409 : 400, check.message);
    const id = randomId();
    const saved = await reviewsRepo.insert(c.get('deps').db, {
      id,
      bookingId: booking.id,
      venueId: booking.venueId,
      guestUserId: user.id,
      reviewerName: firstName(user.name),
      rating: input.rating,
      text: input.text ?? '',
      createdAt: c.get('deps').clock.now(),
    });
    if (!saved) throw new ApiError(409, 'You have already reviewed this booking');
    return c.json({ review: await reviewsRepo.findPublic(c.get('deps').db, id) }, 201);
  })

  .post('/reviews/:id/reply', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, reviewReplyInputSchema);
    const id = c.req.param('id');
    const found = id.length <= 100 ? await reviewsRepo.findWithVenueOwner(c.get('deps').db, id) : null;
    if (!found) throw new ApiError(404, 'There is no review here.');
    const check = checkCanReply({ venueOwnerId: found.ownerId, replierId: user.id, existingReply: found.review.reply });
    if (!check.ok) throw new ApiError(found.ownerId === user.id ? 409 : 403, check.message);
    if (!(await reviewsRepo.setReply(c.get('deps').db, id, input.text, c.get('deps').clock.now()))) throw new ApiError(409, 'You have already replied to this review');
    return c.json({ review: await reviewsRepo.findPublic(c.get('deps').db, id) });
  })

  .get('/venues/:id/reviews', async (c) => {
    const id = c.req.param('id');
    const venue = id.length <= 100 ? await listingsRepo.find(c.get('deps').db, id) : null;
    if (!venue || (venue.status !== 'published' && venue.ownerId !== c.get('user')?.id)) throw new ApiError(404, 'This venue does not exist or is not listed right now.');
    return c.json({ reviews: await reviewsRepo.listForVenue(c.get('deps').db, venue.id, REVIEWS_SHOWN) });
  });
