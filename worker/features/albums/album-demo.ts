/**
 * The demo party's album for `npm start`: a few guests' photos (the drawn party scenes of
 * platform/public/demo/venues, put through the real intake pipeline, so every copy is made and
 * checked as for a real upload), one still waiting for approval, and a working upload link.
 * Runs once, right after the demo data is first seeded (worker/db/seed.ts); Node only.
 */
import { readFile } from 'node:fs/promises';
import type { AppDeps } from '../../deps.ts';
import { deriveGuestToken } from '../../services/guest-links.ts';
import { hashToken } from '../../services/tokens.ts';
import { intakeAlbumUpload } from './album-intake.ts';
import { albumItemsRepo } from './album-items.repo.ts';
import { albumsRepo } from './albums.repo.ts';

const DEMO_UPLOADS = [
  { scene: 'backyard', name: 'IMG_2041.jpg', guestId: 'demo-guest-2', uploaderName: 'Priya Patel', status: 'approved' },
  { scene: 'garden', name: 'IMG_2044.jpg', guestId: 'demo-guest-2', uploaderName: 'Priya Patel', status: 'approved' },
  { scene: 'house', name: 'PXL_20261121_1530.jpg', guestId: 'demo-guest-3', uploaderName: 'Marcus Johnson', status: 'approved' },
  { scene: 'pool', name: 'IMG_0007.jpg', guestId: 'demo-guest-1', uploaderName: 'Demo Guest', status: 'approved' },
  { scene: 'field', name: 'IMG_0009.jpg', guestId: 'demo-guest-1', uploaderName: 'Demo Guest', status: 'pending' },
] as const;

export async function seedDemoAlbum(deps: Pick<AppDeps, 'db' | 'blobs' | 'images'>, options: { eventId: string; scenesDir: URL; guestLinkSecret: string; now: number }): Promise<void> {
  const { db, blobs, images } = deps;
  if (!blobs || !images) return;
  await albumsRepo.ensureAlbum(db, options.eventId, options.now);
  const portalToken = await deriveGuestToken(options.guestLinkSecret, `album-portal:${options.eventId}`, 1);
  await albumsRepo.setPortal(db, options.eventId, { version: 1, tokenHash: await hashToken(portalToken) }, options.now);
  for (const [index, upload] of DEMO_UPLOADS.entries()) {
    const bytes = new Uint8Array(await readFile(new URL(`${upload.scene}.webp`, options.scenesDir)));
    const id = `d${index.toString(16).padStart(31, '0')}`;
    const uploadKey = `album-uploads/demo-${index}`;
    await blobs.put(uploadKey, bytes, { contentType: 'application/octet-stream' });
    const media = await intakeAlbumUpload({ blobs, images }, { key: uploadKey, size: bytes.byteLength }, id, upload.name);
    await blobs.delete(uploadKey);
    await albumItemsRepo.insertItem(db, {
      id,
      eventId: options.eventId,
      status: upload.status,
      uploaderId: null,
      guestId: upload.guestId,
      userId: null,
      uploaderName: upload.uploaderName,
      bytes: bytes.byteLength,
      createdAt: options.now - (DEMO_UPLOADS.length - index) * 7 * 60_000,
      ...media,
    });
  }
}
