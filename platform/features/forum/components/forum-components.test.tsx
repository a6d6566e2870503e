import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ForumCommentNode, ForumCommentView, ForumPostView } from '#core/domain/forum/forum.schema.ts';
import { renderMarkdown } from '#core/domain/text/markdown.rules.ts';
import { CommentThread } from './comment-thread.tsx';
import { actionText, timeAgo } from './forum-format.ts';
import { PostCard } from './post-card.tsx';

const now = Date.UTC(2026, 10, 26, 15);
const post: ForumPostView = {
  id: 7,
  topic: 'gifts',
  title: 'Group gift ideas?',
  body: '',
  bodyHtml: '',
  linkUrl: null,
  image: null,
  author: { id: 'a', name: 'Ann' },
  score: 3,
  ups: 3,
  downs: 0,
  commentCount: 1,
  createdAt: new Date(now - 3 * 3600_000).toISOString(),
  editedAt: null,
  deleted: false,
  removed: null,
  locked: false,
  pinned: true,
  myVote: 1,
  canEdit: false,
  canDelete: false,
};
const comment = (id: number, body: string, extra: Partial<ForumCommentView> = {}): ForumCommentView => ({
  id,
  postId: 7,
  parentId: null,
  depth: 0,
  body,
  bodyHtml: renderMarkdown(body),
  author: { id: `u${id}`, name: `Member ${id}` },
  score: 0,
  ups: 0,
  downs: 0,
  createdAt: new Date(now - 60_000 * 5).toISOString(),
  editedAt: null,
  deleted: false,
  removed: null,
  myVote: 0,
  canEdit: false,
  canDelete: false,
  ...extra,
});
const routed = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe('forum components', () => {
  it('shows a post card with its pressed vote, topic, age and a link to its page', () => {
    const markup = routed(<PostCard post={post} now={now} onVote={() => undefined} />);
    expect(markup).toContain('aria-label="Upvote post: Group gift ideas?" aria-pressed="true"');
    expect(markup).toContain('href="/forum/post/7"');
    expect(markup).toContain('Pinned');
    expect(markup).toContain('3 hours ago');
  });

  it('nests replies, shows tombstones and "edited", and links past the depth shown', () => {
    const nodes: ForumCommentNode[] = [
      {
        comment: comment(1, '<script>alert(1)</script> **hi**', { editedAt: new Date(now).toISOString() }),
        replies: [
          { comment: comment(2, '', { removed: { reason: 'Rude' }, depth: 1 }), replies: [], hiddenReplies: 0 },
          { comment: comment(3, '', { deleted: true, author: null, depth: 1 }), replies: [], hiddenReplies: 4 },
        ],
        hiddenReplies: 0,
      },
    ];
    const markup = routed(<CommentThread nodes={nodes} postId={7} label="Comments" actions={{}} now={now} />);
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('&lt;script&gt;');
    expect(markup).toContain('<strong>hi</strong>');
    expect(markup).toContain('(edited)');
    expect(markup).toContain('[removed by a moderator: Rude]');
    expect(markup).toContain('[deleted]');
    expect(markup).toContain('aria-label="Replies to Member 1"');
    expect(markup).toContain('href="/forum/post/7?comment=3"');
    expect(markup).toContain('Continue this thread (4 more replies)');
  });

  it('says times and moderation actions in words', () => {
    expect(timeAgo(new Date(now - 30_000).toISOString(), now)).toBe('just now');
    expect(timeAgo(new Date(now - 61 * 60_000).toISOString(), now)).toBe('1 hour ago');
    expect(timeAgo(new Date(now - 2 * 86_400_000).toISOString(), now)).toBe('2 days ago');
    expect(actionText('ban_7d')).toBe('banned for 7 days');
    expect(actionText('remove_comment')).toBe('removed a comment');
  });
});
