import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatEventWhen } from '#core/domain/events/event-time.rules.ts';
import type { EventView } from '#core/domain/events/event-view.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { EventBreadcrumb } from '#platform/components/event-breadcrumb.tsx';
import { LoadError } from '#platform/components/load-error.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { CalendarIcon, CameraIcon, CreditCardIcon, GiftIcon, MapPinIcon, PartyIcon, UsersIcon } from '#platform/components/ui/icons.tsx';
import { Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { copyText } from '#platform/lib/clipboard.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useCancelEvent } from '../api/cancel-event.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import { useDuplicateEvent } from '../api/duplicate-event.ts';
import { useEvent } from '../api/get-event.ts';
import { useEventActivity } from '../api/get-event-activity.ts';
import { useRemoveComment } from '../api/remove-comment.ts';
import { ActivityFeed } from './activity-feed.tsx';
import { CohostsPanel } from './cohosts-panel.tsx';
import { EventVenuesPanel } from './event-venues-panel.tsx';

export function publicEventUrl(slug: string): string {
  return `${window.location.origin}/e/${slug}`;
}

/** The event could not be loaded: a missing (or someone else's) event reads as not found. */
export function EventLoadError({ error }: { error: unknown }) {
  return <LoadError error={error} notFoundTitle="Event not found" notFoundText="It may have been deleted, or it belongs to someone else." failedTitle="Could not load the event" />;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-card border border-border bg-card p-4 text-center">
      <dd className="text-2xl font-extrabold">{value}</dd>
      <dt className="text-xs font-semibold text-muted-foreground uppercase">{label}</dt>
    </div>
  );
}

