import { useRef, useState, type FormEvent } from 'react';
import type { ActivityView } from '#core/domain/events/event-view.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useComments } from '../api/get-comments.ts';
import { usePostComment } from '../api/post-comment.ts';
import { useRemoveCommentBySlug } from '../api/remove-comment.ts';

function when(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : at.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The comment's rule is in the guest schemas (zod): loaded when the form is used, not with the page (decision 022). */
function loadCommentRules() {
  return import('#core/domain/events/guest.schema.ts');
}

function preloadCommentRules(): void {
  void loadCommentRules().catch(() => {
    // Posting asks again and reports a failure there.
  });
}

/** Comments for guests and hosts; hosts can remove any comment. */
export function CommentsWall({ slug, token, canTake }: { slug: string; token: string | null; canTake: boolean }) {
  const comments = useComments(slug, token, canTake);
  const post = usePostComment(slug, token);
  const remove = useRemoveCommentBySlug(slug, token);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const checking = useRef(false);

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (checking.current) return;
    checking.current = true;
    let commentInputSchema: Awaited<ReturnType<typeof loadCommentRules>>['commentInputSchema'];
    try {
      ({ commentInputSchema } = await loadCommentRules());
    } catch {
      setError('Could not post the comment. Please try again.');
      return;
    } finally {
      checking.current = false;
    }
    const parsed = commentInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    post.mutate(parsed.data.body, {
      onSuccess: () => setBody(''),
      onError: (failure) => setError(failureMessage(failure, 'Could not post the comment', 'Could not post the comment. Please try again.')),
    });
  }

  return (
    <section aria-labelledby="comments-heading" className="rounded-card border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="comments-heading" className="text-xl font-bold">
        Comments
      </h2>
      {!canTake ? (
        <p className="mt-2 text-sm text-muted-foreground">Comments are for invited guests and hosts. Open the event with your personal link to join in.</p>
      ) : (
        <>
          <form noValidate onSubmit={(formEvent) => void submit(formEvent)} onFocus={preloadCommentRules} onPointerDown={preloadCommentRules} className="mt-4 space-y-2">
            <Label htmlFor="comment-body">Write a comment</Label>
            <textarea
              id="comment-body"
              rows={2}
              maxLength={2000}
              value={body}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'comment-body-error' : undefined}
              onChange={(changeEvent) => setBody(changeEvent.target.value)}
              className="block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm focus-visible:outline-3 focus-visible:outline-ring"
            />
            <FieldError id="comment-body-error" message={error} />
            <div className="flex justify-end">
              <Button type="submit" size="sm" disabled={post.isPending}>
                {post.isPending ? 'Posting...' : 'Post comment'}
              </Button>
            </div>
          </form>
          <div className="mt-4">
            {comments.isPending ? (
              <p className="text-sm text-muted-foreground">Loading comments...</p>
            ) : comments.isError ? (
              <Alert tone="error">{failureMessage(comments.error, 'Could not load the comments', 'Could not load the comments. Please try again.')}</Alert>
            ) : comments.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">No comments yet. Say hello!</p>
            ) : (
              <ul className="space-y-3">
                {comments.data.map((comment: ActivityView) => (
                  <li key={comment.id} className="rounded-lg bg-muted/60 p-3">
                    <div className="flex items-start justify-between gap-2">
                      <p className="text-sm">
                        <span className="font-semibold">{comment.actorName}</span>{' '}
                        <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
                          {when(comment.createdAt)}
                        </time>
                      </p>
                      {comment.removable ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove comment by ${comment.actorName}`}
                          disabled={remove.isPending && remove.variables === comment.id}
                          onClick={() =>
                            remove.mutate(comment.id, {
                              onSuccess: () => toast({ title: 'Comment removed' }),
                              onError: (failure) =>
                                toast({
                                  title: 'Could not remove the comment',
                                  description: failure instanceof Error && !('status' in failure) ? failure.message : failureMessage(failure, 'Please try again.', 'Please try again.'),
                                  variant: 'destructive',
                                }),
                            })
                          }
                        >
                          Remove
                        </Button>
                      ) : null}
                    </div>
                    <p className="mt-1 text-sm break-words whitespace-pre-line">{comment.body}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
