import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer for members' and admins' text (forum posts and comments, blog posts,
 * and messages if they ever want it). It runs unchanged on Node, in Workers and in the browser,
 * so the server can render a blog post into its first paint and the platform can show a live
 * preview that is exactly what will be published.
 *
 * Safe by construction rather than by cleaning afterwards:
 * - `html: false`: raw HTML in the source is printed as text (`<script>` shows as `<script>`),
 *   so no tag a member typed ever reaches the page;
 * - links pass markdown-it's `validateLink` (no `javascript:`, `vbscript:`, `file:`, `data:`) and
 *   then our own allow-list (http, https, mailto, and paths on this site only);
 * - every link gets `rel="nofollow ugc noopener"`: members' links earn no search ranking from
 *   us (spam has no reason to come) and cannot reach back into the page that opened them;
 * - images are off: a picture from any address would let a member log every reader's IP address
 *   and show content no one checked. Pictures come through the blob store instead (a post's one
 *   image, a blog post's cover).
 * - headings are shifted down to start at h3 (`# Title` becomes h3), so a post body never competes
 *   with the page's own h1/h2 (one h1 per page, for screen readers' heading lists).
 */
const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;

function createRenderer(): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
  md.disable(['image']);
  const defaultValidate = md.validateLink.bind(md);
  md.validateLink = (url: string) => defaultValidate(url) && SAFE_LINK.test(url.trim());
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    tokens[index]!.attrSet('rel', 'nofollow ugc noopener');
    return self.renderToken(tokens, index, options);
  };
  md.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 2)}`;
    return self.renderToken(tokens, index, options);
  };
  md.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 2)}`;
    return self.renderToken(tokens, index, options);
  };
  return md;
}

let renderer: MarkdownIt | undefined;

/**
 * The HTML of texts rendered lately, by their source: a forum thread of 300 comments is read far
 * more often than it is written, and rendering was most of its time (docs/performance-archive.md,
 * 2026-11-26). Rendering is a pure function of the source, so a kept answer is never stale.
 * Bounded by characters (source and HTML), about 4 MB, because an isolate on Workers has 128 MB;
 * a Map keeps insertion order, so the least recently read go first (a read moves its entry to the
 * end).
 */
const KEPT_CHARACTERS = 2_000_000;
const rendered = new Map<string, string>();
let keptCharacters = 0;

/** HTML for `source`, safe to put into a page as it is (see above for why). */
export function renderMarkdown(source: string): string {
  const kept = rendered.get(source);
  if (kept !== undefined) {
    rendered.delete(source);
    rendered.set(source, kept);
    return kept;
  }
  renderer ??= createRenderer();
  const html = renderer.render(source);
  keptCharacters += source.length + html.length;
  rendered.set(source, html);
  for (const [oldSource, oldHtml] of rendered) {
    if (keptCharacters <= KEPT_CHARACTERS) break;
    rendered.delete(oldSource);
    keptCharacters -= oldSource.length + oldHtml.length;
  }
  return html;
}

/**
 * The text a reader sees, without the Markdown marks: for excerpts, share previews, search and
 * reading time. Built from the same parse, so `**bold**` and `[label](url)` read as "bold" and
 * "label", never as their marks.
 */
export function markdownToPlainText(source: string): string {
  renderer ??= createRenderer();
  const words: string[] = [];
  for (const block of renderer.parse(source, {})) {
    if (block.type === 'inline') {
      const text = (block.children ?? [])
        .map((token) => (token.type === 'text' || token.type === 'code_inline' ? token.content : token.type === 'softbreak' || token.type === 'hardbreak' ? ' ' : ''))
        .join('');
      if (text.trim()) words.push(text.trim());
    } else if ((block.type === 'fence' || block.type === 'code_block') && block.content.trim()) {
      words.push(block.content.trim());
    }
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** Whether the text holds a link (Markdown or a bare address): new accounts may not post links yet. */
export function markdownHasLink(source: string): boolean {
  renderer ??= createRenderer();
  const stack = renderer.parse(source, {});
  return stack.some((block) => (block.children ?? []).some((token) => token.type === 'link_open')) || /\b(https?:\/\/|www\.)\S/i.test(source);
}

/** Minutes to read at 230 words a minute, at least one. */
export function readingMinutes(source: string): number {
  const words = markdownToPlainText(source).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}
