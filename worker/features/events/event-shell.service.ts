import type { ShareMeta } from '../../../core/domain/events/event-share.rules.ts';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Puts an event's title, description and cover into the platform's index.html, so link previews
 * (which never run JavaScript) show the party instead of the landing page's text.
 */
export function injectShareMeta(html: string, meta: ShareMeta): string {
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const tags = [
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeAttribute(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  // Replacer functions, not strings: in a replacement string `$1`, `$&`, `$'` or `$$` inside a
  // host's title ("$10 gifts") would splice parts of the page (quotes included) into the head.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${description}${close}`)
    .replace(/(<meta property="og:title" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${title}${close}`)
    .replace(/(<meta property="og:description" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${description}${close}`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
