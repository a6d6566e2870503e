import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostPage } from '#core/domain/blog/blog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { blogKeys, blogPaths } from './blog-keys.ts';

/** GET /api/blog/posts?page=&tag= → a page of published posts, newest first, with the tags in use. */
export async function getBlogPosts(page: number, tag: string | null): Promise<BlogPostPage> {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (tag) query.set('tag', tag);
  const search = query.toString();
  return apiJson<BlogPostPage>('GET', search ? `${blogPaths.posts}?${search}` : blogPaths.posts);
}

export const blogPostsQueryOptions = (page: number, tag: string | null) =>
  queryOptions({ queryKey: blogKeys.page(page, tag), queryFn: () => getBlogPosts(page, tag), placeholderData: keepPreviousData });

export function useBlogPosts(page: number, tag: string | null) {
  return useQuery(blogPostsQueryOptions(page, tag));
}
