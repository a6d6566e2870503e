import { afterAll, beforeAll, expect } from 'vitest';
import { products, venues } from '../db/schema/index.ts';
import { upload } from '../features/albums/album-testing.ts';
import { book, payCheckout, window as comingSaturday } from '../features/venues/bookings/booking-testing.ts';
import { publishListing } from '../features/venues/venue-testing.ts';
import { fixture } from '../services/images/fixtures/image-fixtures.ts';
import { generateVapidPrivateJwk } from '../services/push/vapid.ts';
import { runScheduledWork } from '../scheduler.ts';
import { marketplaceSweepObjects } from './marketplace-orders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The sweeps' world (the hostile-input and permission sweeps in worker/sweeps/). */
export const EMBED_SITE = 'https://site.example';
let embedCaller = 0;
export const embedHeaders = () => ({ origin: EMBED_SITE, 'x-test-client-address': `198.51.${(embedCaller >> 8) & 255}.${embedCaller++ & 255}` });

/**
 * Two members (Ann the host, Cel), an admin (Ada), and one of every object Ann owns or answers
 * for — an event with a guest and their link, a comment and a co-host invitation, a wishlist item,
 * a fund with a contribution, a purchase, a payout account, a conversation, venue listings with a
 * booking request and a reviewed past booking, embed keys, an album photo, a blog post, a forum
 * post and comment with a report, a forum ban and a moderator, a birthday-board gift — so the
 * sweeps reach every route with a real id: a refusal then proves a check, not a missing row.
 */
