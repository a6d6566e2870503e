import type { AppDeps } from './deps.ts';
import { queueUnreadMessageEmails, type UnreadEmailsReport } from './features/messages/unread-emails.service.ts';
import { type DrainOptions, type DrainReport, drainMessageQueue, queueDueReminders } from './features/invitations/invitations.service.ts';
import { type BookingMoneyReport, runBookingMoneyJobs } from './features/money/booking-payments/booking-payments.service.ts';
import { type MarketplaceMoneyReport, runMarketplaceMoneyJobs } from './features/money/marketplace-payments/marketplace-payments.service.ts';
import { type MarketplaceOrderJobsReport, runMarketplaceOrderJobs } from './features/marketplace/orders/order-jobs.service.ts';
import { orderMoneyNotices } from './features/marketplace/orders/emails/order-emails.service.ts';
import { type MoneyJobsReport, runMoneyJobs } from './features/money/release/release.service.ts';
import { type AlbumJobsReport, runAlbumJobs } from './features/albums/album-jobs.service.ts';
import { type BoardRemindersReport, runBoardReminders } from './features/birthday-board/board-reminders.service.ts';
import { publishDuePosts } from './features/blog/blog.service.ts';
import { type BookingJobsReport, runBookingJobs } from './features/venues/bookings/booking-jobs.service.ts';
import { type ExpiredUploadsReport, expireResumableUploads } from './services/resumable-uploads/resumable-uploads.service.ts';

export interface ScheduledReport {
  reminders: { queued: number; skipped: number };
  /** Emails about messages still unread after 10 minutes, queued for the drain below. */
  unreadMessages: UnreadEmailsReport;
  deliveries: DrainReport;
  money: MoneyJobsReport;
  /** Venue bookings: unpaid ones let go, requests expired, bookings completed, reminders (before the money jobs, which send the refunds they mark). */
  bookings: BookingJobsReport;
  bookingMoney: BookingMoneyReport;
  /** Marketplace orders' timers: unpaid groups let go, unconfirmed and undelivered orders cancelled (refunds marked), delivered ones received (decision 061). */
  marketplaceOrders: MarketplaceOrderJobsReport;
  /** Marketplace refunds finished and sellers' shares paid out, after the timers above marked them. */
  marketplaceMoney: MarketplaceMoneyReport;
  /** Resumable uploads not finished within 24 h: aborted, their parts deleted (docs/decisions/036-resumable-uploads.md). */
  resumableUploads: ExpiredUploadsReport;
  /** Albums: abandoned uploads' reservations swept, batched "new photos" emails to the hosts (docs/decisions/037-event-albums.md). */
  albums: AlbumJobsReport;
  /** Blog posts scheduled for now or earlier, made live (docs/decisions/039-blog.md). */
  blog: { published: number };
  /** The birthday board's monthly email to members who opted in, claimed per member and month (docs/decisions/040-birthday-board.md). */
  birthdayBoard: BoardRemindersReport;
  /** Jobs that threw this run (logged); the other jobs still ran and the next run tries again. */
  failedJobs: string[];
}

/**
 * All scheduled work, one function for both runtimes: a timer in the Node entry, the cron trigger
 * in the Workers entry. First queue the reminders that are due (dedupe keys make a rerun harmless)
 * and the emails about messages left unread (claimed before queued), then drain the send queue at
 * each provider's pace, then the money jobs (refunds, releases, payouts). Safe to run concurrently with itself: every row is claimed before it is sent. One job
 * failing does not stop the others. See docs/decisions/009-messaging-and-scheduler.md.
 */
export async function runScheduledWork(deps: AppDeps, options: DrainOptions = {}): Promise<ScheduledReport> {
  const failedJobs: string[] = [];
  async function job<T>(name: string, work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      console.error(`Scheduled job "${name}" failed:`, error);
      failedJobs.push(name);
      return fallback;
    }
  }
  const reminders = await job('reminders', () => queueDueReminders(deps), { queued: 0, skipped: 0 });
  const unreadMessages = await job('unread messages', () => queueUnreadMessageEmails(deps), { queued: 0, dropped: 0, deferred: 0 });
  const deliveries = await job('deliveries', () => drainMessageQueue(deps, options), { sent: 0, failed: 0, retrying: 0, skipped: 0, interrupted: 0 });
  const bookings = await job('bookings', () => runBookingJobs(deps), { abandoned: 0, expired: 0, completed: 0, reminders: 0 });
  const money = await job('money', () => runMoneyJobs(deps), { released: 0, refunded: 0, transfersSent: 0, waitingForPayoutAccount: 0, remindersSent: 0, failures: 0 });
  const bookingMoney = await job('booking money', () => runBookingMoneyJobs(deps), { refunded: 0, paidOut: 0, waitingForPayoutAccount: 0, failures: 0 });
  const marketplaceOrders = await job('marketplace orders', () => runMarketplaceOrderJobs(deps), { expired: 0, cancelled: 0, received: 0 });
  const marketplaceMoney = await job('marketplace money', () => runMarketplaceMoneyJobs(deps, orderMoneyNotices), { refunded: 0, paidOut: 0, waitingForPayoutAccount: 0, failures: 0 });
  const resumableUploads = await job('resumable uploads', () => expireResumableUploads(deps), { aborted: 0, forgotten: 0 });
  const albums = await job('albums', () => runAlbumJobs(deps), { reservationsSwept: 0, noticesSent: 0 });
  const blog = await job('blog', () => publishDuePosts(deps), { published: 0 });
  const birthdayBoard = await job('birthday board', () => runBoardReminders(deps), { sent: 0, failed: 0 });
  return { reminders, unreadMessages, deliveries, money, bookings, bookingMoney, marketplaceOrders, marketplaceMoney, resumableUploads, albums, blog, birthdayBoard, failedJobs };
}
