import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { contributions, events, ledgerEntries, moneyPots, users } from '#worker/db/schema/index.ts';

/**
 * Every birthday-board pot hangs off one system event: money_pots.event_id and
 * contributions.event_id are NOT NULL, and making them nullable needs a table rebuild that cannot
 * run inside the migration runner's transaction while the ledger's RESTRICT keys point at them
 * (decision 040). The event is invite-only, has no guests and is hosted by a system account
 * without a password or a deliverable address, so no member can open it, and the payout goes to
 * the pot's payee (the gift's organiser), never to that host.
 */
export const BOARD_EVENT_ID = 'birthday-board';
export const BOARD_SYSTEM_USER_ID = 'birthday-board-system';

export const boardPotsRepo = {
  /** Creates the system account and event once; later calls change nothing. */
  async ensureBoardEvent(db: Db, now: number): Promise<void> {
    await db.batch([
      db
        .insert(users)
        .values({ id: BOARD_SYSTEM_USER_ID, email: 'birthday-board@system.cakeday.invalid', name: 'Cakeday birthday board', passwordHash: null, createdAt: now, updatedAt: now })
        .onConflictDoNothing(),
      db
        .insert(events)
        .values({
          id: BOARD_EVENT_ID,
          slug: '_birthday-board',
          hostId: BOARD_SYSTEM_USER_ID,
          title: 'Birthday board',
          timeZone: 'UTC',
          startsAt: 0,
          endsAt: 0,
          inviteOnly: true,
          remindersEnabled: false,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing(),
    ]);
  },

  async insertPot(db: Db, row: typeof moneyPots.$inferInsert): Promise<void> {
    await db.insert(moneyPots).values(row);
  },

  /** Removes a board pot nothing was ever paid into (a gift whose start failed after its pot was made). */
  async deleteUnusedPot(db: Db, potId: string): Promise<void> {
    await db
      .delete(moneyPots)
      .where(
        and(
          eq(moneyPots.id, potId),
          eq(moneyPots.kind, 'board_gift'),
          sql`NOT EXISTS (SELECT 1 FROM ${contributions} WHERE ${contributions.potId} = ${moneyPots.id})`,
          sql`NOT EXISTS (SELECT 1 FROM ${ledgerEntries} WHERE ${ledgerEntries.potId} = ${moneyPots.id})`,
        ),
      );
  },

  boardPots(db: Db, potIds: string[]) {
    if (potIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(moneyPots)
      .where(and(inArray(moneyPots.id, potIds), eq(moneyPots.kind, 'board_gift')));
  },

  /** Contributions that gave money that still counts (held or paid out), with the member's name. */
  givingContributions(db: Db, potIds: string[]) {
    if (potIds.length === 0) return Promise.resolve([]);
    return db
      .select({ potId: contributions.potId, anonymous: contributions.anonymous, contributorName: contributions.contributorName, memberName: users.name, createdAt: contributions.createdAt })
      .from(contributions)
      .leftJoin(users, eq(users.id, contributions.userId))
      .where(and(inArray(contributions.potId, potIds), inArray(contributions.status, ['succeeded', 'released'])))
      .orderBy(contributions.createdAt, contributions.id);
  },

  entriesOfPots(db: Db, potIds: string[]) {
    if (potIds.length === 0) return Promise.resolve([]);
    return db.select().from(ledgerEntries).where(inArray(ledgerEntries.potId, potIds));
  },
};
