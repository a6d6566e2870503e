import { utcToZonedLocal, zonedLocalToUtc } from '#core/domain/events/event-time.rules.ts';
import { eventSlug } from '#core/domain/events/slug.rules.ts';
import { deriveGuestToken } from '../services/guest-links.ts';
import { hashToken } from '../services/tokens.ts';
import type { Db } from './client.ts';
import { eventActivity, events, guests, wishlistItems } from './schema/index.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const DEMO_EVENT_ID = 'demo-event-1';
/** The Demo Guest's row on the guest list (the first of demoGuests): the context of the demo `event-guest` conversation. */
export const DEMO_GUEST_ROW_ID = 'demo-guest-1';
const TIME_ZONE = 'America/Chicago';

type DemoGuest = Pick<typeof guests.$inferInsert, 'name' | 'email' | 'rsvpStatus' | 'partySize' | 'plusOneNames' | 'dietaryNote' | 'message'> & {
  /** The Demo Guest account's own row (linked to the account, as after opening the link signed in). */
  member?: true;
  partySize: number;
  /** Days before `now` the guest answered; null for no answer yet. */
  answeredDaysAgo: number | null;
  invited: boolean;
};

/** A handful of guests in every state the guest list shows; all on the never-delivered .test domain. */
const demoGuests: DemoGuest[] = [
  {
    name: 'Demo Guest',
    email: 'guest@demo.cakeday.test',
    member: true,
    rsvpStatus: 'going',
    partySize: 2,
    plusOneNames: ['Jonah'],
    dietaryNote: 'Jonah: no peanuts, please',
    message: 'Jonah has been counting the days!',
    answeredDaysAgo: 4,
    invited: true,
  },
  { name: 'Priya Patel', email: 'priya.patel@demo.cakeday.test', rsvpStatus: 'going', partySize: 1, message: 'We’ll bring the candles 🎉', answeredDaysAgo: 6, invited: true },
  {
    name: 'Marcus Johnson',
    email: 'marcus.johnson@demo.cakeday.test',
    rsvpStatus: 'going',
    partySize: 2,
    plusOneNames: ['Ella Johnson'],
    dietaryNote: 'vegetarian',
    answeredDaysAgo: 5,
    invited: true,
  },
  {
    name: 'Sofia García',
    email: 'sofia.garcia@demo.cakeday.test',
    rsvpStatus: 'maybe',
    partySize: 1,
    message: 'Depends on the soccer schedule — I’ll confirm by Friday.',
    answeredDaysAgo: 3,
    invited: true,
  },
  {
    name: 'Liam O’Brien',
    email: 'liam.obrien@demo.cakeday.test',
    rsvpStatus: 'declined',
    partySize: 1,
    message: 'Sorry, we’re away that weekend. Happy birthday, Maya!',
    answeredDaysAgo: 2,
    invited: true,
  },
  { name: 'Hana Tanaka', email: 'hana.tanaka@demo.cakeday.test', rsvpStatus: 'pending', partySize: 1, answeredDaysAgo: null, invited: true },
  { name: 'Noah Kim', email: 'noah.kim@demo.cakeday.test', rsvpStatus: 'pending', partySize: 1, answeredDaysAgo: null, invited: false },
];

// Pictures the app serves itself (scripts/make-demo-photos.mjs draws them), so the demo works offline.
const demoWishes: Pick<typeof wishlistItems.$inferInsert, 'title' | 'priceCents' | 'quantity' | 'priority' | 'notes' | 'imageUrl'>[] = [
  { title: 'LEGO Friends treehouse set', imageUrl: '/demo/wishlist/treehouse.webp', priceCents: 4999, quantity: 1, priority: 1, notes: 'She has the café one already.' },
  { title: 'Watercolor paint set with brushes', imageUrl: '/demo/wishlist/paints.webp', priceCents: 2450, quantity: 1, priority: 2, notes: null },
  { title: 'Illustrated book: “The Wild Robot”', imageUrl: '/demo/wishlist/book.webp', priceCents: 1299, quantity: 2, priority: 3, notes: 'Any edition is fine.' },
  { title: 'Kick scooter (purple)', imageUrl: '/demo/wishlist/scooter.webp', priceCents: 8900, quantity: 1, priority: 2, notes: 'A group gift would be lovely.' },
];

