import type { AssignmentRow, AssignmentTable as AssignmentTableData } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { formatCents } from './money.ts';

export const rowStatusLabels: Record<AssignmentRow['status'], string> = {
  assigned: 'Assigned',
  bought: 'Bought',
  in_pot: 'In a group pot',
  unassigned: 'No gift yet',
};

const rowStatusClasses: Record<AssignmentRow['status'], string> = {
  assigned: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  bought: 'border-success-border bg-success-surface text-success-text',
  in_pot: 'border-border bg-muted text-foreground',
  unassigned: 'border-danger-border bg-danger-surface text-danger-text',
};

export interface AssignmentTableProps {
  table: AssignmentTableData;
  /** The guest whose row is being saved (its controls are disabled meanwhile). */
  busyGuestId?: string | null;
  onSetBand?: (guestId: string, bandId: string | null) => void;
  onPin?: (guestId: string, itemId: string, unitIndex: number) => void;
  onUnpin?: (guestId: string) => void;
}

const unitKey = (itemId: string, unitIndex: number) => `${itemId}#${unitIndex}`;

/** Every guest with their band and gift; the host picks bands, pins or overrides gifts here. */
export function AssignmentTable({ table, busyGuestId = null, onSetBand, onPin, onUnpin }: AssignmentTableProps) {
  if (table.rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No guests to assign yet. Add guests first; declined guests are left out.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Gift assignment: each guest’s band, gift and its status</caption>
        <thead className="bg-muted text-xs font-semibold text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Guest
            </th>
            <th scope="col" className="px-3 py-2">
              Band
            </th>
            <th scope="col" className="px-3 py-2">
              Gift
            </th>
            <th scope="col" className="px-3 py-2">
              Price
            </th>
            <th scope="col" className="px-3 py-2">
              Why
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const busy = busyGuestId === row.guestId;
            const movable = row.status !== 'bought';
            return (
              <tr key={row.guestId} data-testid="assignment-row" className="border-t border-border align-top">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {row.guestName}
                  <span className="block text-xs font-normal text-muted-foreground">RSVP: {row.rsvpStatus}</span>
                </th>
                <td className="px-3 py-2">
                  {onSetBand ? (
                    <Select
                      aria-label={`Band for ${row.guestName}`}
                      className="h-9 min-w-32"
                      value={row.band?.id ?? ''}
                      disabled={busy}
                      onChange={(event) => onSetBand(row.guestId, event.target.value || null)}
                    >
                      <option value="">No band</option>
                      {table.bands.map((band) => (
                        <option key={band.id} value={band.id}>
                          {band.label}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    (row.band?.label ?? 'No band')
                  )}
                  {row.bandChosenBy === 'guest' ? <span className="mt-0.5 block text-xs text-muted-foreground">chosen by the guest</span> : null}
                </td>
                <td className="px-3 py-2">
                  {row.item ? (
                    <>
                      {row.item.title}
                      {row.item.quantity > 1 ? (
                        <span className="text-muted-foreground">
                          {' '}
                          (#{row.item.unitIndex + 1} of {row.item.quantity})
                        </span>
                      ) : null}
                    </>
                  ) : row.pot ? (
                    <>Group pot: {row.pot.title}</>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                  {row.pinned ? <span className="ml-1 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">Pinned</span> : null}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{row.item ? formatCents(row.item.priceCents, table.currency) : '—'}</td>
                <td className="px-3 py-2">{row.explanationText ?? <span className="text-muted-foreground">Not run yet</span>}</td>
                <td className="px-3 py-2">
                  <span className={cx('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', rowStatusClasses[row.status])}>{rowStatusLabels[row.status]}</span>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-col gap-1.5">
                    {onPin && movable && table.freeUnits.length > 0 ? (
                      <Select
                        aria-label={`Choose a gift for ${row.guestName}`}
                        className="h-9 min-w-40"
                        value=""
                        disabled={busy}
                        onChange={(event) => {
                          const unit = table.freeUnits.find((free) => unitKey(free.itemId, free.unitIndex) === event.target.value);
                          if (unit) onPin(row.guestId, unit.itemId, unit.unitIndex);
                        }}
                      >
                        <option value="">{row.item ? 'Override with…' : 'Pin a gift…'}</option>
                        {table.freeUnits.map((unit) => (
                          <option key={unitKey(unit.itemId, unit.unitIndex)} value={unitKey(unit.itemId, unit.unitIndex)}>
                            {unit.title} — {formatCents(unit.priceCents, table.currency)}
                            {unit.unitIndex > 0 ? ` (#${unit.unitIndex + 1})` : ''}
                          </option>
                        ))}
                      </Select>
                    ) : null}
                    {onPin && movable && row.item && !row.pinned ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy}
                        onClick={() => onPin(row.guestId, row.item!.id, row.item!.unitIndex)}
                        aria-label={`Pin ${row.item.title} for ${row.guestName}`}
                      >
                        Pin
                      </Button>
                    ) : null}
                    {onUnpin && row.pinned && movable ? (
                      <Button variant="ghost" size="sm" disabled={busy} onClick={() => onUnpin(row.guestId)} aria-label={`Unpin the gift of ${row.guestName}`}>
                        Unpin
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
