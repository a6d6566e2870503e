import { Link } from 'react-router-dom';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Skeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { postHref } from '../api/forum-keys.ts';
import { useModerationLog } from '../api/moderation.ts';
import { actionText, failureText, timeAgo } from './forum-format.ts';

/** /forum/mod-log: every moderator's action in public, newest first (Lemmy's modlog). */
export function ModLogScreen() {
  useDocumentMeta('Moderation log', 'What the Cakeday community’s moderators removed, locked, pinned and banned, and why.');
  const log = useModerationLog();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/forum" className="rounded text-sm font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring">
        ← Community
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold">Moderation log</h1>
      <p className="mt-1 text-muted-foreground">Every removal, lock, pin and ban in the forum, with its reason.</p>
      {log.isPending ? (
        <Skeleton className="mt-6 h-40 w-full" />
      ) : log.isError ? (
        <Alert tone="error" className="mt-6">
          {failureText(log.error)}
        </Alert>
      ) : log.data.entries.length === 0 ? (
        <p className="mt-6 text-muted-foreground">Nothing has been moderated yet.</p>
      ) : (
        <ol className="mt-6 divide-y divide-border rounded-card border border-border bg-card" aria-label="Moderation actions">
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="p-4 text-sm">
              <p>
                <span className="font-semibold">{entry.moderator}</span> {actionText(entry.action)}
                {entry.member ? (
                  <>
                    {' '}
                    of <span className="font-semibold">{entry.member}</span>
                  </>
                ) : null}
                {entry.subject ? (
                  <>
                    :{' '}
                    {entry.postId ? (
                      <Link to={postHref(entry.postId, entry.commentId ?? undefined)} className="text-primary underline">
                        {entry.subject}
                      </Link>
                    ) : (
                      entry.subject
                    )}
                  </>
                ) : null}
              </p>
              {entry.reason ? <p className="mt-1 text-muted-foreground">Reason: {entry.reason}</p> : null}
              <p className="mt-1 text-xs text-muted-foreground">{timeAgo(entry.createdAt)}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
