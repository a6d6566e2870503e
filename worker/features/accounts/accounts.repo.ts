import { and, count, eq, gt, inArray, isNull, lt, lte, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { throttleBlockMs, throttleBlockSteps } from '#core/domain/accounts/accounts.rules.ts';
import { type Db, preparedOnce } from '../../db/client.ts';
import {
  contributions,
  embedSessions,
  eventActivity,
  eventCohosts,
  events,
  externalIdentities,
  guests,
  loginThrottles,
  messageDeliveries,
  moneyPots,
  oidcLoginStates,
  passwordResets,
  payoutAccounts,
  sessions,
  users,
  venueBookings,
  venues,
} from '../../db/schema/index.ts';

type ThrottleRules = { windowMs: number; freeFailures: number; firstBlockMs: number; maxBlockMs: number };

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

// The birthday dialog's one-row write, prepared once (see preparedOnce).
const birthdayUpdate = preparedOnce((db) =>
  db
    .update(users)
    .set({ birthdayMonth: sql`${sql.placeholder('birthdayMonth')}`, showOnBirthdayBoard: sql`${sql.placeholder('showOnBirthdayBoard')}`, updatedAt: sql`${sql.placeholder('updatedAt')}` })
    .where(eq(users.id, sql.placeholder('id')))
    .returning()
    .prepare(),
);

export const accountsRepo = {
  findUserByEmail(db: Db, email: string) {
    return db.query.users.findFirst({ where: eq(users.email, email) });
  },

  findUserById(db: Db, id: string) {
    return db.query.users.findFirst({ where: eq(users.id, id) });
  },

  /** Inserts unless the email is taken; answers whether the row went in (the unique index decides races). */
  async insertUserIfEmailFree(db: Db, row: NewUserRow): Promise<boolean> {
    const inserted = await db.insert(users).values(row).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
    return inserted.length === 1;
  },

  async setBirthday(db: Db, id: string, birthday: { birthdayMonth: number; showOnBirthdayBoard: boolean; updatedAt: number }) {
    const [row] = await birthdayUpdate(db).all({ id, ...birthday });
    return row;
  },

  async updateUser(db: Db, id: string, changes: Partial<Omit<NewUserRow, 'id'>>) {
    const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    return row;
  },

  /**
   * Removes the user and everything that hangs off them in one atomic batch (no reliance on FK
   * cascades): the events they host with their guests, co-hosts, activity and messages; their
   * co-host seats and pending co-host invitations; their link to guest rows of other events.
   * Events with payment records are kept without any personal detail, and so is the user row as
   * an anonymous tombstone for them (decision 016).
   */
  async deleteUser(db: Db, id: string, now: number) {
    // Events that received contributions stay, emptied of people, because their payment records
    // (contributions, ledger, transfers) are the books and point at them; the rest go entirely.
    const withMoney = db.selectDistinct({ id: contributions.eventId }).from(contributions);
    const hosted = db.select({ id: events.id }).from(events).where(eq(events.hostId, id));
    // A fresh builder per use: drizzle's .limit() changes the builder it is called on.
    const hostedEvents = (withRecords: boolean) =>
      db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.hostId, id), (withRecords ? inArray : notInArray)(events.id, withMoney)));
    const hostedWithMoney = hostedEvents(true);
    const hostedWithoutMoney = hostedEvents(false);
    const ownEmail = db.select({ email: users.email }).from(users).where(eq(users.id, id));
    const keepsRecords = (await hostedEvents(true).limit(1)).length > 0;
    await db.batch([
      db.delete(moneyPots).where(inArray(moneyPots.eventId, hostedWithoutMoney)),
      db.delete(eventActivity).where(inArray(eventActivity.eventId, hosted)),
      db.delete(messageDeliveries).where(inArray(messageDeliveries.eventId, hosted)),
      db.delete(guests).where(inArray(guests.eventId, hosted)),
      db.delete(eventCohosts).where(inArray(eventCohosts.eventId, hosted)),
      db
        .update(events)
        .set({
          title: 'Deleted event',
          celebrantName: null,
          celebrantAge: null,
          location: null,
          description: null,
          coverImageUrl: null,
          dressCode: null,
          status: 'cancelled',
          cancelledAt: now,
          updatedAt: now,
        })
        .where(inArray(events.id, hostedWithMoney)),
      db.delete(events).where(inArray(events.id, hostedWithoutMoney)),
      db.delete(eventCohosts).where(eq(eventCohosts.userId, id)),
      db.delete(eventCohosts).where(inArray(eventCohosts.email, ownEmail)),
      db.update(guests).set({ userId: null }).where(eq(guests.userId, id)),
      db.delete(sessions).where(eq(sessions.userId, id)),
      db.delete(passwordResets).where(eq(passwordResets.userId, id)),
      db.delete(externalIdentities).where(eq(externalIdentities.userId, id)),
      db.delete(payoutAccounts).where(eq(payoutAccounts.userId, id)),
      // A listing nobody looks after leaves search and its page (paused; nobody owns it to publish it again).
      db.update(venues).set({ ownerId: null, status: 'paused' }).where(eq(venues.ownerId, id)),
      keepsRecords
        ? // The row stays only as the host the kept events point at: nothing that names the person, no way to sign in.
          db
            .update(users)
            .set({ email: `deleted-${id}@deleted.cakeday.invalid`, name: 'Deleted member', passwordHash: null, birthdayMonth: null, showOnBirthdayBoard: false, role: 'customer', updatedAt: now })
            .where(eq(users.id, id))
        : db.delete(users).where(eq(users.id, id)),
    ]);
  },

  /** Contributions to events the member hosts that are not final yet (pending, or held for 24 hours). */
  async openHostedContributionCount(db: Db, userId: string): Promise<number> {
    const hosted = db.select({ id: events.id }).from(events).where(eq(events.hostId, userId));
    // Pots paid to someone other than the event's host (a birthday-board group gift's organiser).
    const paidToThem = db.select({ id: moneyPots.id }).from(moneyPots).where(eq(moneyPots.payeeUserId, userId));
    const [row] = await db
      .select({ value: count() })
      .from(contributions)
      .where(and(or(inArray(contributions.eventId, hosted), inArray(contributions.potId, paidToThem)), inArray(contributions.status, ['pending', 'succeeded'])));
    return row?.value ?? 0;
  },

  /**
   * The venue bookings that keep an account: as an owner, upcoming bookings of their venues that
   * are confirmed, pending or awaiting payment, and their share of a paid booking not yet paid out
   * (money kept after the end or after a partial refund); as a guest, their upcoming bookings
   * (confirmed or pending), which they cancel first so the venue's policy decides the refund.
   * Two counts over the bookings' venue and guest indexes.
   */
  async openVenueBookingCounts(db: Db, userId: string, now: number) {
    const owned = db.select({ id: venues.id }).from(venues).where(eq(venues.ownerId, userId));
    const [[owner], [guest]] = await db.batch([
      db
        .select({
          upcoming: sql<number>`COALESCE(SUM(CASE WHEN ${venueBookings.status} IN ('confirmed', 'pending', 'awaiting_payment') AND ${venueBookings.endsAt} > CAST(${now} AS INTEGER) THEN 1 ELSE 0 END), 0)`,
          unpaidShare: sql<number>`COALESCE(SUM(CASE WHEN ${venueBookings.status} IN ('confirmed', 'completed', 'cancelled') AND ${venueBookings.paidAt} IS NOT NULL AND ${venueBookings.releasedAt} IS NULL AND ${venueBookings.totalCents} - COALESCE(${venueBookings.refundCents}, 0) > 0 THEN 1 ELSE 0 END), 0)`,
        })
        .from(venueBookings)
        .where(inArray(venueBookings.venueId, owned)),
      db
        .select({ upcoming: count() })
        .from(venueBookings)
        .where(and(eq(venueBookings.guestUserId, userId), inArray(venueBookings.status, ['confirmed', 'pending']), gt(venueBookings.endsAt, now))),
    ]);
    return { ownerUpcoming: Number(owner?.upcoming ?? 0), ownerUnpaidShare: Number(owner?.unpaidShare ?? 0), guestUpcoming: guest?.upcoming ?? 0 };
  },

  async insertSession(db: Db, row: typeof sessions.$inferInsert) {
    await db.insert(sessions).values(row);
  },

  async deleteSession(db: Db, tokenHash: string) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  },

  /**
   * Signs the member out of other sessions (or all), and out of every shop's add-to-wishlist widget:
   * a widget-scoped sign-in (decision 031) must not outlive a password change or "sign out everywhere".
   */
  async deleteSessionsOfUser(db: Db, userId: string, exceptTokenHash?: string) {
    const ofUser = eq(sessions.userId, userId);
    await db.batch([db.delete(sessions).where(exceptTokenHash ? and(ofUser, ne(sessions.tokenHash, exceptTokenHash)) : ofUser), db.delete(embedSessions).where(eq(embedSessions.userId, userId))]);
  },

  async deleteExpired(db: Db, now: number) {
    await db.batch([
      db.delete(sessions).where(lt(sessions.expiresAt, now)),
      db.delete(embedSessions).where(lt(embedSessions.expiresAt, now)),
      db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)),
      db.delete(oidcLoginStates).where(lt(oidcLoginStates.expiresAt, now)),
    ]);
  },

  async insertPasswordReset(db: Db, row: typeof passwordResets.$inferInsert) {
    await db.insert(passwordResets).values(row);
  },

  async countRecentResets(db: Db, userId: string, since: number): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
    return row?.value ?? 0;
  },

  /** Marks a live reset token used, once: the conditional update makes a second use find nothing. */
  async consumePasswordReset(db: Db, tokenHash: string, now: number): Promise<string | undefined> {
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    return row?.userId;
  },

  /**
   * Counts one sign-in attempt under `key` as a failure before the password is even checked, in one
   * upsert: N parallel guesses are N counts, and the block that the Nth would earn is in place
   * before the next one reads the row. A blocked key is not touched and gives null (refused).
   * The attempt is given back (releaseLoginAttempt) when the password turns out right.
   */
  async reserveLoginAttempt(db: Db, key: string, now: number, rules: ThrottleRules): Promise<{ retryAfterMs: number } | null> {
    const stale = sql`${now} - ${loginThrottles.lastFailureAt} > ${rules.windowMs}`;
    const failures = sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottles.failures} + 1 END`;
    const { steps, maxBlockMs } = throttleBlockSteps(rules);
    const blockMs = (count: SQL) =>
      sql`CASE WHEN ${count} < ${rules.freeFailures} THEN 0 ${sql.join(steps.map((step) => sql`WHEN ${count} = ${step.failures} THEN ${step.blockMs} `))}ELSE ${maxBlockMs} END`;
    // Under the allowance the key is not blocked at all (0), never "blocked until now": parallel
    // requests read the clock at slightly different moments, and one whose `now` is a millisecond
    // older than another's would find a block that does not exist, be refused without being
    // counted, and leave the real count short of the block (seen in workerd under load).
    const firstBlockMs = throttleBlockMs(1, rules);
    const [row] = await db
      .insert(loginThrottles)
      .values({ key, failures: 1, lastFailureAt: now, blockedUntil: firstBlockMs === 0 ? 0 : now + firstBlockMs })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: { failures, lastFailureAt: now, blockedUntil: sql`CASE WHEN ${blockMs(failures)} = 0 THEN 0 ELSE ${now} + ${blockMs(failures)} END` },
        setWhere: lte(loginThrottles.blockedUntil, now),
      })
      .returning({ key: loginThrottles.key });
    if (row) return null;
    const blocked = await db.query.loginThrottles.findFirst({ where: eq(loginThrottles.key, key) });
    return { retryAfterMs: Math.max(1000, (blocked?.blockedUntil ?? now) - now) };
  },

  /** Gives back an attempt that turned out to be the right password: one failure less, and no block it alone earned. */
  async releaseLoginAttempt(db: Db, key: string, freeFailures: number) {
    await db
      .update(loginThrottles)
      .set({
        failures: sql`max(${loginThrottles.failures} - 1, 0)`,
        blockedUntil: sql`CASE WHEN ${loginThrottles.failures} - 1 < ${freeFailures} THEN 0 ELSE ${loginThrottles.blockedUntil} END`,
      })
      .where(eq(loginThrottles.key, key));
  },

  async clearThrottle(db: Db, key: string) {
    await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
  },

  /** Every key that starts with `prefix` (all addresses' counters of one account). */
  async clearThrottlesStartingWith(db: Db, prefix: string) {
    await db.delete(loginThrottles).where(sql`substr(${loginThrottles.key}, 1, ${prefix.length}) = ${prefix}`);
  },

  /** Kills every reset link of the user not used yet: a password that changed makes older links worthless. */
  async expirePasswordResets(db: Db, userId: string, now: number) {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  },

  findExternalIdentity(db: Db, issuer: string, subject: string) {
    return db.query.externalIdentities.findFirst({
      where: and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject)),
    });
  },

  async insertExternalIdentity(db: Db, row: typeof externalIdentities.$inferInsert) {
    await db.insert(externalIdentities).values(row).onConflictDoNothing();
  },

  async insertOidcState(db: Db, row: typeof oidcLoginStates.$inferInsert) {
    await db.insert(oidcLoginStates).values(row);
  },

  /** Takes a pending sign-in out of the table: each state is usable once. */
  async takeOidcState(db: Db, stateHash: string, now: number) {
    const [row] = await db.delete(oidcLoginStates).where(eq(oidcLoginStates.stateHash, stateHash)).returning();
    return row && row.expiresAt > now ? row : undefined;
  },
};
