import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { type Db, jsonArrayQuery, jsonRowOf, parseJsonRows } from '../../db/client.ts';
import { forumBans, forumCommentVotes, forumComments, forumModerators, forumModLog, forumPostVotes, forumPosts, forumReports, users } from '../../db/schema/index.ts';
import type { ListCursor, PostSort } from '#core/domain/forum/forum.rules.ts';

export type PostRow = typeof forumPosts.$inferSelect;
export type CommentRow = typeof forumComments.$inferSelect;
export type ReportRow = typeof forumReports.$inferSelect;
export type BanRow = typeof forumBans.$inferSelect;
export type ModLogRow = typeof forumModLog.$inferSelect;

/** A post as lists and pages read it: the row, its author's name, and the reader's vote. */
export type PostWithAuthor = PostRow & { authorName: string | null; myVote: number | null };
export type CommentWithAuthor = CommentRow & { authorName: string | null; myVote: number | null };

const postColumns = (viewerId: string | null) => ({
  post: forumPosts,
  authorName: users.name,
  myVote: viewerId ? forumPostVotes.value : sql<number | null>`NULL`,
});

function postsWithAuthor(db: Db, viewerId: string | null) {
  const query = db.select(postColumns(viewerId)).from(forumPosts).leftJoin(users, eq(users.id, forumPosts.authorId));
  return viewerId ? query.leftJoin(forumPostVotes, and(eq(forumPostVotes.postId, forumPosts.id), eq(forumPostVotes.userId, viewerId))) : query;
}

const flattenPost = (row: { post: PostRow; authorName: string | null; myVote: number | null }): PostWithAuthor => ({ ...row.post, authorName: row.authorName, myVote: row.myVote ?? null });

/** A list's posts (the rows `rows` selects from forum_posts) with their authors' names and the reader's votes, as one JSON array text; bodies are left empty (a list never shows one). */
const postsAsJson = (rows: SQL, viewerId: string | null) => sql`
  SELECT json_group_array(json_object(
    'id', p.id, 'topic', p.topic, 'authorId', p.author_id, 'title', p.title, 'body', '', 'linkUrl', p.link_url, 'imageUrl', p.image_url,
    'imageWidth', p.image_width, 'imageHeight', p.image_height, 'ups', p.ups, 'downs', p.downs, 'score', p.score, 'hot', p.hot,
    'commentCount', p.comment_count, 'createdAt', p.created_at, 'editedAt', p.edited_at, 'deletedAt', p.deleted_at, 'removedAt', p.removed_at,
    'removedReason', p.removed_reason, 'lockedAt', p.locked_at, 'pinnedAt', p.pinned_at, 'authorName', u.name,
    'myVote', ${viewerId ? sql`(SELECT v.value FROM ${forumPostVotes} v WHERE v.post_id = p.id AND v.user_id = ${viewerId})` : sql`NULL`}
  )) AS rows
  FROM (${rows}) p LEFT JOIN ${users} u ON u.id = p.author_id`;

