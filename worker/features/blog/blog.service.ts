import type { Context } from 'hono';
import {
  BLOG_PAGE_SIZE,
  BLOG_SLUG_PATTERN,
  BLOG_TAG_MAX,
  excerptFrom,
  isPublicationProblem,
  normaliseTag,
  numberedSlug,
  planPublication,
  slugFromTitle,
  slugIsLocked,
} from '#core/domain/blog/blog.rules.ts';
import type { AdminBlogPost, BlogPostCard, BlogPostInput, BlogPostPage, BlogPostView, CreateBlogPostInput } from '#core/domain/blog/blog.schema.ts';
import { markdownToPlainText, readingMinutes, renderMarkdown } from '#core/domain/text/markdown.rules.ts';
import { findUploadOwnedBy } from '../../db/uploads.repo.ts';
import type { AppBindings, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { requireUser } from '../../middleware/session.ts';
import { mediaPath } from '../../services/images/image-intake.ts';
import { randomId } from '../../services/tokens.ts';
import { type BlogPostRecord, blogRepo, type NewBlogPostRow } from './blog.repo.ts';

type Ctx = Context<AppBindings>;

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** Only admins write the blog: a visitor is asked to sign in (401), a member is refused (403). */
export function requireAdmin(c: Ctx): SessionUser {
  const user = requireUser(c);
  if (user.role !== 'admin') throw new ApiError(403, 'Only administrators can write the blog.');
  return user;
}

export function toCard(post: BlogPostRecord): BlogPostCard {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    readingMinutes: post.readingMinutes,
    tags: post.tags,
    coverImageUrl: post.coverImageUrl,
    coverAlt: post.coverImageUrl ? post.coverAlt : null,
    publishedAt: iso(post.publishedAt ?? post.updatedAt),
    authorName: post.authorName,
  };
}

/** A published post with its body rendered by the one shared Markdown renderer (no raw HTML, safe links). */
export function toView(post: BlogPostRecord): BlogPostView {
  return { ...toCard(post), html: renderMarkdown(post.body), updatedAt: iso(post.updatedAt) };
}

export function toAdmin(post: BlogPostRecord): AdminBlogPost {
  return {
    id: post.id,
    slug: post.slug,
    slugLocked: slugIsLocked(post),
    title: post.title,
    body: post.body,
    summary: post.summary,
    excerpt: post.excerpt,
    readingMinutes: post.readingMinutes,
    tags: post.tags,
    coverImageUrl: post.coverImageUrl,
    coverAlt: post.coverAlt,
    status: post.status,
    publishAt: isoOrNull(post.publishAt),
    publishedAt: isoOrNull(post.publishedAt),
    authorName: post.authorName,
    createdAt: iso(post.createdAt),
    updatedAt: iso(post.updatedAt),
  };
}

/** `?page=` as a page number from 1; anything else is page 1. */
function pageNumber(raw: string | undefined): number {
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

/** `?tag=` in its stored form ("Party Games" → "party-games"), or null for no filter. */
export function tagFilter(raw: string | undefined): string | null {
  if (!raw) return null;
  const tag = normaliseTag(raw.slice(0, BLOG_TAG_MAX * 2));
  return tag ? tag.slice(0, BLOG_TAG_MAX) : null;
}

export async function publishedPage(c: Ctx, query: { page?: string; tag?: string }): Promise<BlogPostPage> {
  const db = c.get('deps').db;
  const tag = tagFilter(query.tag);
  const page = pageNumber(query.page);
  const [{ posts, total }, tags] = await Promise.all([blogRepo.publishedPage(db, { tag, offset: (page - 1) * BLOG_PAGE_SIZE, limit: BLOG_PAGE_SIZE }), blogRepo.publishedTagCounts(db)]);
  return { posts: posts.map(toCard), page, pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)), total, tag, tags };
}

