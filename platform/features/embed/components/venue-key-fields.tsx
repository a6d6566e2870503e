import { useId } from 'react';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useMyVenues } from '../api/list-my-venues.ts';

/** The choice "all my published venues" in the venue key's target list. */
export const ALL_MY_VENUES = 'all';

/**
 * The venue widget's target on the Embed page (decision 030): all the member's published venues
 * (the key follows what they publish later) or one of their venues. A member without a listing is
 * pointed to "List your space" instead.
 */
export function VenueKeyFields({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const venues = useMyVenues(true);
  const id = useId();
  if (venues.isPending) return <p className="text-sm text-muted-foreground">Loading your venues…</p>;
  if (venues.isError) return <Alert tone="error">{failureMessage(venues.error, 'Your venues could not be loaded.', 'Your venues could not be loaded.')}</Alert>;
  if (venues.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no venue listed yet.{' '}
        <a className="underline" href="/host/venues">
          List your space
        </a>{' '}
        first, then embed its booking widget here.
      </p>
    );
  }
  return (
    <div>
      <Label htmlFor={id}>Venues</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL_MY_VENUES}>All my published venues</option>
        {venues.data.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.title || 'Untitled venue'}
            {venue.status === 'published' ? '' : ` (${venue.status}: shown once published)`}
          </option>
        ))}
      </Select>
    </div>
  );
}
