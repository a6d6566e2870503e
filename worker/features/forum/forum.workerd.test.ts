/**
 * The forum's main flow inside workerd, through the real Workers entry against sqld: a post, a
 * comment and a reply (the materialized path written by SQLite in one batch), votes (the counts
 * and the hot rank), the thread read in one query, an edit and a delete.
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

async function member(name: string) {
  const registered = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name, email: uniqueEmail(name.toLowerCase()), password: 'violet-otter-42' } });
  expect(registered.status).toBe(201);
  return registered.data.token as string;
}

describe('forum on Workers', () => {
  it('posts, threads, votes, edits and deletes', { timeout: 120_000 }, async () => {
    const ann = await member('Ann');
    const bob = await member('Bob');
    const created = await call('POST', '/api/forum/posts', { token: ann, json: { topic: 'gifts', title: `Gift ideas ${crypto.randomUUID()}`, body: 'A **kite**? <script>x</script>' } });
    expect(created.status, created.text).toBe(201);
    const post = created.data.post as { id: number; title: string; bodyHtml: string };
    expect(post.bodyHtml).toContain('<strong>kite</strong>');
    expect(post.bodyHtml).not.toContain('<script');

    const first = await call('POST', `/api/forum/posts/${post.id}/comments`, { token: bob, json: { body: 'A kite is great' } });
    expect(first.status, first.text).toBe(201);
    const reply = await call('POST', `/api/forum/posts/${post.id}/comments`, { token: ann, json: { body: 'Thanks!', parentId: first.data.comment.id } });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.data.comment).toMatchObject({ depth: 1, parentId: first.data.comment.id });

    expect((await call('PUT', `/api/forum/posts/${post.id}/vote`, { token: bob, json: { value: 1 } })).data.post).toMatchObject({ score: 1, myVote: 1 });
    expect((await call('PUT', `/api/forum/posts/${post.id}/vote`, { token: bob, json: { value: 1 } })).data.post).toMatchObject({ score: 1 });
    expect((await call('PUT', `/api/forum/comments/${first.data.comment.id}/vote`, { token: ann, json: { value: 1 } })).data.comment).toMatchObject({ score: 1 });

    const thread = await call('GET', `/api/forum/posts/${post.id}`, { token: ann });
    expect(thread.status, thread.text).toBe(200);
    expect(thread.data.post).toMatchObject({ commentCount: 2, score: 1 });
    expect(thread.data.comments[0].comment.body).toBe('A kite is great');
    expect(thread.data.comments[0].replies[0].comment.body).toBe('Thanks!');

    const found = await call('GET', `/api/forum/posts?sort=new&topic=gifts&q=${encodeURIComponent(post.title)}`);
    expect(found.data.posts.map((item: { id: number }) => item.id)).toEqual([post.id]);
    const hot = await call('GET', '/api/forum/posts?sort=hot');
    expect(hot.status).toBe(200);

    expect((await call('PATCH', `/api/forum/posts/${post.id}`, { token: bob, json: { body: 'Mine' } })).status).toBe(403);
    const edited = await call('PATCH', `/api/forum/comments/${first.data.comment.id}`, { token: bob, json: { body: 'A kite is really great' } });
    expect(edited.data.comment.editedAt).not.toBeNull();
    const deleted = await call('DELETE', `/api/forum/comments/${reply.data.comment.id}`, { token: ann });
    expect(deleted.data.comment).toMatchObject({ deleted: true, body: '' });
    expect((await call('GET', '/api/forum/mod/queue', { token: ann })).status).toBe(403);
  });
});
