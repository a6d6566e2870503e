import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Times are stored as integer milliseconds since the epoch (UTC) throughout the schema. */
export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** Null for accounts created through an external provider that never set a password. */
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['customer', 'admin'] })
    .notNull()
    .default('customer'),
  birthdayMonth: integer('birthday_month'),
  showOnBirthdayBoard: integer('show_on_birthday_board', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** Only the SHA-256 of a session token is kept: a leaked table cannot be replayed. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/** Failed sign-in counters per account (`email:…`) and per client address (`ip:…`). */
export const loginThrottles = sqliteTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: integer('last_failure_at').notNull(),
  blockedUntil: integer('blocked_until').notNull().default(0),
});

/** Accounts linked to an external OpenID Connect provider, by the provider's stable subject. */
export const externalIdentities = sqliteTable(
  'external_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.subject] }), index('external_identities_user_idx').on(table.userId)],
);

/** Pending OpenID Connect sign-ins: the PKCE verifier and nonce wait here for the callback. */
export const oidcLoginStates = sqliteTable('oidc_login_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull().default('/dashboard'),
  expiresAt: integer('expires_at').notNull(),
});
