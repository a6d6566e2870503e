import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FieldError } from './input.tsx';
import { Label } from './label.tsx';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** On the confirm button while `pending`, e.g. "Sending...". */
  pendingLabel: string;
  /** The server's limit for the reason, kept by the field too. */
  maxLength: number;
  /** Shown under an empty reason. */
  requiredMessage?: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  pending: boolean;
  /** Why the last attempt failed. */
  error: string | null;
  /** Fields above the reason (how long a ban lasts); their state is the caller's. */
  children?: ReactNode;
}

/**
 * An action that needs a reason a person writes (a report, a moderator's removal, a ban): the
 * reason is required and trimmed, the field starts empty each time the dialog opens, and Escape or
 * Cancel do nothing while the action runs.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  maxLength,
  requiredMessage = 'Please say briefly why',
  onClose,
  onSubmit,
  pending,
  error,
  children,
}: ReasonDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setProblem(null);
    }
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const found = !trimmed ? requiredMessage : trimmed.length > maxLength ? `The reason must be at most ${maxLength} characters long` : null;
    setProblem(found);
    if (!found) onSubmit(trimmed);
  }

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title={title} description={description}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {children}
        <div>
          <Label htmlFor={fieldId}>Reason</Label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={maxLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-ring"
          />
          <FieldError id={errorId} message={problem ?? undefined} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
