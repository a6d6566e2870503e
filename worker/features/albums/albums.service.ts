import type { Context } from 'hono';
import { ACCEPTED_MEDIA_TEXT, isRevealed, PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '#core/domain/albums/album.rules.ts';
import type { AlbumSettingsInput, AlbumView, UploadPortalView } from '#core/domain/albums/album.schema.ts';
import { utcToZonedLocal, zonedLocalToUtc } from '#core/domain/events/event-time.rules.ts';
import { albumQuotaOf } from '#core/domain/money/plans.rules.ts';
import { hostPlanOf, isEventUnlocked } from '../../db/plans.repo.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import { appUrl } from '../../middleware/app-url.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError, rateLimited } from '../../middleware/errors.ts';
import { deriveGuestToken } from '../../services/guest-links.ts';
import { hashToken, randomId, randomToken } from '../../services/tokens.ts';
import { type AlbumEventRow, type AlbumRow, type AlbumSettingsChanges, albumsRepo } from './albums.repo.ts';

type Ctx = Context<AppBindings>;

/** The events feature's check that the caller hosts or co-hosts the event (injected by app.ts: features do not import each other). */
export type LoadManagedEvent = (c: Ctx, eventId: string) => Promise<AlbumEventRow>;

export function linkSecret(c: Ctx): string {
  const secret = c.get('deps').env.GUEST_LINK_SECRET;
  if (!secret) throw new ApiError(503, 'Upload links are not configured on this server (GUEST_LINK_SECRET is missing). Ask the site administrator.');
  return secret;
}

/**
 * The portal's token for a version: derived like guest links (HMAC of the server's secret), so the
 * host can see the same link again, and only its hash is stored. `album-portal:` keeps it apart
 * from every guest link's message (guest ids never contain a colon).
 */
async function portalToken(c: Ctx, eventId: string, version: number): Promise<string> {
  return deriveGuestToken(linkSecret(c), `album-portal:${eventId}`, version);
}

async function portalLinkOf(c: Ctx, album: AlbumRow): Promise<string | null> {
  if (album.portalTokenHash === null) return null;
  return `${appUrl(c)}/upload/${encodeURIComponent(await portalToken(c, album.eventId, album.portalVersion))}`;
}

export async function albumView(c: Ctx, event: AlbumEventRow, album: AlbumRow): Promise<AlbumView> {
  const { db, clock } = c.get('deps');
  const [counts, plan, unlocked, portalLink] = await Promise.all([albumsRepo.countItems(db, event.id), hostPlanOf(db, event.hostId), isEventUnlocked(db, event.id), portalLinkOf(c, album)]);
  return {
    eventId: event.id,
    visibility: album.visibility,
    revealAt: album.revealAt === null ? null : utcToZonedLocal(album.revealAt, event.timeZone),
    revealed: isRevealed(album, clock.now()),
    requireApproval: album.requireApproval,
    uploadsOpen: album.uploadsOpen,
    portalLink,
    counts,
    storedBytes: album.storedBytes,
    quotaBytes: albumQuotaOf(plan, unlocked),
  };
}

export async function loadAlbum(c: Ctx, event: AlbumEventRow): Promise<AlbumView> {
  return albumView(c, event, await albumsRepo.ensureAlbum(c.get('deps').db, event.id, c.get('deps').clock.now()));
}

export async function updateAlbumSettings(c: Ctx, event: AlbumEventRow, input: AlbumSettingsInput): Promise<AlbumView> {
  const { db, clock } = c.get('deps');
  await albumsRepo.ensureAlbum(db, event.id, clock.now());
  const changes: AlbumSettingsChanges = {
    ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
    ...(input.revealAt !== undefined ? { revealAt: input.revealAt === null ? null : zonedLocalToUtc(input.revealAt, event.timeZone) } : {}),
    ...(input.requireApproval !== undefined ? { requireApproval: input.requireApproval } : {}),
    ...(input.uploadsOpen !== undefined ? { uploadsOpen: input.uploadsOpen } : {}),
  };
  return albumView(c, event, await albumsRepo.updateSettings(db, event.id, changes, clock.now()));
}

