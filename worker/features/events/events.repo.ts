import { and, desc, eq, getTableName, gt, inArray, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { GOING_PREVIEW_SIZE } from '#core/domain/events/guest-list.rules.ts';
import { type Db, JSON_ROW, jsonObjectOf, jsonRowsQuery, parseJsonRows, preparedBatch, preparedOnce } from '../../db/client.ts';
import { type GoingRow, goingQuery, type GuestRow } from './guests.repo.ts';
import { contributions, eventActivity, eventCohosts, eventGuestCounts, events, guests, messageDeliveries, moneyPots, users, venueBookings, venues, wishlistSettings } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type CohostRow = typeof eventCohosts.$inferSelect;
export type ActivityRow = typeof eventActivity.$inferSelect;
export type NewActivityRow = typeof eventActivity.$inferInsert;

/** Guests per answer and their seats, of one event or many (event_guest_counts, kept by triggers on guests). */
export interface GuestCountRow {
  eventId: string;
  status: GuestRow['rsvpStatus'];
  guests: number;
  seats: number;
}

/** What the public event page reads, all in one batch (one round trip over HTTP). */
export interface PublicPageRows {
  event: EventRow | undefined;
  hosts: { name: string; role: 'host' | 'cohost' }[];
  counts: GuestCountRow[];
  /** The guest behind the link token, when one was sent (any event: the caller checks it is this one). */
  guest: GuestRow | undefined;
  /** The first GOING_PREVIEW_SIZE + 1 going guests' names and party sizes, in list order; only when asked for. */
  going: GoingRow[] | null;
}

const eventIdBySlug = (slug: string | Placeholder) => sql`(SELECT ${events.id} FROM ${events} WHERE ${events.slug} = ${slug})`;

/** Queries for events, their co-hosts and their activity feed. */
const eventBySlug = preparedOnce((db) => db.query.events.findFirst({ where: eq(events.slug, sql.placeholder('slug')) }).prepare());
/** Every host-side request (loadEventFor) starts here. */
const eventById = preparedOnce((db) => db.query.events.findFirst({ where: eq(events.id, sql.placeholder('id')) }).prepare());

// The public page's queries, the same for every read but for the slug and the link's token hash:
// built once (preparedBatch), since building them with drizzle cost more than running them.
const slugParam = sql.placeholder('slug');
const publicPageEvent = (db: Db) => db.select().from(events).where(eq(events.slug, slugParam)).limit(1);
const publicPageHosts = (db: Db) =>
  db.all<{ name: string; role: 'host' | 'cohost' }>(sql`
    SELECT name, role FROM (
      SELECT ${users.name} AS name, 'host' AS role, 0 AS rank, 0 AS accepted FROM ${events} JOIN ${users} ON ${users.id} = ${events.hostId} WHERE ${events.slug} = ${slugParam}
      UNION ALL
      SELECT ${users.name}, 'cohost', 1, ${eventCohosts.acceptedAt} FROM ${eventCohosts} JOIN ${users} ON ${users.id} = ${eventCohosts.userId}
      WHERE ${eventCohosts.eventId} = ${eventIdBySlug(slugParam)} AND ${eventCohosts.acceptedAt} IS NOT NULL
    ) ORDER BY rank, accepted`);
/** The maintained counts (event_guest_counts, kept by triggers on guests) of the events the condition picks: a few rows per event, whatever its size. */
const guestCountsWhere = (db: Db, eventCondition: SQL) =>
  db
    .select({ eventId: eventGuestCounts.eventId, status: eventGuestCounts.rsvpStatus, guests: eventGuestCounts.guests, seats: eventGuestCounts.seats })
    .from(eventGuestCounts)
    .where(and(eventCondition, gt(eventGuestCounts.guests, 0)));
const publicPageCounts = (db: Db) => guestCountsWhere(db, eq(eventGuestCounts.eventId, eventIdBySlug(slugParam)));
const publicPageGuest = (db: Db) =>
  db
    .select()
    .from(guests)
    .where(eq(guests.linkTokenHash, sql.placeholder('tokenHash')))
    .limit(1);
const publicPageForVisitor = preparedBatch((db) => [publicPageEvent(db), publicPageHosts(db), publicPageCounts(db)] as const);
// The going list's first page: the names the page shows and one more, which tells whether more follow.
const goingPreview = (db: Db) => goingQuery(db, eventIdBySlug(slugParam), null, GOING_PREVIEW_SIZE + 1);
const publicPageForMember = preparedBatch((db) => [publicPageEvent(db), publicPageHosts(db), publicPageCounts(db), goingPreview(db)] as const);
const publicPageForGuest = preparedBatch((db) => [publicPageEvent(db), publicPageHosts(db), publicPageCounts(db), publicPageGuest(db), goingPreview(db)] as const);
// What a guest's action through their link starts from (an RSVP, a comment): the event and the
// link's guest (only a guest of this event) in one statement — no batch, so no transaction to
// open and commit around two reads, which cost as much as the reads (decision 044's addendum).
// The guest whose link hash is the `tokenHash` placeholder, only when that guest is this event's:
// a link of another event finds no one (the reads below join it beside the event).
const linkGuestOfEvent = and(eq(guests.linkTokenHash, sql.placeholder('tokenHash')), eq(guests.eventId, events.id));
const eventAndLinkGuest = preparedOnce((db) => db.select({ event: events, guest: guests }).from(events).leftJoin(guests, linkGuestOfEvent).where(eq(events.slug, slugParam)).limit(1).prepare());

// What an answer through a guest link reads (rsvp.service.ts answerRsvp): the event's fields its
// checks, feed line and freed-seat offers use, and the guest as the answer finds them. A dozen
// columns instead of the two rows' fifty: converting the others was a tenth of an RSVP's time
// (performance archive, 2026-11-27: the RSVP's read).
const answerEventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  status: events.status,
  startsAt: events.startsAt,
  rsvpDeadline: events.rsvpDeadline,
  capacity: events.capacity,
};
const answerGuestColumns = {
  id: guests.id,
  name: guests.name,
  plusOnesAllowed: guests.plusOnesAllowed,
  rsvpStatus: guests.rsvpStatus,
  partySize: guests.partySize,
  waitlistedAt: guests.waitlistedAt,
};
export type AnswerEvent = Pick<EventRow, keyof typeof answerEventColumns>;
export type AnswerGuest = Pick<GuestRow, keyof typeof answerGuestColumns>;
const answerTargetByLink = preparedOnce((db) =>
  db.select({ event: answerEventColumns, guest: answerGuestColumns }).from(events).leftJoin(guests, linkGuestOfEvent).where(eq(events.slug, slugParam)).limit(1).prepare(),
);

