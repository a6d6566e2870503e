import { useQuery } from '@tanstack/react-query';
import type { CommentSort } from '#core/domain/forum/forum.rules.ts';
import type { ForumThread } from '#core/domain/forum/forum.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { forumKeys, forumPaths } from './forum-keys.ts';

/** GET /api/forum/posts/:id?sort[&comment] → the post with its thread (or the sub-thread of one comment). */
export function getThread(id: string, sort: CommentSort, comment: string | null): Promise<ForumThread> {
  const query = new URLSearchParams({ sort });
  if (comment) query.set('comment', comment);
  return apiJson<ForumThread>('GET', `${forumPaths.post(id)}?${query}`);
}

export function useThread(id: string, sort: CommentSort, comment: string | null) {
  return useQuery({ queryKey: forumKeys.thread(id, sort, comment), queryFn: () => getThread(id, sort, comment), retry: false });
}
