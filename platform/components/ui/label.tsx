import type { LabelHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names.ts';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cx('mb-1.5 block text-sm font-semibold text-foreground', className)} {...props} />;
}
