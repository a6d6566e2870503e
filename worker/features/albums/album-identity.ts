/**
 * Who is asking about an album, by what they carry: a host or co-host by their session; a guest by
 * their personal link's token (x-guest-token) or as a signed-in member linked to a guest row; an
 * uploader by the device key the shared portal gave them (x-uploader-key). Only an identity of
 * this event counts: a key or token of another party is nobody here.
 */
import type { Context } from 'hono';
import type { AlbumRole } from '#core/domain/albums/album.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { GUEST_TOKEN_HEADER } from '../../services/guest-links.ts';
import { hashToken } from '../../services/tokens.ts';
import { albumItemsRepo, type UploaderRef } from './album-items.repo.ts';
import type { AlbumEventRow } from './albums.repo.ts';

type Ctx = Context<AppBindings>;

export const UPLOADER_KEY_HEADER = 'x-uploader-key';
export const UPLOAD_PORTAL_HEADER = 'x-upload-portal';

/** Whether the signed-in member hosts or co-hosts the event (the events feature's rule, injected by app.ts). */
export type ManagesEvent = (c: Ctx, event: AlbumEventRow, userId: string) => Promise<boolean>;

export interface AlbumIdentity extends UploaderRef {
  role: AlbumRole;
  /** The name shown on their uploads. */
  name: string;
  /** A stable, non-secret key naming them for one-report-per-person (a hash, never a token). */
  reporterKey: string;
  /** Known by their session rather than a link or device key. */
  bySession: boolean;
}

/** A header value short enough to be a token of ours; longer ones are not looked up at all. */
function tokenHeader(c: Ctx, name: string): string | null {
  const value = c.req.header(name);
  return value && value.length >= 20 && value.length <= 200 ? value : null;
}

/** The portal uploader behind x-uploader-key, if the key is one of this event's. */
export async function portalUploaderOf(c: Ctx, eventId: string): Promise<AlbumIdentity | null> {
  const key = tokenHeader(c, UPLOADER_KEY_HEADER);
  if (!key) return null;
  const uploader = await albumItemsRepo.findUploaderByKeyHash(c.get('deps').db, await hashToken(key));
  if (!uploader || uploader.eventId !== eventId) return null;
  return { role: 'uploader', name: uploader.name, uploaderId: uploader.id, guestId: null, userId: null, reporterKey: `u:${uploader.id}`, bySession: false };
}

/** The guest behind x-guest-token and their event (any event: the caller checks which). */
export async function linkGuestOf(c: Ctx): Promise<{ identity: AlbumIdentity; event: AlbumEventRow } | null> {
  const token = tokenHeader(c, GUEST_TOKEN_HEADER);
  if (!token) return null;
  const found = await albumItemsRepo.findGuestByLinkHash(c.get('deps').db, await hashToken(token));
  if (!found) return null;
  return { identity: guestIdentity(found.guest), event: found.event };
}

function guestIdentity(guest: { id: string; name: string }): AlbumIdentity {
  return { role: 'guest', name: guest.name, uploaderId: null, guestId: guest.id, userId: null, reporterKey: `g:${guest.id}`, bySession: false };
}

/**
 * The asker's identity on this event, or null for a stranger. A host's session wins (a host
 * checking a guest's link still acts as host); then a guest's link; then the portal's device
 * key; then a member's own guest row.
 */
export async function albumIdentityFor(c: Ctx, event: AlbumEventRow, managesEvent: ManagesEvent): Promise<AlbumIdentity | null> {
  const user = c.get('user');
  if (user && (await managesEvent(c, event, user.id))) {
    return { role: 'host', name: user.name, uploaderId: null, guestId: null, userId: user.id, reporterKey: `m:${user.id}`, bySession: true };
  }
  const linked = await linkGuestOf(c);
  if (linked && linked.event.id === event.id) return linked.identity;
  const uploader = await portalUploaderOf(c, event.id);
  if (uploader) return uploader;
  if (user) {
    const guest = await albumItemsRepo.findGuestOfUser(c.get('deps').db, event.id, user.id);
    if (guest) return { ...guestIdentity(guest), bySession: true };
  }
  return null;
}
