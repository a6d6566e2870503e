import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/** Where each stored size of an upload is (a blob key) and how large it is. */
export type UploadVariants = Record<string, { key: string; width: number; height: number; bytes: number }>;

/**
 * Files members uploaded (photos so far), with who uploaded them: a feature may attach an upload
 * to a venue or an event only when the member attaching it is its owner (worker/db/uploads.repo.ts).
 * The bytes live in the blob store (worker/services/blob-store) under the variants' keys.
 */
export const uploads = sqliteTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image'] }).notNull(),
    /** What the uploaded bytes were (jpeg, png, webp, heic); the stored sizes are always WebP. */
    sourceType: text('source_type').notNull(),
    sourceBytes: integer('source_bytes').notNull(),
    /** The largest stored size, upright. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: text('variants', { mode: 'json' }).$type<UploadVariants>().notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId, table.createdAt)],
);