/** LIKE's own wildcards in a search are searched for, not matched with. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;

export const forumRepo = {
  // ── Who may do what ───────────────────────────────────────────────────────
  async isModerator(db: Db, userId: string): Promise<boolean> {
    const [row] = await db.select({ userId: forumModerators.userId }).from(forumModerators).where(eq(forumModerators.userId, userId)).limit(1);
    return row !== undefined;
  },

  async findBan(db: Db, userId: string): Promise<BanRow | undefined> {
    const [row] = await db.select().from(forumBans).where(eq(forumBans.userId, userId)).limit(1);
    return row;
  },

  async findUserById(db: Db, id: string) {
    const [row] = await db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findUserByEmail(db: Db, email: string) {
    const [row] = await db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  /** Members who only exist in the demo forum (no password: nobody signs in as them). */
  async insertDemoMembers(db: Db, members: { id: string; email: string; name: string }[], now: number): Promise<void> {
    await db
      .insert(users)
      .values(members.map((member) => ({ ...member, passwordHash: null, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
  },

  // ── Posts ─────────────────────────────────────────────────────────────────
  async insertPost(db: Db, row: typeof forumPosts.$inferInsert): Promise<number> {
    const [inserted] = await db.insert(forumPosts).values(row).returning({ id: forumPosts.id });
    return inserted!.id;
  },

  async findPost(db: Db, id: number, viewerId: string | null): Promise<PostWithAuthor | undefined> {
    const [row] = await postsWithAuthor(db, viewerId).where(eq(forumPosts.id, id)).limit(1);
    return row ? flattenPost(row) : undefined;
  },

  /**
   * One page of a list (keyset: after `cursor`, the last item's sort key and id) and, when asked,
   * the pinned posts, in one batch. Deleted and removed posts are not listed; `since` limits Top to
   * a window. Each answers as one JSON array text built by SQLite (see listThread); the page is put
   * back in its order here, since an aggregate over a join does not promise one.
   */
  async listPosts(
    db: Db,
    options: { sort: PostSort; topic: string | null; since: number | null; search: string | null; cursor: ListCursor | null; limit: number; viewerId: string | null; withPinned: boolean },
  ): Promise<{ posts: PostWithAuthor[]; pinned: PostWithAuthor[] }> {
    const conditions: SQL[] = [sql`deleted_at IS NULL`, sql`removed_at IS NULL`];
    if (options.topic) conditions.push(sql`topic = ${options.topic}`);
    if (options.since !== null) conditions.push(sql`created_at >= ${options.since}`);
    if (options.search) conditions.push(sql`title LIKE ${likePattern(options.search)} ESCAPE '\\'`);
    const key = options.sort === 'hot' ? sql`hot` : options.sort === 'top' ? sql`score` : sql`id`;
    const { cursor } = options;
    if (cursor) conditions.push(options.sort === 'new' ? sql`id < ${cursor.id}` : sql`(${key} < ${cursor.key} OR (${key} = ${cursor.key} AND id < ${cursor.id}))`);
    const order = options.sort === 'new' ? sql`id DESC` : sql`${key} DESC, id DESC`;
    const page = sql`SELECT * FROM ${forumPosts} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${order} LIMIT ${options.limit}`;
    const pinned = sql`SELECT * FROM ${forumPosts} WHERE pinned_at IS NOT NULL AND deleted_at IS NULL AND removed_at IS NULL${options.topic ? sql` AND topic = ${options.topic}` : sql``} ORDER BY pinned_at DESC LIMIT 5`;
    const pageQuery = db.get<{ rows: string | null }>(postsAsJson(page, options.viewerId));
    const [posts, pinnedPosts] = options.withPinned ? await db.batch([pageQuery, db.get<{ rows: string | null }>(postsAsJson(pinned, options.viewerId))]) : [await pageQuery, undefined];
    const sortKey = (post: PostWithAuthor) => (options.sort === 'hot' ? post.hot : options.sort === 'top' ? post.score : post.id);
    return {
      posts: parseJsonRows<PostWithAuthor>(posts).sort((a, b) => sortKey(b) - sortKey(a) || b.id - a.id),
      pinned: parseJsonRows<PostWithAuthor>(pinnedPosts).sort((a, b) => (b.pinnedAt ?? 0) - (a.pinnedAt ?? 0)),
    };
  },

  async updatePost(db: Db, id: number, set: Partial<typeof forumPosts.$inferInsert>): Promise<void> {
    await db.update(forumPosts).set(set).where(eq(forumPosts.id, id));
  },

  /**
   * Records the member's vote (0 takes it back) and counts the post's votes again, in one
   * transaction: each vote is a row keyed by post and member, so voting twice changes nothing and
   * parallel votes cannot lose a count. Answers the new score for the hot rank.
   */
  async votePost(db: Db, postId: number, userId: string, value: -1 | 0 | 1, now: number): Promise<{ score: number; createdAt: number }> {
    const change =
      value === 0
        ? db.delete(forumPostVotes).where(and(eq(forumPostVotes.postId, postId), eq(forumPostVotes.userId, userId)))
        : db
            .insert(forumPostVotes)
            .values({ postId, userId, value, createdAt: now })
            .onConflictDoUpdate({ target: [forumPostVotes.postId, forumPostVotes.userId], set: { value } });
    const ups = sql`(SELECT count(*) FROM ${forumPostVotes} WHERE ${forumPostVotes.postId} = ${postId} AND ${forumPostVotes.value} = 1)`;
    const downs = sql`(SELECT count(*) FROM ${forumPostVotes} WHERE ${forumPostVotes.postId} = ${postId} AND ${forumPostVotes.value} = -1)`;
    const [, counted] = await db.batch([
      change,
      db
        .update(forumPosts)
        .set({ ups: sql`${ups}`, downs: sql`${downs}`, score: sql`${ups} - ${downs}` })
        .where(eq(forumPosts.id, postId))
        .returning({ score: forumPosts.score, createdAt: forumPosts.createdAt }),
    ]);
    return counted[0]!;
  },

  /**
   * Writes the hot rank for the score it was computed from: when another vote changed the score in
   * between, that vote writes its own rank and this one is skipped, so the last rank always fits.
   */
  async setHot(db: Db, postId: number, score: number, hot: number): Promise<void> {
    await db
      .update(forumPosts)
      .set({ hot })
      .where(and(eq(forumPosts.id, postId), eq(forumPosts.score, score)));
  },

  // ── Comments ──────────────────────────────────────────────────────────────
  /**
   * Inserts a comment with its materialized path (the parent's path and its own id, written by
   * SQLite from the new row id) and counts it on the post, in one transaction.
   */
  async insertComment(
    db: Db,
    row: { postId: number; parentId: number | null; parentPath: string | null; depth: number; authorId: string; body: string; now: number; placeholder: string },
  ): Promise<CommentRow> {
    const prefix = row.parentPath ? `${row.parentPath}/` : '';
    const [, updated] = await db.batch([
      db.insert(forumComments).values({
        postId: row.postId,
        parentId: row.parentId,
        path: row.placeholder,
        depth: row.depth,
        authorId: row.authorId,
        body: row.body,
        createdAt: row.now,
      }),
      db
        .update(forumComments)
        .set({ path: sql`${prefix} || printf('%012d', ${forumComments.id})` })
        .where(eq(forumComments.id, sql`last_insert_rowid()`))
        .returning(),
      db
        .update(forumPosts)
        .set({ commentCount: sql`${forumPosts.commentCount} + 1` })
        .where(eq(forumPosts.id, row.postId)),
    ]);
    return updated[0]!;
  },

  async findComment(db: Db, id: number): Promise<CommentRow | undefined> {
    const [row] = await db.select().from(forumComments).where(eq(forumComments.id, id)).limit(1);
    return row;
  },

  /**
   * A whole thread (or the sub-thread from `fromPath` down, itself included): one read of the
   * (post_id, path) index, answered as one JSON array text built by SQLite. A thread is hundreds of
   * rows, and the local driver's cost per row and column was most of the thread's time — 5.5 ms for
   * 300 comments as rows, 1.1 ms as one JSON text (performance archive, 2026-11-26). The tree is
   * ordered by buildCommentTree, so the array's order does not matter.
   */
  async listThread(db: Db, postId: number, viewerId: string | null, fromPath: string | null): Promise<CommentWithAuthor[]> {
    const range = fromPath ? sql`AND c.path >= ${fromPath} AND c.path <= ${`${fromPath}/~`}` : sql``;
    const myVote = viewerId ? sql`(SELECT v.value FROM ${forumCommentVotes} v WHERE v.comment_id = c.id AND v.user_id = ${viewerId})` : sql`NULL`;
    // Every column by the schema (jsonRowOf, so a new column is never left out), plus the author's
    // name and the reader's vote.
    const answer = await jsonArrayQuery(
      db,
      jsonRowOf(forumComments, { authorName: sql`author_name`, myVote: sql`my_vote` }),
      sql`FROM (SELECT c.*, u.name AS author_name, ${myVote} AS my_vote FROM ${forumComments} c LEFT JOIN ${users} u ON u.id = c.author_id WHERE c.post_id = ${postId} ${range})`,
    );
    return parseJsonRows<CommentWithAuthor>(answer);
  },

  async updateComment(db: Db, id: number, set: Partial<typeof forumComments.$inferInsert>): Promise<void> {
    await db.update(forumComments).set(set).where(eq(forumComments.id, id));
  },

  /** As votePost, for a comment (no hot rank: comments are ranked by their counts when read). */
  async voteComment(db: Db, comment: { id: number; postId: number }, userId: string, value: -1 | 0 | 1, now: number): Promise<void> {
    const change =
      value === 0
        ? db.delete(forumCommentVotes).where(and(eq(forumCommentVotes.commentId, comment.id), eq(forumCommentVotes.userId, userId)))
        : db
            .insert(forumCommentVotes)
            .values({ commentId: comment.id, postId: comment.postId, userId, value, createdAt: now })
            .onConflictDoUpdate({ target: [forumCommentVotes.commentId, forumCommentVotes.userId], set: { value } });
    const ups = sql`(SELECT count(*) FROM ${forumCommentVotes} WHERE ${forumCommentVotes.commentId} = ${comment.id} AND ${forumCommentVotes.value} = 1)`;
    const downs = sql`(SELECT count(*) FROM ${forumCommentVotes} WHERE ${forumCommentVotes.commentId} = ${comment.id} AND ${forumCommentVotes.value} = -1)`;
    await db.batch([
      change,
      db
        .update(forumComments)
        .set({ ups: sql`${ups}`, downs: sql`${downs}`, score: sql`${ups} - ${downs}` })
        .where(eq(forumComments.id, comment.id)),
    ]);
  },

  // ── Reports ───────────────────────────────────────────────────────────────
  /** False when the member had already reported it. */
  async insertReport(db: Db, row: typeof forumReports.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(forumReports).values(row).onConflictDoNothing().returning({ id: forumReports.id });
    return inserted.length > 0;
  },

  async listOpenReports(db: Db, limit: number) {
    return db
      .select({
        report: forumReports,
        reporterName: users.name,
        postTitle: forumPosts.title,
        postAuthorId: forumPosts.authorId,
        postGone: sql<number>`${forumPosts.removedAt} IS NOT NULL OR ${forumPosts.deletedAt} IS NOT NULL`,
        commentAuthorId: forumComments.authorId,
        commentGone: sql<number | null>`${forumComments.removedAt} IS NOT NULL OR ${forumComments.deletedAt} IS NOT NULL`,
        authorName: sql<string | null>`(SELECT name FROM ${users} WHERE id = COALESCE(${forumComments.authorId}, ${forumPosts.authorId}))`,
      })
      .from(forumReports)
      .innerJoin(users, eq(users.id, forumReports.reporterId))
      .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
      .leftJoin(forumComments, and(eq(forumReports.targetType, 'comment'), eq(forumComments.id, forumReports.targetId)))
      .where(eq(forumReports.status, 'open'))
      .orderBy(asc(forumReports.createdAt))
      .limit(limit);
  },

  async findReport(db: Db, id: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(forumReports).where(eq(forumReports.id, id)).limit(1);
    return row;
  },

  async resolveReports(db: Db, where: { id: string } | { targetType: 'post' | 'comment'; targetId: number }, status: 'actioned' | 'dismissed', by: string, now: number): Promise<void> {
    const condition = 'id' in where ? eq(forumReports.id, where.id) : and(eq(forumReports.targetType, where.targetType), eq(forumReports.targetId, where.targetId));
    await db
      .update(forumReports)
      .set({ status, resolvedAt: now, resolvedBy: by })
      .where(and(condition, eq(forumReports.status, 'open')));
  },

  // ── Moderators, bans and the log ──────────────────────────────────────────
  async listModerators(db: Db) {
    return db
      .select({ id: users.id, name: users.name, email: users.email, createdAt: forumModerators.createdAt })
      .from(forumModerators)
      .innerJoin(users, eq(users.id, forumModerators.userId))
      .orderBy(asc(forumModerators.createdAt));
  },

  async insertModerator(db: Db, row: typeof forumModerators.$inferInsert): Promise<void> {
    await db.insert(forumModerators).values(row).onConflictDoNothing();
  },

  async deleteModerator(db: Db, userId: string): Promise<boolean> {
    const deleted = await db.delete(forumModerators).where(eq(forumModerators.userId, userId)).returning({ userId: forumModerators.userId });
    return deleted.length > 0;
  },

  async upsertBan(db: Db, row: typeof forumBans.$inferInsert): Promise<void> {
    await db
      .insert(forumBans)
      .values(row)
      .onConflictDoUpdate({ target: forumBans.userId, set: { until: row.until, reason: row.reason, bannedBy: row.bannedBy, createdAt: row.createdAt } });
  },

  async deleteBan(db: Db, userId: string): Promise<boolean> {
    const deleted = await db.delete(forumBans).where(eq(forumBans.userId, userId)).returning({ userId: forumBans.userId });
    return deleted.length > 0;
  },

  async listBans(db: Db, now: number) {
    return db
      .select({ ban: forumBans, name: users.name })
      .from(forumBans)
      .innerJoin(users, eq(users.id, forumBans.userId))
      .where(or(isNull(forumBans.until), gte(forumBans.until, now)))
      .orderBy(desc(forumBans.createdAt));
  },

  async insertLog(db: Db, row: typeof forumModLog.$inferInsert): Promise<void> {
    await db.insert(forumModLog).values(row);
  },

  async listLog(db: Db, beforeId: number | null, limit: number): Promise<ModLogRow[]> {
    return db
      .select()
      .from(forumModLog)
      .where(beforeId === null ? undefined : lt(forumModLog.id, beforeId))
      .orderBy(desc(forumModLog.id))
      .limit(limit);
  },
};
