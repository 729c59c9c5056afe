import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { SplitArm, TagRule, TagVariant } from '@shared/schemas/tag-rules';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A folder of a company's dynatag tree (SPEC §2): at most 100 per company, 5 deep (LIMITS.folders,
 * LIMITS.folderDepth). Deleting a folder moves its tags and sub-folders to its parent (the service does it
 * before the row goes, so `set null` here only guards against a forgotten path).
 */
export const dynatagFolders = sqliteTable(
  'dynatag_folders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('dynatag_folders_company').on(t.companyId, t.parentId)],
);

/** The passcode's timer: the passcode is asked for (lock) or not asked for (unlock) until `endsAt`. */
export type PasscodeTimer = { mode: 'lock' | 'unlock'; hours: number; endsAt: number };

/**
 * A dynatag: a QR-code microsite of ordered modules (SPEC §3). `version` grows by one with every save; the
 * state before each save is kept in dynatag_versions, and an update based on an older version is refused.
 */
export const dynatags = sqliteTable(
  'dynatags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The public id: /d/{shortId} and api/v1/dynatags/{shortId}. */
    shortId: text('short_id').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => dynatagFolders.id, { onDelete: 'set null' }),
    /** The owners' name for it; never shown on the tag. */
    name: text('name').notNull(),
    /** The title visitors see. */
    label: text('label').notNull().default(''),
    /** Empty: no passcode. Kept readable for the owners, who print it beside the code (docs/decisions.md). */
    passcode: text('passcode').notNull().default(''),
    passcodeTimer: text('passcode_timer', { mode: 'json' }).$type<PasscodeTimer | null>(),
    geoLat: real('geo_lat'),
    geoLng: real('geo_lng'),
    /** Metres from (geoLat, geoLng) within which the tag opens; null: no geolock. */
    geoDistance: integer('geo_distance'),
    redirectUrl: text('redirect_url').notNull().default(''),
    showCompanyLogo: integer('show_company_logo', { mode: 'boolean' }).notNull().default(false),
    /** Visitors' phones may keep the page and its files for use offline; never with a passcode or a geolock. */
    availableOffline: integer('available_offline', { mode: 'boolean' }).notNull().default(false),
    modules: text('modules', { mode: 'json' }).$type<DynatagModule[]>().notNull().default([]),
    /** Other versions of the modules (issue 34), shown when a rule or a split test picks them. */
    variants: text('variants', { mode: 'json' }).$type<TagVariant[]>().notNull().default([]),
    /** In order: the first whose conditions all hold decides the visitor's variant or redirect. */
    rules: text('rules', { mode: 'json' }).$type<TagRule[]>().notNull().default([]),
    /** The zone the rules' days, times and dates are in. */
    rulesTimeZone: text('rules_time_zone').notNull().default('Europe/Stockholm'),
    version: integer('version').notNull().default(1),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('dynatags_company').on(t.companyId, t.folderId)],
);

/** What a save changes, as it was before the save: enough to restore it (a restore is a new save). */
export type DynatagSnapshot = {
  name: string;
  label: string;
  passcode: string;
  passcodeTimer: PasscodeTimer | null;
  geolock: { lat: number; lng: number; distance: number } | null;
  redirectUrl: string;
  showCompanyLogo: boolean;
  modules: DynatagModule[];
  /** Absent in versions saved before issue 34: none. */
  variants?: TagVariant[];
  rules?: TagRule[];
  rulesTimeZone?: string;
};

/** Earlier versions of a dynatag, newest last; pruned to the newest LIMITS.dynatagVersions. */
export const dynatagVersions = sqliteTable(
  'dynatag_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dynatagId: integer('dynatag_id')
      .notNull()
      .references(() => dynatags.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: text('snapshot', { mode: 'json' }).$type<DynatagSnapshot>().notNull(),
    savedByUserId: integer('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    savedAt: integer('saved_at').notNull(),
  },
  (t) => [uniqueIndex('dynatag_versions_tag_version').on(t.dynatagId, t.version)],
);

/**
 * A change of a dynatag that goes live at a chosen time (issue 23: "the fair opens at 09:00"): the whole state to
 * publish, made from the owner's edit when it was scheduled. One per tag; a new schedule replaces it, cancelling
 * deletes it, going live saves it as the tag's next version and deletes it. `claimedUntil`: an instance is
 * publishing it (another takes it over after that time, should the first have stopped).
 */
export const dynatagSchedules = sqliteTable(
  'dynatag_schedules',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dynatagId: integer('dynatag_id')
      .notNull()
      .unique()
      .references(() => dynatags.id, { onDelete: 'cascade' }),
    snapshot: text('snapshot', { mode: 'json' }).$type<DynatagSnapshot>().notNull(),
    publishAt: integer('publish_at').notNull(),
    claimedUntil: integer('claimed_until'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('dynatag_schedules_due').on(t.publishAt)],
);

/**
 * A split test of a tag (issue 34): the visitors the rules leave are shared between its arms; one runs at a time
 * per tag (`endedAt` null), ended ones stay for their statistics. `kept`: the arm made the tag's own at the end.
 */
export const dynatagSplits = sqliteTable(
  'dynatag_splits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    dynatagId: integer('dynatag_id')
      .notNull()
      .references(() => dynatags.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    arms: text('arms', { mode: 'json' }).$type<SplitArm[]>().notNull(),
    startedAt: integer('started_at').notNull(),
    endedAt: integer('ended_at'),
    kept: text('kept'),
    startedByUserId: integer('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('dynatag_splits_tag').on(t.dynatagId, t.endedAt)],
);

/**
 * What a tag's views and clicks are counted on per version shown (issue 34): one row per tag and variant key
 * ('' the tag's own content), made when first needed. Views of a variant are counted as target type `variant`
 * and clicks in a tag as target type `tagClick`, both with this id, beside the tag's own view.
 */
export const dynatagArms = sqliteTable(
  'dynatag_arms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dynatagId: integer('dynatag_id')
      .notNull()
      .references(() => dynatags.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('dynatag_arms_tag_variant').on(t.dynatagId, t.variant)],
);

export type Dynatag = typeof dynatags.$inferSelect;
export type DynatagSplit = typeof dynatagSplits.$inferSelect;
export type DynatagArm = typeof dynatagArms.$inferSelect;
export type DynatagFolder = typeof dynatagFolders.$inferSelect;
