import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { birthdayBoardReminderSends, birthdayBoardSettings, birthdayGiftMessages, birthdayGifts, sessions, users } from '../../db/schema/index.ts';

export type GiftRow = typeof birthdayGifts.$inferSelect;
export type GiftMessageRow = typeof birthdayGiftMessages.$inferSelect;

/** Members on the board: a birthday month given and "Show on birthday board" on. */
const onBoard = and(isNotNull(users.birthdayMonth), eq(users.showOnBirthdayBoard, true));

/** Reads and writes of the birthday board. Money is the money feature's, through the port. */
export const birthdayBoardRepo = {
  /** This month's members, by name; only what the board shows (name and month). */
  membersOfMonth(db: Db, month: number, limit = 500) {
    return db
      .select({ id: users.id, name: users.name, birthdayMonth: users.birthdayMonth })
      .from(users)
      .where(and(onBoard, eq(users.birthdayMonth, month)))
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit);
  },

  async countsPerMonth(db: Db): Promise<Array<{ month: number; n: number }>> {
    const rows = await db
      .select({ month: users.birthdayMonth, n: sql<number>`count(*)` })
      .from(users)
      .where(onBoard)
      .groupBy(users.birthdayMonth);
    return rows.map((row) => ({ month: Number(row.month), n: Number(row.n) }));
  },

  findMember(db: Db, id: string) {
    return db.query.users.findFirst({ where: eq(users.id, id), columns: { id: true, name: true, email: true, birthdayMonth: true, showOnBirthdayBoard: true } });
  },

  findMembers(db: Db, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  },

  /* -------------------------------------------- gifts ------------------------------------------- */

  /** Inserts the gift unless this organiser already started one for this birthday; false then. */
  async insertGift(db: Db, row: typeof birthdayGifts.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(birthdayGifts).values(row).onConflictDoNothing().returning({ id: birthdayGifts.id });
    return inserted.length === 1;
  },

  findGift(db: Db, id: string) {
    return db.query.birthdayGifts.findFirst({ where: eq(birthdayGifts.id, id) });
  },

  findGiftOf(db: Db, organiserId: string, celebrantId: string, revealAt: number) {
    return db.query.birthdayGifts.findFirst({
      where: and(eq(birthdayGifts.organiserUserId, organiserId), eq(birthdayGifts.celebrantUserId, celebrantId), eq(birthdayGifts.revealAt, revealAt)),
    });
  },

  /** Gifts for these celebrants' birthday at `revealAt` (the occurrence the board shows). */
  giftsFor(db: Db, celebrantIds: string[], revealAt: number) {
    if (celebrantIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(birthdayGifts)
      .where(and(inArray(birthdayGifts.celebrantUserId, celebrantIds), eq(birthdayGifts.revealAt, revealAt)))
      .orderBy(asc(birthdayGifts.createdAt), asc(birthdayGifts.id));
  },

  /** Reveals early; true when this call did (a second reveal changes nothing). */
  async markRevealed(db: Db, id: string, now: number): Promise<boolean> {
    const rows = await db
      .update(birthdayGifts)
      .set({ revealedAt: now, updatedAt: now })
      .where(and(eq(birthdayGifts.id, id), isNull(birthdayGifts.revealedAt)))
      .returning({ id: birthdayGifts.id });
    return rows.length === 1;
  },

  /* ------------------------------------------- messages ----------------------------------------- */

  /** One message per member per card; false when this member already left one. */
  async insertMessage(db: Db, row: typeof birthdayGiftMessages.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(birthdayGiftMessages).values(row).onConflictDoNothing().returning({ id: birthdayGiftMessages.id });
    return inserted.length === 1;
  },

  messagesOf(db: Db, giftIds: string[]) {
    if (giftIds.length === 0) return Promise.resolve([]);
    return db
      .select({ id: birthdayGiftMessages.id, giftId: birthdayGiftMessages.giftId, body: birthdayGiftMessages.body, createdAt: birthdayGiftMessages.createdAt, authorName: users.name })
      .from(birthdayGiftMessages)
      .innerJoin(users, eq(users.id, birthdayGiftMessages.authorUserId))
      .where(inArray(birthdayGiftMessages.giftId, giftIds))
      .orderBy(asc(birthdayGiftMessages.createdAt), asc(birthdayGiftMessages.id));
  },

  /* ------------------------------------------- reminders ---------------------------------------- */

  async remindersOn(db: Db, userId: string): Promise<boolean> {
    const row = await db.query.birthdayBoardSettings.findFirst({ where: eq(birthdayBoardSettings.userId, userId) });
    return row?.reminders ?? false;
  },

  async setReminders(db: Db, userId: string, enabled: boolean, now: number): Promise<void> {
    await db
      .insert(birthdayBoardSettings)
      .values({ userId, reminders: enabled, updatedAt: now })
      .onConflictDoUpdate({ target: birthdayBoardSettings.userId, set: { reminders: enabled, updatedAt: now } });
  },

  /** Members with reminders on who have no reminder claimed for this month yet. */
  reminderRecipients(db: Db, month: string, limit: number) {
    return db
      .select({ id: users.id, email: users.email })
      .from(birthdayBoardSettings)
      .innerJoin(users, eq(users.id, birthdayBoardSettings.userId))
      .where(
        and(
          eq(birthdayBoardSettings.reminders, true),
          sql`NOT EXISTS (SELECT 1 FROM ${birthdayBoardReminderSends} WHERE ${birthdayBoardReminderSends.userId} = ${users.id} AND ${birthdayBoardReminderSends.month} = ${month})`,
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit);
  },

  /** Claims a member's reminder for a month before it is sent: true for the one run that got it. */
  async claimReminder(db: Db, userId: string, month: string, now: number): Promise<boolean> {
    const rows = await db.insert(birthdayBoardReminderSends).values({ userId, month, claimedAt: now }).onConflictDoNothing().returning({ userId: birthdayBoardReminderSends.userId });
    return rows.length === 1;
  },

  async markReminderSent(db: Db, userId: string, month: string, now: number): Promise<void> {
    await db
      .update(birthdayBoardReminderSends)
      .set({ sentAt: now })
      .where(and(eq(birthdayBoardReminderSends.userId, userId), eq(birthdayBoardReminderSends.month, month)));
  },

  /** Gives a claim back when the email could not be sent, so the next run tries again. */
  async releaseReminder(db: Db, userId: string, month: string): Promise<void> {
    await db.delete(birthdayBoardReminderSends).where(and(eq(birthdayBoardReminderSends.userId, userId), eq(birthdayBoardReminderSends.month, month), isNull(birthdayBoardReminderSends.sentAt)));
  },

  /* --------------------------------------------- demo ------------------------------------------- */

  /** Board-only demo members (no password: they cannot sign in), unless they exist already. */
  async insertDemoMembers(db: Db, members: Array<{ id: string; name: string; email: string; birthdayMonth: number }>, now: number): Promise<void> {
    if (members.length === 0) return;
    await db
      .insert(users)
      .values(members.map((member) => ({ ...member, passwordHash: null, showOnBirthdayBoard: true, createdAt: now, updatedAt: now })))
      .onConflictDoNothing();
  },

  /** A session for the demo seeder to act through the API as a demo account; removed right after. */
  async insertDemoSession(db: Db, userId: string, tokenHash: string, now: number): Promise<void> {
    await db.insert(sessions).values({ tokenHash, userId, createdAt: now, expiresAt: now + 10 * 60_000 });
  },

  async deleteDemoSession(db: Db, tokenHash: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  },
};
