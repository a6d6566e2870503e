import type { ReactNode } from 'react';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { PotHostView } from '#core/domain/money/money-view.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { cx } from '#platform/lib/class-names.ts';

const fundingText: Record<PotHostView['fundingStatus'], string | null> = {
  none: null,
  open: 'Target not reached yet',
  met: 'Target reached',
  missed: 'Target missed',
};

function formatDeadline(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{formatUsd(cents)}</dd>
    </div>
  );
}

/** The card's heading: focus returns there after the pot is created or edited. */
export const potHeadingId = (potId: string) => `pot-${potId}-heading`;

export interface PotCardProps {
  pot: PotHostView;
  /** The open/closed change is being saved. */
  toggling: boolean;
  onEdit: () => void;
  onToggleOpen: () => void;
  /** Shown instead of the details while the pot is being edited. */
  editor?: ReactNode;
}

/** One pot for its hosts: what guests are asked, what came in, and whether it still takes money. */
export function PotCard({ pot, toggling, onEdit, onToggleOpen, editor }: PotCardProps) {
  const closed = pot.status === 'closed';
  const headingId = potHeadingId(pot.id);
  const progress = pot.targetCents ? Math.min(100, Math.round((pot.raisedCents / pot.targetCents) * 100)) : null;
  return (
    <Card className="p-5">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold text-primary uppercase">{pot.kind === 'event_fund' ? 'Event fund' : 'Group gift'}</p>
            <h3 id={headingId} tabIndex={-1} className="text-lg font-bold break-words">
              {pot.title}
            </h3>
          </div>
          <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', closed ? 'bg-muted text-muted-foreground' : 'bg-success-surface text-success-text')}>{closed ? 'Closed' : 'Open'}</span>
        </div>
        {editor ?? (
          <>
            {pot.description ? <p className="mt-2 text-sm break-words text-muted-foreground">{pot.description}</p> : null}
            <p className="mt-2 text-sm">
              {formatUsd(pot.minCents)} – {formatUsd(pot.maxCents)} per contribution
            </p>
            {pot.targetCents !== null ? (
              <div className="mt-3">
                <p className="text-sm">
                  <span className="font-semibold">{formatUsd(pot.raisedCents)}</span> raised of {formatUsd(pot.targetCents)}
                  {pot.deadline ? ` by ${formatDeadline(pot.deadline)}` : ''}
                  {fundingText[pot.fundingStatus] ? ` · ${fundingText[pot.fundingStatus]}` : ''}
                </p>
                {progress !== null ? (
                  <div
                    role="progressbar"
                    aria-label={`${pot.title}: raised of target`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={progress}
                    className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
                  >
                    <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
                  </div>
                ) : null}
                {pot.refundIfTargetMissed ? <p className="mt-1 text-xs text-muted-foreground">Everyone is refunded if the target is not reached by the deadline.</p> : null}
              </div>
            ) : (
              <p className="mt-1 text-sm">
                <span className="font-semibold">{formatUsd(pot.raisedCents)}</span> raised
              </p>
            )}
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              <Figure label="Held" cents={pot.balance.heldCents} />
              <Figure label="Released" cents={pot.balance.releasedCents} />
              <div>
                <dt className="text-xs text-muted-foreground">Contributions</dt>
                <dd className="font-semibold tabular-nums">{pot.contributionCount}</dd>
              </div>
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${pot.title}`}>
                Edit
              </Button>
              <Button variant="outline" size="sm" onClick={onToggleOpen} disabled={toggling} aria-label={`${closed ? 'Reopen' : 'Close'} ${pot.title}`}>
                {toggling ? 'Saving...' : closed ? 'Reopen' : 'Close'}
              </Button>
            </div>
            {closed ? <p className="mt-2 text-xs text-muted-foreground">Closed: guests cannot chip in. Money already given stays as it is.</p> : null}
          </>
        )}
      </article>
    </Card>
  );
}
