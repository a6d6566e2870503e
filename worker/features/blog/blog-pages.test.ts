import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScheduledWork } from '../../scheduler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { parseXml, registerAdmin, uploadCover } from './blog-testing.ts';

const shell = `<!doctype html><html><head>
<title>Everything You Need for the Perfect Birthday Party | Cakeday</title>
<meta name="description" content="landing" />
<meta property="og:title" content="landing" />
<meta property="og:description" content="landing" />
<meta property="og:type" content="website" />
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk.js">
</head><body><div id="root"></div>
<template id="server-chrome"><header><nav aria-label="Main">Cakeday</nav></header><main id="main"><div data-server-slot=""></div></main></template>
</body></html>`;

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.example' }, appShell: async () => shell });
  admin = await registerAdmin(t);
});
afterEach(() => t.close());

async function post(fields: Record<string, unknown>) {
  const response = await t.call('POST', '/api/admin/blog/posts', { token: admin, json: { body: 'Plan **early**. Read [our venues](/venues).', status: 'published', ...fields } });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  t.clock.advance(60_000);
  return response.data.post as { id: string; slug: string; publishedAt: string | null };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(`http://127.0.0.1${path}`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('GET /blog/feed.xml', () => {
  it('is valid Atom with absolute URLs from APP_URL, escaped text, and only published posts, newest first', async () => {
    const older = await post({ title: 'Cakes & candles <for> "everyone"', tags: ['cakes'] });
    const newer = await post({ title: 'Games for 7-year-olds', tags: ['games', 'kids'] });
    await post({ title: 'Unfinished draft', status: 'draft' });
    await post({ title: 'Next week', status: 'scheduled', publishAt: new Date(t.clock.now() + 7 * 24 * HOUR).toISOString() });

    const response = await get('/blog/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const { feed } = parseXml(response.text);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://cakeday.example/blog');
    expect(feed.link.map((link: Record<string, string>) => [link['@rel'], link['@href']])).toEqual([
      ['self', 'https://cakeday.example/blog/feed.xml'],
      ['alternate', 'https://cakeday.example/blog'],
    ]);
    expect(feed.entry.map((entry: { title: { '#text': string } }) => entry.title['#text'])).toEqual(['Games for 7-year-olds', 'Cakes & candles <for> "everyone"']);
    expect(response.text).toContain('<title type="text">Cakes &amp; candles &lt;for&gt; &quot;everyone&quot;</title>');
    const [first, second] = feed.entry;
    expect(first.id).toBe(`https://cakeday.example/blog/${newer.slug}`);
    expect(first.link[0]['@href']).toBe(`https://cakeday.example/blog/${newer.slug}`);
    expect(first.published).toBe(newer.publishedAt);
    expect(first.category.map((category: Record<string, string>) => category['@term'])).toEqual(['games', 'kids']);
    expect(first.content['@type']).toBe('html');
    expect(first.content['@xml:base']).toBe('https://cakeday.example/');
    expect(first.content['#text']).toContain('<a href="/venues" rel="nofollow ugc noopener">our venues</a>');
    expect(second.id).toBe(`https://cakeday.example/blog/${older.slug}`);
    expect(feed.updated).toBe(new Date(Date.parse(newer.publishedAt!)).toISOString());
    expect(response.text).not.toContain('Unfinished draft');
    expect(response.text).not.toContain('Next week');

    const cached = await get('/blog/feed.xml', { 'if-none-match': response.headers.get('etag')! });
    expect(cached.status).toBe(304);
  });

  it('is valid with no posts at all, and a scheduled post joins it when the scheduler runs at its time', async () => {
    const empty = parseXml((await get('/blog/feed.xml')).text);
    expect(empty.feed.entry).toBeUndefined();
    expect(empty.feed.updated).toBe(new Date(t.clock.now()).toISOString());
    await post({ title: 'Soon', status: 'scheduled', publishAt: new Date(t.clock.now() + HOUR).toISOString() });
    t.clock.advance(HOUR);
    await runScheduledWork(t.deps);
    const { feed } = parseXml((await get('/blog/feed.xml')).text);
    expect(feed.entry).toHaveLength(1);
    expect(feed.entry[0].title['#text']).toBe('Soon');
  });

  it('is never the platform page, also without a built platform', async () => {
    const bare = await createTestApp();
    try {
      const feed = await bare.app.request('http://127.0.0.1/blog/feed.xml');
      expect(feed.headers.get('content-type')).toContain('application/atom+xml');
      const map = await bare.app.request('http://127.0.0.1/sitemap.xml');
      expect(map.headers.get('content-type')).toContain('application/xml');
      // Without a shell, /blog/:slug is left to the entries' static files (the platform's own 404 screen).
      expect((await bare.app.request('http://127.0.0.1/blog/some-post')).status).toBe(404);
    } finally {
      bare.close();
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every published post with absolute URLs, never drafts or scheduled posts', async () => {
    const live = await post({ title: 'Live post' });
    await post({ title: 'Draft post', status: 'draft' });
    await post({ title: 'Scheduled post', status: 'scheduled', publishAt: new Date(t.clock.now() + HOUR).toISOString() });
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const { urlset } = parseXml(response.text);
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = urlset.url.map((url: { loc: string }) => url.loc);
    expect(locs).toEqual([
      'https://cakeday.example/',
      'https://cakeday.example/venues',
      'https://cakeday.example/pricing',
      'https://cakeday.example/blog',
      `https://cakeday.example/blog/${live.slug}`,
    ]);
    expect(urlset.url.at(-1).lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.text).not.toMatch(/draft-post|scheduled-post/);
  });
});

describe('GET /blog/:slug', () => {
  it('puts the post’s share preview into the page head and the post into the first paint, escaped', async () => {
    const coverId = await uploadCover(t, admin);
    const created = await post({ title: 'Cake "$&" <tips>', summary: 'Short & sweet: how to pick a cake.', coverImageUploadId: coverId, coverAlt: 'A "tall" cake', tags: ['cakes'] });
    const response = await get(`/blog/${created.slug}`);
    expect(response.status).toBe(200);
    const head = response.text.slice(0, response.text.indexOf('</head>'));
    expect(head).toContain('<title>Cake &quot;$&amp;&quot; &lt;tips&gt; | Cakeday</title>');
    expect(head).toContain('<meta property="og:title" content="Cake &quot;$&amp;&quot; &lt;tips&gt; | Cakeday" />');
    expect(head).toContain('<meta property="og:description" content="Short &amp; sweet: how to pick a cake." />');
    expect(head).toContain('<meta name="description" content="Short &amp; sweet: how to pick a cake." />');
    expect(head).toMatch(/<meta property="og:image" content="https:\/\/cakeday\.example\/media\/images\/[0-9a-f]{32}\/\w+\.webp" \/>/);
    expect(head).toContain('<meta property="og:image:alt" content="A &quot;tall&quot; cake" />');
    expect(head).toContain(`<meta property="article:published_time" content="${created.publishedAt}" />`);
    expect(head).toContain(`<link rel="canonical" href="https://cakeday.example/blog/${created.slug}" />`);
    expect(head).toContain('<meta property="og:type" content="article" />');
    // The landing page's own tags are gone: one of each.
    expect(head.match(/og:title/g)).toHaveLength(1);
    expect(head.match(/og:type/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).not.toContain('modulepreload');

    const root = response.text.slice(response.text.indexOf('<div id="root">'));
    expect(root).toContain('<div data-server-card="">');
    expect(root).toContain('<h1 class="text-3xl font-extrabold break-words sm:text-4xl">Cake &quot;$&amp;&quot; &lt;tips&gt;</h1>');
    expect(root).toContain('<strong>early</strong>');
    expect(root).toContain('alt="A &quot;tall&quot; cake"');
  });

  it('unknown, draft, scheduled and malformed slugs get the platform page with a 404 and no post in it', async () => {
    const draft = await post({ title: 'Hidden draft', status: 'draft' });
    const scheduled = await post({ title: 'Hidden soon', status: 'scheduled', publishAt: new Date(t.clock.now() + HOUR).toISOString() });
    for (const slug of ['no-such-post', draft.slug, scheduled.slug, 'UPPER', '%00', 'x'.repeat(300)]) {
      const response = await get(`/blog/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.text, slug).toBe(shell);
    }
  });
});

describe('GET /robots.txt', () => {
  it('keeps the API out of crawlers and points at the sitemap with its full address', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toContain('Disallow: /api/');
    expect(response.text).toContain('Sitemap: https://cakeday.example/sitemap.xml');
  });
});
