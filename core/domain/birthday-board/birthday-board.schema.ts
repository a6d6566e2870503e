import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../money/amount.rules.ts';
import { multilineText, singleLineText } from '../text/text.schema.ts';

/**
 * The monthly birthday board: members who gave a birthday month and chose "Show on
 * birthday board", group gifts that other members start for them, and short birthday messages.
 * A group gift's money is an ordinary money pot (kind `board_gift`): members chip in through the
 * money feature's contributions (docs/decisions/040-birthday-board.md).
 */
export const GIFT_TITLE_MAX_LENGTH = 80;
export const GIFT_WISH_MAX_LENGTH = 500;
export const GIFT_MESSAGE_MAX_LENGTH = 280;
/** The smallest target worth a group gift, and the largest: one payment's cap, so a target is always reachable. */
export const MIN_GIFT_TARGET_CENTS = 500;
export const MAX_GIFT_TARGET_CENTS = MAX_AMOUNT_CENTS;
/** What one member may chip in to a group gift: $1.00 to $500.00 (the pot's limits). */
export const BOARD_GIFT_LIMITS = { minCents: 100, maxCents: 50_000 } as const;

const TARGET_MESSAGE = `Enter a target from $5.00 to $${MAX_GIFT_TARGET_CENTS / 100}`;

export const boardMonthSchema = z.coerce
  .number({ error: 'Month must be a number from 1 to 12' })
  .int('Month must be a number from 1 to 12')
  .min(1, 'Month must be a number from 1 to 12')
  .max(12, 'Month must be a number from 1 to 12');

const giftLinkSchema = z
  .string({ error: 'Link must be a web address starting with http:// or https://' })
  .trim()
  .max(2000, 'Link is too long (at most 2000 characters)')
  .pipe(z.url({ protocol: /^https?$/, error: 'Link must be a web address starting with http:// or https://' }));

/** Starting a group gift: for whom, what, and how much to raise. The organiser is the signed-in member. */
export const startGiftInputSchema = z
  .object({
    celebrantId: z.string({ error: 'Choose whose birthday it is' }).min(1, 'Choose whose birthday it is').max(100, 'Choose whose birthday it is'),
    title: singleLineText({ label: 'Title', error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(GIFT_TITLE_MAX_LENGTH, `Keep the title to ${GIFT_TITLE_MAX_LENGTH} characters or fewer`),
    wish: multilineText({ label: 'Wish' }).trim().max(GIFT_WISH_MAX_LENGTH, `Keep the wish to ${GIFT_WISH_MAX_LENGTH} characters or fewer`).optional(),
    link: z.union([giftLinkSchema, z.literal('')]).optional(),
    targetCents: z.number({ error: TARGET_MESSAGE }).int(TARGET_MESSAGE).min(MIN_GIFT_TARGET_CENTS, TARGET_MESSAGE).max(MAX_GIFT_TARGET_CENTS, TARGET_MESSAGE),
  })
  .strict()
  .transform((input) => ({ ...input, wish: input.wish ? input.wish : null, link: input.link ? input.link : null }));
export type StartGiftInput = z.output<typeof startGiftInputSchema>;

export const giftMessageInputSchema = z
  .object({
    body: multilineText({ label: 'Message', error: 'Write a message' })
      .trim()
      .min(1, 'Write a message')
      .max(GIFT_MESSAGE_MAX_LENGTH, `Keep your message to ${GIFT_MESSAGE_MAX_LENGTH} characters or fewer`),
  })
  .strict();
export type GiftMessageInput = z.output<typeof giftMessageInputSchema>;

/** The monthly reminder email: on or off (off until the member turns it on in /account). */
export const boardRemindersInputSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) }).strict();
export type BoardRemindersInput = z.output<typeof boardRemindersInputSchema>;

/** A member on the board: nothing more personal than their name and month. */
export interface BoardMemberView {
  id: string;
  name: string;
  /** The avatar letter. */
  initial: string;
  isYou: boolean;
}

export interface GiftMessageView {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

/**
 * A group gift as one viewer may see it. The celebrant gets this only once it is revealed; the
 * givers are contributors' names ("Anonymous" for those who chose it), never amounts per person.
 */
export interface GiftCardView {
  id: string;
  potId: string;
  celebrant: { id: string; name: string; initial: string };
  organiser: { id: string; name: string };
  title: string;
  wish: string | null;
  link: string | null;
  targetCents: number;
  raisedCents: number;
  giverCount: number;
  givers: string[];
  messages: GiftMessageView[];
  revealAt: string;
  revealed: boolean;
  youOrganise: boolean;
  youAreCelebrant: boolean;
  /** Still taking contributions (not for the celebrant, never after the reveal). */
  open: boolean;
  minCents: number;
  maxCents: number;
}

export interface BoardView {
  month: number;
  /** Members on the board per month, January first. */
  counts: number[];
  members: BoardMemberView[];
  /** Group gifts for this month's members that the viewer may see. */
  gifts: GiftCardView[];
  /** Whether the viewer is on the board themself (month set and shown). */
  you: { birthdayMonth: number | null; onBoard: boolean; reminders: boolean };
}

/** The board's API paths, shared by the worker's tests and the platform's client. */
/** GET /api/birthday-board/overview: what a visitor may know of the board, a count and no one's name or birthday. */
export const boardOverviewSchema = z.object({ month: z.number().int().min(1).max(12), count: z.number().int().min(0) });
export type BoardOverview = z.infer<typeof boardOverviewSchema>;

export const birthdayBoardPaths = {
  board: (month?: number) => `/api/birthday-board${month ? `?month=${month}` : ''}`,
  overview: '/api/birthday-board/overview',
  gifts: '/api/birthday-board/gifts',
  gift: (id: string) => `/api/birthday-board/gifts/${encodeURIComponent(id)}`,
  giftMessages: (id: string) => `/api/birthday-board/gifts/${encodeURIComponent(id)}/messages`,
  giftReveal: (id: string) => `/api/birthday-board/gifts/${encodeURIComponent(id)}/reveal`,
  reminders: '/api/birthday-board/reminders',
} as const;