export async function sweepWorld(t: TestApp) {
  const register = async (name: string) => {
    const response = await t.call('POST', '/api/email-auth/register', { json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' } });
    expect(response.status).toBe(201);
    return response.data.token as string;
  };
  const ann = await register('Ann');
  const cel = await register('Cel');
  const bookings = await bookingsOfAnnsVenue(t, ann, cel);
  const created = await t.call('POST', '/api/events', { token: ann, json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' } });
  expect(created.status).toBe(201);
  const event = created.data.event as { id: string; slug: string };
  const added = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann, json: { name: 'Gus', email: 'gus@example.com' } });
  expect(added.status).toBe(201);
  const guest = { id: added.data.guest.id as string, token: new URL(added.data.link).searchParams.get('g')! };
  const item = await t.call('POST', `/api/events/${event.id}/wishlist/items`, { token: ann, json: { title: 'Kite', priceCents: 2450 } });
  expect(item.status).toBe(201);
  const pot = await t.call('POST', `/api/events/${event.id}/pots`, { token: ann, json: { kind: 'event_fund', title: 'Party fund', minCents: 500, maxCents: 5_000 } });
  expect(pot.status).toBe(201);
  const started = await t.call('POST', `/api/pots/${pot.data.id}/contributions`, { headers: { 'x-guest-token': guest.token }, json: { amountCents: 1_000, anonymous: true } });
  expect(started.status).toBe(201);
  const money = { potId: pot.data.id as string, contributionId: started.data.contribution.id as string, sessionId: new URL(started.data.checkoutUrl).pathname.split('/').pop()! };
  // Gus opens his guest link signed in, so Ann can message him.
  const gus = await register('Gus');
  expect((await t.call('GET', `/api/public/events/${event.slug}`, { token: gus, headers: { 'x-guest-token': guest.token } })).status).toBe(200);
  const conversation = await t.call('POST', '/api/messages/conversations', { token: ann, json: { context: { type: 'event-guest', id: guest.id }, message: 'Hi Gus' } });
  expect(conversation.status).toBe(201);
  const messages = { conversationId: conversation.data.conversation.id as string, messageId: conversation.data.message.id as number };
  const listing = await t.call('POST', '/api/host/venues', { token: ann, json: { title: 'Backyard', timeZone: 'UTC' } });
  expect(listing.status).toBe(201);
  const embedKey = await t.call('POST', '/api/embed/keys', { token: ann, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [EMBED_SITE] } });
  expect(embedKey.status).toBe(201);
  const fundKey = await t.call('POST', '/api/embed/keys', { token: ann, json: { widget: 'contribution', target: { kind: 'pot', id: pot.data.id }, allowedOrigins: [EMBED_SITE] } });
  expect(fundKey.status).toBe(201);
  // The venue widget's key (decision 030) for Ann's venue, published straight in the database so its quote parses input.
  await t.db.update(venues).set({ status: 'published' });
  const venueKey = await t.call('POST', '/api/embed/keys', { token: ann, json: { widget: 'venue-search', target: { kind: 'venue', id: listing.data.listing.id }, allowedOrigins: [EMBED_SITE] } });
  expect(venueKey.status).toBe(201);
  // Ann sells too: an add-to-wishlist key and a widget-scoped sign-in from the shop's site (decision 031).
  const annId = (await t.call('GET', '/api/email-auth/user', { token: ann })).data.id as string;
  const sellerKey = await t.call('POST', '/api/embed/keys', { token: ann, json: { widget: 'wishlist-add', target: { kind: 'seller', id: annId }, allowedOrigins: [EMBED_SITE] } });
  expect(sellerKey.status).toBe(201);
  const embedSession = await t.call('POST', '/api/embed/sessions', { token: ann, json: { key: sellerKey.data.key.id, origin: EMBED_SITE } });
  expect(embedSession.status).toBe(201);
  const portal = await t.call('POST', `/api/events/${event.id}/album/portal-link`, { token: ann });
  expect(portal.status).toBe(200);
  // A photo in the album, from the guest's link, for the item routes.
  const albumPhoto = await upload(t, fixture('transparent.png'), { 'x-guest-token': guest.token });
  expect(albumPhoto.status).toBe(200);
  // An admin and a blog post of theirs, for the blog editor's routes.
  const admin = await register('Ada');
  const adminId = (await t.call('GET', '/api/email-auth/user', { token: admin })).data.id as string;
  await t.client.execute({ sql: "UPDATE users SET role = 'admin' WHERE id = ?", args: [adminId] });
  const blogPost = await t.call('POST', '/api/admin/blog/posts', { token: admin, json: { title: 'Party games', body: 'Text', status: 'draft' } });
  expect(blogPost.status).toBe(201);
  // A forum post with a comment of Ann's.
  const forumPost = await t.call('POST', '/api/forum/posts', { token: ann, json: { topic: 'help', title: 'Hello' } });
  expect(forumPost.status).toBe(201);
  const forumComment = await t.call('POST', `/api/forum/posts/${forumPost.data.post.id}/comments`, { token: ann, json: { body: 'Hi' } });
  expect(forumComment.status).toBe(201);
  // A group gift of Ann's for Cel on the birthday board.
  const celId = (await t.call('GET', '/api/email-auth/user', { token: cel })).data.id as string;
  expect((await t.call('PATCH', '/api/user/profile', { token: cel, json: { birthdayMonth: 12, showOnBirthdayBoard: true } })).status).toBe(200);
  const boardGift = await t.call('POST', '/api/birthday-board/gifts', { token: ann, json: { celebrantId: celId, title: 'Kite', targetCents: 5_000 } });
  expect(boardGift.status).toBe(201);
  // The forum's moderation objects: Cel reports Ann's post (before the ban below would refuse it),
  // the admin bans Cel and appoints Gus; the report's id is read from the moderators' queue.
  expect((await t.call('POST', `/api/forum/posts/${forumPost.data.post.id}/report`, { token: cel, json: { reason: 'Spam' } })).status).toBe(201);
  const queue = await t.call('GET', '/api/forum/mod/queue', { token: admin });
  expect(queue.data.reports).toHaveLength(1);
  expect((await t.call('POST', '/api/forum/mod/bans', { token: admin, json: { userId: celId, days: 7, reason: 'Spam' } })).status).toBe(201);
  const moderator = await t.call('POST', '/api/forum/moderators', { token: admin, json: { email: 'gus@example.com' } });
  expect(moderator.status).toBe(201);
  // A comment of the guest's on the event page, and a co-host invitation Ann sent (left pending:
  // accepted, the transfer line's body would hand the event over mid-sweep).
  const eventComment = await t.call('POST', `/api/public/events/${event.slug}/comments`, { headers: { 'x-guest-token': guest.token }, json: { body: 'See you there' } });
  expect(eventComment.status).toBe(201);
  const cohost = await t.call('POST', `/api/events/${event.id}/cohosts`, { token: ann, json: { email: 'cody@example.com' } });
  expect(cohost.status).toBe(201);
  // Ann's own purchase (a test payment, left pending) and payout account (onboarding not finished).
  const purchase = await t.call('POST', '/api/billing/test-payment', { token: ann, json: { amountCents: 50 } });
  expect(purchase.status).toBe(201);
  const onboarding = await t.call('POST', '/api/payouts/onboarding', { token: ann, json: { returnPath: '/dashboard' } });
  expect(onboarding.status).toBe(200);
  // The marketplace: Ann's own shop and product (the catalog); Cel's shop, Ann's orders from it (one
  // waiting, one received and reviewed) and her cart.
  const marketplace = { ...(await marketplaceOfAnn(t, ann)), ...(await marketplaceSweepObjects(t, ann, cel)) };
  return {
    ...bookings,
    ...marketplace,
    forumReportId: queue.data.reports[0].id as string,
    bannedId: celId,
    moderatorId: moderator.data.moderator.id as string,
    eventCommentId: eventComment.data.comment.id as string,
    cohostId: cohost.data.cohost.id as string,
    purchaseId: purchase.data.purchaseId as string,
    payoutAccountId: decodeURIComponent(/\/demo-connect\/([^?]+)/.exec(onboarding.data.url)![1]!),
    celId,
    boardGiftId: boardGift.data.id as string,
    forumPostId: forumPost.data.post.id as number,
    forumCommentId: forumComment.data.comment.id as number,
    albumItemId: albumPhoto.data.item.id as string,
    admin,
    blogPostId: blogPost.data.post.id as string,
    ann,
    event,
    guest,
    itemId: item.data.item.id as string,
    ...money,
    ...messages,
    venueId: listing.data.listing.id as string,
    embedKey: embedKey.data.key.id as string,
    fundKey: fundKey.data.key.id as string,
    venueKey: venueKey.data.key.id as string,
    annId,
    sellerKey: sellerKey.data.key.id as string,
    embedSession: embedSession.data.token as string,
    portalToken: (portal.data.album.portalLink as string).split('/upload/')[1]!,
  };
}
export type SweepWorld = Awaited<ReturnType<typeof sweepWorld>>;

/**
 * One app and world for the tests of a sweep file, built before them and closed after: each file
 * builds its own, on its own database, so the files run side by side. Push is set up, so the
 * reminder subscriptions' bodies reach their parser.
 */
export function sweepWorldPerFile(): () => { t: TestApp; w: SweepWorld } {
  let t: TestApp | undefined;
  let w: SweepWorld | undefined;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://cakeday.test', VAPID_PRIVATE_JWK: await generateVapidPrivateJwk() } });
    w = await sweepWorld(t);
  }, 120_000);
  afterAll(() => t?.close());
  return () => {
    if (!t || !w) throw new Error("The sweep world is built before the file's tests.");
    return { t, w };
  };
}

