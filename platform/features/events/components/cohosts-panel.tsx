import { useState, type FormEvent } from 'react';
import { emailSchema } from '#core/domain/accounts/accounts.schema.ts';
import type { EventView } from '#core/domain/events/event-view.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { type Cohost, useCohosts } from '../api/get-cohosts.ts';
import { useInviteCohost } from '../api/invite-cohost.ts';
import { useRemoveCohost } from '../api/remove-cohost.ts';
import { useTransferEvent } from '../api/transfer-event.ts';

/** Co-hosts manage the event like the host; only the host invites, removes and hands over. */
export function CohostsPanel({ event }: { event: EventView }) {
  const isHost = event.role === 'host';
  const cohosts = useCohosts(event.id);
  const invite = useInviteCohost(event.id);
  const remove = useRemoveCohost(event.id);
  const transfer = useTransferEvent(event.id);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [handOver, setHandOver] = useState<Cohost | null>(null);
  const [handOverError, setHandOverError] = useState<string | null>(null);

  function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    setEmailError(undefined);
    setInviteError(null);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        toast({ title: 'Invitation sent', description: `We emailed ${parsed.data} a link to co-host.` });
      },
      onError: (failure) => setInviteError(failureMessage(failure, 'Could not invite the co-host', 'Could not invite the co-host. Please try again.')),
    });
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold">Co-hosts</h2>
      <p className="mt-1 text-sm text-muted-foreground">Co-hosts can edit the event, manage guests and send messages. Only the host can delete the event or hand it over.</p>
      {cohosts.isPending ? (
        <p className="mt-4 text-sm text-muted-foreground">Loading co-hosts...</p>
      ) : cohosts.isError ? (
        <Alert tone="error" className="mt-4">
          {failureMessage(cohosts.error, 'Could not load co-hosts', 'Could not load co-hosts. Please try again.')}
        </Alert>
      ) : cohosts.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No co-hosts yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {cohosts.data.map((cohost) => (
            <li key={cohost.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{cohost.name ?? cohost.email}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {cohost.name ? `${cohost.email} · ` : ''}
                  {cohost.status === 'pending' ? 'Invitation pending' : 'Co-host'}
                </p>
              </div>
              {isHost ? (
                <div className="flex gap-2">
                  {cohost.status === 'accepted' ? (
                    <Button variant="outline" size="sm" onClick={() => setHandOver(cohost)}>
                      Make host
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove co-host ${cohost.name ?? cohost.email}`}
                    disabled={remove.isPending && remove.variables === cohost.id}
                    onClick={() =>
                      remove.mutate(cohost.id, {
                        onSuccess: () => toast({ title: 'Co-host removed' }),
                        onError: (failure) => toast({ title: 'Could not remove the co-host', description: failureMessage(failure, 'Please try again.', 'Please try again.'), variant: 'destructive' }),
                      })
                    }
                  >
                    Remove
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isHost ? (
        <form noValidate onSubmit={submit} className="mt-4 space-y-2">
          {inviteError ? <Alert tone="error">{inviteError}</Alert> : null}
          <Label htmlFor="cohost-email">Co-host's email</Label>
          <div className="flex flex-col gap-2">
            <Input
              id="cohost-email"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'cohost-email-error' : undefined}
              onChange={(changeEvent) => setEmail(changeEvent.target.value)}
            />
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? 'Inviting...' : 'Invite co-host'}
            </Button>
          </div>
          <FieldError id="cohost-email-error" message={emailError} />
        </form>
      ) : null}
      <ConfirmDialog
        open={handOver !== null}
        onClose={() => {
          setHandOver(null);
          setHandOverError(null);
        }}
        title="Hand over this event?"
        description={`${handOver?.name ?? handOver?.email ?? ''} becomes the host. You stay on as a co-host, and you can no longer delete the event or hand it over.`}
        cancelLabel="Keep hosting"
        confirmLabel="Hand over"
        pendingLabel="Handing over..."
        pending={transfer.isPending}
        variant="primary"
        onConfirm={() =>
          handOver &&
          transfer.mutate(handOver.id, {
            onSuccess: () => {
              setHandOver(null);
              toast({ title: 'Event handed over', description: 'You are now a co-host.' });
            },
            onError: (failure) => setHandOverError(failureMessage(failure, 'Could not hand over the event', 'Could not hand over the event. Please try again.')),
          })
        }
      >
        {handOverError ? (
          <Alert tone="error" className="mb-4">
            {handOverError}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
