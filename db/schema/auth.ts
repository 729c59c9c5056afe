import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/** A login: one refresh-token family. Revoking it ends every token of the family. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keepLoggedIn: integer('keep_logged_in', { mode: 'boolean' }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    revokedReason: text('revoked_reason', {
      enum: ['logout', 'reuse', 'password', 'deleted', 'admin', 'sso'],
    }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once and replaced. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

/** One-time tokens sent by mail: email verification, password reset, change of email, activation. */
export const userTokens = sqliteTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'email', 'activation'] }).notNull(),
    newEmail: text('new_email'),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('user_tokens_user').on(t.userId, t.purpose)],
);

/** Personal API keys for the headless API (`Authorization: Bearer dc_…`), stored hashed. */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** The first characters of the key, shown in the list so the user can tell keys apart. */
    prefix: text('prefix').notNull(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
  },
  (t) => [index('api_keys_user').on(t.userId)],
);
