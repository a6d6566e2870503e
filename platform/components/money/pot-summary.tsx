import type { PotPublicView } from '#core/domain/money/money-view.schema.ts';
import { DemoPaymentLabel } from './demo-payment-label.tsx';
import { MoneyAmount } from './money-amount.tsx';

function formatDeadline(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * What a contributor reads about a pot before chipping in: how much is raised, and the target rule.
 * `showLabel` is off while the contribution form (which carries the label by its button) is open.
 */
export function PotProgress({ pot, showLabel = true }: { pot: PotPublicView; showLabel?: boolean }) {
  const target = pot.targetCents;
  const percent = target ? Math.min(100, Math.floor((pot.raisedCents / target) * 100)) : 0;
  return (
    <div className="space-y-2">
      <p className="text-sm">
        Raised so far <MoneyAmount cents={pot.raisedCents} className="font-bold" />
        {target ? (
          <>
            {' '}
            of <MoneyAmount cents={target} className="font-bold" />
          </>
        ) : null}
      </p>
      {target ? (
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {/* Every amount from the demo provider carries its label (decision 015). */}
      {showLabel ? <DemoPaymentLabel label={pot.providerLabel} /> : null}
      {pot.refundIfTargetMissed && target && pot.deadline ? (
        <p className="text-xs text-muted-foreground">
          If <MoneyAmount cents={target} /> is not reached by {formatDeadline(pot.deadline)}, everyone is refunded in full.
        </p>
      ) : null}
    </div>
  );
}
