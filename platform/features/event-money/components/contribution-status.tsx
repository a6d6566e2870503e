import type { ContributionHostView } from '#core/domain/money/money-view.schema.ts';
import type { ContributionStatus } from '#core/domain/money/contribution.rules.ts';
import { HoldCountdown } from '#platform/components/money/hold-countdown.tsx';
import { cx } from '#platform/lib/class-names.ts';

const badges: Record<ContributionStatus, { label: string; tone: string }> = {
  pending: { label: 'Waiting for payment', tone: 'bg-muted text-muted-foreground' },
  succeeded: { label: 'Held', tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' },
  released: { label: 'Released', tone: 'bg-success-surface text-success-text' },
  refunded: { label: 'Refunded', tone: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100' },
  cancelled: { label: 'Cancelled', tone: 'bg-muted text-muted-foreground' },
  failed: { label: 'Payment failed', tone: 'bg-danger-surface text-danger-text' },
};

const refundReasons: Record<NonNullable<ContributionHostView['refundReason']>, string> = {
  cancelled: 'Cancelled by the contributor',
  target_missed: 'The funding target was missed',
  host: 'Refunded by a host',
  admin: 'Refunded by Cakeday support',
  provider: 'Refunded at the payment provider',
};

/** True while the host may still give the money back: it was paid, has not left yet, and no refund is on its way. */
export function isHeld(contribution: ContributionHostView): boolean {
  return contribution.status === 'succeeded' && !contribution.refundRequested;
}

/**
 * A contribution's state for the host: a badge, and under it the countdown while the contributor
 * may still cancel, or what happens next (the server's words) once the 24 hours are over.
 */
export function ContributionStatusCell({ contribution, now, onHoldEnd }: { contribution: ContributionHostView; now?: () => number; onHoldEnd?: () => void }) {
  // A refund that was asked for but not confirmed yet is no longer "held" for the host: say so.
  const badge = contribution.refundRequested ? { label: contribution.statusLabel, tone: badges.refunded.tone } : badges[contribution.status];
  const heldUntil = contribution.heldUntil;
  const inHold = isHeld(contribution) && heldUntil !== null && Date.parse(heldUntil) > (now ?? Date.now)();
  const pill = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
  // While the contributor may still cancel, the countdown is the status ("Held — 23 h 59 min left").
  if (inHold && heldUntil) return <HoldCountdown heldUntil={heldUntil} now={now} onEnd={onHoldEnd} className={cx(pill, badge.tone)} />;
  return (
    <div className="space-y-1">
      <span className={cx(pill, badge.tone)}>{badge.label}</span>
      {isHeld(contribution) ? (
        <span className="block text-xs text-muted-foreground">{contribution.statusLabel}</span>
      ) : contribution.status === 'refunded' && contribution.refundReason ? (
        <span className="block text-xs text-muted-foreground">{refundReasons[contribution.refundReason]}</span>
      ) : null}
    </div>
  );
}
