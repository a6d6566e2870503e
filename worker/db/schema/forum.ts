import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/**
 * The community forum (docs/decisions/038-forum.md). Posts and comments have integer ids
 * (the comments' materialized path is made of them); a post's `hot` is Reddit's hot rank, written
 * whenever a vote lands and indexed, so the Hot list is a keyset read of an index.
 */
export const forumPosts = sqliteTable(
  'forum_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    topic: text('topic').notNull(),
    /** Null once the author deleted their account: the post stays as "[deleted]" so its thread lives on (migration 0021's trigger empties it first). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Markdown source; emptied when the author deletes the post. */
    body: text('body').notNull().default(''),
    linkUrl: text('link_url'),
    /** The one picture, as its /media/ path (the upload's medium size), with its pixels for layout. */
    imageUrl: text('image_url'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    ups: integer('ups').notNull().default(0),
    downs: integer('downs').notNull().default(0),
    score: integer('score').notNull().default(0),
    hot: real('hot').notNull(),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    editedAt: integer('edited_at'),
    deletedAt: integer('deleted_at'),
    removedAt: integer('removed_at'),
    removedReason: text('removed_reason'),
    lockedAt: integer('locked_at'),
    pinnedAt: integer('pinned_at'),
  },
  (table) => [
    index('forum_posts_hot_idx').on(table.hot, table.id),
    index('forum_posts_topic_hot_idx').on(table.topic, table.hot, table.id),
    index('forum_posts_topic_id_idx').on(table.topic, table.id),
    index('forum_posts_score_idx').on(table.score, table.id),
    index('forum_posts_topic_score_idx').on(table.topic, table.score, table.id),
    index('forum_posts_author_idx').on(table.authorId, table.createdAt),
    index('forum_posts_pinned_idx').on(table.pinnedAt),
  ],
);

/**
 * Comments of a post. `path` is the ids from the top-level comment down to this one, each as 12
 * decimal digits joined by `/`: a whole thread is `WHERE post_id = ? ORDER BY path` and a
 * sub-thread is a range of the same index.
 */
export const forumComments = sqliteTable(
  'forum_comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    path: text('path').notNull(),
    depth: integer('depth').notNull(),
    /** Null once the author deleted their account (see forumPosts.authorId). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ups: integer('ups').notNull().default(0),
    downs: integer('downs').notNull().default(0),
    score: integer('score').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    editedAt: integer('edited_at'),
    deletedAt: integer('deleted_at'),
    removedAt: integer('removed_at'),
    removedReason: text('removed_reason'),
  },
  (table) => [uniqueIndex('forum_comments_post_path_idx').on(table.postId, table.path), index('forum_comments_author_idx').on(table.authorId, table.createdAt)],
);

/** One vote per member and post: +1 or -1 (taking a vote back deletes the row). */
export const forumPostVotes = sqliteTable(
  'forum_post_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] }), index('forum_post_votes_value_idx').on(table.postId, table.value)],
);

export const forumCommentVotes = sqliteTable(
  'forum_comment_votes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => forumComments.id, { onDelete: 'cascade' }),
    /** The comment's post, so a thread's votes of one member are one indexed read. */
    postId: integer('post_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index('forum_comment_votes_value_idx').on(table.commentId, table.value),
    index('forum_comment_votes_user_post_idx').on(table.userId, table.postId),
  ],
);

/** Members' reports of a post or a comment; one open report per member and target. */
export const forumReports = sqliteTable(
  'forum_reports',
  {
    id: text('id').primaryKey(),
    targetType: text('target_type', { enum: ['post', 'comment'] }).notNull(),
    targetId: integer('target_id').notNull(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The text as it was reported: editing or deleting it afterwards does not hide it from the moderators. */
    snapshot: text('snapshot').notNull(),
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: integer('created_at').notNull(),
    resolvedAt: integer('resolved_at'),
    resolvedBy: text('resolved_by'),
  },
  (table) => [
    uniqueIndex('forum_reports_reporter_target_idx').on(table.reporterId, table.targetType, table.targetId),
    index('forum_reports_status_idx').on(table.status, table.createdAt),
    index('forum_reports_target_idx').on(table.targetType, table.targetId),
  ],
);

/** Members an admin appointed to moderate the forum (admins moderate by their role). */
export const forumModerators = sqliteTable('forum_moderators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appointedBy: text('appointed_by').notNull(),
  createdAt: integer('created_at').notNull(),
});

/** Members banned from posting, commenting and voting: until `until`, or for good when it is null. */
export const forumBans = sqliteTable('forum_bans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: integer('until'),
  reason: text('reason').notNull(),
  bannedBy: text('banned_by').notNull(),
  createdAt: integer('created_at').notNull(),
});

/** The public moderation log: every removal, lock, pin, ban and appointment, with its reason. */
export const forumModLog = sqliteTable(
  'forum_mod_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    action: text('action').notNull(),
    moderatorId: text('moderator_id').notNull(),
    moderatorName: text('moderator_name').notNull(),
    postId: integer('post_id'),
    commentId: integer('comment_id'),
    memberId: text('member_id'),
    memberName: text('member_name'),
    /** What the action was about, in a few words (a post's title, a comment's first words). */
    subject: text('subject'),
    reason: text('reason'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('forum_mod_log_created_idx').on(table.createdAt)],
);
