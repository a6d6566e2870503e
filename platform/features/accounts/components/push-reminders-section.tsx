import { useEffect, useId, useState } from 'react';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { Switch } from '#platform/components/ui/switch.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { currentPushSubscription, PushPermissionError, pushSupport, sendTestPush, turnOffPush, turnOnPush } from '../api/push-reminders.ts';

function errorText(error: unknown): string {
  if (error instanceof PushPermissionError) return error.message;
  return failureMessage(error, 'Could not change reminders', error instanceof Error && error.message ? error.message : 'Could not change reminders. Please try again.');
}

/**
 * Birthday reminders as notifications on this device: RSVP deadlines and parties the day before
 * (and the birthday board's month, when that email is on). Off until the member turns it on; the
 * browser asks for permission only on that click.
 */
export function PushRemindersSection() {
  const support = pushSupport();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const hintId = useId();

  useEffect(() => {
    void currentPushSubscription()
      .then((subscription) => setEnabled(subscription !== null))
      .catch(() => setEnabled(false));
  }, []);

  async function change(on: boolean) {
    setBusy(true);
    try {
      await (on ? turnOnPush() : turnOffPush());
      setEnabled(on);
      toast({ title: on ? 'Notifications on' : 'Notifications off', description: on ? 'This device will get your birthday and party reminders.' : undefined });
    } catch (error) {
      toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold">Reminders on this device</h2>
      {support === 'supported' ? (
        <>
          <div className="mt-4 flex items-center justify-between gap-4 rounded-lg border border-border p-3">
            <div>
              <span id={labelId} className="text-sm font-medium">
                Notify me of birthdays and parties
              </span>
              <p id={hintId} className="text-xs text-muted-foreground">
                RSVP deadlines and the day before a party you’re going to, as notifications on this phone or computer.
              </p>
            </div>
            <Switch checked={enabled === true} disabled={enabled === null || busy} onCheckedChange={(on) => void change(on)} aria-labelledby={labelId} />
          </div>
          {enabled ? (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={busy}
              onClick={() =>
                void sendTestPush().then(
                  ({ sent }) =>
                    toast({
                      title: sent > 0 ? 'Test notification sent' : 'No device took it',
                      description: sent > 0 ? 'It should show on this device in a moment.' : 'Turn reminders off and on again.',
                    }),
                  (error: unknown) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
                )
              }
            >
              Send a test notification
            </Button>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          {support === 'needs-install'
            ? 'On iPhone and iPad, notifications work in the installed app: add Cakeday to your Home Screen (Share → Add to Home Screen), open it from there and turn reminders on here.'
            : 'This browser cannot show notifications from websites. Reminders still come by email.'}
        </p>
      )}
    </Card>
  );
}
