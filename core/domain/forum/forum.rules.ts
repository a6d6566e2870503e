/**
 * The forum's rules (docs/decisions/038-forum.md): ranking, threads, windows and limits.
 * Pure, so the API, the platform and the property tests share one copy.
 */

export const forumTopics = [
  { id: 'party-ideas', label: 'Party ideas' },
  { id: 'venues-and-vendors', label: 'Venues and vendors' },
  { id: 'gifts', label: 'Gifts' },
  { id: 'help', label: 'Help' },
] as const;
export type ForumTopic = (typeof forumTopics)[number]['id'];
export const forumTopicIds = forumTopics.map((topic) => topic.id) as [ForumTopic, ...ForumTopic[]];
export function topicLabel(id: string): string {
  return forumTopics.find((topic) => topic.id === id)?.label ?? id;
}

export const postSorts = ['hot', 'new', 'top'] as const;
export type PostSort = (typeof postSorts)[number];
export const topWindows = ['day', 'week', 'month', 'all'] as const;
export type TopWindow = (typeof topWindows)[number];
export const commentSorts = ['best', 'top', 'new'] as const;
export type CommentSort = (typeof commentSorts)[number];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
export const TOP_WINDOW_MS: Record<TopWindow, number | null> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS, all: null };

export const MAX_TITLE_LENGTH = 300;
export const MAX_POST_BODY_LENGTH = 20_000;
export const MAX_COMMENT_LENGTH = 10_000;
export const MAX_REASON_LENGTH = 500;
export const MAX_SEARCH_LENGTH = 100;
export const POSTS_PAGE_SIZE = 20;
export const MOD_LOG_PAGE_SIZE = 50;

/** Authors may fix their words for this long after posting; any edit shows "edited". */
export const EDIT_WINDOW_MS = 15 * MINUTE_MS;
/** Replies deeper than this (below a top-level comment at depth 0) sit behind "continue this thread". */
export const THREAD_DEPTH_SHOWN = 8;
/** The deepest a reply may go: keeps every path short enough to index (20 × 13 characters). */
export const MAX_COMMENT_DEPTH = 20;

export const DELETED_TEXT = '[deleted]';
export const REMOVED_TEXT = '[removed]';

/** Limits of an account in its first day (Discourse's "new user" trust level) and for everyone. */
export const NEW_ACCOUNT_MS = DAY_MS;
export const NEW_ACCOUNT_LIMITS = { posts: 3, comments: 10 } as const;
export const RATE_LIMITS = {
  posts: { limit: 10, windowMs: 60 * MINUTE_MS },
  comments: { limit: 60, windowMs: 60 * MINUTE_MS },
  votes: { limit: 300, windowMs: 60 * MINUTE_MS },
  reports: { limit: 20, windowMs: 60 * MINUTE_MS },
} as const;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

export function isNewAccount(accountCreatedAt: number, now: number): boolean {
  return now - accountCreatedAt < NEW_ACCOUNT_MS;
}

const actionWords: Record<RateLimitedAction, string> = { posts: 'posts', comments: 'comments', votes: 'votes', reports: 'reports' };

