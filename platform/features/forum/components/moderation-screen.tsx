import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ForumReportView } from '#core/domain/forum/forum.schema.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useChangeComment } from '../api/change-comment.ts';
import { useChangePost } from '../api/change-post.ts';
import { postHref } from '../api/forum-keys.ts';
import { useForumViewer } from '../api/get-viewer.ts';
import { useBans, useModerate, useModerationQueue, useModerators } from '../api/moderation.ts';
import { BanDialog } from './ban-dialog.tsx';
import { failureText, timeAgo } from './forum-format.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** /forum/mod: the moderators' queue of reports, the bans in force and, for admins, who moderates. */
export function ModerationScreen() {
  useDocumentMeta('Forum moderation');
  const viewer = useForumViewer();
  const queue = useModerationQueue();
  const bans = useBans();
  const moderators = useModerators(viewer.data?.isAdmin ?? false);
  const moderate = useModerate();
  const changePost = useChangePost();
  const changeComment = useChangeComment();
  const [removing, setRemoving] = useState<ForumReportView | null>(null);
  const [banning, setBanning] = useState<{ id: string; name: string } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const emailId = useId();
  const [email, setEmail] = useState('');

  if (queue.isPending || viewer.isPending) return <PageSkeleton />;
  if (queue.isError)
    return (
      <LoadError
        error={queue.error}
        notFoundStatuses={[403]}
        notFoundTitle="Moderators only"
        notFoundText="Only the forum’s moderators can see this page."
        failedTitle="The queue could not be loaded"
        back={{ to: '/forum', label: 'Back to the forum' }}
      />
    );

  const close = () => {
    setRemoving(null);
    setBanning(null);
    setDialogError(null);
  };
  const done = (text: string) => () => {
    close();
    setNotice({ tone: 'success', text });
  };

  function appoint(event: FormEvent) {
    event.preventDefault();
    moderate.mutate(
      { kind: 'appoint', email },
      {
        onSuccess: () => {
          setEmail('');
          setNotice({ tone: 'success', text: 'Moderator appointed.' });
        },
        onError: (error) => setNotice({ tone: 'error', text: failureText(error) }),
      },
    );
  }

  const reports = queue.data.reports;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/forum" className="rounded text-sm font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring">
        ← Community
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold">Forum moderation</h1>
      {notice ? (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      ) : null}

      <section aria-labelledby="queue-heading" className="mt-6">
        <h2 id="queue-heading" className="text-xl font-bold">
          Reports ({reports.length})
        </h2>
        {reports.length === 0 ? <p className="mt-2 text-muted-foreground">Nothing to look at. Thank you!</p> : null}
        <ul className="mt-3 space-y-3" aria-label="Open reports">
          {reports.map((report) => (
            <li key={report.id}>
              <Card className="p-4">
                <p className="text-xs text-muted-foreground">
                  {report.targetType === 'post' ? 'Post' : 'Comment'} by {report.author?.name ?? '[deleted]'} in{' '}
                  <Link to={report.targetType === 'comment' ? postHref(report.postId, report.targetId) : postHref(report.postId)} className="font-semibold text-primary underline">
                    {report.postTitle}
                  </Link>{' '}
                  · reported by {report.reporter.name} {timeAgo(report.createdAt)}
                </p>
                <blockquote className="mt-2 whitespace-pre-wrap border-l-4 border-border pl-3 text-sm">{report.snapshot}</blockquote>
                <p className="mt-2 text-sm">
                  <span className="font-semibold">Reason:</span> {report.reason}
                </p>
                {report.gone ? <p className="mt-1 text-sm text-muted-foreground">Already deleted or removed.</p> : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  {!report.gone ? (
                    <Button size="sm" variant="destructive" onClick={() => setRemoving(report)}>
                      Remove {report.targetType}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={moderate.isPending}
                    onClick={() => moderate.mutate({ kind: 'dismiss', reportId: report.id }, { onError: (error) => setNotice({ tone: 'error', text: failureText(error) }) })}
                  >
                    Dismiss
                  </Button>
                  {report.author ? (
                    <Button size="sm" variant="ghost" onClick={() => setBanning(report.author)}>
                      Ban {report.author.name}
                    </Button>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="bans-heading" className="mt-10">
        <h2 id="bans-heading" className="text-xl font-bold">
          Bans
        </h2>
        {bans.data?.bans.length ? (
          <ul className="mt-3 divide-y divide-border rounded-card border border-border bg-card" aria-label="Banned members">
            {bans.data.bans.map((ban) => (
              <li key={ban.member.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span>
                  <span className="font-semibold">{ban.member.name}</span> — {ban.until ? `until ${new Date(ban.until).toLocaleString('en-US')}` : 'for good'}: {ban.reason}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    moderate.mutate(
                      { kind: 'unban', userId: ban.member.id },
                      { onSuccess: () => setNotice({ tone: 'success', text: `${ban.member.name} may post again.` }), onError: (error) => setNotice({ tone: 'error', text: failureText(error) }) },
                    )
                  }
                >
                  Lift ban<span className="sr-only"> of {ban.member.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">No one is banned.</p>
        )}
      </section>

      {viewer.data?.isAdmin ? (
        <section aria-labelledby="moderators-heading" className="mt-10">
          <h2 id="moderators-heading" className="text-xl font-bold">
            Moderators
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Administrators moderate by their role; appoint members to help.</p>
          <ul className="mt-3 space-y-2" aria-label="Moderators">
            {moderators.data?.moderators.map((moderator) => (
              <li key={moderator.id} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {moderator.name} ({moderator.email})
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => moderate.mutate({ kind: 'dismiss-moderator', userId: moderator.id }, { onError: (error) => setNotice({ tone: 'error', text: failureText(error) }) })}
                >
                  Dismiss<span className="sr-only"> {moderator.name}</span>
                </Button>
              </li>
            ))}
          </ul>
          <form onSubmit={appoint} className="mt-4 flex flex-wrap items-end gap-2">
            <div>
              <Label htmlFor={emailId}>Member’s email</Label>
              <Input id={emailId} type="email" value={email} onChange={(event) => setEmail(event.target.value)} className="w-72" />
            </div>
            <Button type="submit" disabled={moderate.isPending || !email.trim()}>
              Appoint moderator
            </Button>
          </form>
        </section>
      ) : null}

      <ReasonDialog
        open={removing !== null}
        title={`Remove this ${removing?.targetType ?? 'post'}?`}
        description="It will show as [removed] with your reason, and the removal goes into the public moderation log."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        onClose={close}
        pending={changePost.isPending || changeComment.isPending}
        error={dialogError}
        onSubmit={(reason) => {
          if (!removing) return;
          const onError = (error: unknown) => setDialogError(failureText(error));
          if (removing.targetType === 'post') changePost.mutate({ id: removing.targetId, change: { kind: 'remove', reason } }, { onSuccess: done('Post removed.'), onError });
          else changeComment.mutate({ kind: 'remove', id: removing.targetId, reason }, { onSuccess: done('Comment removed.'), onError });
        }}
      />
      <BanDialog
        member={banning}
        onClose={close}
        pending={moderate.isPending}
        error={dialogError}
        onSubmit={(input) =>
          moderate.mutate({ kind: 'ban', input }, { onSuccess: done(`${banning?.name ?? 'The member'} is banned from the forum.`), onError: (error) => setDialogError(failureText(error)) })
        }
      />
    </div>
  );
}
