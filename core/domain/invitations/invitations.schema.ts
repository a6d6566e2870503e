import { z } from 'zod';
import { multilineText } from '../text/text.schema.ts';
import type { GuestListStatus } from '../events/rsvp.rules.ts';

/** How a host reaches guests. */
export const messageChannels = ['email', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

export const guestListStatuses = ['not_invited', 'invited', 'no_reply', 'going', 'maybe', 'declined', 'waitlisted'] as const satisfies readonly GuestListStatus[];

export const MAX_BLAST_LENGTH = 1000;
/** One request never names more guests than this (a party is not a mailing list). */
export const MAX_GUESTS_PER_SEND = 1000;

const channelsSchema = z
  .array(z.enum(messageChannels, { error: 'Channels must be "email" and/or "sms"' }), { error: 'Choose email, text message or both' })
  .min(1, 'Choose email, text message or both')
  .max(2, 'Choose email, text message or both')
  .refine((channels) => new Set(channels).size === channels.length, 'Each channel can be chosen once');

export const sendInvitationsInputSchema = z
  .object({
    guestIds: z.union(
      [
        z.literal('all_not_invited'),
        z
          .array(z.string().min(1).max(64), { error: 'Choose the guests to invite' })
          .min(1, 'Choose at least one guest to invite')
          .max(MAX_GUESTS_PER_SEND, `At most ${MAX_GUESTS_PER_SEND} guests at a time`),
      ],
      { error: 'guestIds must be a list of guest ids or "all_not_invited"' },
    ),
    channels: channelsSchema,
  })
  .strict();
export type SendInvitationsInput = z.infer<typeof sendInvitationsInputSchema>;

export const sendBlastInputSchema = z
  .object({
    statuses: z.array(z.enum(guestListStatuses, { error: 'Unknown guest status' }), { error: 'Choose which guests get the message' }).min(1, 'Choose which guests get the message'),
    channels: channelsSchema,
    message: multilineText({ label: 'The message', error: 'Write a message' })
      .trim()
      .min(1, 'Write a message')
      .max(MAX_BLAST_LENGTH, `The message must be at most ${MAX_BLAST_LENGTH} characters long`),
  })
  .strict();
export type SendBlastInput = z.infer<typeof sendBlastInputSchema>;

export const MAX_PHOTO_REQUEST_NOTE_LENGTH = 300;

/**
 * "Share your photos": each chosen guest gets their personal upload link. `going` is
 * every guest whose answer is going (resolved when sending, so late answers count).
 */
export const sendPhotoRequestInputSchema = z
  .object({
    channels: channelsSchema,
    guestIds: z.union(
      [
        z.literal('going'),
        z
          .array(z.string().min(1).max(64), { error: 'Choose the guests to ask' })
          .min(1, 'Choose at least one guest to ask')
          .max(MAX_GUESTS_PER_SEND, `At most ${MAX_GUESTS_PER_SEND} guests at a time`),
      ],
      { error: 'guestIds must be a list of guest ids or "going"' },
    ),
    note: multilineText({ label: 'The note', error: 'The note must be text' })
      .trim()
      .max(MAX_PHOTO_REQUEST_NOTE_LENGTH, `The note must be at most ${MAX_PHOTO_REQUEST_NOTE_LENGTH} characters long`)
      .optional(),
  })
  .strict();
export type SendPhotoRequestInput = z.infer<typeof sendPhotoRequestInputSchema>;

/** The answer to an invitation, a blast or a photo request: how many messages were queued, and who was left out and why. */
export const sendReportSchema = z.object({
  queued: z.number().int(),
  skipped: z.array(z.object({ guestId: z.string(), name: z.string(), reason: z.string() })),
});
export type SendReport = z.infer<typeof sendReportSchema>;

export const deliveryStatuses = ['queued', 'sending', 'sent', 'delivered', 'failed', 'undelivered', 'skipped'] as const;
export const deliveryKinds = ['invitation', 'rsvp_reminder', 'day_before_reminder', 'blast', 'cancellation', 'cohost_invitation', 'photo_request', 'other'] as const;

export const deliverySchema = z.object({
  id: z.string(),
  guestId: z.string().nullable(),
  guestName: z.string().nullable(),
  channel: z.enum(messageChannels),
  kind: z.enum(deliveryKinds),
  recipient: z.string(),
  status: z.enum(deliveryStatuses),
  error: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type DeliveryView = z.infer<typeof deliverySchema>;
