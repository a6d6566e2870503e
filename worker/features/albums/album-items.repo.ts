import { and, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albumItemReports, albumItems, albumReservations, albums, albumUploaders, events, guests } from '../../db/schema/index.ts';
import { type AlbumEventRow, type AlbumRow, albumEventColumns } from './albums.repo.ts';

export type AlbumItemRow = typeof albumItems.$inferSelect;
export type ReservationRow = typeof albumReservations.$inferSelect;

/** Who uploaded, as stored on a reservation and an item: exactly one of the three ids. */
export interface UploaderRef {
  uploaderId: string | null;
  guestId: string | null;
  userId: string | null;
}

/** Items newest first, a page at a time: the cursor is the last item's `createdAt:id`. */
export const ITEMS_PAGE_SIZE = 100;

/** Items after a newest-first cursor position. */
function olderThan({ createdAt, id }: { createdAt: number; id: string }): SQL {
  return or(lt(albumItems.createdAt, createdAt), and(eq(albumItems.createdAt, createdAt), lt(albumItems.id, id)))!;
}

/** The SQL test "uploaded by this person", for the viewer's own items. */
export function ownedBy(ref: UploaderRef): SQL | undefined {
  if (ref.uploaderId) return eq(albumItems.uploaderId, ref.uploaderId);
  if (ref.guestId) return eq(albumItems.guestId, ref.guestId);
  if (ref.userId) return eq(albumItems.userId, ref.userId);
  return undefined;
}

export function isOwnedBy(item: UploaderRef, ref: UploaderRef): boolean {
  return (ref.uploaderId !== null && item.uploaderId === ref.uploaderId) || (ref.guestId !== null && item.guestId === ref.guestId) || (ref.userId !== null && item.userId === ref.userId);
}

