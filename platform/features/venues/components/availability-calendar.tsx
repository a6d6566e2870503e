import { useState } from 'react';
import { monthAvailability, zonedToday, type AvailabilityListing, type DayStatus, type SlotBooking } from '../../../../core/domain/venues/availability.rules.ts';
import { weekdayOf, weekdays } from '../../../../core/domain/venues/calendar-date.rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../lib/class-names.ts';

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

const monthName = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

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
  const [month, setMonth] = useState(() => ({ year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) }));
  const days = monthAvailability({ listing, bookings, year: month.year, month: month.month, now });
  const lead = weekdays.indexOf(weekdayOf(days[0]!.date));
  const move = (step: number) =>
    setMonth(({ year, month: current }) => {
      const index = year * 12 + (current - 1) + step;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const title = monthName(month.year, month.month);

  return (
    <section aria-labelledby="availability-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="availability-heading" className="text-xl font-bold">
          Availability
        </h2>
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => move(-1)} aria-label="Previous month">
            ‹
          </Button>
          <span aria-live="polite" className="min-w-36 text-center text-sm font-semibold">
            {title}
          </span>
          <Button variant="ghost" size="sm" onClick={() => move(1)} aria-label="Next month">
            ›
          </Button>
        </div>
      </div>
      <table className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center text-sm">
        <caption className="sr-only">Availability in {title}, in the venue&apos;s time zone ({listing.timeZone})</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="text-xs font-semibold text-muted-foreground">
                <abbr title={day[0]!.toUpperCase() + day.slice(1)} className="no-underline">
                  {day.slice(0, 2).replace(/^./, (letter) => letter.toUpperCase())}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: Math.ceil((lead + days.length) / 7) }, (_, week) => (
            <tr key={week}>
              {Array.from({ length: 7 }, (_, column) => {
                const day = days[week * 7 + column - lead];
                if (!day) return <td key={column} />;
                const label = (
                  <>
                    <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                    <span className="sr-only">
                      {day.date}: {statusText[day.status]}
                    </span>
                  </>
                );
                const pickable = onPick && (day.status === 'open' || day.status === 'partly-booked');
                return (
                  <td key={column} className={cx('rounded-md', pickable ? 'p-0' : 'py-2', statusClass[day.status], day.date === selected && 'ring-2 ring-primary')}>
                    {pickable ? (
                      <button
                        type="button"
                        aria-pressed={day.date === selected}
                        onClick={() => onPick(day.date)}
                        className="w-full rounded-md py-2 hover:underline focus-visible:outline-3 focus-visible:outline-ring"
                      >
                        {label}
                      </button>
                    ) : (
                      label
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted-foreground">
        <span className="mr-3 inline-block rounded bg-success-surface px-1.5 text-success-text">Open</span>
        <span className="mr-3 inline-block rounded bg-secondary px-1.5">Partly booked</span>
        <span className="mr-3 inline-block rounded bg-danger-surface px-1.5 text-danger-text">Fully booked</span>
        <span className="inline-block rounded bg-muted px-1.5 line-through">Not available</span>
      </p>
    </section>
  );
}
