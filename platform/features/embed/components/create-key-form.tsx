import { type FormEvent, useId, useState } from 'react';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { ApiRequestError, failureMessage } from '#platform/lib/api-client.ts';
import { useCreateEmbedKey } from '../api/create-embed-key.ts';
import { useEmbeddableEvents } from '../api/list-embeddable-events.ts';
import { useEventPots } from '../api/list-event-pots.ts';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { ALL_MY_VENUES, VenueKeyFields } from './venue-key-fields.tsx';

/** The API's message for the first wrong origin (`fields["allowedOrigins.0"]`), to show under the field. */
function originProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  try {
    const body = JSON.parse(error.bodyText) as { fields?: Record<string, string> };
    return Object.entries(body.fields ?? {}).find(([field]) => field.startsWith('allowedOrigins'))?.[1];
  } catch {
    return undefined;
  }
}

function splitOrigins(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The Embed page's "New embed key" form: the widget, its target and the allowed origins. */
export function CreateKeyForm() {
  const events = useEmbeddableEvents();
  const create = useCreateEmbedKey();
  const [widget, setWidget] = useState<'rsvp' | 'contribution' | 'venue-search' | 'wishlist-add'>('rsvp');
  const [venueChoice, setVenueChoice] = useState(ALL_MY_VENUES);
  const { user } = useCurrentUser();
  const forEvent = widget === 'rsvp' || widget === 'contribution';
  const [eventId, setEventId] = useState('');
  const [potId, setPotId] = useState('');
  const [origins, setOrigins] = useState('');
  const ids = { event: useId(), pot: useId(), origins: useId(), originsHelp: useId(), originsError: useId() };
  const chosenEvent = eventId || events.data?.[0]?.id || null;
  const pots = useEventPots(widget === 'contribution' ? chosenEvent : null);
  const chosenPot = potId && pots.data?.some((pot) => pot.id === potId) ? potId : (pots.data?.[0]?.id ?? '');
  const originError = originProblem(create.error);

  const needsPot = widget === 'contribution' && !chosenPot;
  const noEvents = forEvent && events.data?.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsPot || noEvents || (forEvent && !chosenEvent)) return;
    const target =
      widget === 'wishlist-add'
        ? { targetKind: 'seller' as const, targetId: user?.id ?? '' }
        : widget === 'venue-search'
          ? venueChoice === ALL_MY_VENUES
            ? { targetKind: 'venue-owner' as const, targetId: user?.id ?? '' }
            : { targetKind: 'venue' as const, targetId: venueChoice }
          : { targetId: widget === 'rsvp' ? chosenEvent! : chosenPot };
    create.mutate(
      { widget, ...target, allowedOrigins: splitOrigins(origins) },
      {
        onSuccess: () => {
          setOrigins('');
          toast({ title: 'Embed key created', description: 'Copy its snippet into your site.' });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-card border border-border bg-card p-5" aria-labelledby="new-key-title">
      <h2 id="new-key-title" className="text-lg font-bold">
        New embed key
      </h2>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Widget</legend>
        {(
          [
            ['rsvp', 'RSVP', 'The event’s card and the RSVP form'],
            ['contribution', 'Contribution', 'A pot’s progress and “chip in” for guests with their personal link'],
            ['venue-search', 'Venue booking', 'Your venues with dates, times, the price, and “Request to book” / “Book now”'],
            ['wishlist-add', 'Add to wishlist', 'For sellers: a button on your product pages that puts the product on a shopper’s party wishlist'],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input type="radio" name="widget" value={value} checked={widget === value} onChange={() => setWidget(value)} className="mt-1 h-4 w-4 accent-primary" />
            <span>
              <span className="font-semibold">{label}</span> <span className="text-muted-foreground">— {hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {widget === 'venue-search' ? <VenueKeyFields value={venueChoice} onChange={setVenueChoice} /> : null}
      {widget === 'wishlist-add' ? (
        <p className="text-sm text-muted-foreground">
          The key is for you as the seller, on any product page of the sites below. Each page names its product with data-title and data-price (data-image, data-url and data-currency are optional), or
          keeps a JSON-LD Product that the button reads.
        </p>
      ) : null}
      {!forEvent ? null : events.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your events…</p>
      ) : events.isError ? (
        <Alert tone="error">Your events could not be loaded. Please reload the page.</Alert>
      ) : events.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Create an event first: RSVP and contribution keys are for events you host or co-host and their pots.</p>
      ) : (
        <div>
          <Label htmlFor={ids.event}>Event</Label>
          <Select id={ids.event} value={chosenEvent ?? ''} onChange={(e) => setEventId(e.target.value)}>
            {events.data.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title}
              </option>
            ))}
          </Select>
        </div>
      )}
      {widget === 'contribution' ? (
        pots.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the event’s pots…</p>
        ) : pots.isError ? (
          <Alert tone="error">{failureMessage(pots.error, 'The event’s pots could not be loaded.', 'The event’s pots could not be loaded.')}</Alert>
        ) : pots.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">This event has no pot yet. Create its fund or a group gift on the event’s money page first.</p>
        ) : (
          <div>
            <Label htmlFor={ids.pot}>Pot</Label>
            <Select id={ids.pot} value={chosenPot} onChange={(e) => setPotId(e.target.value)}>
              {pots.data.map((pot) => (
                <option key={pot.id} value={pot.id}>
                  {pot.title}
                  {pot.status === 'closed' ? ' (closed)' : ''}
                </option>
              ))}
            </Select>
          </div>
        )
      ) : null}
      <div>
        <Label htmlFor={ids.origins}>Sites allowed to show it</Label>
        <Input
          id={ids.origins}
          value={origins}
          onChange={(e) => setOrigins(e.target.value)}
          placeholder="https://www.example.com"
          aria-describedby={`${ids.originsHelp}${originError ? ` ${ids.originsError}` : ''}`}
          aria-invalid={originError ? true : undefined}
          required
        />
        <p id={ids.originsHelp} className="mt-1 text-sm text-muted-foreground">
          Exact addresses like https://www.example.com, separated by spaces or commas.
        </p>
        <FieldError id={ids.originsError} message={originError} />
      </div>
      {create.isError && !originError ? <Alert tone="error">{failureMessage(create.error, 'The key could not be created.', 'The key could not be created.')}</Alert> : null}
      <Button type="submit" disabled={create.isPending || needsPot || noEvents} className="justify-self-start">
        {create.isPending ? 'Creating…' : 'Create key'}
      </Button>
    </form>
  );
}
