// The company's audit log (issue 33): every change to a company's shared things — who, when, what and from
// which kind of access (session, API key, directory) — written by the module that makes the change, in the same
// batch or transaction (record.ts); read by the owners and the administrator, filtered, paged or as CSV
// (routes.ts); kept AUDIT_RETENTION_DAYS (retention.ts, docs/operations.md). The lowest module: every other
// module may record into it.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { auditRoutes } from './routes';

// The door: what other modules may use (docs/modules.md).
export { listAuditEntries } from './list';
export { type AuditActor, type AuditRecord, auditInsert, auditInserts, DIRECTORY_ACTOR } from './record';
export { AuditPageQuery } from './request-schemas';
export { AuditData, AuditEntryData } from './response-schemas';
export { AUDIT_RETENTION_DAYS, auditRetentionJob } from './retention';

/** Everything under /api/v1/audit and the administrator's /api/v1/admin/companies/{id}/audit. */
export const auditModule = (deps: Deps) => new Elysia({ name: 'audit-module' }).use(auditRoutes(deps));
