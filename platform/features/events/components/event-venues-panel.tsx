import { Link } from 'react-router-dom';
import { formatCalendarDate } from '#core/domain/events/event-time.rules.ts';
import type { EventView } from '#core/domain/events/event-view.schema.ts';
import { formatMinuteOfDay12h } from '#core/domain/venues/calendar-date.rules.ts';
import { Card } from '#platform/components/ui/card.tsx';
import { MapPinIcon } from '#platform/components/ui/icons.tsx';

const statusWords: Record<EventView['venues'][number]['status'], string> = {
  pending: 'Requested — waiting for the owner',
  confirmed: 'Booked',
  completed: 'Took place',
};

/**
 * The venues booked for the event: what, when, the booking's state, and the street
 * address once the owner confirmed. Without a booking, the way to find one.
 */
export function EventVenuesPanel({ event }: { event: Pick<EventView, 'venues'> }) {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold">Venue</h2>
      {event.venues.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No venue booked yet.{' '}
          <Link to="/venues" className="font-semibold text-primary hover:underline">
            Find a venue
          </Link>
        </p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm">
          {event.venues.map((venue) => (
            <li key={venue.bookingId}>
              <Link to={`/venues/${venue.venueId}`} className="font-semibold text-primary hover:underline">
                {venue.title}
              </Link>
              <p className="text-muted-foreground">
                {statusWords[venue.status]} · {formatCalendarDate(venue.date)}, {formatMinuteOfDay12h(venue.startMinute)}–{formatMinuteOfDay12h(venue.endMinute)}
              </p>
              <p className="flex items-center gap-1">
                <MapPinIcon className="h-4 w-4" aria-hidden="true" />
                {venue.streetAddress ? `${venue.streetAddress}, ${venue.city}, ${venue.state}` : `${venue.city}, ${venue.state} (address once the owner confirms)`}
              </p>
              <Link to={`/bookings/${venue.bookingId}`} className="text-primary hover:underline">
                Booking details
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
