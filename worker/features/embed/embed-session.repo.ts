import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { embedSessions, users } from '../../db/schema/index.ts';

export type EmbedSessionRow = typeof embedSessions.$inferSelect;

/**
 * Widget-scoped sign-ins (migration 0013, decision 031): only the SHA-256 of each token is stored,
 * with the member, the key and the page origin it was handed to, and a short expiry.
 */
export const embedSessionRepo = {
  async insert(db: Db, row: EmbedSessionRow) {
    await db.insert(embedSessions).values(row);
  },

  /** The live session behind a token's hash with its member, or undefined (unknown or expired). */
  async findLive(db: Db, tokenHash: string, now: number) {
    const [row] = await db
      .select({ session: embedSessions, user: users })
      .from(embedSessions)
      .innerJoin(users, eq(users.id, embedSessions.userId))
      .where(and(eq(embedSessions.tokenHash, tokenHash), gt(embedSessions.expiresAt, now)))
      .limit(1);
    return row;
  },

  async delete(db: Db, tokenHash: string) {
    await db.delete(embedSessions).where(eq(embedSessions.tokenHash, tokenHash));
  },

  /** Expired sign-ins of one member are dropped whenever they get a new one. */
  async deleteExpiredOf(db: Db, userId: string, now: number) {
    await db.delete(embedSessions).where(and(eq(embedSessions.userId, userId), lte(embedSessions.expiresAt, now)));
  },

  async countLiveOf(db: Db, userId: string, now: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)` })
      .from(embedSessions)
      .where(and(eq(embedSessions.userId, userId), gt(embedSessions.expiresAt, now)));
    return Number(row?.count ?? 0);
  },

  /** The seller's display name for the widget and the popup. */
  async userName(db: Db, userId: string): Promise<string | undefined> {
    const row = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { name: true } });
    return row?.name;
  },
};
