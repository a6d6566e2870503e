import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EDIT_WINDOW_MS, THREAD_DEPTH_SHOWN } from '#core/domain/forum/forum.rules.ts';
import type { ForumCommentNode, ForumPostView } from '#core/domain/forum/forum.schema.ts';
import { fixture } from '../../services/images/fixtures/image-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
let addressCounter = 0;

interface Member {
  token: string;
  id: string;
  email: string;
}

async function member(name: string, role: 'customer' | 'admin' = 'customer'): Promise<Member> {
  const email = `${name.toLowerCase()}@example.com`;
  const response = await t.call('POST', '/api/email-auth/register', {
    json: { name, email, password: 'violet-otter-42' },
    headers: { 'x-test-client-address': `198.51.100.${++addressCounter % 250}` },
  });
  expect(response.status).toBe(201);
  if (role === 'admin') await t.client.execute({ sql: "UPDATE users SET role = 'admin' WHERE id = ?", args: [response.data.user.id] });
  return { token: response.data.token as string, id: response.data.user.id as string, email };
}

/** Ann and Bob are a day old (past the new-account limits), Mia is the admin, Neo registered just now. */
async function world() {
  const ann = await member('Ann');
  const bob = await member('Bob');
  const mia = await member('Mia', 'admin');
  t.clock.advance(DAY + HOUR);
  const neo = await member('Neo');
  return { ann, bob, mia, neo };
}

async function post(who: Member, json: Record<string, unknown> = {}) {
  return t.call('POST', '/api/forum/posts', { token: who.token, json: { topic: 'party-ideas', title: 'Dinosaur party ideas?', body: 'My son turns **6**.', ...json } });
}

async function posted(who: Member, json: Record<string, unknown> = {}): Promise<ForumPostView> {
  const response = await post(who, json);
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return response.data.post;
}

async function comment(who: Member, postId: number, body: string, parentId?: number) {
  return t.call('POST', `/api/forum/posts/${postId}/comments`, { token: who.token, json: { body, ...(parentId ? { parentId } : {}) } });
}

async function commented(who: Member, postId: number, body: string, parentId?: number): Promise<number> {
  const response = await comment(who, postId, body, parentId);
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return response.data.comment.id;
}

const votePost = (who: Member, id: number, value: number) => t.call('PUT', `/api/forum/posts/${id}/vote`, { token: who.token, json: { value } });
const list = async (query = '', who?: Member) => (await t.call('GET', `/api/forum/posts${query}`, who ? { token: who.token } : {})).data;

