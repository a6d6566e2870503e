import { useEffect, useState } from 'react';
import type { MessageChannel, SendReport } from '#core/domain/invitations/invitations.schema.ts';
import { skipReasons } from '#core/domain/invitations/invitations.rules.ts';
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

/**
 * The one reason a send can fix by itself: a guest with no email address, on a send that did not
 * text. Those guests are offered a text instead.
 */
function textable(report: SendReport, channels: readonly MessageChannel[] | undefined): SendReport['skipped'] {
  if (!channels || channels.includes('sms')) return [];
  return report.skipped.filter((row) => row.reason === skipReasons.noEmail);
}

/** A skip reason as a host reads it on this send ("No email address, and texting was off for this send"). */
function reasonText(reason: string, channels: readonly MessageChannel[] | undefined): string {
  if (reason === skipReasons.noEmail && channels && !channels.includes('sms')) return `${reason}, and texting was off for this send`;
  return reason;
}

/**
 * What a send did: how many messages are on the way, who was not reached and why, and a Done
 * button. A send that reached nobody is no success, so it is not shown as one; guests left out for
 * want of an email address can be texted from here when `onTextThem` is given.
 */
export function SendReportView({
  report,
  onDone,
  channels,
  onTextThem,
  textPending = false,
}: {
  report: SendReport;
  onDone: () => void;
  channels?: readonly MessageChannel[];
  onTextThem?: (guestIds: string[]) => void;
  textPending?: boolean;
}) {
  const toText = onTextThem ? textable(report, channels) : [];
  const notReached = new Set(report.skipped.map((row) => row.guestId)).size;
  return (
    <div className="space-y-4">
      <div className="space-y-3 text-sm">
        {report.queued > 0 ? (
          <Alert tone="success">
            {report.queued} {report.queued === 1 ? 'message' : 'messages'} on the way.
          </Alert>
        ) : (
          <Alert tone="info">Nothing was sent: none of these guests could be reached the way you chose.</Alert>
        )}
        {report.skipped.length > 0 ? (
          <div>
            <p className="font-semibold">
              Not reached: {notReached} {notReached === 1 ? 'guest' : 'guests'}
            </p>
            <ul className="mt-1 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5">
              {report.skipped.map((row) => (
                <li key={`${row.guestId}-${row.reason}`}>
                  <span className="font-semibold">{row.name}</span>: {reasonText(row.reason, channels)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {toText.length > 0 && onTextThem ? (
          <Button variant="outline" disabled={textPending} onClick={() => onTextThem(toText.map((row) => row.guestId))}>
            {textPending ? 'Sending...' : `Text ${toText.length === 1 ? toText[0]!.name : `these ${toText.length} guests`} instead`}
          </Button>
        ) : null}
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
  // The channels of the send the report is about (a text instead changes them), for its reasons.
  const [sentBy, setSentBy] = useState<MessageChannel[]>(['email']);
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
    setSentBy(channels);
    send.mutate(
      { guestIds: target === 'selected' ? selectedIds : 'all_not_invited', channels },
      { onSuccess: setReport, onError: (failure) => setError(failureMessage(failure, 'Could not send the invitations', 'Could not send the invitations. Please try again.')) },
    );
  }

  return (
    <Dialog open={open} onClose={() => !send.isPending && onClose()} title="Send invitations" description="Each guest gets the event and their own personal link to RSVP. No account needed.">
      {report ? (
        <SendReportView
          report={report}
          onDone={onClose}
          channels={sentBy}
          textPending={send.isPending}
          onTextThem={(guestIds) => {
            setSentBy(['sms']);
            send.mutate(
              { guestIds, channels: ['sms'] },
              {
                onSuccess: setReport,
                onError: (failure) => {
                  // Back to the form, where the error shows and the host can choose again.
                  setReport(null);
                  setError(failureMessage(failure, 'Could not send the texts', 'Could not send the texts. Please try again.'));
                },
              },
            );
          }}
        />
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
