// The company's audit log (issue 33): what can change, and from which kind of access.

/** The company's shared things whose changes are recorded. */
export const AUDIT_ENTITIES = [
  'card',
  'order',
  'coupon',
  'user',
  'colleague',
  'design',
  'sso',
  'sso-domain',
  'page-domain',
  'webhook',
  'crm',
  'api-key',
  'subscription',
  'provisioning',
  'retention',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** From which kind of access a change came: a signed-in session, an API key, or the directory over SCIM. */
export const ACCESS_KINDS = ['session', 'api-key', 'directory'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** One entry of GET api/v1/audit/companies/{companyId}: who changed what, when and how (newest first). */
export type AuditEntry = {
  at: number;
  actor: string;
  via: AccessKind;
  entity: AuditEntity;
  entityId: string;
  action: string;
  details: Record<string, string | number | null>;
};
