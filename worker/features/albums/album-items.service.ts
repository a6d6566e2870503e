/**
 * The album's items as each viewer may see them, and what hosts, guests and uploaders may do with
 * them: the hosts' list and moderation, the gallery, one's own uploads, deleting, reporting and a
 * video's poster frame. Every route reads the item with its album and decides by the rules of
 * core/domain/albums; an item someone may not see is a 404, the same as one that does not exist.
 */
import type { Context } from 'hono';
import { albumAccess, isRevealed, PHOTO_MAX_BYTES, shownToGuests, VIDEO_MAX_BYTES } from '#core/domain/albums/album.rules.ts';
import type { AlbumItemView, GalleryView, GuestUploadView } from '#core/domain/albums/album.schema.ts';
import { utcToZonedLocal } from '#core/domain/events/event-time.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import type { BlobStore } from '../../services/blob-store/blob-store.ts';
import { checkImageBytes, DAMAGED_IMAGE_MESSAGE, ImageDecodeError, verifiedOutput } from '../../services/images/image-intake.ts';
import { type AlbumIdentity, albumIdentityFor, linkGuestOf, type ManagesEvent, portalUploaderOf } from './album-identity.ts';
import { DISPLAY_SIDE, THUMB_SIDE } from './album-intake.ts';
import { type AlbumItemRow, albumItemsRepo, isOwnedBy, ITEMS_PAGE_SIZE, ownedBy, type UploaderRef } from './album-items.repo.ts';
import { type MediaAudience, mediaUrlExpiry, signedMediaPath } from './album-media-urls.ts';
import { type AlbumEventRow, type AlbumRow, albumsRepo } from './albums.repo.ts';
import { albumOfPortalToken, linkSecret, portalViewOf } from './albums.service.ts';

type Ctx = Context<AppBindings>;

/**
 * Items in one gallery answer, newest first; `nextCursor` pages on. A party's album usually fits
 * in one; the slideshow plays the newest page (what a party's TV should show anyway).
 */
export const GALLERY_PAGE_SIZE = 200;
/** The most of a viewer's own uploads listed on the upload pages (a phone rarely sends more). */
const OWN_ITEMS_LIMIT = 2000;

/** `createdAt:id` of the last item shown → the position after it; anything else is a 400. */
function parseItemsCursor(cursor: string | undefined): { createdAt: number; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const match = /^(\d{1,15}):([0-9a-f]{32})$/.exec(cursor);
  if (!match) throw new ApiError(400, 'This page link is not valid: load the album again.');
  return { createdAt: Number(match[1]), id: match[2]! };
}

function nextCursorOf(rows: readonly AlbumItemRow[], pageSize: number): string | null {
  const last = rows[pageSize - 1];
  return rows.length > pageSize && last ? `${last.createdAt}:${last.id}` : null;
}

export const NO_ITEM = 'This photo or video is not in the album (it may have been deleted).';

/** The key that signs media URLs: the server's link secret, kept apart from guest links by the message's prefix. */
export function mediaSecret(c: Ctx): string {
  return linkSecret(c);
}

/** An item as this viewer sees it, with media URLs signed for them. */
export function itemViewFor(secret: string, item: AlbumItemRow, viewer: UploaderRef & { role: AlbumIdentity['role'] }, now: number): AlbumItemView {
  const own = isOwnedBy(item, viewer);
  const audience: MediaAudience = viewer.role === 'host' ? 'h' : own ? 'o' : 'v';
  const expiresAt = mediaUrlExpiry(now);
  const url = (variant: 'thumb' | 'display' | 'download' | 'video') => signedMediaPath(secret, item.id, variant, audience, expiresAt);
  return {
    id: item.id,
    kind: item.kind,
    status: item.status,
    uploaderName: item.uploaderName,
    own,
    originalName: item.originalName,
    bytes: item.bytes,
    width: item.width,
    height: item.height,
    durationMs: item.durationMs,
    createdAt: new Date(item.createdAt).toISOString(),
    reportCount: viewer.role === 'host' ? item.reportCount : 0,
    urls: {
      thumb: item.thumbKey ? url('thumb') : null,
      display: item.displayKey ? url('display') : null,
      download: url('download'),
      video: item.kind === 'video' ? url('video') : null,
    },
  };
}

const HOST_VIEWER = { role: 'host' as const, uploaderId: null, guestId: null, userId: null };

// ——— Hosts ———

export async function hostItemsPage(c: Ctx, event: AlbumEventRow, query: { status?: string; cursor?: string }) {
  const status = query.status;
  if (status !== undefined && status !== 'pending' && status !== 'approved' && status !== 'hidden') {
    throw new ApiError(400, 'Filter by status "pending", "approved" or "hidden", or leave it out for every item.');
  }
  const rows = await albumItemsRepo.hostPage(c.get('deps').db, event.id, { status, after: parseItemsCursor(query.cursor) });
  const now = c.get('deps').clock.now();
  const secret = mediaSecret(c);
  return {
    items: rows.slice(0, ITEMS_PAGE_SIZE).map((item) => itemViewFor(secret, item, HOST_VIEWER, now)),
    nextCursor: nextCursorOf(rows, ITEMS_PAGE_SIZE),
  };
}