// Every read of the public page through a guest link starts here: the event's versions and the link's
// guest (only a guest of this event), which name the page kept under them (decision 035's addendum).
// One small row, prepared once: on a repeated read it is all the database does.
const guestPageHead = preparedOnce((db) =>
  db
    .select({
      eventId: events.id,
      guestListVersion: events.guestListVersion,
      detailsVersion: events.detailsVersion,
      status: events.status,
      rsvpDeadline: events.rsvpDeadline,
      startsAt: events.startsAt,
      guestId: guests.id,
    })
    .from(events)
    .leftJoin(guests, linkGuestOfEvent)
    .where(eq(events.slug, slugParam))
    .limit(1)
    .prepare(),
);

/** An event's maintained counts as a JSON array, in a jsonRowsQuery row (json(): kept as JSON, not a string, inside the row). */
const guestCountsOfJsonRow = sql`json((SELECT json_group_array(${jsonObjectOf({ status: eventGuestCounts.rsvpStatus, guests: eventGuestCounts.guests, seats: eventGuestCounts.seats })})
  FROM ${eventGuestCounts} WHERE ${eventGuestCounts.eventId} = ${JSON_ROW}.id AND ${eventGuestCounts.guests} > 0))`;

/** What a dashboard card shows of an event (eventSummary), and whose it is. */
const DASHBOARD_EVENT_KEYS = ['id', 'slug', 'title', 'startsAt', 'endsAt', 'timeZone', 'location', 'coverImageUrl', 'status', 'hostId'] as const;
export type DashboardEventRow = Pick<EventRow, (typeof DASHBOARD_EVENT_KEYS)[number]> & { guestCounts: Omit<GuestCountRow, 'eventId'>[] };

// Every dashboard load runs this batch: built once per database (preparedBatch), not per request.
const dashboardUserId = sql.placeholder('userId');
const dashboardBatch = preparedBatch((db) => {
  const cohosted = db
    .select({ id: eventCohosts.eventId })
    .from(eventCohosts)
    .where(and(eq(eventCohosts.userId, dashboardUserId), isNotNull(eventCohosts.acceptedAt)));
  const managed = or(eq(events.hostId, dashboardUserId), inArray(events.id, cohosted))!;
  return [
    // The events with their guest counts as one JSON text (jsonRowOf): one statement and one value
    // instead of two and a row per count (performance archive, 2026-11-26).
    jsonRowsQuery(db, events, managed, sql`${events.startsAt}`, { extra: { guestCounts: guestCountsOfJsonRow }, only: DASHBOARD_EVENT_KEYS }),
    db.select({ event: events, rsvpStatus: guests.rsvpStatus }).from(guests).innerJoin(events, eq(events.id, guests.eventId)).where(eq(guests.userId, dashboardUserId)),
  ] as const;
});

