import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlanLimitHelp, planLimitCode } from '#platform/components/plan-limit-help.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { emptyEventForm, EventForm } from './event-form.tsx';

/** /event/new: the host fills in the party, then lands on its overview. */
export function CreateEventScreen() {
  useDocumentMeta('Create an event');
  const create = useCreateEvent();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The Free plan's event limit: offer the plans next to the server's message.
  const [atLimit, setAtLimit] = useState(false);
  const [initial] = useState(() => emptyEventForm());

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold sm:text-4xl">Create an event</h1>
      <p className="mt-2 text-muted-foreground">Set the date, invite your people, and watch the RSVPs roll in.</p>
      <div className="mt-8 space-y-4">
        {atLimit ? <PlanLimitHelp /> : null}
        <EventForm
          initial={initial}
          submitLabel="Create event"
          pendingLabel="Creating..."
          pending={create.isPending}
          serverError={error}
          onSubmit={(input) => {
            setError(null);
            setAtLimit(false);
            create.mutate(input, {
              onSuccess: async (event) => {
                toast({ title: 'Event created', description: `${event.title} is ready. Add your guests next.` });
                await navigate(`/dashboard/events/${event.id}`);
              },
              onError: (failure) => {
                setError(failureMessage(failure, 'Could not create the event', 'Could not create the event. Please try again.'));
                setAtLimit(planLimitCode(failure) === 'event_limit');
              },
            });
          }}
          onCancel={() => void navigate('/dashboard')}
        />
      </div>
    </div>
  );
}
