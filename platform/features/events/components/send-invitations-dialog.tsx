import { useEffect, useState } from 'react';
import type { MessageChannel, SendReport } from '#core/domain/invitations/invitations.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useSendInvitations } from '../api/send-invitations.ts';

export function ChannelChoice({ channels, onChange, idPrefix }: { channels: MessageChannel[]; onChange: (channels: MessageChannel[]) => void; idPrefix: string }) {
  const toggle = (channel: MessageChannel, on: boolean) => onChange(on ? [...channels.filter((item) => item !== channel), channel] : channels.filter((item) => item !== channel));
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">Send by</legend>
      <div className="flex gap-6">
        {(
          [
            ['email', 'Email'],
            ['sms', 'Text message'],
          ] as const
        ).map(([channel, label]) => (
          <label key={channel} htmlFor={`${idPrefix}-${channel}`} className="flex items-center gap-2 text-sm">
            <input id={`${idPrefix}-${channel}`} type="checkbox" className="h-4 w-4 accent-primary" checked={channels.includes(channel)} onChange={(event) => toggle(channel, event.target.checked)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a send did: how many messages are on the way, who was skipped and why, and a Done button. */
export function SendReportView({ report, onDone }: { report: SendReport; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <div className="space-y-3 text-sm">
        <Alert tone="success">
          {report.queued} {report.queued === 1 ? 'message' : 'messages'} on the way.
        </Alert>
        {report.skipped.length > 0 ? (
          <div>
            <p className="font-semibold">Not sent to {report.skipped.length}:</p>
            <ul className="mt-1 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5">
              {report.skipped.map((row) => (
                <li key={`${row.guestId}-${row.reason}`}>
                  <span className="font-semibold">{row.name}</span>: {row.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/** Sends the invitation (event link + each guest's personal link) to the chosen guests or to everyone not invited yet. */
export function SendInvitationsDialog({ eventId, open, selectedIds, onClose }: { eventId: string; open: boolean; selectedIds: string[]; onClose: () => void }) {
  const send = useSendInvitations(eventId);
  const [target, setTarget] = useState<'selected' | 'all'>('all');
  const [channels, setChannels] = useState<MessageChannel[]>(['email']);
  const [report, setReport] = useState<SendReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setTarget(selectedIds.length > 0 ? 'selected' : 'all');
    setReport(null);
    setError(null);
  }, [open, selectedIds.length]);

  function submit() {
    if (channels.length === 0) {
      setError('Choose email, text message or both');
      return;
    }
    setError(null);
    send.mutate(
      { guestIds: target === 'selected' ? selectedIds : 'all_not_invited', channels },
      { onSuccess: setReport, onError: (failure) => setError(failureMessage(failure, 'Could not send the invitations', 'Could not send the invitations. Please try again.')) },
    );
  }

  return (
    <Dialog open={open} onClose={() => !send.isPending && onClose()} title="Send invitations" description="Each guest gets the event and their own personal link to RSVP. No account needed.">
      {report ? (
        <SendReportView report={report} onDone={onClose} />
      ) : (
        <div className="space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold">Who</legend>
            <div className="space-y-2 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" name="invite-target" className="h-4 w-4 accent-primary" checked={target === 'all'} onChange={() => setTarget('all')} />
                Everyone not invited yet
              </label>
              <label className={`flex items-center gap-2 ${selectedIds.length === 0 ? 'opacity-60' : ''}`}>
                <input
                  type="radio"
                  name="invite-target"
                  className="h-4 w-4 accent-primary"
                  disabled={selectedIds.length === 0}
                  checked={target === 'selected'}
                  onChange={() => setTarget('selected')}
                />
                Selected guests ({selectedIds.length})
              </label>
            </div>
          </fieldset>
          <ChannelChoice channels={channels} onChange={setChannels} idPrefix="invite-channel" />
          <p className="text-xs text-muted-foreground">Guests who replied STOP to a text are never texted again.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send invitations'}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
