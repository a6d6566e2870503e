import { useEffect, useId, useState } from 'react';
import type { OrderView } from '#core/domain/marketplace/order.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { ReasonDialog } from '#platform/components/ui/reason-dialog.tsx';
import { checkboxClasses } from '../form-parts.tsx';

/**
 * Declining the lines a seller cannot supply: which lines, and why (the buyer reads it). Declined
 * lines are refunded to the buyer at once; the rest of the order stays to confirm.
 */
export function DeclineLinesDialog({
  order,
  onClose,
  onDecline,
  pending,
  error,
}: {
  order: OrderView | null;
  onClose: () => void;
  onDecline: (lineIds: string[], reason: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const open = order !== null;
  useEffect(() => {
    if (open) {
      setChosen([]);
      setProblem(null);
    }
  }, [open, order?.id]);
  const lines = order?.lines.filter((line) => !line.declined) ?? [];
  const all = lines.length > 0 && chosen.length === lines.length;

  return (
    <ReasonDialog
      open={open}
      title="Decline lines of this order"
      description="The lines you decline are refunded to the buyer at once; you cannot undo it. Declining every line cancels the order."
      confirmLabel={all ? 'Decline the whole order' : 'Decline and refund'}
      pendingLabel="Declining…"
      maxLength={300}
      requiredMessage="Tell the buyer briefly why (they read it)"
      onClose={onClose}
      onSubmit={(reason) => {
        if (chosen.length === 0) {
          setProblem('Choose the lines you cannot supply');
          return;
        }
        onDecline(chosen, reason);
      }}
      pending={pending}
      error={problem ?? error}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Lines you cannot supply</legend>
        <ul className="space-y-2">
          {lines.map((line) => (
            <li key={line.id} className="flex items-start gap-3">
              <input
                id={`${id}-${line.id}`}
                type="checkbox"
                className={`${checkboxClasses} mt-0.5`}
                checked={chosen.includes(line.id)}
                onChange={(event) => {
                  setProblem(null);
                  setChosen((current) => (event.target.checked ? [...current, line.id] : current.filter((other) => other !== line.id)));
                }}
              />
              <label htmlFor={`${id}-${line.id}`} className="text-sm">
                {line.quantity} × {line.title}
                {line.variantTitle ? ` (${line.variantTitle})` : ''} · {formatUsd(line.lineCents)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </ReasonDialog>
  );
}
