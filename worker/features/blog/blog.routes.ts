import { Hono } from 'hono';
import { blogShareMeta } from '#core/domain/blog/blog.rules.ts';
import { blogPostInputSchema, createBlogPostInputSchema } from '#core/domain/blog/blog.schema.ts';
import { renderMarkdown } from '#core/domain/text/markdown.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { appUrl } from '../../middleware/app-url.ts';
import { htmlPage } from '../../middleware/html-page.ts';
import { etagOf, matchesEtag, publicJson } from '../../cache/json-responses.ts';
import { readJson } from '../../middleware/request-body.ts';
import { atomFeed, injectBlogShareMeta, renderBlogArticle, robotsTxt, SITEMAP_PUBLIC_PAGES, sitemap } from './blog-pages.service.ts';
import { blogRepo } from './blog.repo.ts';
import { adminList, adminPost, createPost, deletePost, findPublished, publishedPage, publishedPost, requireAdmin, toView, updatePost } from './blog.service.ts';

/** A post's Markdown may be long: 40,000 characters, up to four bytes each. */
const MAX_POST_BYTES = 256 * 1024;
const TOO_LARGE = 'This post is too long to save. Please shorten it.';
/** Entries in the feed: enough for a reader that checks weekly. */
const FEED_ENTRIES = 20;

/**
 * The blog's API (docs/decisions/039-blog.md). Anyone reads published posts; only
 * admins list, read, write and delete posts of every status. Each admin route checks the role
 * before it reads the body, so a member or a visitor learns nothing from a validation message.
 * Public answers are revalidated on every read (no-cache + ETag): a scheduled post that just went
 * live must show on the next visit, and an unchanged list costs a bodyless 304.
 */
export const blogRoutes = new Hono<AppBindings>()
  .get('/blog/posts', async (c) => publicJson(c, JSON.stringify(await publishedPage(c, { page: c.req.query('page'), tag: c.req.query('tag') })), 'public, no-cache'))
  .get('/blog/posts/:slug', async (c) => publicJson(c, JSON.stringify({ post: await publishedPost(c, c.req.param('slug')) }), 'public, no-cache'))

  .get('/admin/blog/posts', async (c) => c.json({ posts: await adminList(c) }))
  .post('/admin/blog/posts', async (c) => {
    requireAdmin(c);
    const input = await readJson(c, createBlogPostInputSchema, { maxBytes: MAX_POST_BYTES, tooLargeMessage: TOO_LARGE });
    return c.json({ post: await createPost(c, input) }, 201);
  })
  .get('/admin/blog/posts/:id', async (c) => c.json({ post: await adminPost(c, c.req.param('id')) }))
  .patch('/admin/blog/posts/:id', async (c) => {
    requireAdmin(c);
    const input = await readJson(c, blogPostInputSchema, { maxBytes: MAX_POST_BYTES, tooLargeMessage: TOO_LARGE });
    return c.json({ post: await updatePost(c, c.req.param('id'), input) });
  })
  .delete('/admin/blog/posts/:id', async (c) => {
    await deletePost(c, c.req.param('id'));
    return c.body(null, 204);
  });

/** An XML answer with its ETag (a 304 when the reader has it); feeds are polled, so a few minutes of caching. */
function xml(c: Parameters<typeof publicJson>[0], body: string, contentType: string) {
  const etag = etagOf(body);
  const headers = { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=300', ETag: etag };
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
}

/** What the blog's pages need from elsewhere, injected by app.ts (features do not import each other). */
export interface BlogPagePorts {
  /** Puts server-drawn content into the shell's #root inside the app's layout (the event page's, decision 022). */
  injectServerContent: (shell: string, content: string) => string;
}

/**
 * Outside the API, before the entries' static files and the single-page fallback: the Atom feed,
 * the sitemap, robots.txt pointing at it, and /blog/:slug drawn with its share preview. Registered by path, so neither XML
 * document can ever be answered with the platform's index.html (on Node or on Workers).
 */
export const blogPageRoutes = ({ injectServerContent }: BlogPagePorts) =>
  new Hono<AppBindings>()
    .get('/blog/feed.xml', async (c) => {
      const origin = appUrl(c);
      const { posts } = await blogRepo.publishedPage(c.get('deps').db, { tag: null, offset: 0, limit: FEED_ENTRIES });
      const entries = posts.map((post) => ({
        url: `${origin}/blog/${post.slug}`,
        title: post.title,
        excerpt: post.excerpt,
        html: renderMarkdown(post.body),
        tags: post.tags,
        authorName: post.authorName,
        publishedAt: post.publishedAt ?? post.updatedAt,
        updatedAt: post.updatedAt,
      }));
      const response = xml(c, atomFeed({ origin, entries, now: c.get('deps').clock.now() }), 'application/atom+xml; charset=utf-8');
      // Web-based feed readers fetch it from their own pages.
      response.headers.set('Access-Control-Allow-Origin', '*');
      return response;
    })
    .get('/sitemap.xml', async (c) => {
      const origin = appUrl(c);
      const posts = await blogRepo.publishedSlugs(c.get('deps').db);
      const latest = posts.reduce((newest, post) => Math.max(newest, post.updatedAt), 0);
      return xml(
        c,
        sitemap([
          ...SITEMAP_PUBLIC_PAGES.map((path) => ({ loc: `${origin}${path}`, ...(path === '/blog' && latest ? { lastmod: latest } : {}) })),
          ...posts.map((post) => ({ loc: `${origin}/blog/${post.slug}`, lastmod: post.updatedAt })),
        ]),
        'application/xml; charset=utf-8',
      );
    })
    .get('/robots.txt', (c) => c.text(robotsTxt(appUrl(c)), 200, { 'Cache-Control': 'public, max-age=3600' }))
    .get('/blog/:slug', async (c, next) => {
      const shell = await c.get('deps').appShell?.(c);
      if (!shell) return next();
      const post = await findPublished(c, c.req.param('slug'));
      // Unknown, draft and scheduled posts: the platform's page, which shows its 404 screen.
      if (!post) return htmlPage(c, shell, 404);
      const view = toView(post);
      const url = `${appUrl(c)}/blog/${post.slug}`;
      const withMeta = injectBlogShareMeta(shell, blogShareMeta({ ...post, publishedAt: post.publishedAt ?? post.updatedAt }, url));
      return htmlPage(c, injectServerContent(withMeta, renderBlogArticle(view)));
    });
