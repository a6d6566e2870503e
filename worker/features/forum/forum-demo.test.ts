/** The demo forum, seeded after the demo accounts and read back through the app as a visitor and the demo admin would. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ForumPostView } from '#core/domain/forum/forum.schema.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../db/seed.ts';
import { hashPassword } from '../../services/password.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedDemoForum } from './forum-demo.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

it('shows a living forum: pinned welcome, ranked posts, threads with votes, one removal in the log', async () => {
  await seedDemoData(t.db, { hashPassword, guestLinkSecret: t.env.GUEST_LINK_SECRET!, now: t.clock.now() });
  await seedDemoForum(t.db, t.clock.now());
  const list = (await t.call('GET', '/api/forum/posts')).data;
  expect(list.pinned.map((post: ForumPostView) => post.title)).toEqual(['Welcome to the Cakeday community! Read this first']);
  expect(list.posts.length).toBe(6);
  expect(list.posts[0].title).toMatch(/Dinosaur party/);
  const thread = (await t.call('GET', `/api/forum/posts/${list.posts[0].id}`)).data;
  expect(thread.comments[0].comment).toMatchObject({ author: { name: 'Marcus Johnson' }, score: 4 });
  expect(thread.comments[0].replies[0].replies[0].comment.depth).toBe(2);
  expect(thread.comments.some((node: { comment: { removed: unknown } }) => node.comment.removed)).toBe(true);
  expect((await t.call('GET', '/api/forum/mod-log')).data.entries).toHaveLength(1);
  const admin = (await t.call('POST', '/api/email-auth/login', { json: { email: 'admin@demo.cakeday.test', password: DEMO_PASSWORD } })).data.token as string;
  expect((await t.call('GET', '/api/forum/me', { token: admin })).data.viewer.canModerate).toBe(true);
});
