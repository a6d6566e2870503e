import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** Escape, the backdrop and the cancel button; ignored while `pending` so a running action is not abandoned. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`, e.g. "Removing...". */
  pendingLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
  /** Destructive for actions that lose something; primary for ones that only change it (e.g. a new link). */
  variant?: 'destructive' | 'primary';
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  /** Shown above the buttons. */
  children?: ReactNode;
}

/**
 * "Are you sure?" for one action: the safe choice comes first (and first on a phone, below the
 * confirm button) so it has focus on open and a stray Enter keeps things as they are.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  onConfirm,
  pending = false,
  variant = 'destructive',
  error,
  children,
}: ConfirmDialogProps) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={title} description={description}>
      {error ? (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={pending}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
