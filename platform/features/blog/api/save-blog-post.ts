import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, BlogPostInput } from '#core/domain/blog/blog.schema.ts';
import { apiJson, apiRequest } from '#platform/lib/api-client.ts';
import { blogKeys, blogPaths } from './blog-keys.ts';

/** POST /api/admin/blog/posts (a new post) or PATCH /api/admin/blog/posts/:id → {post}; a refusal is {error, fields}. */
export async function saveBlogPost(id: string | null, input: BlogPostInput): Promise<AdminBlogPost> {
  const answer = id ? await apiJson<{ post: AdminBlogPost }>('PATCH', blogPaths.adminPost(id), input) : await apiJson<{ post: AdminBlogPost }>('POST', blogPaths.adminPosts, input);
  return answer.post;
}

export function useSaveBlogPost(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogPostInput) => saveBlogPost(id, input),
    onSuccess: async (post) => {
      queryClient.setQueryData(blogKeys.adminPost(post.id), post);
      await Promise.all([queryClient.invalidateQueries({ queryKey: blogKeys.adminList }), queryClient.invalidateQueries({ queryKey: blogKeys.all })]);
    },
  });
}

/** DELETE /api/admin/blog/posts/:id → 204. */
export async function deleteBlogPost(id: string): Promise<void> {
  await apiRequest('DELETE', blogPaths.adminPost(id));
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: blogKeys.adminPost(id) });
      await Promise.all([queryClient.invalidateQueries({ queryKey: blogKeys.adminList }), queryClient.invalidateQueries({ queryKey: blogKeys.all })]);
    },
  });
}
