import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';
import { dynatags } from './dynatags';
import { users } from './users';

/** A row of a bulk job's spreadsheet: its cells by column (header, lower-case). */
export type BulkRowCells = Record<string, string>;

/**
 * Dynatags from a spreadsheet (issue 23): one job creates up to 500 tags from a template tag, one row at a time.
 * Kept here, not in memory, so a restart loses nothing: `done` rows are finished (a row's tag, its item and the
 * new `done` commit in one transaction, so a resumed job never makes a row's tag twice). `claimedUntil`: an
 * instance runs it; another takes it over after that time, should the first have stopped.
 */
export const dynatagBulkJobs = sqliteTable(
  'dynatag_bulk_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => dynatags.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language of the failure reasons and the print sheet: the owner's when the job started. */
    lang: text('lang', { enum: ['sv', 'en', 'fi'] }).notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    rows: text('rows', { mode: 'json' }).$type<BulkRowCells[]>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** The monthly price the owner accepted for all the rows; a row that would cost more fails. */
    acceptedMonthly: integer('accepted_monthly'),
    claimedUntil: integer('claimed_until'),
    createdAt: integer('created_at').notNull(),
    finishedAt: integer('finished_at'),
  },
  (t) => [index('dynatag_bulk_jobs_company').on(t.companyId), index('dynatag_bulk_jobs_status').on(t.status)],
);

/** What became of each finished row: its new tag, or why it failed (a message key and its params). */
export const dynatagBulkItems = sqliteTable(
  'dynatag_bulk_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => dynatagBulkJobs.id, { onDelete: 'cascade' }),
    /** The row's number in the spreadsheet's data, from 1. */
    row: integer('row').notNull(),
    dynatagId: integer('dynatag_id').references(() => dynatags.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    errorKey: text('error_key'),
    errorParams: text('error_params', { mode: 'json' }).$type<Record<string, string | number>>(),
    errorField: text('error_field'),
  },
  (t) => [uniqueIndex('dynatag_bulk_items_row').on(t.jobId, t.row)],
);

export type DynatagBulkJob = typeof dynatagBulkJobs.$inferSelect;
