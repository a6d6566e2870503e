import { useId, useState, type FormEvent } from 'react';
import { MAX_PHOTO_REQUEST_NOTE_LENGTH, sendPhotoRequestInputSchema, type MessageChannel, type SendPhotoRequestInput, type SendReport } from '#core/domain/invitations/invitations.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useSendPhotoRequest } from '../api/send-photo-request.ts';
import { photoRequestSummary } from './photo-request.rules.ts';

const channelOptions = [
  ['email', 'Email'],
  ['sms', 'Text message'],
] as const;

export interface PhotoRequestFormProps {
  onSend: (input: SendPhotoRequestInput) => void;
  pending: boolean;
  /** The server's refusal, in words. */
  error: string | null;
  /** The last send's report, shown under the button until the next send. */
  report: SendReport | null;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/**
 * "Ask guests for photos": the guests who are going get their personal upload link by email and/or
 * text. Only "going" is offered: any other choice would need the whole (paged) guest list here.
 */
export function PhotoRequestForm({ onSend, pending, error, report, labelledBy }: PhotoRequestFormProps) {
  const [channels, setChannels] = useState<MessageChannel[]>(['email']);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { help: useId(), note: useId(), count: useId(), channels: useId() };
  const summary = report ? photoRequestSummary(report) : null;
  const toggle = (channel: MessageChannel, on: boolean) => setChannels((current) => (on ? [...current.filter((item) => item !== channel), channel] : current.filter((item) => item !== channel)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sendPhotoRequestInputSchema.safeParse({ channels, guestIds: 'going', ...(note.trim() ? { note } : {}) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setProblem(null);
    onSend(parsed.data);
  }

  const shownError = problem ?? error;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy} aria-describedby={ids.help} className="space-y-4">
      <p id={ids.help} className="text-sm text-muted-foreground">
        Guests who are going get their own upload link. What they add shows their name, with no form to fill in.
      </p>
      {shownError ? <Alert tone="error">{shownError}</Alert> : null}
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">Send by</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {channelOptions.map(([channel, label]) => (
            <label key={channel} htmlFor={`${ids.channels}-${channel}`} className="flex items-center gap-2 text-sm">
              <input
                id={`${ids.channels}-${channel}`}
                type="checkbox"
                className="h-4 w-4 accent-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                checked={channels.includes(channel)}
                onChange={(event) => toggle(channel, event.target.checked)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm">
        <span className="font-semibold">Send to:</span> guests who are going
      </p>
      <div>
        <Label htmlFor={ids.note}>Note (optional)</Label>
        <textarea
          id={ids.note}
          rows={3}
          maxLength={MAX_PHOTO_REQUEST_NOTE_LENGTH}
          value={note}
          placeholder="Thanks for coming! We'd love your photos of the cake."
          aria-describedby={ids.count}
          onChange={(event) => setNote(event.target.value)}
          className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring"
        />
        <p id={ids.count} className="mt-1 text-right text-xs text-muted-foreground">
          {note.length} / {MAX_PHOTO_REQUEST_NOTE_LENGTH}
        </p>
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending...' : 'Send'}
      </Button>
      {summary ? (
        <Alert tone={report!.queued > 0 ? 'success' : 'info'}>
          <p>{summary.headline}</p>
          {summary.details.length > 0 ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 font-normal">
              {summary.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </form>
  );
}

/** The Album screen's section: the form, sending through the messaging API. */
export function PhotoRequestPanel({ eventId, labelledBy }: { eventId: string; labelledBy?: string }) {
  const send = useSendPhotoRequest(eventId);
  const [report, setReport] = useState<SendReport | null>(null);
  return (
    <PhotoRequestForm
      labelledBy={labelledBy}
      pending={send.isPending}
      error={send.isError ? failureMessage(send.error, 'Could not send the request', 'Could not send the request. Please try again.') : null}
      report={send.isPending ? null : report}
      onSend={(input) => {
        setReport(null);
        send.mutate(input, { onSuccess: setReport });
      }}
    />
  );
}