/**
 * Bookings of Ann's venue by Cel: one in the past, taken place and reviewed (the review routes'
 * object), and a request for a coming Saturday, paid and waiting for Ann's answer (the booking
 * routes'; its owner sees it once paid). The past one is booked for this afternoon and the clock
 * moved past it, before anything else of the world exists, so no other object ages with it.
 */
async function bookingsOfAnnsVenue(t: TestApp, ann: string, cel: string) {
  const venue = await publishListing(t, ann, { bookingMode: 'request' });
  const bookAndPay = async (json: Record<string, unknown>) => {
    const booked = await book(t, cel, venue.id, json);
    expect(booked.status, JSON.stringify(booked.data)).toBe(201);
    expect((await payCheckout(t, booked.data.checkoutUrl)).status).toBe(200);
    return booked.data.booking.id as string;
  };
  // 2–4 PM in Chicago on the test clock's first day (a Saturday), which starts at 6 AM there.
  const pastBookingId = await bookAndPay({ date: '2026-11-21', startMinute: 840, endMinute: 960, guests: 10 });
  expect((await t.call('POST', `/api/bookings/${pastBookingId}/answer`, { token: ann, json: { answer: 'confirm' } })).status).toBe(200);
  t.clock.advance(11 * 3_600_000);
  await runScheduledWork(t.deps);
  const review = await t.call('POST', `/api/bookings/${pastBookingId}/review`, { token: cel, json: { rating: 5, text: 'Lovely lawn' } });
  expect(review.status, JSON.stringify(review.data)).toBe(201);
  const bookingId = await bookAndPay(comingSaturday);
  return { bookedVenueId: venue.id, pastBookingId, reviewId: review.data.review.id as string, bookingId };
}

/**
 * Ann's shop with one product (a draft made active straight in the database: her payout account
 * is left unfinished for the money routes), for the marketplace's seller and public routes.
 */
async function marketplaceOfAnn(t: TestApp, ann: string) {
  const shop = await t.call('POST', '/api/marketplace/seller/shop', { token: ann, json: sweepShop });
  expect(shop.status, JSON.stringify(shop.data)).toBe(201);
  const product = await t.call('POST', '/api/marketplace/seller/products', { token: ann, json: sweepProduct });
  expect(product.status, JSON.stringify(product.data)).toBe(201);
  await t.db.update(products).set({ status: 'active' });
  return { shopId: shop.data.shop.id as string, shopSlug: shop.data.shop.slug as string, productId: product.data.product.id as string, variantId: product.data.product.variants[0].id as string };
}
const sweepShop = {
  name: 'Ann’s Party Shop',
  slug: 'anns-party-shop',
  description: 'Balloons',
  city: 'Austin',
  timeZone: 'America/Chicago',
  delivery: { shipping: { priceCents: 800, days: 4 }, localDelivery: { priceCents: 1200, radiusMiles: 15, leadHours: 24 }, pickup: true },
};
const sweepProduct = {
  kind: 'item',
  title: 'Balloon arch',
  description: 'Pastel',
  category: 'balloons',
  status: 'draft',
  optionNames: ['Color'],
  variants: [{ optionValues: ['Pink'], priceCents: 2400, stock: 5 }],
};

/** A request the sweeps send: a real path of the sweep world, and a body the endpoint accepts. */
export interface Target {
  method: string;
  path: string;
  /** A body the endpoint accepts; each of its fields is replaced by each hostile value. */
  valid?: Record<string, unknown>;
  guest?: boolean;
  /** Sent with an admin's session (the blog's editor) instead of Ann's. */
  admin?: boolean;
  /** Sent without the host's session (the open RSVP of a visitor). */
  anonymous?: boolean;
  /** More headers, made for each request (the embed widget API's Origin and a fresh client address under its per-address limit). */
  headers?: () => Record<string, string>;
}

