/**
 * Realistic bench data, written straight into a fresh database file before its server starts:
 * venues (100 or 100,000), a host with a session, events with 30, 200 or 5,000 guests (names,
 * contacts, answers, party sizes, a few plus-ones), a small wishlist, and the host's inbox of 30
 * conversations with guests of the first event (a few messages each, some unread). Seeded, so every run
 * benches the same rows. This is not the demo seed (worker/db/seed.ts): nothing here ships.
 */
import { type Client, createClient, type InStatement } from '@libsql/client';
import { encodeCursor } from '#core/domain/messages/messages.rules.ts';
import { commentPath, forumTopicIds, hotRank } from '#core/domain/forum/forum.rules.ts';
import { applyMigrations } from '#worker/db/migrate.ts';
import { deriveGuestToken } from '#worker/services/guest-links.ts';
import { hashToken, randomToken } from '#worker/services/tokens.ts';

/** mulberry32: a tiny seeded generator, so every run works on the same data. */
export function seeded(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Daniel',
  'Ella',
  'Finn',
  'Grace',
  'Hugo',
  'Isla',
  'Jack',
  'Kai',
  'Lena',
  'Mia',
  'Noah',
  'Olivia',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Theo',
  'Uma',
  'Victor',
  'Wen',
  'Yusuf',
  'Zoe',
  'Amara',
  'Mateo',
  'Sofia',
  'Liam',
  'Hana',
];
const LAST = [
  'Smith',
  'Garcia',
  'Nguyen',
  'Okafor',
  'Müller',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Tanaka',
  'Silva',
  'Johnson',
  'Brown',
  'Martin',
  'Dubois',
  'Jensen',
  'Kim',
  'Patel',
  'Cohen',
  'O’Brien',
  'Andersson',
];
const CITIES: [string, string][] = [
  ['Austin', 'TX'],
  ['Portland', 'OR'],
  ['Denver', 'CO'],
  ['Chicago', 'IL'],
  ['Brooklyn', 'NY'],
  ['Oakland', 'CA'],
  ['Seattle', 'WA'],
  ['Atlanta', 'GA'],
  ['Minneapolis', 'MN'],
  ['Nashville', 'TN'],
  ['Phoenix', 'AZ'],
  ['Boston', 'MA'],
  ['Miami', 'FL'],
  ['Raleigh', 'NC'],
  ['Madison', 'WI'],
  ['Tucson', 'AZ'],
];
const VENUE_TYPES = ['house', 'backyard', 'pool', 'field', 'garden', 'apartment'] as const;
const ADJECTIVES = ['Sunny', 'Cozy', 'Leafy', 'Bright', 'Quiet', 'Spacious', 'Rustic', 'Modern', 'Shady', 'Lakeside', 'Hillside', 'Colorful'];
const NOUNS: Record<(typeof VENUE_TYPES)[number], string> = { house: 'Family House', backyard: 'Backyard', pool: 'Pool Deck', field: 'Meadow', garden: 'Garden', apartment: 'Loft' };
const DIETARY = ['vegetarian', 'no nuts, please', 'gluten-free', 'vegan', 'lactose-free'];
const MESSAGES = ['Can’t wait!', 'We’ll bring the cake candles.', 'So excited for this!', 'Sorry we’ll be a little late.', 'See you there 🎉'];
const CHAT = [
  'Hi! Quick question about Saturday.',
  'Is there parking near the house, or should we take the bus?',
  'Can my little brother come along too?',
  'Of course — the more the merrier!',
  'What time does it end? We have another party at 6.',
  'Around five, but leave whenever you need to.',
  'Does she still like dinosaurs, or is it unicorns now? 😄',
  'Unicorns, definitely unicorns.',
  'Thanks for the invite, we’ll be there!',
  'Running ten minutes late, sorry!',
  'Is the cake nut-free? Leo has an allergy.',
  'Yes, completely nut-free. We checked with the bakery.',
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Inserts rows in multi-row statements of `perStatement`, one write batch per 20 statements. */
async function insertRows(client: Client, table: string, columns: string[], rows: unknown[][], perStatement = 200) {
  const statements: InStatement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    statements.push({ sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`, args: chunk.flat() as never[] });
  }
  for (let i = 0; i < statements.length; i += 20) await client.batch(statements.slice(i, i + 20), 'write');
}

export interface BenchEvent {
  id: string;
  slug: string;
  guestCount: number;
  /** A guest's personal link token (answers RSVPs, opens the gift page). */
  guestToken: string;
}

export interface BenchFixture {
  sessionToken: string;
  events: BenchEvent[];
  venueCount: number;
  /** Conversations in the host's inbox. */
  conversationCount: number;
  /** A sync cursor of the host a few changes (new messages) behind the newest: what a tab that was away a moment asks with. */
  syncCursor: string;
  /**
   * The first venue made bookable (every day 9 AM–9 PM UTC, instant book, $50/h) with one
   * confirmed booking on `date` from `startMinute` to `endMinute`, and members (one session each)
   * who ask for that taken window: the booking write path up to its refusal, spread over members
   * because each may start 10 bookings an hour.
   */
  booking: { venueId: string; date: string; startMinute: number; endMinute: number; memberTokens: string[] };
  /** The forum's busiest thread (FORUM_THREAD_COMMENTS comments) among FORUM_POSTS posts. */
  forumThreadId: number;
  /**
   * The marketplace: MARKETPLACE_PRODUCTS active products of MARKETPLACE_SHOPS selling shops, one of
   * them for the product page, and for the add to cart: buyers (one session each) and variants of
   * other shops' products stocked so the buyers' adds never run out (see seedMarketplace).
   */
  marketplace: { productId: string; cart: { variantIds: string[]; memberTokens: string[] } };
}

/**
 * Builds a database file with `venues` venues and one event per entry of `guestCounts` (plus four
 * small events on the host's dashboard), all hosted by one member whose bearer token is returned.
 */
export async function seedBenchDatabase(file: string, options: BenchDataOptions): Promise<BenchFixture> {
  const client = createClient({ url: `file:${file}` });
  try {
    return await seedBenchData(client, options);
  } finally {
    client.close();
  }
}

export interface BenchDataOptions {
  venues: number;
  guestCounts: number[];
  guestLinkSecret: string;
  seed?: number;
  /** Conversations of the host with members who are guests of the first event; 30 unless given. */
  conversations?: number;
}

/** How many changes behind the newest the fixture's sync cursor is. */
const SYNC_BEHIND = 5;

/** The same data through a client the caller holds (the tests' app database). */
export async function seedBenchData(client: Client, options: BenchDataOptions): Promise<BenchFixture> {
  const random = seeded(options.seed ?? 42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  {
    await applyMigrations(client);
    const now = Date.now();

    const hostId = 'bench-host';
    // Members the host has a conversation with: each is a guest (1, 2, …) of the first event, linked to their account.
    const conversationCount = Math.min(options.conversations ?? 30, Math.max(0, (options.guestCounts[0] ?? 0) - 1));
    const memberIds = Array.from({ length: conversationCount }, (_, n) => `bench-member-${n}`);
    // Their own generator, so the venues and guests below stay the rows earlier runs benched.
    const memberRandom = seeded((options.seed ?? 42) + 1);
    const memberName = () => `${FIRST[Math.floor(memberRandom() * FIRST.length)]} ${LAST[Math.floor(memberRandom() * LAST.length)]}`;
    await insertRows(
      client,
      'users',
      ['id', 'email', 'name', 'password_hash', 'role', 'birthday_month', 'show_on_birthday_board', 'created_at', 'updated_at'],
      [
        [hostId, 'host@bench.cakeday.test', 'Robin Host', null, 'customer', 5, 1, now - 90 * DAY, now - 90 * DAY],
        ...memberIds.map((id, n) => [id, `member-${n}@bench.cakeday.test`, memberName(), null, 'customer', null, 0, now - 60 * DAY, now - 60 * DAY]),
      ],
    );
    const sessionToken = randomToken(32);
    await insertRows(client, 'sessions', ['token_hash', 'user_id', 'created_at', 'expires_at'], [[await hashToken(sessionToken), hostId, now, now + 30 * DAY]]);

    const venues: unknown[][] = [];
    for (let i = 0; i < options.venues; i += 1) {
      const type = pick(VENUE_TYPES);
      const [city, state] = pick(CITIES);
      const rating = random() < 0.15 ? null : Math.round((3 + random() * 2) * 10) / 10;
      const images = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, n) => `https://images.bench.cakeday.test/venues/${i}/${n}.jpg`);
      venues.push([
        `venue-${String(i).padStart(6, '0')}`,
        `${pick(ADJECTIVES)} ${NOUNS[type]} in ${city}`,
        `A ${type} for birthday parties in ${city}, ${state}: room for games, a table for the cake and parking nearby.`,
        JSON.stringify(images),
        rating,
        city,
        state,
        10 + Math.floor(random() * 90),
        random() < 0.1 ? null : 2000 + Math.floor(random() * 20) * 500,
        type,
        0,
        now - Math.floor(random() * 365 * DAY),
      ]);
    }
    await insertRows(client, 'venues', ['id', 'title', 'description', 'image_urls', 'average_rating', 'city', 'state', 'max_guests', 'price_per_hour', 'venue_type', 'is_demo', 'created_at'], venues);
    const booking = await seedBookableVenue(client, { venueId: 'venue-000000', hostId, now, members: 400 });

    const events: BenchEvent[] = [];
    const eventRows: unknown[][] = [];
    const guestRows: unknown[][] = [];
    const counts = [...options.guestCounts, 3, 5, 8, 12];
    for (const [index, guestCount] of counts.entries()) {
      const id = `bench-event-${index}`;
      const slug = `bench-party-${guestCount}-${index}`;
      const startsAt = now + (10 + index) * DAY;
      const celebrant = pick(FIRST);
      eventRows.push([
        id,
        slug,
        hostId,
        `${celebrant}’s birthday party`,
        celebrant,
        5 + Math.floor(random() * 40),
        'America/Chicago',
        startsAt,
        startsAt + 3 * HOUR,
        `${100 + Math.floor(random() * 900)} Maple Street, ${pick(CITIES).join(', ')}`,
        null,
        'Cake, games and a piñata. Come as you are — and bring your dancing shoes.',
        'Colorful',
        startsAt - 2 * DAY,
        1,
        // A capacity above the expected headcount, so "going" answers take the capacity check's path.
        Math.ceil(guestCount * 2) + 10,
        'everyone',
        0,
        1,
        'active',
        null,
        now - 20 * DAY,
        now - 20 * DAY,
      ]);
      let guestToken = '';
      for (let g = 0; g < guestCount; g += 1) {
        const guestId = `${id}-guest-${g}`;
        const first = pick(FIRST);
        const last = pick(LAST);
        const roll = random();
        const status = roll < 0.5 ? 'going' : roll < 0.65 ? 'maybe' : roll < 0.8 ? 'declined' : 'pending';
        const partySize = status === 'going' ? (random() < 0.3 ? 2 : 1) : 1;
        const token = await deriveGuestToken(options.guestLinkSecret, guestId, 1);
        if (g === 0) guestToken = token;
        const responded = status === 'pending' ? null : now - Math.floor(random() * 10 * DAY);
        guestRows.push([
          guestId,
          id,
          `${first} ${last}`,
          random() < 0.8 ? `${first}.${last}.${g}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '') : null,
          random() < 0.5 ? `+1512555${String(g % 10000).padStart(4, '0')}` : null,
          1,
          status,
          partySize,
          JSON.stringify(partySize === 2 ? [pick(FIRST)] : []),
          random() < 0.1 ? pick(DIETARY) : null,
          random() < 0.15 ? pick(MESSAGES) : null,
          responded,
          null,
          now - 15 * DAY,
          await hashToken(token),
          1,
          index === 0 && g >= 1 && g <= conversationCount ? memberIds[g - 1] : null,
          g % 7 === 0 ? 'import' : 'host',
          now - 15 * DAY + g,
          now - 15 * DAY + g,
        ]);
      }
      events.push({ id, slug, guestCount, guestToken });
    }
    await insertRows(
      client,
      'events',
      [
        'id',
        'slug',
        'host_id',
        'title',
        'celebrant_name',
        'celebrant_age',
        'time_zone',
        'starts_at',
        'ends_at',
        'location',
        'venue_id',
        'description',
        'dress_code',
        'rsvp_deadline',
        'plus_ones_allowed',
        'capacity',
        'guest_list_visibility',
        'invite_only',
        'reminders_enabled',
        'status',
        'cancelled_at',
        'created_at',
        'updated_at',
      ],
      eventRows,
    );
    await insertRows(
      client,
      'guests',
      [
        'id',
        'event_id',
        'name',
        'email',
        'phone',
        'plus_ones_allowed',
        'rsvp_status',
        'party_size',
        'plus_one_names',
        'dietary_note',
        'message',
        'responded_at',
        'waitlisted_at',
        'invited_at',
        'link_token_hash',
        'link_version',
        'user_id',
        'source',
        'created_at',
        'updated_at',
      ],
      guestRows,
      100,
    );

    // A wishlist of 12 wishes on every benched event, so the gift page has bands and items to read.
    const items: unknown[][] = [];
    for (const event of events.slice(0, options.guestCounts.length)) {
      for (let n = 0; n < 12; n += 1) {
        items.push([
          `${event.id}-item-${n}`,
          event.id,
          `https://shop.bench.cakeday.test/p/${n}`,
          `Wish ${n + 1}: ${pick(['LEGO set', 'Board game', 'Art kit', 'Scooter', 'Book bundle', 'Headphones'])}`,
          null,
          1500 + n * 1250,
          1 + (n % 3),
          1 + (n % 5),
          null,
          null,
          n,
          hostId,
          now,
          now,
        ]);
      }
    }
    await insertRows(
      client,
      'wishlist_items',
      ['id', 'event_id', 'url', 'title', 'image_url', 'price_cents', 'quantity', 'priority', 'notes', 'product_ref', 'position', 'created_by_user_id', 'created_at', 'updated_at'],
      items,
    );

    const syncCursor = await seedInbox(client, { hostId, memberIds, eventId: events[0]?.id ?? '', now, random, pick });
    const forumThreadId = await seedForum(client, { authorIds: [hostId, ...memberIds], now, random: seeded((options.seed ?? 42) + 2) });
    const marketplace = await seedMarketplace(client, { now, random: seeded((options.seed ?? 42) + 3) });
    return { sessionToken, events, venueCount: options.venues, conversationCount, syncCursor, booking, forumThreadId, marketplace };
  }
}

/**
 * The host's inbox: one `event-guest` conversation per member (on their guest row), 2 to 11
 * messages each over the last two weeks, about a third with the member's newest messages unread.
 * The rows are what the conversations feature writes: message ids and change sequence numbers
 * growing with time, a change per member per message, read marks. Answers the sync cursor.
 */
async function seedInbox(
  client: Client,
  { hostId, memberIds, eventId, now, random, pick }: { hostId: string; memberIds: string[]; eventId: string; now: number; random: () => number; pick: <T>(list: readonly T[]) => T },
): Promise<string> {
  const messages: { conversationId: string; authorId: string; body: string; createdAt: number }[] = [];
  const unreadTails = new Map<string, number>();
  for (const [n, memberId] of memberIds.entries()) {
    const conversationId = `bench-conversation-${n}`;
    const count = 2 + Math.floor(random() * 10);
    let at = now - Math.floor((3 + random() * 11) * DAY);
    let fromHost = random() < 0.5;
    for (let m = 0; m < count; m += 1) {
      messages.push({ conversationId, authorId: fromHost ? hostId : memberId, body: pick(CHAT), createdAt: at });
      at += Math.floor(random() * 6 * HOUR) + 60_000;
      if (random() < 0.6) fromHost = !fromHost;
    }
    if (random() < 0.35) unreadTails.set(conversationId, 1 + Math.floor(random() * 2));
  }
  messages.sort((a, b) => a.createdAt - b.createdAt);
  const rows = messages.map((message, index) => ({ ...message, id: index + 1 }));

  const conversationRows: unknown[][] = [];
  const memberRows: unknown[][] = [];
  const memberOf = new Map<string, string>();
  for (const [n, memberId] of memberIds.entries()) {
    const conversationId = `bench-conversation-${n}`;
    memberOf.set(conversationId, memberId);
    const own = rows.filter((message) => message.conversationId === conversationId);
    const newest = own.at(-1)!;
    // The host has not read the member's newest 1–2 messages (only the member's own messages can be unread for the host).
    let unread = 0;
    while (unread < (unreadTails.get(conversationId) ?? 0) && own[own.length - 1 - unread]?.authorId === memberId) unread += 1;
    const hostRead = own[own.length - 1 - unread]?.id ?? 0;
    // 'bench-host' sorts before 'bench-member-…': the pair is stored in that canonical order.
    conversationRows.push([conversationId, 'event-guest', `${eventId}-guest-${n + 1}`, hostId, memberId, own[0]!.authorId, own[0]!.createdAt, newest.createdAt]);
    memberRows.push([conversationId, hostId, hostRead, 0, 0, newest.createdAt, null, null, newest.id]);
    memberRows.push([conversationId, memberId, newest.id, 0, 0, newest.createdAt, null, null, newest.id]);
  }
  const changeRows = rows.flatMap((message) => [hostId, memberOf.get(message.conversationId)!].map((userId) => [userId, message.conversationId, message.id, 'message', message.createdAt]));
  await insertRows(client, 'conversations', ['id', 'context_type', 'context_id', 'member_a_id', 'member_b_id', 'started_by_id', 'created_at', 'last_message_at'], conversationRows);
  await insertRows(
    client,
    'conversation_members',
    ['conversation_id', 'user_id', 'last_read_message_id', 'archived', 'muted', 'last_message_at', 'email_due_at', 'last_emailed_at', 'emailed_up_to_message_id'],
    memberRows,
  );
  await insertRows(
    client,
    'conversation_messages',
    ['id', 'conversation_id', 'author_id', 'body', 'created_at'],
    rows.map((message) => [message.id, message.conversationId, message.authorId, message.body, message.createdAt]),
  );
  await insertRows(client, 'conversation_changes', ['user_id', 'conversation_id', 'message_id', 'kind', 'created_at'], changeRows);
  const hostSeqs = await client.execute({ sql: 'SELECT seq FROM conversation_changes WHERE user_id = ? ORDER BY seq DESC LIMIT ?', args: [hostId, SYNC_BEHIND + 1] });
  return encodeCursor(Number(hostSeqs.rows.at(-1)?.seq ?? 0));
}

export const FORUM_POSTS = 2_000;
export const FORUM_THREAD_COMMENTS = 300;

/**
 * The forum as a busy month leaves it: FORUM_POSTS posts over 30 days in every topic with votes
 * and hot ranks as voting stores them, and one thread of FORUM_THREAD_COMMENTS comments, a third
 * of them replies (up to 6 deep). Returns that thread's post id.
 */
async function seedForum(client: Client, { authorIds, now, random }: { authorIds: string[]; now: number; random: () => number }): Promise<number> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const posts: unknown[][] = [];
  for (let id = 1; id <= FORUM_POSTS; id += 1) {
    const createdAt = now - Math.floor(random() * 30 * DAY);
    const ups = Math.floor(random() ** 3 * 200);
    const downs = Math.floor(random() * ups * 0.2);
    const title = `${pick(['Ideas for', 'Help with', 'Where to find', 'Budget for', 'Our'])} ${pick(['a 7-year-old’s party', 'a backyard party', 'a piñata', 'gift pooling', 'a rainy-day venue', 'a dinosaur cake'])}`;
    posts.push([
      id,
      pick(forumTopicIds),
      pick(authorIds),
      title,
      pick(MESSAGES),
      ups,
      downs,
      ups - downs,
      hotRank(ups - downs, createdAt),
      id === 1 ? FORUM_THREAD_COMMENTS : Math.floor(random() * 12),
      createdAt,
    ]);
  }
  await insertRows(client, 'forum_posts', ['id', 'topic', 'author_id', 'title', 'body', 'ups', 'downs', 'score', 'hot', 'comment_count', 'created_at'], posts);
  const comments: unknown[][] = [];
  const paths = new Map<number, { path: string; depth: number }>();
  for (let id = 1; id <= FORUM_THREAD_COMMENTS; id += 1) {
    const parentId = id > 1 && random() < 0.35 ? 1 + Math.floor(random() * (id - 1)) : null;
    const parent = parentId === null ? null : paths.get(parentId)!;
    const placed = parent && parent.depth < 6 ? { parentId, path: commentPath(parent.path, id), depth: parent.depth + 1 } : { parentId: null, path: commentPath(null, id), depth: 0 };
    paths.set(id, placed);
    const ups = Math.floor(random() ** 2 * 40);
    const downs = Math.floor(random() * 5);
    comments.push([id, 1, placed.parentId, placed.path, placed.depth, pick(authorIds), pick(CHAT), ups, downs, ups - downs, now - DAY + id * 1000]);
  }
  await insertRows(client, 'forum_comments', ['id', 'post_id', 'parent_id', 'path', 'depth', 'author_id', 'body', 'ups', 'downs', 'score', 'created_at'], comments);
  return 1;
}

