import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBlogPost } from '#core/domain/blog/blog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { blogKeys, blogPaths } from './blog-keys.ts';

/** GET /api/admin/blog/posts → every post, drafts and scheduled ones too (admins only: 401/403 otherwise). */
export async function getAdminPosts(): Promise<AdminBlogPost[]> {
  return (await apiJson<{ posts: AdminBlogPost[] }>('GET', blogPaths.adminPosts)).posts;
}

export function useAdminPosts() {
  return useQuery(queryOptions({ queryKey: blogKeys.adminList, queryFn: getAdminPosts, retry: false }));
}

/** GET /api/admin/blog/posts/:id → one post with its Markdown, whatever its status. */
export async function getAdminPost(id: string): Promise<AdminBlogPost> {
  return (await apiJson<{ post: AdminBlogPost }>('GET', blogPaths.adminPost(id))).post;
}

/** `id` null: a new post, nothing to read. */
export function useAdminPost(id: string | null) {
  return useQuery(queryOptions({ queryKey: blogKeys.adminPost(id ?? ''), queryFn: () => getAdminPost(id!), retry: false, enabled: id !== null }));
}
