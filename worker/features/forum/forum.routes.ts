import { Hono } from 'hono';
import { commentSorts, type CommentSort, forumTopicIds, MAX_SEARCH_LENGTH, postSorts, type PostSort, topWindows, type TopWindow } from '#core/domain/forum/forum.rules.ts';
import {
  appointModeratorInputSchema,
  banInputSchema,
  createCommentInputSchema,
  createPostInputSchema,
  editCommentInputSchema,
  editPostInputSchema,
  lockInputSchema,
  pinInputSchema,
  removeInputSchema,
  reportInputSchema,
  voteInputSchema,
} from '#core/domain/forum/forum.schema.ts';
import { textProblem } from '#core/domain/text/text.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { publicJson } from '../../cache/json-responses.ts';
import { sharedAnswer } from '../../cache/shared-answers.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import {
  appointModerator,
  ban,
  createComment,
  createPost,
  deleteComment,
  deletePost,
  dismissReport,
  editComment,
  editPost,
  listBans,
  listModerators,
  listPosts,
  moderationLog,
  parseId,
  moderationQueue,
  readThread,
  removeComment,
  removeModerator,
  removePost,
  report,
  setLocked,
  setPinned,
  unban,
  viewerOf,
  voteComment,
  votePost,
} from './forum.service.ts';

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, what: string): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new ApiError(400, `${what} must be one of: ${allowed.join(', ')}.`);
  return value as T;
}

function searchParam(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (text.length > MAX_SEARCH_LENGTH) throw new ApiError(400, `A search can be at most ${MAX_SEARCH_LENGTH} characters long.`);
  if (textProblem(text)) throw new ApiError(400, 'The search holds a character that cannot be searched for.');
  return text;
}

/** A signed-in member's answer differs (their votes, what they may edit, moderation): shared caches must not mix them up. */
const VARIES_WITH_MEMBER = 'Cookie, Authorization';

/**
 * The community forum (docs/decisions/038-forum.md): reading is public; writing needs a
 * member who is not banned; moderation needs an admin or an appointed moderator, and appointing
 * moderators an admin. The moderation log is public.
 */
