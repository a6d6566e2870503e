import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { cx } from '../../lib/class-names.ts';

/** An amount of whole cents as "$20.00", with figures that line up in lists and tables. */
export function MoneyAmount({ cents, className }: { cents: number; className?: string }) {
  return <span className={cx('tabular-nums', className)}>{formatUsd(cents)}</span>;
}
