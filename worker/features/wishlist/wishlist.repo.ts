import { and, asc, eq, getTableColumns, getTableName, inArray, isNotNull, max, ne, notInArray, or, sql } from 'drizzle-orm';
import { type Db, jsonRowsQuery, parseJsonRows, preparedBatch, preparedOnce } from '../../db/client.ts';
import { eventActivity, eventCohosts, events, guests, users, wishlistAssignments, wishlistGuestBands, wishlistItems, wishlistPotMembers, wishlistSettings } from '../../db/schema/index.ts';

export type WishlistEventRow = typeof events.$inferSelect;
export type WishlistGuestRow = typeof guests.$inferSelect;
export type ItemRow = typeof wishlistItems.$inferSelect;
export type NewItemRow = typeof wishlistItems.$inferInsert;
export type SettingsRow = typeof wishlistSettings.$inferSelect;
export type AssignmentRowDb = typeof wishlistAssignments.$inferSelect;
export type NewAssignmentRow = typeof wishlistAssignments.$inferInsert;
export type GuestBandRow = typeof wishlistGuestBands.$inferSelect;
export type PotMemberRow = typeof wishlistPotMembers.$inferSelect;

/** Every query of the wishlist feature (events, co-hosts and guests are read here, never written, except the activity feed). */
// Every view and action of a wishlist reads its whole state: one batch, built once (preparedBatch).
const stateEventId = sql.placeholder('eventId');
const stateBatch = preparedBatch(
  (db) =>
    [
      db.select().from(wishlistItems).where(eq(wishlistItems.eventId, stateEventId)).orderBy(asc(wishlistItems.position), asc(wishlistItems.createdAt)),
      jsonRowsQuery(db, guests, eq(guests.eventId, stateEventId), sql`${guests.createdAt}, rowid`),
      db.select().from(wishlistGuestBands).where(eq(wishlistGuestBands.eventId, stateEventId)),
      db.select().from(wishlistAssignments).where(eq(wishlistAssignments.eventId, stateEventId)),
      db.select().from(wishlistPotMembers).where(eq(wishlistPotMembers.eventId, stateEventId)).orderBy(asc(wishlistPotMembers.joinedAt)),
      db.select().from(wishlistSettings).where(eq(wishlistSettings.eventId, stateEventId)).limit(1),
    ] as const,
);

// A guest's own gift page needs neither the other guests' rows nor their bands: the assignments
// come with their holder's answer only (to release the gifts of guests who left), and the band is
// the guest's own. Reading 200 guests' full rows was most of that page's time (performance
// archive, 2026-11-25).
const giftGuestId = sql.placeholder('guestId');
const giftQueries = (db: Db) =>
  [
    db.select().from(wishlistItems).where(eq(wishlistItems.eventId, stateEventId)).orderBy(asc(wishlistItems.position), asc(wishlistItems.createdAt)),
    db
      .select()
      .from(wishlistGuestBands)
      .where(and(eq(wishlistGuestBands.eventId, stateEventId), eq(wishlistGuestBands.guestId, giftGuestId))),
    db
      .select({ ...getTableColumns(wishlistAssignments), holderRsvpStatus: guests.rsvpStatus })
      .from(wishlistAssignments)
      .leftJoin(guests, eq(guests.id, wishlistAssignments.guestId))
      .where(eq(wishlistAssignments.eventId, stateEventId)),
    db.select().from(wishlistPotMembers).where(eq(wishlistPotMembers.eventId, stateEventId)).orderBy(asc(wishlistPotMembers.joinedAt)),
    db.select().from(wishlistSettings).where(eq(wishlistSettings.eventId, stateEventId)).limit(1),
  ] as const;
const giftBatch = preparedBatch(giftQueries);

// A gift page that is not kept yet (decision 035's addendum): the guest and the event named by the
// link's head row, with the gift page's own rows, in one round trip.
const giftPageBatch = preparedBatch(
  (db) =>
    [
      db
        .select()
        .from(guests)
        .where(and(eq(guests.id, giftGuestId), eq(guests.eventId, stateEventId)))
        .limit(1),
      db.select().from(events).where(eq(events.id, stateEventId)).limit(1),
      ...giftQueries(db),
    ] as const,
);

