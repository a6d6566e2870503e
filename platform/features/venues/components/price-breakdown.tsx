import { useId, useState } from 'react';
import { checkAvailability, type AvailabilityListing, type SlotBooking } from '../../../../core/domain/venues/availability.rules.ts';
import type { PricedListing } from '../../../../core/domain/venues/pricing.rules.ts';
import { hourlyPriceLabel, priceBooking } from '../../../../core/domain/venues/pricing.rules.ts';
import { formatUsd } from '../../../../core/domain/money/money.schema.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { minuteOfTime } from './listing-form-values.ts';

/**
 * The price of a window the guest picks (core's checkAvailability, then priceBooking): hours ×
 * price, the cleaning fee, the total; or why that window cannot be booked. Booking itself comes
 * with the bookings: no button here pretends to book.
 */
export function PriceBreakdown({
  listing,
  bookings = [],
  now = Date.now(),
  initial = {},
}: {
  listing: AvailabilityListing & PricedListing;
  bookings?: readonly SlotBooking[];
  now?: number;
  initial?: { date?: string; start?: string; end?: string; guests?: string };
}) {
  const id = useId();
  const [date, setDate] = useState(initial.date ?? '');
  const [start, setStart] = useState(initial.start ?? '');
  const [end, setEnd] = useState(initial.end ?? '');
  const [guests, setGuests] = useState(initial.guests ?? '');
  const startMinute = minuteOfTime(start);
  const endMinute = minuteOfTime(end);
  const chosen = date !== '' && startMinute !== null && endMinute !== null;
  const availability = chosen
    ? checkAvailability({ listing, bookings, request: { date, startMinute, endMinute, guests: Math.max(1, Number(guests) || 1) }, now })
    : null;
  const price = availability?.ok ? priceBooking(listing, availability.durationMinutes) : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-border bg-card p-5">
      <p id={`${id}-heading`} className="text-2xl font-extrabold">
        {hourlyPriceLabel(listing)}
      </p>
      <p className="text-sm text-muted-foreground">
        Minimum {listing.minimumHours} {listing.minimumHours === 1 ? 'hour' : 'hours'}
        {listing.cleaningFeeCents > 0 ? ` · cleaning fee ${formatUsd(listing.cleaningFeeCents)}` : ''}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <div className="col-span-2">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={`${id}-start`}>From</Label>
          <Input id={`${id}-start`} type="time" step={900} value={start} onChange={(event) => setStart(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={`${id}-end`}>Until</Label>
          <Input id={`${id}-end`} type="time" step={900} value={end} onChange={(event) => setEnd(event.target.value)} />
        </div>
        <div className="col-span-2">
          <Label htmlFor={`${id}-guests`}>Guests</Label>
          <Input id={`${id}-guests`} type="number" min={1} inputMode="numeric" value={guests} onChange={(event) => setGuests(event.target.value)} />
        </div>
      </div>
      <div role="status" className="mt-4 text-sm">
        {!chosen ? (
          <p className="text-muted-foreground">Choose a date and times (the venue&apos;s local time, {listing.timeZone}) to see the price.</p>
        ) : availability && !availability.ok ? (
          <p className="font-medium text-danger-text">{availability.message}</p>
        ) : price && !price.ok ? (
          <p className="font-medium">{price.message}</p>
        ) : price?.ok ? (
          <>
          <dl className="space-y-1">
            {price.lines.map((line) => (
              <div key={line.label} className="flex justify-between gap-4">
                <dt>{line.label}</dt>
                <dd>{formatUsd(line.amountCents)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-border pt-1 font-bold">
              <dt>Total</dt>
              <dd>{formatUsd(price.totalCents)}</dd>
            </div>
          </dl>
          <p className="pt-2 text-xs text-muted-foreground">No service fee. Booking online is coming soon; message the owner to arrange it meanwhile.</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
