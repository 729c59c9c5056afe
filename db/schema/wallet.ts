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
