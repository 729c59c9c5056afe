// How long the audit log is kept (docs/operations.md): entries older than two years are deleted each night.
import { auditLog } from '@db/schema';
import { lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';

export const AUDIT_RETENTION_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the entries older than the retention; answers how many went. */
export async function deleteOldAuditEntries(deps: Deps) {
  const cutoff = deps.clock.now() - AUDIT_RETENTION_DAYS * DAY_MS;
  const gone = await deps.db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return { deleted: gone.length };
}

/** Every night at 03:40 UTC. */
export const auditRetentionJob: Job = {
  name: 'audit-retention',
  pattern: '40 3 * * *',
  run: deleteOldAuditEntries,
};
