import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markdownToPlainText } from '#core/domain/text/markdown.rules.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from '../../db/seed.ts';
import { hashPassword } from '../../services/password.ts';
import { runScheduledWork } from '../../scheduler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { demoBlogPosts } from './blog-demo-posts.ts';
import { seedDemoBlog } from './blog-demo.ts';
import { parseXml } from './blog-testing.ts';

const DAY = 24 * 60 * 60 * 1000;
const scenesDir = pathToFileURL(join(import.meta.dirname, '..', '..', '..', 'platform', 'public', 'demo', 'venues') + '/');

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the demo blog', () => {
  it('holds three to four real guides of 400–900 words, one of them scheduled in the future', () => {
    expect(demoBlogPosts.length).toBeGreaterThanOrEqual(3);
    expect(demoBlogPosts.length).toBeLessThanOrEqual(4);
    for (const post of demoBlogPosts) {
      const words = markdownToPlainText(post.body).split(' ').length;
      expect(words, post.title).toBeGreaterThanOrEqual(400);
      expect(words, post.title).toBeLessThanOrEqual(900);
    }
    expect(demoBlogPosts.filter((post) => post.daysFromStart > 0)).toHaveLength(1);
  });

  it('is seeded by the Demo Admin with covers through the photo pipeline; the scheduled guide goes live when its day comes', async () => {
    await seedDemoData(t.db, { hashPassword, guestLinkSecret: t.env.GUEST_LINK_SECRET! });
    const adminAccount = demoAccounts.find((account) => account.role === 'admin')!;
    await seedDemoBlog(t.deps, { authorId: adminAccount.id, scenesDir, now: t.clock.now() });

    const list = await t.call('GET', '/api/blog/posts');
    expect(list.data.total).toBe(3);
    for (const card of list.data.posts) {
      expect(card.authorName).toBe('Demo Admin');
      expect(card.coverImageUrl).toMatch(/^\/media\/images\/[0-9a-f]{32}\/medium\.webp$/);
      expect(card.coverAlt).toBeTruthy();
      expect((await t.app.request(`http://127.0.0.1${card.coverImageUrl}`)).status).toBe(200);
    }

    // The Demo Admin signs in and sees all four, the scheduled one among them.
    const login = await t.call('POST', '/api/email-auth/login', { json: { email: adminAccount.email, password: DEMO_PASSWORD } });
    const admin = await t.call('GET', '/api/admin/blog/posts', { token: login.data.token });
    expect(admin.data.posts.map((post: { status: string }) => post.status).sort()).toEqual(['published', 'published', 'published', 'scheduled']);

    t.clock.advance(6 * DAY);
    await runScheduledWork(t.deps);
    expect((await t.call('GET', '/api/blog/posts')).data.total).toBe(4);
    expect(parseXml(await (await t.app.request('http://127.0.0.1/blog/feed.xml')).text()).feed.entry).toHaveLength(4);
  });
});
