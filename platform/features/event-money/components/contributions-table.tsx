import type { ContributionHostView } from '../../../../core/domain/money/money-view.schema.ts';
import { formatUsd } from '../../../../core/domain/money/money.schema.ts';
import { MoneyAmount } from '../../../components/money/money-amount.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ContributionStatusCell, isHeld } from './contribution-status.tsx';

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export interface ContributionsTableProps {
  contributions: ContributionHostView[];
  onRefund: (contribution: ContributionHostView) => void;
  /** The clock for the countdowns (stories pass a fixed one). */
  now?: () => number;
  /** A countdown reached zero: reload, the contribution is about to be released. */
  onHoldEnd?: () => void;
}

/**
 * Every contribution to the event, newest first. On a narrow screen the table scrolls sideways
 * inside its own focusable region (keyboard users scroll it with the arrow keys), so no column is
 * squeezed out of reach.
 */
export function ContributionsTable({ contributions, onRefund, now, onHoldEnd }: ContributionsTableProps) {
  if (contributions.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
        No contributions yet. When guests chip in, each one shows here with its 24-hour protection countdown.
      </p>
    );
  }
  return (
    <div role="region" aria-label="Contributions table, scrolls sideways on small screens" tabIndex={0} className="overflow-x-auto rounded-card border border-border bg-card focus-visible:outline-3 focus-visible:outline-ring">
      <table className="w-full min-w-[820px] text-left text-sm">
        <caption className="sr-only">Contributions</caption>
        <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">Date</th>
            <th scope="col" className="px-3 py-2">Contributor</th>
            <th scope="col" className="px-3 py-2">Pot</th>
            <th scope="col" className="px-3 py-2 text-right">Amount</th>
            <th scope="col" className="px-3 py-2">Status</th>
            <th scope="col" className="px-3 py-2">Message</th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {contributions.map((contribution) => (
            <tr key={contribution.id}>
              <td className="px-3 py-3 align-top whitespace-nowrap">{formatWhen(contribution.succeededAt ?? contribution.createdAt)}</td>
              <th scope="row" className="px-3 py-3 align-top font-semibold">
                {contribution.contributorName}
              </th>
              <td className="px-3 py-3 align-top">{contribution.potTitle}</td>
              <td className="px-3 py-3 text-right align-top font-semibold">
                <MoneyAmount cents={contribution.amountCents} />
              </td>
              <td className="px-3 py-3 align-top">
                <ContributionStatusCell contribution={contribution} now={now} onHoldEnd={onHoldEnd} />
              </td>
              <td className="max-w-64 px-3 py-3 align-top text-xs">
                {contribution.message ? <span className="break-words italic">“{contribution.message}”</span> : <span className="text-muted-foreground">—</span>}
              </td>
              <td className="px-3 py-3 text-right align-top">
                {isHeld(contribution) ? (
                  <Button variant="ghost" size="sm" aria-label={`Refund ${formatUsd(contribution.amountCents)} from ${contribution.contributorName}`} onClick={() => onRefund(contribution)}>
                    Refund
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
