import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { ContributionMineView } from '#core/domain/money/money-view.schema.ts';
import { currentPath, rememberContribution } from './contribution-token.ts';
import { DemoPaymentLabel } from './demo-payment-label.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { MoneyAmount } from './money-amount.tsx';

/** The contributor's own contributions with their state, and a way to each one's page (cancel, details). */
export function MyContributions({ contributions, guestToken, now }: { contributions: ContributionMineView[]; guestToken: string | null; now?: () => number }) {
  // The contribution page reads with the same guest link token; keep it for each one listed here.
  useEffect(() => {
    for (const contribution of contributions) rememberContribution(contribution.id, { token: guestToken, from: currentPath() });
  }, [contributions, guestToken]);

  if (contributions.length === 0) return null;
  // One provider serves them all: its label once, above the amounts it concerns.
  const label = contributions.find((contribution) => contribution.providerLabel)?.providerLabel ?? null;
  return (
    <>
      <DemoPaymentLabel label={label} className="mb-2" />
      <ul className="space-y-2">
        {contributions.map((contribution) => (
          <li key={contribution.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3">
            <div className="min-w-0">
              <p className="font-semibold break-words">
                <MoneyAmount cents={contribution.amountCents} /> to {contribution.potTitle}
              </p>
              <p className="text-sm text-muted-foreground">
                {contribution.status === 'succeeded' && contribution.heldUntil && contribution.cancellable ? <HoldCountdown heldUntil={contribution.heldUntil} now={now} /> : contribution.statusLabel}
              </p>
            </div>
            <Link to={`/contributions/${encodeURIComponent(contribution.id)}`} className="text-sm font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring">
              {contribution.status === 'pending' ? 'Finish paying' : contribution.cancellable ? 'Details or cancel' : 'Details'}
              <span className="sr-only">
                {' '}
                for <MoneyAmount cents={contribution.amountCents} /> to {contribution.potTitle}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
