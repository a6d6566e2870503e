import type { ItemStatus, WishlistItemView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { GiftIcon } from '#platform/components/ui/icons.tsx';
import { LazyImage } from '#platform/components/ui/lazy-image.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { formatCents } from './money.ts';

export const itemStatusLabels: Record<ItemStatus, string> = { available: 'Available', reserved: 'Reserved', bought: 'Bought' };

const statusClasses: Record<ItemStatus, string> = {
  available: 'border-border bg-muted text-foreground',
  reserved: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  bought: 'border-success-border bg-success-surface text-success-text',
};

export const priorityLabels: Record<number, string> = { 1: 'Most wanted', 2: 'Really want', 3: 'Would like', 4: 'Nice to have', 5: 'If you like' };

export function StatusBadge({ status }: { status: ItemStatus }) {
  return (
    <span data-status={status} className={cx('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', statusClasses[status])}>
      {itemStatusLabels[status]}
    </span>
  );
}

export interface WishlistItemCardProps {
  item: WishlistItemView;
  /** Position in the list (0-based) and its length, for the move buttons. */
  index: number;
  count: number;
  /** Absent for viewers who cannot change the list. */
  onMove?: (direction: -1 | 1) => void;
  onEdit?: () => void;
  onRemove?: () => void;
  busy?: boolean;
}

/** An item without a picture: its first letter on a soft tile, so the list reads as designed, not broken. */
export function ItemInitial({ title }: { title: string }) {
  const initial = [...title.trim()][0]?.toLocaleUpperCase() ?? '?';
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-secondary to-muted">
      <GiftIcon className="absolute right-1.5 bottom-1.5 h-4 w-4 text-muted-foreground/70" />
      <span className="text-3xl font-extrabold text-primary sm:text-4xl">{initial}</span>
    </div>
  );
}

/**
 * One wishlist item. Names of who has it only render when the server sent them (`claims` is null
 * for the celebrant before the reveal), so a celebrant's card can only ever say the status.
 */
export function WishlistItemCard({ item, index, count, onMove, onEdit, onRemove, busy = false }: WishlistItemCardProps) {
  const headingId = `item-${item.id}-title`;
  return (
    <article aria-labelledby={headingId} data-testid="wishlist-item" className="flex gap-4 rounded-card border border-border bg-card p-4 shadow-sm">
      <LazyImage src={item.imageUrl ?? undefined} alt={item.title} className="h-24 w-24 shrink-0 rounded-lg sm:h-28 sm:w-28" placeholder={<ItemInitial title={item.title} />} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="text-base font-bold break-words">
            {item.title}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            {item.isPot ? <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">Group pot</span> : null}
            <StatusBadge status={item.status} />
          </div>
        </div>
        <p className="mt-1 text-sm">
          <span className="font-semibold">{formatCents(item.priceCents, item.currency)}</span>
          {item.quantity > 1 ? <span className="text-muted-foreground"> · {item.quantity} wanted</span> : null}
          <span className="text-muted-foreground">
            {' '}
            · Priority {item.priority} ({priorityLabels[item.priority] ?? 'Would like'})
          </span>
        </p>
        {item.quantity > 1 || item.unitsBought > 0 ? (
          <p className="mt-0.5 text-xs text-muted-foreground">
            {item.unitsReserved} of {item.quantity} reserved · {item.unitsBought} bought
          </p>
        ) : null}
        {item.notes ? <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{item.notes}</p> : null}
        {item.url ? (
          <a href={item.url} target="_blank" rel="noopener noreferrer" className="mt-1 inline-block max-w-full truncate text-sm font-semibold text-primary hover:underline">
            View product<span className="sr-only"> {item.title} (opens in a new tab)</span>
          </a>
        ) : null}
        {item.isPot ? (
          <p className="mt-1 text-sm">
            {item.potMemberCount === 0 ? 'Nobody has joined this pot yet.' : `${item.potMemberCount} ${item.potMemberCount === 1 ? 'guest has' : 'guests have'} joined this pot.`}
            {item.potMembers && item.potMembers.length > 0 ? <span className="text-muted-foreground"> ({item.potMembers.map((member) => member.guestName).join(', ')})</span> : null}
          </p>
        ) : null}
        {item.claims && item.claims.length > 0 ? (
          <ul aria-label={`Who has ${item.title}`} className="mt-1 space-y-0.5 text-sm">
            {item.claims.map((claim) => (
              <li key={`${claim.guestId}-${claim.unitIndex}`}>
                {claim.guestName} — {claim.status === 'bought' ? 'bought' : 'assigned'}
                {claim.pinned ? ' (pinned)' : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {onMove || onEdit || onRemove ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {onMove ? (
              <>
                <Button variant="outline" size="sm" disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={`Move ${item.title} up`} data-move={`${item.id}:up`}>
                  ↑ Up
                </Button>
                <Button variant="outline" size="sm" disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={`Move ${item.title} down`} data-move={`${item.id}:down`}>
                  ↓ Down
                </Button>
              </>
            ) : null}
            {onEdit ? (
              <Button variant="outline" size="sm" disabled={busy} onClick={onEdit} aria-label={`Edit ${item.title}`}>
                Edit
              </Button>
            ) : null}
            {onRemove ? (
              <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove} aria-label={`Remove ${item.title}`}>
                Remove
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
