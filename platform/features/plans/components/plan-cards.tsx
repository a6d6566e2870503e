import type { ReactNode } from 'react';
import { formatPlanPrice, PLANS, planIds, type PlanId } from '#core/domain/money/plans.rules.ts';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { CheckIcon } from '#platform/components/ui/icons.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { planIncludes } from '../lib/plans-content.ts';

export interface PlanCardsProps {
  signedIn: boolean;
  /** The member's plan when known (signed in and billing read), to mark it and adapt the buttons. */
  currentPlan?: 'free' | 'pro' | null;
  upgrading?: boolean;
  /** Starts the Pro checkout (signed-in members only; visitors are sent to sign in first). */
  onUpgrade: () => void;
}

/** The three plans side by side, each with its price, what it includes and its one action. */
export function PlanCards({ signedIn, currentPlan = null, upgrading = false, onUpgrade }: PlanCardsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {planIds.map((id) => (
        <li key={id} className="flex">
          <PlanCard id={id} current={currentPlan === id} highlighted={id === 'pro'}>
            <PlanAction id={id} signedIn={signedIn} currentPlan={currentPlan} upgrading={upgrading} onUpgrade={onUpgrade} />
          </PlanCard>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ id, current, highlighted, children }: { id: PlanId; current: boolean; highlighted: boolean; children: ReactNode }) {
  const plan = PLANS[id];
  const headingId = `plan-${id}`;
  return (
    <Card aria-labelledby={headingId} role="group" className={cx('flex w-full flex-col p-6', highlighted && 'border-2 border-primary')}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {plan.name}
        </h2>
        {current ? <span className="rounded-full bg-success-surface px-3 py-1 text-xs font-semibold text-success-text">Your plan</span> : null}
      </div>
      <p className="mt-3 text-3xl font-extrabold">{formatPlanPrice(plan)}</p>
      <p className="mt-2 text-sm text-muted-foreground">{plan.summary}</p>
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {planIncludes[id].map((line) => (
          <li key={line} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </Card>
  );
}

function PlanAction({ id, signedIn, currentPlan, upgrading, onUpgrade }: PlanCardsProps & { id: PlanId }) {
  const full = 'w-full';
  if (id === 'free') {
    return (
      <ButtonLink to={signedIn ? '/dashboard' : '/email-auth'} variant="outline" className={full}>
        Start free
      </ButtonLink>
    );
  }
  if (id === 'single_event') {
    return (
      <ButtonLink to="/buy-single-event" variant="outline" className={full}>
        Buy a single event
      </ButtonLink>
    );
  }
  if (currentPlan === 'pro') {
    return (
      <ButtonLink to="/billing" variant="outline" className={full}>
        Manage billing
      </ButtonLink>
    );
  }
  if (!signedIn) {
    // Visitors sign in first; the server needs an account to attach the subscription to.
    return (
      <ButtonLink to="/email-auth" className={full}>
        Upgrade to Pro
      </ButtonLink>
    );
  }
  return (
    <Button className={full} onClick={onUpgrade} disabled={upgrading}>
      {upgrading ? 'Opening checkout...' : 'Upgrade to Pro'}
    </Button>
  );
}
