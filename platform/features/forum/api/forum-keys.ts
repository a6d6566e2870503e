import type { CommentSort, PostSort, TopWindow } from '#core/domain/forum/forum.rules.ts';

/**
 * The forum's API paths and the query keys of its screens. Every key starts with
 * 'forum', so one invalidation after a vote, a comment or a moderator's action refreshes every
 * forum screen that is open.
 */
const enc = encodeURIComponent;

export interface PostListParams {
  sort: PostSort;
  window: TopWindow;
  topic: string | null;
  search: string;
}

export const forumPaths = {
  posts: '/api/forum/posts',
  post: (id: number | string) => `/api/forum/posts/${enc(String(id))}`,
  postVote: (id: number) => `/api/forum/posts/${id}/vote`,
  postComments: (id: number) => `/api/forum/posts/${id}/comments`,
  postReport: (id: number) => `/api/forum/posts/${id}/report`,
  comment: (id: number) => `/api/forum/comments/${id}`,
  commentVote: (id: number) => `/api/forum/comments/${id}/vote`,
  commentReport: (id: number) => `/api/forum/comments/${id}/report`,
  me: '/api/forum/me',
  queue: '/api/forum/mod/queue',
  dismiss: (reportId: string) => `/api/forum/mod/reports/${enc(reportId)}/dismiss`,
  removePost: (id: number) => `/api/forum/mod/posts/${id}/remove`,
  removeComment: (id: number) => `/api/forum/mod/comments/${id}/remove`,
  lock: (id: number) => `/api/forum/mod/posts/${id}/lock`,
  pin: (id: number) => `/api/forum/mod/posts/${id}/pin`,
  bans: '/api/forum/mod/bans',
  ban: (userId: string) => `/api/forum/mod/bans/${enc(userId)}`,
  moderators: '/api/forum/moderators',
  moderator: (userId: string) => `/api/forum/moderators/${enc(userId)}`,
  modLog: '/api/forum/mod-log',
};

export const forumKeys = {
  all: ['forum'] as const,
  list: (params: PostListParams) => ['forum', 'list', params] as const,
  thread: (id: string, sort: CommentSort, comment: string | null) => ['forum', 'thread', id, sort, comment] as const,
  me: ['forum', 'me'] as const,
  queue: ['forum', 'queue'] as const,
  bans: ['forum', 'bans'] as const,
  moderators: ['forum', 'moderators'] as const,
  log: ['forum', 'log'] as const,
};

/** Where a post's page is in the platform. */
export const postHref = (id: number, comment?: number) => `/forum/post/${id}${comment ? `?comment=${comment}` : ''}`;
