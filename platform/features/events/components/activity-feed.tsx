import type { ActivityView } from '#core/domain/events/event-view.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { MessageIcon } from '#platform/components/ui/icons.tsx';

/** "3 min ago", "2 days ago" or the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return new Date(at).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The event's feed: answers, changes, invitations and comments (hosts can remove comments). */
export function ActivityFeed({ activity, onRemoveComment, removingId, now }: { activity: ActivityView[]; onRemoveComment?: (id: string) => void; removingId?: string | null; now?: number }) {
  if (activity.length === 0) {
    // Says what will come, so a new party's overview reads as waiting rather than broken.
    return (
      <div className="flex items-start gap-3 rounded-lg border border-dashed border-border p-4 text-sm">
        <MessageIcon className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <p className="font-semibold">No activity yet</p>
          <p className="text-muted-foreground">Guests’ answers and comments, invitations sent and changes to the party will show up here, newest first.</p>
        </div>
      </div>
    );
  }
  return (
    <ol className="space-y-3">
      {activity.map((item) => (
        <li key={item.id} className="flex gap-3 text-sm">
          <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary" />
          <div className="min-w-0 flex-1">
            {item.kind === 'comment' ? (
              <p>
                <MessageIcon className="mr-1 inline h-4 w-4 text-muted-foreground" aria-hidden="true" />
                <span className="font-semibold">{item.actorName}</span> commented: <span className="break-words">“{item.body}”</span>
              </p>
            ) : (
              <p className="break-words">{item.body ?? item.actorName}</p>
            )}
            <p className="text-xs text-muted-foreground">
              <time dateTime={item.createdAt}>{timeAgo(item.createdAt, now)}</time>
            </p>
          </div>
          {item.kind === 'comment' && item.removable && onRemoveComment ? (
            <Button variant="ghost" size="sm" disabled={removingId === item.id} onClick={() => onRemoveComment(item.id)} aria-label={`Remove comment by ${item.actorName}`}>
              {removingId === item.id ? 'Removing...' : 'Remove'}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
