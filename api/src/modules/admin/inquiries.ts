// The Inquiries tab of the Administrator page: messages from the contact form, open ones first, marked answered.
import { inquiries } from '@db/schema';
import type { InquiryRow } from '@shared/types/billing';
import { asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { ADMIN_LIST_CAP, type AdminInquiriesQuery } from './request-schemas';

type Inquiry = typeof inquiries.$inferSelect;

const inquiryRow = (row: Inquiry): InquiryRow => ({
  id: row.shortId,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  lang: row.lang,
  createdAt: row.createdAt,
  handledAt: row.handledAt,
});

/** GET admin/inquiries: open ones first, then newest first; at most ADMIN_LIST_CAP. */
export async function listInquiries(deps: Deps, query: typeof AdminInquiriesQuery.static) {
  const rows = await deps.db
    .select()
    .from(inquiries)
    .where(
      query.handled === undefined
        ? undefined
        : query.handled
          ? isNotNull(inquiries.handledAt)
          : isNull(inquiries.handledAt),
    )
    .orderBy(asc(sql`${inquiries.handledAt} is not null`), desc(inquiries.createdAt), desc(inquiries.id))
    .limit(ADMIN_LIST_CAP);
  return rows.map(inquiryRow);
}

/** PATCH admin/inquiries/{id}: answered (keeps the first time it was marked) or open again. */
export async function updateInquiry(deps: Deps, id: string, handled: boolean) {
  const [found] = await deps.db.select().from(inquiries).where(eq(inquiries.shortId, id));
  if (!found) throw new AppError('NOT_FOUND', 'inquiryNotFound');
  const handledAt = handled ? (found.handledAt ?? deps.clock.now()) : null;
  const [row] = await deps.db
    .update(inquiries)
    .set({ handledAt })
    .where(eq(inquiries.id, found.id))
    .returning();
  return inquiryRow(row);
}
