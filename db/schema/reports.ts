import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A report mail someone opted in to (issue 22): their own (`companyId` null: their profiles' views and leads) or a
 * company's (its dynatags and cards; owners only), weekly or monthly. No row = off. `lastSentPeriod` is the period
 * last mailed (`week:YYYY-MM-DD` of its Monday, `month:YYYY-MM`); the sender claims a period by a conditional
 * UPDATE of it, so two instances mail each period once. The one-click unsubscribe link is signed, not stored
 * (docs/decisions.md "Report mails").
 */
export const reportSubscriptions = sqliteTable(
  'report_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    cadence: text('cadence', { enum: ['weekly', 'monthly'] }).notNull(),
    lastSentPeriod: text('last_sent_period'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    // One personal report and one per company for each person (NULLs are distinct in a plain unique index).
    uniqueIndex('report_subscriptions_personal').on(t.userId).where(sql`${t.companyId} is null`),
    uniqueIndex('report_subscriptions_company')
      .on(t.companyId, t.userId)
      .where(sql`${t.companyId} is not null`),
  ],
);

export type ReportSubscription = typeof reportSubscriptions.$inferSelect;
