import { useId, useState, type FormEvent } from 'react';
import { MONTHS } from '#core/constants.ts';
import { nameSchema, type User } from '#core/domain/accounts/accounts.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { FieldError, Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { Switch } from '#platform/components/ui/switch.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Name, birthday month (or none) and birthday-board visibility. */
export function ProfileSection({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [month, setMonth] = useState(user.birthdayMonth ? String(user.birthdayMonth) : '');
  const [showOnBoard, setShowOnBoard] = useState(user.showOnBirthdayBoard);
  const [nameError, setNameError] = useState<string>();
  const update = useUpdateProfile();
  const switchLabelId = useId();

  const changed = name.trim() !== user.name || (month ? Number(month) : null) !== user.birthdayMonth || showOnBoard !== user.showOnBirthdayBoard;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsedName = nameSchema.safeParse(name);
    if (!parsedName.success) return setNameError(parsedName.error.issues[0]?.message);
    setNameError(undefined);
    update.mutate(
      { name: parsedName.data, birthdayMonth: month ? Number(month) : null, showOnBirthdayBoard: showOnBoard },
      {
        onSuccess: () => toast({ title: 'Profile updated', description: 'Your changes have been saved.' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: failureMessage(error, 'Failed to save your profile', 'Failed to save your profile. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Card className="p-6">
      <h2 id="profile-heading" className="text-lg font-bold">
        Profile
      </h2>
      <form noValidate onSubmit={submit} aria-labelledby="profile-heading" className="mt-4 space-y-4">
        <div>
          <Label htmlFor="profile-name">Name</Label>
          <Input
            id="profile-name"
            value={name}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'profile-name-error' : undefined}
          />
          <FieldError id="profile-name-error" message={nameError} />
        </div>
        <div>
          <Label htmlFor="profile-email">Email</Label>
          <Input id="profile-email" value={user.email} readOnly aria-readonly="true" className="bg-muted" />
        </div>
        <div id="birthday">
          <Label htmlFor="profile-month">Birthday month</Label>
          <Select id="profile-month" value={month} onChange={(event) => setMonth(event.target.value)}>
            <option value="">Not set</option>
            {MONTHS.map((monthName, index) => (
              <option key={monthName} value={index + 1}>
                {monthName}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
          <span id={switchLabelId} className="text-sm font-medium">
            Show on birthday board
          </span>
          <Switch checked={showOnBoard} onCheckedChange={setShowOnBoard} aria-labelledby={switchLabelId} />
        </div>
        <Button type="submit" disabled={!changed || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </Card>
  );
}
