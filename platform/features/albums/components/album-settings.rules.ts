import type { AlbumSettingsInput, AlbumView } from '#core/domain/albums/album.schema.ts';
import { isLocalDateTime } from '#core/domain/events/event-time.rules.ts';

/** The settings form's values: the reveal time as the datetime-local field holds it ('' for none). */
export interface AlbumSettingsDraft {
  visibility: AlbumView['visibility'];
  revealAt: string;
  requireApproval: boolean;
  uploadsOpen: boolean;
}

export function draftOf(album: AlbumView): AlbumSettingsDraft {
  return { visibility: album.visibility, revealAt: album.revealAt ?? '', requireApproval: album.requireApproval, uploadsOpen: album.uploadsOpen };
}

/** A problem with the reveal time the server would refuse anyway (same wording as core's schema), or null. */
export function revealAtProblem(draft: AlbumSettingsDraft): string | null {
  if (draft.visibility !== 'hosts_until_reveal' || draft.revealAt === '') return null;
  return isLocalDateTime(draft.revealAt) ? null : 'The reveal time must be a real date and time (YYYY-MM-DDTHH:mm)';
}

/**
 * Only what changed, as PATCH /api/events/:id/album takes it. The reveal time is sent only for a
 * drop-only album (for an album guests already see it means nothing); '' clears it (null).
 */
export function settingsChanges(album: AlbumView, draft: AlbumSettingsDraft): AlbumSettingsInput {
  const changes: AlbumSettingsInput = {};
  if (draft.visibility !== album.visibility) changes.visibility = draft.visibility;
  const revealAt = draft.revealAt === '' ? null : draft.revealAt.slice(0, 16);
  if (draft.visibility === 'hosts_until_reveal' && revealAt !== album.revealAt) changes.revealAt = revealAt;
  if (draft.requireApproval !== album.requireApproval) changes.requireApproval = draft.requireApproval;
  if (draft.uploadsOpen !== album.uploadsOpen) changes.uploadsOpen = draft.uploadsOpen;
  return changes;
}
