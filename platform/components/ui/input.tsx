import type { ComponentProps, SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/class-names.ts';

const field =
  'block w-full rounded-lg border border-input bg-card px-3 text-sm text-foreground placeholder:text-muted-foreground ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 ' +
  'aria-invalid:border-destructive';

/** A text field; `ref` reaches the input (React 19 passes it as a prop). */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(field, 'h-11', className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cx(field, 'h-11 pr-8', className)} {...props} />;
}

/** The message under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
