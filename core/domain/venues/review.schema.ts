import { z } from 'zod';
import { multilineText } from '../text/text.schema.ts';

export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;

const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars';

/** A guest reviews a completed booking: 1–5 whole stars and, if they like, a few words. */
export const reviewInputSchema = z
  .object({
    rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
    text: multilineText({ label: 'Your review', error: 'Your review must be text' })
      .trim()
      .max(REVIEW_TEXT_MAX_LENGTH, `Keep your review to ${REVIEW_TEXT_MAX_LENGTH} characters or fewer`)
      .default(''),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** The venue owner answers a review, once. */
export const reviewReplyInputSchema = z
  .object({
    text: multilineText({ label: 'Your reply', error: 'Your reply must be text' })
      .trim()
      .min(1, 'Write a reply')
      .max(REVIEW_REPLY_MAX_LENGTH, `Keep your reply to ${REVIEW_REPLY_MAX_LENGTH} characters or fewer`),
  })
  .strict();
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;
