import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { BLOG_BODY_MAX, BLOG_COVER_ALT_MAX, BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, BLOG_SUMMARY_MAX, BLOG_TAG_MAX, BLOG_TAGS_MAX, BLOG_TITLE_MAX, blogStatuses, normaliseTag } from './blog.rules.ts';

/** The blog's API paths, shared by the routes, the platform's client and the tests. */
export const blogApiPaths = {
  posts: '/api/blog/posts',
  post: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}`,
  adminPosts: '/api/admin/blog/posts',
  adminPost: (id: string) => `/api/admin/blog/posts/${encodeURIComponent(id)}`,
  feed: '/blog/feed.xml',
  sitemap: '/sitemap.xml',
} as const;

export const blogSlugSchema = z
  .string({ error: 'The address must be text' })
  .max(BLOG_SLUG_MAX, `The address can be at most ${BLOG_SLUG_MAX} characters`)
  .regex(BLOG_SLUG_PATTERN, 'The address may hold only lowercase letters, digits and single hyphens between words (like "party-games")');

const tagSchema = singleLineText({ label: 'A tag', error: 'Each tag must be text' })
  .max(BLOG_TAG_MAX * 2, `A tag can be at most ${BLOG_TAG_MAX} characters`)
  .transform(normaliseTag)
  .pipe(z.string().min(1, 'A tag needs at least one letter or digit').max(BLOG_TAG_MAX, `A tag can be at most ${BLOG_TAG_MAX} characters`));

/**
 * A post as the editor saves it. Every field is optional on an update (only what is sent
 * changes); a new post needs a title, a text and a status. `publishAt` is an instant with its
 * offset (the editor sends the admin's local time as UTC); it counts only for `scheduled`.
 * The cover is an upload of the admin saving (POST /api/uploads/images), null to remove it.
 */
export const blogPostInputSchema = z
  .object({
    title: singleLineText({ label: 'The title', error: 'The title must be text' })
      .trim()
      .min(1, 'Please give the post a title')
      .max(BLOG_TITLE_MAX, `The title can be at most ${BLOG_TITLE_MAX} characters`),
    body: multilineText({ label: 'The text', error: 'The text must be text' })
      .max(BLOG_BODY_MAX, `The text can be at most ${BLOG_BODY_MAX.toLocaleString('en-US')} characters`)
      .refine((value) => value.trim().length > 0, 'Please write the post'),
    summary: multilineText({ label: 'The summary', error: 'The summary must be text' }).trim().max(BLOG_SUMMARY_MAX, `The summary can be at most ${BLOG_SUMMARY_MAX} characters`).nullable(),
    slug: blogSlugSchema,
    tags: z
      .array(tagSchema, { error: 'Tags must be a list of words' })
      .max(BLOG_TAGS_MAX, `A post can have at most ${BLOG_TAGS_MAX} tags`)
      .transform((tags) => [...new Set(tags)]),
    coverImageUploadId: z.string({ error: 'The cover must be an uploaded photo' }).max(100, 'The cover must be an uploaded photo').nullable(),
    coverAlt: singleLineText({ label: 'The cover description', error: 'The cover description must be text' })
      .trim()
      .max(BLOG_COVER_ALT_MAX, `The cover description can be at most ${BLOG_COVER_ALT_MAX} characters`),
    status: z.enum(blogStatuses, { error: 'The status must be "draft", "scheduled" or "published"' }),
    publishAt: z.iso.datetime({ offset: true, error: 'The publication time must be a date and time' }).nullable(),
  })
  .partial()
  .strict();
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** A new post: the same fields, with a title, a text and a status required. */
export const createBlogPostInputSchema = blogPostInputSchema.required({ title: true, body: true, status: true });
export type CreateBlogPostInput = z.infer<typeof createBlogPostInputSchema>;

/** A published post on /blog's cards and in the feed. Times are ISO instants. */
export const blogPostCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  readingMinutes: z.number(),
  tags: z.array(z.string()),
  coverImageUrl: z.string().nullable(),
  coverAlt: z.string().nullable(),
  publishedAt: z.string(),
  authorName: z.string().nullable(),
});
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;

/** One published post: the card's facts and the body as safe HTML (rendered on the server by the shared renderer). */
export const blogPostViewSchema = blogPostCardSchema.extend({ html: z.string(), updatedAt: z.string() });
export type BlogPostView = z.infer<typeof blogPostViewSchema>;

export const blogPostPageSchema = z.object({
  posts: z.array(blogPostCardSchema),
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
  tag: z.string().nullable(),
  /** Tags of published posts with how many posts carry each, most used first. */
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;

/** A post as the editor sees it: every status, the Markdown source. */
export const adminBlogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** True once the post has been live: its address can no longer change. */
  slugLocked: z.boolean(),
  title: z.string(),
  body: z.string(),
  summary: z.string().nullable(),
  excerpt: z.string(),
  readingMinutes: z.number(),
  tags: z.array(z.string()),
  coverImageUrl: z.string().nullable(),
  coverAlt: z.string().nullable(),
  status: z.enum(blogStatuses),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
