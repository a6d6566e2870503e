import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { events, guests } from './events.ts';

/**
 * One album per event (docs/decisions/037-event-albums.md): its settings, its shared
 * upload portal link, and the bytes it holds. Created with its defaults the first time anyone asks.
 */
export const albums = sqliteTable('albums', {
  eventId: text('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** `guests`: guests see approved items; `hosts_until_reveal`: guests see only their own until the reveal (core/domain/albums). */
  visibility: text('visibility', { enum: ['guests', 'hosts_until_reveal'] })
    .notNull()
    .default('guests'),
  revealAt: integer('reveal_at'),
  requireApproval: integer('require_approval', { mode: 'boolean' }).notNull().default(false),
  uploadsOpen: integer('uploads_open', { mode: 'boolean' }).notNull().default(true),
  /**
   * The shared upload portal's link: its token is derived from the server's secret, the event and
   * the version last issued (as guest links are), so the host can see it again. Replacing the link
   * issues the next version and the old token stops at once; turning it off clears the hash and
   * keeps the version, so a link once replaced or turned off never works again.
   */
  portalVersion: integer('portal_version').notNull().default(0),
  /** The current link's token hash; null while there is no link. */
  portalTokenHash: text('portal_token_hash').unique(),
  /** Bytes of the uploads kept (each item's uploaded size); with unexpired reservations it is what the quota counts. */
  storedBytes: integer('stored_bytes').notNull().default(0),
  /** Bumped in the same write as any change to the album's items or settings: the gallery's and slideshow's ETag. */
  version: integer('version').notNull().default(0),
  /** When the hosts were last told about new uploads (batched, at most every 30 minutes). */
  lastNoticeAt: integer('last_notice_at'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * Someone who came through the shared portal and gave a name: their phone keeps a random key
 * (only its hash is stored here), so it sees and deletes its own uploads and is never asked again.
 */
export const albumUploaders = sqliteTable(
  'album_uploaders',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('album_uploaders_event_idx').on(table.eventId, table.createdAt)],
);

/** A photo or video of an album, with who uploaded it and where its stored copies are. */
export const albumItems = sqliteTable(
  'album_items',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'video'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'hidden'] }).notNull(),
    /** Exactly one of the three uploaders: a portal device, a guest (personal link), a member (a host or a linked guest). */
    uploaderId: text('uploader_id').references(() => albumUploaders.id, { onDelete: 'set null' }),
    guestId: text('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown on the item, kept as it was when uploaded. */
    uploaderName: text('uploader_name').notNull(),
    /** The original as uploaded (location removed), its file name for downloads, type and size. */
    originalKey: text('original_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** The display size and thumbnail (photos), the poster frame (videos). */
    displayKey: text('display_key'),
    thumbKey: text('thumb_key'),
    posterKey: text('poster_key'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    createdAt: integer('created_at').notNull(),
    reviewedAt: integer('reviewed_at'),
    /** How many people reported it to the hosts (album_item_reports). */
    reportCount: integer('report_count').notNull().default(0),
  },
  (table) => [
    index('album_items_event_idx').on(table.eventId, table.status, table.createdAt),
    index('album_items_uploader_idx').on(table.uploaderId),
    index('album_items_guest_idx').on(table.guestId),
  ],
);

/**
 * Room taken in the album's quota by an upload in progress, from its creation (a conditional
 * INSERT, so parallel uploads cannot overshoot) until it completes (the row goes, the bytes move to
 * albums.stored_bytes) or its day ends (expired rows no longer count and are swept). The id is the
 * resumable upload's owner key; the row says who is uploading, which every later request must match.
 */
export const albumReservations = sqliteTable(
  'album_reservations',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    kind: text('kind', { enum: ['photo', 'video'] }).notNull(),
    uploaderId: text('uploader_id').references(() => albumUploaders.id, { onDelete: 'cascade' }),
    guestId: text('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    uploaderName: text('uploader_name').notNull(),
    /** Hosts' uploads skip the approval queue. */
    byHost: integer('by_host', { mode: 'boolean' }).notNull(),
    originalName: text('original_name').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('album_reservations_event_idx').on(table.eventId, table.expiresAt)],
);

/** One report per person per item ("reporterKey" names the guest, uploader or member, hashed). */
export const albumItemReports = sqliteTable(
  'album_item_reports',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => albumItems.id, { onDelete: 'cascade' }),
    reporterKey: text('reporter_key').notNull(),
    reporterName: text('reporter_name').notNull(),
    reason: text('reason').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.reporterKey] })],
);
