import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostView } from '#core/domain/blog/blog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { blogKeys, blogPaths } from './blog-keys.ts';

/** GET /api/blog/posts/:slug → a published post with its body as safe HTML; 404 for anything else. */
export async function getBlogPost(slug: string): Promise<BlogPostView> {
  return (await apiJson<{ post: BlogPostView }>('GET', blogPaths.post(slug))).post;
}

export const blogPostQueryOptions = (slug: string) => queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug), retry: false });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
