import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface DueNotice {
  eventId: string;
  title: string;
  lastNoticeAt: number | null;
  firstAt: number;
  photos: number;
  videos: number;
  uploaders: number;
  someName: string;
}

/** Queries of the album's scheduled work (album-jobs.service.ts). */
export const albumJobsRepo = {
  /** Albums with guests' uploads (portal or guest link) since their last notice. */
  async albumsWithNewGuestUploads(db: Db, limit: number): Promise<DueNotice[]> {
    const rows = await db.all<Record<string, unknown>>(sql`
      SELECT a.event_id AS eventId, e.title AS title, a.last_notice_at AS lastNoticeAt, MIN(i.created_at) AS firstAt,
        SUM(i.kind = 'photo') AS photos, SUM(i.kind = 'video') AS videos,
        COUNT(DISTINCT i.uploader_name) AS uploaders, MIN(i.uploader_name) AS someName
      FROM albums a
      JOIN events e ON e.id = a.event_id
      JOIN album_items i ON i.event_id = a.event_id AND i.created_at > COALESCE(a.last_notice_at, 0)
        AND (i.uploader_id IS NOT NULL OR i.guest_id IS NOT NULL)
      GROUP BY a.event_id
      LIMIT ${limit}`);
    return rows.map((row) => ({
      eventId: String(row.eventId),
      title: String(row.title),
      lastNoticeAt: row.lastNoticeAt === null ? null : Number(row.lastNoticeAt),
      firstAt: Number(row.firstAt),
      photos: Number(row.photos),
      videos: Number(row.videos),
      uploaders: Number(row.uploaders),
      someName: String(row.someName),
    }));
  },

  /** The host's and accepted co-hosts' addresses. */
  async hostEmails(db: Db, eventId: string): Promise<string[]> {
    const rows = await db.all<{ email: string }>(sql`
      SELECT u.email AS email FROM events e JOIN users u ON u.id = e.host_id WHERE e.id = ${eventId}
      UNION
      SELECT u.email FROM event_cohosts c JOIN users u ON u.id = c.user_id WHERE c.event_id = ${eventId} AND c.accepted_at IS NOT NULL`);
    return rows.map((row) => row.email);
  },

  /** Takes the notice for this run: false when another run already did (compare-and-set on last_notice_at). */
  async claimNotice(db: Db, due: Pick<DueNotice, 'eventId' | 'lastNoticeAt'>, now: number): Promise<boolean> {
    const claimed = await db.run(
      due.lastNoticeAt === null
        ? sql`UPDATE albums SET last_notice_at = ${now} WHERE event_id = ${due.eventId} AND last_notice_at IS NULL`
        : sql`UPDATE albums SET last_notice_at = ${now} WHERE event_id = ${due.eventId} AND last_notice_at = ${due.lastNoticeAt}`,
    );
    return claimed.rowsAffected === 1;
  },
};
