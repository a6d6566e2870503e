import { scheduledAction } from '#core/domain/venues/booking.rules.ts';
import type { AppDeps } from '#worker/deps.ts';
import { sendBookingEmails } from '#worker/services/booking-emails.ts';
import { bookingsRepo } from './bookings.repo.ts';
import { moveBooking } from './bookings.service.ts';

export interface BookingJobsReport {
  abandoned: number;
  expired: number;
  completed: number;
  reminders: number;
}

const BATCH = 200;

/**
 * The scheduler's part of bookings: unpaid bookings let go of their slot, unanswered requests
 * expire (their refund is marked here and sent by the money jobs that run next), finished bookings
 * complete (which opens the review and starts the owner's payout clock), and the reminder the day
 * before goes out once. Each move goes through core's rules and the versioned write, so two
 * schedulers or an owner answering at the same moment cannot do a thing twice.
 */
export async function runBookingJobs(deps: AppDeps): Promise<BookingJobsReport> {
  const report: BookingJobsReport = { abandoned: 0, expired: 0, completed: 0, reminders: 0 };
  const now = deps.clock.now();
  for (const row of await bookingsRepo.listDue(deps.db, now, BATCH)) {
    const action = scheduledAction(row, now);
    if (!action) continue;
    const result = await moveBooking(deps, row.id, action, 'system', {}, null);
    if (!result.moved) continue;
    if (action === 'abandon') report.abandoned += 1;
    else if (action === 'expire') report.expired += 1;
    else report.completed += 1;
  }
  for (const row of await bookingsRepo.listReminderDue(deps.db, now, BATCH)) {
    if (!(await bookingsRepo.claimReminder(deps.db, row.id, now))) continue;
    await sendBookingEmails(deps, row.id, 'reminder');
    report.reminders += 1;
  }
  return report;
}
