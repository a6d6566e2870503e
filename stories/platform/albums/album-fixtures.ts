import type { AlbumItemView, AlbumView, GalleryView, UploadPortalView } from '#core/domain/albums/album.schema.ts';
import { newTile, tileReducer, type TileEvent, type UploadTileState } from '#platform/features/albums/components/upload-tile.rules.ts';

/** Sample album data for stories; no story talks to a server, and every image is a data: URL. */
function picture(label: string, from: string, to: string, width = 800, height = 600): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><text x="${width / 2}" y="${height / 2 + 20}" font-size="${Math.round(width / 10)}" text-anchor="middle" font-family="sans-serif" fill="#1f2937">${label}</text></svg>`,
    )
  );
}

const palette: Array<[string, string, string]> = [
  ['Cake!', '#fbcfe8', '#fde68a'],
  ['Balloons', '#bfdbfe', '#c7d2fe'],
  ['Candles', '#fed7aa', '#fecaca'],
  ['Dancing', '#bbf7d0', '#a5f3fc'],
  ['Presents', '#e9d5ff', '#fbcfe8'],
  ['Games', '#fef08a', '#bbf7d0'],
  ['Pool', '#a5f3fc', '#bfdbfe'],
  ['Friends', '#fecaca', '#fed7aa'],
];
const names = ['Ada', 'Grace', 'Linus', 'Maya’s mum', 'Tom', 'Priya'];

export function albumItem(index: number, overrides: Partial<AlbumItemView> = {}): AlbumItemView {
  const [label, from, to] = palette[index % palette.length]!;
  const portrait = index % 3 === 2;
  const full = picture(label, from, to, portrait ? 600 : 800, portrait ? 800 : 600);
  return {
    id: `item-${index + 1}`,
    kind: 'photo',
    status: 'approved',
    uploaderName: names[index % names.length]!,
    own: false,
    originalName: `IMG_${String(4200 + index).padStart(4, '0')}.JPG`,
    bytes: 2_400_000 + index * 310_000,
    width: portrait ? 1500 : 2000,
    height: portrait ? 2000 : 1500,
    durationMs: null,
    createdAt: new Date(Date.UTC(2027, 2, 6, 20, 0) - index * 7 * 60_000).toISOString(),
    reportCount: 0,
    urls: { thumb: full, display: full, download: full, video: null },
    ...overrides,
  };
}

/** A video with a poster (its thumb is the poster's), and one whose poster never came. */
export const videoWithPoster = albumItem(3, { id: 'video-1', kind: 'video', originalName: 'IMG_4300.MOV', bytes: 186_000_000, durationMs: 47_000, urls: { ...albumItem(3).urls, video: null } });
export const videoWithoutPoster = albumItem(5, {
  id: 'video-2',
  kind: 'video',
  originalName: 'IMG_4301.MP4',
  bytes: 62_000_000,
  durationMs: 8_400,
  urls: { thumb: null, display: null, download: '#', video: null },
});

export const galleryItems: AlbumItemView[] = [
  albumItem(0, { own: true }),
  albumItem(1),
  videoWithPoster,
  albumItem(2),
  albumItem(4, { own: true, status: 'pending' }),
  albumItem(5),
  videoWithoutPoster,
  albumItem(6),
  albumItem(7),
  albumItem(8),
  albumItem(9),
  albumItem(10),
];

export const event = {
  id: 'ev_demo_1',
  title: 'Maya’s 7th birthday',
  celebrantName: 'Maya',
  slug: 'mayas-7th-birthday-k2m9x4q7ab',
  startsAt: '2027-03-06T19:00:00.000Z',
  timeZone: 'America/New_York',
};

export const galleryView: GalleryView = {
  event,
  viewer: { role: 'guest', name: 'Ada', signedIn: false },
  revealed: true,
  revealAt: null,
  uploadsOpen: true,
  maxPhotoBytes: 25 * 1024 ** 2,
  maxVideoBytes: 1024 ** 3,
  items: galleryItems,
  nextCursor: null,
};

export const portalView: UploadPortalView = {
  event: { title: event.title, celebrantName: event.celebrantName, startsAt: event.startsAt, timeZone: event.timeZone },
  uploadsOpen: true,
  revealed: false,
  requireApproval: true,
  accepted: 'photos (JPEG, PNG, WebP, HEIC) and videos (MP4, MOV)',
  maxPhotoBytes: 25 * 1024 ** 2,
  maxVideoBytes: 1024 ** 3,
  eventSlug: event.slug,
};

export const albumView: AlbumView = {
  eventId: 'event-1',
  visibility: 'hosts_until_reveal',
  revealAt: '2027-03-06T21:30',
  revealed: false,
  requireApproval: true,
  uploadsOpen: true,
  portalLink: 'https://cakeday.example/upload/4f9a1c2e8b7d6a5f',
  counts: { approved: 38, pending: 4, hidden: 1, photos: 36, videos: 7 },
  storedBytes: 1_320_000_000,
  quotaBytes: 2 * 1024 ** 3,
};

export const pendingItems: AlbumItemView[] = [
  albumItem(1, { status: 'pending', uploaderName: 'Tom' }),
  { ...videoWithPoster, status: 'pending', uploaderName: 'Priya' },
  albumItem(7, { status: 'pending', uploaderName: 'Linus', reportCount: 2 }),
  albumItem(5, { status: 'pending', uploaderName: 'Grace' }),
];

const MB = 1024 ** 2;

/** A tile after these events, as the upload queue would hold it. */
export function tileAfter(name: string, bytes: number, kind: 'photo' | 'video', events: TileEvent[], id = name): UploadTileState {
  return events.reduce(tileReducer, newTile(id, { name, size: bytes }, kind));
}

export const tiles = {
  uploading: tileAfter('IMG_4302.MOV', 240 * MB, 'video', [{ type: 'start' }, { type: 'progress', sent: 96 * MB, total: 240 * MB }]),
  paused: tileAfter('IMG_4303.MOV', 120 * MB, 'video', [{ type: 'start' }, { type: 'progress', sent: 40 * MB, total: 120 * MB }, { type: 'pause' }]),
  offline: tileAfter('IMG_4304.HEIC', 3 * MB, 'photo', [{ type: 'start' }, { type: 'progress', sent: 1 * MB, total: 3 * MB }, { type: 'offline' }]),
  checking: tileAfter('IMG_4305.HEIC', 4 * MB, 'photo', [{ type: 'start' }, { type: 'progress', sent: 4 * MB, total: 4 * MB }]),
  failed: tileAfter('party-invite.pdf', 1 * MB, 'photo', [
    { type: 'start' },
    { type: 'fail', message: 'This file is not a photo or video we can take: photos (JPEG, PNG, WebP, HEIC) and videos (MP4, MOV).', retryable: false },
  ]),
  dropped: tileAfter('IMG_4306.JPG', 5 * MB, 'photo', [
    { type: 'start' },
    { type: 'fail', message: 'Could not reach Cakeday. Check your connection; the upload goes on where it stopped when you try again.', retryable: true },
  ]),
  done: tileAfter('IMG_4307.JPG', 6 * MB, 'photo', [{ type: 'start' }, { type: 'succeed', item: albumItem(2, { status: 'approved' }) }]),
  waiting: tileAfter('IMG_4308.JPG', 6 * MB, 'photo', [{ type: 'start' }, { type: 'succeed', item: albumItem(4, { status: 'pending' }) }]),
};
