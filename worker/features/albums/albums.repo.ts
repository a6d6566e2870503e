import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albumItems, albums, albumUploaders, events } from '../../db/schema/index.ts';

export type AlbumRow = typeof albums.$inferSelect;
export type AlbumEventRow = Pick<typeof events.$inferSelect, 'id' | 'slug' | 'hostId' | 'title' | 'celebrantName' | 'startsAt' | 'timeZone' | 'status'>;
export type AlbumSettingsChanges = Partial<Pick<AlbumRow, 'visibility' | 'revealAt' | 'requireApproval' | 'uploadsOpen'>>;

/** The event's columns the album reads (shared by this feature's repos). */
export const albumEventColumns = {
  id: events.id,
  slug: events.slug,
  hostId: events.hostId,
  title: events.title,
  celebrantName: events.celebrantName,
  startsAt: events.startsAt,
  timeZone: events.timeZone,
  status: events.status,
};

/** Queries for event albums: settings, the portal link, uploaders and item counts. */
export const albumsRepo = {
  /** The event's album, created with its defaults the first time (two hosts asking at once get the same row). */
  async ensureAlbum(db: Db, eventId: string, now: number): Promise<AlbumRow> {
    await db.insert(albums).values({ eventId, createdAt: now, updatedAt: now }).onConflictDoNothing();
    const [row] = await db.select().from(albums).where(eq(albums.eventId, eventId));
    return row!;
  },

  async updateSettings(db: Db, eventId: string, changes: AlbumSettingsChanges, now: number): Promise<AlbumRow> {
    const [row] = await db
      .update(albums)
      .set({ ...changes, updatedAt: now })
      .where(eq(albums.eventId, eventId))
      .returning();
    return row!;
  },

  /** The portal link's version and current token hash (null: no link); a replaced token stops at once. */
  async setPortal(db: Db, eventId: string, portal: { version: number; tokenHash: string | null }, now: number): Promise<AlbumRow> {
    const [row] = await db.update(albums).set({ portalVersion: portal.version, portalTokenHash: portal.tokenHash, updatedAt: now }).where(eq(albums.eventId, eventId)).returning();
    return row!;
  },

  /** The album and its event behind a portal token's hash; undefined for a token that is unknown or was replaced. */
  async findByPortalTokenHash(db: Db, tokenHash: string): Promise<{ album: AlbumRow; event: AlbumEventRow } | undefined> {
    const [row] = await db.select({ album: albums, event: albumEventColumns }).from(albums).innerJoin(events, eq(events.id, albums.eventId)).where(eq(albums.portalTokenHash, tokenHash));
    return row;
  },

  async insertUploader(db: Db, row: typeof albumUploaders.$inferInsert): Promise<void> {
    await db.insert(albumUploaders).values(row);
  },

  /** Items per status and kind: one grouped read over the event's entries of album_items_event_idx. */
  async countItems(db: Db, eventId: string) {
    const rows = await db
      .select({ status: albumItems.status, kind: albumItems.kind, value: count() })
      .from(albumItems)
      .where(eq(albumItems.eventId, eventId))
      .groupBy(albumItems.status, albumItems.kind);
    const counts = { approved: 0, pending: 0, hidden: 0, photos: 0, videos: 0 };
    for (const row of rows) {
      counts[row.status] += row.value;
      counts[row.kind === 'photo' ? 'photos' : 'videos'] += row.value;
    }
    return counts;
  },
};
