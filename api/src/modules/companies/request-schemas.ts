// The request shapes of api/v1/companies: path params here, the bodies from the shared contract
// (shared/schemas/companies.ts), and the readers of a write's files and of its fields sent as JSON (in a
// multipart part or as the body itself).
import type { UploadBody } from '@shared/schemas/companies';
import { getSchemaValidator, type Static, type TSchema, t, ValidationError } from 'elysia';
import { invalid } from '../../platform/errors';
import { strayKey, unknownField } from '../../platform/strict-body';

// The request shapes live in shared/schemas (DESIGN §8); re-exported for the module's routes and services.
export {
  BillingFields,
  ColleagueFields,
  type ColleagueInput,
  CompanyBody,
  CompanyFields,
  type CompanyInput,
  CustomLinks,
  DeleteCompanyBody,
  IdBody,
  InviteBody,
  MembershipBody,
  OwnerBody,
  SocialLinks,
  UploadBody,
} from '@shared/schemas/companies';

export const ShortIdParam = t.String({ maxLength: 20, error: 'notFound' });
export const CompanyParams = t.Object({ shortId: ShortIdParam });
export const MemberParams = t.Object({ shortId: ShortIdParam, membershipId: ShortIdParam });

/** The files of an upload body as a list, whichever field name and count the client used. */
export function uploadedFiles(body: Static<typeof UploadBody>): File[] {
  return [body.file, body.files].flat().filter((f): f is File => f instanceof File);
}

/**
 * Validates fields that came as a JSON string (multipart) or as the body itself, against `schema`; a key the
 * schema does not name is refused (422 naming it, as for every JSON body), other errors are the usual 422.
 */
export function parseFields<S extends TSchema & { properties: Record<string, TSchema> }>(
  schema: S,
  raw: unknown,
): Static<S> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw invalid('json', 'invalidValue');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid('json', 'invalidValue');
  const stray = strayKey(schema.properties, value);
  if (stray !== undefined) throw unknownField(stray);
  const validator = getSchemaValidator(schema);
  if (!validator.Check(value)) throw new ValidationError('body', validator as never, value);
  return value as Static<S>;
}