/** Queries for an album's uploads in progress (reservations), its items and their reports. */
export const albumItemsRepo = {
  async findUploaderByKeyHash(db: Db, keyHash: string) {
    const [row] = await db.select().from(albumUploaders).where(eq(albumUploaders.keyHash, keyHash));
    return row;
  },

  /** The guest behind a personal link's token hash, with their event. */
  async findGuestByLinkHash(db: Db, linkTokenHash: string) {
    const [row] = await db
      .select({ guest: { id: guests.id, name: guests.name, eventId: guests.eventId }, event: albumEventColumns })
      .from(guests)
      .innerJoin(events, eq(events.id, guests.eventId))
      .where(eq(guests.linkTokenHash, linkTokenHash));
    return row;
  },

  async findGuestOfUser(db: Db, eventId: string, userId: string) {
    const [row] = await db
      .select({ id: guests.id, name: guests.name })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), eq(guests.userId, userId)));
    return row;
  },

  async findEventById(db: Db, eventId: string): Promise<AlbumEventRow | undefined> {
    const [row] = await db.select(albumEventColumns).from(events).where(eq(events.id, eventId));
    return row;
  },

  async findEventBySlug(db: Db, slug: string): Promise<AlbumEventRow | undefined> {
    const [row] = await db.select(albumEventColumns).from(events).where(eq(events.slug, slug));
    return row;
  },

  /**
   * Reserves room for an upload if the album has it: one INSERT … SELECT, so parallel uploads are
   * judged one after another by the database and together never pass the quota. Expired
   * reservations (their upload's day is over) no longer count. False: no room.
   */
  async reserve(db: Db, row: ReservationRow, quotaBytes: number, now: number): Promise<boolean> {
    const result = await db.run(sql`
      INSERT INTO album_reservations (id, event_id, bytes, kind, uploader_id, guest_id, user_id, uploader_name, by_host, original_name, expires_at)
      SELECT ${row.id}, ${row.eventId}, ${row.bytes}, ${row.kind}, ${row.uploaderId}, ${row.guestId}, ${row.userId}, ${row.uploaderName}, ${row.byHost ? 1 : 0}, ${row.originalName}, ${row.expiresAt}
      WHERE (SELECT stored_bytes FROM albums WHERE event_id = ${row.eventId})
        + COALESCE((SELECT SUM(bytes) FROM album_reservations WHERE event_id = ${row.eventId} AND expires_at > ${now}), 0)
        + ${row.bytes} <= ${quotaBytes}`);
    return result.rowsAffected === 1;
  },

  /** Stored bytes plus unexpired reservations: what the quota is measured against (for the refusal's message). */
  async usedBytes(db: Db, eventId: string, now: number): Promise<number> {
    const [row] = await db.all<{ used: number }>(sql`SELECT
      COALESCE((SELECT stored_bytes FROM albums WHERE event_id = ${eventId}), 0)
      + COALESCE((SELECT SUM(bytes) FROM album_reservations WHERE event_id = ${eventId} AND expires_at > ${now}), 0) AS used`);
    return Number(row?.used ?? 0);
  },

  async findReservation(db: Db, id: string): Promise<ReservationRow | undefined> {
    const [row] = await db.select().from(albumReservations).where(eq(albumReservations.id, id));
    return row;
  },

  async deleteReservation(db: Db, id: string): Promise<void> {
    await db.delete(albumReservations).where(eq(albumReservations.id, id));
  },

  /** Reservations whose upload's day is over (their upload was abandoned): they no longer count, and go. */
  async sweepExpiredReservations(db: Db, now: number): Promise<number> {
    const result = await db.delete(albumReservations).where(lt(albumReservations.expiresAt, now));
    return result.rowsAffected;
  },

  /**
   * The upload became an item: in one batch the reservation goes (only if it was still there: a
   * finished upload is kept once), the item is written and the album's stored bytes and version move.
   */
  async completeReservation(db: Db, reservationId: string, item: typeof albumItems.$inferInsert): Promise<boolean> {
    const [removed] = await db.batch([
      db.delete(albumReservations).where(eq(albumReservations.id, reservationId)).returning({ id: albumReservations.id }),
      db.run(sql`INSERT INTO album_items (id, event_id, kind, status, uploader_id, guest_id, user_id, uploader_name, original_key, original_name, content_type, bytes, display_key, thumb_key, poster_key, width, height, duration_ms, created_at, reviewed_at, report_count)
        SELECT ${item.id}, ${item.eventId}, ${item.kind}, ${item.status}, ${item.uploaderId ?? null}, ${item.guestId ?? null}, ${item.userId ?? null}, ${item.uploaderName}, ${item.originalKey}, ${item.originalName}, ${item.contentType}, ${item.bytes}, ${item.displayKey ?? null}, ${item.thumbKey ?? null}, ${item.posterKey ?? null}, ${item.width ?? null}, ${item.height ?? null}, ${item.durationMs ?? null}, ${item.createdAt}, ${item.reviewedAt ?? null}, 0
        WHERE changes() = 1`),
      db.run(sql`UPDATE albums SET stored_bytes = stored_bytes + ${item.bytes}, version = version + 1 WHERE event_id = ${item.eventId} AND changes() = 1`),
    ]);
    return removed.length === 1;
  },

  /** An item written directly, with its bytes counted (the demo album; uploads go through completeReservation). */
  async insertItem(db: Db, item: typeof albumItems.$inferInsert): Promise<void> {
    await db.batch([db.insert(albumItems).values(item), db.run(sql`UPDATE albums SET stored_bytes = stored_bytes + ${item.bytes}, version = version + 1 WHERE event_id = ${item.eventId}`)]);
  },

  async findItem(db: Db, itemId: string): Promise<AlbumItemRow | undefined> {
    const [row] = await db.select().from(albumItems).where(eq(albumItems.id, itemId));
    return row;
  },

  /** An item with its album's settings and its event (for serving media and for permission checks). */
  async findItemWithAlbum(db: Db, itemId: string): Promise<{ item: AlbumItemRow; album: AlbumRow; event: AlbumEventRow } | undefined> {
    const [row] = await db
      .select({ item: albumItems, album: albums, event: albumEventColumns })
      .from(albumItems)
      .innerJoin(albums, eq(albums.eventId, albumItems.eventId))
      .innerJoin(events, eq(events.id, albumItems.eventId))
      .where(eq(albumItems.id, itemId));
    return row;
  },

  /** The hosts' list: every item (or one status), newest first, after the cursor. */
  async hostPage(db: Db, eventId: string, options: { status?: AlbumItemRow['status']; after?: { createdAt: number; id: string } }): Promise<AlbumItemRow[]> {
    const conditions = [eq(albumItems.eventId, eventId)];
    if (options.status) conditions.push(eq(albumItems.status, options.status));
    if (options.after) conditions.push(olderThan(options.after));
    return db
      .select()
      .from(albumItems)
      .where(and(...conditions))
      .orderBy(desc(albumItems.createdAt), desc(albumItems.id))
      .limit(ITEMS_PAGE_SIZE + 1);
  },

  /** What a viewer sees: approved items when the album is open to them, and their own uploads (any status), newest first after the cursor. */
  async viewerItems(
    db: Db,
    eventId: string,
    options: { seesAlbum: boolean; own: SQL | undefined; limit: number; after?: { createdAt: number; id: string }; videosOnly?: boolean },
  ): Promise<AlbumItemRow[]> {
    const visible = [options.seesAlbum ? eq(albumItems.status, 'approved') : undefined, options.own].filter((part): part is SQL => part !== undefined);
    if (visible.length === 0) return [];
    const conditions = [eq(albumItems.eventId, eventId), or(...visible)];
    if (options.after) conditions.push(olderThan(options.after));
    if (options.videosOnly) conditions.push(eq(albumItems.kind, 'video'));
    return db
      .select()
      .from(albumItems)
      .where(and(...conditions))
      .orderBy(desc(albumItems.createdAt), desc(albumItems.id))
      .limit(options.limit);
  },

  /** Every item of the album for the zip, oldest first, a page at a time. */
  async itemsForDownload(db: Db, eventId: string, after: { createdAt: number; id: string } | null, limit: number): Promise<AlbumItemRow[]> {
    const conditions = [eq(albumItems.eventId, eventId)];
    if (after) conditions.push(or(gt(albumItems.createdAt, after.createdAt), and(eq(albumItems.createdAt, after.createdAt), gt(albumItems.id, after.id)))!);
    return db
      .select()
      .from(albumItems)
      .where(and(...conditions))
      .orderBy(albumItems.createdAt, albumItems.id)
      .limit(limit);
  },

  async setStatus(db: Db, eventId: string, itemId: string, status: 'approved' | 'hidden', now: number): Promise<AlbumItemRow | undefined> {
    const [updated] = await db.batch([
      db
        .update(albumItems)
        .set({ status, reviewedAt: now })
        .where(and(eq(albumItems.eventId, eventId), eq(albumItems.id, itemId)))
        .returning(),
      db.run(sql`UPDATE albums SET version = version + 1 WHERE event_id = ${eventId} AND changes() = 1`),
    ]);
    return updated[0];
  },

  /** Removes the item and gives its bytes back to the quota, in one batch; answers the removed row (its blobs go next). */
  async deleteItem(db: Db, eventId: string, itemId: string): Promise<AlbumItemRow | undefined> {
    const [, removed] = await db.batch([
      db.run(sql`UPDATE albums
        SET stored_bytes = MAX(0, stored_bytes - (SELECT bytes FROM album_items WHERE id = ${itemId} AND event_id = ${eventId})), version = version + 1
        WHERE event_id = ${eventId} AND EXISTS (SELECT 1 FROM album_items WHERE id = ${itemId} AND event_id = ${eventId})`),
      db
        .delete(albumItems)
        .where(and(eq(albumItems.eventId, eventId), eq(albumItems.id, itemId)))
        .returning(),
    ]);
    return removed[0];
  },

  async setPoster(db: Db, itemId: string, keys: { posterKey: string; thumbKey: string; displayKey: string }): Promise<AlbumItemRow | undefined> {
    const [updated] = await db.batch([
      db
        .update(albumItems)
        .set(keys)
        .where(and(eq(albumItems.id, itemId), sql`${albumItems.posterKey} IS NULL`))
        .returning(),
      db.run(sql`UPDATE albums SET version = version + 1 WHERE event_id = (SELECT event_id FROM album_items WHERE id = ${itemId}) AND changes() = 1`),
    ]);
    return updated[0];
  },

  /** One report per person per item; the item's count moves only for a new one. False: they had already reported it. */
  async report(db: Db, report: typeof albumItemReports.$inferInsert): Promise<boolean> {
    const [inserted] = await db.batch([
      db.insert(albumItemReports).values(report).onConflictDoNothing().returning({ itemId: albumItemReports.itemId }),
      db.run(sql`UPDATE album_items SET report_count = report_count + 1 WHERE id = ${report.itemId} AND changes() = 1`),
    ]);
    return inserted.length === 1;
  },

  async reportsOf(db: Db, itemId: string) {
    return db
      .select({ reporterName: albumItemReports.reporterName, reason: albumItemReports.reason, createdAt: albumItemReports.createdAt })
      .from(albumItemReports)
      .where(eq(albumItemReports.itemId, itemId))
      .orderBy(desc(albumItemReports.createdAt));
  },

  async albumVersion(db: Db, eventId: string): Promise<number> {
    const [row] = await db.select({ version: albums.version }).from(albums).where(eq(albums.eventId, eventId));
    return row?.version ?? 0;
  },
};