export function rateLimitMessage(action: RateLimitedAction, retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE_MS));
  return `You have sent a lot of ${actionWords[action]} in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export function newAccountLimitMessage(action: 'posts' | 'comments'): string {
  return `New accounts can write ${NEW_ACCOUNT_LIMITS[action]} ${action} in their first day. You can write more tomorrow.`;
}
export const NEW_ACCOUNT_LINK_MESSAGE = 'New accounts cannot share links or pictures in their first day. Please post without them, or try again tomorrow.';

// ── Ranking ──────────────────────────────────────────────────────────────────

/** Reddit's epoch for the hot rank (2005-12-08T07:46:43Z), in seconds. */
const HOT_EPOCH_SECONDS = 1134028003;

/**
 * Reddit's hot rank: the order of magnitude of the score, signed, plus the age in units of 12.5
 * hours, so a post needs 10 times the votes to stay level with one 12.5 hours newer. Monotonic
 * (non-decreasing) in the score at equal time, increasing in time at equal score.
 */
export function hotRank(score: number, createdAtMs: number): number {
  const order = Math.log10(Math.max(Math.abs(score), 1));
  const sign = score > 0 ? 1 : score < 0 ? -1 : 0;
  const seconds = createdAtMs / 1000 - HOT_EPOCH_SECONDS;
  return Math.round((sign * order + seconds / 45000) * 1e7) / 1e7;
}

/** z for an 80% confidence, as Reddit's "best" comment sort uses. */
const WILSON_Z = 1.281551565545;

/**
 * The lower bound of the Wilson score interval for the share of upvotes: how good a comment is
 * at least, with 80% confidence. 0 without votes; always in [0, 1] and never above ups / n, so a
 * comment with 1 up and 0 down ranks below one with 40 up and 5 down.
 */
export function wilsonLowerBound(ups: number, downs: number): number {
  const n = ups + downs;
  if (n <= 0) return 0;
  const z = WILSON_Z;
  const p = ups / n;
  const bound = (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p) + (z * z) / (4 * n)) / n)) / (1 + (z * z) / n);
  return Math.min(p, Math.max(0, bound));
}

// ── Threads ──────────────────────────────────────────────────────────────────

/** Digits of each id in a path: SQLite writes the same with printf('%012d', id) as the row is inserted. */
export const PATH_SEGMENT_WIDTH = 12;

/** A comment's path: its parent's path and its own id, each id as 12 decimal digits. */
export function commentPath(parentPath: string | null, id: number): string {
  const segment = String(id).padStart(PATH_SEGMENT_WIDTH, '0');
  return parentPath ? `${parentPath}/${segment}` : segment;
}

/** The ids along a path, from the top-level comment down. */
export function pathIds(path: string): number[] {
  return path.split('/').map((segment) => parseInt(segment, 10));
}

/** The first and last path of a sub-thread below `path` (its replies, not itself), for a range read. */
export function subtreeRange(path: string): { from: string; to: string } {
  return { from: `${path}/`, to: `${path}/~` };
}

export interface RankedComment {
  id: number;
  parentId: number | null;
  ups: number;
  downs: number;
  score: number;
  createdAt: number;
}

function compareComments(sort: CommentSort) {
  return (a: RankedComment, b: RankedComment): number => {
    if (sort === 'new') return b.createdAt - a.createdAt || b.id - a.id;
    if (sort === 'top') return b.score - a.score || b.createdAt - a.createdAt || b.id - a.id;
    return wilsonLowerBound(b.ups, b.downs) - wilsonLowerBound(a.ups, a.downs) || b.score - a.score || a.createdAt - b.createdAt || a.id - b.id;
  };
}

export interface CommentNode<T> {
  comment: T;
  replies: CommentNode<T>[];
  /** Replies below this one that are not included (past the depth shown): "continue this thread". */
  hiddenReplies: number;
}

/**
 * The tree of `comments` (one thread, as read in path order) below `rootParentId` (null for the
 * whole post), siblings in the chosen order, cut `depthShown` levels down: what is cut off is
 * counted on the last level shown, for its "continue this thread" link.
 */
export function buildCommentTree<T extends RankedComment>(comments: T[], sort: CommentSort, rootParentId: number | null, depthShown: number): CommentNode<T>[] {
  const children = new Map<number | null, T[]>();
  for (const comment of comments) {
    const list = children.get(comment.parentId) ?? [];
    list.push(comment);
    children.set(comment.parentId, list);
  }
  const compare = compareComments(sort);
  const countBelow = (id: number): number => (children.get(id) ?? []).reduce((total, child) => total + 1 + countBelow(child.id), 0);
  const build = (parentId: number | null, level: number): CommentNode<T>[] =>
    [...(children.get(parentId) ?? [])]
      .sort(compare)
      .map((comment) => (level >= depthShown ? { comment, replies: [], hiddenReplies: countBelow(comment.id) } : { comment, replies: build(comment.id, level + 1), hiddenReplies: 0 }));
  return build(rootParentId, 0);
}

// ── Editing ──────────────────────────────────────────────────────────────────

export type EditRefusal = 'not_author' | 'window_closed' | 'gone';

export function editRefusal(item: { authorId: string | null; createdAt: number; deletedAt: number | null; removedAt: number | null }, userId: string, now: number): EditRefusal | null {
  if (item.authorId !== userId) return 'not_author';
  if (item.deletedAt !== null || item.removedAt !== null) return 'gone';
  if (now - item.createdAt > EDIT_WINDOW_MS) return 'window_closed';
  return null;
}

export const editRefusalMessages: Record<EditRefusal, string> = {
  not_author: 'Only the author can edit this.',
  window_closed: `It can no longer be edited: edits are open for ${EDIT_WINDOW_MS / MINUTE_MS} minutes after posting.`,
  gone: 'It was deleted or removed and can no longer be edited.',
};

// ── Cursors ──────────────────────────────────────────────────────────────────

/** A list position: the sort key of the last item shown and its id (keyset pagination). */
export interface ListCursor {
  key: number;
  id: number;
}

export function encodeListCursor(cursor: ListCursor): string {
  return `${cursor.key}_${cursor.id}`;
}

export function decodeListCursor(value: string): ListCursor | null {
  const match = /^(-?\d{1,16}(?:\.\d{1,12})?)_(\d{1,15})$/.exec(value);
  if (!match) return null;
  const key = Number(match[1]);
  const id = Number(match[2]);
  return Number.isFinite(key) && Number.isSafeInteger(id) ? { key, id } : null;
}

/** The first words of a text for a log line or a notice. */
export function excerpt(text: string, length = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}
