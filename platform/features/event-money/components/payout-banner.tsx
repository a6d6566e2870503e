import type { EventMoneyView } from '#core/domain/money/money-view.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { CheckIcon, CreditCardIcon } from '#platform/components/ui/icons.tsx';
import { cx } from '#platform/lib/class-names.ts';

export interface PayoutBannerProps {
  payout: EventMoneyView['payout'];
  /** Only the host connects the account that receives the money; co-hosts are told so. */
  isHost: boolean;
  pending: boolean;
  error: string | null;
  onConnect: () => void;
}

/** The banner's words for each state, as the host and as a co-host read them. */
export function payoutCopy(payout: EventMoneyView['payout'], isHost: boolean): { title: string; text: string; action: string | null } {
  if (payout.connected && payout.payoutsEnabled) {
    return {
      title: isHost ? 'Payouts go to your connected account' : 'Payouts go to the host’s connected account',
      text: 'Each contribution is released to it automatically once its 24 hours of protection are over.',
      action: null,
    };
  }
  if (!isHost) {
    return {
      title: 'The host has not finished setting up payouts',
      text: 'Only the host can connect the payout account that receives this event’s money. Until then, released money waits, safely held.',
      action: null,
    };
  }
  if (payout.connected) {
    return { title: 'Finish setting up payouts', text: 'Your payout account still needs some details. Released money waits, safely held, until it is ready.', action: 'Finish setting up payouts' };
  }
  return {
    title: 'Connect a payout account to receive released money',
    text: 'Contributions are held for 24 hours, then released to your payout account. Until one is connected, released money waits, safely held.',
    action: 'Connect a payout account',
  };
}

/** Where released money goes: connect a payout account, finish setting it up, or all set. */
export function PayoutBanner({ payout, isHost, pending, error, onConnect }: PayoutBannerProps) {
  const ready = payout.connected && payout.payoutsEnabled;
  const copy = payoutCopy(payout, isHost);
  return (
    <section aria-labelledby="payout-banner-heading" className={cx('rounded-card border p-5', ready ? 'border-success-border bg-success-surface text-success-text' : 'border-border bg-card')}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          {ready ? <CheckIcon className="mt-0.5 h-5 w-5 shrink-0" /> : <CreditCardIcon className="mt-0.5 h-5 w-5 shrink-0 text-primary" />}
          <div>
            <h2 id="payout-banner-heading" className="font-bold">
              {copy.title}
            </h2>
            <p className={cx('mt-1 text-sm', ready ? undefined : 'text-muted-foreground')}>{copy.text}</p>
          </div>
        </div>
        {copy.action ? (
          <Button onClick={onConnect} disabled={pending}>
            {pending ? 'Opening...' : copy.action}
          </Button>
        ) : null}
      </div>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}