/** A published post by its slug; a draft, a scheduled post, an unknown or malformed slug are all the same 404. */
export async function findPublished(c: Ctx, slug: string): Promise<BlogPostRecord | undefined> {
  if (slug.length > 100 || !BLOG_SLUG_PATTERN.test(slug)) return undefined;
  return blogRepo.findPublishedBySlug(c.get('deps').db, slug);
}

export async function publishedPost(c: Ctx, slug: string): Promise<BlogPostView> {
  const post = await findPublished(c, slug);
  if (!post) throw new ApiError(404, 'There is no blog post at this address.');
  return toView(post);
}

async function loadForAdmin(c: Ctx, id: string): Promise<BlogPostRecord> {
  const post = id.length <= 64 ? await blogRepo.findById(c.get('deps').db, id) : undefined;
  if (!post) throw new ApiError(404, 'This blog post does not exist (it may have been deleted).');
  return post;
}

export async function adminList(c: Ctx): Promise<AdminBlogPost[]> {
  requireAdmin(c);
  return (await blogRepo.listAll(c.get('deps').db)).map(toAdmin);
}

export async function adminPost(c: Ctx, id: string): Promise<AdminBlogPost> {
  requireAdmin(c);
  return toAdmin(await loadForAdmin(c, id));
}

const COVER_NOT_YOURS = 'Upload the cover photo again: it was not found among your uploads.';
const ALT_REQUIRED = 'Please describe the cover photo for people who cannot see it.';

/** The cover's stored URL for an upload of the admin saving (the 1200 px size, as event covers). */
async function coverUrlFor(c: Ctx, user: SessionUser, uploadId: string): Promise<string> {
  const upload = await findUploadOwnedBy(c.get('deps').db, uploadId, user.id);
  const variant = upload?.variants.medium ?? upload?.variants.large;
  if (!variant) throw new ApiError(400, COVER_NOT_YOURS, { coverImageUploadId: COVER_NOT_YOURS });
  return mediaPath(variant.key);
}

/** The first of "base", "base-2", "base-3"… no other post holds. */
async function freeSlug(c: Ctx, base: string, exceptId?: string): Promise<string> {
  for (let attempt = 1; attempt <= 50; attempt++) {
    const slug = numberedSlug(base, attempt);
    if (!(await blogRepo.slugTaken(c.get('deps').db, slug, exceptId))) return slug;
  }
  return numberedSlug(base, Date.now() % 100_000);
}

async function explicitSlug(c: Ctx, slug: string, exceptId?: string): Promise<string> {
  if (await blogRepo.slugTaken(c.get('deps').db, slug, exceptId)) {
    const message = 'Another post already has this address. Please choose another.';
    throw new ApiError(409, message, { slug: message });
  }
  return slug;
}

function textColumns(body: string, summary: string | null) {
  return { excerpt: excerptFrom(summary, markdownToPlainText(body)), readingMinutes: readingMinutes(body) };
}

function publication(current: BlogPostRecord | null, input: { status?: BlogPostInput['status']; publishAt?: string | null | undefined }, now: number) {
  const status = input.status ?? current?.status ?? 'draft';
  const publishAt = input.publishAt === undefined ? undefined : input.publishAt === null ? null : Date.parse(input.publishAt);
  const planned = planPublication(current, { status, publishAt }, now);
  if (isPublicationProblem(planned)) throw new ApiError(planned.status, planned.message, { [planned.field]: planned.message });
  return planned;
}

/** A unique conflict on the slug when two saves race for the same address: a 409, not a 500. */
function slugConflict(error: unknown): never {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  if (/UNIQUE constraint failed: blog_posts\.slug/.test(text)) {
    const message = 'Another post took this address a moment ago. Please save again.';
    throw new ApiError(409, message, { slug: message });
  }
  throw error;
}

