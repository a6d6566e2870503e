import { LoadError } from '#platform/components/load-error.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useMyBookings } from '../api/list-my-bookings.ts';
import { BookingList } from './booking-card.tsx';

/** /bookings: the member's venue bookings as a guest, what is ahead and what is past. */
export function MyBookingsScreen() {
  useDocumentMeta('My bookings');
  const bookings = useMyBookings();
  if (bookings.isPending) return <DashboardSkeleton />;
  if (bookings.isError) return <LoadError error={bookings.error} notFoundTitle="Not found" notFoundText="" failedTitle="Your bookings could not be loaded" />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">My bookings</h1>
          <p className="mt-1 text-muted-foreground">The venues you have booked or asked for.</p>
        </div>
        <ButtonLink to="/venues" variant="outline">
          Find a venue
        </ButtonLink>
      </div>
      <BookingList title="Upcoming" bookings={bookings.data.upcoming} empty="Nothing booked ahead. Find a venue for your next party." />
      <BookingList title="Past" bookings={bookings.data.past} empty="No past bookings yet." />
    </div>
  );
}
