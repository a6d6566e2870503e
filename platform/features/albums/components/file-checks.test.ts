import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxBytesOf, oversizeMessage, PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '#core/domain/albums/album.rules.ts';
import { formatStorage as coreFormatStorage } from '#core/domain/money/plans.rules.ts';
import { formatDuration, formatStorage, mediaKindOf, oversizeText } from './file-checks.ts';

const coreLimits = { maxPhotoBytes: PHOTO_MAX_BYTES, maxVideoBytes: VIDEO_MAX_BYTES };

describe('the upload pages’ copy of core’s size wording', () => {
  it('formats sizes exactly like core’s formatStorage', () => {
    for (const bytes of [0, 1, 1023, 1024 ** 2, 25 * 1024 ** 2, 25 * 1024 ** 2 + 1, 1024 ** 3 - 1, 1024 ** 3, 1.55 * 1024 ** 3, 100 * 1024 ** 3]) {
      expect(formatStorage(bytes), String(bytes)).toBe(coreFormatStorage(bytes));
    }
    fc.assert(fc.property(fc.integer({ min: 0, max: 200 * 1024 ** 3 }), (bytes) => formatStorage(bytes) === coreFormatStorage(bytes)));
  });

  it('refuses an oversized photo or video with core’s oversizeMessage, word for word', () => {
    fc.assert(
      fc.property(fc.constantFrom('photo' as const, 'video' as const), fc.integer({ min: 0, max: 4 * 1024 ** 3 }), (kind, bytes) => {
        expect(oversizeText(kind, bytes, coreLimits)).toBe(oversizeMessage(kind, bytes));
      }),
    );
    expect(oversizeText('photo', maxBytesOf('photo'), coreLimits)).toBeNull();
    expect(oversizeText('photo', 30 * 1024 ** 2, coreLimits)).toBe('Photos can be at most 25 MB; this one is 30 MB.');
    expect(oversizeText('video', 1.5 * 1024 ** 3, coreLimits)).toBe('Videos can be at most 1 GB; this one is 1.5 GB. Trim it on your phone and try again.');
  });

  it('uses the caps the portal sends, not fixed ones', () => {
    expect(oversizeText('photo', 11 * 1024 ** 2, { maxPhotoBytes: 10 * 1024 ** 2, maxVideoBytes: 1024 ** 3 })).toBe('Photos can be at most 10 MB; this one is 11 MB.');
    expect(oversizeText('video', 11 * 1024 ** 2, { maxPhotoBytes: 10 * 1024 ** 2, maxVideoBytes: 1024 ** 3 })).toBeNull();
  });
});

describe('mediaKindOf', () => {
  it('reads the declared type, else the name (pickers that give HEIC or MOV no type)', () => {
    expect(mediaKindOf({ name: 'IMG_1.HEIC', type: 'image/heic' })).toBe('photo');
    expect(mediaKindOf({ name: 'clip.mov', type: 'video/quicktime' })).toBe('video');
    expect(mediaKindOf({ name: 'clip.MOV', type: '' })).toBe('video');
    expect(mediaKindOf({ name: 'IMG_2.heic', type: '' })).toBe('photo');
    // The declared type wins over a misleading name; the server sniffs the bytes anyway.
    expect(mediaKindOf({ name: 'photo.mp4', type: 'image/jpeg' })).toBe('photo');
  });
});

describe('formatDuration', () => {
  it('shows m:ss, or h:mm:ss past an hour; nothing for an unknown length', () => {
    expect(formatDuration(7_400)).toBe('0:07');
    expect(formatDuration(723_000)).toBe('12:03');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
  });
});
