import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { UpdateListingInput } from '#core/domain/venues/listing.schema.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { ApiRequestError, failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useChangeListingStatus } from '../api/change-listing-status.ts';
import { useListing } from '../api/get-listing.ts';
import { useUpdateListing } from '../api/update-listing.ts';
import { uploadPhoto } from '../api/upload-photo.ts';
import { formErrorsOf, formValuesFrom } from './listing-form-values.ts';
import { ListingForm } from './listing-form.tsx';

const statusText = { draft: 'Draft: only you can see it.', published: 'Published: guests can find it on /venues.', paused: 'Paused: hidden from guests; bookings you have stand.' } as const;

/** The API's per-field messages of a refused call, if it sent some. */
function fieldsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  try {
    const parsed = JSON.parse(error.bodyText) as { fields?: Record<string, string> };
    return parsed.fields ? formErrorsOf(parsed.fields) : {};
  } catch {
    return {};
  }
}

/** /host/venues/:id/edit: the owner's listing form, with publish and pause. */
export function ListingEditScreen() {
  const { id = '' } = useParams();
  const listing = useListing(id);
  const update = useUpdateListing(id);
  const status = useChangeListingStatus(id);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  useDocumentMeta(listing.data?.title ? `Edit ${listing.data.title}` : 'Your listing');

  if (listing.isPending) return <DashboardSkeleton />;
  if (listing.isError) {
    return (
      <LoadError
        error={listing.error}
        notFoundTitle="Listing not found"
        notFoundText="There is no listing here, or it is not yours to edit."
        failedTitle="The listing could not be loaded"
        back={{ to: '/host/venues', label: 'Your venues' }}
      />
    );
  }

  const failed = (error: unknown, fallback: string) => setFailure({ message: failureMessage(error, fallback, 'Please check your connection and try again.'), fields: fieldsOf(error) });
  const save = (input: UpdateListingInput, then?: () => void) => {
    setFailure(null);
    update.mutate(input, {
      onSuccess: () => (then ? then() : toast({ title: 'Listing saved' })),
      onError: (error) => failed(error, 'The listing could not be saved.'),
    });
  };
  const move = (action: 'publish' | 'pause') =>
    status.mutate(action, {
      onSuccess: () => toast({ title: action === 'publish' ? 'Your listing is live' : 'Listing paused' }),
      onError: (error) => failed(error, action === 'publish' ? 'The listing could not be published.' : 'The listing could not be paused.'),
    });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link to="/host/venues" className="hover:underline">
          Your venues
        </Link>{' '}
        / <span aria-current="page">{listing.data.title || 'Untitled listing'}</span>
      </nav>
      <h1 className="mt-2 text-3xl font-extrabold">{listing.data.status === 'draft' ? 'List your space' : 'Edit your listing'}</h1>
      <Alert tone="info" className="mt-4">
        {statusText[listing.data.status]}{' '}
        <Link to={`/venues/${encodeURIComponent(id)}`} className="font-semibold underline">
          {listing.data.status === 'published' ? 'View the venue page' : 'Preview the venue page'}
        </Link>
      </Alert>
      <div className="mt-6">
        <ListingForm
          key={`${listing.data.id}-${listing.data.status}`}
          initial={formValuesFrom(listing.data)}
          status={listing.data.status}
          missing={listing.data.missing}
          serverErrors={failure?.fields ?? {}}
          serverMessage={failure?.message ?? null}
          pending={update.isPending || status.isPending}
          onSave={(input) => save(input)}
          onPublish={(input) => save(input, () => move('publish'))}
          onPause={() => move('pause')}
          onUpload={async (file) => {
            try {
              const photo = await uploadPhoto(file);
              return { id: photo.id, url: photo.urls.medium };
            } catch (error) {
              throw new Error(failureMessage(error, 'The photo could not be uploaded.', 'Please check your connection and try again.'));
            }
          }}
        />
      </div>
    </div>
  );
}