/** A new shared upload link: the previous one (if any) stops working at once. */
export async function replacePortalLink(c: Ctx, event: AlbumEventRow): Promise<AlbumView> {
  const { db, clock } = c.get('deps');
  const album = await albumsRepo.ensureAlbum(db, event.id, clock.now());
  const version = album.portalVersion + 1;
  const tokenHash = await hashToken(await portalToken(c, event.id, version));
  return albumView(c, event, await albumsRepo.setPortal(db, event.id, { version, tokenHash }, clock.now()));
}

/** No shared upload link any more: its token stops at once (personal guest links still upload). */
export async function turnOffPortalLink(c: Ctx, event: AlbumEventRow): Promise<AlbumView> {
  const { db, clock } = c.get('deps');
  const album = await albumsRepo.ensureAlbum(db, event.id, clock.now());
  return albumView(c, event, await albumsRepo.setPortal(db, event.id, { version: album.portalVersion, tokenHash: null }, clock.now()));
}

/** Names one network may register on one album's portal per hour. */
export const UPLOADERS_PER_HOUR = 60;

export const PORTAL_GONE = 'This upload link does not work any more: ask the hosts for the new one.';

/** The album and event behind a portal token; a 404 that says what to do for one replaced, turned off or made up. */
export async function albumOfPortalToken(c: Ctx, token: string) {
  const found = token.length >= 20 && token.length <= 100 ? await albumsRepo.findByPortalTokenHash(c.get('deps').db, await hashToken(token)) : undefined;
  if (!found || found.event.status === 'cancelled') throw new ApiError(404, PORTAL_GONE);
  return found;
}

export async function uploadPortalView(c: Ctx, token: string): Promise<UploadPortalView> {
  const { album, event } = await albumOfPortalToken(c, token);
  return portalViewOf(c, event, album);
}

/** What an upload page shows before anyone uploads: the party, whether uploads are open and what is taken. */
export function portalViewOf(c: Ctx, event: AlbumEventRow, album: AlbumRow): UploadPortalView {
  return {
    event: { title: event.title, celebrantName: event.celebrantName, startsAt: new Date(event.startsAt).toISOString(), timeZone: event.timeZone },
    uploadsOpen: album.uploadsOpen,
    revealed: isRevealed(album, c.get('deps').clock.now()),
    requireApproval: album.requireApproval,
    accepted: ACCEPTED_MEDIA_TEXT,
    maxPhotoBytes: PHOTO_MAX_BYTES,
    maxVideoBytes: VIDEO_MAX_BYTES,
    eventSlug: event.slug,
  };
}

/**
 * Someone on the portal gives their name once: their phone gets a random key (only its hash is
 * stored) that names their uploads, lets them see and delete them, and is never asked for again.
 */
export async function registerUploader(c: Ctx, token: string, name: string): Promise<{ uploaderKey: string; name: string }> {
  const { album } = await albumOfPortalToken(c, token);
  // Anyone with the link can register, so one network may add only so many names an hour — generous,
  // since a whole party may share the venue's Wi-Fi.
  const limit = await hitRateLimit(c.get('deps').db, `album-uploader:${album.eventId}:${c.get('deps').clientAddress(c)}`, UPLOADERS_PER_HOUR, 60 * 60 * 1000, c.get('deps').clock.now());
  if (!limit.allowed) throw rateLimited(limit.retryAfterMs, (wait) => `Too many names from your network. Please try again in ${wait}.`);
  const uploaderKey = randomToken(32);
  await albumsRepo.insertUploader(c.get('deps').db, { id: randomId(), eventId: album.eventId, name, keyHash: await hashToken(uploaderKey), createdAt: c.get('deps').clock.now() });
  return { uploaderKey, name };
}
