/**
 * Album uploads over the resumable upload protocol (worker/services/resumable-uploads, tus 1.0.0),
 * mounted at /api/album-uploads. Who uploads is told by headers, as the other album routes do:
 * the shared portal's token (x-upload-portal) with the device's uploader key (x-uploader-key), a
 * guest's personal link token (x-guest-token), or a member's session with the event's id in the
 * upload's metadata (`event`). Each upload first reserves its size in the album's quota; every
 * later request must come from the same person, and a replaced portal link or guest link stops
 * an upload in progress at once. The finished file is judged by its bytes (album-intake.ts).
 */
import type { Context } from 'hono';
import { albumAccess, type AlbumMediaKind, maxBytesOf, oversizeMessage, statusOfNewUpload, VIDEO_MAX_BYTES } from '#core/domain/albums/album.rules.ts';
import { albumQuotaOf, checkAlbumRoom } from '#core/domain/money/plans.rules.ts';
import { hostPlanOf, isEventUnlocked } from '../../db/plans.repo.ts';
import type { AppBindings } from '../../deps.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import { ApiError, rateLimited } from '../../middleware/errors.ts';
import { resumableUploadRoutes, type ResumableUploadPolicy } from '../../services/resumable-uploads/resumable-uploads.routes.ts';
import { newImageId } from '../../services/images/image-intake.ts';
import { UPLOAD_LIFETIME_MS } from '../../services/resumable-uploads/resumable-uploads.service.ts';
import { randomToken } from '../../services/tokens.ts';
import { type AlbumIdentity, albumIdentityFor, linkGuestOf, type ManagesEvent, portalUploaderOf, UPLOAD_PORTAL_HEADER } from './album-identity.ts';
import { intakeAlbumUpload } from './album-intake.ts';
import { albumItemsRepo, type ReservationRow } from './album-items.repo.ts';
import { deleteItemBlobs, itemViewFor, mediaSecret } from './album-items.service.ts';
import { type AlbumEventRow, albumsRepo } from './albums.repo.ts';
import { albumOfPortalToken } from './albums.service.ts';

type Ctx = Context<AppBindings>;

/** Uploads one person may start on one album in an hour. */
export const UPLOADS_PER_HOUR = 500;

const VIDEO_NAME = /\.(mp4|m4v|mov|qt)$/i;

/** What the uploader says the file is, only to pick its cap up front: the bytes decide in the end. */
function declaredKind(metadata: Record<string, string>): AlbumMediaKind {
  return metadata.filetype?.startsWith('video/') || VIDEO_NAME.test(metadata.filename ?? '') ? 'video' : 'photo';
}

/**
 * A file name as given, made safe to show and to put in a zip or a Content-Disposition: no
 * folders, no control characters, at most 200 characters.
 */
export function cleanUploadName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f-\u009f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned.replace(/^\.+/, '') || 'upload';
}

/** The event and the uploader a create request speaks for, or a 4xx saying what is missing. */
async function uploaderOfCreate(c: Ctx, metadata: Record<string, string>, managesEvent: ManagesEvent): Promise<{ event: AlbumEventRow; identity: AlbumIdentity }> {
  const portalToken = c.req.header(UPLOAD_PORTAL_HEADER);
  if (portalToken !== undefined) {
    const { event } = await albumOfPortalToken(c, portalToken);
    const identity = await portalUploaderOf(c, event.id);
    if (!identity) throw new ApiError(403, 'Give your name on the upload page first, so the hosts know who shared these.');
    return { event, identity };
  }
  const linked = await linkGuestOf(c);
  if (linked) return { event: linked.event, identity: linked.identity };
  if (c.get('user') && metadata.event) {
    const event = metadata.event.length <= 100 ? await albumItemsRepo.findEventById(c.get('deps').db, metadata.event) : undefined;
    const identity = event ? await albumIdentityFor(c, event, managesEvent) : null;
    if (event && identity) return { event, identity };
    throw new ApiError(404, 'Event not found');
  }
  throw new ApiError(401, 'Open the upload link the hosts shared (or your invitation link) to add photos to this album.');
}

/** Is this request from the person the upload belongs to, with a link that still works? */
async function isReservationHolder(c: Ctx, reservation: ReservationRow): Promise<boolean> {
  if (reservation.uploaderId) {
    const token = c.req.header(UPLOAD_PORTAL_HEADER);
    if (token === undefined) return false;
    const portal = await albumOfPortalToken(c, token).catch(() => null);
    if (!portal || portal.event.id !== reservation.eventId) return false;
    return (await portalUploaderOf(c, reservation.eventId))?.uploaderId === reservation.uploaderId;
  }
  if (reservation.guestId) {
    if ((await linkGuestOf(c))?.identity.guestId === reservation.guestId) return true;
    // A member linked to the guest row uploads with their session (from the gallery).
    const user = c.get('user');
    return user !== null && (await albumItemsRepo.findGuestOfUser(c.get('deps').db, reservation.eventId, user.id))?.id === reservation.guestId;
  }
  return reservation.userId !== null && c.get('user')?.id === reservation.userId;
}

