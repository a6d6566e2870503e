import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { ContributionHostView } from '#core/domain/money/money-view.schema.ts';
import { EventBreadcrumb } from '#platform/components/event-breadcrumb.tsx';
import { LoadError } from '#platform/components/load-error.tsx';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useEventMoney } from '../api/get-event-money.ts';
import { useEventRole } from '../api/get-event-role.ts';
import { useExportContributions } from '../api/export-contributions.ts';
import { useRefundContribution } from '../api/refund-contribution.ts';
import { useStartPayoutOnboarding } from '../api/start-payout-onboarding.ts';
import { ContributionsTable } from './contributions-table.tsx';
import { MoneyTotals } from './money-totals.tsx';
import { PayoutBanner } from './payout-banner.tsx';
import { PotsSection } from './pots-section.tsx';

function fileNameOf(title: string): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event';
  return `${base}-contributions.csv`;
}

/** /dashboard/events/:id/contributions: the hosts' view of the event's money. */
export function EventMoneyScreen() {
  const { id = '' } = useParams();
  const money = useEventMoney(id);
  const role = useEventRole(id);
  const exportCsv = useExportContributions(id);
  const refund = useRefundContribution(id);
  const onboarding = useStartPayoutOnboarding(`/dashboard/events/${encodeURIComponent(id)}/contributions`);
  const [refunding, setRefunding] = useState<ContributionHostView | null>(null);
  useDocumentMeta(money.data ? `Contributions · ${money.data.eventTitle}` : 'Contributions');

  // A failed background refresh keeps the figures already on screen; only a first load shows the error.
  if (!money.data) {
    if (money.isError) {
      return <LoadError error={money.error} notFoundTitle="Event not found" notFoundText="It may have been deleted, or it belongs to someone else." failedTitle="Could not load the contributions" />;
    }
    return <DashboardSkeleton />;
  }
  const data = money.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <EventBreadcrumb eventId={id} eventTitle={data.eventTitle} current="Contributions" />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Contributions</h1>
          <p className="mt-1 text-sm text-muted-foreground">Money guests chipped in for {data.eventTitle}. Each contribution is held for 24 hours, then released.</p>
          <DemoPaymentLabel label={data.providerLabel} className="mt-2" />
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(fileNameOf(data.eventTitle), {
              onError: (failure) => toast({ title: 'Could not export the contributions', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
            })
          }
        >
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      <div className="mt-6 space-y-6">
        <PayoutBanner
          payout={data.payout}
          // Until the role is known the banner speaks to the host: a co-host is told otherwise a moment later.
          isHost={role.data !== 'cohost'}
          pending={onboarding.isPending || onboarding.isSuccess}
          error={onboarding.isError ? failureMessage(onboarding.error, 'Could not open the payout setup', 'Could not open the payout setup. Please try again.') : null}
          onConnect={() => onboarding.mutate()}
        />
        <MoneyTotals totals={data.totals} awaitingPayoutCents={data.awaitingPayoutCents} />
      </div>

      <PotsSection eventId={id} pots={data.pots} />

      <section aria-labelledby="contributions-heading" className="mt-8" aria-busy={money.isFetching}>
        <h2 id="contributions-heading" className="text-xl font-bold">
          All contributions
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted-foreground" role="status">
          {data.contributions.length} {data.contributions.length === 1 ? 'contribution' : 'contributions'}
        </p>
        <ContributionsTable contributions={data.contributions} onRefund={setRefunding} onHoldEnd={() => void money.refetch()} />
      </section>

      <ConfirmDialog
        open={refunding !== null}
        onClose={() => setRefunding(null)}
        title={`Refund ${refunding ? formatUsd(refunding.amountCents) : ''} to ${refunding?.contributorName ?? 'the contributor'}?`}
        description="The whole amount goes back to the card it came from and is not released to the host. This cannot be undone."
        cancelLabel="Keep the contribution"
        confirmLabel="Refund in full"
        pendingLabel="Refunding..."
        pending={refund.isPending}
        onConfirm={() =>
          refunding &&
          refund.mutate(refunding.id, {
            onSuccess: () => {
              toast({ title: 'Refund started', description: `${formatUsd(refunding.amountCents)} is on its way back to ${refunding.contributorName}.` });
              setRefunding(null);
            },
            onError: (failure) => {
              toast({ title: 'Could not refund', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' });
              setRefunding(null);
            },
          })
        }
      />
    </div>
  );
}
