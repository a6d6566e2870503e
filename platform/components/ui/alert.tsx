import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';

export type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, string> = {
  error: 'border-danger-border bg-danger-surface text-danger-text',
  success: 'border-success-border bg-success-surface text-success-text',
  info: 'border-border bg-muted text-foreground',
};

/** Errors show in a red alert, successes in a green one; both are announced. */
export function Alert({ tone, children, className }: { tone: AlertTone; children: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={cx('rounded-lg border px-4 py-3 text-sm font-medium', tones[tone], className)}>
      {children}
    </div>
  );
}
