import type { ReactNode } from 'react';
import type { ContributionMineView } from '#core/domain/money/money-view.schema.ts';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { HoldCountdown } from '#platform/components/money/hold-countdown.tsx';
import { MoneyAmount } from '#platform/components/money/money-amount.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, buttonClasses } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';

export interface ContributionStatusProps {
  view: ContributionMineView;
  /** The checkout sent them back with `?cancelled=1`. */
  checkoutCancelled: boolean;
  /** Where the contribution was started ("/a", "/e/<slug>"), for "Try again"; null when unknown. */
  startedFrom: string | null;
  cancelPending: boolean;
  cancelError: string | null;
  onCancel: () => void;
  /** The clock for the countdown (stories fix it). */
  now?: () => number;
  onHoldEnd?: () => void;
}

const refundReasonText: Record<NonNullable<ContributionMineView['refundReason']>, string> = {
  cancelled: 'You cancelled within the 24 hours, so the full amount went back to your card.',
  target_missed: 'The pot did not reach its target by the deadline, so everyone was refunded in full.',
  host: 'The host refunded it in full to your card.',
  admin: 'Cakeday refunded it in full to your card.',
  provider: 'The payment provider refunded it to your card.',
};

/** An external or same-site link that looks like a button (checkout pages are full page loads). */
function LinkButton({ href, children, variant = 'primary' }: { href: string; children: ReactNode; variant?: 'primary' | 'outline' }) {
  return (
    <a href={href} className={buttonClasses(variant, 'md')}>
      {children}
    </a>
  );
}

/**
 * After a decline the same checkout still takes another card; after the checkout was cancelled it
 * is closed, so "Try again" starts over from the pot's page when that is known.
 */
function TryAgain({ view, startedFrom, checkoutClosed }: Pick<ContributionStatusProps, 'view' | 'startedFrom'> & { checkoutClosed: boolean }) {
  if (view.checkoutUrl && !(checkoutClosed && startedFrom)) return <LinkButton href={view.checkoutUrl}>Try again</LinkButton>;
  if (startedFrom) return <LinkButton href={startedFrom}>Try again</LinkButton>;
  return <p className="text-sm text-muted-foreground">To try again, open your personal link from the invitation.</p>;
}

function StatusBody(props: ContributionStatusProps) {
  const { view, checkoutCancelled, startedFrom, cancelPending, cancelError, onCancel, now, onHoldEnd } = props;
  const unpaid = view.status === 'pending' || view.status === 'failed' || view.status === 'cancelled';
  if (checkoutCancelled && unpaid) {
    return (
      <div className="space-y-4">
        <Alert tone="info">Payment cancelled — nothing was charged.</Alert>
        <TryAgain view={view} startedFrom={startedFrom} checkoutClosed />
      </div>
    );
  }
  switch (view.status) {
    case 'pending':
      return (
        <div className="space-y-4">
          <div role="status" className="flex items-center gap-3">
            <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-secondary border-t-primary" />
            <p className="font-semibold">Waiting for your payment</p>
          </div>
          <p className="text-sm text-muted-foreground">If you just paid, this page updates by itself in a moment. Nothing is charged until the payment goes through.</p>
          {view.checkoutUrl ? <LinkButton href={view.checkoutUrl}>Finish paying</LinkButton> : null}
        </div>
      );
    case 'succeeded':
      if (view.refundRequested) {
        return (
          <Alert tone="info">
            <span className="font-bold">Refund in progress.</span> The full amount is on its way back to your card; this page shows it once the payment provider confirms.
          </Alert>
        );
      }
      return (
        <div className="space-y-4">
          <Alert tone="success">Payment received — thank you!</Alert>
          <div>
            <p className="font-semibold">Held for 24 hours</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {view.cancellable
                ? 'Until then you can cancel and get a full refund. After that the money goes to the host automatically.'
                : 'The 24 hours are over, so it can no longer be cancelled. The money goes to the host.'}
            </p>
            {view.heldUntil ? <HoldCountdown heldUntil={view.heldUntil} now={now} onEnd={onHoldEnd} className="mt-2" /> : null}
          </div>
          {cancelError ? <Alert tone="error">{cancelError}</Alert> : null}
          {view.cancellable ? (
            <Button variant="destructive" disabled={cancelPending} onClick={onCancel}>
              {cancelPending ? 'Cancelling...' : 'Cancel and get a full refund'}
            </Button>
          ) : null}
        </div>
      );
    case 'released':
      return <Alert tone="success">Released to the host. Thank you for chipping in!</Alert>;
    case 'refunded':
      return (
        <div className="space-y-2">
          <Alert tone="info">
            <span className="font-bold">Refunded.</span> {view.refundReason ? refundReasonText[view.refundReason] : 'The full amount went back to your card.'}
          </Alert>
          <p className="text-sm text-muted-foreground">Refunds usually show on your statement within 5–10 business days.</p>
        </div>
      );
    case 'cancelled':
      return <Alert tone="info">Cancelled — nothing was charged.</Alert>;
    case 'failed':
      return (
        <div className="space-y-4">
          <Alert tone="error">The payment did not go through. Nothing was charged.</Alert>
          <TryAgain view={view} startedFrom={startedFrom} checkoutClosed={false} />
        </div>
      );
  }
}

/** The contributor's own contribution: what they gave, where it stands, and the cancel while it is held. */
export function ContributionStatus(props: ContributionStatusProps) {
  const { view } = props;
  return (
    <Card className="p-5 sm:p-6">
      <p className="text-sm font-semibold text-muted-foreground break-words">
        {view.eventTitle} · {view.potTitle}
      </p>
      <p className="mt-2 text-4xl font-extrabold">
        <MoneyAmount cents={view.amountCents} />
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        From {view.anonymous ? 'you, anonymously' : (view.name ?? 'you')}
        {view.message ? ` · “${view.message}”` : ''}
      </p>
      <DemoPaymentLabel label={view.providerLabel} className="mt-3" />
      <div className="mt-5">
        <StatusBody {...props} />
      </div>
    </Card>
  );
}
