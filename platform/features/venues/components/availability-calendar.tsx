import { monthAvailability, zonedToday, type AvailabilityListing, type DayStatus, type SlotBooking } from '#core/domain/venues/availability.rules.ts';
import { cx } from '#platform/lib/class-names.ts';
import { MonthGrid, useMonth } from './month-grid.tsx';

const statusText: Record<DayStatus, string> = {
  past: 'Past',
  'too-far-ahead': 'Not open for booking yet',
  blocked: 'Not available',
  closed: 'Closed',
  'fully-booked': 'Fully booked',
  'partly-booked': 'Partly booked',
  open: 'Open',
};

const statusClass: Record<DayStatus, string> = {
  past: 'text-muted-foreground',
  'too-far-ahead': 'text-muted-foreground',
  blocked: 'bg-muted text-muted-foreground line-through',
  closed: 'text-muted-foreground',
  'fully-booked': 'bg-danger-surface text-danger-text',
  'partly-booked': 'bg-secondary text-foreground',
  open: 'bg-success-surface text-success-text font-semibold',
};

/**
 * The venue's month (core's monthAvailability, in the venue's time zone): open, partly or fully
 * booked, closed, blocked or past, each day labelled in words, with the slots other bookings hold.
 * With `onPick`, a day that can still be booked chooses that date in the booking panel.
 */
export function AvailabilityCalendar({
  listing,
  bookings = [],
  now = Date.now(),
  selected,
  onPick,
}: {
  listing: AvailabilityListing;
  bookings?: readonly SlotBooking[];
  now?: number;
  /** The date chosen in the booking panel, marked and shown first. */
  selected?: string;
  /** With it, a day that can still be booked is a button that chooses that date. */
  onPick?: (date: string) => void;
}) {
  const today = zonedToday(now, listing.timeZone);
  const start = selected && /^\d{4}-\d{2}-\d{2}$/.test(selected) && selected > today ? selected : today;
  const [month, move] = useMonth(start);
  const statuses = new Map(monthAvailability({ listing, bookings, year: month.year, month: month.month, now }).map((day) => [day.date, day.status]));

  return (
    <MonthGrid
      headingId="availability-heading"
      heading="Availability"
      month={month}
      onMove={move}
      caption={(title) => `Availability in ${title}, in the venue's time zone (${listing.timeZone})`}
      cell={(date) => {
        const status = statuses.get(date) ?? 'closed';
        const label = (
          <>
            <span aria-hidden="true">{Number(date.slice(8))}</span>
            <span className="sr-only">
              {date}: {statusText[status]}
            </span>
          </>
        );
        const pickable = onPick && (status === 'open' || status === 'partly-booked');
        return {
          className: cx(pickable ? 'p-0' : 'py-2', statusClass[status], date === selected && 'ring-2 ring-primary'),
          content: pickable ? (
            <button type="button" aria-pressed={date === selected} onClick={() => onPick(date)} className="w-full rounded-md py-2 hover:underline focus-visible:outline-3 focus-visible:outline-ring">
              {label}
            </button>
          ) : (
            label
          ),
        };
      }}
      legend={
        <p className="mt-2 text-xs text-muted-foreground">
          <span className="mr-3 inline-block rounded bg-success-surface px-1.5 text-success-text">Open</span>
          <span className="mr-3 inline-block rounded bg-secondary px-1.5">Partly booked</span>
          <span className="mr-3 inline-block rounded bg-danger-surface px-1.5 text-danger-text">Fully booked</span>
          <span className="inline-block rounded bg-muted px-1.5 line-through">Not available</span>
        </p>
      }
    />
  );
}
