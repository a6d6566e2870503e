import type { GuestView } from '#core/domain/events/event-view.schema.ts';
import { displayPhone } from '#core/domain/contacts/phone.rules.ts';
import { guestListStatusLabels, type GuestListStatus } from '#core/domain/events/rsvp.rules.ts';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { TableHead } from '#platform/components/ui/table-head.tsx';
import { cx } from '#platform/lib/class-names.ts';

const statusTones: Record<GuestListStatus, string> = {
  not_invited: 'bg-muted text-muted-foreground',
  invited: 'bg-secondary text-secondary-foreground',
  no_reply: 'bg-muted text-muted-foreground',
  going: 'bg-success-surface text-success-text',
  maybe: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  declined: 'bg-danger-surface text-danger-text',
  waitlisted: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
};

export function statusLabel(status: string): string {
  return guestListStatusLabels[status as GuestListStatus] ?? status;
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={cx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', statusTones[status as GuestListStatus] ?? 'bg-muted')}>{statusLabel(status)}</span>;
}

/** The id of a guest's row header: "Show more guests" moves the focus to the first new one. */
export const guestRowId = (guestId: string) => `guest-row-${guestId}`;

export interface GuestTableProps {
  guests: GuestView[];
  /** The party's country (from its zone): its numbers show in their national format. */
  partyCountry?: string | null;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  onEdit: (guest: GuestView) => void;
  onRemove: (guest: GuestView) => void;
  onCopyLink: (guest: GuestView) => void;
  onResetLink: (guest: GuestView) => void;
  /** Shown instead of rows when the list is empty. */
  emptyText: string;
}

/** The host's guest list: one row per guest with status, party and notes; selectable for invitations. */
export function GuestTable({ guests, partyCountry, selected, onToggle, onToggleAll, onEdit, onRemove, onCopyLink, onResetLink, emptyText }: GuestTableProps) {
  if (guests.length === 0) {
    return <p className="rounded-card border border-dashed border-border p-8 text-center text-sm text-muted-foreground">{emptyText}</p>;
  }
  const allSelected = guests.every((guest) => selected.has(guest.id));
  // Below md each row is laid out as a card (docs/decisions/057-guest-table-as-cards-on-phones.md):
  // the same table, so screen readers and the flows' role selectors read it as one; the explicit
  // roles keep it a table in browsers that drop the semantics of a table no longer displayed as one.
  const headerText = 'max-md:sr-only';
  return (
    <div className="rounded-card border border-border bg-card md:overflow-x-auto">
      <table role="table" className="w-full text-left text-sm max-md:block md:min-w-[760px]">
        <TableHead
          caption="Guests"
          className="max-md:block"
          rowClassName="max-md:flex max-md:items-center"
          columns={[
            {
              label: (
                <span className="flex items-center gap-2">
                  <input type="checkbox" aria-label="Select all guests shown" checked={allSelected} onChange={(event) => onToggleAll(event.target.checked)} className="h-4 w-4 accent-primary" />
                  <span aria-hidden="true" className="normal-case md:sr-only">
                    Select all
                  </span>
                </span>
              ),
              className: 'w-10 max-md:w-auto',
            },
            { label: 'Name', className: headerText },
            { label: 'Contact', className: headerText },
            { label: 'Status', className: headerText },
            { label: 'Party size', className: headerText },
            { label: 'Notes', className: headerText },
            { label: 'Actions', hidden: true, className: headerText },
          ]}
        />
        <tbody role="rowgroup" className="divide-y divide-border max-md:block">
          {guests.map((guest) => (
            <tr
              role="row"
              key={guest.id}
              className={cx(
                // The card: checkbox, name and status on the first line; contact, party and notes under the name; the actions across the bottom.
                'max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:p-3',
                selected.has(guest.id) && 'bg-secondary/40',
              )}
            >
              <td role="cell" className="px-3 py-3 align-top max-md:col-start-1 max-md:row-start-1 max-md:p-0 max-md:pt-0.5">
                <input type="checkbox" aria-label={`Select ${guest.name}`} checked={selected.has(guest.id)} onChange={() => onToggle(guest.id)} className="h-4 w-4 accent-primary" />
              </td>
              <th
                scope="row"
                role="rowheader"
                id={guestRowId(guest.id)}
                tabIndex={-1}
                className="px-3 py-3 align-top font-semibold [overflow-wrap:anywhere] focus-visible:outline-3 focus-visible:outline-ring max-md:col-start-2 max-md:row-start-1 max-md:p-0"
              >
                {guest.name}
                {guest.source === 'open_rsvp' ? <span className="block text-xs font-normal text-muted-foreground">Added themselves</span> : null}
              </th>
              <td role="cell" className="px-3 py-3 align-top max-md:col-span-2 max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:text-muted-foreground">
                {/* Long addresses wrap at the edge, not after every character. */}
                {guest.email ? <span className="block [overflow-wrap:anywhere]">{guest.email}</span> : null}
                {guest.phone ? (
                  <span className="block">
                    {displayPhone(guest.phone, partyCountry)}
                    {guest.smsOptedOut ? <span className="ml-1 text-xs text-danger-text">(texts off)</span> : null}
                  </span>
                ) : null}
                {!guest.email && !guest.phone ? <span className="text-muted-foreground">—</span> : null}
              </td>
              <td role="cell" className="px-3 py-3 align-top max-md:col-start-3 max-md:row-start-1 max-md:p-0">
                <StatusBadge status={guest.listStatus} />
              </td>
              <td role="cell" className="px-3 py-3 align-top max-md:col-span-2 max-md:col-start-2 max-md:p-0">
                {/* The column's heading is hidden on a card, so the card says what the number is. */}
                <span aria-hidden="true" className="text-muted-foreground md:hidden">
                  Party size{' '}
                </span>
                {guest.partySize}
                <span className="text-xs text-muted-foreground"> of {guest.plusOnesAllowed + 1} allowed</span>
                {guest.plusOneNames.length > 0 ? <span className="block text-xs text-muted-foreground">+ {guest.plusOneNames.join(', ')}</span> : null}
              </td>
              <td role="cell" className="max-w-56 px-3 py-3 align-top text-xs max-md:col-span-2 max-md:col-start-2 max-md:max-w-none max-md:p-0 max-md:empty:hidden">
                {guest.dietaryNote ? <span className="block">Diet: {guest.dietaryNote}</span> : null}
                {guest.message ? <span className="block break-words italic">“{guest.message}”</span> : null}
              </td>
              <td role="cell" className="px-3 py-3 align-top max-md:col-span-3 max-md:col-start-1 max-md:p-0 max-md:pt-1">
                <div className="flex flex-wrap justify-end gap-1 max-md:justify-start">
                  {guest.linkedMember ? (
                    // Only guests with an account can be messaged; the messages screen opens an existing conversation at once.
                    <ButtonLink
                      variant="ghost"
                      size="sm"
                      aria-label={`Message ${guest.name}`}
                      to={`/messages/new?${new URLSearchParams({ type: 'event-guest', id: guest.id, name: guest.name }).toString()}`}
                    >
                      Message
                    </ButtonLink>
                  ) : null}
                  <Button variant="ghost" size="sm" aria-label={`Copy link for ${guest.name}`} onClick={() => onCopyLink(guest)}>
                    Copy link
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Reset link for ${guest.name}`} onClick={() => onResetLink(guest)}>
                    Reset link
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Edit ${guest.name}`} onClick={() => onEdit(guest)}>
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Remove ${guest.name}`} onClick={() => onRemove(guest)}>
                    Remove
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
