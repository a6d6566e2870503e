import { describe, expect, it } from 'vitest';
import {
  type AlbumSettings,
  albumAccess,
  isRevealed,
  nextUploadNoticeAt,
  oversizeMessage,
  PHOTO_MAX_BYTES,
  shownToGuests,
  statusOfNewUpload,
  UPLOAD_NOTICE_INTERVAL_MS,
  uploadNoticeText,
  VIDEO_MAX_BYTES,
} from './album.rules.ts';

const open: AlbumSettings = { visibility: 'guests', revealAt: null, requireApproval: false, uploadsOpen: true };
const dropOnly: AlbumSettings = { visibility: 'hosts_until_reveal', revealAt: 1_000, requireApproval: true, uploadsOpen: true };

describe('who sees the album', () => {
  it('shows an open album to guests and uploaders, and a drop-only one only from its reveal', () => {
    expect(isRevealed(open, 0)).toBe(true);
    expect(isRevealed(dropOnly, 999)).toBe(false);
    expect(isRevealed(dropOnly, 1_000)).toBe(true);
    expect(isRevealed({ visibility: 'hosts_until_reveal', revealAt: null }, Number.MAX_SAFE_INTEGER)).toBe(false);
    for (const role of ['guest', 'uploader'] as const) {
      expect(albumAccess(role, dropOnly, 999)).toEqual({ seesAlbum: false, seesOwn: true, uploads: true, moderates: false });
      expect(albumAccess(role, dropOnly, 1_000).seesAlbum).toBe(true);
      expect(albumAccess(role, { ...open, uploadsOpen: false }, 0)).toEqual({ seesAlbum: true, seesOwn: true, uploads: false, moderates: false });
    }
  });

  it('lets hosts see, upload and moderate at any time, even with uploads closed', () => {
    expect(albumAccess('host', { ...dropOnly, uploadsOpen: false }, 0)).toEqual({ seesAlbum: true, seesOwn: true, uploads: true, moderates: true });
  });

  it('shows guests only approved items of others, and queues guests’ uploads when approval is on', () => {
    expect(shownToGuests('approved')).toBe(true);
    expect(shownToGuests('pending')).toBe(false);
    expect(shownToGuests('hidden')).toBe(false);
    expect(statusOfNewUpload(dropOnly, 'guest')).toBe('pending');
    expect(statusOfNewUpload(dropOnly, 'uploader')).toBe('pending');
    expect(statusOfNewUpload(dropOnly, 'host')).toBe('approved');
    expect(statusOfNewUpload(open, 'guest')).toBe('approved');
  });
});

describe('what an upload may be', () => {
  it('caps photos at 25 MB and videos at 1 GB with a message that gives both sizes', () => {
    expect(oversizeMessage('photo', PHOTO_MAX_BYTES)).toBeNull();
    expect(oversizeMessage('photo', PHOTO_MAX_BYTES + 1)).toMatch(/^Photos can be at most 25 MB; this one is 25 MB\.$/);
    expect(oversizeMessage('photo', 31.2 * 1024 ** 2)).toBe('Photos can be at most 25 MB; this one is 31.2 MB.');
    expect(oversizeMessage('video', VIDEO_MAX_BYTES)).toBeNull();
    expect(oversizeMessage('video', 1.5 * 1024 ** 3)).toBe('Videos can be at most 1 GB; this one is 1.5 GB. Trim it on your phone and try again.');
  });
});

describe('batched upload notices', () => {
  it('sends the first notice at once and the next ones at most every 30 minutes', () => {
    expect(nextUploadNoticeAt(null, 5_000)).toBe(5_000);
    expect(nextUploadNoticeAt(10_000, 11_000)).toBe(10_000 + UPLOAD_NOTICE_INTERVAL_MS);
    expect(nextUploadNoticeAt(10_000, 10_000 + 2 * UPLOAD_NOTICE_INTERVAL_MS)).toBe(10_000 + 2 * UPLOAD_NOTICE_INTERVAL_MS);
  });

  it('says how many photos and videos came from whom', () => {
    expect(uploadNoticeText(1, 0, ['Gus'])).toBe('1 new photo from Gus');
    expect(uploadNoticeText(12, 0, ['Gus', 'Ida', 'Leo', 'Pia'])).toBe('12 new photos from 4 guests');
    expect(uploadNoticeText(12, 2, ['Gus', 'Ida'])).toBe('12 new photos and 2 videos from 2 guests');
    expect(uploadNoticeText(0, 1, ['Ida'])).toBe('1 new video from Ida');
  });
});
