import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { embedTargetKinds } from '#core/embed/embed-keys.rules.ts';
import { widgetNames } from '#core/embed/embed-contract.ts';
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

/** What a key's stats count: widget loads, and what visitors did through it. */
export const embedStatMetrics = ['load', 'submission', 'add', 'booking', 'contribution'] as const;
export type EmbedStatMetric = (typeof embedStatMetrics)[number];

/**
 * Per-key counters by UTC day (`2026-11-25`), raised with one upsert per counted call, so the
 * "Embed" page can show loads, submissions, adds and bookings over time without a log table.
 */
export const embedKeyStats = sqliteTable(
  'embed_key_stats',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => embedKeys.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    metric: text('metric', { enum: embedStatMetrics }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.day, table.metric] })],
);

/**
 * Widget-scoped sign-ins: the popup sign-in on our origin hands the widget a short-lived token
 * (stored only as its hash) that works for one key's widget calls and nothing else, so a site
 * without third-party cookies can still act for the signed-in member.
 */
export const embedSessions = sqliteTable(
  'embed_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyId: text('key_id')
      .notNull()
      .references(() => embedKeys.id, { onDelete: 'cascade' }),
    /** The page origin the token was handed to; calls from another origin do not accept it. */
    origin: text('origin').notNull(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('embed_sessions_user_idx').on(table.userId), index('embed_sessions_expires_idx').on(table.expiresAt)],
);
