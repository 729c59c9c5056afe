import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** A person with an account, or an invited person who has not activated one yet (status 'invited'). */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    role: text('role', { enum: ['user', 'administrator'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'invited'] })
      .notNull()
      .default('active'),
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    description: text('description').notNull().default(''),
    passwordHash: text('password_hash'),
    isVerified: integer('is_verified', { mode: 'boolean' }).notNull().default(false),
    termsAcceptedAt: integer('terms_accepted_at'),
    /** Language for e-mails, taken from the request that created or last changed the account. */
    lang: text('lang', { enum: ['sv', 'en', 'fi'] })
      .notNull()
      .default('sv'),
    keepLoggedIn: integer('keep_logged_in', { mode: 'boolean' }).notNull().default(false),
    /** Storage key of the resized avatar, null for the default avatar. */
    avatarKey: text('avatar_key'),
    /** Storage key of the wide cover image shown on top of the card page, null without one. */
    coverKey: text('cover_key'),
    /** TOTP secret, encrypted with the server key (platform/crypto.ts). */
    otpSecret: text('otp_secret'),
    otpPendingSecret: text('otp_pending_secret'),
    otpEnabled: integer('otp_enabled', { mode: 'boolean' }).notNull().default(false),
    /** Last accepted TOTP time step, so a code is used only once. */
    otpLastStep: integer('otp_last_step').notNull().default(0),
    // Subscription fields (SPEC §3); entitlements are derived from these in one function.
    subscriptionPrivileges: integer('subscription_privileges', { mode: 'boolean' }).notNull().default(false),
    activeSubscription: text('active_subscription', { enum: ['daily', 'monthly', 'lifetime'] }),
    subscriptionProvider: text('subscription_provider'),
    subscriptionExpiresAt: integer('subscription_expires_at'),
    invitedByUserId: integer('invited_by_user_id'),
    /** Set by an administrator: the account cannot sign in and its sessions and API keys stop working. */
    disabledAt: integer('disabled_at'),
    lastLoginAt: integer('last_login_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    index('users_unverified').on(t.isVerified, t.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
