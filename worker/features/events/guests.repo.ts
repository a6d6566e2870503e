import { and, count, desc, eq, getTableColumns, inArray, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { GoingGuest } from '#core/domain/events/event-view.schema.ts';
import type { ListPosition } from '#core/domain/events/guest-list.rules.ts';
import { type Db, oneRow, parseJsonRows, preparedBatch, preparedOnce, selectRowsAsJson } from '../../db/client.ts';
import { eventActivity, eventGuestCounts, guests, messageDeliveries, smsOptOuts } from '../../db/schema/index.ts';

export type GuestRow = typeof guests.$inferSelect;
export type NewGuestRow = typeof guests.$inferInsert;
export type GuestChanges = Partial<Omit<NewGuestRow, 'id' | 'eventId'>>;

/** What the host's list may be filtered by, already turned into stored values (see guestListStatusFilter in core). */
export interface GuestPageFilter {
  rsvpStatus?: GuestRow['rsvpStatus'];
  /** Whether invitedAt must be set (true) or unset (false); undefined: either. */
  invited?: boolean;
  /** Text the name, email or phone contains (ASCII letters in any case). */
  q?: string;
}

/** The columns the host's list shows (guestView), and no more: not the link's token hash, not the bookkeeping times. */
const listedColumns = [
  'id',
  'name',
  'email',
  'phone',
  'plusOnesAllowed',
  'rsvpStatus',
  'partySize',
  'plusOneNames',
  'dietaryNote',
  'message',
  'respondedAt',
  'invitedAt',
  'userId',
  'source',
  'createdAt',
] as const satisfies readonly (keyof GuestRow)[];
export type ListedGuestRow = Pick<GuestRow, (typeof listedColumns)[number]>;

/** `json_object(…)` of the listed columns, keyed like drizzle's rows, over a subquery's unqualified columns. */
const listedGuestJson = (() => {
  const columns = getTableColumns(guests);
  const parts = listedColumns.flatMap((key) => {
    const name = sql.identifier(columns[key].name);
    return [sql.raw(`'${key}'`), key === 'plusOneNames' ? sql`json(${name})` : name];
  });
  return sql`json_object(${sql.join(parts, sql`, `)})`;
})();

/** One page of the host's list: the rows with their place in the list and whether their phone texted STOP. */
export interface GuestPageRows {
  rows: { row: ListedGuestRow; position: ListPosition; smsOptedOut: boolean }[];
  /** Guests matching the filter on every page. */
  total: number;
}

/** A going guest's name with their place in the list, for the next page's cursor. */
export interface GoingRow extends GoingGuest {
  createdAt: number;
  rowId: number;
}

/** `%`, `_` and the escape character itself match literally in `LIKE … ESCAPE '\'`. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * After `after` in list order: (created_at, rowid) as a row value, which SQLite reads as a range
 * on guests_event_idx (event_id, created_at, and the rowid every index entry ends with).
 */
const afterPosition = (after: ListPosition | null | undefined) => (after ? sql`(${guests.createdAt}, ${guests}.rowid) > (${after.createdAt}, ${after.rowId})` : undefined);

/** The going guests of an event (an id or a subquery giving it) in list order from `after`, at most `limit`. */
export function goingQuery(db: Db, eventId: string | SQL, after: ListPosition | null, limit: number) {
  // Walks guests_event_idx in list order and stops after `limit` going guests: no sort of every
  // going guest, which grows with the event (guests_event_status_idx has no creation time). Where
  // few of many guests are going it reads past the others, at most the event's own rows; an index
  // on (event_id, rsvp_status, created_at) would skip them, if that case ever shows in the bench.
  return db.get<{ rows: string | null } | undefined>(sql`
    SELECT json_group_array(json_object('name', name, 'partySize', party_size, 'createdAt', created_at, 'rowId', row_id)) AS rows FROM (
      SELECT ${guests.name} AS name, ${guests.partySize} AS party_size, ${guests.createdAt} AS created_at, ${guests}.rowid AS row_id FROM ${guests}
      WHERE ${and(eq(guests.eventId, eventId), eq(guests.rsvpStatus, 'going'), afterPosition(after))}
      ORDER BY ${guests.createdAt}, ${guests}.rowid LIMIT ${limit}
    )`);
}

const guestByTokenHash = preparedOnce((db) => db.query.guests.findFirst({ where: eq(guests.linkTokenHash, sql.placeholder('tokenHash')) }).prepare());

/** Every column an RSVP writes. */
const answerColumns = ['rsvpStatus', 'partySize', 'plusOneNames', 'dietaryNote', 'message', 'respondedAt', 'updatedAt', 'waitlistedAt'] as const;
/** A guest's answer: a value for each of answerColumns. */
export type AnswerChanges = Required<Pick<GuestChanges, (typeof answerColumns)[number]>>;
/**
 * What an answer gives back of the guest's row: what the guest's own view shows (ownGuestView), the
 * link's version (their personal link) and the account it belongs to — not the whole row. Every
 * column more is a value to convert and map on the hottest write (decision 050).
 */
const answeredColumns = {
  id: guests.id,
  userId: guests.userId,
  name: guests.name,
  plusOnesAllowed: guests.plusOnesAllowed,
  rsvpStatus: guests.rsvpStatus,
  partySize: guests.partySize,
  plusOneNames: guests.plusOneNames,
  dietaryNote: guests.dietaryNote,
  message: guests.message,
  linkVersion: guests.linkVersion,
};
export type AnsweredGuest = Pick<GuestRow, keyof typeof answeredColumns>;
/** The answer's line in the event's feed; its user is the guest row's own (a linked member or none). */
export interface AnswerActivity {
  id: string;
  actorName: string;
  body: string;
  details: Record<string, unknown>;
}

/**
 * Whether the guest's party fits the capacity beside everyone else going, as a condition of the
 * UPDATE of that guest's row (values, or placeholders of a prepared query). Everyone's going seats
 * come from the kept counts (event_guest_counts, decision 034) — one row, not a sum over every
 * going guest — less the guest's own seats when they are going already (the row's values before
 * this UPDATE). The triggers change the counts inside each guest write's own transaction and SQLite
 * runs one write at a time, so the count read here is never stale.
 */
const partyFits = (eventId: string | Placeholder, partySize: number | Placeholder, capacity: number | Placeholder) =>
  sql`coalesce((select ${eventGuestCounts.seats} from ${eventGuestCounts} where ${eventGuestCounts.eventId} = ${eventId} and ${eventGuestCounts.rsvpStatus} = 'going'), 0)
    - (case when ${guests.rsvpStatus} = 'going' then ${guests.partySize} else 0 end) + ${partySize} <= ${capacity}`;

// An answer and its feed line, built once per database (preparedBatch) in two shapes: with the
// seat check of claimSeats, and without. The feed line is inserted only when the answer's UPDATE
// changed the guest: `changes()` is the row count of the statement before it in the same batch
// (one transaction on one connection, on a file and on sqld alike).
const answerSet = Object.fromEntries(answerColumns.map((column) => [column, sql`${sql.placeholder(column)}`])) as Record<(typeof answerColumns)[number], SQL>;
const answerOf = (db: Db, withSeatCheck: boolean) =>
  db
    .update(guests)
    .set(answerSet)
    .where(
      and(
        eq(guests.eventId, sql.placeholder('eventId')),
        eq(guests.id, sql.placeholder('guestId')),
        withSeatCheck ? partyFits(sql.placeholder('eventId'), sql.placeholder('partySize'), sql.placeholder('capacity')) : undefined,
      ),
    )
    .returning(answeredColumns);
const answerActivity = (db: Db) =>
  db.run(sql`
    INSERT INTO ${eventActivity} (id, event_id, kind, guest_id, user_id, actor_name, body, details, created_at)
    SELECT ${sql.placeholder('activityId')}, ${guests.eventId}, 'rsvp', ${guests.id}, ${guests.userId}, ${sql.placeholder('actorName')}, ${sql.placeholder('body')}, ${sql.placeholder('details')}, ${sql.placeholder('updatedAt')}
    FROM ${guests} WHERE ${guests.id} = ${sql.placeholder('guestId')} AND ${guests.eventId} = ${sql.placeholder('eventId')} AND changes() > 0`);
// The answer's UPDATE names the guest's primary key: one row at most (oneRow).
const answerWithSeatCheck = preparedBatch((db) => [oneRow(answerOf(db, true)), answerActivity(db)] as const);
const answerPlain = preparedBatch((db) => [oneRow(answerOf(db, false)), answerActivity(db)] as const);

/** Queries for the guests of an event. */
export const guestsRepo = {
  /** Every guest of the event, oldest first (guests_event_idx), fetched as one JSON text: lists reach thousands of rows. */
  listGuests(db: Db, eventId: string): Promise<GuestRow[]> {
    return selectRowsAsJson<GuestRow>(db, guests, eq(guests.eventId, eventId), sql`${guests.createdAt}, rowid`);
  },

  /**
   * One page of the host's list and the number of guests matching the filter, in one batch: the
   * page walks guests_event_idx from `after` and stops after `limit` matching rows (a filter by
   * status or text skips rows on the way, at worst the event's own rows, never the table); the
   * count reads the index alone unless a text search has to look at the rows. Each row carries
   * whether its phone texted STOP, looked up by the opt-outs' primary key.
   */
  async listGuestPage(db: Db, eventId: string, filter: GuestPageFilter, after: ListPosition | null, limit: number): Promise<GuestPageRows> {
    const conditions = [eq(guests.eventId, eventId)];
    if (filter.rsvpStatus) conditions.push(eq(guests.rsvpStatus, filter.rsvpStatus));
    // guestListStatus counts an invitedAt of 0 as "not invited", as a falsy value.
    if (filter.invited === true) conditions.push(sql`coalesce(${guests.invitedAt}, 0) <> 0`);
    if (filter.invited === false) conditions.push(sql`coalesce(${guests.invitedAt}, 0) = 0`);
    if (filter.q) {
      // LIKE ignores the case of ASCII letters only; emails are stored in lower case already.
      const pattern = likeContains(filter.q);
      conditions.push(sql`(${guests.name} LIKE ${pattern} ESCAPE '\\' OR ${guests.email} LIKE ${pattern} ESCAPE '\\' OR ${guests.phone} LIKE ${pattern} ESCAPE '\\')`);
    }
    const matching = and(...conditions);
    const page = db.get<{ rows: string | null } | undefined>(sql`
      SELECT json_group_array(json_array(row_id, opted_out, ${listedGuestJson})) AS rows FROM (
        SELECT ${guests}.*, ${guests}.rowid AS row_id, EXISTS (SELECT 1 FROM ${smsOptOuts} WHERE ${smsOptOuts.phone} = ${guests.phone}) AS opted_out
        FROM ${guests} WHERE ${and(matching, afterPosition(after))}
        ORDER BY ${guests.createdAt}, ${guests}.rowid LIMIT ${limit}
      )`);
    const total = db.select({ value: count() }).from(guests).where(matching);
    const [pageRows, totalRows] = await db.batch([page, total]);
    const rows = parseJsonRows<[number, number, ListedGuestRow]>(pageRows).map(([rowId, optedOut, row]) => ({
      row,
      position: { createdAt: row.createdAt, rowId },
      smsOptedOut: optedOut === 1,
    }));
    return { rows, total: totalRows[0]?.value ?? 0 };
  },

  /** Going guests' names in list order from `after`, at most `limit`. */
  async listGoing(db: Db, eventId: string, after: ListPosition | null, limit: number): Promise<GoingRow[]> {
    return parseJsonRows<GoingRow>(await goingQuery(db, eventId, after, limit));
  },

  async countGuests(db: Db, eventId: string): Promise<number> {
    const [row] = await db.select({ value: count() }).from(guests).where(eq(guests.eventId, eventId));
    return row?.value ?? 0;
  },

  findGuest(db: Db, eventId: string, guestId: string) {
    return db.query.guests.findFirst({ where: and(eq(guests.eventId, eventId), eq(guests.id, guestId)) });
  },

  /** Every guest-link request looks its guest up: prepared once (preparedOnce). */
  findGuestByTokenHash(db: Db, tokenHash: string) {
    return guestByTokenHash(db).execute({ tokenHash });
  },

  findGuestOfUser(db: Db, eventId: string, userId: string) {
    return db.query.guests.findFirst({ where: and(eq(guests.eventId, eventId), eq(guests.userId, userId)) });
  },

  /** Another guest of the event with this email or phone (for duplicate checks). */
  findDuplicate(db: Db, eventId: string, contact: { email?: string | null; phone?: string | null }, exceptGuestId?: string) {
    const matches = [...(contact.email ? [eq(guests.email, contact.email)] : []), ...(contact.phone ? [eq(guests.phone, contact.phone)] : [])];
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
    const [inserted, removed] = await db.batch([
      insert,
      db
        .delete(guests)
        .where(and(eq(guests.id, row.id), sameContact))
        .returning({ id: guests.id }),
    ]);
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
      .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId), partyFits(eventId, changes.partySize, capacity)))
      .returning();
    return row;
  },

  /**
   * Writes a guest's answer and its line in the event's feed in one round trip (one transaction).
   * With `capacity`, the answer is written only if the party still fits at that moment (the seat
   * check of claimSeats, in the same UPDATE). Answers the updated row, or undefined when nothing was
   * written (no seat, or the guest is gone) — and then no feed line was written either.
   */
  async answer(db: Db, eventId: string, guestId: string, changes: AnswerChanges, capacity: number | null, activity: AnswerActivity): Promise<AnsweredGuest | undefined> {
    const values = {
      eventId,
      guestId,
      capacity,
      ...changes,
      plusOneNames: JSON.stringify(changes.plusOneNames),
      activityId: activity.id,
      actorName: activity.actorName,
      body: activity.body,
      details: JSON.stringify(activity.details),
    };
    const [rows] = await (capacity === null ? answerPlain : answerWithSeatCheck)(db, values);
    return rows[0];
  },

  /** Removes the `count` most recently inserted of these guests (an import past the limit); answers their ids. */
  async deleteNewest(db: Db, eventId: string, ids: string[], count: number): Promise<string[]> {
    if (ids.length === 0 || count <= 0) return [];
    const newest = db
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), inArray(guests.id, ids)))
      .orderBy(desc(sql`rowid`))
      .limit(count);
    const removed = await db
      .delete(guests)
      .where(and(eq(guests.eventId, eventId), inArray(guests.id, newest)))
      .returning({ id: guests.id });
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
    const rows = await db
      .select({ phone: smsOptOuts.phone })
      .from(smsOptOuts)
      .where(inArray(smsOptOuts.phone, [...new Set(phones)]));
    return new Set(rows.map((row) => row.phone));
  },
};
