import {
  buildCommentTree,
  type CommentNode,
  type CommentSort,
  decodeListCursor,
  DELETED_TEXT,
  editRefusal,
  editRefusalMessages,
  encodeListCursor,
  excerpt,
  hotRank,
  isNewAccount,
  MAX_COMMENT_DEPTH,
  MOD_LOG_PAGE_SIZE,
  NEW_ACCOUNT_LIMITS,
  NEW_ACCOUNT_LINK_MESSAGE,
  NEW_ACCOUNT_MS,
  newAccountLimitMessage,
  type PostSort,
  POSTS_PAGE_SIZE,
  RATE_LIMITS,
  type RateLimitedAction,
  rateLimitMessage,
  REMOVED_TEXT,
  THREAD_DEPTH_SHOWN,
  TOP_WINDOW_MS,
  type TopWindow,
} from '#core/domain/forum/forum.rules.ts';
import type {
  BanInput,
  CreateCommentInput,
  CreatePostInput,
  ForumBanView,
  ForumCommentNode,
  ForumCommentView,
  ForumModLogEntry,
  ForumPostList,
  ForumPostSummary,
  ForumPostView,
  ForumReportView,
  ForumThread,
  ForumViewer,
} from '#core/domain/forum/forum.schema.ts';
import { markdownHasLink, renderMarkdown } from '#core/domain/text/markdown.rules.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import { findUploadOwnedBy } from '../../db/uploads.repo.ts';
import type { AppDeps, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { mediaPath } from '../../services/images/image-intake.ts';
import { randomId } from '../../services/tokens.ts';
import { type CommentWithAuthor, forumRepo as repo, type PostWithAuthor } from './forum.repo.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const postNotFound = () => new ApiError(404, 'This post does not exist.');
const commentNotFound = () => new ApiError(404, 'This comment does not exist.');
const vote = (value: number | null): -1 | 0 | 1 => (value === 1 ? 1 : value === -1 ? -1 : 0);

/** A path segment as an id: digits only, within a safe integer, else null (a 404, never a 500). */
export function parseId(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// ── Who is asking ────────────────────────────────────────────────────────────

async function canModerate(deps: AppDeps, user: SessionUser | null): Promise<boolean> {
  if (!user) return false;
  return user.role === 'admin' || (await repo.isModerator(deps.db, user.id));
}

async function activeBan(deps: AppDeps, user: SessionUser) {
  const ban = await repo.findBan(deps.db, user.id);
  return ban && (ban.until === null || ban.until > deps.clock.now()) ? ban : null;
}

export async function viewerOf(deps: AppDeps, user: SessionUser | null): Promise<ForumViewer> {
  if (!user) return { signedIn: false, canModerate: false, isAdmin: false, ban: null, newAccount: false };
  const [moderator, ban] = await Promise.all([canModerate(deps, user), activeBan(deps, user)]);
  return {
    signedIn: true,
    canModerate: moderator,
    isAdmin: user.role === 'admin',
    ban: ban ? { until: ban.until === null ? null : iso(ban.until), reason: ban.reason } : null,
    newAccount: isNewAccount(user.createdAt, deps.clock.now()),
  };
}

async function requireModerator(deps: AppDeps, user: SessionUser) {
  if (!(await canModerate(deps, user))) throw new ApiError(403, 'Only the forum’s moderators can do this.');
}

function requireAdmin(user: SessionUser) {
  if (user.role !== 'admin') throw new ApiError(403, 'Only administrators can appoint moderators.');
}

/** Banned members may read, and delete their own words, but not post, comment, vote or report. */
async function refuseIfBanned(deps: AppDeps, user: SessionUser) {
  const ban = await activeBan(deps, user);
  if (!ban) return;
  const until = ban.until === null ? 'for good' : `until ${iso(ban.until).slice(0, 16).replace('T', ' ')} UTC`;
  throw new ApiError(403, `You are banned from the forum ${until}. Reason: ${ban.reason}`);
}

/**
 * Counts one more action against the member's hourly limit and, for an account in its first day,
 * its first-day one (a window of a day from its first post: the account is a day old before it
 * ends). Both hold under parallel requests: each is one upsert (worker/db/rate-limit.repo.ts).
 */
async function limit(deps: AppDeps, user: SessionUser, action: RateLimitedAction) {
  const now = deps.clock.now();
  if ((action === 'posts' || action === 'comments') && isNewAccount(user.createdAt, now)) {
    const firstDay = await hitRateLimit(deps.db, `forum-new-${action}:${user.id}`, NEW_ACCOUNT_LIMITS[action], NEW_ACCOUNT_MS, now);
    if (!firstDay.allowed) throw new ApiError(429, newAccountLimitMessage(action), undefined, { 'retry-after': String(Math.max(1, Math.ceil(firstDay.retryAfterMs / 1000))) });
  }
  const rule = RATE_LIMITS[action];
  const { allowed, retryAfterMs } = await hitRateLimit(deps.db, `forum-${action}:${user.id}`, rule.limit, rule.windowMs, now);
  if (!allowed) throw new ApiError(429, rateLimitMessage(action, retryAfterMs), undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

// ── Views ────────────────────────────────────────────────────────────────────

function postSummary(row: PostWithAuthor, viewer: SessionUser | null, now: number): ForumPostSummary {
  const gone = row.deletedAt !== null || row.removedAt !== null;
  const isAuthor = viewer?.id === row.authorId;
  return {
    id: row.id,
    topic: row.topic,
    title: row.deletedAt !== null ? DELETED_TEXT : row.removedAt !== null ? REMOVED_TEXT : row.title,
    linkUrl: gone ? null : row.linkUrl,
    image: gone || !row.imageUrl ? null : { url: row.imageUrl, width: row.imageWidth ?? 0, height: row.imageHeight ?? 0 },
    author: row.deletedAt !== null || row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
    score: row.score,
    ups: row.ups,
    downs: row.downs,
    commentCount: row.commentCount,
    createdAt: iso(row.createdAt),
    editedAt: row.editedAt === null ? null : iso(row.editedAt),
    deleted: row.deletedAt !== null,
    removed: row.removedAt !== null && row.deletedAt === null ? { reason: row.removedReason ?? '' } : null,
    locked: row.lockedAt !== null,
    pinned: row.pinnedAt !== null,
    myVote: vote(row.myVote),
    canEdit: viewer !== null && editRefusal(row, viewer.id, now) === null,
    canDelete: isAuthor && !gone,
  };
}

function postView(row: PostWithAuthor, viewer: SessionUser | null, now: number): ForumPostView {
  const gone = row.deletedAt !== null || row.removedAt !== null;
  return { ...postSummary(row, viewer, now), body: gone ? '' : row.body, bodyHtml: gone ? '' : renderMarkdown(row.body) };
}

function commentView(row: CommentWithAuthor, viewer: SessionUser | null, now: number): ForumCommentView {
  const gone = row.deletedAt !== null || row.removedAt !== null;
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    depth: row.depth,
    body: gone ? '' : row.body,
    bodyHtml: gone ? '' : renderMarkdown(row.body),
    author: row.deletedAt !== null || row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
    score: row.score,
    ups: row.ups,
    downs: row.downs,
    createdAt: iso(row.createdAt),
    editedAt: row.editedAt === null ? null : iso(row.editedAt),
    deleted: row.deletedAt !== null,
    removed: row.removedAt !== null && row.deletedAt === null ? { reason: row.removedReason ?? '' } : null,
    myVote: vote(row.myVote),
    canEdit: viewer !== null && editRefusal(row, viewer.id, now) === null,
    canDelete: viewer?.id === row.authorId && !gone,
  };
}

function treeView(nodes: CommentNode<CommentWithAuthor>[], viewer: SessionUser | null, now: number): ForumCommentNode[] {
  return nodes.map((node) => ({ comment: commentView(node.comment, viewer, now), replies: treeView(node.replies, viewer, now), hiddenReplies: node.hiddenReplies }));
}

// ── Reading ──────────────────────────────────────────────────────────────────

export async function listPosts(
  deps: AppDeps,
  user: SessionUser | null,
  query: { sort: PostSort; window: TopWindow; topic: string | null; search: string | null; cursor: string | null },
): Promise<ForumPostList> {
  const cursor = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw new ApiError(400, 'The page cursor is not valid: load the list again.');
  const now = deps.clock.now();
  const windowMs = query.sort === 'top' ? TOP_WINDOW_MS[query.window] : null;
  const firstPage = !cursor && !query.search;
  const [{ posts: rows, pinned }, viewer] = await Promise.all([
    repo.listPosts(deps.db, {
      sort: query.sort,
      topic: query.topic,
      since: windowMs === null ? null : now - windowMs,
      search: query.search,
      cursor,
      limit: POSTS_PAGE_SIZE + 1,
      viewerId: user?.id ?? null,
      withPinned: firstPage,
    }),
    viewerOf(deps, user),
  ]);
  const page = rows.slice(0, POSTS_PAGE_SIZE);
  const last = page.at(-1);
  const keyOf = (row: PostWithAuthor) => (query.sort === 'hot' ? row.hot : query.sort === 'top' ? row.score : row.id);
  return {
    posts: page.map((row) => postSummary(row, user, now)),
    pinned: pinned.map((row) => postSummary(row, user, now)),
    nextCursor: rows.length > POSTS_PAGE_SIZE && last ? encodeListCursor({ key: keyOf(last), id: last.id }) : null,
    viewer,
  };
}

async function loadPost(deps: AppDeps, postId: string, user: SessionUser | null) {
  const id = parseId(postId);
  const post = id === null ? undefined : await repo.findPost(deps.db, id, user?.id ?? null);
  if (!post) throw postNotFound();
  return post;
}

/** The post and its whole thread (one indexed read), or the sub-thread from `commentId` ("continue this thread"). */
export async function readThread(deps: AppDeps, user: SessionUser | null, postId: string, sort: CommentSort, commentId: string | null): Promise<ForumThread> {
  const post = await loadPost(deps, postId, user);
  let focus: CommentWithAuthor | undefined;
  let fromPath: string | null = null;
  if (commentId !== null) {
    const id = parseId(commentId);
    const comment = id === null ? undefined : await repo.findComment(deps.db, id);
    if (!comment || comment.postId !== post.id) throw commentNotFound();
    fromPath = comment.path;
  }
  const [comments, viewer] = await Promise.all([repo.listThread(deps.db, post.id, user?.id ?? null, fromPath), viewerOf(deps, user)]);
  if (fromPath !== null) focus = comments.find((comment) => comment.path === fromPath);
  const now = deps.clock.now();
  const tree = focus ? buildCommentTree(comments, sort, focus.id, THREAD_DEPTH_SHOWN) : buildCommentTree(comments, sort, null, THREAD_DEPTH_SHOWN);
  return { post: postView(post, user, now), comments: treeView(tree, user, now), focus: focus ? commentView(focus, user, now) : null, viewer };
}

// ── Writing ──────────────────────────────────────────────────────────────────

export async function createPost(deps: AppDeps, user: SessionUser, input: CreatePostInput): Promise<ForumPostView> {
  await refuseIfBanned(deps, user);
  const now = deps.clock.now();
  if (isNewAccount(user.createdAt, now) && (input.linkUrl || input.imageUploadId || markdownHasLink(input.body) || markdownHasLink(input.title))) {
    throw new ApiError(403, NEW_ACCOUNT_LINK_MESSAGE);
  }
  let image: { url: string; width: number; height: number } | null = null;
  if (input.imageUploadId) {
    const upload = await findUploadOwnedBy(deps.db, input.imageUploadId, user.id);
    const variant = upload?.variants.medium ?? upload?.variants.large;
    if (!variant) throw new ApiError(400, 'This picture was not uploaded by you. Please upload it again.', { imageUploadId: 'This picture was not uploaded by you.' });
    image = { url: mediaPath(variant.key), width: variant.width, height: variant.height };
  }
  await limit(deps, user, 'posts');
  const id = await repo.insertPost(deps.db, {
    topic: input.topic,
    authorId: user.id,
    title: input.title,
    body: input.body,
    linkUrl: input.linkUrl ?? null,
    imageUrl: image?.url ?? null,
    imageWidth: image?.width ?? null,
    imageHeight: image?.height ?? null,
    hot: hotRank(0, now),
    createdAt: now,
  });
  return postView((await repo.findPost(deps.db, id, user.id))!, user, now);
}

export async function editPost(deps: AppDeps, user: SessionUser, postId: string, body: string): Promise<ForumPostView> {
  const post = await loadPost(deps, postId, user);
  const now = deps.clock.now();
  const refusal = editRefusal(post, user.id, now);
  if (refusal) throw new ApiError(refusal === 'not_author' ? 403 : 409, editRefusalMessages[refusal]);
  if (isNewAccount(user.createdAt, now) && markdownHasLink(body)) throw new ApiError(403, NEW_ACCOUNT_LINK_MESSAGE);
  if (body !== post.body) await repo.updatePost(deps.db, post.id, { body, editedAt: now });
  return postView((await repo.findPost(deps.db, post.id, user.id))!, user, now);
}

/** The author takes a post back: "[deleted]" stays, with its comments; its words are gone. */
export async function deletePost(deps: AppDeps, user: SessionUser, postId: string): Promise<ForumPostView> {
  const post = await loadPost(deps, postId, user);
  if (post.authorId !== user.id) throw new ApiError(403, 'Only the author can delete this post.');
  const now = deps.clock.now();
  if (post.deletedAt === null) await repo.updatePost(deps.db, post.id, { deletedAt: now, body: '', linkUrl: null, imageUrl: null, pinnedAt: null });
  return postView((await repo.findPost(deps.db, post.id, user.id))!, user, now);
}

function refuseIfClosed(post: PostWithAuthor, what: string) {
  if (post.deletedAt !== null || post.removedAt !== null) throw new ApiError(409, `This post was ${post.deletedAt !== null ? 'deleted' : 'removed'}: ${what} is closed.`);
}

export async function votePost(deps: AppDeps, user: SessionUser, postId: string, value: -1 | 0 | 1): Promise<ForumPostView> {
  const post = await loadPost(deps, postId, user);
  refuseIfClosed(post, 'voting');
  await refuseIfBanned(deps, user);
  await limit(deps, user, 'votes');
  const now = deps.clock.now();
  const counted = await repo.votePost(deps.db, post.id, user.id, value, now);
  await repo.setHot(deps.db, post.id, counted.score, hotRank(counted.score, counted.createdAt));
  return postView((await repo.findPost(deps.db, post.id, user.id))!, user, now);
}

export async function createComment(deps: AppDeps, user: SessionUser, postId: string, input: CreateCommentInput): Promise<ForumCommentView> {
  const post = await loadPost(deps, postId, user);
  refuseIfClosed(post, 'commenting');
  if (post.lockedAt !== null) throw new ApiError(409, 'This thread is locked: no new comments.');
  await refuseIfBanned(deps, user);
  const now = deps.clock.now();
  if (isNewAccount(user.createdAt, now) && markdownHasLink(input.body)) throw new ApiError(403, NEW_ACCOUNT_LINK_MESSAGE);
  let parent: { id: number; path: string; depth: number } | null = null;
  if (input.parentId !== undefined) {
    const found = await repo.findComment(deps.db, input.parentId);
    if (!found || found.postId !== post.id) throw new ApiError(404, 'The comment you are replying to does not exist.');
    if (found.removedAt !== null) throw new ApiError(409, 'This comment was removed by a moderator: it cannot be replied to.');
    if (found.deletedAt !== null) throw new ApiError(409, 'This comment was deleted: it cannot be replied to.');
    if (found.depth + 1 > MAX_COMMENT_DEPTH) throw new ApiError(409, 'This thread is as deep as it can go: reply further up.');
    parent = found;
  }
  await limit(deps, user, 'comments');
  const row = await repo.insertComment(deps.db, {
    postId: post.id,
    parentId: parent?.id ?? null,
    parentPath: parent?.path ?? null,
    depth: parent ? parent.depth + 1 : 0,
    authorId: user.id,
    body: input.body,
    now,
    placeholder: `new-${randomId()}`,
  });
  return commentView({ ...row, authorName: user.name, myVote: null }, user, now);
}

async function loadComment(deps: AppDeps, commentId: string) {
  const id = parseId(commentId);
  const comment = id === null ? undefined : await repo.findComment(deps.db, id);
  if (!comment) throw commentNotFound();
  return comment;
}

async function commentAsViewed(deps: AppDeps, user: SessionUser, id: number): Promise<ForumCommentView> {
  const comment = (await repo.findComment(deps.db, id))!;
  const rows = await repo.listThread(deps.db, comment.postId, user.id, comment.path);
  const row = rows.find((candidate) => candidate.id === id) ?? { ...comment, authorName: null, myVote: null };
  return commentView(row, user, deps.clock.now());
}

export async function editComment(deps: AppDeps, user: SessionUser, commentId: string, body: string): Promise<ForumCommentView> {
  const comment = await loadComment(deps, commentId);
  const now = deps.clock.now();
  const refusal = editRefusal(comment, user.id, now);
  if (refusal) throw new ApiError(refusal === 'not_author' ? 403 : 409, editRefusalMessages[refusal]);
  if (isNewAccount(user.createdAt, now) && markdownHasLink(body)) throw new ApiError(403, NEW_ACCOUNT_LINK_MESSAGE);
  if (body !== comment.body) await repo.updateComment(deps.db, comment.id, { body, editedAt: now });
  return commentAsViewed(deps, user, comment.id);
}

export async function deleteComment(deps: AppDeps, user: SessionUser, commentId: string): Promise<ForumCommentView> {
  const comment = await loadComment(deps, commentId);
  if (comment.authorId !== user.id) throw new ApiError(403, 'Only the author can delete this comment.');
  if (comment.deletedAt === null) await repo.updateComment(deps.db, comment.id, { deletedAt: deps.clock.now(), body: '' });
  return commentAsViewed(deps, user, comment.id);
}

export async function voteComment(deps: AppDeps, user: SessionUser, commentId: string, value: -1 | 0 | 1): Promise<ForumCommentView> {
  const comment = await loadComment(deps, commentId);
  if (comment.deletedAt !== null || comment.removedAt !== null) throw new ApiError(409, 'This comment was deleted or removed: voting is closed.');
  const post = await repo.findPost(deps.db, comment.postId, null);
  if (post) refuseIfClosed(post, 'voting');
  await refuseIfBanned(deps, user);
  await limit(deps, user, 'votes');
  await repo.voteComment(deps.db, comment, user.id, value, deps.clock.now());
  return commentAsViewed(deps, user, comment.id);
}

// ── Reports ──────────────────────────────────────────────────────────────────

export async function report(deps: AppDeps, user: SessionUser, targetType: 'post' | 'comment', targetId: string, reason: string) {
  let postId: number;
  let authorId: string | null;
  let snapshot: string;
  let id: number;
  if (targetType === 'post') {
    const post = await loadPost(deps, targetId, user);
    refuseIfClosed(post, 'reporting');
    ({ id, authorId } = post);
    postId = post.id;
    snapshot = post.body ? `${post.title}\n\n${post.body}` : post.title;
  } else {
    const comment = await loadComment(deps, targetId);
    if (comment.deletedAt !== null || comment.removedAt !== null) throw new ApiError(409, 'This comment was already deleted or removed.');
    ({ id, authorId, postId } = comment);
    snapshot = comment.body;
  }
  if (authorId === user.id) throw new ApiError(400, 'You cannot report your own words: edit or delete them instead.');
  await refuseIfBanned(deps, user);
  await limit(deps, user, 'reports');
  const created = await repo.insertReport(deps.db, { id: randomId(), targetType, targetId: id, postId, reporterId: user.id, reason, snapshot, createdAt: deps.clock.now() });
  return { created, message: created ? 'Thank you. The moderators will look at it.' : 'You already reported this. The moderators will look at it.' };
}

// ── Moderation ───────────────────────────────────────────────────────────────

export async function moderationQueue(deps: AppDeps, user: SessionUser): Promise<{ reports: ForumReportView[] }> {
  await requireModerator(deps, user);
  const rows = await repo.listOpenReports(deps.db, 200);
  return {
    reports: rows.map((row) => {
      const isComment = row.report.targetType === 'comment';
      const authorId = isComment ? row.commentAuthorId : row.postAuthorId;
      return {
        id: row.report.id,
        targetType: row.report.targetType,
        targetId: row.report.targetId,
        postId: row.report.postId,
        postTitle: row.postTitle,
        reason: row.report.reason,
        snapshot: row.report.snapshot,
        reporter: { id: row.report.reporterId, name: row.reporterName },
        author: authorId && row.authorName !== null ? { id: authorId, name: row.authorName } : null,
        createdAt: iso(row.report.createdAt),
        gone: Boolean(isComment ? row.commentGone : row.postGone),
      };
    }),
  };
}

async function log(deps: AppDeps, moderator: SessionUser, entry: { action: string; postId?: number; commentId?: number; memberId?: string; memberName?: string; subject?: string; reason?: string }) {
  await repo.insertLog(deps.db, {
    action: entry.action,
    moderatorId: moderator.id,
    moderatorName: moderator.name,
    postId: entry.postId ?? null,
    commentId: entry.commentId ?? null,
    memberId: entry.memberId ?? null,
    memberName: entry.memberName ?? null,
    subject: entry.subject ?? null,
    reason: entry.reason ?? null,
    createdAt: deps.clock.now(),
  });
}

export async function dismissReport(deps: AppDeps, user: SessionUser, reportId: string) {
  await requireModerator(deps, user);
  const found = reportId.length <= 100 ? await repo.findReport(deps.db, reportId) : undefined;
  if (!found) throw new ApiError(404, 'This report does not exist.');
  await repo.resolveReports(deps.db, { id: found.id }, 'dismissed', user.id, deps.clock.now());
  return { message: 'Report dismissed.' };
}

/** A moderator's removal: the words stay for the record but the page shows "[removed]" and the reason; its open reports are closed. */
export async function removePost(deps: AppDeps, user: SessionUser, postId: string, reason: string): Promise<ForumPostView> {
  await requireModerator(deps, user);
  const post = await loadPost(deps, postId, user);
  const now = deps.clock.now();
  if (post.removedAt === null) {
    await repo.updatePost(deps.db, post.id, { removedAt: now, removedReason: reason, pinnedAt: null });
    await repo.resolveReports(deps.db, { targetType: 'post', targetId: post.id }, 'actioned', user.id, now);
    await log(deps, user, {
      action: 'remove_post',
      postId: post.id,
      ...(post.authorId && post.authorName ? { memberId: post.authorId, memberName: post.authorName } : {}),
      subject: excerpt(post.title),
      reason,
    });
  }
  return postView((await repo.findPost(deps.db, post.id, user.id))!, user, now);
}

export async function removeComment(deps: AppDeps, user: SessionUser, commentId: string, reason: string): Promise<ForumCommentView> {
  await requireModerator(deps, user);
  const comment = await loadComment(deps, commentId);
  const now = deps.clock.now();
  if (comment.removedAt === null) {
    await repo.updateComment(deps.db, comment.id, { removedAt: now, removedReason: reason });
    await repo.resolveReports(deps.db, { targetType: 'comment', targetId: comment.id }, 'actioned', user.id, now);
    const author = comment.authorId === null ? undefined : await repo.findUserById(deps.db, comment.authorId);
    await log(deps, user, {
      action: 'remove_comment',
      postId: comment.postId,
      commentId: comment.id,
      ...(author ? { memberId: author.id, memberName: author.name } : {}),
      subject: excerpt(comment.body),
      reason,
    });
  }
  return commentAsViewed(deps, user, comment.id);
}

export async function setLocked(deps: AppDeps, user: SessionUser, postId: string, locked: boolean): Promise<ForumPostView> {
  await requireModerator(deps, user);
  const post = await loadPost(deps, postId, user);
  const now = deps.clock.now();
  if ((post.lockedAt !== null) !== locked) {
    await repo.updatePost(deps.db, post.id, { lockedAt: locked ? now : null });
    await log(deps, user, { action: locked ? 'lock' : 'unlock', postId: post.id, subject: excerpt(post.title) });
  }
  return postView((await repo.findPost(deps.db, post.id, user.id))!, user, now);
}

export async function setPinned(deps: AppDeps, user: SessionUser, postId: string, pinned: boolean): Promise<ForumPostView> {
  await requireModerator(deps, user);
  const post = await loadPost(deps, postId, user);
  if (pinned) refuseIfClosed(post, 'pinning');
  const now = deps.clock.now();
  if ((post.pinnedAt !== null) !== pinned) {
    await repo.updatePost(deps.db, post.id, { pinnedAt: pinned ? now : null });
    await log(deps, user, { action: pinned ? 'pin' : 'unpin', postId: post.id, subject: excerpt(post.title) });
  }
  return postView((await repo.findPost(deps.db, post.id, user.id))!, user, now);
}

export async function ban(deps: AppDeps, user: SessionUser, input: BanInput): Promise<ForumBanView> {
  await requireModerator(deps, user);
  const member = await repo.findUserById(deps.db, input.userId);
  if (!member) throw new ApiError(404, 'This member does not exist.');
  if (member.id === user.id) throw new ApiError(400, 'You cannot ban yourself.');
  if (member.role === 'admin' || (await repo.isModerator(deps.db, member.id)))
    throw new ApiError(403, 'Moderators and administrators cannot be banned; an administrator can first remove a moderator.');
  const now = deps.clock.now();
  const until = input.days === null ? null : now + input.days * 24 * 3600_000;
  await repo.upsertBan(deps.db, { userId: member.id, until, reason: input.reason, bannedBy: user.id, createdAt: now });
  await log(deps, user, { action: input.days === null ? 'ban_permanent' : `ban_${input.days}d`, memberId: member.id, memberName: member.name, reason: input.reason });
  return { member: { id: member.id, name: member.name }, until: until === null ? null : iso(until), reason: input.reason, createdAt: iso(now) };
}

export async function unban(deps: AppDeps, user: SessionUser, memberId: string) {
  await requireModerator(deps, user);
  const member = memberId.length <= 100 ? await repo.findUserById(deps.db, memberId) : undefined;
  if (!member || !(await repo.deleteBan(deps.db, member.id))) throw new ApiError(404, 'This member is not banned.');
  await log(deps, user, { action: 'unban', memberId: member.id, memberName: member.name });
  return { message: `${member.name} may post again.` };
}

export async function listBans(deps: AppDeps, user: SessionUser): Promise<{ bans: ForumBanView[] }> {
  await requireModerator(deps, user);
  const rows = await repo.listBans(deps.db, deps.clock.now());
  return {
    bans: rows.map((row) => ({ member: { id: row.ban.userId, name: row.name }, until: row.ban.until === null ? null : iso(row.ban.until), reason: row.ban.reason, createdAt: iso(row.ban.createdAt) })),
  };
}

export async function listModerators(deps: AppDeps, user: SessionUser) {
  await requireModerator(deps, user);
  const rows = await repo.listModerators(deps.db);
  return { moderators: rows.map((row) => ({ id: row.id, name: row.name, email: row.email, appointedAt: iso(row.createdAt) })) };
}

export async function appointModerator(deps: AppDeps, user: SessionUser, email: string) {
  requireAdmin(user);
  const member = await repo.findUserByEmail(deps.db, email);
  if (!member) throw new ApiError(404, 'No member has this email address.');
  if (member.role === 'admin') throw new ApiError(409, 'Administrators already moderate the forum.');
  await repo.insertModerator(deps.db, { userId: member.id, appointedBy: user.id, createdAt: deps.clock.now() });
  await log(deps, user, { action: 'appoint_moderator', memberId: member.id, memberName: member.name });
  return { moderator: { id: member.id, name: member.name } };
}

export async function removeModerator(deps: AppDeps, user: SessionUser, memberId: string) {
  requireAdmin(user);
  const member = memberId.length <= 100 ? await repo.findUserById(deps.db, memberId) : undefined;
  if (!member || !(await repo.deleteModerator(deps.db, member.id))) throw new ApiError(404, 'This member is not a moderator.');
  await log(deps, user, { action: 'remove_moderator', memberId: member.id, memberName: member.name });
  return { message: `${member.name} no longer moderates the forum.` };
}

/** The public moderation log, newest first, 50 a page (`before` is the last id shown). */
export async function moderationLog(deps: AppDeps, before: string | null): Promise<{ entries: ForumModLogEntry[]; nextBefore: string | null }> {
  const beforeId = before === null ? null : parseId(before);
  if (before !== null && beforeId === null) throw new ApiError(400, 'The page cursor is not valid: load the log again.');
  const rows = await repo.listLog(deps.db, beforeId, MOD_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, MOD_LOG_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      action: row.action,
      moderator: row.moderatorName,
      postId: row.postId,
      commentId: row.commentId,
      member: row.memberName,
      subject: row.subject,
      reason: row.reason,
      createdAt: iso(row.createdAt),
    })),
    nextBefore: rows.length > MOD_LOG_PAGE_SIZE ? String(page.at(-1)!.id) : null,
  };
}
