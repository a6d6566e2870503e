import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PLANS } from '#core/domain/money/plans.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';

/** "Cancel Pro" with a confirmation that says what changes (and what does not). */
export function CancelProButton() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelSubscription();
  const [, setParams] = useSearchParams();

  function close() {
    setOpen(false);
    setError(null);
  }

  function confirm() {
    setError(null);
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        // A "Pro is active" banner from the checkout just before would now be wrong.
        setParams(
          (params) => {
            params.delete('purchase');
            return params;
          },
          { replace: true },
        );
        toast({ title: 'Pro cancelled', description: 'You are on the Free plan now. Your events are kept.' });
      },
      onError: (failure) => setError(failureMessage(failure, 'Could not cancel Pro', 'Could not cancel Pro. Please check your connection and try again.')),
    });
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Cancel Pro
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title="Cancel Pro?"
        description={
          <>
            You will not be charged again and your account moves to the Free plan. Your events and guests stay as they are, but you cannot create a new event while you have{' '}
            {PLANS.free.maxActiveEvents} or more active, or add guests beyond {PLANS.free.maxGuestsPerEvent} per event, until you upgrade again.
          </>
        }
        cancelLabel="Keep Pro"
        confirmLabel="Yes, cancel Pro"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={confirm}
      >
        {error ? (
          <Alert tone="error" className="mb-4">
            {error}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
