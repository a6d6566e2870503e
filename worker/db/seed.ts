import { count, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { embedKeys, moneyPots, sessions, users, venues } from './schema/index.ts';
import { randomToken } from '../services/tokens.ts';
import { DEMO_EVENT_ID, DEMO_GUEST_ROW_ID, demoEventStatements, partyStart } from './seed-events.ts';
import { demoFundStatements } from './seed-fund.ts';
import { demoPhotoUrls, demoRatingTotals, demoVenueStatements } from './seed-venues.ts';
import { demoMessageStatements } from './seed-messages.ts';
import { demoEmbedStatStatements } from './seed-embed-stats.ts';
import { demoMarketplaceStatements, demoOrderStatements } from './seed-marketplace.ts';

const DEMO_HOST_ID = 'demo-user-1';
const DEMO_GUEST_ID = 'demo-user-3';
const DEMO_OWNER_ID = 'demo-user-4';

/** Demo accounts printed at start (with what each is for); clearly demo (the .test domain never receives mail). */
export const demoAccounts = [
  { id: DEMO_HOST_ID, email: 'host@demo.cakeday.test', name: 'Demo Host', role: 'customer' as const, birthdayMonth: 6, label: 'host of the demo party, booked the backyard for it' },
  { id: 'demo-user-2', email: 'admin@demo.cakeday.test', name: 'Demo Admin', role: 'admin' as const, birthdayMonth: null, label: 'admin' },
  {
    id: DEMO_GUEST_ID,
    email: 'guest@demo.cakeday.test',
    name: 'Demo Guest',
    role: 'customer' as const,
    birthdayMonth: null,
    label: 'guest of the demo party, messages the host; runs the demo bakery in the marketplace',
  },
  {
    id: DEMO_OWNER_ID,
    email: 'owner@demo.cakeday.test',
    name: 'Demo Venue Owner',
    role: 'customer' as const,
    birthdayMonth: null,
    label: 'owner of the demo venues, with bookings and reviews, and of the demo party-supply shop',
  },
];
export const DEMO_PASSWORD = 'cakeday-demo-2026';

type DemoVenue = Omit<typeof venues.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'isDemo' | 'ownerId' | 'status'>;

const hours = (open: number, close: number) => [{ open: open * 60, close: close * 60 }];
const weekends = (open: number, close: number) => ({ friday: hours(open, close), saturday: hours(open, close), sunday: hours(open, close) });
const everyDay = (open: number, close: number) => ({
  ...weekends(open, close),
  monday: hours(open, close),
  tuesday: hours(open, close),
  wednesday: hours(open, close),
  thursday: hours(open, close),
});

/** Published listings of the Demo Venue Owner, with opening hours and the rest filled, so /venues is alive (photos and ratings are added in seedDemoData). */
export const demoVenues: Omit<DemoVenue, 'imageUrls' | 'averageRating'>[] = [
  {
    title: 'Sunny Backyard with Bounce Lawn',
    description: 'A fenced, flat lawn with shade sails, picnic tables for 30 and room for a bounce house. Restroom access inside.',
    city: 'Austin',
    state: 'TX',
    maxGuests: 40,
    pricePerHour: 9500,
    venueType: 'backyard',
    streetAddress: '1200 Bluebonnet Lane',
    minimumHours: 2,
    cleaningFeeCents: 5000,
    bookingMode: 'request',
    cancellationPolicy: 'flexible',
    amenities: ['restrooms', 'outdoor-space', 'tables-and-chairs', 'street-parking', 'decorations-allowed', 'music-allowed'],
    houseRules: 'Bounce houses must be staked down. Music off by 9 PM. Please take your trash with you.',
    weeklyHours: weekends(9, 21),
    bufferMinutes: 60,
    timeZone: 'America/Chicago',
  },
  {
    title: 'Heated Pool & Cabana',
    description: 'Salt-water pool heated to 84°F, lifeguard on request, cabana with fridge and sound system.',
    city: 'Phoenix',
    state: 'AZ',
    maxGuests: 25,
    pricePerHour: 18000,
    venueType: 'pool',
    streetAddress: '48 Saguaro Court',
    minimumHours: 3,
    cleaningFeeCents: 7500,
    bookingMode: 'instant',
    cancellationPolicy: 'standard',
    amenities: ['swimming-pool', 'changing-rooms', 'restrooms', 'sound-system', 'covered-area', 'parking'],
    houseRules: 'An adult in the water with every group of children. No glass by the pool.',
    weeklyHours: everyDay(10, 20),
    bufferMinutes: 60,
    timeZone: 'America/Phoenix',
  },
  {
    title: 'Victorian House Party Room',
    description: 'Two connected parlours, a piano and a kitchen you may use; perfect for a grown-up birthday dinner.',
    city: 'San Francisco',
    state: 'CA',
    maxGuests: 35,
    pricePerHour: 22500,
    venueType: 'house',
    streetAddress: '733 Steiner Street',
    minimumHours: 3,
    cleaningFeeCents: 10000,
    bookingMode: 'request',
    cancellationPolicy: 'standard',
    amenities: ['kitchen', 'restrooms', 'heating', 'wifi', 'tables-and-chairs', 'alcohol-allowed'],
    houseRules: 'No smoking inside. The piano may be played, gently.',
    weeklyHours: { ...weekends(12, 23), thursday: hours(17, 23) },
    bufferMinutes: 90,
    timeZone: 'America/Los_Angeles',
  },
  {
    title: 'Community Soccer Field',
    description: 'Full-size grass field with goals, bleachers and a covered pavilion for cake. Parking for 40 cars.',
    city: 'Denver',
    state: 'CO',
    maxGuests: 120,
    pricePerHour: 6000,
    venueType: 'field',
    streetAddress: '300 Park Avenue West',
    minimumHours: 2,
    cleaningFeeCents: 0,
    bookingMode: 'instant',
    cancellationPolicy: 'flexible',
    amenities: ['parking', 'restrooms', 'outdoor-space', 'covered-area', 'wheelchair-accessible'],
    houseRules: 'Cleats only on the grass. The pavilion closes at sunset.',
    weeklyHours: everyDay(8, 20),
    bufferMinutes: 30,
    timeZone: 'America/Denver',
  },
  {
    title: 'Rose Garden Pavilion',
    description: 'A covered pavilion among 200 rose bushes, string lights, power outlets and 12 banquet tables.',
    city: 'Portland',
    state: 'OR',
    maxGuests: 60,
    pricePerHour: 12000,
    venueType: 'garden',
    streetAddress: '850 Rosewood Drive',
    minimumHours: 2,
    cleaningFeeCents: 4000,
    bookingMode: 'request',
    cancellationPolicy: 'standard',
    amenities: ['covered-area', 'tables-and-chairs', 'restrooms', 'parking', 'decorations-allowed'],
    houseRules: 'Please do not pick the roses. No confetti or glitter in the garden.',
    weeklyHours: everyDay(10, 21),
    blockedDates: [],
    bufferMinutes: 60,
    timeZone: 'America/Los_Angeles',
  },
  {
    title: 'Rooftop Apartment Lounge',
    description: 'Skyline views, a lounge with sofas for 20, a kitchenette and a projector for birthday slideshows.',
    // Quoted on request (decision 025): message the owner for a price.
    city: 'Chicago',
    state: 'IL',
    maxGuests: 20,
    pricePerHour: null,
    priceOnRequest: true,
    venueType: 'apartment',
    streetAddress: '1 East Wacker Drive, Apt 42',
    minimumHours: 2,
    cleaningFeeCents: 6000,
    bookingMode: 'request',
    cancellationPolicy: 'standard',
    amenities: ['wifi', 'projector', 'kitchen', 'air-conditioning', 'heating', 'sound-system'],
    houseRules: 'Quiet after 10 PM for the neighbours. No smoking on the roof.',
    weeklyHours: { ...weekends(11, 23), wednesday: hours(17, 22), thursday: hours(17, 22) },
    bufferMinutes: 60,
    timeZone: 'America/Chicago',
  },
];

/**
 * Seeds demo data once, on first start (an empty users table): the accounts, the venues, the demo
 * host's upcoming party with guests and a wishlist (seed-events.ts), and two conversations in
 * /messages (seed-messages.ts), all in one batch, so a failed seed leaves nothing half done.
 * Running it again changes nothing, so a developer's own data is never touched. `hashPassword`
 * is injected to keep this file drizzle-only; `guestLinkSecret` is the server's GUEST_LINK_SECRET,
 * from which the guests' personal links are derived.
 */
/** Publishable (not a secret), like every embed key; fixed so the README can name it. */
export const DEMO_EMBED_KEY = 'ck_pub_demo_party_rsvp_0000000001';
/** The demo party's fund and a contribution widget key for it, also usable from any local page. */
export const DEMO_FUND_ID = 'demo-pot-1';
export const DEMO_CONTRIBUTION_KEY = 'ck_pub_demo_party_fund_0000000001';
/** The demo venue owner's venue widget key: all their published venues, from any local page (decision 030). */
export const DEMO_VENUE_KEY = 'ck_pub_demo_owner_venues_000000001';
/** The Demo Guest sells too: an add-to-wishlist button for any local shop page (decision 031). */
export const DEMO_WISHLIST_KEY = 'ck_pub_demo_shop_wishlist_0000001';

export async function seedDemoData(
  db: Db,
  {
    hashPassword,
    guestLinkSecret,
    now = Date.now(),
    publishedAdminPassword = true,
  }: {
    hashPassword: (password: string) => Promise<string>;
    guestLinkSecret: string;
    now?: number;
    /** false (production): the demo admin gets a random password nobody is told (db/demo-policy.ts). */
    publishedAdminPassword?: boolean;
  },
) {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const adminPasswordHash = publishedAdminPassword ? passwordHash : await hashPassword(randomToken(32));
  await db.batch([
    db.insert(users).values(
      demoAccounts.map(({ label: _label, ...account }) => ({
        ...account,
        showOnBirthdayBoard: account.birthdayMonth !== null,
        passwordHash: account.role === 'admin' ? adminPasswordHash : passwordHash,
        createdAt: now,
        updatedAt: now,
      })),
    ),
    db.insert(venues).values(
      demoVenues.map((venue, index) => ({
        ...venue,
        ...demoRatingTotals(index),
        imageUrls: [demoPhotoUrls[index]!],
        id: `demo-venue-${index + 1}`,
        status: 'published' as const,
        isDemo: true,
        ownerId: DEMO_OWNER_ID,
        createdAt: now - index,
        updatedAt: now - index,
      })),
    ),
    ...(await demoEventStatements(db, { hostId: DEMO_HOST_ID, guestUserId: DEMO_GUEST_ID, guestLinkSecret, now })),
    ...demoVenueStatements(db, {
      listings: demoVenues.map((venue) => ({
        timeZone: venue.timeZone ?? 'UTC',
        pricePerHour: venue.pricePerHour ?? null,
        cleaningFeeCents: venue.cleaningFeeCents ?? 0,
        cancellationPolicy: venue.cancellationPolicy ?? 'standard',
        bookingMode: venue.bookingMode ?? 'request',
      })),
      hostId: DEMO_HOST_ID,
      guestId: DEMO_GUEST_ID,
      eventId: DEMO_EVENT_ID,
      partyStartsAt: partyStart(now),
      now,
    }),
    ...demoMessageStatements(db, { hostId: DEMO_HOST_ID, guestId: DEMO_GUEST_ID, ownerId: DEMO_OWNER_ID, eventGuestRowId: DEMO_GUEST_ROW_ID, now }),
    // An RSVP widget key for the party, allowed on any local port (loopback origins count only
    // outside production), so /dashboard/embed shows a working snippet to paste into a local page.
    db.insert(embedKeys).values({
      id: DEMO_EMBED_KEY,
      ownerId: DEMO_HOST_ID,
      widget: 'rsvp',
      targetKind: 'event',
      targetId: DEMO_EVENT_ID,
      label: 'Demo: the party’s RSVP on a local page',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      createdAt: now,
    }),
    // The party's fund (guests chip in through their link or the contribution widget; the demo
    // provider takes the payment) and its widget key, for local pages like the RSVP key above.
    db.insert(moneyPots).values({
      id: DEMO_FUND_ID,
      eventId: DEMO_EVENT_ID,
      kind: 'event_fund',
      slot: 'fund',
      title: 'Maya’s birthday fund',
      description: 'For a new bike with a bell and a basket.',
      minCents: 500,
      maxCents: 50_000,
      targetCents: 30_000,
      status: 'open',
      createdByUserId: DEMO_HOST_ID,
      createdAt: now,
      updatedAt: now,
    }),
    // Money in the fund: one contribution released to the host, one still held (seed-fund.ts).
    ...demoFundStatements(db, { hostId: DEMO_HOST_ID, potId: DEMO_FUND_ID, eventId: DEMO_EVENT_ID, guestRowIds: [DEMO_GUEST_ROW_ID, 'demo-guest-2'], itemId: 'demo-wish-2', now }),
    db.insert(embedKeys).values({
      id: DEMO_CONTRIBUTION_KEY,
      ownerId: DEMO_HOST_ID,
      widget: 'contribution',
      targetKind: 'pot',
      targetId: DEMO_FUND_ID,
      label: 'Demo: the party’s fund on a local page',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      createdAt: now + 1,
    }),
    // The demo venue owner's booking widget for all their published venues, for local pages too.
    db.insert(embedKeys).values({
      id: DEMO_VENUE_KEY,
      ownerId: DEMO_OWNER_ID,
      widget: 'venue-search',
      targetKind: 'venue-owner',
      targetId: DEMO_OWNER_ID,
      label: 'Demo: book the demo venues from a local page',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      createdAt: now + 2,
    }),
    // The Demo Guest's add-to-wishlist button (a seller key names its owner), for local shop pages:
    // the Demo Host signs in through its popup and adds to the party's wishlist.
    db.insert(embedKeys).values({
      id: DEMO_WISHLIST_KEY,
      ownerId: DEMO_GUEST_ID,
      widget: 'wishlist-add',
      targetKind: 'seller',
      targetId: DEMO_GUEST_ID,
      label: 'Demo: an add-to-wishlist button on a local shop page',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      createdAt: now + 3,
    }),
    // Two shops with products and rentals, so /marketplace is alive (seed-marketplace.ts).
    ...demoMarketplaceStatements(db, { bakerId: DEMO_GUEST_ID, supplierId: DEMO_OWNER_ID, now }),
    // Past orders paid out and reviewed, and the host's cupcakes for the party waiting for the bakery.
    ...demoOrderStatements(db, { hostId: DEMO_HOST_ID, guestId: DEMO_GUEST_ID, eventId: DEMO_EVENT_ID, partyStartsAt: partyStart(now), now }),
    // Three weeks of demo stats for the party's RSVP and fund keys, for /dashboard/embed (seed-embed-stats.ts).
    ...demoEmbedStatStatements(db, { rsvpKey: DEMO_EMBED_KEY, contributionKey: DEMO_CONTRIBUTION_KEY, now }),
  ]);
  return true;
}

/**
 * On a production start: the demo admin, if it still has the README's password (a database
 * seeded in production before demo data was kept out of it), gets a random one nobody is told,
 * and its sessions end. Answers whether it had to. Costs one password check, only when that
 * account exists.
 */
export async function lockPublishedDemoAdmin(
  db: Db,
  { hashPassword, verifyPassword }: { hashPassword: (password: string) => Promise<string>; verifyPassword: (password: string, stored: string) => Promise<boolean> },
): Promise<boolean> {
  const admin = demoAccounts.find((account) => account.role === 'admin')!;
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, admin.id)).limit(1);
  if (!row?.passwordHash || !(await verifyPassword(DEMO_PASSWORD, row.passwordHash))) return false;
  await db.batch([
    db
      .update(users)
      .set({ passwordHash: await hashPassword(randomToken(32)) })
      .where(eq(users.id, admin.id)),
    db.delete(sessions).where(eq(sessions.userId, admin.id)),
  ]);
  return true;
}
