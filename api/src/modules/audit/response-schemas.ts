// What api/v1/audit answers: a page of the company's audit log.
import { ACCESS_KINDS, AUDIT_ENTITIES, type AuditEntry } from '@shared/types/audit';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import type { listAudit } from './list';

export const AuditEntryData = t.Object(
  {
    at: t.Integer({ description: 'UTC epoch milliseconds' }),
    actor: t.String({ description: 'Who made the change (the name then; empty for the directory)' }),
    via: t.UnionEnum([...ACCESS_KINDS], { description: 'session, api-key or directory (SCIM)' }),
    entity: t.UnionEnum([...AUDIT_ENTITIES], { description: 'What changed' }),
    entityId: t.String({
      description: 'Its public id: card id, order number, domain, key prefix, colleague…',
    }),
    action: t.String({ description: 'created, updated, removed, reassigned, disabled, deactivated…' }),
    details: t.Record(t.String(), t.Union([t.String(), t.Number(), t.Null()]), {
      description: 'Before and after, or the changed fields (never a secret, never a visitor address)',
    }),
  },
  { description: 'One change' },
);

export const AuditPageData = t.Object({
  entries: t.Array(AuditEntryData),
  total: t.Integer({ description: 'Entries matching the filters' }),
});

export const AuditData = t.Array(AuditEntryData);

export type AuditFits = Fits<AuditEntry, Static<typeof AuditEntryData>>;
export type AuditPageFits = Fits<Awaited<ReturnType<typeof listAudit>>, Static<typeof AuditPageData>>;