function CancelDialog({ event, open, onClose }: { event: EventView; open: boolean; onClose: () => void }) {
  const cancel = useCancelEvent(event.id);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setError(null);
    cancel.mutate(message.trim() || undefined, {
      onSuccess: () => {
        onClose();
        toast({ title: 'Event cancelled', description: 'Your guests are being told.' });
      },
      onError: (failure) => setError(failureMessage(failure, 'Could not cancel the event', 'Could not cancel the event. Please try again.')),
    });
  }
  return (
    <Dialog
      open={open}
      onClose={() => !cancel.isPending && onClose()}
      title="Cancel this event?"
      description="Guests will be told by email or text message. The event page will show that it is cancelled."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div>
          <Label htmlFor="cancel-message">Message to guests (optional)</Label>
          <textarea
            id="cancel-message"
            rows={3}
            maxLength={1000}
            value={message}
            onChange={(changeEvent) => setMessage(changeEvent.target.value)}
            className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-ring"
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            Keep the event
          </Button>
          <Button type="submit" variant="destructive" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel event'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ event, open, onClose }: { event: EventView; open: boolean; onClose: () => void }) {
  const remove = useDeleteEvent(event.id);
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ready = confirm === event.title;
  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (!ready) return;
    setError(null);
    remove.mutate(confirm, {
      onSuccess: async () => {
        await navigate('/dashboard');
        toast({ title: 'Event deleted', description: `${event.title} and its guest list are gone.` });
      },
      onError: (failure) => setError(failureMessage(failure, 'Could not delete the event', 'Could not delete the event. Please try again.')),
    });
  }
  return (
    <Dialog
      open={open}
      onClose={() => !remove.isPending && onClose()}
      title="Delete this event?"
      description="This removes the event, its guest list and its activity for good. Guests are not told; cancel the event first if they should be."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div>
          <Label htmlFor="delete-event-confirm">Type the event title to confirm</Label>
          <p className="mb-2 text-sm font-semibold break-words">{event.title}</p>
          <Input id="delete-event-confirm" value={confirm} autoComplete="off" onChange={(changeEvent) => setConfirm(changeEvent.target.value)} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Keep the event
          </Button>
          <Button type="submit" variant="destructive" disabled={!ready || remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete event'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The ways to end the event, apart from the everyday actions and at the bottom, so neither is hit
 * on the way to "Manage guests"; each still asks for confirmation in its dialog.
 */
export function DangerZone({ onCancel, onDelete }: { onCancel?: () => void; onDelete?: () => void }) {
  return (
    <section aria-labelledby="danger-zone-heading" className="mt-10 rounded-card border border-danger-text/30 p-5 sm:p-6">
      <h2 id="danger-zone-heading" className="text-lg font-bold">
        Danger zone
      </h2>
      <ul className="mt-3 divide-y divide-border">
        {onCancel ? (
          <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">Cancel the party: guests are told, and the event page stops taking answers.</p>
            <Button variant="outline" size="sm" className="shrink-0" onClick={onCancel}>
              Cancel event
            </Button>
          </li>
        ) : null}
        {onDelete ? (
          <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">Delete the event, its guest list and its activity for good.</p>
            <Button variant="destructive-outline" size="sm" className="shrink-0" onClick={onDelete}>
              Delete event
            </Button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** /dashboard/events/:id: the host's overview of one event. */
export function EventOverviewScreen() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  const activity = useEventActivity(id);
  const removeComment = useRemoveComment(id);
  const duplicate = useDuplicateEvent();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  useDocumentMeta(event.data ? event.data.title : 'Event');

  if (event.isPending) return <DashboardSkeleton />;
  if (event.isError) return <EventLoadError error={event.error} />;
  const data = event.data;
  const starts = Date.parse(data.startsAt);
  const cancelled = data.status === 'cancelled';
  const publicPath = `/e/${data.slug}`;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <EventBreadcrumb eventId={id} eventTitle={data.title} />

      {cancelled ? (
        <Alert tone="error" className="mt-4">
          This event is cancelled. Guests were told, and the event page no longer takes answers.
        </Alert>
      ) : null}

      <header className="mt-4 overflow-hidden rounded-card border border-border bg-card shadow-sm">
        {data.coverImageUrl ? (
          <img src={data.coverImageUrl} alt="" className="h-40 w-full object-cover sm:h-56" />
        ) : (
          <div aria-hidden="true" className="flex h-28 items-center justify-center bg-gradient-to-br from-pink-300 via-rose-300 to-amber-200 text-rose-900 sm:h-36">
            <PartyIcon className="h-10 w-10" />
          </div>
        )}
        <div className="p-5 sm:p-6">
          <p className="text-sm font-semibold text-primary">{data.role === 'host' ? 'You are hosting' : 'You are co-hosting'}</p>
          <h1 className="mt-1 text-2xl font-extrabold break-words sm:text-3xl">{data.title}</h1>
          {data.celebrantName ? (
            <p className="mt-1 text-muted-foreground">
              Celebrating {data.celebrantName}
              {data.celebrantAge ? ` turning ${data.celebrantAge}` : ''}
            </p>
          ) : null}
          <p className="mt-3 flex items-center gap-2 text-sm">
            <CalendarIcon className="h-4 w-4 shrink-0 text-muted-foreground" />
            {formatEventWhen(starts, Date.parse(data.endsAt), data.timeZone)}
          </p>
          {data.location ? (
            <p className="mt-1 flex items-center gap-2 text-sm">
              <MapPinIcon className="h-4 w-4 shrink-0 text-muted-foreground" />
              {data.location}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap gap-2">
            <ButtonLink to={`/dashboard/events/${data.id}/guests`} size="sm">
              Manage guests
            </ButtonLink>
            <ButtonLink to={`/dashboard/events/${data.id}/edit`} variant="outline" size="sm">
              Edit event
            </ButtonLink>
            <ButtonLink to={publicPath} variant="outline" size="sm">
              View event page
            </ButtonLink>
            <Button
              variant="outline"
              size="sm"
              onClick={async () => {
                const copied = await copyText(publicEventUrl(data.slug));
                toast(
                  copied
                    ? { title: 'Link copied', description: 'Share it anywhere; private details stay with invited guests.' }
                    : { title: 'Could not copy the link', description: publicEventUrl(data.slug), variant: 'destructive' },
                );
              }}
            >
              Copy event link
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={duplicate.isPending}
              onClick={() =>
                duplicate.mutate(data.id, {
                  onSuccess: async (copy) => {
                    toast({ title: 'Event duplicated', description: 'The copy has no guests yet.' });
                    await navigate(`/dashboard/events/${copy.id}`);
                  },
                  onError: (failure) => toast({ title: 'Could not duplicate the event', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
                })
              }
            >
              {duplicate.isPending ? 'Duplicating...' : 'Duplicate'}
            </Button>
          </div>
        </div>
      </header>

      <section aria-labelledby="rsvp-heading" className="mt-8">
        <h2 id="rsvp-heading" className="text-xl font-bold">
          RSVPs
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Stat label="Going" value={data.counts.going} />
          <Stat label="Maybe" value={data.counts.maybe} />
          <Stat label="Can't go" value={data.counts.declined} />
          <Stat label="Waitlisted" value={data.counts.waitlisted} />
          <Stat label="No answer" value={data.counts.pending} />
          <Stat label="Head count" value={data.counts.headcount} />
        </dl>
        <p className="mt-2 text-sm text-muted-foreground">Head count includes plus-ones of going guests{data.capacity ? ` · capacity ${data.capacity}` : ''}.</p>
      </section>

      {/* Cards keep their own height: a short feed is not stretched to the side column's. */}
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <Card className="p-6">
          <h2 className="text-lg font-bold">Recent activity</h2>
          <div className="mt-4">
            {activity.isPending ? (
              <p className="text-sm text-muted-foreground">Loading activity...</p>
            ) : activity.isError ? (
              <Alert tone="error">{failureMessage(activity.error, 'Could not load the activity', 'Could not load the activity. Please try again.')}</Alert>
            ) : (
              <ActivityFeed
                activity={activity.data.slice(0, 30)}
                removingId={removeComment.isPending ? removeComment.variables : null}
                onRemoveComment={(commentId) =>
                  removeComment.mutate(commentId, {
                    onSuccess: () => toast({ title: 'Comment removed' }),
                    onError: (failure) => toast({ title: 'Could not remove the comment', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
                  })
                }
              />
            )}
          </div>
        </Card>
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="text-lg font-bold">Quick links</h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <Link to={`/dashboard/events/${data.id}/guests`} className="flex items-center gap-2 font-semibold text-primary hover:underline">
                  <UsersIcon className="h-4 w-4" /> Guests and invitations
                </Link>
              </li>
              <li>
                <Link to={`/dashboard/events/${data.id}/wishlist`} className="flex items-center gap-2 font-semibold text-primary hover:underline">
                  <GiftIcon className="h-4 w-4" /> Wishlist and gift assignment
                </Link>
              </li>
              <li>
                <Link to={`/dashboard/events/${data.id}/contributions`} className="flex items-center gap-2 font-semibold text-primary hover:underline">
                  <CreditCardIcon className="h-4 w-4" /> Contributions and payouts
                </Link>
              </li>
              <li>
                <Link to={`/dashboard/events/${data.id}/album`} className="flex items-center gap-2 font-semibold text-primary hover:underline">
                  <CameraIcon className="h-4 w-4" /> Photo and video album
                </Link>
              </li>
            </ul>
          </Card>
          <EventVenuesPanel event={data} />
          <CohostsPanel event={data} />
        </div>
      </div>

      {!cancelled || data.role === 'host' ? <DangerZone onCancel={cancelled ? undefined : () => setDialog('cancel')} onDelete={data.role === 'host' ? () => setDialog('delete') : undefined} /> : null}

      <CancelDialog event={data} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      {data.role === 'host' ? <DeleteDialog event={data} open={dialog === 'delete'} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
