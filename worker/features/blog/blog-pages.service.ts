import { html, raw } from 'hono/html';
import { type BlogShareMeta, tagLabel } from '#core/domain/blog/blog.rules.ts';
import type { BlogPostView } from '#core/domain/blog/blog.schema.ts';

/**
 * What the blog serves outside the API: the Atom feed, the sitemap, and the share preview and
 * first paint of /blog/:slug put into the platform's index.html (docs/decisions/039-blog.md).
 */

/** The public pages the sitemap lists besides the blog's posts: the screens a visitor can open without an account. */
export const SITEMAP_PUBLIC_PAGES = ['/', '/venues', '/pricing', '/blog'] as const;

/**
 * robots.txt, answered by the server rather than kept as a static file: its Sitemap line must be
 * a full address, and only the server knows the public origin (APP_URL, decision 039).
 */
export function robotsTxt(origin: string): string {
  return ['# Public pages may be crawled; the API answers data, not pages.', 'User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates, U+FFFE/U+FFFF): dropped, never escaped. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for XML content or a quoted attribute. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export interface FeedEntry {
  url: string;
  title: string;
  excerpt: string;
  html: string;
  tags: string[];
  authorName: string | null;
  publishedAt: number;
  updatedAt: number;
}

/**
 * An Atom 1.0 feed (RFC 4287) of the newest published posts. Every address is absolute, from the
 * public origin; the posts' own links to this site are relative (/venues), so `xml:base` on the
 * content resolves them. An entry's id is its URL, which never changes once a post is live.
 */
export function atomFeed(options: { origin: string; entries: FeedEntry[]; now: number }): string {
  const { origin, entries } = options;
  const updated = entries.reduce((latest, entry) => Math.max(latest, entry.updatedAt), 0) || options.now;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">`,
    `  <id>${escapeXml(`${origin}/blog`)}</id>`,
    '  <title>The Cakeday blog</title>',
    '  <subtitle>Birthday party planning guides: invitations, gifts, venues, games and the day itself.</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/blog/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/blog`)}"/>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    '  <author><name>Cakeday</name></author>',
    '  <generator>Cakeday</generator>',
  ];
  for (const entry of entries) {
    lines.push(
      '  <entry>',
      `    <id>${escapeXml(entry.url)}</id>`,
      `    <title type="text">${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    <published>${new Date(entry.publishedAt).toISOString()}</published>`,
      `    <updated>${new Date(Math.max(entry.updatedAt, entry.publishedAt)).toISOString()}</updated>`,
      `    <author><name>${escapeXml(entry.authorName ?? 'Cakeday')}</name></author>`,
      ...entry.tags.map((tag) => `    <category term="${escapeXml(tag)}" label="${escapeXml(tagLabel(tag))}"/>`),
      `    <summary type="text">${escapeXml(entry.excerpt)}</summary>`,
      `    <content type="html" xml:base="${escapeXml(`${origin}/`)}">${escapeXml(entry.html)}</content>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

/** A sitemap (sitemaps.org 0.9) of absolute addresses, with the day each last changed when known. */
export function sitemap(urls: { loc: string; lastmod?: number }[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const url of urls) {
    lines.push(`  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${new Date(url.lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The tags the blog's share preview owns: the shell's own copies (the landing page's) are removed first. */
const OWNED_TAGS = /\s*<(?:meta (?:name="description"|property="og:[^"]*"|property="article:[^"]*"|name="twitter:[^"]*")[^>]*|link rel="canonical"[^>]*)>/g;

/**
 * Puts a post's share preview into the platform's index.html, as the event page does
 * (worker/features/events/event-shell.service.ts): title, description, Open Graph article tags
 * with the publication time, the cover as a full address, and the canonical URL. Link previews
 * never run JavaScript, so these must be in the HTML the server sends.
 */
export function injectBlogShareMeta(shell: string, meta: BlogShareMeta): string {
  const tags = [
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(meta.url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="Cakeday" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeAttribute(meta.image)}" />`, ...(meta.imageAlt ? [`<meta property="og:image:alt" content="${escapeAttribute(meta.imageAlt)}" />`] : [])]
      : []),
    `<meta property="article:published_time" content="${escapeAttribute(meta.publishedTime)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  // Replacer functions, not strings: `$&` or `$1` in a title must stay text (see the event page's shell).
  return shell
    .replace(OWNED_TAGS, () => '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(meta.title)}</title>`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** The post body's typography: the same string as platform/features/blog/components/blog-prose.ts (Tailwind finds it in both). */
const PROSE_CLASSES =
  'mt-8 space-y-4 text-base leading-relaxed break-words [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h3]:mt-8 [&_h3]:text-2xl [&_h3]:font-bold [&_h4]:mt-6 [&_h4]:text-xl [&_h4]:font-bold [&_h5]:mt-4 [&_h5]:font-bold [&_hr]:border-border [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_ul]:list-disc [&_ul]:pl-6';

/** "November 21, 2026" in UTC, as the page first shows it (the app shows the reader's own day once it runs). */
function longDate(isoTime: string): string {
  return new Date(isoTime).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/**
 * The post as HTML for the first paint and for readers without JavaScript, with the classes of
 * platform/features/blog/components/blog-post-article.tsx so the app's render lands on the same
 * boxes. Titles and tags go through hono/html's escaping; the body is the shared renderer's
 * output, which never holds raw HTML from the source.
 */
export function renderBlogArticle(post: BlogPostView): string {
  const cover = post.coverImageUrl ? html`<img src="${post.coverImageUrl}" alt="${post.coverAlt ?? ''}" class="aspect-[2/1] w-full rounded-card object-cover" />` : '';
  const tags =
    post.tags.length > 0
      ? html`<ul class="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          ${post.tags.map(
            (tag) =>
              html`<li>
                <a href="${`/blog?tag=${encodeURIComponent(tag)}`}" class="inline-flex rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">${tagLabel(tag)}</a>
              </li>`,
          )}
        </ul>`
      : '';
  const byline = `${longDate(post.publishedAt)} · ${post.readingMinutes} min read${post.authorName ? ` · ${post.authorName}` : ''}`;
  return String(
    html`<article class="mx-auto max-w-3xl px-4 py-8">
      <p class="text-sm"><a href="/blog" class="font-semibold text-primary">← All posts</a></p>
      <header class="mt-4">
        <h1 class="text-3xl font-extrabold break-words sm:text-4xl">${post.title}</h1>
        <p class="mt-2 text-sm text-muted-foreground">${byline}</p>
        ${tags}
      </header>
      ${cover ? html`<div class="mt-6">${cover}</div>` : ''}
      <div class="${PROSE_CLASSES}">${raw(post.html)}</div>
    </article>`,
  );
}
