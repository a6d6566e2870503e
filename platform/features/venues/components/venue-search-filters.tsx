import { useId, type FormEvent } from 'react';
import { venueTypeLabel } from '#core/domain/venues/venue.rules.ts';
import { venueTypes } from '#core/domain/venues/venue.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';

/** The filters of /venues, as they stand in the URL (and in GET /api/venues' query). */
export const venueFilterKeys = ['city', 'type', 'guests', 'minPrice', 'maxPrice', 'date', 'start', 'end'] as const;
export type VenueFilterKey = (typeof venueFilterKeys)[number];
export type VenueFilterValues = Partial<Record<VenueFilterKey, string>>;

/** The filter values of a URL's parameters (unknown ones are left out). */
export function filterValuesOf(params: URLSearchParams): VenueFilterValues {
  const values: VenueFilterValues = {};
  for (const key of venueFilterKeys) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/**
 * The search form: city, type, guests, a price range in dollars per hour, a date and a time window
 * (the venue's local time). Submitting hands the filled fields to `onSearch`; the screen puts them
 * in the URL, so a search can be shared. Remounted (by key) when the URL changes.
 */
export function VenueSearchFilters({ initial, onSearch, onClear }: { initial: VenueFilterValues; onSearch: (values: VenueFilterValues) => void; onClear: () => void }) {
  const id = useId();
  const field = (key: VenueFilterKey) => `${id}-${key}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: VenueFilterValues = {};
    for (const key of venueFilterKeys) {
      const value = String(data.get(key) ?? '').trim();
      if (value) values[key] = value;
    }
    onSearch(values);
  }

  return (
    <form role="search" aria-label="Find a venue" onSubmit={submit} className="grid gap-4 rounded-card border border-border bg-card p-5 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <Label htmlFor={field('city')}>City</Label>
        <Input id={field('city')} name="city" defaultValue={initial.city ?? ''} placeholder="Any city" autoComplete="address-level2" maxLength={100} />
      </div>
      <div>
        <Label htmlFor={field('type')}>Type of venue</Label>
        <Select id={field('type')} name="type" defaultValue={initial.type ?? ''}>
          <option value="">Any type</option>
          {venueTypes.map((type) => (
            <option key={type} value={type}>
              {venueTypeLabel(type)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={field('guests')}>Guests</Label>
        <Input id={field('guests')} name="guests" type="number" inputMode="numeric" min={1} max={1000} step={1} defaultValue={initial.guests ?? ''} placeholder="Any number" />
      </div>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1.5 text-sm font-semibold">Price per hour ($)</legend>
        <div>
          <Label htmlFor={field('minPrice')} className="sr-only">
            Lowest price per hour in dollars
          </Label>
          <Input id={field('minPrice')} name="minPrice" type="number" inputMode="numeric" min={0} max={2000} step={1} defaultValue={initial.minPrice ?? ''} placeholder="Min" />
        </div>
        <div>
          <Label htmlFor={field('maxPrice')} className="sr-only">
            Highest price per hour in dollars
          </Label>
          <Input id={field('maxPrice')} name="maxPrice" type="number" inputMode="numeric" min={0} max={2000} step={1} defaultValue={initial.maxPrice ?? ''} placeholder="Max" />
        </div>
      </fieldset>
      <div>
        <Label htmlFor={field('date')}>Date</Label>
        <Input id={field('date')} name="date" type="date" defaultValue={initial.date ?? ''} />
      </div>
      <div>
        <Label htmlFor={field('start')}>From</Label>
        <Input id={field('start')} name="start" type="time" step={900} defaultValue={initial.start ?? ''} aria-describedby={`${id}-time-hint`} />
      </div>
      <div>
        <Label htmlFor={field('end')}>Until</Label>
        <Input id={field('end')} name="end" type="time" step={900} defaultValue={initial.end ?? ''} aria-describedby={`${id}-time-hint`} />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1">
          Search
        </Button>
        <Button type="button" variant="outline" onClick={onClear}>
          Clear
        </Button>
      </div>
      <p id={`${id}-time-hint`} className="text-xs text-muted-foreground sm:col-span-2 lg:col-span-4">
        Times are the venue&apos;s local time, on the quarter hour. With a date and times, only venues open and free then are shown.
      </p>
    </form>
  );
}