/** See BenchFixture.booking. The members are `bench-booker-<n>`, with sessions for 30 days. */
async function seedBookableVenue(client: Client, { venueId, hostId, now, members }: { venueId: string; hostId: string; now: number; members: number }): Promise<BenchFixture['booking']> {
  const open = [{ open: 540, close: 1260 }];
  const weeklyHours = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => [day, open]));
  await client.execute({
    sql: "UPDATE venues SET weekly_hours = ?, time_zone = 'UTC', booking_mode = 'instant', price_per_hour = 5000, minimum_hours = 1, max_guests = 60 WHERE id = ?",
    args: [JSON.stringify(weeklyHours), venueId],
  });
  const date = new Date(now + 14 * DAY).toISOString().slice(0, 10);
  const [startMinute, endMinute] = [840, 1020];
  const startsAt = Date.parse(`${date}T00:00:00Z`) + startMinute * 60_000;
  const endsAt = Date.parse(`${date}T00:00:00Z`) + endMinute * 60_000;
  await insertRows(
    client,
    'venue_bookings',
    [
      'id',
      'venue_id',
      'guest_user_id',
      'date',
      'start_minute',
      'end_minute',
      'time_zone',
      'starts_at',
      'ends_at',
      'guests',
      'status',
      'booking_mode',
      'cancellation_policy',
      'price_per_hour_cents',
      'cleaning_fee_cents',
      'rent_cents',
      'total_cents',
      'answered_at',
      'created_at',
      'updated_at',
    ],
    [[`bench-booking-0`, venueId, hostId, date, startMinute, endMinute, 'UTC', startsAt, endsAt, 20, 'confirmed', 'instant', 'standard', 5000, 0, 15_000, 15_000, now, now, now]],
  );
  const ids = Array.from({ length: members }, (_, n) => `bench-booker-${n}`);
  await insertRows(
    client,
    'users',
    ['id', 'email', 'name', 'password_hash', 'role', 'birthday_month', 'show_on_birthday_board', 'created_at', 'updated_at'],
    ids.map((id, n) => [id, `booker-${n}@bench.cakeday.test`, `Booker ${n}`, null, 'customer', null, 0, now - 30 * DAY, now - 30 * DAY]),
  );
  const memberTokens = ids.map(() => randomToken(32));
  const sessions: unknown[][] = [];
  for (const [n, token] of memberTokens.entries()) sessions.push([await hashToken(token), ids[n], now, now + 30 * DAY]);
  await insertRows(client, 'sessions', ['token_hash', 'user_id', 'created_at', 'expires_at'], sessions);
  return { venueId, date, startMinute, endMinute, memberTokens };
}

