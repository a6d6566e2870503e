import type { ForumCommentNode, ForumCommentView, ForumPostView } from '#core/domain/forum/forum.schema.ts';
import { renderMarkdown } from '#core/domain/text/markdown.rules.ts';

/** "Now" for the stories, so "3 hours ago" reads the same on every run. */
export const storyNow = Date.UTC(2026, 10, 26, 15, 0, 0);
const ago = (minutes: number) => new Date(storyNow - minutes * 60_000).toISOString();

export const storyPost: ForumPostView = {
  id: 1,
  topic: 'party-ideas',
  title: 'Dinosaur party for a 6-year-old on a small budget — what worked for you?',
  body: 'Twelve kids, our backyard, about $150.',
  bodyHtml: renderMarkdown('Twelve kids, our backyard, about $150.'),
  linkUrl: null,
  image: null,
  author: { id: 'u1', name: 'Priya Patel' },
  score: 12,
  ups: 13,
  downs: 1,
  commentCount: 7,
  createdAt: ago(180),
  editedAt: null,
  deleted: false,
  removed: null,
  locked: false,
  pinned: false,
  myVote: 0,
  canEdit: false,
  canDelete: false,
};

let nextId = 100;
export function storyComment(body: string, overrides: Partial<ForumCommentView> = {}): ForumCommentView {
  const id = nextId++;
  return {
    id,
    postId: 1,
    parentId: null,
    depth: 0,
    body,
    bodyHtml: renderMarkdown(body),
    author: { id: `u${id}`, name: 'Marcus Johnson' },
    score: 3,
    ups: 3,
    downs: 0,
    createdAt: ago(120),
    editedAt: null,
    deleted: false,
    removed: null,
    myVote: 0,
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}

export const node = (comment: ForumCommentView, replies: ForumCommentNode[] = [], hiddenReplies = 0): ForumCommentNode => ({ comment, replies, hiddenReplies });

const names = ['Marcus Johnson', 'Priya Patel', 'Lena Okafor'];

/** A chain of replies `depth` levels deep; the last level shown says how many are hidden below it. */
export function deepChain(depth: number, hidden: number): ForumCommentNode {
  let current: ForumCommentNode = node(storyComment(`Reply at depth ${depth}`, { depth, author: { id: `d${depth}`, name: names[depth % 3]! } }), [], hidden);
  for (let level = depth - 1; level >= 0; level--) {
    current = node(
      storyComment(level === 0 ? 'Dino egg hunt! Plastic eggs with a tiny dinosaur inside each.' : `Reply at depth ${level}`, { depth: level, author: { id: `d${level}`, name: names[level % 3]! } }),
      [current],
    );
  }
  return current;
}
