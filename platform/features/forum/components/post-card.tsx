import { Link } from 'react-router-dom';
import { topicLabel } from '#core/domain/forum/forum.rules.ts';
import type { ForumPostSummary } from '#core/domain/forum/forum.schema.ts';
import { postHref } from '../api/forum-keys.ts';
import { commentsText, timeAgo } from './forum-format.ts';
import { VoteButtons } from './vote-buttons.tsx';

export interface PostCardProps {
  post: ForumPostSummary;
  onVote?: (value: -1 | 0 | 1) => void;
  voting?: boolean;
  /** For stories and tests: the time "ago" is measured from. */
  now?: number;
}

/** One post in a list: votes, title (to its page), topic, author, age, comments, and its picture or link. */
export function PostCard({ post, onVote, voting, now }: PostCardProps) {
  return (
    <article className="flex gap-3 rounded-card border border-border bg-card p-4 shadow-sm" aria-labelledby={`post-${post.id}-title`}>
      <VoteButtons score={post.score} myVote={post.myVote} label={`post: ${post.title}`} {...(onVote ? { onVote } : {})} disabled={voting} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {post.pinned ? <span className="rounded-full bg-secondary px-2 py-0.5 font-semibold text-secondary-foreground">Pinned</span> : null}
          {post.locked ? <span className="rounded-full bg-muted px-2 py-0.5 font-semibold">Locked</span> : null}
          <span className="font-semibold text-foreground">{topicLabel(post.topic)}</span>
          <span aria-hidden="true">·</span>
          <span>
            by {post.author?.name ?? '[deleted]'} {timeAgo(post.createdAt, now)}
          </span>
          {post.editedAt ? <span>(edited)</span> : null}
        </div>
        <h2 id={`post-${post.id}-title`} className="mt-1 text-lg font-bold leading-snug">
          <Link to={postHref(post.id)} className="rounded hover:underline focus-visible:outline-3 focus-visible:outline-ring">
            {post.title}
          </Link>
        </h2>
        {post.linkUrl ? (
          <a href={post.linkUrl} rel="nofollow ugc noopener" target="_blank" className="mt-1 block truncate text-sm text-primary underline">
            {new URL(post.linkUrl).hostname}
          </a>
        ) : null}
        {post.image ? (
          <img
            src={post.image.url}
            alt={`Picture with the post “${post.title}”`}
            width={post.image.width}
            height={post.image.height}
            loading="lazy"
            className="mt-2 max-h-48 w-auto rounded-lg object-cover"
          />
        ) : null}
        <Link to={postHref(post.id)} className="mt-2 inline-block rounded text-sm font-medium text-muted-foreground hover:underline focus-visible:outline-3 focus-visible:outline-ring">
          {commentsText(post.commentCount)}
          <span className="sr-only"> on {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