export async function createPost(c: Ctx, input: CreateBlogPostInput): Promise<AdminBlogPost> {
  const user = requireAdmin(c);
  const now = c.get('deps').clock.now();
  const summary = input.summary ?? null;
  const coverImageUrl = input.coverImageUploadId ? await coverUrlFor(c, user, input.coverImageUploadId) : null;
  const coverAlt = input.coverAlt ?? '';
  if (coverImageUrl && !coverAlt) throw new ApiError(400, ALT_REQUIRED, { coverAlt: ALT_REQUIRED });
  const planned = publication(null, input, now);
  const slug = input.slug ? await explicitSlug(c, input.slug) : await freeSlug(c, slugFromTitle(input.title));
  const row: NewBlogPostRow = {
    id: randomId(),
    slug,
    title: input.title,
    body: input.body,
    summary: summary || null,
    ...textColumns(input.body, summary),
    coverImageUrl,
    coverUploadId: coverImageUrl ? (input.coverImageUploadId ?? null) : null,
    coverAlt: coverImageUrl ? coverAlt : null,
    ...planned,
    authorId: user.id,
    createdAt: now,
    updatedAt: now,
  };
  await blogRepo.insert(c.get('deps').db, row, input.tags ?? []).catch(slugConflict);
  return toAdmin((await blogRepo.findById(c.get('deps').db, row.id))!);
}

/**
 * Saves what was sent of a post. The slug follows a new title while the post has never been live
 * (unless the admin chose one of their own), and never changes once it has been: its address is
 * in feeds, search engines and shared links by then.
 */
export async function updatePost(c: Ctx, id: string, input: BlogPostInput): Promise<AdminBlogPost> {
  const user = requireAdmin(c);
  const db = c.get('deps').db;
  const current = await loadForAdmin(c, id);
  const now = c.get('deps').clock.now();

  let slug = current.slug;
  if (input.slug !== undefined && input.slug !== current.slug) {
    if (slugIsLocked(current)) {
      const message = 'This post has been published, so its address stays the same: links to it must keep working.';
      throw new ApiError(409, message, { slug: message });
    }
    slug = await explicitSlug(c, input.slug, id);
  } else if (input.slug === undefined && input.title !== undefined && input.title !== current.title && !slugIsLocked(current)) {
    // Only a slug that was made from the old title follows the new one; one the admin chose stays.
    if (current.slug.startsWith(slugFromTitle(current.title))) slug = await freeSlug(c, slugFromTitle(input.title), id);
  }

  let coverImageUrl = current.coverImageUrl;
  let coverUploadId = current.coverUploadId;
  if (input.coverImageUploadId === null) {
    coverImageUrl = null;
    coverUploadId = null;
  } else if (input.coverImageUploadId !== undefined && input.coverImageUploadId !== current.coverUploadId) {
    coverImageUrl = await coverUrlFor(c, user, input.coverImageUploadId);
    coverUploadId = input.coverImageUploadId;
  }
  const coverAlt = input.coverAlt !== undefined ? input.coverAlt : (current.coverAlt ?? '');
  if (coverImageUrl && !coverAlt) throw new ApiError(400, ALT_REQUIRED, { coverAlt: ALT_REQUIRED });

  const body = input.body ?? current.body;
  const summary = input.summary !== undefined ? input.summary || null : current.summary;
  const planned = publication(current, input, now);
  await blogRepo
    .update(
      db,
      id,
      {
        slug,
        title: input.title ?? current.title,
        body,
        summary,
        ...textColumns(body, summary),
        coverImageUrl,
        coverUploadId,
        coverAlt: coverImageUrl ? coverAlt : null,
        ...planned,
        updatedAt: now,
      },
      input.tags,
    )
    .catch(slugConflict);
  return toAdmin((await blogRepo.findById(db, id))!);
}

export async function deletePost(c: Ctx, id: string): Promise<void> {
  requireAdmin(c);
  if (!(await blogRepo.delete(c.get('deps').db, (await loadForAdmin(c, id)).id))) throw new ApiError(404, 'This blog post does not exist (it may have been deleted).');
}

/** The scheduler's job: scheduled posts whose time has come go live. */
export async function publishDuePosts(deps: { db: AppBindings['Variables']['deps']['db']; clock: { now(): number } }): Promise<{ published: number }> {
  const ids = await blogRepo.publishDue(deps.db, deps.clock.now());
  return { published: ids.length };
}
