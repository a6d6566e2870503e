import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSends, pushSubscriptions } from '../../db/schema/index.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The Web Push subscriptions of members and the pushes claimed so far (worker/db/schema/push.ts). */
export const pushRepo = {
  forMember(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
    return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  },

  /**
   * Keeps a browser's subscription for this member. An endpoint belongs to one browser profile: if
   * another member had it (they signed out, this one signed in on the same browser), it moves.
   */
  async save(db: Db, row: { id: string; userId: string; endpoint: string; p256dh: string; auth: string; createdAt: number }): Promise<void> {
    await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth } });
  },

  /** Forgets all but the member's `count` newest subscriptions (by when they were made, then id). */
  async keepNewest(db: Db, userId: string, count: number): Promise<void> {
    await db.run(sql`DELETE FROM ${pushSubscriptions} WHERE user_id = ${userId} AND id NOT IN (
      SELECT id FROM ${pushSubscriptions} WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${count})`);
  },

  async removeForMember(db: Db, userId: string, endpoint: string): Promise<number> {
    const removed = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return removed.length;
  },

  async removeByIds(db: Db, ids: string[]): Promise<void> {
    if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
  },

  async markSent(db: Db, ids: string[], at: number): Promise<void> {
    if (ids.length > 0) await db.update(pushSubscriptions).set({ lastSentAt: at }).where(inArray(pushSubscriptions.id, ids));
  },

  /** Claims a push that must go at most once; false when it was claimed before. */
  async claimSend(db: Db, dedupeKey: string, userId: string, at: number): Promise<boolean> {
    const claimed = await db.insert(pushSends).values({ dedupeKey, userId, sentAt: at }).onConflictDoNothing().returning({ key: pushSends.dedupeKey });
    return claimed.length > 0;
  },
};
