import { and, count, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogPosts, blogPostTags, users } from '../../db/schema/index.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
/** A post with its tags and its author's name, as every reader of this feature gets it. */
export type BlogPostRecord = BlogPostRow & { tags: string[]; authorName: string | null };

const postColumns = { post: blogPosts, authorName: users.name };

/** The tags of these posts, in the order they were given (insertion order of the rows). */
async function tagsOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const byPost = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPost;
  const rows = await db
    .select({ postId: blogPostTags.postId, tag: blogPostTags.tag })
    .from(blogPostTags)
    .where(inArray(blogPostTags.postId, ids))
    .orderBy(sql`rowid`);
  for (const row of rows) byPost.get(row.postId)?.push(row.tag);
  return byPost;
}

async function withTags(db: Db, rows: { post: BlogPostRow; authorName: string | null }[]): Promise<BlogPostRecord[]> {
  const tags = await tagsOf(
    db,
    rows.map((row) => row.post.id),
  );
  return rows.map((row) => ({ ...row.post, authorName: row.authorName, tags: tags.get(row.post.id) ?? [] }));
}

const isLive = eq(blogPosts.status, 'published');

/** Queries of the blog. Public reads always filter on status 'published'. */
export const blogRepo = {
  async insert(db: Db, row: NewBlogPostRow, tags: string[]): Promise<void> {
    await db.batch([db.insert(blogPosts).values(row), ...tags.map((tag) => db.insert(blogPostTags).values({ postId: row.id, tag }))]);
  },

  /** Saves the changes, and the tags when given (all replaced), in one batch. */
  async update(db: Db, id: string, changes: Partial<NewBlogPostRow>, tags: string[] | undefined): Promise<void> {
    const update = db.update(blogPosts).set(changes).where(eq(blogPosts.id, id));
    if (!tags) {
      await update;
      return;
    }
    await db.batch([update, db.delete(blogPostTags).where(eq(blogPostTags.postId, id)), ...tags.map((tag) => db.insert(blogPostTags).values({ postId: id, tag }))]);
  },

  async delete(db: Db, id: string): Promise<boolean> {
    const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
    return deleted.length > 0;
  },

  async findById(db: Db, id: string): Promise<BlogPostRecord | undefined> {
    const rows = await db.select(postColumns).from(blogPosts).leftJoin(users, eq(users.id, blogPosts.authorId)).where(eq(blogPosts.id, id)).limit(1);
    return (await withTags(db, rows))[0];
  },

  /** A published post by its slug; drafts and scheduled posts are not found. */
  async findPublishedBySlug(db: Db, slug: string): Promise<BlogPostRecord | undefined> {
    const rows = await db
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .where(and(eq(blogPosts.slug, slug), isLive))
      .limit(1);
    return (await withTags(db, rows))[0];
  },

  async slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(exceptId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)) : eq(blogPosts.slug, slug))
      .limit(1);
    return row !== undefined;
  },

  /** Every post for the admins' list, most recently changed first. */
  async listAll(db: Db, limit = 500): Promise<BlogPostRecord[]> {
    const rows = await db.select(postColumns).from(blogPosts).leftJoin(users, eq(users.id, blogPosts.authorId)).orderBy(desc(blogPosts.updatedAt)).limit(limit);
    return withTags(db, rows);
  },

  /** A page of published posts, newest first (ties by id, so pages never repeat a post), optionally with one tag. */
  async publishedPage(db: Db, options: { tag: string | null; offset: number; limit: number }): Promise<{ posts: BlogPostRecord[]; total: number }> {
    const filter = options.tag ? and(isLive, inArray(blogPosts.id, db.select({ id: blogPostTags.postId }).from(blogPostTags).where(eq(blogPostTags.tag, options.tag)))) : isLive;
    const [rows, [total]] = await db.batch([
      db
        .select(postColumns)
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .where(filter)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ value: count() }).from(blogPosts).where(filter),
    ]);
    return { posts: await withTags(db, rows), total: total?.value ?? 0 };
  },

  /** Tags of published posts with their counts, most used first. */
  async publishedTagCounts(db: Db): Promise<{ tag: string; count: number }[]> {
    return db
      .select({ tag: blogPostTags.tag, count: count() })
      .from(blogPostTags)
      .innerJoin(blogPosts, eq(blogPosts.id, blogPostTags.postId))
      .where(isLive)
      .groupBy(blogPostTags.tag)
      .orderBy(desc(count()), blogPostTags.tag)
      .limit(50);
  },

  /** What the sitemap lists: every published post's slug and last change. */
  async publishedSlugs(db: Db): Promise<{ slug: string; updatedAt: number }[]> {
    return db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(isLive).orderBy(desc(blogPosts.publishedAt)).limit(10_000);
  },

  /**
   * Scheduled posts whose time has come go live, in one conditional write (two runs at once
   * publish each post once). The publication time is the scheduled one, not the run's.
   */
  async publishDue(db: Db, now: number): Promise<string[]> {
    const published = await db
      .update(blogPosts)
      .set({ status: 'published', publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.publishAt})`, publishAt: null, updatedAt: now })
      .where(and(eq(blogPosts.status, 'scheduled'), isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now)))
      .returning({ id: blogPosts.id });
    return published.map((row) => row.id);
  },
};
