// Reading the company's audit log: newest first, filtered by who, what and when, a page at a time or as CSV.
import { auditLog } from '@db/schema';
import type { AccessKind, AuditEntity, AuditEntry } from '@shared/types/audit';
import { and, count, desc, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import { csvResponse } from '../../platform/csv';
import type { Deps } from '../../platform/deps';

export type AuditFilters = {
  actor?: string;
  /** One of AUDIT_ENTITIES (the query's pattern holds it). */
  entity?: string;
  entities?: AuditEntity[];
  /** One of ACCESS_KINDS. */
  via?: string;
  from?: number;
  to?: number;
};

/** Entries per page at most. */
export const AUDIT_PAGE_LIMIT = 200;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(companyId: number, filters: AuditFilters): SQL | undefined {
  const actor = filters.actor?.trim();
  return and(
    eq(auditLog.companyId, companyId),
    actor ? like(auditLog.actorName, `%${escapeLike(actor)}%`) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity as AuditEntity) : undefined,
    filters.entities ? inArray(auditLog.entity, filters.entities) : undefined,
    filters.via ? eq(auditLog.via, filters.via as AccessKind) : undefined,
    filters.from !== undefined ? gte(auditLog.at, filters.from) : undefined,
    filters.to !== undefined ? lt(auditLog.at, filters.to) : undefined,
  );
}

const entryOf = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  at: row.at,
  actor: row.actorName,
  via: row.via,
  entity: row.entity,
  entityId: row.entityId,
  action: row.action,
  details: row.details,
});

async function readPage(deps: Deps, companyId: number, filters: AuditFilters, limit: number, offset: number) {
  const rows = await deps.db
    .select()
    .from(auditLog)
    .where(where(companyId, filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(entryOf);
}

/** The company's entries, newest first, a page at a time (the cards' fleet reads its own entities this way). */
export const listAuditEntries = (
  deps: Deps,
  companyId: number,
  query: AuditFilters & { limit?: number; offset?: number } = {},
) => readPage(deps, companyId, query, Math.min(query.limit ?? 50, AUDIT_PAGE_LIMIT), query.offset ?? 0);

/** GET api/v1/audit/companies/{companyId}: a page and how many entries match. */
export async function listAudit(
  deps: Deps,
  companyId: number,
  query: AuditFilters & { limit?: number; offset?: number },
) {
  const [entries, [total]] = await Promise.all([
    listAuditEntries(deps, companyId, query),
    deps.db.select({ value: count() }).from(auditLog).where(where(companyId, query)),
  ]);
  return { entries, total: total.value };
}

const CSV_HEADER = ['at', 'actor', 'via', 'entity', 'entity_id', 'action', 'details'];
const EXPORT_BATCH = 500;

/** GET api/v1/audit/companies/{companyId}/csv: the filtered entries as a CSV file, streamed in batches. */
export function exportAudit(deps: Deps, companyId: number, companyShortId: string, filters: AuditFilters) {
  async function* rows() {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const page = await readPage(deps, companyId, filters, EXPORT_BATCH, offset);
      if (page.length > 0)
        yield page.map((e) => [
          new Date(e.at).toISOString(),
          e.actor,
          e.via,
          e.entity,
          e.entityId,
          e.action,
          JSON.stringify(e.details),
        ]);
      if (page.length < EXPORT_BATCH) return;
    }
  }
  const day = new Date(deps.clock.now()).toISOString().slice(0, 10);
  return csvResponse(`audit-${companyShortId}-${day}.csv`, CSV_HEADER, rows());
}
