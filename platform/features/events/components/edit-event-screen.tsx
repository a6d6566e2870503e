import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useEvent } from '../api/get-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { EventForm, eventFormFrom } from './event-form.tsx';
import { EventLoadError } from './event-overview-screen.tsx';

/** /dashboard/events/:id/edit: the create form, filled in with the event. */
export function EditEventScreen() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const update = useUpdateEvent(id);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useDocumentMeta(event.data ? `Edit ${event.data.title}` : 'Edit event');

  if (event.isPending) return <DashboardSkeleton />;
  if (event.isError) return <EventLoadError error={event.error} />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link to={`/dashboard/events/${id}`} className="hover:underline">
          {event.data.title}
        </Link>{' '}
        / <span aria-current="page">Edit</span>
      </nav>
      <h1 className="mt-2 text-3xl font-extrabold">Edit event</h1>
      <div className="mt-8">
        <EventForm
          key={event.data.id}
          initial={eventFormFrom(event.data)}
          submitLabel="Save changes"
          pendingLabel="Saving..."
          pending={update.isPending}
          serverError={error}
          onSubmit={(input) => {
            setError(null);
            update.mutate(input, {
              onSuccess: async () => {
                toast({ title: 'Changes saved' });
                await navigate(`/dashboard/events/${id}`);
              },
              onError: (failure) => setError(failureMessage(failure, 'Could not save the changes', 'Could not save the changes. Please try again.')),
            });
          }}
          onCancel={() => void navigate(`/dashboard/events/${id}`)}
        />
      </div>
    </div>
  );
}