describe('posts, lists and votes', () => {
  it('answers visitors’ first pages and threads as shared, revalidated answers (ETag, 304), and members’ as their own', async () => {
    const { ann, bob } = await world();
    const first = await posted(ann, { title: 'Backyard obstacle course' });
    await commented(bob, first.id, 'We did this last year!');
    for (const path of ['/api/forum/posts?sort=hot', `/api/forum/posts/${first.id}`]) {
      const visitor = await t.call('GET', path);
      expect(visitor.status).toBe(200);
      expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(visitor.headers.get('vary')).toBe('Cookie, Authorization, Accept-Encoding'); // the test app gzips as Node does
      const again = await t.call('GET', path, { headers: { 'if-none-match': visitor.headers.get('etag')! } });
      expect(again.status, path).toBe(304);
      const asMember = await t.call('GET', path, { token: ann.token });
      expect(asMember.headers.get('cache-control'), path).not.toMatch(/public/);
      expect(asMember.data.viewer.signedIn).toBe(true);
    }
    // A list answers no bodies (a list never shows one); the thread answers the post's.
    expect((await list('?sort=new')).posts[0]).not.toHaveProperty('bodyHtml');
    expect((await t.call('GET', `/api/forum/posts/${first.id}`)).data.post.bodyHtml).toBe('<p>My son turns <strong>6</strong>.</p>\n');
    // A new comment changes the thread's tag.
    const before = (await t.call('GET', `/api/forum/posts/${first.id}`)).headers.get('etag');
    await commented(ann, first.id, 'Tell me more');
    expect((await t.call('GET', `/api/forum/posts/${first.id}`, { headers: { 'if-none-match': before! } })).status).toBe(200);
  });

  it('lists posts under Hot, New and Top, per topic, paginated by cursor, and searches titles', async () => {
    const { ann, bob } = await world();
    const first = await posted(ann, { title: 'Backyard obstacle course' });
    t.clock.advance(HOUR);
    const second = await posted(bob, { title: 'Budget cake ideas', topic: 'gifts' });
    t.clock.advance(HOUR);
    const third = await posted(ann, { title: 'Which venue for 30 kids?', topic: 'venues-and-vendors' });

    expect((await list('?sort=new')).posts.map((p: ForumPostView) => p.id)).toEqual([third.id, second.id, first.id]);
    // Newer first under Hot until votes land; votes move the oldest up.
    expect((await list()).posts.map((p: ForumPostView) => p.id)).toEqual([third.id, second.id, first.id]);
    const carl = await member('Carl');
    for (const voter of [ann, bob, carl]) expect((await votePost(voter, first.id, 1)).status).toBe(200);
    const dee = await member('Dee');
    for (const voter of [dee, ann, bob, carl]) await votePost(voter, third.id, 0);
    t.clock.advance(DAY + HOUR);
    const eve = await member('Eve');
    for (const voter of [dee, eve]) await votePost(voter, first.id, 1);
    // 5 upvotes are worth log10(5)·12.5 h ≈ 8.7 h of age: above the post two hours newer.
    expect((await list('?sort=hot')).posts[0].id).toBe(first.id);
    expect((await list('?sort=top&t=all')).posts[0]).toMatchObject({ id: first.id, score: 5, ups: 5 });
    expect((await list('?sort=top&t=day')).posts).toEqual([]);
    expect((await list('?topic=gifts')).posts.map((p: ForumPostView) => p.id)).toEqual([second.id]);
    expect((await list('?q=cake')).posts.map((p: ForumPostView) => p.title)).toEqual(['Budget cake ideas']);
    expect((await list('?q=%25')).posts).toEqual([]);

    for (let index = 0; index < 22; index++) {
      t.clock.advance(61 * 60_000);
      await posted(index % 2 ? ann : bob, { title: `Post ${index}` });
    }
    for (const sort of ['hot', 'new', 'top&t=all']) {
      const page1 = await list(`?sort=${sort}`);
      expect(page1.posts).toHaveLength(20);
      const page2 = await list(`?sort=${sort}&cursor=${page1.nextCursor}`);
      expect(page2.nextCursor).toBeNull();
      const ids = [...page1.posts, ...page2.posts].map((p: ForumPostView) => p.id);
      expect(new Set(ids).size).toBe(25);
    }
    expect((await t.call('GET', '/api/forum/posts?cursor=nope')).status).toBe(400);
    expect((await t.call('GET', '/api/forum/posts?sort=rising')).status).toBe(400);
    expect((await t.call('GET', '/api/forum/posts?topic=politics')).status).toBe(400);
  });

  it('counts one vote per member, changeable and removable, and keeps the hot rank in step', async () => {
    const { ann, bob } = await world();
    const { id } = await posted(ann);
    expect((await votePost(bob, id, 1)).data.post).toMatchObject({ score: 1, myVote: 1 });
    expect((await votePost(bob, id, 1)).data.post).toMatchObject({ score: 1, ups: 1, myVote: 1 });
    expect((await votePost(bob, id, -1)).data.post).toMatchObject({ score: -1, ups: 0, downs: 1, myVote: -1 });
    expect((await votePost(bob, id, 0)).data.post).toMatchObject({ score: 0, ups: 0, downs: 0, myVote: 0 });
    expect((await votePost(bob, id, 2)).status).toBe(400);
    // Parallel votes of many members are all counted, and the stored rank fits the final score.
    const voters = await Promise.all(['V1', 'V2', 'V3', 'V4', 'V5', 'V6'].map((name) => member(name)));
    await Promise.all(voters.map((voter) => votePost(voter, id, 1)));
    const row = await t.client.execute({ sql: 'SELECT score, ups, hot, created_at FROM forum_posts WHERE id = ?', args: [id] });
    expect(row.rows[0]).toMatchObject({ score: 6, ups: 6 });
    const { hotRank } = await import('#core/domain/forum/forum.rules.ts');
    expect(row.rows[0]!.hot).toBeCloseTo(hotRank(6, Number(row.rows[0]!.created_at)), 6);
  });

  it('refuses bad input with a clear 4xx and neutralises Markdown', async () => {
    const { ann } = await world();
    expect((await post(ann, { title: '   ' })).status).toBe(400);
    expect((await post(ann, { title: 'x'.repeat(301) })).status).toBe(400);
    expect((await post(ann, { body: 'x'.repeat(20_001) })).status).toBe(400);
    const js = await post(ann, { linkUrl: 'javascript:alert(1)' });
    expect(js.status).toBe(400);
    expect(js.data.error).toMatch(/http/);
    expect((await post(ann, { topic: 'politics' })).status).toBe(400);
    expect((await post(ann, { imageUploadId: 'f'.repeat(32) })).status).toBe(400);
    const sneaky = await posted(ann, { body: '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>' });
    expect(sneaky.bodyHtml).not.toMatch(/<script|<img|href="javascript/i);
    expect(sneaky.bodyHtml).toContain('&lt;script&gt;');
    const linked = await posted(ann, { body: 'See [the guide](https://example.com/guide)', linkUrl: 'https://example.com/party' });
    expect(linked.bodyHtml).toContain('rel="nofollow ugc noopener"');
    expect(linked.linkUrl).toBe('https://example.com/party');
    expect((await comment(ann, linked.id, '   ')).status).toBe(400);
    expect((await comment(ann, linked.id, 'x'.repeat(10_001))).status).toBe(400);
    const c = await comment(ann, linked.id, '<script>alert(1)</script>');
    expect(c.data.comment.bodyHtml).not.toContain('<script');
  });

  it('attaches one picture the member uploaded, not someone else’s', async () => {
    const { ann, bob } = await world();
    const uploaded = await t.app.request('http://127.0.0.1/api/uploads/images', { method: 'POST', headers: { authorization: `Bearer ${ann.token}` }, body: fixture('transparent.png') as BodyInit });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    expect((await post(bob, { imageUploadId: id })).status).toBe(400);
    const withImage = await posted(ann, { imageUploadId: id });
    expect(withImage.image?.url).toMatch(/^\/media\/images\//);
  });
});

describe('threads', () => {
  it('loads a whole thread, sorts it Best/Top/New and continues deep threads', async () => {
    const { ann, bob } = await world();
    const { id } = await posted(ann);
    const a = await commented(bob, id, 'First!');
    const b = await commented(ann, id, 'A useful answer');
    const carl = await member('Carl');
    for (const voter of [bob, carl]) expect((await t.call('PUT', `/api/forum/comments/${b}/vote`, { token: voter.token, json: { value: 1 } })).status).toBe(200);
    await t.call('PUT', `/api/forum/comments/${a}/vote`, { token: carl.token, json: { value: -1 } });
    let parent = a;
    const chain: number[] = [];
    for (let depth = 1; depth <= THREAD_DEPTH_SHOWN + 2; depth++) {
      parent = await commented(depth % 2 ? ann : bob, id, `Reply at depth ${depth}`, parent);
      chain.push(parent);
    }
    const thread = (await t.call('GET', `/api/forum/posts/${id}`, { token: bob.token })).data;
    expect(thread.post.commentCount).toBe(2 + chain.length);
    expect(thread.comments.map((n: ForumCommentNode) => n.comment.id)).toEqual([b, a]);
    expect(thread.comments[0].comment).toMatchObject({ score: 2, myVote: 1 });
    let node: ForumCommentNode = thread.comments[1];
    for (let depth = 1; depth <= THREAD_DEPTH_SHOWN; depth++) node = node.replies[0]!;
    expect(node.comment.depth).toBe(THREAD_DEPTH_SHOWN);
    expect(node.replies).toEqual([]);
    expect(node.hiddenReplies).toBe(2);
    const more = (await t.call('GET', `/api/forum/posts/${id}?comment=${node.comment.id}`)).data;
    expect(more.focus.id).toBe(node.comment.id);
    expect(more.comments[0].comment.body).toBe(`Reply at depth ${THREAD_DEPTH_SHOWN + 1}`);
    expect(more.comments[0].replies[0].comment.body).toBe(`Reply at depth ${THREAD_DEPTH_SHOWN + 2}`);
    expect((await t.call('GET', `/api/forum/posts/${id}?sort=new`)).data.comments.map((n: ForumCommentNode) => n.comment.id)).toEqual([b, a]);
    expect((await t.call('GET', `/api/forum/posts/${id}?sort=top`)).data.comments[0].comment.id).toBe(b);
    expect((await t.call('GET', `/api/forum/posts/${id}?comment=999999`)).status).toBe(404);
    expect((await t.call('GET', '/api/forum/posts/999999')).status).toBe(404);
    expect((await t.call('GET', '/api/forum/posts/abc')).status).toBe(404);
    // A reply that names another post's comment is refused.
    const other = await posted(bob);
    expect((await comment(ann, other.id, 'Hi', a)).status).toBe(404);
  });

  it('lets only the author edit within the window ("edited") and delete ("[deleted]")', async () => {
    const { ann, bob } = await world();
    const p = await posted(ann);
    const c = await commented(bob, p.id, 'Typo hre');
    expect((await t.call('PATCH', `/api/forum/posts/${p.id}`, { token: bob.token, json: { body: 'Mine now' } })).status).toBe(403);
    expect((await t.call('PATCH', `/api/forum/comments/${c}`, { token: ann.token, json: { body: 'Mine now' } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/forum/posts/${p.id}`, { token: bob.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/forum/comments/${c}`, { token: ann.token })).status).toBe(403);
    const edited = await t.call('PATCH', `/api/forum/comments/${c}`, { token: bob.token, json: { body: 'Typo here' } });
    expect(edited.status).toBe(200);
    expect(edited.data.comment).toMatchObject({ body: 'Typo here' });
    expect(edited.data.comment.editedAt).not.toBeNull();
    t.clock.advance(EDIT_WINDOW_MS + 1);
    expect((await t.call('PATCH', `/api/forum/posts/${p.id}`, { token: ann.token, json: { body: 'Late' } })).status).toBe(409);
    const deleted = await t.call('DELETE', `/api/forum/comments/${c}`, { token: bob.token });
    expect(deleted.data.comment).toMatchObject({ deleted: true, body: '', author: null });
    expect((await comment(ann, p.id, 'Reply', c)).status).toBe(409);
    const gone = await t.call('DELETE', `/api/forum/posts/${p.id}`, { token: ann.token });
    expect(gone.data.post).toMatchObject({ deleted: true, title: '[deleted]', author: null });
    expect((await list()).posts).toEqual([]);
    expect((await comment(bob, p.id, 'Hello?')).status).toBe(409);
  });
});

describe('indexes', () => {
  it('reads a thread and the Hot, New and Top lists from indexes, without sorting rows', async () => {
    const plan = async (query: string) => (await t.client.execute(`EXPLAIN QUERY PLAN ${query}`)).rows.map((row) => String(row.detail)).join('\n');
    const thread = await plan('SELECT * FROM forum_comments WHERE post_id = 1 ORDER BY path');
    expect(thread).toContain('forum_comments_post_path_idx');
    expect(thread).not.toContain('TEMP B-TREE');
    const subThread = await plan("SELECT * FROM forum_comments WHERE post_id = 1 AND path >= '000000000001' AND path <= '000000000001/~' ORDER BY path");
    expect(subThread).toMatch(/forum_comments_post_path_idx \(post_id=\? AND path>\? AND path<\?\)/);
    for (const [query, index] of [
      ['SELECT id FROM forum_posts WHERE deleted_at IS NULL AND removed_at IS NULL ORDER BY hot DESC, id DESC LIMIT 21', 'forum_posts_hot_idx'],
      ["SELECT id FROM forum_posts WHERE topic = 'gifts' AND deleted_at IS NULL ORDER BY hot DESC, id DESC LIMIT 21", 'forum_posts_topic_hot_idx'],
      ["SELECT id FROM forum_posts WHERE topic = 'gifts' ORDER BY id DESC LIMIT 21", 'forum_posts_topic_id_idx'],
      ['SELECT id FROM forum_posts WHERE created_at >= 0 ORDER BY score DESC, id DESC LIMIT 21', 'forum_posts_score_idx'],
    ] as const) {
      const found = await plan(query);
      expect(found, query).toContain(index);
      expect(found, query).not.toContain('TEMP B-TREE');
    }
  });
});

describe('account deletion', () => {
  it('leaves the member’s posts and comments as "[deleted]" and keeps the others’ replies in place', async () => {
    const { ann, bob } = await world();
    const p = await posted(ann);
    const bobs = await commented(bob, p.id, 'Bob’s answer');
    const anns = await commented(ann, p.id, 'Ann’s reply', bobs);
    await commented(bob, p.id, 'Bob again', anns);
    expect((await t.call('DELETE', '/api/user', { token: ann.token, json: { password: 'violet-otter-42', confirm: 'DELETE' } })).status).toBe(200);
    const thread = (await t.call('GET', `/api/forum/posts/${p.id}`, { token: bob.token })).data;
    expect(thread.post).toMatchObject({ title: '[deleted]', deleted: true, author: null, body: '' });
    const top = thread.comments[0];
    expect(top.comment).toMatchObject({ body: 'Bob’s answer', author: { name: 'Bob' } });
    expect(top.replies[0].comment).toMatchObject({ deleted: true, author: null, body: '' });
    expect(top.replies[0].replies[0].comment).toMatchObject({ body: 'Bob again' });
    const stored = await t.client.execute({ sql: 'SELECT count(*) AS n FROM forum_comments WHERE body LIKE ?', args: ['Ann%'] });
    expect(stored.rows[0]!.n).toBe(0);
  });
});

describe('moderation', () => {
  it('takes a report to the moderators, who remove with a reason; the log is public', async () => {
    const { ann, bob, mia } = await world();
    const p = await posted(ann);
    const rude = await commented(bob, p.id, 'Something rude');
    expect((await t.call('POST', `/api/forum/comments/${rude}/report`, { token: ann.token, json: { reason: 'Rude' } })).status).toBe(201);
    expect((await t.call('POST', `/api/forum/comments/${rude}/report`, { token: ann.token, json: { reason: 'Rude' } })).status).toBe(200);
    expect((await t.call('POST', `/api/forum/comments/${rude}/report`, { token: bob.token, json: { reason: 'Me' } })).status).toBe(400);
    expect((await t.call('POST', `/api/forum/comments/${rude}/report`, { token: ann.token, json: { reason: '' } })).status).toBe(400);
    expect((await t.call('GET', '/api/forum/mod/queue', { token: ann.token })).status).toBe(403);
    const queue = await t.call('GET', '/api/forum/mod/queue', { token: mia.token });
    expect(queue.data.reports).toMatchObject([{ targetType: 'comment', targetId: rude, reason: 'Rude', snapshot: 'Something rude', author: { name: 'Bob' } }]);
    expect((await t.call('POST', `/api/forum/mod/comments/${rude}/remove`, { token: ann.token, json: { reason: 'x' } })).status).toBe(403);
    const removed = await t.call('POST', `/api/forum/mod/comments/${rude}/remove`, { token: mia.token, json: { reason: 'Be kind' } });
    expect(removed.data.comment).toMatchObject({ removed: { reason: 'Be kind' }, body: '' });
    expect((await t.call('GET', '/api/forum/mod/queue', { token: mia.token })).data.reports).toEqual([]);
    expect((await comment(ann, p.id, 'Reply', rude)).status).toBe(409);
    const log = await t.call('GET', '/api/forum/mod-log');
    expect(log.status).toBe(200);
    expect(log.data.entries[0]).toMatchObject({ action: 'remove_comment', moderator: 'Mia', member: 'Bob', reason: 'Be kind', subject: 'Something rude' });
  });

  it('locks and pins threads, bans for a time or for good, and appoints moderators', async () => {
    const { ann, bob, mia, neo } = await world();
    const p = await posted(ann);
    expect((await t.call('POST', `/api/forum/mod/posts/${p.id}/lock`, { token: bob.token, json: { locked: true } })).status).toBe(403);
    expect((await t.call('POST', '/api/forum/moderators', { token: bob.token, json: { email: 'bob@example.com' } })).status).toBe(403);
    expect((await t.call('POST', '/api/forum/moderators', { token: mia.token, json: { email: 'bob@example.com' } })).status).toBe(201);
    // Bob moderates now, but only an admin appoints.
    expect((await t.call('POST', '/api/forum/moderators', { token: bob.token, json: { email: 'neo@example.com' } })).status).toBe(403);
    expect((await t.call('POST', `/api/forum/mod/posts/${p.id}/lock`, { token: bob.token, json: { locked: true } })).data.post.locked).toBe(true);
    expect((await comment(neo, p.id, 'Too late?')).status).toBe(409);
    expect((await t.call('POST', `/api/forum/mod/posts/${p.id}/pin`, { token: bob.token, json: { pinned: true } })).data.post.pinned).toBe(true);
    expect((await list()).pinned.map((x: ForumPostView) => x.id)).toEqual([p.id]);

    expect((await t.call('POST', '/api/forum/mod/bans', { token: ann.token, json: { userId: neo.id, days: 1, reason: 'Spam' } })).status).toBe(403);
    expect((await t.call('POST', '/api/forum/mod/bans', { token: bob.token, json: { userId: mia.id, days: 1, reason: 'No' } })).status).toBe(403);
    expect((await t.call('POST', '/api/forum/mod/bans', { token: bob.token, json: { userId: neo.id, days: 1, reason: 'Spam' } })).status).toBe(201);
    const refused = await post(neo);
    expect(refused.status).toBe(403);
    expect(refused.data.error).toMatch(/banned.*Spam/);
    expect((await votePost(neo, p.id, 1)).status).toBe(403);
    expect((await t.call('POST', `/api/forum/posts/${(await posted(ann)).id}/comments`, { token: neo.token, json: { body: 'Hi' } })).status).toBe(403);
    expect((await t.call('POST', `/api/forum/posts/${p.id}/report`, { token: neo.token, json: { reason: 'x' } })).status).toBe(403);
    expect((await t.call('GET', '/api/forum/me', { token: neo.token })).data.viewer.ban).toMatchObject({ reason: 'Spam' });
    t.clock.advance(DAY + 1);
    expect((await post(neo)).status).toBe(201);
    expect((await t.call('POST', '/api/forum/mod/bans', { token: mia.token, json: { userId: neo.id, days: null, reason: 'Again' } })).status).toBe(201);
    t.clock.advance(20 * DAY);
    expect((await post(neo)).status).toBe(403);
    expect((await t.call('GET', '/api/forum/mod/bans', { token: mia.token })).data.bans).toMatchObject([{ member: { id: neo.id }, until: null }]);
    expect((await t.call('DELETE', `/api/forum/mod/bans/${neo.id}`, { token: ann.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/forum/mod/bans/${neo.id}`, { token: mia.token })).status).toBe(200);
    expect((await post(neo)).status).toBe(201);
    expect((await t.call('DELETE', `/api/forum/moderators/${bob.id}`, { token: mia.token })).status).toBe(200);
    expect((await t.call('POST', `/api/forum/mod/posts/${p.id}/lock`, { token: bob.token, json: { locked: false } })).status).toBe(403);
    const actions = (await t.call('GET', '/api/forum/mod-log')).data.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['remove_moderator', 'unban', 'ban_permanent', 'ban_1d', 'pin', 'lock', 'appoint_moderator']);
  });

  it('removes a post to a tombstone, out of the lists', async () => {
    const { ann, mia } = await world();
    const p = await posted(ann);
    const removed = await t.call('POST', `/api/forum/mod/posts/${p.id}/remove`, { token: mia.token, json: { reason: 'Off topic' } });
    expect(removed.data.post).toMatchObject({ title: '[removed]', body: '', removed: { reason: 'Off topic' } });
    expect((await list()).posts).toEqual([]);
    expect((await t.call('GET', `/api/forum/posts/${p.id}`)).data.post.removed).toEqual({ reason: 'Off topic' });
    expect((await votePost(mia, p.id, 1)).status).toBe(409);
  });
});

describe('limits', () => {
  it('holds new accounts to 3 posts and no links in their first day', async () => {
    const { neo } = await world();
    const link = await post(neo, { linkUrl: 'https://example.com' });
    expect(link.status).toBe(403);
    expect((await post(neo, { body: 'see www.example.com' })).status).toBe(403);
    expect((await comment(neo, (await posted(neo)).id, 'go to https://spam.example')).status).toBe(403);
    await posted(neo);
    await posted(neo);
    const fourth = await post(neo);
    expect(fourth.status).toBe(429);
    expect(fourth.data.error).toMatch(/New accounts can write 3 posts/);
    t.clock.advance(DAY);
    expect((await post(neo, { linkUrl: 'https://example.com' })).status).toBe(201);
  });

  it('holds 10 comments a first day under parallel requests', async () => {
    const { ann, neo } = await world();
    const p = await posted(ann);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, index) => comment(neo, p.id, `Comment ${index}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('rate-limits everyone per hour with a 429 and a message', async () => {
    const { ann } = await world();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => post(ann, { title: `Post ${index}` })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    expect(answers.find((answer) => answer.status === 429)?.data.error).toMatch(/wait \d+ minutes?/);
  });
});

describe('permissions on every route', () => {
  it('needs a session to write, a moderator to moderate, and an admin to appoint', async () => {
    const { ann, bob } = await world();
    const p = await posted(ann);
    const c = await commented(ann, p.id, 'Hello');
    const writes: [string, string, unknown][] = [
      ['POST', '/api/forum/posts', { topic: 'help', title: 'Hi' }],
      ['PATCH', `/api/forum/posts/${p.id}`, { body: 'x' }],
      ['DELETE', `/api/forum/posts/${p.id}`, undefined],
      ['PUT', `/api/forum/posts/${p.id}/vote`, { value: 1 }],
      ['POST', `/api/forum/posts/${p.id}/comments`, { body: 'x' }],
      ['POST', `/api/forum/posts/${p.id}/report`, { reason: 'x' }],
      ['PATCH', `/api/forum/comments/${c}`, { body: 'x' }],
      ['DELETE', `/api/forum/comments/${c}`, undefined],
      ['PUT', `/api/forum/comments/${c}/vote`, { value: 1 }],
      ['POST', `/api/forum/comments/${c}/report`, { reason: 'x' }],
    ];
    const moderation: [string, string, unknown][] = [
      ['GET', '/api/forum/mod/queue', undefined],
      ['POST', '/api/forum/mod/reports/nope/dismiss', undefined],
      ['POST', `/api/forum/mod/posts/${p.id}/remove`, { reason: 'x' }],
      ['POST', `/api/forum/mod/comments/${c}/remove`, { reason: 'x' }],
      ['POST', `/api/forum/mod/posts/${p.id}/lock`, { locked: true }],
      ['POST', `/api/forum/mod/posts/${p.id}/pin`, { pinned: true }],
      ['GET', '/api/forum/mod/bans', undefined],
      ['POST', '/api/forum/mod/bans', { userId: ann.id, days: 1, reason: 'x' }],
      ['DELETE', `/api/forum/mod/bans/${ann.id}`, undefined],
      ['GET', '/api/forum/moderators', undefined],
    ];
    const admin: [string, string, unknown][] = [
      ['POST', '/api/forum/moderators', { email: 'bob@example.com' }],
      ['DELETE', `/api/forum/moderators/${bob.id}`, undefined],
    ];
    for (const [method, path, json] of [...writes, ...moderation, ...admin]) {
      expect((await t.call(method, path, json === undefined ? {} : { json })).status, `${method} ${path} anonymous`).toBe(401);
    }
    for (const [method, path, json] of [...moderation, ...admin]) {
      expect((await t.call(method, path, { token: bob.token, ...(json === undefined ? {} : { json }) })).status, `${method} ${path} member`).toBe(403);
    }
    // Reading is public.
    for (const path of ['/api/forum/posts', `/api/forum/posts/${p.id}`, '/api/forum/mod-log', '/api/forum/me']) expect((await t.call('GET', path)).status).toBe(200);
    // Nothing changed.
    const thread = (await t.call('GET', `/api/forum/posts/${p.id}`)).data;
    expect(thread.post).toMatchObject({ body: 'My son turns **6**.', score: 0, locked: false, pinned: false, removed: null, editedAt: null });
    expect(thread.comments[0].comment).toMatchObject({ body: 'Hello', score: 0, removed: null, editedAt: null });
  });
});
