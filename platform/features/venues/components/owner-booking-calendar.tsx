import { Link } from 'react-router-dom';
import type { BookingView } from '../api/booking-keys.ts';
import { bookingStatusLabel, formatBookingWindow } from './booking-words.ts';
import { MonthGrid, useMonth } from './month-grid.tsx';

/** What holds (or held) a venue: the calendar leaves out requests that never became bookings and cancellations. */
const onCalendar = (booking: BookingView) => booking.status === 'confirmed' || booking.status === 'pending' || booking.status === 'completed';

/** Today in the reader's own zone, YYYY-MM-DD. */
function localToday(now: number): string {
  const at = new Date(now);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/**
 * The owner's month of bookings across their venues, on each booking's own date (in its venue's
 * zone): each day lists its bookings — time, venue, and a request still to answer — as links to the
 * booking. The same month table as the venue page's availability calendar (MonthGrid).
 */
export function OwnerBookingCalendar({ bookings, now = Date.now() }: { bookings: readonly BookingView[]; now?: number }) {
  const shown = bookings.filter(onCalendar);
  const today = localToday(now);
  const next = shown.filter((booking) => booking.date >= today).sort((a, b) => a.startsAt - b.startsAt)[0];
  const [month, move] = useMonth(next?.date ?? today);
  const byDate = new Map<string, BookingView[]>();
  for (const booking of [...shown].sort((a, b) => a.startsAt - b.startsAt)) byDate.set(booking.date, [...(byDate.get(booking.date) ?? []), booking]);

  return (
    <div className="mt-8">
      <MonthGrid
        headingId="owner-calendar-heading"
        heading="Calendar"
        month={month}
        onMove={move}
        caption={(title) => `Bookings of your venues in ${title}, each on its venue's own date`}
        cell={(date) => {
          const day = byDate.get(date) ?? [];
          return {
            className: `align-top p-1 text-left ${day.length > 0 ? 'bg-secondary' : ''} ${date === today ? 'ring-2 ring-primary' : ''}`,
            content: (
              <>
                <span aria-hidden="true" className="block text-xs font-semibold text-muted-foreground">
                  {Number(date.slice(8))}
                </span>
                <span className="sr-only">
                  {date}
                  {date === today ? ' (today)' : ''}: {day.length === 0 ? 'no bookings' : day.length === 1 ? '1 booking' : `${day.length} bookings`}
                </span>
                {day.length > 0 ? (
                  <ul className="mt-1 space-y-1">
                    {day.map((booking) => (
                      <li key={booking.id}>
                        <Link
                          to={`/host/bookings/${encodeURIComponent(booking.id)}`}
                          className="block rounded px-1 text-xs leading-tight font-medium text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring"
                        >
                          {formatBookingWindow(booking.startMinute, booking.endMinute)} {booking.venue.title || 'Untitled venue'}
                          {booking.status === 'pending' ? <span className="block font-bold">{bookingStatusLabel(booking)}</span> : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ),
          };
        }}
        legend={<p className="mt-2 text-xs text-muted-foreground">Confirmed bookings and requests waiting for your answer, at each venue&apos;s local time. Open a booking for its details.</p>}
      />
    </div>
  );
}
