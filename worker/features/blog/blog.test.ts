import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_BODY_MAX } from '#core/domain/blog/blog.rules.ts';
import { runScheduledWork } from '../../scheduler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { countPosts, registerAdmin, registerMember, uploadCover } from './blog-testing.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const body = '## Why\n\nParties are **better** with a plan. See [the venues](/venues) and [a guide](https://example.com/guide).\n\n- one\n- two\n';

async function create(token: string, fields: Record<string, unknown> = {}) {
  return t.call('POST', '/api/admin/blog/posts', { token, json: { title: 'Party games that work', body, status: 'draft', ...fields } });
}

describe('writing and reading the blog', () => {
  it('a draft stays out of every public place until it is published; then the list, the post and the card show it', async () => {
    const admin = await registerAdmin(t);
    const created = await create(admin, { tags: ['Games', 'kids', 'games'], summary: '' });
    expect(created.status).toBe(201);
    const draft = created.data.post;
    expect(draft).toMatchObject({ slug: 'party-games-that-work', status: 'draft', slugLocked: false, tags: ['games', 'kids'], summary: null, publishedAt: null, authorName: 'Ada Admin' });
    expect(draft.excerpt).toBe('Why Parties are better with a plan. See the venues and a guide. one two');

    expect((await t.call('GET', '/api/blog/posts')).data.posts).toEqual([]);
    expect((await t.call('GET', `/api/blog/posts/${draft.slug}`)).status).toBe(404);
    expect((await t.call('GET', `/api/blog/posts/${draft.slug}`, { token: admin })).status).toBe(404);
    expect((await t.call('GET', `/api/admin/blog/posts/${draft.id}`, { token: admin })).data.post.body).toBe(body);

    const published = await t.call('PATCH', `/api/admin/blog/posts/${draft.id}`, { token: admin, json: { status: 'published' } });
    expect(published.status).toBe(200);
    expect(published.data.post).toMatchObject({ status: 'published', slugLocked: true, publishedAt: new Date(t.clock.now()).toISOString() });

    const list = await t.call('GET', '/api/blog/posts');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('public, no-cache');
    expect(list.data).toMatchObject({
      page: 1,
      pageCount: 1,
      total: 1,
      tag: null,
      tags: [
        { tag: 'games', count: 1 },
        { tag: 'kids', count: 1 },
      ],
    });
    expect(list.data.posts[0]).toEqual({
      slug: 'party-games-that-work',
      title: 'Party games that work',
      excerpt: draft.excerpt,
      readingMinutes: 1,
      tags: ['games', 'kids'],
      coverImageUrl: null,
      coverAlt: null,
      publishedAt: new Date(t.clock.now()).toISOString(),
      authorName: 'Ada Admin',
    });
    const post = await t.call('GET', '/api/blog/posts/party-games-that-work');
    expect(post.data.post.html).toContain('<h4>Why</h4>');
    expect(post.data.post.html).toContain('<a href="/venues" rel="nofollow ugc noopener">the venues</a>');
    const again = await t.call('GET', '/api/blog/posts/party-games-that-work', { headers: { 'if-none-match': post.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('lists newest first, nine to a page, and filters by tag', async () => {
    const admin = await registerAdmin(t);
    for (let index = 1; index <= 11; index++) {
      expect((await create(admin, { title: `Guide ${index}`, status: 'published', tags: index % 2 ? ['odd'] : ['even'] })).status).toBe(201);
      t.clock.advance(60_000);
    }
    const first = await t.call('GET', '/api/blog/posts');
    expect(first.data).toMatchObject({ page: 1, pageCount: 2, total: 11 });
    expect(first.data.posts.map((post: { title: string }) => post.title)).toEqual(['Guide 11', 'Guide 10', 'Guide 9', 'Guide 8', 'Guide 7', 'Guide 6', 'Guide 5', 'Guide 4', 'Guide 3']);
    const second = await t.call('GET', '/api/blog/posts?page=2');
    expect(second.data.posts.map((post: { title: string }) => post.title)).toEqual(['Guide 2', 'Guide 1']);
    expect((await t.call('GET', '/api/blog/posts?page=nonsense')).data.page).toBe(1);
    const odd = await t.call('GET', '/api/blog/posts?tag=Odd');
    expect(odd.data).toMatchObject({ tag: 'odd', total: 6 });
    expect((await t.call('GET', '/api/blog/posts?tag=nothing-here')).data).toMatchObject({ total: 0, posts: [] });
  });

  it('makes the slug from the title, unique, following the title until the post is published and never after', async () => {
    const admin = await registerAdmin(t);
    const first = (await create(admin, { title: 'Crème Brûlée Cake: a Recipe!' })).data.post;
    expect(first.slug).toBe('creme-brulee-cake-a-recipe');
    const second = (await create(admin, { title: 'Crème brûlée cake — a recipe' })).data.post;
    expect(second.slug).toBe('creme-brulee-cake-a-recipe-2');

    const renamed = await t.call('PATCH', `/api/admin/blog/posts/${second.id}`, { token: admin, json: { title: 'Lemon cake' } });
    expect(renamed.data.post.slug).toBe('lemon-cake');
    const own = await t.call('PATCH', `/api/admin/blog/posts/${second.id}`, { token: admin, json: { slug: 'my-lemon-cake' } });
    expect(own.data.post.slug).toBe('my-lemon-cake');
    // A slug the admin chose stays when the title changes.
    expect((await t.call('PATCH', `/api/admin/blog/posts/${second.id}`, { token: admin, json: { title: 'Orange cake' } })).data.post.slug).toBe('my-lemon-cake');
    const taken = await t.call('PATCH', `/api/admin/blog/posts/${second.id}`, { token: admin, json: { slug: first.slug } });
    expect(taken.status).toBe(409);
    expect(taken.data.fields.slug).toMatch(/already has this address/);

    await t.call('PATCH', `/api/admin/blog/posts/${first.id}`, { token: admin, json: { status: 'published' } });
    const retitled = await t.call('PATCH', `/api/admin/blog/posts/${first.id}`, { token: admin, json: { title: 'A new title' } });
    expect(retitled.data.post).toMatchObject({ slug: 'creme-brulee-cake-a-recipe', title: 'A new title' });
    const moved = await t.call('PATCH', `/api/admin/blog/posts/${first.id}`, { token: admin, json: { slug: 'elsewhere' } });
    expect(moved.status).toBe(409);
    // Taken back to a draft, the address still stays (it has been live).
    await t.call('PATCH', `/api/admin/blog/posts/${first.id}`, { token: admin, json: { status: 'draft' } });
    expect((await t.call('PATCH', `/api/admin/blog/posts/${first.id}`, { token: admin, json: { slug: 'elsewhere' } })).status).toBe(409);
  });

  it('a scheduled post goes live from the scheduler at its time, dated then, and not before', async () => {
    const admin = await registerAdmin(t);
    const at = new Date(t.clock.now() + HOUR).toISOString();
    const created = await create(admin, { status: 'scheduled', publishAt: at });
    expect(created.data.post).toMatchObject({ status: 'scheduled', publishAt: at, publishedAt: null });

    t.clock.advance(HOUR - 1000);
    expect((await runScheduledWork(t.deps)).blog).toEqual({ published: 0 });
    expect((await t.call('GET', '/api/blog/posts')).data.total).toBe(0);

    t.clock.advance(61_000);
    const report = await runScheduledWork(t.deps);
    expect(report.blog).toEqual({ published: 1 });
    expect(report.failedJobs).toEqual([]);
    const list = await t.call('GET', '/api/blog/posts');
    expect(list.data.posts[0]).toMatchObject({ slug: 'party-games-that-work', publishedAt: at });
    expect((await runScheduledWork(t.deps)).blog).toEqual({ published: 0 });

    const rescheduled = await t.call('PATCH', `/api/admin/blog/posts/${created.data.post.id}`, {
      token: admin,
      json: { status: 'scheduled', publishAt: new Date(t.clock.now() + HOUR).toISOString() },
    });
    expect(rescheduled.status).toBe(409);
  });

  it('a cover is the admin’s own upload, with alt text required, stored as its 1200 px /media/ URL', async () => {
    const admin = await registerAdmin(t);
    const uploadId = await uploadCover(t, admin);
    const missingAlt = await create(admin, { coverImageUploadId: uploadId });
    expect(missingAlt.status).toBe(400);
    expect(missingAlt.data.fields.coverAlt).toMatch(/describe the cover/);
    const blankAlt = await create(admin, { coverImageUploadId: uploadId, coverAlt: '   ' });
    expect(blankAlt.status).toBe(400);
    expect(await countPosts(t)).toBe(0);

    const created = await create(admin, { coverImageUploadId: uploadId, coverAlt: 'Balloons over a garden table' });
    expect(created.status).toBe(201);
    expect(created.data.post.coverImageUrl).toMatch(/^\/media\/images\/[0-9a-f]{32}\/(medium|small)\.webp$/);
    const id = created.data.post.id;
    // Removing the alt text while the cover stays is refused; removing the cover clears both.
    expect((await t.call('PATCH', `/api/admin/blog/posts/${id}`, { token: admin, json: { coverAlt: '' } })).status).toBe(400);
    const removed = await t.call('PATCH', `/api/admin/blog/posts/${id}`, { token: admin, json: { coverImageUploadId: null } });
    expect(removed.data.post).toMatchObject({ coverImageUrl: null, coverAlt: null });

    const otherAdmin = await registerAdmin(t, 'Otto Admin');
    const notYours = await t.call('PATCH', `/api/admin/blog/posts/${id}`, { token: otherAdmin, json: { coverImageUploadId: uploadId, coverAlt: 'Mine now' } });
    expect(notYours.status).toBe(400);
    expect(notYours.data.fields.coverImageUploadId).toMatch(/not found among your uploads/);
  });
});

describe('only admins write the blog', () => {
  it('every admin route answers 401 to a visitor and 403 to a member, reads nothing out and changes nothing', async () => {
    const admin = await registerAdmin(t);
    const member = await registerMember(t);
    const post = (await create(admin, { status: 'published' })).data.post;
    const draft = (await create(admin, { title: 'Secret draft' })).data.post;
    const routes: { method: string; path: string; json?: unknown }[] = [
      { method: 'GET', path: '/api/admin/blog/posts' },
      { method: 'POST', path: '/api/admin/blog/posts', json: { title: 'Mine', body: 'Text', status: 'published' } },
      { method: 'GET', path: `/api/admin/blog/posts/${draft.id}` },
      { method: 'PATCH', path: `/api/admin/blog/posts/${post.id}`, json: { title: 'Taken over' } },
      { method: 'PATCH', path: `/api/admin/blog/posts/${post.id}`, json: { title: '' } },
      { method: 'DELETE', path: `/api/admin/blog/posts/${post.id}` },
      { method: 'DELETE', path: '/api/admin/blog/posts/no-such-post' },
    ];
    for (const route of routes) {
      const anonymous = await t.call(route.method, route.path, route.json === undefined ? {} : { json: route.json });
      expect(anonymous.status, `${route.method} ${route.path} anonymous`).toBe(401);
      const asMember = await t.call(route.method, route.path, { token: member, ...(route.json === undefined ? {} : { json: route.json }) });
      expect(asMember.status, `${route.method} ${route.path} member`).toBe(403);
      expect(JSON.stringify(asMember.data)).not.toContain('Secret draft');
    }
    expect(await countPosts(t)).toBe(2);
    const still = await t.call('GET', `/api/admin/blog/posts/${post.id}`, { token: admin });
    expect(still.data.post).toMatchObject({ title: 'Party games that work', status: 'published' });

    // The public reads need no account at all.
    expect((await t.call('GET', '/api/blog/posts')).status).toBe(200);
    expect((await t.call('GET', `/api/blog/posts/${post.slug}`)).status).toBe(200);
    // An admin deletes.
    expect((await t.call('DELETE', `/api/admin/blog/posts/${post.id}`, { token: admin })).status).toBe(204);
    expect((await t.call('GET', `/api/blog/posts/${post.slug}`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/admin/blog/posts/${post.id}`, { token: admin })).status).toBe(404);
  });
});

describe('bad input is a clear 4xx or harmless, and changes nothing', () => {
  it('refuses an empty title, an over-long text, a bad slug, a past schedule, and bad types with the field named', async () => {
    const admin = await registerAdmin(t);
    const post = (await create(admin)).data.post;
    const before = (await t.call('GET', `/api/admin/blog/posts/${post.id}`, { token: admin })).data.post;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ title: '   ' }, 'title', /give the post a title/],
      [{ title: 'x'.repeat(121) }, 'title', /at most 120/],
      [{ body: '  \n ' }, 'body', /write the post/],
      [{ body: 'x'.repeat(BLOG_BODY_MAX + 1) }, 'body', /at most 40,000/],
      [{ summary: 's'.repeat(301) }, 'summary', /at most 300/],
      [{ slug: 'Not A Slug' }, 'slug', /lowercase letters/],
      [{ slug: '../../etc' }, 'slug', /lowercase letters/],
      [{ slug: 'x'.repeat(81) }, 'slug', /at most 80/],
      [{ status: 'scheduled', publishAt: new Date(t.clock.now() - 60_000).toISOString() }, 'publishAt', /already passed/],
      [{ status: 'scheduled' }, 'publishAt', /choose when/],
      [{ status: 'scheduled', publishAt: 'tomorrow' }, 'publishAt', /date and time/],
      [{ status: 'live' }, 'status', /draft/],
      [{ tags: ['ok', '!!!'] }, 'tags.1', /letter or digit/],
      [{ tags: Array.from({ length: 9 }, (_, index) => `tag-${index}`) }, 'tags', /at most 8/],
      [{ coverImageUploadId: 'f'.repeat(32), coverAlt: 'A cake' }, 'coverImageUploadId', /not found among your uploads/],
      [{ authorId: 'someone' }, '_', /./],
    ];
    for (const [json, field, message] of cases) {
      const response = await t.call('PATCH', `/api/admin/blog/posts/${post.id}`, { token: admin, json });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.data.error).toBeTruthy();
      if (field !== '_') expect(response.data.fields?.[field], `${field}: ${JSON.stringify(response.data)}`).toMatch(message);
    }
    const after = (await t.call('GET', `/api/admin/blog/posts/${post.id}`, { token: admin })).data.post;
    expect(after).toEqual(before);
    expect((await create(admin, { title: '' })).status).toBe(400);
    expect((await t.call('POST', '/api/admin/blog/posts', { token: admin, json: { title: 'No body', status: 'draft' } })).status).toBe(400);
    expect(await countPosts(t)).toBe(1);
  });

  it('raw <script> in the Markdown is printed as text and a javascript: link is no link, in the page, the API and the feed', async () => {
    const admin = await registerAdmin(t);
    const hostile = '<script>alert(1)</script>\n\n[click me](javascript:alert(1)) <img src=x onerror=alert(1)> ![pic](https://evil.example/x.png)';
    const post = (await create(admin, { title: 'Hostile <b>title</b> & "quotes"', body: hostile, status: 'published' })).data.post;
    const view = (await t.call('GET', `/api/blog/posts/${post.slug}`)).data.post;
    expect(view.html).not.toMatch(/<script|<img/);
    // Pictures from other addresses are off in the shared renderer: at most a plain, nofollow link remains.
    expect(view.html).not.toContain('<a href="javascript:');
    expect(view.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(view.html).not.toContain('href="javascript:');
    expect(view.title).toBe('Hostile <b>title</b> & "quotes"');
    const feed = await t.app.request('http://127.0.0.1/blog/feed.xml');
    const text = await feed.text();
    expect(text).not.toContain('<script');
    expect(text).toContain('Hostile &lt;b&gt;title&lt;/b&gt; &amp; &quot;quotes&quot;');
  });
});
