import type { CompanyDesign } from '@shared/schemas/company-design';
import type { LeadForm } from '@shared/schemas/lead-form';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/** A link shown as a button: text, URL and background colour (custom links are for subscribers). */
export type LinkItem = { text: string; url: string; color?: string };
/** Social profiles by network name (linkedin, instagram, facebook, x, youtube, tiktok, github, …) → URL. */
export type SocialLinks = Record<string, string>;

export const companies = sqliteTable(
  'companies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    name: text('name').notNull(),
    websiteUrl: text('website_url').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    color: text('color').notNull().default('#262626'),
    useColorInProfiles: integer('use_color_in_profiles', { mode: 'boolean' }).notNull().default(false),
    street: text('street').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    city: text('city').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Storage key of the resized logo, null without a logo. */
    logoKey: text('logo_key'),
    /** Storage key of the wide cover image its people's card pages show, null without one. */
    coverKey: text('cover_key'),
    socialLinks: text('social_links', { mode: 'json' }).$type<SocialLinks>().notNull().default({}),
    customLinks: text('custom_links', { mode: 'json' }).$type<LinkItem[]>().notNull().default([]),
    /** The published card design its pages show (issue 23); null: the plain look with `color`. */
    design: text('design', { mode: 'json' }).$type<CompanyDesign>(),
    /** The owners' unpublished edit of the design, previewed before it is published; null without one. */
    designDraft: text('design_draft', { mode: 'json' }).$type<CompanyDesign>(),
    /** The lead form of all its colleagues' cards (issue 32): its questions win over a person's own; null: none. */
    leadForm: text('lead_form', { mode: 'json' }).$type<LeadForm>(),
    /**
     * How long the company keeps its leads and the details of its tags' and cards' views, in months (issue 33,
     * `data-protection/retention.ts`); null: until deleted. Older ones go in the nightly job; the counts stay.
     */
    leadRetentionMonths: integer('lead_retention_months'),
    viewRetentionMonths: integer('view_retention_months'),
    // Billing info (SPEC §3); a company needs it before it can pay for anything.
    billingOrgNumber: text('billing_org_number').notNull().default(''),
    billingEmail: text('billing_email').notNull().default(''),
    billingMarking: text('billing_marking').notNull().default(''),
    billingStreet: text('billing_street').notNull().default(''),
    billingZipcode: text('billing_zipcode').notNull().default(''),
    billingCity: text('billing_city').notNull().default(''),
    billingCountry: text('billing_country').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('companies_created_by').on(t.createdByUserId)],
);

/**
 * A person in a company: invited, colleague or owner (SPEC §4), with the colleague profile of that company
 * and its visibility flags. Leaving or removal deletes the row with its files.
 */
export const memberships = sqliteTable(
  'memberships',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shortId: text('short_id').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['invited', 'colleague', 'owner'] }).notNull(),
    jobTitle: text('job_title').notNull().default(''),
    jobRole: text('job_role').notNull().default(''),
    workPhone: text('work_phone').notNull().default(''),
    workEmail: text('work_email').notNull().default(''),
    about: text('about').notNull().default(''),
    socialLinks: text('social_links', { mode: 'json' }).$type<SocialLinks>().notNull().default({}),
    customLinks: text('custom_links', { mode: 'json' }).$type<LinkItem[]>().notNull().default([]),
    hidePersonal: integer('hide_personal', { mode: 'boolean' }).notNull().default(false),
    hideAvatar: integer('hide_avatar', { mode: 'boolean' }).notNull().default(false),
    hideCompany: integer('hide_company', { mode: 'boolean' }).notNull().default(false),
    hideFromSearch: integer('hide_from_search', { mode: 'boolean' }).notNull().default(false),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: integer('invited_at').notNull(),
    joinedAt: integer('joined_at'),
    /** An invitation of a spreadsheet import whose mail is still to go: the invitation sender sends them in batches. */
    inviteMailPending: integer('invite_mail_pending', { mode: 'boolean' }).notNull().default(false),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('memberships_company_user').on(t.companyId, t.userId),
    index('memberships_user').on(t.userId, t.state),
    index('memberships_invite_mail').on(t.inviteMailPending),
  ],
);

export type Company = typeof companies.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
