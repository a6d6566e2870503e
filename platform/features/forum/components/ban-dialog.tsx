import { useEffect, useId, useState } from 'react';
import { MAX_REASON_LENGTH } from '#core/domain/forum/forum.rules.ts';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { ReasonDialog } from '#platform/components/ui/reason-dialog.tsx';

export interface BanDialogProps {
  member: { id: string; name: string } | null;
  onClose: () => void;
  onSubmit: (input: { userId: string; days: number | null; reason: string }) => void;
  pending: boolean;
  error: string | null;
}

const lengths = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'forever', label: 'For good' },
];

/** A moderator bans a member from posting, commenting and voting: for a time or for good, with a reason the member sees. */
export function BanDialog({ member, onClose, onSubmit, pending, error }: BanDialogProps) {
  const lengthId = useId();
  const [length, setLength] = useState('7');
  useEffect(() => setLength('7'), [member]);

  return (
    <ReasonDialog
      open={member !== null}
      title={`Ban ${member?.name ?? ''} from the forum?`}
      description="They can still read, but not post, comment, vote or report. The ban shows in the public moderation log."
      confirmLabel="Ban"
      pendingLabel="Banning..."
      maxLength={MAX_REASON_LENGTH}
      onClose={onClose}
      onSubmit={(reason) => member && onSubmit({ userId: member.id, days: length === 'forever' ? null : Number(length), reason })}
      pending={pending}
      error={error}
    >
      <div>
        <Label htmlFor={lengthId}>How long</Label>
        <Select id={lengthId} value={length} onChange={(event) => setLength(event.target.value)}>
          {lengths.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </ReasonDialog>
  );
}