/**
 * One line per mutating API route (several where a route takes different bodies), in an order that
 * keeps the world usable: what ends the guest's link, the event, sessions and the account comes last.
 */
export function sweepTargets(w: SweepWorld): Target[] {
  const e = `/api/events/${w.event.id}`;
  const p = `/api/public/events/${w.event.slug}`;
  const m = `/api/messages/conversations/${w.conversationId}`;
  return [
    { method: 'POST', path: '/api/email-auth/register', valid: { name: 'Zed', email: 'zed@example.com', password: 'violet-otter-42' } },
    { method: 'POST', path: '/api/email-auth/login', valid: { email: 'ann@example.com', password: 'violet-otter-42' } },
    { method: 'POST', path: '/api/email-auth/forgot-password', valid: { email: 'ann@example.com' } },
    { method: 'POST', path: '/api/email-auth/reset-password', valid: { token: 'abc', password: 'violet-otter-43' } },
    { method: 'POST', path: '/api/user/birthday', valid: { birthdayMonth: 5, showOnBirthdayBoard: true } },
    { method: 'PATCH', path: '/api/user/profile', valid: { name: 'Ann B.', birthdayMonth: 3, showOnBirthdayBoard: false } },
    { method: 'POST', path: '/api/user/password', valid: { currentPassword: 'violet-otter-42', newPassword: 'violet-otter-42' } },
    { method: 'POST', path: '/api/events', valid: { title: 'Party', timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00', capacity: 10 } },
    { method: 'PATCH', path: e, valid: { title: 'Party', capacity: 10, rsvpDeadline: '2026-12-04T10:00', timeZone: 'UTC', description: 'Fun' } },
    // The cover: an upload id that is nobody's, and removing it.
    { method: 'PATCH', path: e, valid: { coverImageUploadId: 'f'.repeat(32) } },
    { method: 'PATCH', path: e, valid: { coverImageUploadId: null, coverImageUrl: null } },
    { method: 'POST', path: `${e}/cohosts`, valid: { email: 'co@example.com' } },
    { method: 'POST', path: '/api/cohost-invitations/accept', valid: { token: 'abc' } },
    // The co-host has not accepted, so the transfer is refused after its body is read.
    { method: 'POST', path: `${e}/transfer`, valid: { cohostId: w.cohostId } },
    { method: 'DELETE', path: `${e}/comments/${w.eventCommentId}` },
    { method: 'DELETE', path: `${e}/cohosts/${w.cohostId}` },
    { method: 'POST', path: `${e}/guests`, valid: { name: 'Nia', email: 'nia@example.com', phone: '+1 512 555 0142', plusOnesAllowed: 1 } },
    { method: 'PATCH', path: `${e}/guests/${w.guest.id}`, valid: { name: 'Gus G', email: 'gus2@example.com', plusOnesAllowed: 0 } },
    { method: 'POST', path: `${e}/guests/import`, valid: { format: 'csv', content: 'name,email\nZoe,zoe@example.com', dryRun: true } },
    { method: 'POST', path: `${e}/guests/contacts`, valid: { contacts: [{ name: 'Zoe', email: 'zoe@example.com' }], dryRun: true } },
    { method: 'POST', path: `${e}/invitations`, valid: { guestIds: [w.guest.id], channels: ['email'] } },
    { method: 'POST', path: `${e}/blasts`, valid: { message: 'Hello', statuses: ['no_reply'], channels: ['email'] } },
    // Before the album entries below close uploads, which would refuse valid bodies with a 409 early.
    { method: 'POST', path: `${e}/photo-requests`, valid: { channels: ['email', 'sms'], guestIds: 'going', note: 'Thanks for coming!' } },
    { method: 'POST', path: `${e}/photo-requests`, valid: { channels: ['email'], guestIds: [w.guest.id] } },
    { method: 'POST', path: `${e}/wishlist/items`, valid: { title: 'Ball', priceCents: 500, quantity: 2, priority: 1, url: 'https://shop.example/ball', notes: 'Red' } },
    { method: 'PATCH', path: `${e}/wishlist/items/${w.itemId}`, valid: { title: 'Ball', priceCents: 500, quantity: 1, imageUrl: 'https://cdn.example/b.jpg' } },
    { method: 'POST', path: `${e}/wishlist/items/reorder`, valid: { itemIds: [w.itemId] } },
    { method: 'POST', path: `${e}/wishlist/read-link`, valid: { url: 'http://127.0.0.1/' } },
    { method: 'PUT', path: `${e}/wishlist/bands`, valid: { bands: [{ label: 'Small', minCents: 0, maxCents: 2000 }] } },
    { method: 'PUT', path: `${e}/wishlist/settings`, valid: { revealAt: '2026-12-06T10:00:00.000Z' } },
    { method: 'PUT', path: `${e}/celebrant`, valid: { email: 'cel@example.com' } },
    { method: 'PUT', path: `${e}/guests/${w.guest.id}/band`, valid: { bandId: 'nope' } },
    { method: 'POST', path: `${e}/wishlist/assignment/send`, valid: { channels: ['email'] } },
    { method: 'PUT', path: `${e}/wishlist/assignment/${w.guest.id}`, valid: { itemId: w.itemId, unitIndex: 0 } },
    { method: 'POST', path: `${p}/rsvp`, valid: { response: 'going', partySize: 1, plusOneNames: [], dietaryNote: 'none', message: 'Yay' }, guest: true },
    { method: 'POST', path: `${p}/rsvp`, valid: { name: 'Vic', email: 'vic@example.com', response: 'going', partySize: 1 }, anonymous: true },
    { method: 'POST', path: `${p}/comments`, valid: { body: 'Hello' }, guest: true },
    { method: 'POST', path: '/api/gift/band', valid: { bandId: 'nope' }, guest: true },
    { method: 'POST', path: '/api/gift/join-pot', valid: { itemId: w.itemId }, guest: true },
    {
      method: 'POST',
      path: `${e}/pots`,
      valid: { kind: 'gift', wishlistItemId: w.itemId, title: 'Kite pot', minCents: 500, maxCents: 5_000, targetCents: 2_450, deadline: '2026-12-01T10:00:00.000Z', refundIfTargetMissed: true },
    },
    { method: 'PATCH', path: `${e}/pots/${w.potId}`, valid: { title: 'Fund', description: 'For the cake', minCents: 500, maxCents: 1_000, status: 'open' } },
    { method: 'POST', path: `/api/pots/${w.potId}/contributions`, valid: { amountCents: 1_000, anonymous: false, name: 'Gus', message: 'Hi' }, guest: true },
    { method: 'POST', path: `/api/payments/demo/checkout/${w.sessionId}/pay`, valid: { cardNumber: '4000 0000 0000 0002' }, anonymous: true },
    { method: 'POST', path: '/api/payments/webhook', valid: { id: 'evt_1', type: 'payment.succeeded' }, anonymous: true },
    { method: 'POST', path: '/api/payouts/onboarding', valid: { returnPath: '/dashboard' } },
    { method: 'POST', path: '/api/billing/single-event', valid: { eventId: w.event.id } },
    { method: 'POST', path: '/api/billing/test-payment', valid: { amountCents: 100 } },
    { method: 'POST', path: '/api/billing/pro' },
    { method: 'POST', path: '/api/billing/subscription/cancel' },
    { method: 'POST', path: `${e}/contributions/${w.contributionId}/refund` },
    { method: 'POST', path: `/api/contributions/${w.contributionId}/cancel`, guest: true },
    { method: 'POST', path: '/api/messages/conversations', valid: { context: { type: 'event-guest', id: w.guest.id }, message: 'Hello\nthere' } },
    { method: 'POST', path: `${m}/messages`, valid: { body: 'Hello' } },
    { method: 'PATCH', path: `${m}/messages/${w.messageId}`, valid: { body: 'Hello!' } },
    { method: 'POST', path: `${m}/read`, valid: { messageId: w.messageId } },
    { method: 'PATCH', path: m, valid: { muted: true, archived: false } },
    { method: 'POST', path: `${m}/report`, valid: { reason: 'other', note: 'Odd' } },
    { method: 'POST', path: '/api/messages/mute-link', valid: { conversationId: w.conversationId, memberId: 'nope', token: 'abc' }, anonymous: true },
    { method: 'DELETE', path: `${m}/messages/${w.messageId}` },
    { method: 'POST', path: `${m}/block` },
    { method: 'DELETE', path: `${m}/block` },
    // The forum: Ann is no moderator, but every body is read before that is checked.
    { method: 'POST', path: '/api/forum/posts', valid: { topic: 'gifts', title: 'Ideas?', body: '**Hi**', linkUrl: 'https://example.com/a' } },
    { method: 'PATCH', path: `/api/forum/posts/${w.forumPostId}`, valid: { body: 'Edited' } },
    { method: 'PUT', path: `/api/forum/posts/${w.forumPostId}/vote`, valid: { value: 1 } },
    { method: 'POST', path: `/api/forum/posts/${w.forumPostId}/comments`, valid: { body: 'Reply', parentId: w.forumCommentId } },
    { method: 'POST', path: `/api/forum/posts/${w.forumPostId}/report`, valid: { reason: 'Spam' } },
    { method: 'PATCH', path: `/api/forum/comments/${w.forumCommentId}`, valid: { body: 'Edited' } },
    { method: 'PUT', path: `/api/forum/comments/${w.forumCommentId}/vote`, valid: { value: -1 } },
    { method: 'POST', path: `/api/forum/comments/${w.forumCommentId}/report`, valid: { reason: 'Spam' } },
    { method: 'POST', path: `/api/forum/mod/posts/${w.forumPostId}/remove`, valid: { reason: 'Spam' } },
    { method: 'POST', path: `/api/forum/mod/comments/${w.forumCommentId}/remove`, valid: { reason: 'Spam' } },
    { method: 'POST', path: `/api/forum/mod/posts/${w.forumPostId}/lock`, valid: { locked: true } },
    { method: 'POST', path: `/api/forum/mod/posts/${w.forumPostId}/pin`, valid: { pinned: true } },
    { method: 'POST', path: '/api/forum/mod/bans', valid: { userId: w.annId, days: 7, reason: 'Spam' } },
    { method: 'POST', path: `/api/forum/mod/reports/${w.forumReportId}/dismiss` },
    { method: 'POST', path: '/api/forum/moderators', valid: { email: 'gus@example.com' } },
    { method: 'DELETE', path: `/api/forum/comments/${w.forumCommentId}` },
    { method: 'DELETE', path: `/api/forum/posts/${w.forumPostId}` },
    // The photo itself is the body (not JSON): each hostile body must be a 4xx, never a 5xx.
    { method: 'POST', path: '/api/uploads/images' },
    {
      method: 'POST',
      path: '/api/host/venues',
      valid: {
        title: 'Pool',
        venueType: 'pool',
        city: 'Austin',
        maxGuests: 10,
        pricePerHourCents: 5000,
        weeklyHours: { monday: [{ open: 540, close: 720 }] },
        blockedDates: ['2026-12-24'],
        timeZone: 'UTC',
      },
    },
    {
      method: 'PATCH',
      path: `/api/host/venues/${w.venueId}`,
      valid: { title: 'Yard', description: 'Big', amenities: ['wifi'], photoIds: [], minimumHours: 2, bufferMinutes: 15, bookingMode: 'instant', weeklyHours: { friday: [{ open: 600, close: 900 }] } },
    },
    { method: 'POST', path: `/api/host/venues/${w.venueId}/publish` },
    { method: 'POST', path: `/api/host/venues/${w.venueId}/pause` },
    // Bookings: the body is read before the venue, so every hostile body meets the parser.
    { method: 'POST', path: `/api/venues/${w.venueId}/bookings`, valid: { date: '2026-12-05', startMinute: 840, endMinute: 1080, guests: 20, message: 'Hi', eventId: w.event.id } },
    // Ann owns the booked venue: she answers Cel's request, then cancels it; she cannot review a booking she did not make.
    { method: 'POST', path: `/api/bookings/${w.bookingId}/answer`, valid: { answer: 'confirm', message: 'Yes' } },
    { method: 'POST', path: `/api/bookings/${w.bookingId}/cancel`, valid: { reason: 'Moved' } },
    { method: 'POST', path: `/api/bookings/${w.pastBookingId}/review`, valid: { rating: 5, text: 'Great' } },
    { method: 'POST', path: `/api/reviews/${w.reviewId}/reply`, valid: { text: 'Thanks' } },
    // Embed keys and the RSVP widget's API, called as a page on the key's site.
    { method: 'POST', path: '/api/embed/keys', valid: { widget: 'rsvp', target: { kind: 'event', id: w.event.id }, allowedOrigins: [EMBED_SITE, 'http://127.0.0.1:*'], label: 'Home' } },
    {
      method: 'POST',
      path: `/api/embed/v1/rsvp?key=${w.embedKey}`,
      valid: { guestToken: w.guest.token, response: 'going', partySize: 1, plusOneNames: [], message: 'Yay' },
      anonymous: true,
      headers: embedHeaders,
    },
    {
      method: 'POST',
      path: `/api/embed/v1/rsvp?key=${w.embedKey}&event=${w.event.slug}`,
      valid: { name: 'Vic', email: 'vic@example.com', response: 'going', partySize: 1 },
      anonymous: true,
      headers: embedHeaders,
    },
    { method: 'POST', path: '/api/embed/keys', valid: { widget: 'contribution', target: { kind: 'pot', id: w.potId }, allowedOrigins: [EMBED_SITE] } },
    { method: 'POST', path: '/api/embed/keys', valid: { widget: 'venue-search', target: { kind: 'venue', id: w.venueId }, allowedOrigins: [EMBED_SITE] } },
    {
      method: 'POST',
      path: `/api/embed/v1/contribution?key=${w.fundKey}&pot=${w.potId}`,
      valid: { amountCents: 1_000, anonymous: false, name: 'Gus', message: 'Yay' },
      anonymous: true,
      headers: () => ({ ...embedHeaders(), 'x-guest-token': w.guest.token }),
    },
    // The add-to-wishlist widget: its popup's sign-in (our origin, Ann's session) and the add from the shop's page.
    { method: 'POST', path: '/api/embed/keys', valid: { widget: 'wishlist-add', target: { kind: 'seller', id: w.annId }, allowedOrigins: [EMBED_SITE] } },
    { method: 'POST', path: '/api/embed/sessions', valid: { key: w.sellerKey, origin: EMBED_SITE } },
    {
      method: 'POST',
      path: `/api/embed/v1/wishlist/items?key=${w.sellerKey}`,
      valid: { eventId: w.event.id, title: 'Balance bike', priceCents: 8900, currency: 'USD', imageUrl: 'https://site.example/bike.jpg', url: 'https://site.example/bike' },
      anonymous: true,
      headers: () => ({ ...embedHeaders(), 'x-embed-session': w.embedSession }),
    },
    // The event's album: its settings and shared upload link (hosts), and the portal's name sign-up (anyone with the link).
    // (The portal's sign-up first: replacing or turning off the link below stops its token.)
    { method: 'POST', path: `/api/upload-portal/${w.portalToken}/uploaders`, valid: { name: 'Gus' }, anonymous: true, headers: embedHeaders },
    { method: 'PATCH', path: `${e}/album`, valid: { visibility: 'hosts_until_reveal', revealAt: '2026-12-05T19:00', requireApproval: true, uploadsOpen: false } },
    { method: 'POST', path: `${e}/album/portal-link` },
    { method: 'DELETE', path: `${e}/album/portal-link` },
    { method: 'PATCH', path: `${e}/album/items/${w.albumItemId}`, valid: { status: 'hidden' } },
    { method: 'POST', path: `/api/album-items/${w.albumItemId}/report`, valid: { reason: 'Please look at this' } },
    // The blog's editor: an admin's session, so every body reaches the parser.
    {
      method: 'POST',
      path: '/api/admin/blog/posts',
      valid: {
        title: 'Games',
        body: '## Hi\n[x](javascript:alert(1))',
        summary: 'Short',
        slug: 'games',
        tags: ['kids'],
        status: 'scheduled',
        publishAt: '2030-01-01T10:00:00.000Z',
        coverAlt: 'A cake',
      },
      admin: true,
    },
    {
      method: 'PATCH',
      path: `/api/admin/blog/posts/${w.blogPostId}`,
      valid: { title: 'Games', body: 'Text', summary: null, slug: 'party-games', tags: ['kids'], coverImageUploadId: null, coverAlt: '', status: 'draft', publishAt: null },
      admin: true,
    },
    { method: 'PATCH', path: `/api/admin/blog/posts/${w.blogPostId}`, valid: { coverImageUploadId: 'f'.repeat(32), coverAlt: 'A cake' }, admin: true },
    { method: 'DELETE', path: `/api/admin/blog/posts/${w.blogPostId}`, admin: true },
    // The birthday board: a gift (a second one for Cel is a 409 after the first body), a message, the reveal, reminders.
    { method: 'POST', path: '/api/birthday-board/gifts', valid: { celebrantId: w.celId, title: 'Telescope', wish: 'Stars', link: 'https://shop.example/t', targetCents: 9_000 } },
    { method: 'POST', path: `/api/birthday-board/gifts/${w.boardGiftId}/messages`, valid: { body: 'Happy birthday!' } },
    { method: 'POST', path: `/api/birthday-board/gifts/${w.boardGiftId}/reveal` },
    { method: 'PUT', path: '/api/birthday-board/reminders', valid: { enabled: true } },
    // The marketplace's catalog: Ann's shop (a second one is a 409 after the body), her product, its photos, stock, and a wishlist add.
    { method: 'POST', path: '/api/marketplace/seller/shop', valid: sweepShop },
    {
      method: 'PATCH',
      path: '/api/marketplace/seller/shop',
      valid: { name: 'Ann’s Shop', description: 'More balloons', city: 'Dallas', timeZone: 'UTC', delivery: { shipping: null, localDelivery: null, pickup: true } },
    },
    { method: 'POST', path: '/api/marketplace/seller/shop/logo' },
    { method: 'POST', path: '/api/marketplace/seller/products', valid: sweepProduct },
    { method: 'PUT', path: `/api/marketplace/seller/products/${w.productId}`, valid: { ...sweepProduct, variants: [{ id: w.variantId, optionValues: ['Blue'], priceCents: 2000, stock: 3 }] } },
    { method: 'POST', path: `/api/marketplace/seller/products/${w.productId}/photos` },
    { method: 'PUT', path: `/api/marketplace/seller/products/${w.productId}/photos`, valid: { order: [0] } },
    { method: 'DELETE', path: `/api/marketplace/seller/products/${w.productId}/photos/0` },
    { method: 'PUT', path: '/api/marketplace/seller/stock', valid: { stock: [{ variantId: w.variantId, stock: 4 }] } },
    { method: 'POST', path: `/api/marketplace/products/${w.productId}/wishlist`, valid: { eventId: w.event.id, variantId: w.variantId } },
    // Reminders by push. The test notice first, while Ann has no subscription to send to.
    { method: 'POST', path: '/api/push/test' },
    { method: 'POST', path: '/api/push/subscriptions', valid: { endpoint: 'https://push.example/send/abc', keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'a'.repeat(22) } } },
    { method: 'DELETE', path: '/api/push/subscriptions', valid: { endpoint: 'https://push.example/send/abc' } },
    // The marketplace's cart, checkout and orders: Ann's cart line and orders (Cel's shop), so her lines
    // reach the parsers and the buyer's moves; the seller's moves as Ann are refused after parsing.
    { method: 'POST', path: '/api/marketplace/cart/lines', valid: { variantId: w.marketVariantId, quantity: 1 } },
    { method: 'PATCH', path: `/api/marketplace/cart/lines/${w.cartLineId}`, valid: { quantity: 2 } },
    { method: 'PUT', path: '/api/marketplace/cart/event', valid: { eventId: null } },
    { method: 'POST', path: '/api/marketplace/checkout', valid: { deliveries: [{ shopId: w.marketShopId, method: 'pickup' }], address: '1 Main Street', city: 'Austin' } },
    { method: 'POST', path: `/api/marketplace/seller/orders/${w.marketOrderId}/confirm` },
    { method: 'POST', path: `/api/marketplace/seller/orders/${w.marketOrderId}/decline-lines`, valid: { lineIds: [w.marketOrderLineId], reason: 'Out of stock' } },
    { method: 'POST', path: `/api/marketplace/seller/orders/${w.marketOrderId}/deliver` },
    { method: 'POST', path: `/api/marketplace/seller/reviews/${w.marketReviewId}/reply`, valid: { text: 'Thank you!' } },
    { method: 'POST', path: `/api/marketplace/orders/${w.marketReceivedOrderId}/received` },
    { method: 'POST', path: `/api/marketplace/orders/${w.marketReceivedOrderId}/review`, valid: { rating: 4, text: 'Nice' } },
    { method: 'POST', path: `/api/marketplace/orders/${w.marketOrderId}/cancel`, valid: { reason: 'Plans changed' } },
    { method: 'DELETE', path: `/api/marketplace/cart/lines/${w.cartLineId}` },
    // Routes without a JSON body of their own: every hostile body must still meet a 4xx.
    { method: 'POST', path: `/api/bookings/${w.bookingId}/pay` },
    // Twilio's signed form posts (404 without TWILIO_AUTH_TOKEN; their parsing is tested in messaging).
    { method: 'POST', path: '/api/webhooks/twilio/status', anonymous: true },
    { method: 'POST', path: '/api/webhooks/twilio/inbound', anonymous: true },
    { method: 'POST', path: `${e}/duplicate` },
    { method: 'POST', path: `${e}/wishlist/assignment/run` },
    { method: 'POST', path: '/api/gift/bought', guest: true },
    { method: 'POST', path: '/api/gift/swap', guest: true },
    { method: 'DELETE', path: `${e}/wishlist/assignment/${w.guest.id}` },
    { method: 'DELETE', path: `${e}/wishlist/items/${w.itemId}` },
    { method: 'POST', path: `/api/embed/v1/rsvp/gift/bought?key=${w.embedKey}`, valid: { guestToken: w.guest.token }, anonymous: true, headers: embedHeaders },
    { method: 'POST', path: '/api/payments/demo/checkout/nope/cancel', anonymous: true },
    { method: 'POST', path: `/api/payments/demo/connect/${encodeURIComponent(w.payoutAccountId)}/complete` },
    { method: 'DELETE', path: '/api/messages/blocks/nope' },
    { method: 'DELETE', path: `/api/forum/mod/bans/${w.bannedId}` },
    { method: 'DELETE', path: `/api/forum/moderators/${w.moderatorId}` },
    { method: 'POST', path: `/api/album-items/${w.albumItemId}/poster` },
    { method: 'DELETE', path: `${e}/album/items/${w.albumItemId}` },
    { method: 'DELETE', path: `/api/album-items/${w.albumItemId}` },
    { method: 'POST', path: '/api/album-uploads', guest: true },
    { method: 'PATCH', path: '/api/album-uploads/nope', guest: true },
    { method: 'DELETE', path: '/api/album-uploads/nope', guest: true },
    { method: 'POST', path: `/api/embed/v1/wishlist/sign-out?key=${w.sellerKey}`, anonymous: true, headers: () => ({ ...embedHeaders(), 'x-embed-session': w.embedSession }) },
    // Revoking the RSVP widget's key after every line that calls the widget with it.
    { method: 'POST', path: `/api/embed/keys/${w.embedKey}/revoke` },
    // Last: a cancelled event refuses most writes before reading their input.
    { method: 'POST', path: `${e}/cancel`, valid: { message: 'Sorry' } },
    // And what ends the guest's link, the event, sessions and Ann's account, after everything that needs them.
    { method: 'POST', path: `${e}/guests/${w.guest.id}/link/reset` },
    { method: 'DELETE', path: `${e}/guests/${w.guest.id}` },
    { method: 'DELETE', path: e },
    { method: 'POST', path: '/api/user/sessions/revoke-all', admin: true },
    { method: 'POST', path: '/api/email-auth/logout', admin: true },
    { method: 'DELETE', path: '/api/user', valid: { confirm: 'DELETE', password: 'violet-otter-42' } },
  ];
}
