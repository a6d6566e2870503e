import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { venueTypeLabel } from '#core/domain/venues/venue.rules.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useCreateListing } from '../api/create-listing.ts';
import { useMyListings } from '../api/my-listings.ts';
import { browserTimeZone } from '#platform/lib/time-zones.ts';

const statusLabels = { draft: 'Draft', published: 'Published', paused: 'Paused' } as const;

/** /host/venues: the member's own listings (any status) and "List your space". */
export function MyListingsScreen() {
  useDocumentMeta('Your venues');
  const listings = useMyListings();
  if (listings.isPending) return <DashboardSkeleton />;
  if (listings.isError) {
    return <LoadError error={listings.error} notFoundTitle="Not found" notFoundText="" failedTitle="Your venues could not be loaded" />;
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Your venues</h1>
          <p className="mt-1 text-muted-foreground">Rent out your backyard, pool or party room by the hour.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/host/bookings" variant="outline">
            Bookings and requests
          </ButtonLink>
          <ButtonLink to="/host/venues/new">List your space</ButtonLink>
        </div>
      </div>
      {listings.data.length === 0 ? (
        <p className="mt-8 rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">You have not listed a space yet.</p>
      ) : (
        <ul className="mt-8 divide-y divide-border rounded-card border border-border bg-card">
          {listings.data.map((listing) => (
            <li key={listing.id} className="flex flex-wrap items-center gap-4 p-4">
              {listing.photos[0] ? <img src={listing.photos[0].url} alt="" className="h-16 w-20 rounded-md object-cover" /> : <span className="h-16 w-20 rounded-md bg-muted" aria-hidden="true" />}
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{listing.title || 'Untitled listing'}</p>
                <p className="text-sm text-muted-foreground">
                  {[listing.venueType ? venueTypeLabel(listing.venueType) : null, listing.city || null].filter(Boolean).join(' · ') || 'Not filled in yet'}
                </p>
              </div>
              <span className="rounded-full bg-secondary px-3 py-1 text-xs font-semibold">{statusLabels[listing.status]}</span>
              <Link to={`/host/venues/${encodeURIComponent(listing.id)}/edit`} className="text-sm font-semibold text-primary hover:underline">
                Edit<span className="sr-only"> {listing.title || 'untitled listing'}</span>
              </Link>
              {listing.status === 'published' ? (
                <Link to={`/venues/${encodeURIComponent(listing.id)}`} className="text-sm font-semibold text-primary hover:underline">
                  View<span className="sr-only"> {listing.title}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /host/venues/new: creates a draft in the browser's time zone and opens its form. */
export function NewListingScreen() {
  useDocumentMeta('List your space');
  const create = useCreateListing();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effect: a second draft would be litter.
    if (started.current) return;
    started.current = true;
    create.mutate({ timeZone: browserTimeZone() }, { onSuccess: (listing) => void navigate(`/host/venues/${encodeURIComponent(listing.id)}/edit`, { replace: true }) });
  }, [create, navigate]);
  if (create.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error">{failureMessage(create.error, 'The listing could not be started.', 'Please check your connection and try again.')}</Alert>
        <ButtonLink to="/host/venues" variant="outline" className="mt-4">
          Back to your venues
        </ButtonLink>
      </div>
    );
  }
  return <DashboardSkeleton />;
}