export async function setItemStatus(c: Ctx, event: AlbumEventRow, itemId: string, status: 'approved' | 'hidden'): Promise<AlbumItemView> {
  const item = await albumItemsRepo.setStatus(c.get('deps').db, event.id, itemId, status, c.get('deps').clock.now());
  if (!item) throw new ApiError(404, NO_ITEM);
  return itemViewFor(mediaSecret(c), item, HOST_VIEWER, c.get('deps').clock.now());
}

export async function hostDeleteItem(c: Ctx, event: AlbumEventRow, itemId: string): Promise<void> {
  const removed = await albumItemsRepo.deleteItem(c.get('deps').db, event.id, itemId);
  if (!removed) throw new ApiError(404, NO_ITEM);
  await deleteItemBlobs(c.get('deps').blobs, removed);
}

export async function itemReports(c: Ctx, event: AlbumEventRow, itemId: string) {
  const item = await albumItemsRepo.findItem(c.get('deps').db, itemId);
  if (!item || item.eventId !== event.id) throw new ApiError(404, NO_ITEM);
  const rows = await albumItemsRepo.reportsOf(c.get('deps').db, itemId);
  return rows.map((row) => ({ reporterName: row.reporterName, reason: row.reason, createdAt: new Date(row.createdAt).toISOString() }));
}

/** Every stored copy of an item; a missing one is not an error (a delete may have been retried). */
export async function deleteItemBlobs(blobs: BlobStore | undefined, item: Pick<AlbumItemRow, 'originalKey' | 'thumbKey' | 'displayKey' | 'posterKey'>): Promise<void> {
  if (!blobs) return;
  const keys = new Set([item.originalKey, item.thumbKey, item.displayKey, item.posterKey].filter((key): key is string => key !== null));
  await Promise.all([...keys].map((key) => blobs.delete(key)));
}

// ——— Guests, uploaders and hosts as viewers ———

/** A viewer of an item's album: what they may see of it (and do with it), or a 404. */
async function loadItemFor(c: Ctx, itemId: string, managesEvent: ManagesEvent) {
  const found = /^[0-9a-f]{32}$/.test(itemId) ? await albumItemsRepo.findItemWithAlbum(c.get('deps').db, itemId) : undefined;
  if (!found) throw new ApiError(404, NO_ITEM);
  const identity = await albumIdentityFor(c, found.event, managesEvent);
  if (!identity || !maySee(identity, found.item, found.album, c.get('deps').clock.now())) throw new ApiError(404, NO_ITEM);
  return { ...found, identity };
}

/** The rule every read of one item follows: hosts see all, anyone sees their own, others see approved items of an album open to them. */
export function maySee(identity: AlbumIdentity, item: AlbumItemRow, album: AlbumRow, now: number): boolean {
  const access = albumAccess(identity.role, album, now);
  if (access.moderates || isOwnedBy(item, identity)) return true;
  return access.seesAlbum && shownToGuests(item.status);
}

/** A guest or uploader deletes their own upload (hosts may delete any, here or on the Album screen). */
export async function deleteOwnItem(c: Ctx, itemId: string, managesEvent: ManagesEvent): Promise<void> {
  const { item, identity } = await loadItemFor(c, itemId, managesEvent);
  if (identity.role !== 'host' && !isOwnedBy(item, identity)) throw new ApiError(403, 'You can delete only your own uploads.');
  const removed = await albumItemsRepo.deleteItem(c.get('deps').db, item.eventId, item.id);
  if (!removed) throw new ApiError(404, NO_ITEM);
  await deleteItemBlobs(c.get('deps').blobs, removed);
}

export async function reportItem(c: Ctx, itemId: string, reason: string, managesEvent: ManagesEvent): Promise<void> {
  const { item, identity } = await loadItemFor(c, itemId, managesEvent);
  if (isOwnedBy(item, identity)) throw new ApiError(400, 'This is your own upload: delete it instead of reporting it.');
  await albumItemsRepo.report(c.get('deps').db, { itemId: item.id, reporterKey: identity.reporterKey, reporterName: identity.name, reason, createdAt: c.get('deps').clock.now() });
}

/** The biggest poster frame taken: a 1280 px JPEG from a canvas is well under it. */
export const MAX_POSTER_BYTES = 2 * 1024 * 1024;

/**
 * A video's poster frame, drawn by the uploader's browser and sent as a picture: decoded and
 * re-encoded like any photo (so it is checked the same way), once per video, by its uploader.
 */
