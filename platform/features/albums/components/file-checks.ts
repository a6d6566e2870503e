/**
 * The browser's pre-check of a chosen file: only the obvious (a photo or video over its cap, from
 * the portal's view), worded exactly like core's `oversizeMessage`; the server sniffs the bytes and
 * decides everything else.
 *
 * `formatStorage` is a copy of core/domain/money/plans.rules.ts's: that module imports the money
 * schemas and so zod, which the phone-facing upload pages do not load (check-in-dev.ts says why).
 * file-checks.test.ts holds the copy and the messages to core's, value for value.
 */
export type MediaKind = 'photo' | 'video';

const GB = 1024 ** 3;

/** "25 MB", "1 GB", "1.5 GB": the same text as core's formatStorage. */
export function formatStorage(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  return `${Math.max(0.1, Number((bytes / 1024 ** 2).toFixed(1)))} MB`;
}

const VIDEO_NAME = /\.(mp4|m4v|mov|qt|3gp|webm|avi|mkv)$/i;

/** Photo or video, from the declared type or, when the browser gives none (some HEIC/MOV pickers), the name. */
export function mediaKindOf(file: { name: string; type: string }): MediaKind {
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('image/')) return 'photo';
  return VIDEO_NAME.test(file.name) ? 'video' : 'photo';
}

export interface SizeLimits {
  maxPhotoBytes: number;
  maxVideoBytes: number;
}

/** The refusal for a file over its kind's cap, or null when it fits (core's oversizeMessage, with the portal's caps). */
export function oversizeText(kind: MediaKind, bytes: number, limits: SizeLimits): string | null {
  const cap = kind === 'photo' ? limits.maxPhotoBytes : limits.maxVideoBytes;
  if (bytes <= cap) return null;
  return kind === 'photo'
    ? `Photos can be at most ${formatStorage(cap)}; this one is ${formatStorage(bytes)}.`
    : `Videos can be at most ${formatStorage(cap)}; this one is ${formatStorage(bytes)}. Trim it on your phone and try again.`;
}

/** "0:07", "12:03", "1:02:03" for a video's length. */
export function formatDuration(ms: number | null): string | null {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return null;
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
