import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { forumTopicIds, MAX_COMMENT_LENGTH, MAX_POST_BODY_LENGTH, MAX_REASON_LENGTH, MAX_TITLE_LENGTH } from './forum.rules.ts';

/** http(s) only: `javascript:`, `data:` and the rest never become a link on the page. */
const linkSchema = singleLineText({ label: 'The link', error: 'The link must be a web address' })
  .trim()
  .max(2000, 'The link can be at most 2,000 characters long')
  .refine((value) => {
    if (!/^https?:\/\//i.test(value)) return false;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'The link must be a web address starting with http:// or https://');

export const postTitleSchema = singleLineText({ label: 'The title', error: 'Give your post a title' })
  .trim()
  .min(1, 'Give your post a title')
  .max(MAX_TITLE_LENGTH, `A title can be at most ${MAX_TITLE_LENGTH} characters long`);

export const postBodySchema = multilineText({ label: 'The text', error: 'The text must be text' })
  .trim()
  .max(MAX_POST_BODY_LENGTH, `A post can be at most ${MAX_POST_BODY_LENGTH.toLocaleString('en-US')} characters long`);

export const commentBodySchema = multilineText({ label: 'The comment', error: 'Write a comment' })
  .trim()
  .min(1, 'Write a comment')
  .max(MAX_COMMENT_LENGTH, `A comment can be at most ${MAX_COMMENT_LENGTH.toLocaleString('en-US')} characters long`);

const reasonSchema = multilineText({ label: 'The reason', error: 'Say briefly why' })
  .trim()
  .min(1, 'Say briefly why')
  .max(MAX_REASON_LENGTH, `A reason can be at most ${MAX_REASON_LENGTH} characters long`);

const idSchema = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} is not valid`)
    .max(Number.MAX_SAFE_INTEGER, `${what} is not valid`);

export const createPostInputSchema = z
  .object({
    topic: z.enum(forumTopicIds, { error: 'Choose a topic' }),
    title: postTitleSchema,
    body: postBodySchema.optional().default(''),
    linkUrl: linkSchema.optional(),
    imageUploadId: z.string({ error: 'The picture is not valid' }).min(1, 'The picture is not valid').max(100, 'The picture is not valid').optional(),
  })
  .strict()
  .refine((input) => !(input.linkUrl && input.imageUploadId), { message: 'A post can have a link or a picture, not both', path: ['imageUploadId'] });
export type CreatePostInput = z.infer<typeof createPostInputSchema>;

export const editPostInputSchema = z.object({ body: postBodySchema }).strict();
export type EditPostInput = z.infer<typeof editPostInputSchema>;

export const createCommentInputSchema = z.object({ body: commentBodySchema, parentId: idSchema('The comment replied to').optional() }).strict();
export type CreateCommentInput = z.infer<typeof createCommentInputSchema>;

export const editCommentInputSchema = z.object({ body: commentBodySchema }).strict();

export const voteInputSchema = z.object({ value: z.union([z.literal(1), z.literal(0), z.literal(-1)], { error: 'A vote is 1 (up), -1 (down) or 0 (take it back)' }) }).strict();
export type VoteInput = z.infer<typeof voteInputSchema>;

export const reportInputSchema = z.object({ reason: reasonSchema }).strict();
export const removeInputSchema = z.object({ reason: reasonSchema }).strict();
export const lockInputSchema = z.object({ locked: z.boolean({ error: 'Locked must be true or false' }) }).strict();
export const pinInputSchema = z.object({ pinned: z.boolean({ error: 'Pinned must be true or false' }) }).strict();

export const banInputSchema = z
  .object({
    userId: z.string({ error: 'Choose a member' }).min(1, 'Choose a member').max(100, 'The member is not valid'),
    /** Days of the ban; null bans for good. */
    days: z
      .number({ error: 'Days must be a number' })
      .int('Days must be a whole number')
      .min(1, 'A ban lasts at least a day')
      .max(3650, 'A ban can last at most 10 years; leave it empty to ban for good')
      .nullable(),
    reason: reasonSchema,
  })
  .strict();
export type BanInput = z.infer<typeof banInputSchema>;

export const appointModeratorInputSchema = z
  .object({ email: singleLineText({ label: 'The email', error: 'Enter the member’s email' }).trim().toLowerCase().min(3, 'Enter the member’s email').max(254, 'The email is too long') })
  .strict();

// ── What the API answers ─────────────────────────────────────────────────────

export interface ForumAuthor {
  id: string;
  name: string;
}

export interface ForumPostView {
  id: number;
  topic: string;
  title: string;
  /** Markdown source, for the author's edit form; empty when deleted or removed. */
  body: string;
  /** The body rendered by the shared renderer (core/domain/text/markdown.rules.ts): safe to insert. */
  bodyHtml: string;
  linkUrl: string | null;
  image: { url: string; width: number; height: number } | null;
  /** Null when deleted (the author is not shown any more). */
  author: ForumAuthor | null;
  score: number;
  ups: number;
  downs: number;
  commentCount: number;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  removed: { reason: string } | null;
  locked: boolean;
  pinned: boolean;
  myVote: -1 | 0 | 1;
  canEdit: boolean;
  canDelete: boolean;
}

/** A post as lists show it: everything but its body (a list never shows one, and bodies run to 20,000 characters). */
export type ForumPostSummary = Omit<ForumPostView, 'body' | 'bodyHtml'>;

export interface ForumCommentView {
  id: number;
  postId: number;
  parentId: number | null;
  depth: number;
  body: string;
  bodyHtml: string;
  author: ForumAuthor | null;
  score: number;
  ups: number;
  downs: number;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  removed: { reason: string } | null;
  myVote: -1 | 0 | 1;
  canEdit: boolean;
  canDelete: boolean;
}

export interface ForumCommentNode {
  comment: ForumCommentView;
  replies: ForumCommentNode[];
  hiddenReplies: number;
}

export interface ForumViewer {
  signedIn: boolean;
  canModerate: boolean;
  isAdmin: boolean;
  /** Present while the member is banned: until when (null for good) and why. */
  ban: { until: string | null; reason: string } | null;
  /** True in the account's first day: no links or pictures yet. */
  newAccount: boolean;
}

export interface ForumPostList {
  posts: ForumPostSummary[];
  /** Pinned posts, on the first page of a list that is not a search. */
  pinned: ForumPostSummary[];
  nextCursor: string | null;
  viewer: ForumViewer;
}

export interface ForumThread {
  post: ForumPostView;
  comments: ForumCommentNode[];
  /** When reading one sub-thread ("continue this thread"): the comment it starts from. */
  focus: ForumCommentView | null;
  viewer: ForumViewer;
}

export interface ForumReportView {
  id: string;
  targetType: 'post' | 'comment';
  targetId: number;
  postId: number;
  postTitle: string;
  reason: string;
  snapshot: string;
  reporter: ForumAuthor;
  author: ForumAuthor | null;
  createdAt: string;
  /** Whether the reported post or comment was already removed or deleted. */
  gone: boolean;
}

export interface ForumModLogEntry {
  id: number;
  action: string;
  moderator: string;
  postId: number | null;
  commentId: number | null;
  member: string | null;
  subject: string | null;
  reason: string | null;
  createdAt: string;
}

export interface ForumBanView {
  member: ForumAuthor;
  until: string | null;
  reason: string;
  createdAt: string;
}
