import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import { formatUsd } from '#core/domain/money/money.schema.ts';
import type { AppDeps } from '#worker/deps.ts';
import type { EmailMessage } from '#worker/services/mailer.ts';
import { deriveGuestToken } from '#worker/services/guest-links.ts';
import type { ContributionRow } from '../ledger.repo.ts';
import { moneyRepo } from '../money.repo.ts';

/**
 * After a payment went through: a receipt to the contributor (with the way back to cancel while
 * the 24 hours run, for anyone who closed the tab) and a note to the event's host. Best effort:
 * the money is booked already, so a mail outage is logged and never undoes or retries the payment.
 */
export async function sendContributionEmails(deps: AppDeps, row: ContributionRow): Promise<void> {
  try {
    const messages = await contributionEmails(deps, row);
    for (const message of messages) await deps.mailer.send(message);
  } catch (error) {
    console.warn(`contribution ${row.id}: emails not sent`, error);
  }
}

async function contributionEmails(deps: AppDeps, row: ContributionRow): Promise<EmailMessage[]> {
  const { db, env } = deps;
  const [pot, event] = await Promise.all([moneyRepo.findPot(db, row.potId), moneyRepo.findEvent(db, row.eventId)]);
  if (!pot || !event || row.heldUntil === null) return [];
  const base = (env.APP_URL ?? '').replace(/\/$/, '');
  const amount = formatUsd(row.amountCents);
  const demo = deps.payments.label ? `\n\n(${deps.payments.label}.)` : '';
  const messages: EmailMessage[] = [];

  const guest = row.guestId ? await moneyRepo.findGuest(db, row.guestId) : undefined;
  const member = row.userId ? await moneyRepo.findUser(db, row.userId) : undefined;
  const to = guest?.email ?? member?.email ?? null;
  if (to) {
    // A guest returns through their own gift page (their link); a member through the contribution page, signed in.
    const link = guest && env.GUEST_LINK_SECRET ? `${base}/a/${await deriveGuestToken(env.GUEST_LINK_SECRET, guest.id, guest.linkVersion)}` : `${base}/contributions/${row.id}`;
    messages.push({
      to,
      subject: `Thank you for chipping in ${amount} for ${pot.kind === 'board_gift' ? pot.title : event.title}`,
      text: `Your ${amount} to ${pot.title} went through.\n\nIt is held for 24 hours: until ${formatInZone(row.heldUntil, event.timeZone)} you can cancel and get a full refund here:\n${link}\n\nAfter that it goes to the ${pot.kind === 'board_gift' ? 'organiser' : 'host'} automatically.${demo}`,
    });
  }

  if (pot.kind === 'board_gift') {
    // A birthday-board gift (decision 040): the note goes to its organiser, never to the celebrant.
    const organiser = pot.payeeUserId ? await moneyRepo.findUser(db, pot.payeeUserId) : undefined;
    if (organiser) {
      const who = row.anonymous || !row.contributorName ? 'Someone (anonymously)' : row.contributorName;
      messages.push({
        to: organiser.email,
        subject: `${who} chipped in ${amount} to ${pot.title}`,
        text: `${who} chipped in ${amount} to the group gift ${pot.title}.\n\nIt is held for 24 hours (the contributor may still cancel), then paid out to your payout account so you can buy the gift.\n${base}/birthday-board${demo}`,
      });
    }
    return messages;
  }

  const host = await moneyRepo.findUser(db, event.hostId);
  if (host) {
    const who = row.anonymous || !row.contributorName ? 'Someone (anonymously)' : row.contributorName;
    messages.push({
      to: host.email,
      subject: `${who} chipped in ${amount} to ${pot.title}`,
      text: `${who} chipped in ${amount} to ${pot.title} for ${event.title}.${row.message ? `\n\nTheir message: “${row.message}”` : ''}\n\nIt is held for 24 hours (the contributor may still cancel), then released to your payout account.\n${base}/dashboard/events/${event.id}/contributions${demo}`,
    });
  }
  return messages;
}
