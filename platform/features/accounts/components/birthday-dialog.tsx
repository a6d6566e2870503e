import { useId, useState } from 'react';
import { MONTHS } from '#core/constants.ts';
import type { BirthdayInput } from '#core/domain/accounts/accounts.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { Switch } from '#platform/components/ui/switch.tsx';

export interface BirthdayDialogProps {
  open: boolean;
  saving?: boolean;
  onSkip: () => void;
  onSave: (input: BirthdayInput) => void;
  /** Called when Save is pressed without a month (the button is disabled, but forms can submit). */
  onMissingMonth?: () => void;
}

/** "Welcome to the Birthday Community!": the optional birthday month asked after registration. */
export function BirthdayDialog({ open, saving = false, onSkip, onSave, onMissingMonth }: BirthdayDialogProps) {
  const [month, setMonth] = useState('');
  const [showOnBoard, setShowOnBoard] = useState(true);
  const switchLabelId = useId();

  function save() {
    const birthdayMonth = Number(month);
    if (!birthdayMonth) {
      onMissingMonth?.();
      return;
    }
    onSave({ birthdayMonth, showOnBirthdayBoard: showOnBoard });
  }

  return (
    <Dialog
      open={open}
      onClose={onSkip}
      title="Welcome to the Birthday Community!"
      description="Add your birthday month so the community can celebrate with you. It's optional, and only the month is shared."
    >
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div>
          <Label htmlFor="birthday-month">Birthday month (optional)</Label>
          <Select id="birthday-month" value={month} onChange={(event) => setMonth(event.target.value)} disabled={saving}>
            <option value="">Select a month</option>
            {MONTHS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
          <span id={switchLabelId} className="text-sm font-medium">
            Show on birthday board (recommended)
          </span>
          <Switch checked={showOnBoard} onCheckedChange={setShowOnBoard} aria-labelledby={switchLabelId} disabled={saving} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onSkip} disabled={saving}>
            Skip for Now
          </Button>
          <Button type="submit" disabled={!month || saving}>
            {saving ? 'Adding Birthday...' : 'Add Birthday'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
