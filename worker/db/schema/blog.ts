import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { uploads } from './uploads.ts';

/**
 * The product blog (docs/decisions/039-blog.md): posts admins write in Markdown. A post
 * is a draft, scheduled (goes live from the scheduler at `publish_at`) or published. Only
 * published posts are ever read by the public routes, the feed and the sitemap.
 */
export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    /** Made from the title; follows the title until the post is first published, then never changes. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** The Markdown source; rendered by core/domain/text/markdown.rules.ts when read. */
    body: text('body').notNull(),
    /** The admin's own summary, if any. */
    summary: text('summary'),
    /** The card's text: the summary, or the start of the body as plain text (kept at each save). */
    excerpt: text('excerpt').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    /** The cover's /media/ URL (the 1200 px size) and the upload it came from. */
    coverImageUrl: text('cover_image_url'),
    coverUploadId: text('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Required whenever there is a cover. */
    coverAlt: text('cover_alt'),
    status: text('status', { enum: ['draft', 'scheduled', 'published'] })
      .notNull()
      .default('draft'),
    /** When a scheduled post goes live. */
    publishAt: integer('publish_at'),
    /** When the post first went live; kept if it is taken back to a draft and published again. */
    publishedAt: integer('published_at'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [
    // The blog's pages, the feed and the sitemap: published posts, newest first.
    index('blog_posts_status_published_idx').on(table.status, table.publishedAt),
    // The scheduler's due posts.
    index('blog_posts_status_publish_at_idx').on(table.status, table.publishAt),
  ],
);

/** A post's tags (lowercase words joined by hyphens), one row each, for the filter by tag. */
export const blogPostTags = sqliteTable(
  'blog_post_tags',
  {
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.tag] }), index('blog_post_tags_tag_idx').on(table.tag, table.postId)],
);
