import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePostInput, ForumPostView } from '#core/domain/forum/forum.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { forumKeys, forumPaths } from './forum-keys.ts';

/** POST /api/forum/posts {topic, title, body, linkUrl?, imageUploadId?} → 201 {post}. */
export async function createPost(input: Partial<CreatePostInput>): Promise<ForumPostView> {
  return (await apiJson<{ post: ForumPostView }>('POST', forumPaths.posts, input)).post;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}
