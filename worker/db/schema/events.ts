import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/** Times are UTC milliseconds; `time_zone` is the IANA zone the host planned in. */
export const events = sqliteTable(
  'events',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    hostId: text('host_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    celebrantName: text('celebrant_name'),
    celebrantAge: integer('celebrant_age'),
    timeZone: text('time_zone').notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    location: text('location'),
    /** A venue from the marketplace, once the venue issue lets hosts pick one. */
    venueId: text('venue_id'),
    coverImageUrl: text('cover_image_url'),
    description: text('description'),
    dressCode: text('dress_code'),
    rsvpDeadline: integer('rsvp_deadline'),
    plusOnesAllowed: integer('plus_ones_allowed').notNull().default(0),
    capacity: integer('capacity'),
    guestListVisibility: text('guest_list_visibility', { enum: ['everyone', 'counts'] })
      .notNull()
      .default('everyone'),
    inviteOnly: integer('invite_only', { mode: 'boolean' }).notNull().default(false),
    remindersEnabled: integer('reminders_enabled', { mode: 'boolean' }).notNull().default(true),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    cancelledAt: integer('cancelled_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /**
     * Bumped by triggers on every write to the event's guests and to the SMS opt-outs of their
     * phones (migration 0016), never by the app: the host's guest list pages are kept under it
     * (decision 035), so a kept page is never served after anything it shows changed.
     */
    guestListVersion: integer('guest_list_version').notNull().default(0),
    /**
     * Bumped by triggers (migration 0020), never by the app, on every change to the event's own
     * row (except these version columns), its co-hosts, and its host's and co-hosts' names: with
     * `guest_list_version` it names everything a guest's public page shows, which is kept under
     * them (decision 035, addendum).
     */
    detailsVersion: integer('details_version').notNull().default(0),
    /** Bumped by triggers (migration 0020) on every write to the event's wishlist tables: a guest's gift page is kept under it (decision 035, addendum). */
    wishlistVersion: integer('wishlist_version').notNull().default(0),
  },
  (table) => [index('events_host_idx').on(table.hostId, table.startsAt), index('events_starts_idx').on(table.startsAt)],
);

/**
 * Co-hosts manage the event like the host (but cannot delete it or hand it over). An invitation
 * is pending (`user_id` null) until the invited member accepts it through the emailed link.
 */
export const eventCohosts = sqliteTable(
  'event_cohosts',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    inviteTokenHash: text('invite_token_hash').unique(),
    invitedAt: integer('invited_at').notNull(),
    acceptedAt: integer('accepted_at'),
  },
  (table) => [uniqueIndex('event_cohosts_event_email_idx').on(table.eventId, table.email), index('event_cohosts_user_idx').on(table.userId)],
);

/**
 * A guest of one event. The personal guest link's token is derived (HMAC of the guest id and
 * `link_version` under a server secret) and only its SHA-256 is stored, for lookup; see
 * docs/decisions/008-guest-links.md.
 */
export const guests = sqliteTable(
  'guests',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    plusOnesAllowed: integer('plus_ones_allowed').notNull().default(0),
    rsvpStatus: text('rsvp_status', { enum: ['pending', 'going', 'maybe', 'declined', 'waitlisted'] })
      .notNull()
      .default('pending'),
    partySize: integer('party_size').notNull().default(1),
    plusOneNames: text('plus_one_names', { mode: 'json' }).$type<string[]>().notNull().default([]),
    dietaryNote: text('dietary_note'),
    message: text('message'),
    respondedAt: integer('responded_at'),
    waitlistedAt: integer('waitlisted_at'),
    invitedAt: integer('invited_at'),
    linkTokenHash: text('link_token_hash').notNull().unique(),
    linkVersion: integer('link_version').notNull().default(1),
    /** A member who opened the link while signed in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['host', 'import', 'open_rsvp'] })
      .notNull()
      .default('host'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [
    index('guests_event_idx').on(table.eventId, table.createdAt),
    index('guests_event_email_idx').on(table.eventId, table.email),
    index('guests_event_phone_idx').on(table.eventId, table.phone),
    index('guests_user_idx').on(table.userId),
    // An SMS opt-out finds the events whose guest list shows that phone (the guest list version trigger).
    index('guests_phone_idx').on(table.phone),
    // Counts, headcount and the going list of an event straight from the index (public page, dashboard, capacity).
    index('guests_event_status_idx').on(table.eventId, table.rsvpStatus, table.partySize),
  ],
);

/** The event's activity feed and comment wall, newest first. Comments can be removed by a host. */
/**
 * How many guests of an event hold each answer, and their seats (party sizes): kept by triggers on
 * `guests` (migration 0014), so the public page and the dashboard read a handful of rows instead of
 * counting every guest of a large event on every view. Only the triggers write it.
 */
export const eventGuestCounts = sqliteTable(
  'event_guest_counts',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    rsvpStatus: text('rsvp_status', { enum: ['pending', 'going', 'maybe', 'declined', 'waitlisted'] }).notNull(),
    guests: integer('guests').notNull(),
    seats: integer('seats').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.rsvpStatus] })],
);

export const eventActivity = sqliteTable(
  'event_activity',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['comment', 'rsvp', 'guest_added', 'event_updated', 'event_cancelled', 'invitations_sent', 'gift_bought'] }).notNull(),
    guestId: text('guest_id'),
    userId: text('user_id'),
    actorName: text('actor_name').notNull(),
    body: text('body'),
    /** Extra facts (for example the RSVP answer) as JSON. */
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    removedAt: integer('removed_at'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('event_activity_event_idx').on(table.eventId, table.createdAt)],
);
