import { formatStorage } from '../money/plans.rules.ts';

/**
 * The rules of an event's album: who sees what and when, who may upload, what an upload
 * may be, and how often the hosts hear about new ones. The server decides every permission with
 * these; the screens use the same functions to show what the server will allow.
 */

/** `guests`: guests see the approved album; `hosts_until_reveal`: guests see only their own uploads until the reveal. */
export const albumVisibilities = ['guests', 'hosts_until_reveal'] as const;
export type AlbumVisibility = (typeof albumVisibilities)[number];

export interface AlbumSettings {
  visibility: AlbumVisibility;
  /** When a `hosts_until_reveal` album opens to the guests (UTC ms); null: only when the host reveals it. */
  revealAt: number | null;
  /** Uploads wait in the hosts' queue until approved. */
  requireApproval: boolean;
  /** Whether guests can upload now (the host closes it, e.g. a week after the party). */
  uploadsOpen: boolean;
}

export type AlbumItemStatus = 'pending' | 'approved' | 'hidden';

/** Who is asking: the event's hosts, a guest (by personal link or a member linked to a guest), or an uploader known only by the device key the upload portal gave them. */
export type AlbumRole = 'host' | 'guest' | 'uploader';

export interface AlbumAccess {
  /** Sees every approved item of the album (hosts: every item, pending and hidden too). */
  seesAlbum: boolean;
  /** Sees their own uploads, whatever their status, and may delete them. */
  seesOwn: boolean;
  uploads: boolean;
  /** Approves, hides, deletes anything, downloads everything, changes the settings. */
  moderates: boolean;
}

/** Whether the album is open to its guests at `now`. */
export function isRevealed(settings: Pick<AlbumSettings, 'visibility' | 'revealAt'>, now: number): boolean {
  return settings.visibility === 'guests' || (settings.revealAt !== null && now >= settings.revealAt);
}

export function albumAccess(role: AlbumRole, settings: AlbumSettings, now: number): AlbumAccess {
  if (role === 'host') return { seesAlbum: true, seesOwn: true, uploads: true, moderates: true };
  // An uploader without a guest row (the shared portal link) sees the album as a guest does once it is revealed.
  return { seesAlbum: isRevealed(settings, now), seesOwn: true, uploads: settings.uploadsOpen, moderates: false };
}

/** Which statuses a viewer who is not a host sees of other people's items: approved ones only. */
export function shownToGuests(status: AlbumItemStatus): boolean {
  return status === 'approved';
}

/** A new upload's status: hosts' own uploads never wait for approval. */
export function statusOfNewUpload(settings: Pick<AlbumSettings, 'requireApproval'>, role: AlbumRole): AlbumItemStatus {
  return role === 'host' || !settings.requireApproval ? 'approved' : 'pending';
}

// What an upload may be. Checked by the bytes (media sniffing), never the name or declared type.
export const albumMediaKinds = ['photo', 'video'] as const;
export type AlbumMediaKind = (typeof albumMediaKinds)[number];
const MB = 1024 ** 2;
export const PHOTO_MAX_BYTES = 25 * MB;
export const VIDEO_MAX_BYTES = 1024 * MB;
export const ACCEPTED_MEDIA_TEXT = 'photos (JPEG, PNG, WebP, HEIC) and videos (MP4, MOV)';

export function maxBytesOf(kind: AlbumMediaKind): number {
  return kind === 'photo' ? PHOTO_MAX_BYTES : VIDEO_MAX_BYTES;
}

/** The refusal for a file over its kind's cap, or null when it fits. */
export function oversizeMessage(kind: AlbumMediaKind, bytes: number): string | null {
  const cap = maxBytesOf(kind);
  if (bytes <= cap) return null;
  return kind === 'photo'
    ? `Photos can be at most ${formatStorage(cap)}; this one is ${formatStorage(bytes)}.`
    : `Videos can be at most ${formatStorage(cap)}; this one is ${formatStorage(bytes)}. Trim it on your phone and try again.`;
}

/** The hosts hear about new uploads at most this often ("12 new photos from 4 guests"). */
export const UPLOAD_NOTICE_INTERVAL_MS = 30 * 60 * 1000;

/**
 * When the next batched notice about new uploads may go out: right away for the first upload
 * after a quiet period, else 30 minutes after the last notice. `lastSentAt` null: none sent yet.
 */
export function nextUploadNoticeAt(lastSentAt: number | null, firstPendingAt: number): number {
  if (lastSentAt === null) return firstPendingAt;
  return Math.max(firstPendingAt, lastSentAt + UPLOAD_NOTICE_INTERVAL_MS);
}

/** "1 new photo from Gus", "12 new photos and 2 videos from 4 guests". */
export function uploadNoticeText(photos: number, videos: number, uploaderNames: string[]): string {
  const parts = [photos > 0 ? `${photos} new photo${photos === 1 ? '' : 's'}` : null, videos > 0 ? `${videos}${photos > 0 ? '' : ' new'} video${videos === 1 ? '' : 's'}` : null].filter(
    (part): part is string => part !== null,
  );
  const who = uploaderNames.length === 1 ? uploaderNames[0]! : `${uploaderNames.length} guests`;
  return `${parts.join(' and ')} from ${who}`;
}
