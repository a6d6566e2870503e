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
  /** `startsAt` is an ISO instant with its offset; pages show it in `timeZone`, the party's zone, not the browser's. */
  event: z.object({ title: z.string(), celebrantName: z.string().nullable(), startsAt: z.string(), timeZone: z.string() }),
  uploadsOpen: z.boolean(),
  /** Whether guests see the album (else only their own uploads, until the reveal). */
  revealed: z.boolean(),
  requireApproval: z.boolean(),
  accepted: z.string(),
  maxPhotoBytes: z.number(),
  maxVideoBytes: z.number(),
  /** The gallery's address part: /gallery/<eventSlug>. */
  eventSlug: z.string(),
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

/**
 * One photo or video as a viewer sees it. The URLs are signed for this viewer and expire (at most
 * two hours); a hidden or deleted item stops serving at once whatever the URL.
 */
export const albumItemViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['photo', 'video']),
  status: z.enum(['pending', 'approved', 'hidden']),
  uploaderName: z.string(),
  /** The viewer uploaded it: they may delete it. */
  own: z.boolean(),
  /** The file name it was uploaded with (a HEIC's name ends in .jpg: it is kept as a JPEG). */
  originalName: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  durationMs: z.number().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** How many people reported it (hosts only; 0 for everyone else). */
  reportCount: z.number(),
  urls: z.object({
    /** ~400 px WebP (photos; videos: the poster's), null for a video without a poster. */
    thumb: z.string().nullable(),
    /** ~2000 px WebP (photos; videos: the poster's). */
    display: z.string().nullable(),
    /** The kept file: a photo as a full-size JPEG without metadata, a video as uploaded with its location blanked. Served as a download. */
    download: z.string(),
    /** Videos: the file for the player (range requests work). Null for photos. */
    video: z.string().nullable(),
  }),
});
export type AlbumItemView = z.infer<typeof albumItemViewSchema>;

/** GET /api/events/:id/album/items: the hosts' list, newest first, a page at a time. */
export const albumItemsPageSchema = z.object({ items: z.array(albumItemViewSchema), nextCursor: z.string().nullable() });
export type AlbumItemsPage = z.infer<typeof albumItemsPageSchema>;

/** PATCH /api/events/:id/album/items/:itemId: a host approves or hides an item. */
export const albumItemStatusInputSchema = z.object({ status: z.enum(['approved', 'hidden'], { error: 'The status must be "approved" or "hidden"' }) }).strict();

/** POST /api/album-items/:itemId/report: why a viewer reports an item to the hosts. */
export const albumItemReportInputSchema = z
  .object({
    reason: singleLineText({ label: 'Reason', error: 'The reason must be text' })
      .trim()
      .min(1, 'Please say briefly why the hosts should look at this')
      .max(300, 'The reason must be at most 300 characters long'),
  })
  .strict();

/** GET /api/gallery/:slug (and the slideshow's polling of it, with If-None-Match). */
export const galleryViewSchema = z.object({
  /** `id` is what a signed-in viewer's uploads name in their metadata (`event`). */
  event: z.object({ id: z.string(), title: z.string(), celebrantName: z.string().nullable(), slug: z.string(), startsAt: z.string(), timeZone: z.string() }),
  /** `signedIn`: the viewer is known by their session (a host, or a member linked to a guest): they upload from the gallery. */
  viewer: z.object({ role: z.enum(['host', 'guest', 'uploader']), name: z.string().nullable(), signedIn: z.boolean() }),
  /** Whether guests see the album now; when false a guest's items are only their own. */
  revealed: z.boolean(),
  /** The planned reveal, wall-clock in the event's zone (drop-only albums), else null. */
  revealAt: z.string().nullable(),
  uploadsOpen: z.boolean(),
  /** The caps, for a signed-in viewer's uploader on the gallery (checked again by the server). */
  maxPhotoBytes: z.number(),
  maxVideoBytes: z.number(),
  /** Approved items the viewer may see and their own uploads (any status), newest first, one page. */
  items: z.array(albumItemViewSchema),
  /** `?cursor=` for the next page, or null on the last. */
  nextCursor: z.string().nullable(),
});
export type GalleryView = z.infer<typeof galleryViewSchema>;

/** GET /api/guest-upload (x-guest-token): the personal upload page /u/:token. */
export const guestUploadViewSchema = uploadPortalViewSchema.extend({ guestName: z.string(), items: z.array(albumItemViewSchema) });
export type GuestUploadView = z.infer<typeof guestUploadViewSchema>;