export const forumRoutes = new Hono<AppBindings>()
  .get('/forum/posts', async (c) => {
    const query = {
      sort: oneOf<PostSort>(c.req.query('sort'), postSorts, 'hot', 'The sort'),
      window: oneOf<TopWindow>(c.req.query('t'), topWindows, 'week', 'The time window'),
      topic: c.req.query('topic') ? oneOf(c.req.query('topic'), forumTopicIds, forumTopicIds[0], 'The topic') : null,
      search: searchParam(c.req.query('q')),
      cursor: c.req.query('cursor') || null,
    };
    // A visitor's first page of a list (60 of them: sorts × windows × topics) is the same for every
    // visitor: one read answers a burst of them (sharedAnswer). Searches and later pages are read each time.
    if (!c.get('user') && !query.search && !query.cursor) {
      const { body } = await sharedAnswer(c, `forum-posts:${query.sort}:${query.window}:${query.topic ?? ''}`, async () => ({ body: JSON.stringify(await listPosts(c.get('deps'), null, query)) }));
      return publicJson(c, body, 'public, max-age=0, must-revalidate', VARIES_WITH_MEMBER);
    }
    return c.json(await listPosts(c.get('deps'), c.get('user'), query));
  })

  .post('/forum/posts', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, createPostInputSchema);
    return c.json({ post: await createPost(c.get('deps'), user, input) }, 201);
  })

  .get('/forum/me', async (c) => c.json({ viewer: await viewerOf(c.get('deps'), c.get('user')) }))

  .get('/forum/posts/:id', async (c) => {
    const sort = oneOf<CommentSort>(c.req.query('sort'), commentSorts, 'best', 'The sort');
    const commentId = c.req.query('comment') || null;
    // A visitor's whole thread is the same for every visitor (no votes, nothing to edit): shared as above.
    const postId = c.req.param('id');
    if (!c.get('user') && commentId === null && parseId(postId) !== null) {
      const { body } = await sharedAnswer(c, `forum-thread:${postId}:${sort}`, async () => ({ body: JSON.stringify(await readThread(c.get('deps'), null, postId, sort, null)) }));
      return publicJson(c, body, 'public, max-age=0, must-revalidate', VARIES_WITH_MEMBER);
    }
    return c.json(await readThread(c.get('deps'), c.get('user'), postId, sort, commentId));
  })

  .patch('/forum/posts/:id', async (c) => {
    const user = requireUser(c);
    const { body } = await readJson(c, editPostInputSchema);
    return c.json({ post: await editPost(c.get('deps'), user, c.req.param('id'), body) });
  })

  .delete('/forum/posts/:id', async (c) => c.json({ post: await deletePost(c.get('deps'), requireUser(c), c.req.param('id')) }))

  .put('/forum/posts/:id/vote', async (c) => {
    const user = requireUser(c);
    const { value } = await readJson(c, voteInputSchema);
    return c.json({ post: await votePost(c.get('deps'), user, c.req.param('id'), value) });
  })

  .post('/forum/posts/:id/comments', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, createCommentInputSchema);
    return c.json({ comment: await createComment(c.get('deps'), user, c.req.param('id'), input) }, 201);
  })

  .post('/forum/posts/:id/report', async (c) => {
    const user = requireUser(c);
    const { reason } = await readJson(c, reportInputSchema);
    const result = await report(c.get('deps'), user, 'post', c.req.param('id'), reason);
    return c.json(result, result.created ? 201 : 200);
  })

  .patch('/forum/comments/:id', async (c) => {
    const user = requireUser(c);
    const { body } = await readJson(c, editCommentInputSchema);
    return c.json({ comment: await editComment(c.get('deps'), user, c.req.param('id'), body) });
  })

  .delete('/forum/comments/:id', async (c) => c.json({ comment: await deleteComment(c.get('deps'), requireUser(c), c.req.param('id')) }))

  .put('/forum/comments/:id/vote', async (c) => {
    const user = requireUser(c);
    const { value } = await readJson(c, voteInputSchema);
    return c.json({ comment: await voteComment(c.get('deps'), user, c.req.param('id'), value) });
  })

  .post('/forum/comments/:id/report', async (c) => {
    const user = requireUser(c);
    const { reason } = await readJson(c, reportInputSchema);
    const result = await report(c.get('deps'), user, 'comment', c.req.param('id'), reason);
    return c.json(result, result.created ? 201 : 200);
  })

  // ── Moderation ──
  .get('/forum/mod/queue', async (c) => c.json(await moderationQueue(c.get('deps'), requireUser(c))))

  .post('/forum/mod/reports/:id/dismiss', async (c) => c.json(await dismissReport(c.get('deps'), requireUser(c), c.req.param('id'))))

  .post('/forum/mod/posts/:id/remove', async (c) => {
    const user = requireUser(c);
    const { reason } = await readJson(c, removeInputSchema);
    return c.json({ post: await removePost(c.get('deps'), user, c.req.param('id'), reason) });
  })

  .post('/forum/mod/comments/:id/remove', async (c) => {
    const user = requireUser(c);
    const { reason } = await readJson(c, removeInputSchema);
    return c.json({ comment: await removeComment(c.get('deps'), user, c.req.param('id'), reason) });
  })

  .post('/forum/mod/posts/:id/lock', async (c) => {
    const user = requireUser(c);
    const { locked } = await readJson(c, lockInputSchema);
    return c.json({ post: await setLocked(c.get('deps'), user, c.req.param('id'), locked) });
  })

  .post('/forum/mod/posts/:id/pin', async (c) => {
    const user = requireUser(c);
    const { pinned } = await readJson(c, pinInputSchema);
    return c.json({ post: await setPinned(c.get('deps'), user, c.req.param('id'), pinned) });
  })

  .get('/forum/mod/bans', async (c) => c.json(await listBans(c.get('deps'), requireUser(c))))

  .post('/forum/mod/bans', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, banInputSchema);
    return c.json({ ban: await ban(c.get('deps'), user, input) }, 201);
  })

  .delete('/forum/mod/bans/:userId', async (c) => c.json(await unban(c.get('deps'), requireUser(c), c.req.param('userId'))))

  .get('/forum/moderators', async (c) => c.json(await listModerators(c.get('deps'), requireUser(c))))

  .post('/forum/moderators', async (c) => {
    const user = requireUser(c);
    const { email } = await readJson(c, appointModeratorInputSchema);
    return c.json(await appointModerator(c.get('deps'), user, email), 201);
  })

  .delete('/forum/moderators/:userId', async (c) => c.json(await removeModerator(c.get('deps'), requireUser(c), c.req.param('userId'))))

  .get('/forum/mod-log', async (c) => c.json(await moderationLog(c.get('deps'), c.req.query('before') || null)));
