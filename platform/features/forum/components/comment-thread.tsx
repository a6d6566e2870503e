import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_COMMENT_LENGTH } from '#core/domain/forum/forum.rules.ts';
import type { ForumCommentNode, ForumCommentView } from '#core/domain/forum/forum.schema.ts';
import { postHref } from '../api/forum-keys.ts';
import { pointsText, timeAgo } from './forum-format.ts';
import { MarkdownBody } from './markdown-body.tsx';
import { TextForm } from './text-form.tsx';
import { VoteButtons } from './vote-buttons.tsx';

/** What the reader may do with comments; absent parts hide their buttons (a visitor, a locked thread, a story). */
export interface CommentActions {
  vote?: (comment: ForumCommentView, value: -1 | 0 | 1) => void;
  reply?: (parent: ForumCommentView, body: string) => Promise<void>;
  edit?: (comment: ForumCommentView, body: string) => Promise<void>;
  delete?: (comment: ForumCommentView) => void;
  report?: (comment: ForumCommentView) => void;
  /** Moderators only. */
  remove?: (comment: ForumCommentView) => void;
  /** Moderators only: ban the comment's author. */
  ban?: (comment: ForumCommentView) => void;
}

export interface CommentThreadProps {
  nodes: ForumCommentNode[];
  postId: number;
  actions: CommentActions;
  /** The list's accessible name ("Comments", "Replies to Ann"). */
  label: string;
  now?: number;
}

const linkButton = 'rounded px-1 text-xs font-semibold text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-3 focus-visible:outline-ring';

/** Threaded comments, each level a nested list, so screen readers announce the depth. */
export function CommentThread({ nodes, postId, actions, label, now }: CommentThreadProps) {
  if (nodes.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-3">
      {nodes.map((node) => (
        <CommentItem key={node.comment.id} node={node} postId={postId} actions={actions} {...(now === undefined ? {} : { now })} />
      ))}
    </ul>
  );
}

function CommentItem({ node, postId, actions, now }: { node: ForumCommentNode; postId: number; actions: CommentActions; now?: number }) {
  const { comment } = node;
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const gone = comment.deleted || comment.removed !== null;
  const who = comment.author?.name ?? '[deleted]';
  return (
    <li data-testid={`comment-${comment.id}`} className="border-l-2 border-border pl-3">
      <article aria-label={`Comment by ${who}`}>
        <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{who}</span>
          <span>{pointsText(comment.score)}</span>
          <span>{timeAgo(comment.createdAt, now)}</span>
          {comment.editedAt && !gone ? <span>(edited)</span> : null}
        </div>
        {comment.deleted ? (
          <p className="mt-1 text-sm italic text-muted-foreground">[deleted]</p>
        ) : comment.removed ? (
          <p className="mt-1 text-sm italic text-muted-foreground">[removed by a moderator: {comment.removed.reason}]</p>
        ) : mode === 'edit' && actions.edit ? (
          <div className="mt-1">
            <TextForm
              label="Edit your comment"
              submitLabel="Save"
              pendingLabel="Saving..."
              initial={comment.body}
              maxLength={MAX_COMMENT_LENGTH}
              autoFocus
              onSubmit={async (body) => {
                await actions.edit!(comment, body);
                setMode('read');
              }}
              onCancel={() => setMode('read')}
            />
          </div>
        ) : (
          <MarkdownBody html={comment.bodyHtml} className="mt-1" />
        )}
        <div className="mt-1 flex flex-wrap items-center gap-1">
          {/* Without a vote to cast, the points beside the name say the score. */}
          {!gone && actions.vote ? <VoteButtons size="sm" score={comment.score} myVote={comment.myVote} label={`comment by ${who}`} onVote={(value) => actions.vote!(comment, value)} /> : null}
          {!gone && actions.reply ? (
            <button type="button" className={linkButton} aria-expanded={mode === 'reply'} onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}>
              Reply<span className="sr-only"> to {who}</span>
            </button>
          ) : null}
          {comment.canEdit && actions.edit && mode !== 'edit' ? (
            <button type="button" className={linkButton} onClick={() => setMode('edit')}>
              Edit
            </button>
          ) : null}
          {comment.canDelete && actions.delete ? (
            <button type="button" className={linkButton} onClick={() => actions.delete!(comment)}>
              Delete
            </button>
          ) : null}
          {!gone && !comment.canDelete && actions.report ? (
            <button type="button" className={linkButton} onClick={() => actions.report!(comment)}>
              Report<span className="sr-only"> comment by {who}</span>
            </button>
          ) : null}
          {!gone && actions.remove ? (
            <button type="button" className={linkButton} onClick={() => actions.remove!(comment)}>
              Remove<span className="sr-only"> comment by {who}</span>
            </button>
          ) : null}
          {comment.author && !comment.canDelete && actions.ban ? (
            <button type="button" className={linkButton} onClick={() => actions.ban!(comment)}>
              Ban {who}
            </button>
          ) : null}
        </div>
        {mode === 'reply' && actions.reply ? (
          <div className="mt-2">
            <TextForm
              label={`Reply to ${who}`}
              submitLabel="Reply"
              pendingLabel="Replying..."
              maxLength={MAX_COMMENT_LENGTH}
              autoFocus
              onSubmit={async (body) => {
                await actions.reply!(comment, body);
                setMode('read');
              }}
              onCancel={() => setMode('read')}
            />
          </div>
        ) : null}
      </article>
      {node.replies.length > 0 ? (
        <div className="mt-3">
          <CommentThread nodes={node.replies} postId={postId} actions={actions} label={`Replies to ${who}`} {...(now === undefined ? {} : { now })} />
        </div>
      ) : null}
      {node.hiddenReplies > 0 ? (
        <Link to={postHref(postId, comment.id)} className="mt-2 inline-block rounded text-sm font-semibold text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring">
          Continue this thread ({node.hiddenReplies} more {node.hiddenReplies === 1 ? 'reply' : 'replies'})
        </Link>
      ) : null}
    </li>
  );
}
