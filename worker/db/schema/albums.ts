import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { events, guests } from './events.ts';

/**
 * One album per event (issue 15, docs/decisions/037-event-albums.md): its settings, its shared
 * upload portal link, and the bytes it holds. Created with its defaults the first time anyone asks.
 */
export const albums = sqliteTable('albums', {
  eventId: text('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** `guests`: guests see approved items; `hosts_until_reveal`: guests see only their own until the reveal (core/domain/albums). */
  visibility: text('visibility', { enum: ['guests', 'hosts_until_reveal'] }).notNull().default('guests'),
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
  /** Originals stored, in bytes, and bytes reserved by uploads in progress (the quota counts both). */
  storedBytes: integer('stored_bytes').notNull().default(0),
  reservedBytes: integer('reserved_bytes').notNull().default(0),
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
  },
  (table) => [
    index('album_items_event_idx').on(table.eventId, table.status, table.createdAt),
    index('album_items_uploader_idx').on(table.uploaderId),
    index('album_items_guest_idx').on(table.guestId),
  ],
);
