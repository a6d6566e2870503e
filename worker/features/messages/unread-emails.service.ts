import { UNREAD_EMAIL_INTERVAL_MS } from '#core/domain/messages/messages.rules.ts';
import { enqueueMessages } from '../../db/message-queue.repo.ts';
import type { AppDeps } from '../../deps.ts';
import { base64Url } from '../../services/tokens.ts';
import { messagesRepo as repo } from './messages.repo.ts';

const QUOTE_MAX = 500;

async function sign(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))));
}

/** The mute link's token: HMAC under the link secret, with its own prefix so it can never pass for a guest link. */
export function muteToken(secret: string, conversationId: string, memberId: string): Promise<string> {
  return sign(secret, `conversation-mute:${conversationId}:${memberId}`);
}

export async function verifyMuteToken(deps: AppDeps, conversationId: string, memberId: string, token: string): Promise<boolean> {
  const secret = deps.env.GUEST_LINK_SECRET;
  if (!secret) return false;
  const expected = await muteToken(secret, conversationId, memberId);
  // Compared as digests of equal length, so the time taken says nothing about how much matched.
  const [a, b] = await Promise.all([crypto.subtle.digest('SHA-256', new TextEncoder().encode(expected)), crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i]! ^ right[i]!;
  return difference === 0;
}

export interface UnreadEmailsReport {
  queued: number;
  /** Muted, blocked, already read or already told: nothing to send. */
  dropped: number;
  /** An email went out for this conversation less than an hour ago: due again when the hour is up. */
  deferred: number;
}

/**
 * Emails members about messages still unread 10 minutes after they arrived (the due time is set
 * with the message): at most one email per conversation and member per hour, never for a muted
 * or blocked thread, without the text when the recipient reported the sender. Each email is
 * claimed by a conditional update before it is queued, and its dedupe key names the newest
 * message it tells about, so reruns and concurrent runs never send it twice. The send queue
 * (drained right after by the scheduler) delivers it.
 */
export async function queueUnreadMessageEmails(deps: AppDeps, limit = 100): Promise<UnreadEmailsReport> {
  const report: UnreadEmailsReport = { queued: 0, dropped: 0, deferred: 0 };
  const now = deps.clock.now();
  const dueRows = await repo.dueEmails(deps.db, now, limit);
  if (dueRows.length === 0) return report;
  const { APP_URL: appUrl, GUEST_LINK_SECRET: secret } = deps.env;
  if (!appUrl || !secret) {
    console.warn('Unread-message emails are not sent: APP_URL and GUEST_LINK_SECRET are needed for their links.');
    return report;
  }
  for (const due of dueRows) {
    const member = { conversationId: due.conversationId, userId: due.userId, emailDueAt: due.emailDueAt! };
    const drop = async () => {
      if (await repo.claimEmail(deps.db, member, { emailDueAt: null })) report.dropped++;
    };
    if (due.muted || (await repo.isBlockedBetween(deps.db, due.userId, due.otherId))) {
      await drop();
      continue;
    }
    if (due.lastEmailedAt !== null && now - due.lastEmailedAt < UNREAD_EMAIL_INTERVAL_MS) {
      if (await repo.claimEmail(deps.db, member, { emailDueAt: due.lastEmailedAt + UNREAD_EMAIL_INTERVAL_MS })) report.deferred++;
      continue;
    }
    const unread = await repo.unemailedMessages(deps.db, due.conversationId, due.userId, Math.max(due.lastReadMessageId, due.emailedUpToMessageId));
    const newest = unread.at(-1);
    if (!newest) {
      await drop();
      continue;
    }
    if (!(await repo.claimEmail(deps.db, member, { emailDueAt: null, lastEmailedAt: now, emailedUpToMessageId: newest.id }))) continue;
    const hideText = await repo.hasReported(deps.db, due.userId, due.otherId);
    const base = appUrl.replace(/\/$/, '');
    const conversationUrl = `${base}/messages/${encodeURIComponent(due.conversationId)}`;
    const muteUrl = `${base}/messages/mute?c=${encodeURIComponent(due.conversationId)}&u=${encodeURIComponent(due.userId)}&t=${encodeURIComponent(await muteToken(secret, due.conversationId, due.userId))}`;
    const count = unread.length;
    const subject = count === 1 ? `${due.otherName} sent you a message on Cakeday` : `${due.otherName} sent you ${count} messages on Cakeday`;
    const quote = newest.body.length > QUOTE_MAX ? `${newest.body.slice(0, QUOTE_MAX - 1)}…` : newest.body;
    const lines = [
      `Hi ${due.recipientName},`,
      '',
      count === 1 ? `${due.otherName} sent you a message you have not read yet.` : `${due.otherName} sent you ${count} messages you have not read yet.`,
      ...(hideText ? [] : ['', ...quote.split(/\r\n|\r|\n/).map((line) => `> ${line}`)]),
      '',
      `Read and reply: ${conversationUrl}`,
      '',
      `No more emails about this conversation? Mute it: ${muteUrl}`,
    ];
    const result = await enqueueMessages(deps.db, now, [
      {
        eventId: null,
        guestId: null,
        channel: 'email',
        kind: 'other',
        recipient: due.recipientEmail,
        subject,
        body: lines.join('\n'),
        dedupeKey: `conversation-unread:${due.conversationId}:${due.userId}:${newest.id}`,
      },
    ]);
    report.queued += result.queued;
  }
  return report;
}
