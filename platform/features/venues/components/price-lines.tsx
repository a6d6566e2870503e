import { formatUsd } from '#core/domain/money/amount.rules.ts';

/**
 * A booking's price lines and its total as a description list: the booking panel's quote and the
 * booking page's "Price and payment" show the same markup.
 */
export function PriceLines({ lines, totalCents, className, label }: { lines: readonly { label: string; amountCents: number }[]; totalCents: number; className?: string; label?: string }) {
  return (
    <dl className={['space-y-1', className].filter(Boolean).join(' ')} {...(label ? { 'aria-label': label } : {})}>
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt>{line.label}</dt>
          <dd className="tabular-nums">{formatUsd(line.amountCents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-border pt-1 font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatUsd(totalCents)}</dd>
      </div>
    </dl>
  );
}
