import { useEffect, useState } from 'react';
import { guestListStatusLabels, type GuestListStatus } from '#core/domain/events/rsvp.rules.ts';
import { guestListStatuses, MAX_BLAST_LENGTH, sendBlastInputSchema, type MessageChannel, type SendReport } from '#core/domain/invitations/invitations.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useSendBlast } from '../api/send-blast.ts';
import { ChannelChoice, SendReportView } from './send-invitations-dialog.tsx';

/** A message from the host to guests with the chosen statuses (by email and/or text). */
export function MessageGuestsDialog({ eventId, open, onClose }: { eventId: string; open: boolean; onClose: () => void }) {
  const send = useSendBlast(eventId);
  const [statuses, setStatuses] = useState<GuestListStatus[]>(['going', 'maybe']);
  const [channels, setChannels] = useState<MessageChannel[]>(['email']);
  const [message, setMessage] = useState('');
  const [report, setReport] = useState<SendReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setReport(null);
      setError(null);
    }
  }, [open]);

  function submit() {
    const parsed = sendBlastInputSchema.safeParse({ statuses, channels, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the message');
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        setReport(answer);
        setMessage('');
      },
      onError: (failure) => setError(failureMessage(failure, 'Could not send the message', 'Could not send the message. Please try again.')),
    });
  }

  return (
    <Dialog open={open} onClose={() => !send.isPending && onClose()} title="Message guests" description="Each guest gets your message with their personal link.">
      {report ? (
        <SendReportView report={report} onDone={onClose} />
      ) : (
        <div className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold">Send to guests who are</legend>
            <div className="grid grid-cols-2 gap-2 text-sm">
              {guestListStatuses.map((status) => (
                <label key={status} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-primary"
                    checked={statuses.includes(status)}
                    onChange={(event) => setStatuses((current) => (event.target.checked ? [...current, status] : current.filter((item) => item !== status)))}
                  />
                  {guestListStatusLabels[status]}
                </label>
              ))}
            </div>
          </fieldset>
          <ChannelChoice channels={channels} onChange={setChannels} idPrefix="blast-channel" />
          <div>
            <Label htmlFor="blast-message">Message</Label>
            <textarea
              id="blast-message"
              rows={4}
              maxLength={MAX_BLAST_LENGTH}
              value={message}
              aria-describedby="blast-message-count"
              onChange={(event) => setMessage(event.target.value)}
              className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-ring"
            />
            <p id="blast-message-count" className="mt-1 text-right text-xs text-muted-foreground">
              {message.length} / {MAX_BLAST_LENGTH}
            </p>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send message'}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
