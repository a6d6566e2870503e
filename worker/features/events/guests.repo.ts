import { and, count, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { type Db, jsonRowsQuery, parseJsonRows, selectRowsAsJson } from '../../db/client.ts';
import { guests, messageDeliveries, smsOptOuts } from '../../db/schema/index.ts';

export type GuestRow = typeof guests.$inferSelect;
export type NewGuestRow = typeof guests.$inferInsert;
export type GuestChanges = Partial<Omit<NewGuestRow, 'id' | 'eventId'>>;

/** Queries for the guests of an event. */
export const guestsRepo = {
  /** Every guest of the event, oldest first (guests_event_idx), fetched as one JSON text: lists reach thousands of rows. */
  listGuests(db: Db, eventId: string): Promise<GuestRow[]> {
    return selectRowsAsJson<GuestRow>(db, guests, eq(guests.eventId, eventId), sql`${guests.createdAt}, rowid`);
  },

  /** The host's list in one batch: every guest (one JSON row) and which of their phones texted STOP. */
  async listGuestsWithOptOuts(db: Db, eventId: string): Promise<{ rows: GuestRow[]; optedOut: Set<string> }> {
    const [rows, optOuts] = await db.batch([
      jsonRowsQuery(db, guests, eq(guests.eventId, eventId), sql`${guests.createdAt}, rowid`),
      db
        .select({ phone: smsOptOuts.phone })
        .from(smsOptOuts)
        .where(inArray(smsOptOuts.phone, db.select({ phone: guests.phone }).from(guests).where(and(eq(guests.eventId, eventId), isNotNull(guests.phone))))),
    ]);
    return { rows: parseJsonRows<GuestRow>(rows), optedOut: new Set(optOuts.map((row) => row.phone)) };
  },

  async countGuests(db: Db, eventId: string): Promise<number> {
    const [row] = await db.select({ value: count() }).from(guests).where(eq(guests.eventId, eventId));
    return row?.value ?? 0;
  },

  findGuest(db: Db, eventId: string, guestId: string) {
    return db.query.guests.findFirst({ where: and(eq(guests.eventId, eventId), eq(guests.id, guestId)) });
  },

  findGuestByTokenHash(db: Db, tokenHash: string) {
    return db.query.guests.findFirst({ where: eq(guests.linkTokenHash, tokenHash) });
  },

  findGuestOfUser(db: Db, eventId: string, userId: string) {
    return db.query.guests.findFirst({ where: and(eq(guests.eventId, eventId), eq(guests.userId, userId)) });
  },

  /** Another guest of the event with this email or phone (for duplicate checks). */
  findDuplicate(db: Db, eventId: string, contact: { email?: string | null; phone?: string | null }, exceptGuestId?: string) {
    const matches = [
      ...(contact.email ? [eq(guests.email, contact.email)] : []),
      ...(contact.phone ? [eq(guests.phone, contact.phone)] : []),
    ];
    if (matches.length === 0) return Promise.resolve(undefined);
    return db.query.guests.findFirst({
      where: and(eq(guests.eventId, eventId), or(...matches), ...(exceptGuestId ? [ne(guests.id, exceptGuestId)] : [])),
    });
  },

  /**
   * Inserts a guest unless the event already has one with the same email or phone; undefined then.
   * The insert and the check share one batch (a transaction), so two requests at once (a double
   * click, a resent open RSVP) cannot both add the same person: the later row removes itself.
   */
  async insertGuest(db: Db, row: NewGuestRow): Promise<GuestRow | undefined> {
    const insert = db.insert(guests).values(row).returning();
    if (!row.email && !row.phone) return (await insert)[0];
    const sameContact = sql`exists (select 1 from ${guests} g2 where g2.event_id = ${row.eventId} and g2.id <> ${row.id} and (g2.email = ${row.email ?? null} or g2.phone = ${row.phone ?? null}))`;
    const [inserted, removed] = await db.batch([insert, db.delete(guests).where(and(eq(guests.id, row.id), sameContact)).returning({ id: guests.id })]);
    return removed.length ? undefined : inserted[0];
  },

  /**
   * Inserts many guests atomically (an import either lands whole or not at all) and answers how
   * many stayed: in the same batch, a new row whose email or phone an earlier guest of the event
   * already has removes itself, so an import sent twice at once adds each person once.
   */
  async insertGuests(db: Db, rows: NewGuestRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const chunks: NewGuestRow[][] = [];
    for (let i = 0; i < rows.length; i += 50) chunks.push(rows.slice(i, i + 50));
    const ids = rows.map((row) => row.id);
    const eventId = rows[0]!.eventId;
    const removeLaterDuplicates = db
      .delete(guests)
      .where(
        and(
          inArray(guests.id, ids),
          sql`exists (select 1 from ${guests} g2 where g2.event_id = ${eventId} and g2.rowid < ${guests}.rowid and (g2.email = ${guests}.email or g2.phone = ${guests}.phone))`,
        ),
      )
      .returning({ id: guests.id });
    const [first, ...rest] = chunks.map((chunk) => db.insert(guests).values(chunk));
    const results = await db.batch([first!, ...rest, removeLaterDuplicates]);
    return rows.length - (results[results.length - 1] as { id: string }[]).length;
  },

  async updateGuest(db: Db, eventId: string, guestId: string, changes: GuestChanges) {
    const [row] = await db
      .update(guests)
      .set(changes)
      .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId)))
      .returning();
    return row;
  },

  /**
   * Moves a guest to "going" only if their party still fits the capacity at the moment of the
   * write. The seat count is a subquery of the same UPDATE statement, and SQLite runs one write
   * statement at a time, so two answers racing for the last seat cannot both see it free: the
   * second one updates nothing and becomes a waitlist entry. (A read-then-write transaction would
   * need an interactive transaction, which libSQL over HTTP on Workers handles poorly.)
   */
  async claimSeats(db: Db, eventId: string, guestId: string, capacity: number, changes: GuestChanges & { partySize: number }) {
    const [row] = await db
      .update(guests)
      .set({ ...changes, rsvpStatus: 'going', waitlistedAt: null })
      .where(
        and(
          eq(guests.eventId, eventId),
          eq(guests.id, guestId),
          sql`(select coalesce(sum(g2.party_size), 0) from guests g2 where g2.event_id = ${eventId} and g2.rsvp_status = 'going' and g2.id <> ${guestId}) + ${changes.partySize} <= ${capacity}`,
        ),
      )
      .returning();
    return row;
  },

  /** Removes a guest and the messages still waiting to go to them. */
  /** Removes the `count` most recently inserted of these guests (an import past the limit); answers their ids. */
  async deleteNewest(db: Db, eventId: string, ids: string[], count: number): Promise<string[]> {
    if (ids.length === 0 || count <= 0) return [];
    const newest = db
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), inArray(guests.id, ids)))
      .orderBy(desc(sql`rowid`))
      .limit(count);
    const removed = await db.delete(guests).where(and(eq(guests.eventId, eventId), inArray(guests.id, newest))).returning({ id: guests.id });
    return removed.map((row) => row.id);
  },

  async deleteGuest(db: Db, eventId: string, guestId: string) {
    await db.batch([
      db.delete(messageDeliveries).where(and(eq(messageDeliveries.guestId, guestId), eq(messageDeliveries.status, 'queued'))),
      db.delete(guests).where(and(eq(guests.eventId, eventId), eq(guests.id, guestId))),
    ]);
  },

  /** Which of these phone numbers texted STOP. */
  async optedOutPhones(db: Db, phones: string[]): Promise<Set<string>> {
    if (phones.length === 0) return new Set();
    const rows = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(inArray(smsOptOuts.phone, [...new Set(phones)]));
    return new Set(rows.map((row) => row.phone));
  },
};
