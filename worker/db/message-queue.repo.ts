import { inArray } from 'drizzle-orm';
import { randomId } from '../services/tokens.ts';
import type { Db } from './client.ts';
import { messageDeliveries, smsOptOuts } from './schema/index.ts';

export type MessageKind = (typeof messageDeliveries.$inferInsert)['kind'];

export interface OutgoingMessage {
  eventId: string | null;
  guestId: string | null;
  channel: 'email' | 'sms';
  kind: MessageKind;
  /** An email address or an E.164 phone number. */
  recipient: string;
  subject?: string | null;
  body: string;
  /** Set for messages that must never go out twice (reminders); a second enqueue is ignored. */
  dedupeKey?: string | null;
  /** Earliest send time (ms); defaults to now. */
  sendAfter?: number;
}

/**
 * Puts messages on the outgoing queue that the scheduler drains at each provider's pace. Texts to
 * numbers that opted out are recorded as skipped, never queued. Shared by every feature that
 * writes to guests (invitations, reminders, cancellations, later gift and photo links).
 */
export async function enqueueMessages(db: Db, now: number, messages: OutgoingMessage[]) {
  if (messages.length === 0) return { queued: 0, skipped: 0, duplicates: 0 };
  const phones = messages.filter((message) => message.channel === 'sms').map((message) => message.recipient);
  const optedOut = new Set(
    phones.length
      ? (
          await db
            .select({ phone: smsOptOuts.phone })
            .from(smsOptOuts)
            .where(inArray(smsOptOuts.phone, [...new Set(phones)]))
        ).map((row) => row.phone)
      : [],
  );
  let queued = 0;
  let skipped = 0;
  let duplicates = 0;
  for (const message of messages) {
    const blocked = message.channel === 'sms' && optedOut.has(message.recipient);
    const inserted = await db
      .insert(messageDeliveries)
      .values({
        id: randomId(),
        eventId: message.eventId,
        guestId: message.guestId,
        channel: message.channel,
        kind: message.kind,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        status: blocked ? 'skipped' : 'queued',
        error: blocked ? 'The recipient texted STOP' : null,
        dedupeKey: message.dedupeKey ?? null,
        createdAt: now,
        sendAfter: message.sendAfter ?? now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: messageDeliveries.dedupeKey })
      .returning({ id: messageDeliveries.id });
    if (inserted.length === 0) duplicates++;
    else if (blocked) skipped++;
    else queued++;
  }
  return { queued, skipped, duplicates };
}

/**
 * The email and/or the text for one guest, by the contacts they gave. With a dedupe key, each
 * channel gets its own (`<key>:email`, `<key>:sms`), since a key may be used only once.
 */
export function messagesForGuest(
  guest: { id: string; email: string | null; phone: string | null },
  base: { eventId: string; kind: MessageKind; dedupeKey?: string },
  text: { subject: string; email: string; sms: string },
): OutgoingMessage[] {
  const common = { eventId: base.eventId, guestId: guest.id, kind: base.kind };
  const key = (channel: string) => (base.dedupeKey ? { dedupeKey: `${base.dedupeKey}:${channel}` } : {});
  return [
    ...(guest.email ? [{ ...common, ...key('email'), channel: 'email' as const, recipient: guest.email, subject: text.subject, body: text.email }] : []),
    ...(guest.phone ? [{ ...common, ...key('sms'), channel: 'sms' as const, recipient: guest.phone, body: text.sms }] : []),
  ];
}
