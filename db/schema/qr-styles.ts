import type { QrStyle } from '@shared/schemas/qr-style';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { companies } from './companies';
import { dynatags } from './dynatags';
import { profiles } from './profiles';

/**
 * The saved look of QR codes (issue 21): one row per company (the default of its colleagues and tags) or per
 * item (a profile, whose code is the card's; a dynatag). Exactly one owner column is set; the row goes with it.
 * A table of its own, so no hot table grows a column every read carries.
 */
export const qrStyles = sqliteTable('qr_styles', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  companyId: integer('company_id')
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  profileId: integer('profile_id')
    .unique()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  dynatagId: integer('dynatag_id')
    .unique()
    .references(() => dynatags.id, { onDelete: 'cascade' }),
  style: text('style', { mode: 'json' }).$type<QrStyle>().notNull(),
  updatedAt: integer('updated_at').notNull(),
});
