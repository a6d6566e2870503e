import type { AppDeps } from '../deps.ts';
import { type DrainOptions, type DrainReport, drainMessageQueue, queueDueReminders } from '../features/messaging/messaging.service.ts';

export interface ScheduledReport {
  reminders: { queued: number; skipped: number };
  deliveries: DrainReport;
}

/**
 * All scheduled work, one function for both runtimes: a timer in the Node entry, the cron trigger
 * in the Workers entry. First queue the reminders that are due (dedupe keys make a rerun harmless),
 * then drain the send queue at each provider's pace. Safe to run concurrently with itself: every
 * row is claimed before it is sent. See docs/decisions/009-messaging-and-scheduler.md.
 */
export async function runScheduledWork(deps: AppDeps, options: DrainOptions = {}): Promise<ScheduledReport> {
  const reminders = await queueDueReminders(deps);
  const deliveries = await drainMessageQueue(deps, options);
  return { reminders, deliveries };
}
