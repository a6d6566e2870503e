/**
 * The blog's rules (docs/decisions/039-blog.md), shared by the API, the editor's form
 * and its live preview: slugs from titles, tags, excerpts and when a post is live.
 */

export const blogStatuses = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof blogStatuses)[number];

export const BLOG_TITLE_MAX = 120;
export const BLOG_BODY_MAX = 40_000;
export const BLOG_SUMMARY_MAX = 300;
export const BLOG_TAGS_MAX = 8;
export const BLOG_TAG_MAX = 30;
export const BLOG_COVER_ALT_MAX = 200;
export const BLOG_SLUG_MAX = 80;
/** Posts per page of /blog (a 3-column grid fills three rows). */
export const BLOG_PAGE_SIZE = 9;
/** How far ahead a post may be scheduled: a typo in the year should not hide a post for a decade. */
export const BLOG_SCHEDULE_MAX_AHEAD_MS = 2 * 366 * 24 * 60 * 60 * 1000;
const EXCERPT_CHARS = 200;

/** Lowercase letters and digits in words joined by single hyphens: safe in a URL as it is. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Latin letters without their accents, everything else that is not a letter or digit a hyphen. */
function hyphenated(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "Ten Games for a 7th Birthday!" → "ten-games-for-a-7th-birthday"; cut at a word to 60 characters; "post" when nothing is left. */
export function slugFromTitle(title: string): string {
  let slug = hyphenated(title);
  if (slug.length > 60) {
    slug = slug.slice(0, 61);
    const cut = slug.lastIndexOf('-');
    slug = cut > 20 ? slug.slice(0, cut) : slug.slice(0, 60);
    slug = slug.replace(/-+$/, '');
  }
  return slug || 'post';
}

/** The slug with a number when the plain one is taken: "party-games", "party-games-2", … */
export function numberedSlug(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** "Party Games" → "party-games": how a typed tag is stored and put in the URL. */
export function normaliseTag(tag: string): string {
  return hyphenated(tag);
}

/** "party-games" → "Party games", for showing a tag. */
export function tagLabel(tag: string): string {
  const words = tag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The card's text: the admin's summary, else the start of the post as plain text, cut at a word. */
export function excerptFrom(summary: string | null | undefined, plainBody: string): string {
  const chosen = summary?.trim() ? summary.trim() : plainBody.trim();
  if (chosen.length <= EXCERPT_CHARS) return chosen;
  const cut = chosen.slice(0, EXCERPT_CHARS + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut.slice(0, EXCERPT_CHARS)).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export interface Publication {
  status: BlogStatus;
  publishAt: number | null;
  publishedAt: number | null;
}

export type PublicationProblem = { field: 'publishAt' | 'status'; message: string; status: 400 | 409 };

/**
 * What a save does to a post's publication: `wanted` is what the admin chose, `current` the post
 * as stored (null for a new one). Publishing keeps the first publication time (a post taken back
 * to a draft and published again keeps its date and its place in the feed); scheduling needs a
 * time in the future and is refused for a post that is live (take it back to a draft first).
 */
export function planPublication(current: Publication | null, wanted: { status: BlogStatus; publishAt: number | null | undefined }, now: number): Publication | PublicationProblem {
  const publishedAt = current?.publishedAt ?? null;
  if (wanted.status === 'draft') return { status: 'draft', publishAt: null, publishedAt };
  if (wanted.status === 'published') return { status: 'published', publishAt: null, publishedAt: publishedAt ?? now };
  if (current?.status === 'published') {
    return { field: 'status', status: 409, message: 'This post is already published. Make it a draft first if you want to schedule it again.' };
  }
  const at = wanted.publishAt ?? (current?.status === 'scheduled' ? current.publishAt : null);
  if (at === null || at === undefined) return { field: 'publishAt', status: 400, message: 'Please choose when the post should go live.' };
  if (at <= now) return { field: 'publishAt', status: 400, message: 'That time has already passed. Choose a time in the future, or publish now.' };
  if (at - now > BLOG_SCHEDULE_MAX_AHEAD_MS) return { field: 'publishAt', status: 400, message: 'A post can be scheduled at most two years ahead.' };
  return { status: 'scheduled', publishAt: at, publishedAt };
}

export function isPublicationProblem(value: Publication | PublicationProblem): value is PublicationProblem {
  return 'message' in value;
}

/** Once a post has been live its address is shared and indexed: its slug never changes again. */
export function slugIsLocked(post: { publishedAt: number | null }): boolean {
  return post.publishedAt !== null;
}

export interface BlogShareMeta {
  title: string;
  description: string;
  image: string | null;
  imageAlt: string | null;
  url: string;
  publishedTime: string;
}

/** What a shared /blog/:slug link shows in a chat or social preview; the cover (a /media/ path) as a full address. */
export function blogShareMeta(post: { title: string; excerpt: string; coverImageUrl: string | null; coverAlt: string | null; publishedAt: number }, url: string): BlogShareMeta {
  const description = post.excerpt.replace(/\s+/g, ' ').trim();
  return {
    title: `${post.title} | Cakeday`,
    description: description.length > 200 ? `${description.slice(0, 197)}…` : description,
    image: post.coverImageUrl ? new URL(post.coverImageUrl, url).href : null,
    imageAlt: post.coverImageUrl ? post.coverAlt : null,
    url,
    publishedTime: new Date(post.publishedAt).toISOString(),
  };
}
