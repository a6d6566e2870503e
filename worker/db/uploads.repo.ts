import { and, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { uploads } from './schema/index.ts';

/**
 * The uploads table, shared here because the uploads feature writes it and other features (venue
 * photos, an event's cover, albums) attach its rows: those may not import the uploads feature.
 */
export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Db, row: UploadRow): Promise<void> {
  await db.insert(uploads).values(row);
}

/**
 * The upload when `ownerId` uploaded it, else null (also for an id that does not exist): the one
 * check a feature makes before it attaches an upload to something, so nobody can attach another
 * member's photo by guessing or copying its id.
 */
export async function findUploadOwnedBy(db: Db, uploadId: string, ownerId: string): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}
