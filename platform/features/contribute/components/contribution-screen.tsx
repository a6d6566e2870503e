import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { contributionOrigin } from '#platform/components/money/contribution-token.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useCancelContribution } from '../api/cancel-contribution.ts';
import { useContribution } from '../api/get-contribution.ts';
import { ContributionStatus } from './contribution-status.tsx';
import { LoadError, toHome } from '#platform/components/load-error.tsx';

/** /contributions/:id — where the checkout sends the contributor back; also reached from their list. */
export function ContributionScreen() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const [origin] = useState(() => contributionOrigin(id));
  const contribution = useContribution(id, origin.token);
  const cancel = useCancelContribution(id, origin.token);
  const [confirming, setConfirming] = useState(false);
  useDocumentMeta('Your contribution');

  if (contribution.isPending) return <PageSkeleton />;
  if (contribution.isError) {
    return (
      <LoadError
        error={contribution.error}
        notFoundStatuses={[404, 401, 403]}
        notFoundTitle="Contribution not found"
        notFoundText="Only the person who gave it can see a contribution. If you paid as a guest, open your personal link from the invitation in this browser, then come back from there."
        failedTitle="Contribution not found"
        back={toHome}
      />
    );
  }
  const view = contribution.data;

  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">Your contribution</h1>
      <div className="mt-6">
        <ContributionStatus
          view={view}
          checkoutCancelled={searchParams.get('cancelled') === '1'}
          startedFrom={origin.from}
          cancelPending={cancel.isPending}
          cancelError={cancel.isError ? failureMessage(cancel.error, 'Could not cancel the contribution.', 'Could not reach Cakeday. Please try again.') : null}
          onCancel={() => setConfirming(true)}
          onHoldEnd={() => void contribution.refetch()}
        />
      </div>
      {origin.from ? (
        <p className="mt-6 text-center text-sm">
          <a href={origin.from} className="font-semibold text-primary hover:underline">
            Back to the party page
          </a>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel your contribution?"
        description={`We refund the full ${formatUsd(view.amountCents)} to your card. This cannot be undone, but you can chip in again later.`}
        cancelLabel="Keep my contribution"
        confirmLabel="Cancel and refund"
        // Closes at once: the card shows the cancellation's progress (cancelPending), not this dialog.
        onConfirm={() => {
          setConfirming(false);
          cancel.mutate(undefined, {
            onSuccess: (next) =>
              toast({
                title: next.status === 'refunded' ? 'Refunded' : 'Cancelling',
                description: next.status === 'refunded' ? `${formatUsd(next.amountCents)} goes back to your card.` : next.statusLabel,
              }),
          });
        }}
      />
    </div>
  );
}
