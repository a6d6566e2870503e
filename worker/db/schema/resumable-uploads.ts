import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One stored part of a resumable upload: its number in the part store and what the store answered for it. */
export interface ResumableUploadPart {
  /** The store's part number (R2 multipart: 1–10000). Increasing with the bytes' order, not necessarily consecutive. */
  number: number;
  /** R2's ETag of the part (needed to complete the multipart upload); the disk store's own tag. */
  etag: string;
  size: number;
}

/**
 * Uploads in progress through the tus protocol (worker/services/resumable-uploads). The offset
 * lives here, not in a process, so any Node process or Workers isolate can take the next PATCH;
 * every append is a compare-and-set on `upload_offset`. See docs/decisions/036-resumable-uploads.md.
 */
export const resumableUploads = sqliteTable(
  'resumable_uploads',
  {
    /** SHA-256 hex of the upload URL's random token: the token itself is never stored. */
    id: text('id').primaryKey(),
    /** Who may continue it, as the mounting feature names them (a member id, a guest token's id…). */
    ownerKey: text('owner_key').notNull(),
    /** `receiving` while parts arrive, `completing` while the store assembles them, `complete` once the blob exists. */
    state: text('state', { enum: ['receiving', 'completing', 'complete'] }).notNull(),
    length: integer('length').notNull(),
    uploadOffset: integer('upload_offset').notNull(),
    partSize: integer('part_size').notNull(),
    parts: text('parts', { mode: 'json' }).$type<ResumableUploadPart[]>().notNull(),
    /** The last part number handed out: each attempt at a part gets a new one, so two writers never share one. */
    lastPartNumber: integer('last_part_number').notNull(),
    /** Where the finished file goes in the blob store. */
    blobKey: text('blob_key').notNull(),
    contentType: text('content_type').notNull(),
    /** The part store's handle: the R2 multipart upload id, or the disk store's folder name. */
    storeUploadId: text('store_upload_id').notNull(),
    /** Upload-Metadata as sent (keys to UTF-8 values), for the mounting feature. */
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    completedAt: integer('completed_at'),
  },
  (table) => [index('resumable_uploads_expires_idx').on(table.expiresAt)],
);
