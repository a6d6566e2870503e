import { cx } from '../../lib/class-names.ts';

export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cx('flex flex-col items-center justify-center gap-3 py-16', className)}>
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-secondary border-t-primary" />
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
    </div>
  );
}
