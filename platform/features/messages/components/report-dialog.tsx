import { useId, useState } from 'react';
import { MAX_REPORT_NOTE_LENGTH, reportReasonLabels, reportReasons, type ReportReason } from '#core/domain/messages/messages.rules.ts';
import type { ReportInput } from '#core/domain/messages/messages.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** A message of the conversation, or null to report the whole conversation. */
  messageId: number | null;
  otherName: string;
  onReport: (input: ReportInput) => Promise<unknown>;
}

export function ReportDialog({ open, onClose, messageId, otherName, onReport }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const noteId = useId();
  const name = useId();

  function close() {
    if (pending) return;
    setReason('');
    setNote('');
    setError(null);
    onClose();
  }

  async function submit() {
    if (!reason) {
      setError('Choose a reason for the report');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onReport({ reason, ...(note.trim() ? { note: note.trim() } : {}), ...(messageId === null ? {} : { messageId }) });
      setPending(false);
      setReason('');
      setNote('');
      onClose();
    } catch (failure) {
      setPending(false);
      setError(failureMessage(failure, 'The report was not sent.', 'The report was not sent: check your connection and try again.'));
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={messageId === null ? 'Report this conversation' : 'Report this message'}
      description={`Our team will look at it. ${otherName} is not told who reported it.`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Reason</legend>
          <div className="flex flex-col gap-2">
            {reportReasons.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input type="radio" name={name} value={value} checked={reason === value} onChange={() => setReason(value)} className="h-4 w-4 accent-primary" />
                {reportReasonLabels[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <Label htmlFor={noteId} className="mt-4">
          Anything to add? (optional)
        </Label>
        <textarea
          id={noteId}
          value={note}
          maxLength={MAX_REPORT_NOTE_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-ring"
        />
        {error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={pending}>
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
