import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '#platform/components/load-error.tsx';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { CreditCardIcon } from '#platform/components/ui/icons.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { sameOriginPath } from '#platform/lib/same-origin.ts';
import { useCompleteDemoConnect, useDemoConnect } from '../api/demo-connect.ts';

/**
 * /demo-connect/:accountId: what Stripe's hosted Connect onboarding is in real mode, reduced to one
 * button. The `return` and `refresh` parameters come from the onboarding link; they are followed
 * only when they lead to this site, so a crafted link cannot send the member elsewhere.
 */
export function DemoConnectScreen() {
  const { accountId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const account = useDemoConnect(accountId);
  const complete = useCompleteDemoConnect(accountId);
  const returnPath = sameOriginPath(params.get('return')) ?? '/dashboard';
  const refreshPath = sameOriginPath(params.get('refresh'));
  useDocumentMeta('Set up payouts (demo)');

  if (account.isPending) return <DashboardSkeleton />;
  if (account.isError) {
    return (
      <LoadError
        error={account.error}
        notFoundTitle="Payout setup not found"
        notFoundText="This setup link is not yours, or payments are not in demo mode. Start again from your event’s contributions."
        failedTitle="Could not load the payout setup"
      />
    );
  }
  const data = account.data;

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <DemoPaymentLabel label={data.label} size="lg" />
      <Card className="mt-6 p-6">
        <div className="flex items-center gap-3">
          <CreditCardIcon className="h-6 w-6 text-primary" />
          <h1 className="text-2xl font-extrabold">Set up payouts</h1>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">In real mode this is Stripe’s onboarding: bank details and identity. This demo needs neither, and no money moves.</p>
        <dl className="mt-4 text-sm">
          <dt className="font-semibold">Account email</dt>
          <dd className="break-all">{data.email}</dd>
        </dl>
        {data.payoutsEnabled ? (
          <Alert tone="success" className="mt-4">
            Payouts are already set up for this account.
          </Alert>
        ) : null}
        {complete.isError ? (
          <Alert tone="error" className="mt-4">
            {failureMessage(complete.error, 'Could not finish the setup', 'Could not finish the setup. Please try again.')}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {refreshPath ? (
            <ButtonLink to={refreshPath} variant="outline">
              Start again
            </ButtonLink>
          ) : null}
          {data.payoutsEnabled ? (
            <ButtonLink to={returnPath}>Continue</ButtonLink>
          ) : (
            <Button disabled={complete.isPending || complete.isSuccess} onClick={() => complete.mutate(undefined, { onSuccess: () => void navigate(returnPath) })}>
              {complete.isPending || complete.isSuccess ? 'Finishing...' : 'Finish setup'}
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