export async function setVideoPoster(c: Ctx, itemId: string, bytes: Uint8Array, managesEvent: ManagesEvent): Promise<AlbumItemView> {
  const { item, identity } = await loadItemFor(c, itemId, managesEvent);
  const deps = c.get('deps');
  if (!isOwnedBy(item, identity)) throw new ApiError(403, 'Only the person who uploaded a video can set its poster frame.');
  if (item.kind !== 'video') throw new ApiError(400, 'Only videos have a poster frame.');
  if (item.posterKey) throw new ApiError(409, 'This video already has its poster frame.');
  if (!deps.blobs || !deps.images) throw new ApiError(503, 'Photo processing is not set up on this server yet.');
  const checked = checkImageBytes(bytes, deps.images);
  let rendered;
  try {
    rendered = await deps.images.render(checked, [
      { longestSide: THUMB_SIDE, format: 'webp' },
      { longestSide: DISPLAY_SIDE, format: 'webp' },
    ]);
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new ApiError(400, DAMAGED_IMAGE_MESSAGE);
    throw error;
  }
  const keys = { thumbKey: `albums/${item.id}/poster-thumb.webp`, displayKey: `albums/${item.id}/poster.webp`, posterKey: `albums/${item.id}/poster.webp` };
  await deps.blobs.put(keys.thumbKey, verifiedOutput(rendered[0]!, THUMB_SIDE, 'webp').bytes, { contentType: 'image/webp' });
  await deps.blobs.put(keys.displayKey, verifiedOutput(rendered[1]!, DISPLAY_SIDE, 'webp').bytes, { contentType: 'image/webp' });
  const updated = await albumItemsRepo.setPoster(deps.db, item.id, keys);
  if (!updated) {
    // Another request set it first; keys are per item, so these are the same names it wrote: keep them.
    throw new ApiError(409, 'This video already has its poster frame.');
  }
  return itemViewFor(mediaSecret(c), updated, identity, deps.clock.now());
}

/**
 * The gallery: the album as this viewer may see it now, a page at a time (`cursor` from the
 * answer before; `kind: 'video'` for the videos view, so a video far down the album is not lost).
 */
export async function galleryView(c: Ctx, slug: string, managesEvent: ManagesEvent, query: { cursor?: string; kind?: string } = {}): Promise<GalleryView> {
  if (query.kind !== undefined && query.kind !== 'video') throw new ApiError(400, 'Filter by kind "video", or leave it out for every item.');
  const after = parseItemsCursor(query.cursor);
  const { db, clock } = c.get('deps');
  const event = slug.length <= 100 ? await albumItemsRepo.findEventBySlug(db, slug) : undefined;
  if (!event) throw new ApiError(404, 'There is no album at this address.');
  const identity = await albumIdentityFor(c, event, managesEvent);
  if (!identity) throw new ApiError(403, 'This album is private. Open it from your invitation link, or from the upload link the hosts shared.');
  const now = clock.now();
  const album = await albumsRepo.ensureAlbum(db, event.id, now);
  const access = albumAccess(identity.role, album, now);
  const rows = await albumItemsRepo.viewerItems(db, event.id, { seesAlbum: access.seesAlbum, own: ownedBy(identity), limit: GALLERY_PAGE_SIZE + 1, after, videosOnly: query.kind === 'video' });
  const secret = mediaSecret(c);
  return {
    event: { id: event.id, title: event.title, celebrantName: event.celebrantName, slug: event.slug, startsAt: new Date(event.startsAt).toISOString(), timeZone: event.timeZone },
    viewer: { role: identity.role, name: identity.name, signedIn: identity.bySession },
    revealed: isRevealed(album, now),
    revealAt: album.visibility === 'hosts_until_reveal' && album.revealAt !== null ? utcToZonedLocal(album.revealAt, event.timeZone) : null,
    uploadsOpen: album.uploadsOpen,
    maxPhotoBytes: PHOTO_MAX_BYTES,
    maxVideoBytes: VIDEO_MAX_BYTES,
    items: rows.slice(0, GALLERY_PAGE_SIZE).map((item) => itemViewFor(secret, item, identity, now)),
    nextCursor: nextCursorOf(rows, GALLERY_PAGE_SIZE),
  };
}

async function ownItems(c: Ctx, eventId: string, identity: AlbumIdentity): Promise<AlbumItemView[]> {
  const rows = await albumItemsRepo.viewerItems(c.get('deps').db, eventId, { seesAlbum: false, own: ownedBy(identity), limit: OWN_ITEMS_LIMIT });
  const now = c.get('deps').clock.now();
  const secret = mediaSecret(c);
  return rows.map((item) => itemViewFor(secret, item, identity, now));
}

/** The portal's "Your uploads": only this device's (its uploader key), whatever the album's visibility. */
export async function portalUploads(c: Ctx, token: string): Promise<AlbumItemView[]> {
  const { event } = await albumOfPortalToken(c, token);
  const identity = await portalUploaderOf(c, event.id);
  if (!identity) throw new ApiError(403, 'Give your name on the upload page first.');
  return ownItems(c, event.id, identity);
}

/** The personal upload page /u/:token: the guest's event, their name and their own uploads. */
export async function guestUploadView(c: Ctx): Promise<GuestUploadView> {
  const linked = await linkGuestOf(c);
  if (!linked || linked.event.status === 'cancelled') throw new ApiError(404, 'This upload link does not work any more: ask the hosts for a new one.');
  const album = await albumsRepo.ensureAlbum(c.get('deps').db, linked.event.id, c.get('deps').clock.now());
  return {
    ...portalViewOf(c, linked.event, album),
    guestName: linked.identity.name,
    items: await ownItems(c, linked.event.id, linked.identity),
  };
}
