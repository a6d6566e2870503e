import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { commentSorts, type CommentSort, MAX_COMMENT_LENGTH, MAX_POST_BODY_LENGTH, topicLabel } from '#core/domain/forum/forum.rules.ts';
import type { ForumCommentView, ForumPostView } from '#core/domain/forum/forum.schema.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useChangeComment } from '../api/change-comment.ts';
import { type PostChange, useChangePost } from '../api/change-post.ts';
import { postHref } from '../api/forum-keys.ts';
import { useThread } from '../api/get-thread.ts';
import { useModerate } from '../api/moderation.ts';
import { useReport } from '../api/report.ts';
import { BanDialog } from './ban-dialog.tsx';
import { type CommentActions, CommentThread } from './comment-thread.tsx';
import { commentsText, failureText, pointsText, timeAgo } from './forum-format.ts';
import { MarkdownBody } from './markdown-body.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { TextForm } from './text-form.tsx';
import { VoteButtons } from './vote-buttons.tsx';

const sortLabels: Record<CommentSort, string> = { best: 'Best', top: 'Top', new: 'New' };
type Target = { type: 'post'; post: ForumPostView } | { type: 'comment'; comment: ForumCommentView };

/** /forum/post/:id: the post, its votes and its threaded comments; ?comment=ID reads one sub-thread ("continue this thread"). */
export function PostScreen() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const sortParam = search.get('sort');
  const sort: CommentSort = (commentSorts as readonly string[]).includes(sortParam ?? '') ? (sortParam as CommentSort) : 'best';
  const focusId = search.get('comment');
  const thread = useThread(id, sort, focusId);
  const changePost = useChangePost();
  const changeComment = useChangeComment();
  const reportMutation = useReport();
  const moderate = useModerate();
  const sortId = useId();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<Target | null>(null);
  const [reporting, setReporting] = useState<Target | null>(null);
  const [removing, setRemoving] = useState<Target | null>(null);
  const [banning, setBanning] = useState<{ id: string; name: string } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  useDocumentMeta(thread.data?.post.title ?? 'Community');

  if (thread.isPending) return <PageSkeleton />;
  if (thread.isError)
    return (
      <LoadError
        error={thread.error}
        notFoundTitle="Post not found"
        notFoundText="This post does not exist."
        failedTitle="The post could not be loaded"
        back={{ to: '/forum', label: 'Back to the forum' }}
      />
    );

  const { post, comments, focus, viewer } = thread.data;
  const gone = post.deleted || post.removed !== null;
  const canAct = viewer.signedIn && !viewer.ban;
  const fail = (error: unknown) => setNotice({ tone: 'error', text: failureText(error) });
  const runPost = (change: PostChange, done?: () => void) => {
    setNotice(null);
    changePost.mutate({ id: post.id, change }, { onError: fail, onSuccess: () => done?.() });
  };

  const actions: CommentActions = {
    ...(canAct && !gone ? { vote: (comment, value) => changeComment.mutate({ kind: 'vote', id: comment.id, value }, { onError: fail }) } : {}),
    ...(canAct && !gone && !post.locked
      ? {
          reply: async (parent, body) => {
            try {
              await changeComment.mutateAsync({ kind: 'reply', postId: post.id, parentId: parent.id, body });
            } catch (error) {
              throw new Error(failureText(error));
            }
          },
        }
      : {}),
    ...(viewer.signedIn
      ? {
          edit: async (comment, body) => {
            try {
              await changeComment.mutateAsync({ kind: 'edit', id: comment.id, body });
            } catch (error) {
              throw new Error(failureText(error));
            }
          },
          delete: (comment) => setConfirmDelete({ type: 'comment', comment }),
        }
      : {}),
    ...(canAct ? { report: (comment) => setReporting({ type: 'comment', comment }) } : {}),
    ...(viewer.canModerate ? { remove: (comment) => setRemoving({ type: 'comment', comment }), ban: (comment) => comment.author && setBanning(comment.author) } : {}),
  };

  const closeDialogs = () => {
    setDialogError(null);
    setReporting(null);
    setRemoving(null);
    setBanning(null);
    setConfirmDelete(null);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to={`/forum?topic=${post.topic}`} className="rounded text-sm font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring">
        ← {topicLabel(post.topic)}
      </Link>
      {notice ? (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      ) : null}
      <article className="mt-4 flex gap-3 rounded-card border border-border bg-card p-5 shadow-sm" aria-labelledby="post-title">
        <VoteButtons
          score={post.score}
          myVote={post.myVote}
          label={`post: ${post.title}`}
          {...(canAct && !gone ? { onVote: (value) => runPost({ kind: 'vote', value }) } : {})}
          disabled={changePost.isPending}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {post.pinned ? <span className="rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground">Pinned</span> : null}
            {post.locked ? <span className="rounded-full bg-muted px-2 py-0.5 font-semibold">Locked</span> : null}
            <span>
              by {post.author?.name ?? '[deleted]'} {timeAgo(post.createdAt)}
            </span>
            {post.editedAt && !gone ? <span>(edited)</span> : null}
            <span>
              · {pointsText(post.score)} ({post.ups} up, {post.downs} down)
            </span>
          </div>
          <h1 id="post-title" className="mt-1 text-2xl font-extrabold leading-tight">
            {post.title}
          </h1>
          {post.removed ? <p className="mt-3 text-sm italic text-muted-foreground">[removed by a moderator: {post.removed.reason}]</p> : null}
          {post.deleted ? <p className="mt-3 text-sm italic text-muted-foreground">[deleted by its author]</p> : null}
          {post.linkUrl ? (
            <a href={post.linkUrl} rel="nofollow ugc noopener" target="_blank" className="mt-2 block break-all text-sm font-medium text-primary underline">
              {post.linkUrl}
            </a>
          ) : null}
          {post.image ? (
            <img src={post.image.url} alt={`Picture with the post “${post.title}”`} width={post.image.width} height={post.image.height} className="mt-3 h-auto max-w-full rounded-lg" />
          ) : null}
          {editing ? (
            <div className="mt-3">
              <TextForm
                label="Edit your post"
                submitLabel="Save"
                pendingLabel="Saving..."
                initial={post.body}
                maxLength={MAX_POST_BODY_LENGTH}
                allowEmpty
                autoFocus
                onSubmit={async (body) => {
                  try {
                    await changePost.mutateAsync({ id: post.id, change: { kind: 'edit', body } });
                    setEditing(false);
                  } catch (error) {
                    throw new Error(failureText(error));
                  }
                }}
                onCancel={() => setEditing(false)}
              />
            </div>
          ) : post.bodyHtml ? (
            <MarkdownBody html={post.bodyHtml} className="mt-3" />
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {post.canEdit && !editing ? (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
            {post.canDelete ? (
              <Button size="sm" variant="outline" onClick={() => setConfirmDelete({ type: 'post', post })}>
                Delete
              </Button>
            ) : null}
            {canAct && !gone && !post.canDelete ? (
              <Button size="sm" variant="ghost" onClick={() => setReporting({ type: 'post', post })}>
                Report post
              </Button>
            ) : null}
            {viewer.canModerate ? (
              <>
                {!post.removed ? (
                  <Button size="sm" variant="ghost" onClick={() => setRemoving({ type: 'post', post })}>
                    Remove post
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" onClick={() => runPost({ kind: 'lock', locked: !post.locked })}>
                  {post.locked ? 'Unlock thread' : 'Lock thread'}
                </Button>
                {!gone || post.pinned ? (
                  <Button size="sm" variant="ghost" onClick={() => runPost({ kind: 'pin', pinned: !post.pinned })}>
                    {post.pinned ? 'Unpin' : 'Pin'}
                  </Button>
                ) : null}
                {post.author && !post.canDelete ? (
                  <Button size="sm" variant="ghost" onClick={() => setBanning(post.author)}>
                    Ban {post.author.name}
                  </Button>
                ) : null}
              </>
            ) : null}
          </div>
        </div>
      </article>

      <section aria-labelledby="comments-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="comments-heading" className="text-xl font-bold">
            {focus ? 'A single thread' : commentsText(post.commentCount)}
          </h2>
          <div className="flex items-center gap-2">
            <Label htmlFor={sortId} className="mb-0 whitespace-nowrap">
              Sort by
            </Label>
            <Select
              id={sortId}
              value={sort}
              className="h-9 w-auto"
              onChange={(event) => {
                const next = new URLSearchParams(search);
                next.set('sort', event.target.value);
                setSearch(next);
              }}
            >
              {commentSorts.map((value) => (
                <option key={value} value={value}>
                  {sortLabels[value]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {post.locked ? (
          <Alert tone="info" className="mt-3">
            This thread is locked: no new comments.
          </Alert>
        ) : null}
        {!focus && !gone && !post.locked ? (
          viewer.signedIn ? (
            viewer.ban ? null : (
              <div className="mt-4">
                <TextForm
                  label="Add a comment"
                  submitLabel="Comment"
                  pendingLabel="Commenting..."
                  maxLength={MAX_COMMENT_LENGTH}
                  onSubmit={async (body) => {
                    try {
                      await changeComment.mutateAsync({ kind: 'reply', postId: post.id, body });
                    } catch (error) {
                      throw new Error(failureText(error));
                    }
                  }}
                />
              </div>
            )
          ) : (
            <p className="mt-4 text-sm">
              <Link to="/email-auth" className="font-semibold text-primary underline">
                Sign in
              </Link>{' '}
              to join the conversation.
            </p>
          )
        ) : null}
        {focus ? (
          <div className="mt-4 space-y-3">
            <Link to={postHref(post.id)} className="rounded text-sm font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring">
              ← Back to all comments
            </Link>
            <CommentThread nodes={[{ comment: focus, replies: comments, hiddenReplies: 0 }]} postId={post.id} actions={actions} label="Thread" />
          </div>
        ) : (
          <div className="mt-6">
            {comments.length === 0 ? <p className="text-muted-foreground">No comments yet.</p> : <CommentThread nodes={comments} postId={post.id} actions={actions} label="Comments" />}
          </div>
        )}
      </section>

      <ConfirmDialog
        open={confirmDelete !== null}
        onClose={closeDialogs}
        title={confirmDelete?.type === 'post' ? 'Delete your post?' : 'Delete your comment?'}
        description="It will show as [deleted]; replies stay. This cannot be undone."
        cancelLabel="Keep it"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={changePost.isPending || changeComment.isPending}
        onConfirm={() => {
          if (confirmDelete?.type === 'post') runPost({ kind: 'delete' }, closeDialogs);
          else if (confirmDelete?.type === 'comment') changeComment.mutate({ kind: 'delete', id: confirmDelete.comment.id }, { onError: fail, onSettled: closeDialogs });
        }}
      />
      <ReasonDialog
        open={reporting !== null}
        title={reporting?.type === 'post' ? 'Report this post?' : 'Report this comment?'}
        description="The moderators see your reason and decide whether to remove it."
        confirmLabel="Send report"
        pendingLabel="Sending..."
        onClose={closeDialogs}
        pending={reportMutation.isPending}
        error={dialogError}
        onSubmit={(reason) => {
          if (!reporting) return;
          const target = reporting.type === 'post' ? { type: 'post' as const, id: reporting.post.id } : { type: 'comment' as const, id: reporting.comment.id };
          reportMutation.mutate(
            { target, reason },
            {
              onSuccess: (message) => {
                closeDialogs();
                setNotice({ tone: 'success', text: message });
              },
              onError: (error) => setDialogError(failureText(error)),
            },
          );
        }}
      />
      <ReasonDialog
        open={removing !== null}
        title={removing?.type === 'post' ? 'Remove this post?' : 'Remove this comment?'}
        description="It will show as [removed] with your reason, and the removal goes into the public moderation log."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        onClose={closeDialogs}
        pending={changePost.isPending || changeComment.isPending}
        error={dialogError}
        onSubmit={(reason) => {
          if (removing?.type === 'post') changePost.mutate({ id: post.id, change: { kind: 'remove', reason } }, { onSuccess: closeDialogs, onError: (error) => setDialogError(failureText(error)) });
          else if (removing?.type === 'comment')
            changeComment.mutate({ kind: 'remove', id: removing.comment.id, reason }, { onSuccess: closeDialogs, onError: (error) => setDialogError(failureText(error)) });
        }}
      />
      <BanDialog
        member={banning}
        onClose={closeDialogs}
        pending={moderate.isPending}
        error={dialogError}
        onSubmit={(input) =>
          moderate.mutate(
            { kind: 'ban', input },
            {
              onSuccess: () => {
                closeDialogs();
                setNotice({ tone: 'success', text: `${banning?.name ?? 'The member'} is banned from the forum.` });
              },
              onError: (error) => setDialogError(failureText(error)),
            },
          )
        }
      />
    </div>
  );
}
