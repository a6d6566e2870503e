import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from './client.ts';
import { users, venueBookings, venues } from './schema/index.ts';

const owners = alias(users, 'owners');

/** A booking with what its emails name: the venue, the guest's and the owner's addresses (services/booking-emails.ts). */
export async function findBookingNotice(db: Db, bookingId: string) {
  const [found] = await db
    .select({
      booking: venueBookings,
      venue: { title: venues.title, streetAddress: venues.streetAddress, city: venues.city, state: venues.state },
      guest: { email: users.email, name: users.name },
      owner: { email: owners.email, name: owners.name },
    })
    .from(venueBookings)
    .innerJoin(venues, eq(venues.id, venueBookings.venueId))
    .leftJoin(users, eq(users.id, venueBookings.guestUserId))
    .leftJoin(owners, eq(owners.id, venues.ownerId))
    .where(eq(venueBookings.id, bookingId))
    .limit(1);
  return found ?? null;
}
