import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { albums, eventActivity, eventCohosts, events, guests, messageDeliveries, smsOptOuts, users } from '../../db/schema/index.ts';
import { timeOrderedId } from '../../services/tokens.ts';

/**
 * Every query of the messaging feature: the events and guests it writes to (read here, through the
 * shared schema, never through the events feature), whether an album takes uploads (for photo
 * requests, likewise never through the albums feature) and the outgoing message queue.
 */

export type EventRow = typeof events.$inferSelect;
export type GuestRow = typeof guests.$inferSelect;
export type DeliveryRow = typeof messageDeliveries.$inferSelect;
export type EventWithHost = EventRow & { hostName: string };

const eventWithHost = { event: events, hostName: users.name };

export const invitationsRepo = {
  /** The event when the user is its host or a co-host who accepted; null otherwise (a 404 for them). */
  async managedEvent(db: Db, eventId: string, userId: string): Promise<EventWithHost | null> {
    const cohost = db
      .select({ one: sql`1` })
      .from(eventCohosts)
      .where(and(eq(eventCohosts.eventId, events.id), eq(eventCohosts.userId, userId), isNotNull(eventCohosts.acceptedAt)));
    const [row] = await db
      .select(eventWithHost)
      .from(events)
      .innerJoin(users, eq(users.id, events.hostId))
      .where(and(eq(events.id, eventId), or(eq(events.hostId, userId), sql`exists ${cohost}`)))
      .limit(1);
    return row ? { ...row.event, hostName: row.hostName } : null;
  },

  guestsOf(db: Db, eventId: string): Promise<GuestRow[]> {
    return db.select().from(guests).where(eq(guests.eventId, eventId)).orderBy(asc(guests.createdAt), asc(guests.id));
  },

  /** Whether guests can upload to the event's album now (no album row yet: the defaults, which are open). */
  async albumUploadsOpen(db: Db, eventId: string): Promise<boolean> {
    const [row] = await db.select({ open: albums.uploadsOpen }).from(albums).where(eq(albums.eventId, eventId)).limit(1);
    return row?.open ?? true;
  },

  async optedOut(db: Db, phones: string[]): Promise<Set<string>> {
    const unique = [...new Set(phones)];
    if (unique.length === 0) return new Set();
    const rows = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(inArray(smsOptOuts.phone, unique));
    return new Set(rows.map((row) => row.phone));
  },

  async isOptedOut(db: Db, phone: string): Promise<boolean> {
    const [row] = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone)).limit(1);
    return row !== undefined;
  },

  async optOut(db: Db, phone: string, now: number) {
    await db.insert(smsOptOuts).values({ phone, optedOutAt: now }).onConflictDoNothing();
  },

  async optIn(db: Db, phone: string) {
    await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  },

  /** Marks guests invited the first time an invitation is queued for them (a re-send keeps the date). */
  async markInvited(db: Db, eventId: string, guestIds: string[], now: number) {
    if (guestIds.length === 0) return;
    await db
      .update(guests)
      .set({ invitedAt: now, updatedAt: now })
      .where(and(eq(guests.eventId, eventId), inArray(guests.id, guestIds), isNull(guests.invitedAt)));
  },

  async addActivity(db: Db, entry: { eventId: string; userId: string; actorName: string; body: string; details: Record<string, unknown>; now: number }) {
    await db.insert(eventActivity).values({
      id: timeOrderedId(entry.now),
      eventId: entry.eventId,
      kind: 'invitations_sent',
      userId: entry.userId,
      actorName: entry.actorName,
      body: entry.body,
      details: entry.details,
      createdAt: entry.now,
    });
  },

  deliveriesOf(db: Db, eventId: string, limit: number) {
    return db
      .select({
        id: messageDeliveries.id,
        guestId: messageDeliveries.guestId,
        guestName: guests.name,
        channel: messageDeliveries.channel,
        kind: messageDeliveries.kind,
        recipient: messageDeliveries.recipient,
        status: messageDeliveries.status,
        error: messageDeliveries.error,
        createdAt: messageDeliveries.createdAt,
        sentAt: messageDeliveries.sentAt,
      })
      .from(messageDeliveries)
      .leftJoin(guests, eq(guests.id, messageDeliveries.guestId))
      .where(eq(messageDeliveries.eventId, eventId))
      .orderBy(desc(messageDeliveries.createdAt), desc(messageDeliveries.id))
      .limit(limit);
  },

  // ── The queue ──────────────────────────────────────────────────────────────

  /** Rows left in `sending` by a runner that died mid-send: failed, never retried (the provider may have sent them). */
  async failInterrupted(db: Db, now: number, stuckBefore: number, error: string): Promise<number> {
    const rows = await db
      .update(messageDeliveries)
      .set({ status: 'failed', error, updatedAt: now })
      .where(and(eq(messageDeliveries.status, 'sending'), lt(messageDeliveries.updatedAt, stuckBefore)))
      .returning({ id: messageDeliveries.id });
    return rows.length;
  },

  dueMessages(db: Db, channel: 'email' | 'sms', now: number, limit: number): Promise<DeliveryRow[]> {
    return db
      .select()
      .from(messageDeliveries)
      .where(and(eq(messageDeliveries.status, 'queued'), eq(messageDeliveries.channel, channel), lte(messageDeliveries.sendAfter, now)))
      .orderBy(asc(messageDeliveries.sendAfter), asc(messageDeliveries.createdAt), asc(messageDeliveries.id))
      .limit(limit);
  },

  /** Claims a queued row for this runner: only one conditional update can win, so no row is sent twice. */
  async claim(db: Db, id: string, now: number): Promise<DeliveryRow | null> {
    const [row] = await db
      .update(messageDeliveries)
      .set({ status: 'sending', attempts: sql`${messageDeliveries.attempts} + 1`, updatedAt: now })
      .where(and(eq(messageDeliveries.id, id), eq(messageDeliveries.status, 'queued')))
      .returning();
    return row ?? null;
  },

  async finish(db: Db, id: string, now: number, outcome: { status: 'sent' | 'failed' | 'skipped' | 'queued'; providerId?: string; error?: string | null; sendAfter?: number }) {
    await db
      .update(messageDeliveries)
      .set({
        status: outcome.status,
        error: outcome.error ?? null,
        updatedAt: now,
        ...(outcome.providerId ? { providerId: outcome.providerId } : {}),
        ...(outcome.status === 'sent' ? { sentAt: now } : {}),
        ...(outcome.sendAfter !== undefined ? { sendAfter: outcome.sendAfter } : {}),
      })
      .where(and(eq(messageDeliveries.id, id), eq(messageDeliveries.status, 'sending')));
  },

  /** When the last text was handed to the provider, for the per-sender pace across runs. */
  async lastTextSentAt(db: Db): Promise<number | null> {
    const [row] = await db
      .select({ at: max(messageDeliveries.sentAt) })
      .from(messageDeliveries)
      .where(eq(messageDeliveries.channel, 'sms'));
    return row?.at ?? null;
  },

  async deliveryByProviderId(db: Db, providerId: string): Promise<DeliveryRow | null> {
    const [row] = await db.select().from(messageDeliveries).where(eq(messageDeliveries.providerId, providerId)).limit(1);
    return row ?? null;
  },

  async setDeliveryStatus(db: Db, id: string, status: DeliveryRow['status'], error: string | null, now: number) {
    await db
      .update(messageDeliveries)
      .set({ status, updatedAt: now, ...(error ? { error } : {}) })
      .where(eq(messageDeliveries.id, id));
  },

  // ── Reminders ──────────────────────────────────────────────────────────────

  /**
   * Active events with reminders on whose RSVP-reminder or day-before window is open now:
   * the start is still ahead and at most `horizonMs` away, or the RSVP deadline is.
   */
  async eventsInReminderWindow(db: Db, now: number, rsvpLeadMs: number, dayBeforeLeadMs: number): Promise<EventWithHost[]> {
    const rsvpBy = sql`coalesce(${events.rsvpDeadline}, ${events.startsAt})`;
    const rows = await db
      .select(eventWithHost)
      .from(events)
      .innerJoin(users, eq(users.id, events.hostId))
      .where(
        and(
          eq(events.status, 'active'),
          eq(events.remindersEnabled, true),
          gt(events.startsAt, now),
          or(lte(events.startsAt, now + dayBeforeLeadMs), and(gt(rsvpBy, now), lte(rsvpBy, now + rsvpLeadMs))),
        ),
      )
      .orderBy(asc(events.startsAt));
    return rows.map((row) => ({ ...row.event, hostName: row.hostName }));
  },

  /** Guests of these events with an answer that may need a reminder (no answer yet, or going). */
  reminderGuests(db: Db, eventIds: string[]): Promise<GuestRow[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(guests)
      .where(and(inArray(guests.eventId, eventIds), inArray(guests.rsvpStatus, ['pending', 'going'])))
      .orderBy(asc(guests.createdAt), asc(guests.id));
  },

  /** Which of these dedupe keys are already on the queue (in any state). */
  async existingDedupeKeys(db: Db, keys: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let start = 0; start < keys.length; start += 500) {
      const chunk = keys.slice(start, start + 500);
      const rows = await db.select({ key: messageDeliveries.dedupeKey }).from(messageDeliveries).where(inArray(messageDeliveries.dedupeKey, chunk));
      for (const row of rows) if (row.key) found.add(row.key);
    }
    return found;
  },
};