export const MARKETPLACE_SHOPS = 5;
export const MARKETPLACE_PRODUCTS = 500;
/** The add to cart's buyers, and the products (of different shops) each one's cart ends up with a line of. */
export const MARKETPLACE_BUYERS = 100;
export const MARKETPLACE_CART_PRODUCTS = 3;
/** catalogLimits.maxStock: a cart never reserves stock, but each add checks its line's total against it. */
const CART_STOCK = 100_000;
const PRODUCT_NOUNS = ['balloon arch', 'paper plates', 'cake topper', 'party hats', 'piñata', 'banner', 'confetti', 'napkins', 'favor bags', 'streamers', 'candles', 'costume cape'];
const PRODUCT_ADJECTIVES = ['pastel', 'gold foil', 'rainbow', 'unicorn', 'dinosaur', 'glitter', 'space', 'jungle', 'mermaid', 'superhero'];
const PRODUCT_CATEGORIES = ['decorations', 'tableware', 'cakes_and_treats', 'favors', 'costumes', 'balloons', 'entertainment_supplies'];

/**
 * Shops whose owners can be paid (a payout account each), with active products of one to three
 * variants: what the marketplace's search and product page read. Its rows go in through SQL like
 * the rest, so the search's FTS5 triggers index them as the app's own writes would.
 */
