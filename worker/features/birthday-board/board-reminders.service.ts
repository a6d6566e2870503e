import { monthKey, monthOf, reminderText } from '#core/domain/birthday-board/birthday-board.rules.ts';
import type { AppDeps } from '../../deps.ts';
import { sendPushToMember } from '../../services/push/push.service.ts';
import { birthdayBoardRepo } from './birthday-board.repo.ts';

export interface BoardRemindersReport {
  sent: number;
  failed: number;
}

/** Reminders go out in the first days of a month only: a run missed on the 1st still catches up, a mid-month opt-in waits for the next month. */
export const REMINDER_DAYS = 3;
const BATCH = 200;

/**
 * The monthly birthday board email: members who turned reminders on in /account get,
 * once per month, the list of this month's board. Each member's reminder is claimed (a row keyed
 * by member and month) before it is sent, so two scheduler runs at once, or a rerun, send it once;
 * a send that failed gives its claim back and the next run tries again. The list is names only —
 * never anything about group gifts, so a celebrant who gets it learns nothing of their surprise.
 * Members who turned on reminders on a device (/account, Web Push) also get it there, at most once
 * a month per member (the push service's own claim); a push that fails never takes back the email.
 */
export async function runBoardReminders(deps: AppDeps): Promise<BoardRemindersReport> {
  const report: BoardRemindersReport = { sent: 0, failed: 0 };
  const now = deps.clock.now();
  if (new Date(now).getUTCDate() > REMINDER_DAYS) return report;
  const month = monthOf(now);
  const key = monthKey(now);
  const members = await birthdayBoardRepo.membersOfMonth(deps.db, month);
  if (members.length === 0) return report;
  const base = (deps.env.APP_URL ?? '').replace(/\/$/, '');
  const { subject, text } = reminderText(
    month,
    members.map((member) => member.name),
    `${base}/birthday-board?month=${month}`,
  );
  const names = members.map((member) => member.name);
  const pushBody = names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
  for (;;) {
    const recipients = await birthdayBoardRepo.reminderRecipients(deps.db, key, BATCH);
    let claimed = 0;
    for (const recipient of recipients) {
      if (!(await birthdayBoardRepo.claimReminder(deps.db, recipient.id, key, now))) continue;
      claimed += 1;
      try {
        await deps.mailer.send({ to: recipient.email, subject, text });
        await birthdayBoardRepo.markReminderSent(deps.db, recipient.id, key, deps.clock.now());
        report.sent += 1;
        await sendPushToMember(
          deps,
          recipient.id,
          { title: subject, body: pushBody, url: `/birthday-board?month=${month}`, tag: `birthday-board-${key}` },
          { dedupeKey: `birthday-board:${key}` },
        ).catch((error: unknown) => console.warn(`birthday board push to ${recipient.id} not sent`, error));
      } catch (error) {
        await birthdayBoardRepo.releaseReminder(deps.db, recipient.id, key);
        report.failed += 1;
        console.warn(`birthday board reminder to ${recipient.id} not sent this run`, error);
      }
    }
    // A short page is the last; a page another run claimed entirely is too (it sends them).
    if (recipients.length < BATCH || claimed === 0) return report;
  }
}