/** 2 pm on the first Saturday at least three weeks after `now`, in the event's zone. */
export function partyStart(now: number): number {
  const [year, month, day] = utcToZonedLocal(now + 21 * DAY, TIME_ZONE)
    .slice(0, 10)
    .split('-')
    .map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7));
  return zonedLocalToUtc(`${date.toISOString().slice(0, 10)}T14:00`, TIME_ZONE);
}

/**
 * The demo host's upcoming party: the event, its guest list (personal links derived from the
 * server's GUEST_LINK_SECRET exactly as the guest service does, so "copy link" works), the RSVP
 * activity and a small wishlist. Answers the statements for seed.ts's one batch.
 */
export async function demoEventStatements(db: Db, { hostId, guestUserId, guestLinkSecret, now }: { hostId: string; guestUserId: string; guestLinkSecret: string; now: number }) {
  const startsAt = partyStart(now);
  const title = 'Maya’s 7th Birthday';
  const guestRows = await Promise.all(
    demoGuests.map(async ({ answeredDaysAgo, invited, member, ...guest }, index) => {
      const id = `demo-guest-${index + 1}`;
      const linkTokenHash = await hashToken(await deriveGuestToken(guestLinkSecret, id, 1));
      const createdAt = now - 10 * DAY + index * 60_000;
      return {
        ...guest,
        id,
        eventId: DEMO_EVENT_ID,
        userId: member ? guestUserId : null,
        plusOnesAllowed: 1,
        respondedAt: answeredDaysAgo === null ? null : now - answeredDaysAgo * DAY,
        invitedAt: invited ? now - 8 * DAY : null,
        linkTokenHash,
        linkVersion: 1,
        source: 'host' as const,
        createdAt,
        updatedAt: answeredDaysAgo === null ? createdAt : now - answeredDaysAgo * DAY,
      };
    }),
  );
  const answered = guestRows.filter((guest) => guest.respondedAt !== null);
  return [
    db.insert(events).values({
      id: DEMO_EVENT_ID,
      // The random part keeps the public page unguessable, as for every event.
      slug: eventSlug(title, crypto.randomUUID().replace(/-/g, '').slice(0, 10)),
      hostId,
      title,
      celebrantName: 'Maya',
      celebrantAge: 7,
      timeZone: TIME_ZONE,
      startsAt,
      endsAt: startsAt + 3 * HOUR,
      location: 'Sunny Backyard with Bounce Lawn, 1200 Bluebonnet Lane, Austin, TX',
      venueId: 'demo-venue-1',
      description: 'Bounce house, face painting, a piñata and far too much cake. Parents welcome to stay for coffee!',
      dressCode: 'Comfy clothes and socks for the bounce house',
      rsvpDeadline: startsAt - 7 * DAY,
      plusOnesAllowed: 1,
      capacity: 30,
      createdAt: now - 10 * DAY,
      updatedAt: now - 10 * DAY,
    }),
    db.insert(guests).values(guestRows),
    db.insert(eventActivity).values(
      answered.map((guest, index) => ({
        id: `demo-activity-${index + 1}`,
        eventId: DEMO_EVENT_ID,
        kind: 'rsvp' as const,
        guestId: guest.id,
        userId: guest.userId,
        actorName: guest.name,
        body: `${guest.name} answered: ${guest.rsvpStatus === 'declined' ? 'can’t go' : guest.rsvpStatus}${guest.partySize > 1 ? ` (party of ${guest.partySize})` : ''}`,
        details: { from: 'pending', to: guest.rsvpStatus, partySize: guest.partySize },
        createdAt: guest.respondedAt!,
      })),
    ),
    db.insert(wishlistItems).values(
      demoWishes.map((wish, index) => ({
        ...wish,
        id: `demo-wish-${index + 1}`,
        eventId: DEMO_EVENT_ID,
        position: index,
        createdByUserId: hostId,
        createdAt: now - 9 * DAY,
        updatedAt: now - 9 * DAY,
      })),
    ),
  ] as const;
}
