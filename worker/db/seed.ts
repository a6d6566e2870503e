import { count } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users, venues } from './schema/index.ts';
import { DEMO_GUEST_ROW_ID, demoEventStatements } from './seed-events.ts';
import { demoMessageStatements } from './seed-messages.ts';

const DEMO_HOST_ID = 'demo-user-1';
const DEMO_GUEST_ID = 'demo-user-3';

/** Demo accounts printed at start (with what each is for); clearly demo (the .test domain never receives mail). */
export const demoAccounts = [
  { id: DEMO_HOST_ID, email: 'host@demo.cakeday.test', name: 'Demo Host', role: 'customer' as const, birthdayMonth: 6, label: 'host of the demo party, owner of the demo venues' },
  { id: 'demo-user-2', email: 'admin@demo.cakeday.test', name: 'Demo Admin', role: 'admin' as const, birthdayMonth: null, label: 'admin' },
  { id: DEMO_GUEST_ID, email: 'guest@demo.cakeday.test', name: 'Demo Guest', role: 'customer' as const, birthdayMonth: null, label: 'guest of the demo party, messages the host' },
];
export const DEMO_PASSWORD = 'cakeday-demo-2026';

type DemoVenue = Omit<typeof venues.$inferInsert, 'id' | 'createdAt' | 'isDemo' | 'ownerId'>;

export const demoVenues: DemoVenue[] = [
  {
    title: 'Sunny Backyard with Bounce Lawn',
    description: 'A fenced, flat lawn with shade sails, picnic tables for 30 and room for a bounce house. Restroom access inside.',
    imageUrls: ['https://images.unsplash.com/photo-1558904541-efa843a96f01?w=800'],
    averageRating: 4.8, city: 'Austin', state: 'TX', maxGuests: 40, pricePerHour: 9500, venueType: 'backyard',
  },
  {
    title: 'Heated Pool & Cabana',
    description: 'Salt-water pool heated to 84°F, lifeguard on request, cabana with fridge and sound system.',
    imageUrls: ['https://images.unsplash.com/photo-1572331165267-854da2b10ccc?w=800'],
    averageRating: 4.9, city: 'Phoenix', state: 'AZ', maxGuests: 25, pricePerHour: 18000, venueType: 'pool',
  },
  {
    title: 'Victorian House Party Room',
    description: 'Two connected parlours, a piano and a kitchen you may use; perfect for a grown-up birthday dinner.',
    imageUrls: ['https://images.unsplash.com/photo-1505691938895-1758d7feb511?w=800'],
    averageRating: 4.6, city: 'San Francisco', state: 'CA', maxGuests: 35, pricePerHour: 22500, venueType: 'house',
  },
  {
    title: 'Community Soccer Field',
    description: 'Full-size grass field with goals, bleachers and a covered pavilion for cake. Parking for 40 cars.',
    imageUrls: ['https://images.unsplash.com/photo-1459865264687-595d652de67e?w=800'],
    averageRating: 4.4, city: 'Denver', state: 'CO', maxGuests: 120, pricePerHour: 6000, venueType: 'field',
  },
  {
    title: 'Rose Garden Pavilion',
    description: 'A covered pavilion among 200 rose bushes, string lights, power outlets and 12 banquet tables.',
    imageUrls: ['https://images.unsplash.com/photo-1416879595882-3373a0480b5b?w=800'],
    averageRating: 4.7, city: 'Portland', state: 'OR', maxGuests: 60, pricePerHour: 12000, venueType: 'garden',
  },
  {
    title: 'Rooftop Apartment Lounge',
    description: 'Skyline views, a lounge with sofas for 20, a kitchenette and a projector for birthday slideshows.',
    imageUrls: ['https://images.unsplash.com/photo-1502672260266-1c1ef2d93688?w=800'],
    averageRating: 4.5, city: 'Chicago', state: 'IL', maxGuests: 20, pricePerHour: null, venueType: 'apartment',
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
export async function seedDemoData(
  db: Db,
  { hashPassword, guestLinkSecret, now = Date.now() }: { hashPassword: (password: string) => Promise<string>; guestLinkSecret: string; now?: number },
) {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.batch([
    db.insert(users).values(
      demoAccounts.map(({ label: _label, ...account }) => ({
        ...account,
        showOnBirthdayBoard: account.birthdayMonth !== null,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })),
    ),
    db.insert(venues).values(
      demoVenues.map((venue, index) => ({ ...venue, id: `demo-venue-${index + 1}`, isDemo: true, ownerId: DEMO_HOST_ID, createdAt: now - index })),
    ),
    ...(await demoEventStatements(db, { hostId: DEMO_HOST_ID, guestUserId: DEMO_GUEST_ID, guestLinkSecret, now })),
    ...demoMessageStatements(db, { hostId: DEMO_HOST_ID, guestId: DEMO_GUEST_ID, eventGuestRowId: DEMO_GUEST_ROW_ID, now }),
  ]);
  return true;
}
