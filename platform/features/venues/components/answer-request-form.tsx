import { useId, useState } from 'react';
import { BOOKING_MESSAGE_MAX_LENGTH } from '#core/domain/venues/booking.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Label } from '#platform/components/ui/label.tsx';

const textArea = 'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring';

export type Answer = 'confirm' | 'decline';

/** The owner's answer to a request: an optional message to the guest, then Accept or Decline. */
export function AnswerRequestForm({
  guestName,
  onAnswer,
  pending = null,
  error = null,
}: {
  guestName: string;
  onAnswer: (answer: Answer, message: string) => void;
  /** Which answer is being sent, if one is. */
  pending?: Answer | null;
  error?: string | null;
}) {
  const id = useId();
  const [message, setMessage] = useState('');
  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-message`}>Message to {guestName} (optional)</Label>
      <textarea id={`${id}-message`} rows={2} maxLength={BOOKING_MESSAGE_MAX_LENGTH} className={textArea} value={message} onChange={(event) => setMessage(event.target.value)} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={pending !== null} onClick={() => onAnswer('confirm', message.trim())}>
          {pending === 'confirm' ? 'Accepting…' : 'Accept'}
          <span className="sr-only"> the request from {guestName}</span>
        </Button>
        <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => onAnswer('decline', message.trim())}>
          {pending === 'decline' ? 'Declining…' : 'Decline'}
          <span className="sr-only"> the request from {guestName}</span>
        </Button>
      </div>
    </div>
  );
}
