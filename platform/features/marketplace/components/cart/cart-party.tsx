import { useId } from 'react';
import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import type { CartView } from '#core/domain/marketplace/order.schema.ts';
import { PartyTime } from '#platform/components/party-time.tsx';
import { CalendarIcon } from '#platform/components/ui/icons.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';

/**
 * The cart tied to a party: choosing one of the member's upcoming parties sends the order to its
 * place, makes its start (less the setting-up time) the deliver-by, suggests quantities from the
 * guests going and warns about what is already on its wishlist. Times are the party's own.
 */
export function CartParty({
  event,
  parties,
  busy,
  onChange,
}: {
  event: CartView['event'];
  /** The member's upcoming parties; null while they load. */
  parties: Pick<EventSummary, 'id' | 'title'>[] | null;
  busy: boolean;
  onChange: (eventId: string | null) => void;
}) {
  const id = useId();
  const options = parties ?? [];
  // The tied party stays listed even if the list has not loaded (or no longer lists it).
  const listed = event && !options.some((party) => party.id === event.id) ? [{ id: event.id, title: event.title }, ...options] : options;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-border bg-card p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-bold">
        <CalendarIcon className="h-5 w-5" />
        For which party?
      </h2>
      <div className="mt-3 max-w-md">
        <Label htmlFor={`${id}-party`}>Party</Label>
        <Select id={`${id}-party`} value={event?.id ?? ''} disabled={busy} onChange={(change) => onChange(change.target.value || null)} aria-describedby={`${id}-hint`}>
          <option value="">Not for a party</option>
          {listed.map((party) => (
            <option key={party.id} value={party.id}>
              {party.title}
            </option>
          ))}
        </Select>
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          Tie the cart to a party you host: delivery goes to its place and arrives before it starts.
        </p>
      </div>
      {event ? (
        <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Starts</dt>
          <dd>
            <PartyTime at={event.startsAt} timeZone={event.timeZone} />
          </dd>
          <dt className="font-semibold">Deliver by</dt>
          <dd>
            <PartyTime at={event.deliverBy} timeZone={event.timeZone} />
          </dd>
          <dt className="font-semibold">Where</dt>
          <dd className="break-words">{event.location ?? 'No place set yet: add an address below'}</dd>
          <dt className="font-semibold">Guests going</dt>
          <dd>{event.goingCount}</dd>
        </dl>
      ) : null}
    </section>
  );
}
