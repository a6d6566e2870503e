import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { ContributionHostView } from '#core/domain/money/money-view.schema.ts';
import { MoneyAmount } from '#platform/components/money/money-amount.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { TableHead } from '#platform/components/ui/table-head.tsx';
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

function RefundButton({ contribution, onRefund }: { contribution: ContributionHostView; onRefund: (contribution: ContributionHostView) => void }) {
  if (!isHeld(contribution)) return null;
  return (
    <Button variant="ghost" size="sm" aria-label={`Refund ${formatUsd(contribution.amountCents)} from ${contribution.contributorName}`} onClick={() => onRefund(contribution)}>
      Refund
    </Button>
  );
}

function Message({ text }: { text: string | null }) {
  return text ? <span className="break-words italic">“{text}”</span> : <span className="text-muted-foreground">—</span>;
}

/**
 * Every contribution to the event, newest first: a table from tablet width up, and one card per
 * contribution on a phone, where a seven-column table would hide the amount and status off-screen.
 * (The hidden one is display:none, so screen readers meet each contribution once.)
 */
export function ContributionsTable({ contributions, onRefund, now, onHoldEnd }: ContributionsTableProps) {
  if (contributions.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
        No contributions yet. When guests chip in, each one shows here with its 24-hour protection countdown.
      </p>
    );
  }
  const when = (contribution: ContributionHostView) => formatWhen(contribution.succeededAt ?? contribution.createdAt);
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Contributions">
        {contributions.map((contribution) => (
          <li key={contribution.id} className="rounded-card border border-border bg-card p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold">{contribution.contributorName}</p>
                <p className="text-xs text-muted-foreground">
                  {contribution.potTitle} · {when(contribution)}
                </p>
              </div>
              <MoneyAmount cents={contribution.amountCents} className="text-base font-bold" />
            </div>
            <div className="mt-2">
              <ContributionStatusCell contribution={contribution} now={now} onHoldEnd={onHoldEnd} />
            </div>
            {contribution.message ? (
              <p className="mt-2 text-xs">
                <Message text={contribution.message} />
              </p>
            ) : null}
            <div className="mt-1 flex justify-end">
              <RefundButton contribution={contribution} onRefund={onRefund} />
            </div>
          </li>
        ))}
      </ul>
      {/* Focusable, so keyboard users can scroll it sideways if a tablet is too narrow for every column. */}
      <div
        role="region"
        aria-label="Contributions table"
        tabIndex={0}
        className="hidden overflow-x-auto rounded-card border border-border bg-card focus-visible:outline-3 focus-visible:outline-ring md:block"
      >
        <table className="w-full text-left text-sm">
          <TableHead
            caption="Contributions"
            columns={[
              { label: 'Date' },
              { label: 'Contributor' },
              { label: 'Pot' },
              { label: 'Amount', align: 'right' },
              { label: 'Status' },
              { label: 'Message' },
              { label: 'Actions', hidden: true },
            ]}
          />
          <tbody className="divide-y divide-border">
            {contributions.map((contribution) => (
              <tr key={contribution.id}>
                <td className="px-3 py-3 align-top whitespace-nowrap">{when(contribution)}</td>
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
                  <Message text={contribution.message} />
                </td>
                <td className="px-3 py-3 text-right align-top">
                  <RefundButton contribution={contribution} onRefund={onRefund} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
