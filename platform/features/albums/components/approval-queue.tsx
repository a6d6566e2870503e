import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { cx } from '#platform/lib/class-names.ts';
import type { AlbumItemsFilter } from '../api/album-keys.ts';
import { formatStorage } from './file-checks.ts';
import { ItemThumb } from './item-thumb.tsx';

export const filterLabels: Record<AlbumItemsFilter, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  hidden: 'Hidden',
  all: 'All',
};

const statusLabels: Record<AlbumItemView['status'], string> = { pending: 'Waiting', approved: 'Approved', hidden: 'Hidden' };

/** "Reported 2×", or null for an item nobody reported. */
export function reportBadge(reportCount: number): string | null {
  return reportCount > 0 ? `Reported ${reportCount}×` : null;
}

export type ItemAction = 'approve' | 'hide' | 'delete';

export interface ApprovalQueueProps {
  items: AlbumItemView[];
  filter: AlbumItemsFilter;
  counts: { pending: number; approved: number; hidden: number };
  timeZone: string;
  onFilterChange: (filter: AlbumItemsFilter) => void;
  onAction: (item: AlbumItemView, action: ItemAction) => void;
  /** The item an action is running for, so its buttons wait. */
  busyItemId: string | null;
  loading?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * The hosts' list of the album's items, by status: the approval queue first. Each row: the
 * thumbnail, who shared it and when, its status and reports, and Approve / Hide / Delete.
 */
export function ApprovalQueue({ items, filter, counts, timeZone, onFilterChange, onAction, busyItemId, loading = false, hasMore = false, loadingMore = false, onLoadMore }: ApprovalQueueProps) {
  const total = counts.pending + counts.approved + counts.hidden;
  const countOf: Record<AlbumItemsFilter, number> = { ...counts, all: total };
  return (
    <div>
      <div role="group" aria-label="Show items" className="flex flex-wrap gap-2">
        {(['pending', 'approved', 'hidden', 'all'] as const).map((value) => (
          <Button key={value} variant={filter === value ? 'primary' : 'outline'} size="sm" aria-pressed={filter === value} onClick={() => onFilterChange(value)}>
            {filterLabels[value]} ({countOf[value]})
          </Button>
        ))}
      </div>

      {loading ? (
        <p className="mt-4 text-sm text-muted-foreground">Loading...</p>
      ) : items.length === 0 ? (
        <p className="mt-4 rounded-card border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {filter === 'pending' ? 'Nothing is waiting for approval.' : filter === 'all' ? 'No photos or videos yet.' : `No ${filterLabels[filter].toLowerCase()} items.`}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-card border border-border bg-card">
          {items.map((item) => {
            const busy = busyItemId === item.id;
            const reported = reportBadge(item.reportCount);
            return (
              <li key={item.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <a href={item.urls.download} download={item.originalName} className="block w-20 shrink-0 overflow-hidden rounded-md" aria-label={`Download ${item.originalName}`}>
                    <ItemThumb item={item} />
                  </a>
                  <div className="min-w-0 text-sm">
                    <p className="truncate font-semibold">{item.uploaderName}</p>
                    <p className="truncate text-muted-foreground">
                      {item.originalName} · {formatStorage(item.bytes)}
                    </p>
                    <p className="text-muted-foreground">{formatInZone(Date.parse(item.createdAt), timeZone)}</p>
                    <p className="mt-1 flex flex-wrap gap-1.5">
                      <span
                        className={cx(
                          'rounded-full px-2 py-0.5 text-xs font-semibold',
                          item.status === 'pending' ? 'bg-secondary text-secondary-foreground' : item.status === 'hidden' ? 'bg-muted text-foreground' : 'bg-success-surface text-success-text',
                        )}
                      >
                        {statusLabels[item.status]}
                      </span>
                      {reported ? <span className="rounded-full bg-danger-surface px-2 py-0.5 text-xs font-semibold text-danger-text">{reported}</span> : null}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  {item.status !== 'approved' ? (
                    <Button size="sm" disabled={busy} onClick={() => onAction(item, 'approve')} aria-label={`Approve ${item.originalName} by ${item.uploaderName}`}>
                      Approve
                    </Button>
                  ) : null}
                  {item.status !== 'hidden' ? (
                    <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction(item, 'hide')} aria-label={`Hide ${item.originalName} by ${item.uploaderName}`}>
                      Hide
                    </Button>
                  ) : null}
                  <Button variant="ghost" size="sm" disabled={busy} onClick={() => onAction(item, 'delete')} aria-label={`Delete ${item.originalName} by ${item.uploaderName}`}>
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {hasMore && onLoadMore ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading...' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