// Every read of a gift page starts here: the link's guest and their event's versions, which name
// the page kept under them (decision 035's addendum). One small row, prepared once.
const giftHead = preparedOnce((db) =>
  db
    .select({
      guestId: guests.id,
      eventId: events.id,
      guestListVersion: events.guestListVersion,
      detailsVersion: events.detailsVersion,
      wishlistVersion: events.wishlistVersion,
    })
    .from(guests)
    .innerJoin(events, eq(events.id, guests.eventId))
    .where(eq(guests.linkTokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare(),
);

// Every gift action (a band chosen, bought, a swap, a pot joined) starts here: built once, like the state batches.
const linkTokenHash = sql.placeholder('tokenHash');
const guestAndEventBatch = preparedBatch(
  (db) =>
    [
      db.select().from(guests).where(eq(guests.linkTokenHash, linkTokenHash)).limit(1),
      db
        .select()
        .from(events)
        .where(eq(events.id, sql`(SELECT ${guests.eventId} FROM ${guests} WHERE ${guests.linkTokenHash} = ${linkTokenHash})`))
        .limit(1),
    ] as const,
);

export const wishlistRepo = {
  findEvent(db: Db, id: string) {
    return db.query.events.findFirst({ where: eq(events.id, id) });
  },

  /** Events whose wishlist this member manages as the celebrant, soonest first. */
  listCelebrating(db: Db, userId: string) {
    return db
      .select({ eventId: events.id, slug: events.slug, title: events.title, startsAt: events.startsAt, timeZone: events.timeZone, status: events.status })
      .from(wishlistSettings)
      .innerJoin(events, eq(events.id, wishlistSettings.eventId))
      .where(eq(wishlistSettings.celebrantUserId, userId))
      .orderBy(asc(events.startsAt));
  },

  /** Any co-host invitation of this member for the event, pending or accepted. */
  async isInvitedCohost(db: Db, eventId: string, user: { id: string; email: string }): Promise<boolean> {
    const row = await db.query.eventCohosts.findFirst({
      where: and(eq(eventCohosts.eventId, eventId), or(eq(eventCohosts.userId, user.id), eq(eventCohosts.email, user.email))),
    });
    return row !== undefined;
  },

  async isAcceptedCohost(db: Db, eventId: string, userId: string): Promise<boolean> {
    const row = await db.query.eventCohosts.findFirst({
      where: and(eq(eventCohosts.eventId, eventId), eq(eventCohosts.userId, userId), isNotNull(eventCohosts.acceptedAt)),
    });
    return row !== undefined;
  },

  findUserByEmail(db: Db, email: string) {
    return db.query.users.findFirst({ where: eq(users.email, email) });
  },

  findUserById(db: Db, id: string) {
    return db.query.users.findFirst({ where: eq(users.id, id) });
  },

  findSettings(db: Db, eventId: string) {
    return db.query.wishlistSettings.findFirst({ where: eq(wishlistSettings.eventId, eventId) });
  },

  async upsertSettings(db: Db, eventId: string, changes: Partial<Omit<SettingsRow, 'eventId'>> & { updatedAt: number }) {
    await db
      .insert(wishlistSettings)
      .values({ eventId, ...changes })
      .onConflictDoUpdate({ target: wishlistSettings.eventId, set: changes });
  },

  // ── Items ────────────────────────────────────────────────────────────────────────────────

  listItems(db: Db, eventId: string) {
    return db.select().from(wishlistItems).where(eq(wishlistItems.eventId, eventId)).orderBy(asc(wishlistItems.position), asc(wishlistItems.createdAt));
  },

  findItem(db: Db, eventId: string, itemId: string) {
    return db.query.wishlistItems.findFirst({ where: and(eq(wishlistItems.eventId, eventId), eq(wishlistItems.id, itemId)) });
  },

  async nextPosition(db: Db, eventId: string): Promise<number> {
    const [row] = await db
      .select({ value: max(wishlistItems.position) })
      .from(wishlistItems)
      .where(eq(wishlistItems.eventId, eventId));
    return (row?.value ?? -1) + 1;
  },

  async countItems(db: Db, eventId: string): Promise<number> {
    const [row] = await db
      .select({ value: sql<number>`count(*)` })
      .from(wishlistItems)
      .where(eq(wishlistItems.eventId, eventId));
    return Number(row?.value ?? 0);
  },

  async insertItem(db: Db, row: NewItemRow) {
    const [inserted] = await db.insert(wishlistItems).values(row).returning();
    return inserted!;
  },

  /** Updates the item and, in the same batch, releases the given units' unbought assignments. */
  async updateItem(db: Db, eventId: string, itemId: string, changes: Partial<Omit<NewItemRow, 'id' | 'eventId'>>, releaseFromUnit?: number) {
    const update = db
      .update(wishlistItems)
      .set(changes)
      .where(and(eq(wishlistItems.eventId, eventId), eq(wishlistItems.id, itemId)))
      .returning();
    if (releaseFromUnit === undefined) return (await update)[0];
    const [rows] = await db.batch([
      update,
      db.delete(wishlistAssignments).where(and(eq(wishlistAssignments.itemId, itemId), sql`${wishlistAssignments.unitIndex} >= ${releaseFromUnit}`, ne(wishlistAssignments.status, 'bought'))),
    ]);
    return rows[0];
  },

  async deleteItem(db: Db, eventId: string, itemId: string) {
    await db.batch([
      db.delete(wishlistAssignments).where(eq(wishlistAssignments.itemId, itemId)),
      db.delete(wishlistPotMembers).where(eq(wishlistPotMembers.itemId, itemId)),
      db.delete(wishlistItems).where(and(eq(wishlistItems.eventId, eventId), eq(wishlistItems.id, itemId))),
    ]);
  },

  async setPositions(db: Db, eventId: string, itemIds: string[], now: number) {
    const statements = itemIds.map((id, position) =>
      db
        .update(wishlistItems)
        .set({ position, updatedAt: now })
        .where(and(eq(wishlistItems.eventId, eventId), eq(wishlistItems.id, id))),
    );
    if (statements.length === 0) return;
    const [first, ...rest] = statements;
    await db.batch([first!, ...rest]);
  },

  // ── Guests and their bands ────────────────────────────────────────────────────────────────

  listGuests(db: Db, eventId: string) {
    return db
      .select()
      .from(guests)
      .where(eq(guests.eventId, eventId))
      .orderBy(asc(guests.createdAt), asc(sql`${guests}.rowid`));
  },

  findGuest(db: Db, eventId: string, guestId: string) {
    return db.query.guests.findFirst({ where: and(eq(guests.eventId, eventId), eq(guests.id, guestId)) });
  },

  /** The guest behind a link token's hash and their event, in one batch (one round trip over HTTP). */
  async findGuestAndEventByTokenHash(db: Db, tokenHash: string): Promise<{ guest: WishlistGuestRow | undefined; event: WishlistEventRow | undefined }> {
    const [guestRows, eventRows] = await guestAndEventBatch(db, { tokenHash });
    return { guest: guestRows[0], event: eventRows[0] };
  },

  /**
   * Everything a wishlist's state is built from, in one batch: items, guests (one JSON row, see
   * jsonRowOf), guest bands, assignments, pot members and settings.
   */
  async stateRows(db: Db, eventId: string) {
    const [items, guestRows, guestBands, assignments, potMembers, settings] = await stateBatch(db, { eventId });
    return { items, guests: parseJsonRows<WishlistGuestRow>(guestRows), guestBands, assignments, potMembers, settings: settings[0] };
  },

  /** What one guest's gift page reads (giftBatch): items, their own band, assignments with their holders' answers, pot members, settings. */
  async giftStateRows(db: Db, eventId: string, guestId: string) {
    const [items, guestBands, assignments, potMembers, settings] = await giftBatch(db, { eventId, guestId });
    return { items, guestBands, assignments, potMembers, settings: settings[0] };
  },

  /** The link's guest and their event's three versions (see giftHead), or nothing for a link that is not valid. */
  /** The tables giftHead reads (a kept head is read again after any write to them). */
  giftHeadTables: [getTableName(guests), getTableName(events)] as const,

  async giftHead(db: Db, tokenHash: string) {
    const [row] = await giftHead(db).all({ tokenHash });
    return row;
  },

  /** The guest, their event and what their gift page reads (giftPageBatch), by ids from giftHead. */
  async giftPageRows(db: Db, eventId: string, guestId: string) {
    const [guestRows, eventRows, items, guestBands, assignments, potMembers, settings] = await giftPageBatch(db, { eventId, guestId });
    return { guest: guestRows[0], event: eventRows[0], rows: { items, guestBands, assignments, potMembers, settings: settings[0] } };
  },

  findGuestByTokenHash(db: Db, tokenHash: string) {
    return db.query.guests.findFirst({ where: eq(guests.linkTokenHash, tokenHash) });
  },

  listGuestBands(db: Db, eventId: string) {
    return db.select().from(wishlistGuestBands).where(eq(wishlistGuestBands.eventId, eventId));
  },

  findGuestBand(db: Db, guestId: string) {
    return db.query.wishlistGuestBands.findFirst({ where: eq(wishlistGuestBands.guestId, guestId) });
  },

  async setGuestBand(db: Db, row: GuestBandRow) {
    await db
      .insert(wishlistGuestBands)
      .values(row)
      .onConflictDoUpdate({ target: wishlistGuestBands.guestId, set: { bandId: row.bandId, chosenBy: row.chosenBy, updatedAt: row.updatedAt } });
  },

  async clearGuestBand(db: Db, guestId: string) {
    await db.delete(wishlistGuestBands).where(eq(wishlistGuestBands.guestId, guestId));
  },

  /** Saves the host's bands and forgets guests' choices of bands that no longer exist, atomically. */
  async saveBands(db: Db, eventId: string, bands: NonNullable<SettingsRow['bands']>, now: number) {
    const ids = bands.map((band) => band.id);
    await db.batch([
      db
        .insert(wishlistSettings)
        .values({ eventId, bands, updatedAt: now })
        .onConflictDoUpdate({ target: wishlistSettings.eventId, set: { bands, updatedAt: now } }),
      db.delete(wishlistGuestBands).where(and(eq(wishlistGuestBands.eventId, eventId), notInArray(wishlistGuestBands.bandId, ids))),
    ]);
  },

  // ── Assignments and pots ─────────────────────────────────────────────────────────────────

  listAssignments(db: Db, eventId: string) {
    return db.select().from(wishlistAssignments).where(eq(wishlistAssignments.eventId, eventId));
  },

  findAssignmentOfGuest(db: Db, guestId: string) {
    return db.query.wishlistAssignments.findFirst({ where: eq(wishlistAssignments.guestId, guestId) });
  },

  /** Frees the unbought gifts of these guests (declined, waitlisted, or gone into a pot). */
  async releaseUnbought(db: Db, eventId: string, guestIds: string[]) {
    if (guestIds.length === 0) return;
    await db.delete(wishlistAssignments).where(and(eq(wishlistAssignments.eventId, eventId), inArray(wishlistAssignments.guestId, guestIds), ne(wishlistAssignments.status, 'bought')));
  },

  /**
   * Replaces every assignment of the event that is neither bought nor in `keepIds` with `rows`,
   * and stamps the run, in one atomic batch.
   */
  async replaceAssignments(db: Db, eventId: string, keepIds: string[], rows: NewAssignmentRow[], now: number) {
    const removable = and(eq(wishlistAssignments.eventId, eventId), ne(wishlistAssignments.status, 'bought'), keepIds.length ? notInArray(wishlistAssignments.id, keepIds) : undefined);
    const inserts = [];
    for (let i = 0; i < rows.length; i += 50) inserts.push(db.insert(wishlistAssignments).values(rows.slice(i, i + 50)));
    await db.batch([
      db.delete(wishlistAssignments).where(removable),
      ...inserts,
      db
        .insert(wishlistSettings)
        .values({ eventId, assignmentRanAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: wishlistSettings.eventId, set: { assignmentRanAt: now, updatedAt: now } }),
    ]);
  },

  /** One guest's gift becomes `row` (their old one and any pot membership go), atomically. */
  async putAssignment(db: Db, row: NewAssignmentRow) {
    await db.batch([
      db.delete(wishlistAssignments).where(eq(wishlistAssignments.guestId, row.guestId)),
      db.delete(wishlistPotMembers).where(eq(wishlistPotMembers.guestId, row.guestId)),
      db.insert(wishlistAssignments).values(row),
    ]);
  },

  async updateAssignment(db: Db, guestId: string, changes: Partial<Omit<NewAssignmentRow, 'id' | 'guestId' | 'eventId'>>) {
    const [row] = await db.update(wishlistAssignments).set(changes).where(eq(wishlistAssignments.guestId, guestId)).returning();
    return row;
  },

  /** Marks the gift bought and writes the activity row together. */
  async markBought(db: Db, guestId: string, now: number, activity: typeof eventActivity.$inferInsert) {
    await db.batch([
      db.update(wishlistAssignments).set({ status: 'bought', boughtAt: now, updatedAt: now }).where(eq(wishlistAssignments.guestId, guestId)),
      db.insert(eventActivity).values(activity),
    ]);
  },

  listPotMembers(db: Db, eventId: string) {
    return db.select().from(wishlistPotMembers).where(eq(wishlistPotMembers.eventId, eventId)).orderBy(asc(wishlistPotMembers.joinedAt));
  },

  /** The guest joins the pot (leaving any other) and gives up their unbought single gift. */
  async joinPot(db: Db, row: typeof wishlistPotMembers.$inferInsert) {
    await db.batch([
      db.delete(wishlistAssignments).where(and(eq(wishlistAssignments.guestId, row.guestId), ne(wishlistAssignments.status, 'bought'))),
      db
        .insert(wishlistPotMembers)
        .values(row)
        .onConflictDoUpdate({ target: wishlistPotMembers.guestId, set: { itemId: row.itemId, joinedAt: row.joinedAt } }),
    ]);
  },

  async leavePot(db: Db, guestId: string) {
    await db.delete(wishlistPotMembers).where(eq(wishlistPotMembers.guestId, guestId));
  },
};