async function seedMarketplace(client: Client, { now, random }: { now: number; random: () => number }): Promise<BenchFixture['marketplace']> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sellers = Array.from({ length: MARKETPLACE_SHOPS }, (_, n) => `bench-seller-${n}`);
  await insertRows(
    client,
    'users',
    ['id', 'email', 'name', 'password_hash', 'role', 'created_at', 'updated_at'],
    sellers.map((id, n) => [id, `${id}@bench.cakeday.test`, `Seller ${n}`, null, 'customer', now, now]),
  );
  await insertRows(
    client,
    'payout_accounts',
    ['user_id', 'provider', 'account_id', 'payouts_enabled', 'details_submitted', 'created_at', 'updated_at'],
    sellers.map((id) => [id, 'demo', `acct_${id}`, 1, 1, now, now]),
  );
  const cities = ['Austin', 'Dallas', 'Houston', 'Chicago', 'Denver'];
  await insertRows(
    client,
    'shops',
    [
      'id',
      'owner_user_id',
      'name',
      'slug',
      'description',
      'city',
      'time_zone',
      'shipping_cents',
      'shipping_days',
      'local_delivery_cents',
      'local_radius_miles',
      'local_lead_hours',
      'pickup',
      'created_at',
      'updated_at',
    ],
    sellers.map((id, n) => [`bench-shop-${n}`, id, `Party Shop ${n}`, `party-shop-${n}`, 'Everything for a party.', cities[n % cities.length], 'America/Chicago', 800, 4, 1200, 15, 24, 1, now, now]),
  );
  const products: unknown[][] = [];
  const variants: unknown[][] = [];
  for (let n = 0; n < MARKETPLACE_PRODUCTS; n += 1) {
    const id = `bench-product-${n}`;
    const title = `${pick(PRODUCT_ADJECTIVES)} ${pick(PRODUCT_NOUNS)}`.replace(/^./, (c) => c.toUpperCase());
    const count = 1 + Math.floor(random() * 3);
    const prices = Array.from({ length: count }, () => 300 + Math.floor(random() * 5000));
    products.push([
      id,
      `bench-shop-${n % MARKETPLACE_SHOPS}`,
      title,
      `A ${title.toLowerCase()} for a birthday party, in bright colors.`,
      pick(PRODUCT_CATEGORIES),
      'item',
      'active',
      Math.min(...prices),
      count > 1 ? '["Size"]' : '[]',
      '[]',
      now - n * 60_000,
      now - n * 60_000,
    ]);
    prices.forEach((price, position) => {
      const stock = Math.floor(random() * 20);
      // Products 1…MARKETPLACE_CART_PRODUCTS (shops 1…3; the product page's is shop 0's) are the add to
      // cart's: their first variant has room for every add of a run, each buyer's line growing by one.
      const forCart = n >= 1 && n <= MARKETPLACE_CART_PRODUCTS && position === 0;
      variants.push([`${id}-v${position}`, id, count > 1 ? JSON.stringify([`Size ${position + 1}`]) : '[]', price, forCart ? CART_STOCK : stock, position]);
    });
  }
  await insertRows(client, 'products', ['id', 'shop_id', 'title', 'description', 'category', 'kind', 'status', 'price_cents', 'option_names', 'image_urls', 'created_at', 'updated_at'], products);
  await insertRows(client, 'product_variants', ['id', 'product_id', 'option_values', 'price_cents', 'stock', 'position'], variants);
  const buyers = Array.from({ length: MARKETPLACE_BUYERS }, (_, n) => `bench-buyer-${n}`);
  await insertRows(
    client,
    'users',
    ['id', 'email', 'name', 'password_hash', 'role', 'created_at', 'updated_at'],
    buyers.map((id, n) => [id, `buyer-${n}@bench.cakeday.test`, `Buyer ${n}`, null, 'customer', now - 30 * DAY, now - 30 * DAY]),
  );
  const memberTokens = buyers.map(() => randomToken(32));
  const sessions: unknown[][] = [];
  for (const [n, token] of memberTokens.entries()) sessions.push([await hashToken(token), buyers[n], now, now + 30 * DAY]);
  await insertRows(client, 'sessions', ['token_hash', 'user_id', 'created_at', 'expires_at'], sessions);
  const variantIds = Array.from({ length: MARKETPLACE_CART_PRODUCTS }, (_, k) => `bench-product-${k + 1}-v0`);
  return { productId: 'bench-product-0', cart: { variantIds, memberTokens } };
}
