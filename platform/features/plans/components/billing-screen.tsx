import { Link, useSearchParams } from 'react-router-dom';
import type { BillingView } from '#core/domain/money/money-view.schema.ts';
import { formatPlanPrice, PLANS, SINGLE_EVENT_MAX_GUESTS } from '#core/domain/money/plans.rules.ts';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useBilling } from '../api/get-billing.ts';
import { useStartProCheckout } from '../api/start-pro-checkout.ts';
import { useCheckoutStarter } from '../lib/use-checkout-starter.ts';
import { CancelProButton } from './cancel-pro-dialog.tsx';
import { PurchaseBanner } from './purchase-banner.tsx';
import { formatReceiptDate, ReceiptsTable } from './receipts-table.tsx';

const linkClass = 'font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-ring rounded';

/** /billing (signed in): the plan, its limits and usage, unlocked events, Pro and the receipts. */
export function BillingScreen() {
  useDocumentMeta('Billing');
  const [params] = useSearchParams();
  const billing = useBilling();
  const purchaseId = params.get('purchase');

  // Data first: a failed refresh keeps showing what was read before.
  if (!billing.data) {
    if (billing.error) return <LoadError error={billing.error} notFoundTitle="Billing not found" notFoundText="Sign in again to see your billing." failedTitle="Could not load billing" />;
    return <PageSkeleton />;
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-extrabold">Billing</h1>
        <p className="mt-2 text-muted-foreground">Your plan, what it allows, and your receipts.</p>
      </div>
      {purchaseId ? <PurchaseBanner key={purchaseId} purchaseId={purchaseId} /> : null}
      <DemoPaymentLabel label={billing.data.providerLabel} />
      <BillingDetails billing={billing.data} />
    </div>
  );
}

/** The billing view's sections (shared with stories, which seed the data instead of fetching it). */
export function BillingDetails({ billing }: { billing: BillingView }) {
  return (
    <>
      <CurrentPlanCard billing={billing} />
      {billing.unlockedEvents.length > 0 ? (
        <Card className="p-6">
          <h2 className="text-lg font-bold">Unlocked events</h2>
          <p className="mt-1 text-sm text-muted-foreground">Bought as a Single event: up to {SINGLE_EVENT_MAX_GUESTS} guests each, and they do not count against the Free event limit.</p>
          <ul className="mt-4 space-y-2">
            {billing.unlockedEvents.map((event) => (
              <li key={event.eventId}>
                <Link to={`/dashboard/events/${encodeURIComponent(event.eventId)}`} className={linkClass}>
                  {event.title}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card className="p-6">
        <h2 className="text-lg font-bold">Receipts</h2>
        <div className="mt-4">
          <ReceiptsTable purchases={billing.purchases} />
        </div>
      </Card>
      <Card className="p-6">
        <h2 className="text-lg font-bold">Check your payment set-up</h2>
        <p className="mt-1 text-sm text-muted-foreground">Make a small test payment that is refunded at once.</p>
        <ButtonLink to="/test-payment" variant="outline" className="mt-4">
          Make a test payment
        </ButtonLink>
      </Card>
    </>
  );
}

function UpgradeActions() {
  const upgrade = useCheckoutStarter(useStartProCheckout());
  return (
    <div className="mt-6 space-y-3 border-t border-border pt-4">
      {upgrade.error ? <Alert tone="error">{upgrade.error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => upgrade.start(undefined)} disabled={upgrade.opening}>
          {upgrade.opening ? 'Opening checkout...' : `Upgrade to Pro · ${formatPlanPrice(PLANS.pro)}`}
        </Button>
        <ButtonLink to="/buy-single-event" variant="outline">
          Buy a single event
        </ButtonLink>
        <ButtonLink to="/pricing" variant="ghost">
          Compare plans
        </ButtonLink>
      </div>
    </div>
  );
}

function CurrentPlanCard({ billing }: { billing: BillingView }) {
  const isPro = billing.plan === 'pro';
  const eventsUsage = billing.maxActiveEvents === null ? `${billing.activeEvents} (no limit)` : `${billing.activeEvents} of ${billing.maxActiveEvents}`;
  const guests = billing.maxGuestsPerEvent === null ? 'No limit' : `Up to ${billing.maxGuestsPerEvent}`;
  return (
    <Card className="p-6">
      <p className="text-sm font-semibold text-muted-foreground">Current plan</p>
      <h2 className="mt-1 text-2xl font-extrabold">{billing.planName}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">Active events</dt>
          <dd className="text-lg font-semibold">{eventsUsage}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Guests per event</dt>
          <dd className="text-lg font-semibold">{guests}</dd>
        </div>
      </dl>
      {isPro && billing.subscription ? (
        <div className="mt-6 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground">
            Pro subscription since {formatReceiptDate(billing.subscription.since)} ·{' '}
            {billing.subscription.status === 'past_due' ? 'last payment failed, the provider is retrying' : `${PLANS.pro.name} renews monthly`}
          </p>
          <div className="mt-4">
            <CancelProButton />
          </div>
        </div>
      ) : null}
      {!isPro ? <UpgradeActions /> : null}
    </Card>
  );
}
