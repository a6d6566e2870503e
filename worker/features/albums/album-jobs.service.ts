/**
 * The album's scheduled work: reservations of uploads abandoned for a day are swept (they already
 * stopped counting against the quota when they expired), and the hosts hear about guests' new
 * uploads in one batched email — "12 new photos and 2 videos from 4 guests" — at most every 30
 * minutes per album (core's nextUploadNoticeAt), never one per file and never from the upload
 * request itself. Each notice is claimed (compare-and-set on last_notice_at) before it is sent,
 * so two runs at once send it once.
 */
import { nextUploadNoticeAt, uploadNoticeText } from '#core/domain/albums/album.rules.ts';
import type { AppDeps } from '../../deps.ts';
import { albumItemsRepo } from './album-items.repo.ts';
import { albumJobsRepo } from './album-jobs.repo.ts';

export interface AlbumJobsReport {
  reservationsSwept: number;
  noticesSent: number;
}

export async function runAlbumJobs(deps: AppDeps, batchSize = 100): Promise<AlbumJobsReport> {
  const now = deps.clock.now();
  const report: AlbumJobsReport = { reservationsSwept: await albumItemsRepo.sweepExpiredReservations(deps.db, now), noticesSent: 0 };
  const base = (deps.env.APP_URL ?? '').replace(/\/$/, '');
  for (const due of await albumJobsRepo.albumsWithNewGuestUploads(deps.db, batchSize)) {
    if (now < nextUploadNoticeAt(due.lastNoticeAt, due.firstAt)) continue;
    if (!(await albumJobsRepo.claimNotice(deps.db, due, now))) continue;
    const names = due.uploaders === 1 ? [due.someName] : Array.from({ length: due.uploaders }, () => '');
    const text = uploadNoticeText(due.photos, due.videos, names);
    try {
      for (const to of await albumJobsRepo.hostEmails(deps.db, due.eventId)) {
        await deps.mailer.send({
          to,
          subject: `${text} — ${due.title}`,
          text: `${text} in the album of ${due.title}.\n\nSee them and approve or hide any: ${base}/dashboard/events/${due.eventId}/album`,
        });
      }
      report.noticesSent++;
    } catch (error) {
      // The claim stays: the next notice (30 minutes on) counts these uploads again.
      console.warn(`album ${due.eventId}: upload notice not sent`, error);
    }
  }
  return report;
}
