import { MAX_REASON_LENGTH } from '#core/domain/forum/forum.rules.ts';
import { ReasonDialog as ReasonDialogBase, type ReasonDialogProps as BaseProps } from '#platform/components/ui/reason-dialog.tsx';

export type ReasonDialogProps = Omit<BaseProps, 'maxLength' | 'requiredMessage' | 'children'>;

/** A reason for a report or a moderator's removal: required, at most 500 characters. */
export function ReasonDialog(props: ReasonDialogProps) {
  return <ReasonDialogBase {...props} maxLength={MAX_REASON_LENGTH} />;
}
