import type { ReactNode } from 'react';
import { FieldError } from '#platform/components/ui/input.tsx';

/** The seller forms' multi-line field: the look of the platform's inputs with a visible focus ring. */
export const textAreaClasses =
  'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive';

export const checkboxClasses = 'h-5 w-5 shrink-0 accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** A titled group of fields (a fieldset, so the title names the group for screen readers). */
export function Section({ title, children, description }: { title: string; children: ReactNode; description?: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-card border border-border bg-card p-4 sm:p-5">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      {children}
    </fieldset>
  );
}

/**
 * The ids and aria attributes that tie a field to its hint and its error line, for one form. `errors`
 * holds the first message per field name.
 */
export function fieldHelpers(formId: string, errors: Record<string, string>) {
  const fieldId = (name: string) => `${formId}-${name.replace(/\W/g, '-')}`;
  const described = (name: string, hint = false) => {
    const ids = [hint ? `${fieldId(name)}-hint` : null, errors[name] ? `${fieldId(name)}-error` : null].filter(Boolean);
    return { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined };
  };
  const error = (name: string) => <FieldError id={`${fieldId(name)}-error`} message={errors[name]} />;
  const hint = (name: string, text: ReactNode) => (
    <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-muted-foreground">
      {text}
    </p>
  );
  return { fieldId, described, error, hint };
}

/** A small coloured label ("Draft", "Active", "Waiting"): words carry the meaning, colour only helps. */
export function Chip({ tone, children }: { tone: 'success' | 'waiting' | 'ended' | 'neutral'; children: ReactNode }) {
  const tones = {
    success: 'border-success-border bg-success-surface text-success-text',
    waiting: 'border-transparent bg-secondary text-secondary-foreground',
    ended: 'border-border bg-muted text-muted-foreground',
    neutral: 'border-border bg-card text-foreground',
  } as const;
  return <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>{children}</span>;
}
