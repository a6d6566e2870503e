import { useInfiniteQuery } from '@tanstack/react-query';
import type { ForumPostList } from '#core/domain/forum/forum.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { forumKeys, forumPaths, type PostListParams } from './forum-keys.ts';

/** GET /api/forum/posts?sort&t&topic&q&cursor → a page of posts, pinned ones on the first page, and the next cursor. */
export function getPosts(params: PostListParams, cursor: string | null): Promise<ForumPostList> {
  const query = new URLSearchParams({ sort: params.sort });
  if (params.sort === 'top') query.set('t', params.window);
  if (params.topic) query.set('topic', params.topic);
  if (params.search.trim()) query.set('q', params.search.trim());
  if (cursor) query.set('cursor', cursor);
  return apiJson<ForumPostList>('GET', `${forumPaths.posts}?${query}`);
}

export function usePosts(params: PostListParams) {
  return useInfiniteQuery({
    queryKey: forumKeys.list(params),
    queryFn: ({ pageParam }) => getPosts(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
