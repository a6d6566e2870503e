/**
 * The blog through the real Workers entry on libSQL over HTTP (sqld): an admin writes and
 * schedules, the cron trigger publishes, and the post's page, the feed and the sitemap are the
 * worker's own answers, never the assets binding's single-page fallback.
 */
import { createClient } from '@libsql/client/web';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import worker from '../../entry.workers.ts';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

function parseXml(text: string): any {
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'url'].includes(name) }).parse(text);
}

describe('the blog inside workerd', () => {
  it('an admin publishes and schedules; the cron trigger makes the scheduled post live in the list, its page, the feed and the sitemap', async () => {
    const client = createClient({ url: env.DATABASE_URL! });
    const register = async (label: string) => {
      const response = await call('POST', '/api/email-auth/register', {
        address: uniqueAddress(),
        json: { name: `Blog ${label}`, email: uniqueEmail(`blog-${label}`), password: 'lantern-harbour-violet-42' },
      });
      expect(response.status).toBe(201);
      return response.data.token as string;
    };
    const admin = await register('admin');
    const member = await register('member');
    const adminId = (await call('GET', '/api/email-auth/user', { token: admin })).data.id as string;
    await client.execute({ sql: "UPDATE users SET role = 'admin' WHERE id = ?", args: [adminId] });

    const unique = crypto.randomUUID().slice(0, 8);
    const refused = await call('POST', '/api/admin/blog/posts', { token: member, json: { title: 'Not mine', body: 'Text', status: 'published' } });
    expect(refused.status).toBe(403);

    const published = await call('POST', '/api/admin/blog/posts', {
      token: admin,
      json: { title: `Garden party ideas ${unique}`, body: '## Shade\n\nBring **umbrellas**.', status: 'published', tags: ['garden'] },
    });
    expect(published.status).toBe(201);
    const scheduled = await call('POST', '/api/admin/blog/posts', {
      token: admin,
      json: { title: `Winter party ideas ${unique}`, body: 'Hot cocoa <script>alert(1)</script>', status: 'scheduled', publishAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
    });
    expect(scheduled.status).toBe(201);
    const slug: string = scheduled.data.post.slug;
    expect((await call('GET', `/api/blog/posts/${slug}`)).status).toBe(404);
    expect((await call('GET', `/blog/${slug}`)).status).toBe(404);

    // Its time comes (moved into the past in the database), and the cron trigger runs.
    await client.execute({ sql: 'UPDATE blog_posts SET publish_at = ? WHERE slug = ?', args: [Date.now() - 1000, slug] });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);

    const list = await call('GET', '/api/blog/posts');
    expect(list.data.posts.map((post: { slug: string }) => post.slug)).toEqual(expect.arrayContaining([slug, published.data.post.slug]));
    const view = await call('GET', `/api/blog/posts/${slug}`);
    expect(view.data.post.html).toContain('&lt;script&gt;');

    const page = await call('GET', `/blog/${slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain(`<meta property="og:title" content="Winter party ideas ${unique} | Cakeday" />`);
    expect(page.text).toContain(`<link rel="canonical" href="https://cakeday.test/blog/${slug}" />`);
    expect(page.text).toContain('<meta property="article:published_time"');
    expect(page.text).toContain('data-server-card');

    const feed = await call('GET', '/blog/feed.xml');
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const entries = parseXml(feed.text).feed.entry as { id: string }[];
    expect(entries.map((entry) => entry.id)).toContain(`https://cakeday.test/blog/${slug}`);

    const map = await call('GET', '/sitemap.xml');
    expect(map.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(parseXml(map.text).urlset.url.map((url: { loc: string }) => url.loc)).toContain(`https://cakeday.test/blog/${slug}`);
    expect((await call('GET', '/robots.txt')).text).toContain('Sitemap: https://cakeday.test/sitemap.xml');
    client.close();
  });
});
