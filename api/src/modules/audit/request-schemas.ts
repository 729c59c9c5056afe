// The request shapes of api/v1/audit: the company in the path, the filters and the page in the query.
import { ACCESS_KINDS, AUDIT_ENTITIES } from '@shared/types/audit';
import { t } from 'elysia';

export const AuditCompanyParams = t.Object({
  companyId: t.String({ maxLength: 32, error: 'notFound', description: "The company's public id" }),
});

const Millis = (field: string, description: string) =>
  t.Optional(
    t.Numeric({ field, minimum: 0, maximum: 8.64e15, multipleOf: 1, error: 'invalidValue', description }),
  );

/** Who, what and when: the filters of the list and of its CSV export. */
const filters = {
  actor: t.Optional(
    t.String({
      field: 'actor',
      maxLength: 100,
      error: 'invalidValue',
      description: "Part of the actor's name",
    }),
  ),
  // A pattern, not a union: a union in a query gets its first member as a default (leads/request-schemas.ts).
  entity: t.Optional(
    t.String({
      field: 'entity',
      pattern: `^(${AUDIT_ENTITIES.join('|')})$`,
      error: 'invalidValue',
      description: `What changed: ${AUDIT_ENTITIES.join(', ')}`,
    }),
  ),
  via: t.Optional(
    t.String({
      field: 'via',
      pattern: `^(${ACCESS_KINDS.join('|')})$`,
      error: 'invalidValue',
      description: 'The kind of access: session, api-key or directory (SCIM)',
    }),
  ),
  from: Millis('from', 'Entries at or after this time (UTC epoch milliseconds)'),
  to: Millis('to', 'Entries before this time (UTC epoch milliseconds)'),
};

export const AuditExportQuery = t.Object(filters);

/** A page of the log: the owners' page and the fleet's card log (cards/) read it the same way. */
const paging = {
  limit: t.Optional(
    t.Numeric({
      field: 'limit',
      minimum: 1,
      maximum: 200,
      multipleOf: 1,
      error: 'invalidValue',
      description: 'Entries per page, 1 to 200 (50)',
    }),
  ),
  offset: t.Optional(
    t.Numeric({
      field: 'offset',
      minimum: 0,
      maximum: 1_000_000,
      multipleOf: 1,
      error: 'invalidValue',
      description: 'Entries to skip (0)',
    }),
  ),
};

export const AuditPageQuery = t.Object(paging);

export const AuditQuery = t.Object({ ...filters, ...paging });
