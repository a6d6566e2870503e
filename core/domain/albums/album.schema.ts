import { z } from 'zod';
import { isLocalDateTime } from '../events/event-time.rules.ts';
import { singleLineText } from '../text/text.schema.ts';
import { albumVisibilities } from './album.rules.ts';

/** What the host may change of the album's settings (any subset). Times are wall-clock in the event's zone. */
export const albumSettingsInputSchema = z
  .object({
    visibility: z.enum(albumVisibilities, { error: 'Choose who sees the album: "guests" or "hosts_until_reveal"' }).optional(),
    revealAt: z
      .string({ error: 'The reveal time must be a date and time (YYYY-MM-DDTHH:mm) or null' })
      .refine(isLocalDateTime, { message: 'The reveal time must be a real date and time (YYYY-MM-DDTHH:mm)' })
      .nullable()
      .optional(),
    requireApproval: z.boolean({ error: 'requireApproval must be true or false' }).optional(),
    uploadsOpen: z.boolean({ error: 'uploadsOpen must be true or false' }).optional(),
  })
  .strict();
export type AlbumSettingsInput = z.infer<typeof albumSettingsInputSchema>;

/** The album as its hosts see it on the Album screen. */
export const albumViewSchema = z.object({
  eventId: z.string(),
  visibility: z.enum(albumVisibilities),
  /** Wall-clock in the event's zone, as the settings form shows it. */
  revealAt: z.string().nullable(),
  revealed: z.boolean(),
  requireApproval: z.boolean(),
  uploadsOpen: z.boolean(),
  /** The shared upload portal's link, or null when the host turned it off. */
  portalLink: z.string().nullable(),
  counts: z.object({ approved: z.number(), pending: z.number(), hidden: z.number(), photos: z.number(), videos: z.number() }),
  storedBytes: z.number(),
  quotaBytes: z.number(),
});
export type AlbumView = z.infer<typeof albumViewSchema>;

/** What the shared upload portal shows before anyone uploads. */
export const uploadPortalViewSchema = z.object({
  event: z.object({ title: z.string(), celebrantName: z.string().nullable(), startsAt: z.string(), timeZone: z.string() }),
  uploadsOpen: z.boolean(),
  /** Whether guests see the album (else only their own uploads, until the reveal). */
  revealed: z.boolean(),
  requireApproval: z.boolean(),
  accepted: z.string(),
  maxPhotoBytes: z.number(),
  maxVideoBytes: z.number(),
});
export type UploadPortalView = z.infer<typeof uploadPortalViewSchema>;

/** The name someone gives once on the upload portal, shown on each of their uploads. */
export const uploaderInputSchema = z
  .object({
    name: singleLineText({ label: 'Your name', error: 'Your name must be text' })
      .trim()
      .min(1, 'Please enter your name, so the hosts know who shared these')
      .max(60, 'Your name must be at most 60 characters long'),
  })
  .strict();
