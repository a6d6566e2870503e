import { Hono } from 'hono';
import type { ApiErrorBody } from '#core/http/api-error.ts';
import type { AppBindings, AppDeps } from './deps.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { albumMediaRoutes } from './features/albums/album-media.routes.ts';
import { albumsRoutes } from './features/albums/albums.routes.ts';
import { birthdayBoardRoutes } from './features/birthday-board/birthday-board.routes.ts';
import { blogPageRoutes, blogRoutes } from './features/blog/blog.routes.ts';
import { oidcRoutes } from './features/accounts/oidc.routes.ts';
import { messagesRoutes } from './features/messages/messages.routes.ts';
import { devToolsRoutes } from './features/dev-tools/dev-tools.routes.ts';
import { runScheduledWork } from './scheduler.ts';
import { embedRoutes } from './features/embed/embed.routes.ts';
import { embedOpenApiRoutes } from './features/embed/embed-openapi.routes.ts';
import { embedRsvpGiftRoutes } from './features/embed/embed-rsvp-gift.routes.ts';
import { embedWishlistRoutes } from './features/embed/embed-wishlist.routes.ts';
import { embedVenueRoutes } from './features/embed/embed-venue.routes.ts';
import { eventShellRoutes } from './features/events/event-shell.routes.ts';
import { injectServerContent, injectShareMeta } from './features/events/event-shell.service.ts';
import { eventsRoutes } from './features/events/events.routes.ts';
import { guestLinkFor, loadEventFor, managerRole } from './features/events/event-access.service.ts';
import { guestsRoutes } from './features/events/guests.routes.ts';
import { forumRoutes } from './features/forum/forum.routes.ts';
import { openRsvp } from './features/events/public-events.service.ts';
import { publicEventsRoutes } from './features/events/public-events.routes.ts';
import { answerRsvp } from './features/events/rsvp.service.ts';
import { followContribution, startContribution } from './features/money/contributions/contributions.service.ts';
import { boardPotTotals, createBoardPot, discardUnusedBoardPot } from './features/money/contributions/board-pots.service.ts';
import { finishBookingRefund, startBookingCheckout } from './features/money/booking-payments/booking-payments.service.ts';
import { finishOrderRefunds, reconcileGroupCheckout, startGroupCheckout } from './features/money/marketplace-payments/marketplace-payments.service.ts';
import { orderMoneyNotices } from './features/marketplace/orders/emails/order-emails.service.ts';
import { ordersRoutes } from './features/marketplace/orders/orders.routes.ts';
import { moneyRoutes } from './features/money/money.routes.ts';
import { visiblePotView } from './features/money/contributions/pots.service.ts';
import { handleDemoDelivery } from './features/money/webhooks.service.ts';
import { invitationsRoutes } from './features/invitations/invitations.routes.ts';
import { catalogPageRoutes } from './features/marketplace/catalog/catalog-pages.routes.ts';
import { catalogRoutes } from './features/marketplace/catalog/catalog.routes.ts';
import { sellerProductWish } from './features/marketplace/catalog/catalog-public.service.ts';
import { outboxRoutes } from './features/outbox/outbox.routes.ts';
import { installableRoutes } from './features/installable/installable.routes.ts';
import { mediaRoutes, uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { venuesRoutes } from './features/venues/venues.routes.ts';
import { quoteBooking, venueMonth } from './features/venues/bookings/bookings.service.ts';
import { loadVenueDetail } from './features/venues/venue-detail.service.ts';
import { giftRoutes } from './features/wishlist/gift.routes.ts';
import { loadGift, markBought } from './features/wishlist/gift.service.ts';
import { addableWishlists, addWishlistItemAs } from './features/wishlist/wishlist-embed.service.ts';
import { wishlistRoutes } from './features/wishlist/wishlist.routes.ts';
import { handleError } from './middleware/errors.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { sessionMiddleware } from './middleware/session.ts';

/**
 * Builds the whole API from injected dependencies. Imports nothing runtime-specific: the Node
 * entry, the Workers entry and the tests each hand in their own database, clock, mailer and env.
 * Static files (platform, SDK) are added by the entries after these routes.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  app.onError(handleError);
  // A payment the webhook books tells the marketplace orders, which email the sellers and the buyer (decision 062).
  const webhookNotices = { marketplaceOrders: orderMoneyNotices };
  // The demo provider's events take the webhook's verify → dedupe → apply path, in process.
  deps.paymentEvents?.connect((delivery) => handleDemoDelivery(deps, delivery, webhookNotices));
  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  const api = new Hono<AppBindings>();
  api.use('*', sessionMiddleware);
  api.route('/', accountsRoutes);
  api.route('/', oidcRoutes);
  api.route('/', venuesRoutes({ startCheckout: startBookingCheckout, finishRefund: finishBookingRefund }));
  api.route('/', invitationsRoutes);
  api.route('/', eventsRoutes);
  api.route('/', guestsRoutes);
  api.route('/', publicEventsRoutes);
  api.route('/', wishlistRoutes);
  api.route('/', giftRoutes);
  api.route('/', moneyRoutes(webhookNotices));
  api.route('/', messagesRoutes);
  api.route('/', uploadsRoutes);
  // Reminders by push: the members' browser subscriptions (docs/decisions/041-installable-app.md).
  api.route('/', installableRoutes);
  // A birthday-board group gift's money is a money pot of its own kind; members chip in through the money routes (decision 040).
  api.route('/', birthdayBoardRoutes({ createBoardPot, discardUnusedBoardPot, boardPotTotals }));
  api.route('/', forumRoutes);
  // The marketplace's cart, checkout and orders pay, refund and pay out through the money feature (decision 061).
  api.route(
    '/marketplace',
    ordersRoutes({ startCheckout: startGroupCheckout, reconcile: (deps, groupId) => reconcileGroupCheckout(deps, groupId, orderMoneyNotices), finishRefunds: finishOrderRefunds }),
  );
  api.route('/', blogRoutes);
  // The album asks the events feature who manages an event (decision 037).
  api.route(
    '/',
    albumsRoutes({
      loadManagedEvent: async (c, eventId) => (await loadEventFor(c, eventId, 'manage')).event,
      managesEvent: async (c, event, userId) => (await managerRole(c.get('deps'), event, userId)) !== null,
    }),
  );
  // The RSVP widget answers through the events feature's own RSVP service (decision 027), the
  // contribution widget pays through the money feature's own contribution path (decision 029).
  api.route('/', embedRoutes({ answerRsvp, openRsvp, guestLinkFor }, { visiblePotView, startContribution, followContribution }));
  // The RSVP widget's gift part shows and marks the guest's gift through the wishlist feature's own gift service (decision 032).
  api.route('/', embedRsvpGiftRoutes({ loadGift, markBought }));
  api.route('/', embedOpenApiRoutes);
  // The add-to-wishlist widget adds through the wishlist feature's own access rule and add (decision 031);
  // a button naming the seller's own marketplace product adds that product as the marketplace describes it.
  api.route('/', embedWishlistRoutes({ addableWishlists, addWishlistItemAs, sellerProductWish }));
  // The venue widget reads the venue page's view, quote and calendar through the venues feature (decision 030).
  api.route('/', embedVenueRoutes({ venueDetail: loadVenueDetail, quoteBooking, venueMonth }));
  // The marketplace's catalog; its add-to-wishlist goes through the wishlist feature's own access rule and add, as the widget's does (decision 031).
  api.route('/marketplace', catalogRoutes({ addWishlistItemAs }));
  if (deps.env.DEV_OUTBOX && deps.env.ENVIRONMENT !== 'production') api.route('/', outboxRoutes);
  if (deps.testClock && deps.env.ENVIRONMENT !== 'production') api.route('/', devToolsRoutes(runScheduledWork));
  api.all('*', (c) => c.json<ApiErrorBody>({ error: `There is no API at ${c.req.method} ${c.req.path}.` }, 404));

  app.route('/api', api);
  // Pages the server fills in before the entries' static files take over.
  app.route('/', eventShellRoutes);
  // The blog's feed, sitemap and post pages; a post's first paint uses the event page's layout slot (decision 039).
  app.route('/', blogPageRoutes({ injectServerContent }));
  // The marketplace's search, product and shop pages, drawn with the event page's layout slot and share preview (decision 022).
  app.route('/', catalogPageRoutes({ injectServerContent, injectShareMeta }));
  app.route('/', mediaRoutes);
  app.route('/', albumMediaRoutes);
  return app;
}
export type App = ReturnType<typeof createApp>;
