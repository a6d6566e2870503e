import { Link } from 'react-router-dom';
import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import { CalendarIcon, MapPinIcon, PartyIcon, UsersIcon } from './ui/icons.tsx';

const rsvpLabels: Record<string, string> = {
  pending: 'Not answered yet',
  going: 'You’re going',
  maybe: 'You said maybe',
  declined: 'You can’t go',
  waitlisted: 'You’re on the waitlist',
};

function roleLabel(event: EventSummary): string {
  if (event.role === 'host') return 'Hosting';
  if (event.role === 'cohost') return 'Co-hosting';
  return event.rsvpStatus ? (rsvpLabels[event.rsvpStatus] ?? 'Invited') : 'Invited';
}

/** Where a card leads: hosts manage the event, guests open its public page. */
export function eventCardHref(event: Pick<EventSummary, 'role' | 'id' | 'slug'>): string {
  return event.role === 'host' || event.role === 'cohost' ? `/dashboard/events/${event.id}` : `/e/${event.slug}`;
}

/** One event in a list (dashboard, stories): cover, title, date in the event's zone, place and answers. */
export function EventCard({ event, past = false }: { event: EventSummary; past?: boolean }) {
  const starts = Date.parse(event.startsAt);
  const cancelled = event.status === 'cancelled';
  return (
    <article
      className={`group relative flex min-w-0 overflow-hidden rounded-card border border-border bg-card shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-ring hover:shadow-md ${past ? 'opacity-80' : ''}`}
    >
      <div className="relative w-24 shrink-0 sm:w-32" aria-hidden="true">
        {event.coverImageUrl ? (
          <img src={event.coverImageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-pink-300 via-rose-300 to-amber-200 text-rose-900">
            <PartyIcon className="h-8 w-8" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground">{roleLabel(event)}</span>
          {cancelled ? <span className="rounded-full bg-danger-surface px-2 py-0.5 text-danger-text">Cancelled</span> : null}
          {past && !cancelled ? <span className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground">Past</span> : null}
        </div>
        <h3 className="mt-1.5 truncate text-lg font-bold">
          <Link to={eventCardHref(event)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {event.title}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarIcon className="h-4 w-4 shrink-0" />
          <span className="truncate">{Number.isNaN(starts) ? '—' : formatInZone(starts, event.timeZone)}</span>
        </p>
        {event.location ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="h-4 w-4 shrink-0" />
            <span className="truncate">{event.location}</span>
          </p>
        ) : null}
        {event.counts ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <UsersIcon className="h-4 w-4 shrink-0" />
            <span>
              {event.counts.going} going · {event.counts.maybe} maybe · {event.counts.headcount} people in all
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
