import { useId } from 'react';
import { Card } from '#platform/components/ui/card.tsx';
import { Switch } from '#platform/components/ui/switch.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useBoardReminders, useSetBoardReminders } from '../api/board-reminders.ts';

/** The monthly birthday board email (decision 040): off until the member turns it on here. */
export function BoardRemindersSection() {
  const reminders = useBoardReminders();
  const set = useSetBoardReminders();
  const labelId = useId();
  const hintId = useId();
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold">Birthday board reminders</h2>
      <div className="mt-4 flex items-center justify-between gap-4 rounded-lg border border-border p-3">
        <div>
          <span id={labelId} className="text-sm font-medium">
            Email me this month’s birthdays
          </span>
          <p id={hintId} className="text-xs text-muted-foreground">
            One email at the start of each month listing the members on the birthday board.
          </p>
        </div>
        <Switch
          checked={reminders.data?.enabled ?? false}
          disabled={reminders.isPending || set.isPending}
          onCheckedChange={(enabled) =>
            set.mutate(enabled, {
              onSuccess: () => toast({ title: enabled ? 'Reminders on' : 'Reminders off' }),
              onError: (error) => toast({ title: 'Error', description: failureMessage(error, 'Could not save', 'Could not save. Please try again.'), variant: 'destructive' }),
            })
          }
          aria-labelledby={labelId}
        />
      </div>
    </Card>
  );
}
