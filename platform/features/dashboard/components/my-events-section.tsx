import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import { EventCard } from '#platform/components/event-card.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { Skeleton } from '#platform/components/ui/skeleton.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useMyEvents } from '../api/list-my-events.ts';

/** Upcoming (not yet over) and past events, in the server's order. */
export function splitByTime(events: EventSummary[], now: number): { upcoming: EventSummary[]; past: EventSummary[] } {
  const upcoming: EventSummary[] = [];
  const past: EventSummary[] = [];
  for (const event of events) (Date.parse(event.endsAt) < now ? past : upcoming).push(event);
  return { upcoming, past };
}

function EventList({ title, events, empty, now }: { title: string; events: EventSummary[]; empty: string; now: number }) {
  const { upcoming, past } = splitByTime(events, now);
  const headingId = `events-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold">
        {title}
      </h3>
      {events.length === 0 ? <p className="mt-2 text-sm text-muted-foreground">{empty}</p> : null}
      {upcoming.length > 0 ? (
        <ul className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2">
          {upcoming.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : null}
      {past.length > 0 ? (
        <>
          <h4 className="mt-5 text-sm font-semibold text-muted-foreground uppercase">Past</h4>
          <ul className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-2">
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} past />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The member's events on the dashboard: hosting and attending, upcoming first, past below. */
export function MyEventsSection({ now = Date.now() }: { now?: number }) {
  const events = useMyEvents();
  return (
    <section aria-labelledby="my-events" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-events" className="text-xl font-bold">
          Your events
        </h2>
        <ButtonLink to="/event/new" size="sm">
          Create an event
        </ButtonLink>
      </div>
      <div className="mt-4 space-y-8">
        {events.isPending ? (
          <div className="grid gap-3 md:grid-cols-2" role="status" aria-label="Loading your events">
            <Skeleton className="h-28 w-full rounded-card" />
            <Skeleton className="h-28 w-full rounded-card" />
          </div>
        ) : events.isError ? (
          <Alert tone="error">{failureMessage(events.error, 'Could not load your events', 'Could not load your events. Please try again.')}</Alert>
        ) : (
          <>
            <EventList title="Hosting" events={events.data.hosting} empty="You are not hosting any events yet. Create one to start inviting guests." now={now} />
            {events.data.attending.length > 0 ? <EventList title="Invited to" events={events.data.attending} empty="" now={now} /> : null}
          </>
        )}
      </div>
    </section>
  );
}
