import { useQuery } from '@tanstack/react-query';
import type { ForumViewer } from '#core/domain/forum/forum.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { forumKeys, forumPaths } from './forum-keys.ts';

/** GET /api/forum/me → what the reader may do in the forum (moderate, post links, or not while banned). */
export function useForumViewer() {
  return useQuery({ queryKey: forumKeys.me, queryFn: async () => (await apiJson<{ viewer: ForumViewer }>('GET', forumPaths.me)).viewer });
}
