import { cx } from '../../lib/class-names.ts';
import { ShieldIcon } from '../ui/icons.tsx';

/**
 * The demo provider's "Demo payment — no money moves", shown next to every amount it handles so
 * nobody mistakes a demo for a real charge. With a real provider the label is null and nothing shows.
 */
export function DemoPaymentLabel({ label, size = 'sm', className }: { label: string | null; size?: 'sm' | 'lg'; className?: string }) {
  if (!label) return null;
  return (
    <p
      data-testid="demo-payment-label"
      className={cx(
        'inline-flex items-center gap-2 rounded-full border border-amber-400 bg-amber-100 font-semibold text-amber-950',
        size === 'lg' ? 'px-4 py-2 text-base' : 'px-3 py-1 text-xs',
        className,
      )}
    >
      <ShieldIcon className={size === 'lg' ? 'h-5 w-5 shrink-0' : 'h-4 w-4 shrink-0'} />
      {label}
    </p>
  );
}
