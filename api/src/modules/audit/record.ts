// The company's audit log (issue 10 for cards and orders, widened in issue 33): every change an owner, a
// colleague, the directory (SCIM) or an API key makes to the company's shared things — who, when, what and
// from which kind of access, never the visitor's address. Each insert runs in the same batch or transaction as
// the change it records.
import { auditLog } from '@db/schema';
import type { AccessKind, AuditEntry } from '@shared/types/audit';
import { accessOf } from '../../platform/access-kind';
import type { Deps } from '../../platform/deps';

/**
 * Who made a change: a user (the access kind is read from the request's mark, platform/access-kind.ts), or the
 * directory (`via: 'directory'`, no user).
 */
export type AuditActor = { id: number | null; fullName: string; via?: AccessKind };

export type AuditRecord = {
  companyId: number | null;
  actor: AuditActor | null;
  entity: AuditEntry['entity'];
  entityId: string;
  action: string;
  details?: AuditEntry['details'];
  at: number;
};

type Writer = Pick<Deps['db'], 'insert'>;

/** The directory as the actor of a change made over SCIM. */
export const DIRECTORY_ACTOR: AuditActor = { id: null, fullName: '', via: 'directory' };

/** The insert of one audit entry, to run in the same batch or transaction as the change it records. */
export const auditInsert = (db: Writer, record: AuditRecord) =>
  db.insert(auditLog).values({
    companyId: record.companyId,
    actorUserId: record.actor?.id ?? null,
    actorName: record.actor?.fullName ?? '',
    via: record.actor ? (record.actor.via ?? accessOf(record.actor)) : 'session',
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    details: record.details ?? {},
    at: record.at,
  });

/** The same entry in every company given (a change of a person's own thing that acts for their companies). */
export const auditInserts = (db: Writer, companyIds: number[], record: Omit<AuditRecord, 'companyId'>) =>
  companyIds.map((companyId) => auditInsert(db, { ...record, companyId }));