export const eventsRepo = {
  /** Inserts unless the slug is taken; answers whether the row went in (the unique index decides). */
  async insertEventIfSlugFree(db: Db, row: NewEventRow): Promise<boolean> {
    const inserted = await db.insert(events).values(row).onConflictDoNothing({ target: events.slug }).returning({ id: events.id });
    return inserted.length === 1;
  },

  /** Prepared once (preparedOnce): every host-side request reads its event by id. */
  /** The tables findEventById reads, and findAcceptedCohost (kept reads: cache/table-cache.ts). */
  eventTables: [getTableName(events)] as const,
  cohostTables: [getTableName(eventCohosts)] as const,

  findEventById(db: Db, id: string) {
    return eventById(db).execute({ id });
  },

  /** Every public page, RSVP and guest-link request starts here: prepared once (preparedOnce). */
  findEventBySlug(db: Db, slug: string) {
    return eventBySlug(db).execute({ slug });
  },

  async updateEvent(db: Db, id: string, changes: Partial<Omit<NewEventRow, 'id'>>) {
    const [row] = await db.update(events).set(changes).where(eq(events.id, id)).returning();
    return row;
  },

  /** Whether anyone ever started paying into the event (the rows are kept for the books). */
  async hasContributions(db: Db, eventId: string): Promise<boolean> {
    const [row] = await db.select({ id: contributions.id }).from(contributions).where(eq(contributions.eventId, eventId)).limit(1);
    return row !== undefined;
  },

  /**
   * Removes the event and everything hanging off it in one atomic batch. Its empty money pots go
   * too; an event with contributions must be refused before this (their rows restrict the delete).
   */
  async deleteEvent(db: Db, id: string) {
    await db.batch([
      db.delete(moneyPots).where(eq(moneyPots.eventId, id)),
      db.delete(eventActivity).where(eq(eventActivity.eventId, id)),
      db.delete(messageDeliveries).where(eq(messageDeliveries.eventId, id)),
      db.delete(guests).where(eq(guests.eventId, id)),
      db.delete(eventCohosts).where(eq(eventCohosts.eventId, id)),
      db.delete(events).where(eq(events.id, id)),
    ]);
  },

  /** Events the member hosts or co-hosts (accepted). */
  async listManagedBy(db: Db, userId: string) {
    const cohosted = db
      .select({ id: eventCohosts.eventId })
      .from(eventCohosts)
      .where(and(eq(eventCohosts.userId, userId), isNotNull(eventCohosts.acceptedAt)));
    return db
      .select()
      .from(events)
      .where(or(eq(events.hostId, userId), inArray(events.id, cohosted)));
  },

  /**
   * The member's dashboard in one batch: the events they host or co-host, each with its guest
   * counts (the maintained counts), and the events they attend as a guest.
   */
  /** The tables dashboard reads (kept reads: cache/table-cache.ts). */
  dashboardTables: [getTableName(events), getTableName(eventCohosts), getTableName(guests), getTableName(eventGuestCounts)] as const,

  async dashboard(db: Db, userId: string) {
    const [hosting, attending] = await dashboardBatch(db, { userId });
    return { hosting: parseJsonRows<DashboardEventRow>(hosting), attending };
  },

  /** Events where a guest row is linked to the member, with that guest's answer. */
  async listAttendedBy(db: Db, userId: string) {
    return db.select({ event: events, rsvpStatus: guests.rsvpStatus }).from(guests).innerJoin(events, eq(events.id, guests.eventId)).where(eq(guests.userId, userId));
  },

  findAcceptedCohost(db: Db, eventId: string, userId: string) {
    return db.query.eventCohosts.findFirst({
      where: and(eq(eventCohosts.eventId, eventId), eq(eventCohosts.userId, userId), isNotNull(eventCohosts.acceptedAt)),
    });
  },

  findCohost(db: Db, eventId: string, cohostId: string) {
    return db.query.eventCohosts.findFirst({ where: and(eq(eventCohosts.eventId, eventId), eq(eventCohosts.id, cohostId)) });
  },

  findCohostByEmail(db: Db, eventId: string, email: string) {
    return db.query.eventCohosts.findFirst({ where: and(eq(eventCohosts.eventId, eventId), eq(eventCohosts.email, email)) });
  },

  /** The member the host made the celebrant (set by the wishlist feature), with their email. */
  async findCelebrant(db: Db, eventId: string) {
    const [row] = await db
      .select({ id: users.id, email: users.email })
      .from(wishlistSettings)
      .innerJoin(users, eq(users.id, wishlistSettings.celebrantUserId))
      .where(eq(wishlistSettings.eventId, eventId))
      .limit(1);
    return row;
  },

  findCohostByTokenHash(db: Db, tokenHash: string) {
    return db.query.eventCohosts.findFirst({ where: eq(eventCohosts.inviteTokenHash, tokenHash) });
  },

  async listCohosts(db: Db, eventId: string) {
    return db
      .select({ cohost: eventCohosts, name: users.name })
      .from(eventCohosts)
      .leftJoin(users, eq(users.id, eventCohosts.userId))
      .where(eq(eventCohosts.eventId, eventId))
      .orderBy(eventCohosts.invitedAt);
  },

  /** The event by slug and the guest of that event whose link token hashes to `tokenHash`. */
  async eventAndLinkGuest(db: Db, slug: string, tokenHash: string): Promise<{ event: EventRow | undefined; guest: GuestRow | undefined }> {
    const [row] = await eventAndLinkGuest(db).all({ slug, tokenHash });
    return { event: row?.event, guest: row?.guest ?? undefined };
  },

  /** The event by its slug and the link's guest (only a guest of this event), as an answer through the link needs them. */
  async answerTargetByLink(db: Db, slug: string, tokenHash: string): Promise<{ event: AnswerEvent | undefined; guest: AnswerGuest | undefined }> {
    const [row] = await answerTargetByLink(db).all({ slug, tokenHash });
    return { event: row?.event, guest: row?.guest ?? undefined };
  },

  /**
   * What names a guest's public page (decision 035's addendum): the event's versions and the fields
   * of its clock rule (rsvpOpen), and the id of the link's guest when the link is this event's.
   */
  /** The tables guestPageHead reads (a kept head is read again after any write to them). */
  guestPageHeadTables: [getTableName(events), getTableName(guests)] as const,

  async guestPageHead(db: Db, slug: string, tokenHash: string) {
    const [row] = await guestPageHead(db).all({ slug, tokenHash });
    return row;
  },

  /**
   * The public page's rows in one batch: the event by slug, its host names, the guest counts by
   * answer, the link's guest and (with `withGoing`) the going list's first GOING_PREVIEW_SIZE + 1
   * names. Every guest-side query finds the event through the slug's unique index, so none waits
   * for another.
   */
  async publicPage(db: Db, slug: string, options: { tokenHash?: string; withGoing?: boolean }): Promise<PublicPageRows> {
    if (options.tokenHash && options.withGoing) {
      const [event, hosts, counts, guest, going] = await publicPageForGuest(db, { slug, tokenHash: options.tokenHash });
      return { event: event[0], hosts, counts, guest: guest[0], going: parseJsonRows<GoingRow>(going) };
    }
    if (options.withGoing) {
      const [event, hosts, counts, going] = await publicPageForMember(db, { slug });
      return { event: event[0], hosts, counts, guest: undefined, going: parseJsonRows<GoingRow>(going) };
    }
    const [event, hosts, counts] = await publicPageForVisitor(db, { slug });
    return { event: event[0], hosts, counts, guest: undefined, going: null };
  },

  /** Guest counts by answer for these events, from the maintained counts. */
  countGuestsOf(db: Db, eventIds: string[]) {
    if (eventIds.length === 0) return Promise.resolve([] as GuestCountRow[]);
    return guestCountsWhere(db, inArray(eventGuestCounts.eventId, eventIds));
  },

  /** The names shown as hosts: the host first, then accepted co-hosts. */
  /** Venues booked for the event and not given up (bookings of the venues feature, read here for the event page). */
  async venueBookingsOf(db: Db, eventId: string) {
    return db
      .select({
        bookingId: venueBookings.id,
        venueId: venueBookings.venueId,
        title: venues.title,
        city: venues.city,
        state: venues.state,
        streetAddress: venues.streetAddress,
        status: venueBookings.status,
        date: venueBookings.date,
        startMinute: venueBookings.startMinute,
        endMinute: venueBookings.endMinute,
        timeZone: venueBookings.timeZone,
      })
      .from(venueBookings)
      .innerJoin(venues, eq(venues.id, venueBookings.venueId))
      .where(and(eq(venueBookings.eventId, eventId), inArray(venueBookings.status, ['pending', 'confirmed', 'completed'])))
      .orderBy(venueBookings.startsAt);
  },

  async hostNames(db: Db, event: Pick<EventRow, 'id' | 'hostId'>) {
    const host = await db.select({ name: users.name }).from(users).where(eq(users.id, event.hostId));
    const cohosts = await db
      .select({ name: users.name })
      .from(eventCohosts)
      .innerJoin(users, eq(users.id, eventCohosts.userId))
      .where(and(eq(eventCohosts.eventId, event.id), isNotNull(eventCohosts.acceptedAt)))
      .orderBy(eventCohosts.acceptedAt);
    return [...host.map((row) => ({ name: row.name, role: 'host' as const })), ...cohosts.map((row) => ({ name: row.name, role: 'cohost' as const }))];
  },

  async insertCohost(db: Db, row: typeof eventCohosts.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(eventCohosts).values(row).onConflictDoNothing().returning({ id: eventCohosts.id });
    return inserted.length === 1;
  },

  async deleteCohost(db: Db, eventId: string, cohostId: string) {
    await db.delete(eventCohosts).where(and(eq(eventCohosts.eventId, eventId), eq(eventCohosts.id, cohostId)));
  },

  /** Accepts a pending invitation once: the conditional update makes a second use find nothing. */
  async acceptCohost(db: Db, cohostId: string, userId: string, now: number) {
    const [row] = await db
      .update(eventCohosts)
      .set({ userId, acceptedAt: now, inviteTokenHash: null })
      .where(and(eq(eventCohosts.id, cohostId), isNull(eventCohosts.acceptedAt)))
      .returning();
    return row;
  },

  /** Hands the event over: the co-host becomes host and the old host takes the co-host's row. */
  async transferHost(db: Db, event: EventRow, cohost: CohostRow, oldHost: { id: string; email: string }, now: number) {
    await db.batch([
      db
        .update(events)
        .set({ hostId: cohost.userId!, updatedAt: now })
        .where(and(eq(events.id, event.id), eq(events.hostId, oldHost.id))),
      db.update(eventCohosts).set({ userId: oldHost.id, email: oldHost.email, acceptedAt: now, invitedAt: now, inviteTokenHash: null }).where(eq(eventCohosts.id, cohost.id)),
    ]);
  },

  findUser(db: Db, id: string) {
    return db.query.users.findFirst({ where: eq(users.id, id) });
  },

  async insertActivity(db: Db, row: NewActivityRow) {
    await db.insert(eventActivity).values(row);
  },

  /** The feed, newest first, without removed comments. */
  listActivity(db: Db, eventId: string, options: { kind?: ActivityRow['kind']; limit: number }) {
    const conditions = [eq(eventActivity.eventId, eventId), isNull(eventActivity.removedAt)];
    if (options.kind) conditions.push(eq(eventActivity.kind, options.kind));
    return db
      .select()
      .from(eventActivity)
      .where(and(...conditions))
      .orderBy(desc(eventActivity.createdAt), desc(sql`rowid`))
      .limit(options.limit);
  },

  findComment(db: Db, eventId: string, commentId: string) {
    return db.query.eventActivity.findFirst({
      where: and(eq(eventActivity.eventId, eventId), eq(eventActivity.id, commentId), eq(eventActivity.kind, 'comment'), isNull(eventActivity.removedAt)),
    });
  },

  async removeComment(db: Db, commentId: string, now: number) {
    await db.update(eventActivity).set({ removedAt: now }).where(eq(eventActivity.id, commentId));
  },

  /** Comments by one author (a guest or a member) since a time, removed ones included: for rate limiting. */
  async countCommentsSince(db: Db, eventId: string, author: { guestId: string | null; userId: string | null }, since: number) {
    const byAuthor = author.guestId ? eq(eventActivity.guestId, author.guestId) : eq(eventActivity.userId, author.userId ?? '');
    const [row] = await db
      .select({ value: sql<number>`count(*)` })
      .from(eventActivity)
      .where(and(eq(eventActivity.eventId, eventId), eq(eventActivity.kind, 'comment'), byAuthor, gt(eventActivity.createdAt, since)));
    return Number(row?.value ?? 0);
  },
};
