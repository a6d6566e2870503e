/**
 * The blog's API paths (the same as core/domain/blog/blog.schema.ts's blogApiPaths, repeated
 * here so the public pages' code does not pull in zod with that module) and its query keys.
 * Public keys start with '/api/blog', the editor's with '/api/admin/blog', so one invalidation
 * after a save reaches every list and post of each side.
 */
const enc = encodeURIComponent;

export const blogPaths = {
  posts: '/api/blog/posts',
  post: (slug: string) => `/api/blog/posts/${enc(slug)}`,
  adminPosts: '/api/admin/blog/posts',
  adminPost: (id: string) => `/api/admin/blog/posts/${enc(id)}`,
};

export const blogKeys = {
  all: ['/api/blog'] as const,
  page: (page: number, tag: string | null) => ['/api/blog', 'posts', { page, tag }] as const,
  post: (slug: string) => ['/api/blog', 'post', slug] as const,
  adminAll: ['/api/admin/blog'] as const,
  adminList: ['/api/admin/blog', 'posts'] as const,
  adminPost: (id: string) => ['/api/admin/blog', 'post', id] as const,
};
