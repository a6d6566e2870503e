import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { REPORT_REASON_MAX_LENGTH, REPORT_REASON_REQUIRED } from '../api/report-item.ts';

export interface ReportDialogProps {
  open: boolean;
  /** "photo" or "video", for the title. */
  what: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  pending: boolean;
  error: string | null;
}

/** "Report this photo?": a reason for the hosts, who can hide it. */
export function ReportDialog({ open, what, onClose, onSubmit, pending, error }: ReportDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const found = !trimmed ? REPORT_REASON_REQUIRED : trimmed.length > REPORT_REASON_MAX_LENGTH ? `The reason must be at most ${REPORT_REASON_MAX_LENGTH} characters long` : null;
    setProblem(found);
    if (!found) onSubmit(trimmed);
  }

  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      title={`Report this ${what}?`}
      description="The hosts see your reason and decide whether to hide it."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div>
          <Label htmlFor={fieldId}>Reason</Label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={REPORT_REASON_MAX_LENGTH}
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
            {pending ? 'Sending...' : 'Send report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
