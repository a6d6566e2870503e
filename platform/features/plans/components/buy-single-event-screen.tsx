import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { BillingView } from '#core/domain/money/money-view.schema.ts';
import { PLANS, SINGLE_EVENT_MAX_GUESTS } from '#core/domain/money/plans.rules.ts';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useBilling } from '../api/get-billing.ts';
import { useHostedEvents } from '../api/list-hosted-events.ts';
import { useStartSingleEventCheckout } from '../api/start-single-event-checkout.ts';
import { eventsToUnlock } from '../lib/events-to-unlock.ts';
import { useCheckoutStarter } from '../lib/use-checkout-starter.ts';

const price = formatUsd(PLANS.single_event.priceCents);

/** /buy-single-event (signed in): choose one of your events and pay once to lift its limits. */
export function BuySingleEventScreen() {
  useDocumentMeta('Buy a single event');
  const billing = useBilling();
  const hosting = useHostedEvents();
  const error = billing.error ?? hosting.error;
  if (!billing.data || !hosting.data) {
    if (error) return <LoadError error={error} notFoundTitle="Not found" notFoundText="Sign in again to buy a single event." failedTitle="Could not load your events" />;
    return <PageSkeleton />;
  }
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-extrabold">Buy a single event</h1>
        <p className="mt-2 text-muted-foreground">
          Pay {price} once to give one event up to {SINGLE_EVENT_MAX_GUESTS} guests. It no longer counts against the Free limit of {PLANS.free.maxActiveEvents} active event, so you can create another.
          Nothing renews.
        </p>
      </div>
      <DemoPaymentLabel label={billing.data.providerLabel} />
      <SingleEventChooser billing={billing.data} hosting={hosting.data} />
    </div>
  );
}

/** The choice itself, apart from loading (stories render it with sample data). */
export function SingleEventChooser({ billing, hosting }: { billing: BillingView; hosting: EventSummary[] }) {
  const [params] = useSearchParams();
  const choices = eventsToUnlock(hosting, billing);
  const requested = params.get('event');
  // Preselect the event the link named (the limit message links here), or the only one there is.
  const [chosen, setChosen] = useState<string | null>(() => (choices.some((event) => event.id === requested) ? requested : choices.length === 1 ? choices[0]!.id : null));
  const [missing, setMissing] = useState(false);
  const checkout = useCheckoutStarter(useStartSingleEventCheckout());

  if (billing.plan === 'pro') {
    return (
      <Card className="p-6">
        <p>You are on Pro: every event already allows up to {PLANS.pro.maxGuestsPerEvent} guests and there is no event limit, so a Single event would add nothing.</p>
        <ButtonLink to="/billing" variant="outline" className="mt-4">
          Go to billing
        </ButtonLink>
      </Card>
    );
  }
  if (choices.length === 0) {
    return (
      <Card className="p-6">
        <p>
          {billing.unlockedEvents.length > 0
            ? 'Every upcoming event you host is already unlocked.'
            : 'You have no upcoming event to unlock. Create the event first, then come back to buy it a Single event.'}
        </p>
        <ButtonLink to="/event/new" className="mt-4">
          Create an event
        </ButtonLink>
      </Card>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    checkout.start(chosen);
  }

  return (
    <Card className="p-6">
      <form noValidate onSubmit={submit} className="space-y-5">
        {checkout.error ? <Alert tone="error">{checkout.error}</Alert> : null}
        <fieldset aria-describedby={missing && !chosen ? 'single-event-missing' : undefined}>
          <legend className="text-lg font-bold">Which event?</legend>
          <div className="mt-3 space-y-2">
            {choices.map((event) => (
              <label
                key={event.id}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring"
              >
                <input type="radio" name="single-event" value={event.id} checked={chosen === event.id} onChange={() => setChosen(event.id)} className="mt-1 h-4 w-4 accent-primary" />
                <span>
                  <span className="block font-semibold">{event.title}</span>
                  <span className="block text-sm text-muted-foreground">{formatInZone(Date.parse(event.startsAt), event.timeZone)}</span>
                </span>
              </label>
            ))}
          </div>
          {missing && !chosen ? (
            <p id="single-event-missing" className="mt-2 text-sm font-medium text-danger-text">
              Choose the event to unlock
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <p>
            <span className="text-2xl font-extrabold">{price}</span> <span className="text-muted-foreground">once</span>
          </p>
          <Button type="submit" disabled={checkout.opening}>
            {checkout.opening ? 'Opening checkout...' : `Buy for ${price}`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
