import type { CardLayout, FocalPoint, PortraitShape } from '@shared/schemas/card-look';
import type { LeadForm } from '@shared/schemas/lead-form';
import type { StoredVideo } from '@shared/types/video';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { memberships } from './companies';
import { users } from './users';

/**
 * A public face of a user (/p/{shortId}). A free user has one; a subscriber several, one of them active.
 * Empty name or description fall back to the user's own.
 */
export const profiles = sqliteTable(
  'profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The dashboard's name for this profile ("Work", "Board member"…); not shown to visitors. */
    label: text('label').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    description: text('description').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The page's layout (issue 32); null: the company's suggested one, else centred. A locked company layout wins. */
    layout: text('layout').$type<CardLayout>(),
    portraitShape: text('portrait_shape').$type<PortraitShape>().notNull().default('circle'),
    /** Focal points of the portrait and of the person's cover, in percent; null: the centre. */
    portraitFocus: text('portrait_focus', { mode: 'json' }).$type<FocalPoint>(),
    coverFocus: text('cover_focus', { mode: 'json' }).$type<FocalPoint>(),
    /** The one video shown below the header (issue 32), or null. */
    video: text('video', { mode: 'json' }).$type<StoredVideo>(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(false),
    views: integer('views').notNull().default(0),
    /** The owner's own questions and consent sentence for "exchange contact" (issue 32); null: none. */
    leadForm: text('lead_form', { mode: 'json' }).$type<LeadForm>(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('profiles_user').on(t.userId, t.isActive),
    // At most one active profile per user: the card link /p/{user shortId} opens exactly one.
    uniqueIndex('profiles_one_active').on(t.userId).where(sql`${t.isActive} = 1`),
  ],
);

/** Which company memberships a profile shows, in order. */
export const profileCompanies = sqliteTable(
  'profile_companies',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.membershipId] })],
);

/** Profiles a user saved ("save to my contacts"); at most 100 per user. */
export const contacts = sqliteTable(
  'contacts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('contacts_user_profile').on(t.userId, t.profileId)],
);

export type Profile = typeof profiles.$inferSelect;

/**
 * A person's own links on a profile (issue 32): a label, an http(s) address, at most one featured (shown as a
 * prominent button), in the owner's order. The page links to `/p/{profile shortId}/l/{id}`, which counts the
 * click (a view of target type `link`, this id) and answers 302 to `url`; a removed link's address is a 404.
 */
export const profileLinks = sqliteTable(
  'profile_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('profile_links_profile').on(t.profileId, t.position)],
);

export type ProfileLink = typeof profileLinks.$inferSelect;
