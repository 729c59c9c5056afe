// The audit log of a company's cards and orders (issue 10): who changed what, when, kept for the owners to read.
import { auditLog, type User } from '@db/schema';
import type { AuditEntry } from '@shared/types/orders';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';

export type AuditRecord = {
  companyId: number | null;
  actor: Pick<User, 'id' | 'fullName'> | null;
  entity: AuditEntry['entity'];
  entityId: string;
  action: string;
  details: AuditEntry['details'];
  at: number;
};

/** The insert of one audit entry, to run in the same batch or transaction as the change it records. */
export const auditInsert = (db: Deps['db'], record: AuditRecord) =>
  db.insert(auditLog).values({
    companyId: record.companyId,
    actorUserId: record.actor?.id ?? null,
    actorName: record.actor?.fullName ?? '',
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    details: record.details,
    at: record.at,
  });

/** Entries per page at most. */
export const AUDIT_PAGE_LIMIT = 200;

/** GET api/v1/cards/companies/{companyId}/audit: the company's entries, newest first, a page at a time. */
export async function listAudit(
  deps: Deps,
  companyId: number,
  page: { limit?: number; offset?: number } = {},
): Promise<AuditEntry[]> {
  const rows = await deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.companyId, companyId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(Math.min(page.limit ?? 50, AUDIT_PAGE_LIMIT))
    .offset(page.offset ?? 0);
  return rows.map((row) => ({
    at: row.at,
    actor: row.actorName,
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    details: row.details,
  }));
}
