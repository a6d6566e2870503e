import { ReasonDialog } from '#platform/components/ui/reason-dialog.tsx';
import { REPORT_REASON_MAX_LENGTH, REPORT_REASON_REQUIRED } from '../api/report-item.ts';

export interface ReportDialogProps {
  open: boolean;
  /** "photo" or "video", for the title. */
  what: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  pending: boolean;
  error: string | null;
}

/** "Report this photo?": a reason for the hosts, who can hide it. */
export function ReportDialog({ what, ...props }: ReportDialogProps) {
  return (
    <ReasonDialog
      {...props}
      title={`Report this ${what}?`}
      description="The hosts see your reason and decide whether to hide it."
      confirmLabel="Send report"
      pendingLabel="Sending..."
      maxLength={REPORT_REASON_MAX_LENGTH}
      requiredMessage={REPORT_REASON_REQUIRED}
    />
  );
}
