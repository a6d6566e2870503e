import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorFallback } from '../components/error-fallback.tsx';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { RootLayout, RootLayoutFallback } from './root-layout.tsx';

/**
 * Only screens that exist are registered; every other path is the 404 page. The landing page
 * ships in the first chunk and every other screen loads on demand, which keeps the first
 * route's JavaScript small.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: RootLayoutFallback,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/email-auth', lazy: () => import('./routes/email-auth.tsx') },
      { path: '/auth', lazy: () => import('./routes/provider-auth.tsx') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password.tsx') },
      { path: '/e/:slug', lazy: () => import('./routes/event-page.tsx') },
      { path: '/a', lazy: () => import('./routes/gift.tsx') },
      { path: '/a/:token', lazy: () => import('./routes/gift.tsx') },
      { path: '/pricing', lazy: () => import('./routes/pricing.tsx') },
      // Public: how to install the app, the visitor's browser first (docs/decisions/041-installable-app.md).
      { path: '/install-app', lazy: () => import('./routes/install-app.tsx') },
      // Public: the venue search (filters in the URL) and a venue's page.
      { path: '/venues', lazy: () => import('./routes/venues.tsx') },
      { path: '/venues/:id', lazy: () => import('./routes/venue.tsx') },
      // Public: the marketplace's search (filters in the URL), a product's page and a shop's page.
      { path: '/marketplace', lazy: () => import('./routes/marketplace.tsx') },
      { path: '/marketplace/product/:id', lazy: () => import('./routes/marketplace-product.tsx') },
      { path: '/marketplace/shop/:shopId', lazy: () => import('./routes/marketplace-shop.tsx') },
      // Public: guests pay without an account (their link token rides in sessionStorage, not the URL).
      { path: '/contributions/:id', lazy: () => import('./routes/contribution.tsx') },
      { path: '/demo-checkout/:sessionId', lazy: () => import('./routes/demo-checkout.tsx') },
      // Public: the contribution widget's popup comes back here from the checkout (decision 029).
      { path: '/embed/checkout-return/:id', lazy: () => import('../features/embed/components/checkout-return-screen.tsx') },
      // Public: the add-to-wishlist widget's sign-in popup; it signs the member in itself when needed (decision 031).
      { path: '/embed/sign-in', lazy: () => import('../features/embed/components/embed-sign-in-screen.tsx') },
      // Public: the unread-message email's mute link carries its own signed permission.
      { path: '/messages/mute', lazy: () => import('./routes/messages-mute.tsx') },
      // Public: the event album. The shared upload portal, a guest's own upload page, the gallery, and the slideshow/videos views.
      { path: '/upload/:token', lazy: () => import('./routes/upload-portal.tsx') },
      { path: '/u/:token', lazy: () => import('./routes/guest-upload.tsx') },
      { path: '/gallery/:slug', lazy: () => import('./routes/gallery.tsx') },
      { path: '/v/:slug/:type', lazy: () => import('./routes/video-view.tsx') },
      // The birthday board: public in the spec's route list, but its content is for members (it asks visitors to sign in).
      { path: '/birthday-board', lazy: () => import('./routes/birthday-board.tsx') },
      // Public: the blog; the server draws a post's share preview into /blog/:slug (decision 039).
      { path: '/blog', lazy: () => import('./routes/blog.tsx') },
      { path: '/blog/:slug', lazy: () => import('./routes/blog-post.tsx') },
      // Public: the community forum is read without an account; writing asks to sign in.
      { path: '/forum', lazy: () => import('./routes/forum.tsx') },
      { path: '/forum/post/:id', lazy: () => import('./routes/forum-post.tsx') },
      { path: '/forum/mod-log', lazy: () => import('./routes/forum-mod-log.tsx') },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/dashboard', lazy: () => import('./routes/dashboard.tsx') },
          { path: '/host-dashboard', lazy: () => import('./routes/host-dashboard.tsx') },
          { path: '/account', lazy: () => import('./routes/account.tsx') },
          { path: '/event/new', lazy: () => import('./routes/create-event.tsx') },
          { path: '/dashboard/events/:id', lazy: () => import('./routes/event-overview.tsx') },
          { path: '/dashboard/events/:id/edit', lazy: () => import('./routes/edit-event.tsx') },
          { path: '/dashboard/events/:id/guests', lazy: () => import('./routes/event-guests.tsx') },
          { path: '/dashboard/events/:id/wishlist', lazy: () => import('./routes/event-wishlist.tsx') },
          { path: '/dashboard/events/:id/contributions', lazy: () => import('./routes/event-contributions.tsx') },
          { path: '/dashboard/events/:id/album', lazy: () => import('./routes/event-album.tsx') },
          // Embed keys and snippets for the RSVP widget.
          { path: '/dashboard/embed', lazy: () => import('../features/embed/components/embed-screen.tsx') },
          // The blog's editor, for admins (the API refuses anyone else).
          { path: '/dashboard/blog', lazy: () => import('./routes/blog-admin.tsx') },
          { path: '/dashboard/blog/new', lazy: () => import('./routes/blog-editor.tsx') },
          { path: '/dashboard/blog/:id/edit', lazy: () => import('./routes/blog-editor.tsx') },
          // The demo's stand-in for Stripe's Connect onboarding: only the payout account's owner may open it.
          { path: '/demo-connect/:accountId', lazy: () => import('./routes/demo-connect.tsx') },
          { path: '/cohost-invite', lazy: () => import('./routes/cohost-invite.tsx') },
          { path: '/billing', lazy: () => import('./routes/billing.tsx') },
          { path: '/buy-single-event', lazy: () => import('./routes/buy-single-event.tsx') },
          { path: '/test-payment', lazy: () => import('./routes/test-payment.tsx') },
          { path: '/messages', lazy: () => import('./routes/messages.tsx') },
          { path: '/messages/new', lazy: () => import('./routes/messages-new.tsx') },
          { path: '/messages/:id', lazy: () => import('./routes/messages.tsx') },
          // Writing a forum post, and the moderators' queue (the API checks who moderates).
          { path: '/forum/new', lazy: () => import('./routes/forum-new.tsx') },
          { path: '/forum/mod', lazy: () => import('./routes/forum-mod.tsx') },
          // The member's venue listings: "List your space" creates a draft and opens its form.
          { path: '/host/venues', lazy: () => import('./routes/host-venues.tsx') },
          { path: '/host/venues/new', lazy: () => import('./routes/host-venue-new.tsx') },
          { path: '/host/venues/:id/edit', lazy: () => import('./routes/host-venue-edit.tsx') },
          // Venue bookings: the member's own as a guest, and those of their venues as the owner (same page, owner's side).
          { path: '/bookings', lazy: () => import('./routes/bookings.tsx') },
          { path: '/bookings/:id', lazy: () => import('./routes/booking.tsx') },
          { path: '/host/bookings', lazy: () => import('./routes/host-bookings.tsx') },
          { path: '/host/bookings/:id', lazy: () => import('./routes/booking.tsx') },
          // The marketplace buyer's cart (its payment modal opens over it) and orders.
          { path: '/marketplace/cart', lazy: () => import('./routes/marketplace-cart.tsx') },
          { path: '/marketplace/orders', lazy: () => import('./routes/marketplace-orders.tsx') },
          // The marketplace's seller side: open a shop and connect payouts, manage products and orders, follow sales.
          { path: '/seller-onboarding', lazy: () => import('./routes/seller-onboarding.tsx') },
          { path: '/shop-manager', lazy: () => import('./routes/shop-manager.tsx') },
          { path: '/seller-dashboard', lazy: () => import('./routes/seller-dashboard.tsx') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
