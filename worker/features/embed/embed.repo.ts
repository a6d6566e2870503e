import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { embedKeys, eventCohosts, eventGuestCounts, events, guests, moneyPots, wishlistSettings } from '../../db/schema/index.ts';

export type EmbedKeyRow = typeof embedKeys.$inferSelect;
export type NewEmbedKeyRow = typeof embedKeys.$inferInsert;
export type EmbedEventRow = typeof events.$inferSelect;
export type EmbedGuestRow = typeof guests.$inferSelect;
export type EmbedPotRow = Pick<typeof moneyPots.$inferSelect, 'id' | 'eventId' | 'title'>;

/** The event side of the embed feature reads its own rows here (features do not import each other). */
export const embedRepo = {
  insertKey(db: Db, row: NewEmbedKeyRow) {
    return db.insert(embedKeys).values(row).returning();
  },

  listKeysOf(db: Db, ownerId: string) {
    return db.select().from(embedKeys).where(eq(embedKeys.ownerId, ownerId)).orderBy(desc(embedKeys.createdAt)).limit(200);
  },

  async countKeysOf(db: Db, ownerId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)` })
      .from(embedKeys)
      .where(eq(embedKeys.ownerId, ownerId));
    return Number(row?.count ?? 0);
  },

  findKey(db: Db, id: string) {
    return db.query.embedKeys.findFirst({ where: eq(embedKeys.id, id) });
  },

  async revokeKey(db: Db, id: string, now: number) {
    const [row] = await db
      .update(embedKeys)
      .set({ revokedAt: sql`coalesce(${embedKeys.revokedAt}, ${now})` })
      .where(eq(embedKeys.id, id))
      .returning();
    return row;
  },

  findEvent(db: Db, id: string) {
    return db.query.events.findFirst({ where: eq(events.id, id) });
  },

  eventsByIds(db: Db, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select({ id: events.id, title: events.title, slug: events.slug }).from(events).where(inArray(events.id, ids));
  },

  /** Host or accepted co-host of the event: the members who may embed it. */
  async managesEvent(db: Db, event: Pick<EmbedEventRow, 'id' | 'hostId'>, userId: string): Promise<boolean> {
    if (event.hostId === userId) return true;
    const cohost = await db.query.eventCohosts.findFirst({
      where: and(eq(eventCohosts.eventId, event.id), eq(eventCohosts.userId, userId), isNotNull(eventCohosts.acceptedAt)),
      columns: { id: true },
    });
    return !!cohost;
  },

  /** A pot's id, event and title: what a pot key needs (the money itself is the money feature's). */
  findPot(db: Db, id: string): Promise<EmbedPotRow | undefined> {
    return db.query.moneyPots.findFirst({ where: eq(moneyPots.id, id), columns: { id: true, eventId: true, title: true } });
  },

  potsByIds(db: Db, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select({ id: moneyPots.id, title: moneyPots.title, slug: events.slug }).from(moneyPots).innerJoin(events, eq(events.id, moneyPots.eventId)).where(inArray(moneyPots.id, ids));
  },

  /** The member the wishlist is for: never shown the money collected for them (money-access.service.ts). */
  async isCelebrant(db: Db, eventId: string, userId: string): Promise<boolean> {
    const row = await db.query.wishlistSettings.findFirst({ where: eq(wishlistSettings.eventId, eventId), columns: { celebrantUserId: true } });
    return row?.celebrantUserId === userId;
  },

  findGuestByTokenHash(db: Db, tokenHash: string) {
    return db.query.guests.findFirst({ where: eq(guests.linkTokenHash, tokenHash) });
  },

  /** Seats taken by guests who are going (the maintained counts, kept by triggers on guests). */
  async seatsTaken(db: Db, eventId: string): Promise<number> {
    const [row] = await db
      .select({ seats: eventGuestCounts.seats })
      .from(eventGuestCounts)
      .where(and(eq(eventGuestCounts.eventId, eventId), eq(eventGuestCounts.rsvpStatus, 'going')));
    return Number(row?.seats ?? 0);
  },
};
