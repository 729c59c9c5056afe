import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * A Wallet pass somebody added: its serial (`p.{shortId}` for a profile or card link, `c.{cardId}` for a metal
 * card), what it showed (a fingerprint of the pass's fields) and when that last changed (Apple's "updated since").
 */
export const walletPasses = sqliteTable('wallet_passes', {
  serial: text('serial').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  changedAt: integer('changed_at').notNull(),
});

/**
 * A device that holds a pass (Apple's web service), with the token APNs pushes to, and when the device last
 * called us about it (registered, or asked what changed): a full pass drops its longest-unseen
 * devices first, and the retention job those unseen for a year (wallet/registrations.ts).
 */
export const walletRegistrations = sqliteTable(
  'wallet_registrations',
  {
    deviceId: text('device_id').notNull(),
    serial: text('serial').notNull(),
    pushToken: text('push_token').notNull(),
    createdAt: integer('created_at').notNull(),
    seenAt: integer('seen_at').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.serial] }),
    index('wallet_registrations_serial_seen').on(t.serial, t.seenAt),
    index('wallet_registrations_seen').on(t.seenAt),
  ],
);

/**
 * A Google update's state: the object is as the card (`current`), an update waits for its burst of edits to end
 * or for its next try (`queued`), is being sent (`sending`, until `claimedUntil`), or Google refused it (`failed`,
 * until the card changes again).
 */
export const GOOGLE_OBJECT_STATES = ['current', 'queued', 'sending', 'failed'] as const;
export type GoogleObjectState = (typeof GOOGLE_OBJECT_STATES)[number];

/**
 * A Google Wallet pass object that may exist: a save link was handed out for the serial (Google creates the object
 * when someone saves it), and the updates queue of its changes (wallet/google-updates.ts). `sentFingerprint` is
 * what Google holds as far as we know (the link's content, then each update's); `wantedFingerprint` is what the
 * card showed when its changes were last looked at.
 */
export const googleWalletObjects = sqliteTable(
  'google_wallet_objects',
  {
    serial: text('serial').primaryKey(),
    sentFingerprint: text('sent_fingerprint').notNull(),
    wantedFingerprint: text('wanted_fingerprint').notNull(),
    state: text('state', { enum: GOOGLE_OBJECT_STATES }).notNull().default('current'),
    /** When the first change of the waiting update was seen: the burst it collects ends by QUEUE_MAX_WAIT_MS after. */
    queuedAt: integer('queued_at'),
    dueAt: integer('due_at').notNull().default(0),
    claimedUntil: integer('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    /** The last call's outcome: Google's HTTP status (null: no answer) and, when it failed, why. */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastAttemptAt: integer('last_attempt_at'),
    /** When Google last took an update: the object exists, someone saved the pass. */
    updatedAt: integer('updated_at'),
    issuedAt: integer('issued_at').notNull(),
  },
  (t) => [index('google_wallet_objects_due').on(t.state, t.dueAt)],
);
export type GoogleWalletObject = typeof googleWalletObjects.$inferSelect;
