/**
 * The upload sessions of the tus service (table resumable_uploads, migration 0017). Every change
 * to an upload in progress is conditional on the offset (and state) it was read at: two PATCHes of
 * the same upload, in two processes or isolates, cannot both append.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ResumableUploadPart, resumableUploads } from '../../db/schema/index.ts';

export type ResumableUploadRow = typeof resumableUploads.$inferSelect;
export type NewResumableUpload = typeof resumableUploads.$inferInsert;

export async function insertResumableUpload(db: Db, row: NewResumableUpload): Promise<void> {
  await db.insert(resumableUploads).values(row);
}

export async function findResumableUpload(db: Db, id: string): Promise<ResumableUploadRow | undefined> {
  const [row] = await db.select().from(resumableUploads).where(eq(resumableUploads.id, id)).limit(1);
  return row;
}

/**
 * Hands out the next part number for a part that starts at `offset`, if the upload is still
 * receiving there: a PATCH whose offset is already taken learns it before sending the part on.
 */
export async function claimPartNumber(db: Db, id: string, offset: number): Promise<number | undefined> {
  const [row] = await db
    .update(resumableUploads)
    .set({ lastPartNumber: sql`${resumableUploads.lastPartNumber} + 1` })
    .where(and(eq(resumableUploads.id, id), eq(resumableUploads.uploadOffset, offset), eq(resumableUploads.state, 'receiving')))
    .returning({ number: resumableUploads.lastPartNumber });
  return row?.number;
}

/**
 * Records a stored part: the compare-and-set on the offset. False when another writer moved the
 * offset first (or the upload was terminated): then this part is not the upload's.
 */
export async function appendPart(db: Db, id: string, change: { fromOffset: number; parts: ResumableUploadPart[]; toOffset: number; last: boolean }): Promise<boolean> {
  const updated = await db
    .update(resumableUploads)
    .set({ uploadOffset: change.toOffset, parts: change.parts, ...(change.last ? { state: 'completing' as const } : {}) })
    .where(and(eq(resumableUploads.id, id), eq(resumableUploads.uploadOffset, change.fromOffset), eq(resumableUploads.state, 'receiving')))
    .returning({ id: resumableUploads.id });
  return updated.length === 1;
}

export async function markResumableUploadComplete(db: Db, id: string, now: number): Promise<void> {
  await db.update(resumableUploads).set({ state: 'complete', completedAt: now }).where(eq(resumableUploads.id, id));
}

/** Deletes an upload that is still receiving (termination); false when it was not (gone, or complete). */
export async function deleteReceivingUpload(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(resumableUploads)
    .where(and(eq(resumableUploads.id, id), eq(resumableUploads.state, 'receiving')))
    .returning({ id: resumableUploads.id });
  return deleted.length === 1;
}

export async function deleteResumableUpload(db: Db, id: string): Promise<void> {
  await db.delete(resumableUploads).where(eq(resumableUploads.id, id));
}

/** Uploads whose time is up, oldest first, a batch at a time. */
export async function findExpiredUploads(db: Db, now: number, limit: number): Promise<ResumableUploadRow[]> {
  return db.select().from(resumableUploads).where(lte(resumableUploads.expiresAt, now)).orderBy(resumableUploads.expiresAt).limit(limit);
}

/** Deletes an expired upload as it was read: a row changed since (a part appended) waits for the next run. */
export async function deleteExpiredUpload(db: Db, row: Pick<ResumableUploadRow, 'id' | 'uploadOffset' | 'state'>): Promise<boolean> {
  const deleted = await db
    .delete(resumableUploads)
    .where(and(eq(resumableUploads.id, row.id), eq(resumableUploads.uploadOffset, row.uploadOffset), eq(resumableUploads.state, row.state)))
    .returning({ id: resumableUploads.id });
  return deleted.length === 1;
}
