import { useId, useState } from 'react';
import type { PotPublicView } from '#core/domain/money/money-view.schema.ts';
import { failureMessage } from '../../lib/api-client.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { Button } from '../ui/button.tsx';
import { ContributionForm, type ContributionField } from './contribution-form.tsx';
import { PotProgress } from './pot-summary.tsx';
import { serverFieldErrors, useStartContribution } from './start-contribution.ts';

/** Leaves for the hosted checkout page (the provider's, or the demo's on our own origin). */
function goToCheckout(url: string): void {
  window.location.assign(url);
}

/**
 * One pot a guest or member can chip in to: its title and progress, and a "Chip in" button that
 * opens the contribution form in place. A successful start leaves for the checkout page.
 */
export function PotChipIn({ pot, guestToken, headingLevel = 3 }: { pot: PotPublicView; guestToken: string | null; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const start = useStartContribution(pot.id, guestToken);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const closed = pot.status === 'closed';
  const fieldErrors = start.isError ? (serverFieldErrors(start.error) as FieldErrors<ContributionField>) : {};
  const serverError = start.isError ? failureMessage(start.error, 'Could not start the payment. Nothing was charged.', 'Could not reach Cakeday. Nothing was charged; please try again.') : null;

  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <Heading className="text-lg font-bold break-words">{pot.title}</Heading>
      {pot.description ? <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{pot.description}</p> : null}
      <div className="mt-3">
        <PotProgress pot={pot} showLabel={!open} />
      </div>
      {closed ? (
        <p className="mt-3 text-sm font-semibold">This pot is closed to new contributions.</p>
      ) : (
        <>
          <Button className="mt-3" variant={open ? 'outline' : 'primary'} aria-expanded={open} aria-controls={formId} onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide the form' : 'Chip in'}
            <span className="sr-only">
              {open ? ' for ' : ' to '}
              {pot.title}
            </span>
          </Button>
          <div id={formId} hidden={!open} className="mt-4">
            {open ? (
              <ContributionForm
                pot={pot}
                pending={start.isPending || start.isSuccess}
                serverError={serverError}
                serverFieldErrors={fieldErrors}
                onSubmit={(input) => start.mutate(input, { onSuccess: (result) => goToCheckout(result.checkoutUrl) })}
              />
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
