import { describe, expect, it } from 'vitest';
import type { AlbumView } from '#core/domain/albums/album.schema.ts';
import { guestUploadText, storageText } from './album-screen.tsx';
import { draftOf, revealAtProblem, settingsChanges } from './album-settings.rules.ts';
import { reportBadge } from './approval-queue.tsx';
import { revealText, viewerText } from './gallery-screen.tsx';
import { ownStatusText } from './own-uploads.tsx';
import { qrSvg } from './qr-poster.tsx';
import { absoluteLink } from './upload-link-panel.tsx';
import { uploaderNameProblem } from './uploader-name-form.tsx';

const album: AlbumView = {
  eventId: 'e1',
  visibility: 'guests',
  revealAt: null,
  revealed: true,
  requireApproval: false,
  uploadsOpen: true,
  portalLink: 'https://cakeday.test/upload/abc',
  counts: { approved: 3, pending: 1, hidden: 0, photos: 3, videos: 1 },
  storedBytes: 1.5 * 1024 ** 3,
  quotaBytes: 2 * 1024 ** 3,
};

describe('the album settings form', () => {
  it('sends only what changed', () => {
    const draft = draftOf(album);
    expect(settingsChanges(album, draft)).toEqual({});
    expect(settingsChanges(album, { ...draft, requireApproval: true, uploadsOpen: false })).toEqual({ requireApproval: true, uploadsOpen: false });
  });

  it('sends the reveal time only for a drop-only album, and an empty field as null', () => {
    const dropOnly = { ...draftOf(album), visibility: 'hosts_until_reveal' as const, revealAt: '2026-12-05T21:30' };
    expect(settingsChanges(album, dropOnly)).toEqual({ visibility: 'hosts_until_reveal', revealAt: '2026-12-05T21:30' });
    const saved: AlbumView = { ...album, visibility: 'hosts_until_reveal', revealAt: '2026-12-05T21:30', revealed: false };
    expect(settingsChanges(saved, { ...draftOf(saved), revealAt: '' })).toEqual({ revealAt: null });
    expect(settingsChanges(saved, { ...draftOf(saved), visibility: 'guests', revealAt: '' })).toEqual({ visibility: 'guests' });
  });

  it('refuses a reveal time that is not a real date and time, with the server’s words', () => {
    const draft = { ...draftOf(album), visibility: 'hosts_until_reveal' as const };
    expect(revealAtProblem({ ...draft, revealAt: '2026-02-30T10:00' })).toBe('The reveal time must be a real date and time (YYYY-MM-DDTHH:mm)');
    expect(revealAtProblem({ ...draft, revealAt: '' })).toBeNull();
    expect(revealAtProblem({ ...draft, revealAt: '2026-12-05T21:30' })).toBeNull();
  });
});

describe('album texts', () => {
  it('storage used of the quota', () => {
    expect(storageText(album.storedBytes, album.quotaBytes)).toBe('1.5 GB of 2 GB used (75%)');
    expect(storageText(0, 0)).toBe('0.1 MB of 0.1 MB used (0%)');
  });

  it('reports as a badge, statuses in an uploader’s words', () => {
    expect(reportBadge(0)).toBeNull();
    expect(reportBadge(2)).toBe('Reported 2×');
    expect(ownStatusText('pending')).toBe("Waiting for the hosts' approval");
  });

  it('the reveal time in the party’s zone, and who is viewing', () => {
    expect(revealText('2026-12-05T21:30', 'America/New_York')).toBe('Sat, Dec 5, 2026, 9:30 PM EST');
    expect(revealText(null, 'UTC')).toBeNull();
    expect(revealText('garbage', 'UTC')).toBeNull();
    expect(viewerText({ role: 'guest', name: 'Ada', signedIn: false })).toBe('Viewing as Ada');
    expect(viewerText({ role: 'host', name: 'Hana', signedIn: true })).toBe('You are viewing as a host.');
  });

  it('the uploader’s name: required, at most 60 characters', () => {
    expect(uploaderNameProblem('  ')).toBe('Please enter your name, so the hosts know who shared these');
    expect(uploaderNameProblem('x'.repeat(61))).toBe('Your name must be at most 60 characters long');
    expect(uploaderNameProblem(' Ada ')).toBeNull();
  });

  it('the upload link as a full address, and its QR code as SVG', async () => {
    expect(absoluteLink('/upload/abc', 'https://cakeday.test')).toBe('https://cakeday.test/upload/abc');
    expect(absoluteLink('https://cakeday.test/upload/abc', 'https://other.test')).toBe('https://cakeday.test/upload/abc');
    const svg = await qrSvg('https://cakeday.test/upload/abc');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).not.toContain('cakeday.test');
  });
});

describe('guestUploadText', () => {
  it('says whether the shared upload link is on and where to turn it on', () => {
    expect(guestUploadText({ ...album, portalLink: null })).toBe(
      'Guests add photos from their personal links. The shared upload link and QR poster are off: turn them on under “Upload link and QR poster” to let anyone at the party add photos.',
    );
    expect(guestUploadText(album)).toBe('Guests add photos from their personal links and from the shared upload link, which is on.');
    expect(guestUploadText({ ...album, requireApproval: true })).toMatch(/You approve each one before it shows\.$/);
    expect(guestUploadText({ ...album, uploadsOpen: false })).toBe('Uploads are closed: guests cannot add photos until you open them in Settings.');
  });
});
