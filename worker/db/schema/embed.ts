import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { embedTargetKinds } from '../../../core/embed/embed-keys.rules.ts';
import { widgetNames } from '../../../core/embed/embed-contract.ts';
import { users } from './accounts.ts';

/**
 * Publishable embed keys (decision 027): which widget may be shown for which target (an event
 * today; a pot, venue or seller later) from which page origins. The id is the key itself,
 * `ck_pub_…`: not a secret, it sits in the host page's HTML; the origins are what protects it.
 */
export const embedKeys = sqliteTable(
  'embed_keys',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    widget: text('widget', { enum: widgetNames }).notNull(),
    targetKind: text('target_kind', { enum: embedTargetKinds }).notNull(),
    targetId: text('target_id').notNull(),
    label: text('label'),
    /** Exact origins (`https://example.com`, `https://shop.example:8443`), lower-case, no path. */
    allowedOrigins: text('allowed_origins', { mode: 'json' }).$type<string[]>().notNull(),
    createdAt: integer('created_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (table) => [index('embed_keys_owner_idx').on(table.ownerId, table.createdAt), index('embed_keys_target_idx').on(table.targetKind, table.targetId)],
);
