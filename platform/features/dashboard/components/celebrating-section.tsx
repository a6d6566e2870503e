import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { useCelebrating } from '../api/list-celebrating.ts';

/**
 * "Your wishlists": events where a host made this member the celebrant. Shown only when there is
 * one; the celebrant manages the items and sees only whether each is reserved or bought.
 */
export function CelebratingSection() {
  const celebrating = useCelebrating();
  const list = celebrating.data?.celebrating ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="celebrating" className="mt-8">
      <h2 id="celebrating" className="text-xl font-bold">
        Your wishlists
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Parties in your honour. Add what you would love; who brings what stays a surprise.</p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {list.map((event) => (
          <li key={event.eventId} className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-card p-4">
            <div>
              <p className="font-semibold">{event.title}</p>
              <p className="text-sm text-muted-foreground">
                {event.status === 'cancelled' ? 'Cancelled · ' : ''}
                {formatInZone(Date.parse(event.startsAt), event.timeZone)}
              </p>
            </div>
            <ButtonLink to={`/dashboard/events/${encodeURIComponent(event.eventId)}/wishlist`} size="sm" variant="outline">
              Open wishlist<span className="sr-only"> for {event.title}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