export function albumUploadRoutes(managesEvent: ManagesEvent) {
  const policy: ResumableUploadPolicy = {
    async authorizeCreate(c, { length, metadata }) {
      const { db, clock } = c.get('deps');
      const { event, identity } = await uploaderOfCreate(c, metadata, managesEvent);
      if (event.status === 'cancelled') throw new ApiError(410, 'This party was cancelled, so its album takes no more uploads.');
      const now = clock.now();
      const album = await albumsRepo.ensureAlbum(db, event.id, now);
      if (!albumAccess(identity.role, album, now).uploads) throw new ApiError(403, 'The hosts have closed uploads to this album.');
      // Generous (a phone's whole camera roll of the party), but it bounds what one leaked link can start.
      const limit = await hitRateLimit(db, `album-upload:${event.id}:${identity.reporterKey}`, UPLOADS_PER_HOUR, 60 * 60 * 1000, now);
      if (!limit.allowed) throw rateLimited(limit.retryAfterMs, (wait) => `You have started a lot of uploads in the last hour. Please try again in ${wait}.`);
      const kind = declaredKind(metadata);
      const tooLarge = oversizeMessage(kind, length);
      if (tooLarge) throw new ApiError(413, tooLarge);

      const [plan, unlocked] = await Promise.all([hostPlanOf(db, event.hostId), isEventUnlocked(db, event.id)]);
      const quota = albumQuotaOf(plan, unlocked);
      const reservation: ReservationRow = {
        id: randomToken(24),
        eventId: event.id,
        bytes: length,
        kind,
        uploaderId: identity.uploaderId,
        guestId: identity.guestId,
        userId: identity.userId,
        uploaderName: identity.name,
        byHost: identity.role === 'host',
        originalName: cleanUploadName(metadata.filename),
        expiresAt: now + UPLOAD_LIFETIME_MS,
      };
      if (!(await albumItemsRepo.reserve(db, reservation, quota, now))) {
        const full = checkAlbumRoom(plan, unlocked, await albumItemsRepo.usedBytes(db, event.id, now), length);
        throw new ApiError(413, full.ok ? 'This album is full right now. Try again in a moment.' : full.message);
      }
      return { ownerKey: reservation.id, maxBytes: maxBytesOf(kind) };
    },

    async authorizeUpload(c, upload) {
      const reservation = await albumItemsRepo.findReservation(c.get('deps').db, upload.ownerKey);
      return reservation !== undefined && (await isReservationHolder(c, reservation));
    },

    async onComplete(c, upload, file) {
      const deps = c.get('deps');
      const reservation = await albumItemsRepo.findReservation(deps.db, upload.ownerKey);
      if (!reservation) throw new ApiError(410, 'This upload took longer than a day and has expired. Start it again.');
      const itemId = newImageId();
      try {
        if (!deps.blobs) throw new ApiError(503, 'Uploads are not available on this server right now.');
        const media = await intakeAlbumUpload({ blobs: deps.blobs, images: deps.images }, file, itemId, reservation.originalName);
        const album = await albumsRepo.ensureAlbum(deps.db, reservation.eventId, deps.clock.now());
        const status = statusOfNewUpload(album, reservation.byHost ? 'host' : 'guest');
        const now = deps.clock.now();
        const item = {
          id: itemId,
          eventId: reservation.eventId,
          status,
          uploaderId: reservation.uploaderId,
          guestId: reservation.guestId,
          userId: reservation.userId,
          uploaderName: reservation.uploaderName,
          bytes: file.size,
          posterKey: null,
          createdAt: now,
          reviewedAt: null,
          reportCount: 0,
          ...media,
        };
        if (!(await albumItemsRepo.completeReservation(deps.db, reservation.id, item))) {
          // The upload's own blob (a video kept as it came) goes with the failed upload anyway.
          await deleteItemBlobs(deps.blobs, { ...media, posterKey: null });
          throw new ApiError(410, 'This upload took longer than a day and has expired. Start it again.');
        }
        // The upload's own blob is done with unless the video was kept as it came.
        if (media.originalKey !== file.key) await deps.blobs.delete(file.key);
        return { body: { item: itemViewFor(mediaSecret(c), item, { ...reservation, role: reservation.byHost ? 'host' : 'guest' }, now) } };
      } catch (error) {
        await albumItemsRepo.deleteReservation(deps.db, reservation.id);
        throw error;
      }
    },
  };
  return resumableUploadRoutes({ policy, maxSize: VIDEO_MAX_BYTES, keyPrefix: 'album-uploads' });
}
