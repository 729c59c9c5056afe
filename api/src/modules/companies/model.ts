import { LIMITS } from '@shared/constants';
import { HEX_COLOR_PATTERN, HTTP_URL_PATTERN, SOCIAL_NETWORKS } from '@shared/social';
import { getSchemaValidator, type Static, type TSchema, t, ValidationError } from 'elysia';
import { invalid } from '../../platform/errors';
import { Email } from '../users/model';

// Field schemas carry the message key of their error (translated by the envelope) and a description for OpenAPI.
const text = (maxLength: number, description: string) =>
  t.String({ maxLength, error: 'invalidText', description });
const Url = t.String({
  maxLength: 500,
  pattern: HTTP_URL_PATTERN,
  error: 'invalidUrl',
  description: 'A web address (http or https)',
});
const OptionalUrl = t.String({
  maxLength: 500,
  pattern: `^$|${HTTP_URL_PATTERN}`,
  error: 'invalidUrl',
  description: 'A web address (http or https), or empty',
});
const OptionalEmail = t.String({
  maxLength: 254,
  pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  error: 'invalidEmail',
  description: 'Email address, or empty',
});
const Phone = t.String({
  maxLength: 40,
  pattern: '^[+0-9 ()./-]*$',
  error: 'invalidPhone',
  description: 'Phone number',
});
const Color = t.String({
  pattern: HEX_COLOR_PATTERN,
  error: 'invalidColor',
  description: 'Hex colour, #rgb or #rrggbb',
});

export const SocialLinks = t.Object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, t.Optional(OptionalUrl)])),
  {
    additionalProperties: false,
    error: 'invalidSocialLinks',
    description: `Profile URL per network: ${SOCIAL_NETWORKS.join(', ')}; empty removes it`,
  },
);

export const CustomLinks = t.Array(
  t.Object({
    text: t.String({ minLength: 1, maxLength: 100, pattern: '\\S', error: 'invalidLink' }),
    url: Url,
    color: t.Optional(Color),
  }),
  {
    // The limit itself is checked in the service ("Link limit reached"); this only bounds the payload.
    maxItems: 100,
    error: 'linkLimit',
    description: `Custom links (subscribers), at most ${LIMITS.linksPerModule}`,
  },
);

export const BillingFields = t.Object({
  orgNumber: t.Optional(text(40, 'Organisation number')),
  email: t.Optional(OptionalEmail),
  marking: t.Optional(text(100, 'Invoice marking')),
  street: t.Optional(text(100, 'Street')),
  zipcode: t.Optional(text(20, 'Zip code')),
  city: t.Optional(text(100, 'City')),
  country: t.Optional(text(100, 'Country')),
});

export const CompanyFields = t.Object({
  name: t.Optional(
    t.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      error: 'invalidCompanyName',
      description: 'Company name',
    }),
  ),
  websiteUrl: t.Optional(OptionalUrl),
  phone: t.Optional(Phone),
  email: t.Optional(OptionalEmail),
  color: t.Optional(Color),
  useColorInProfiles: t.Optional(t.Boolean({ error: 'invalidValue' })),
  street: t.Optional(text(100, 'Street')),
  zipcode: t.Optional(text(20, 'Zip code')),
  city: t.Optional(text(100, 'City')),
  description: t.Optional(t.String({ maxLength: 1000, error: 'invalidDescription' })),
  socialLinks: t.Optional(SocialLinks),
  customLinks: t.Optional(CustomLinks),
  billing: t.Optional(BillingFields),
});
export type CompanyInput = Static<typeof CompanyFields>;

export const ColleagueFields = t.Object({
  jobTitle: t.Optional(text(100, 'Job title')),
  jobRole: t.Optional(text(100, 'Job role')),
  workPhone: t.Optional(Phone),
  workEmail: t.Optional(OptionalEmail),
  about: t.Optional(t.String({ maxLength: 1000, error: 'invalidDescription' })),
  socialLinks: t.Optional(SocialLinks),
  customLinks: t.Optional(CustomLinks),
  hidePersonal: t.Optional(t.Boolean({ error: 'invalidValue' })),
  hideAvatar: t.Optional(t.Boolean({ error: 'invalidValue' })),
  hideCompany: t.Optional(t.Boolean({ error: 'invalidValue' })),
  hideFromSearch: t.Optional(t.Boolean({ error: 'invalidValue' })),
});
export type ColleagueInput = Static<typeof ColleagueFields>;

const AnyFile = t.File({ error: 'invalidFile' });

/**
 * A company write: multipart with the fields as a JSON string in `json`, the logo in `files[logo]` (or
 * `logo`) and the cover in `files[cover]` (or `cover`), or plain JSON with the fields at the top level.
 */
export const CompanyBody = t.Object(
  {
    // Checked by parseFields (422 per field); contentSchema documents the fields it carries.
    json: t.Optional(
      t.Any({
        description: 'The company fields (CompanyFields) as a JSON string',
        contentMediaType: 'application/json',
        contentSchema: CompanyFields,
      }),
    ),
    'files[logo]': t.Optional(t.File({ error: 'invalidImage', description: 'Logo: jpeg, png, gif or webp' })),
    logo: t.Optional(t.File({ error: 'invalidImage', description: 'Logo (alternative field name)' })),
    'files[cover]': t.Optional(
      t.File({
        error: 'invalidImage',
        description: "Cover of its people's card pages: jpeg, png, gif or webp; fitted in 1600 × 600 px",
      }),
    ),
    cover: t.Optional(t.File({ error: 'invalidImage', description: 'Cover (alternative field name)' })),
  },
  {
    additionalProperties: true,
    description: 'Multipart (json + files[logo] + files[cover]) or the CompanyFields as JSON',
  },
);

/** Uploads: one or more files in `file` (or `files`). */
export const UploadBody = t.Object({
  file: t.Optional(t.Union([AnyFile, t.Files({ error: 'invalidFile' })])),
  files: t.Optional(t.Union([AnyFile, t.Files({ error: 'invalidFile' })])),
});

export const ShortIdParam = t.String({ maxLength: 20, error: 'notFound' });
export const CompanyParams = t.Object({ shortId: ShortIdParam });
export const MemberParams = t.Object({ shortId: ShortIdParam, membershipId: ShortIdParam });
export const IdBody = t.Object({
  id: t.String({ maxLength: 20, error: 'invalidValue', description: 'File id' }),
});
export const MembershipBody = t.Object({
  membershipId: t.String({ maxLength: 20, error: 'invalidValue', description: 'Membership id' }),
});
export const InviteBody = t.Object({ email: Email });
export const DeleteCompanyBody = t.Object({
  name: t.String({ maxLength: 200, error: 'companyNameMismatch', description: 'The exact company name' }),
});

/** The files of an upload body as a list, whichever field name and count the client used. */
export function uploadedFiles(body: Static<typeof UploadBody>): File[] {
  return [body.file, body.files].flat().filter((f): f is File => f instanceof File);
}

/**
 * Validates fields that came as a JSON string (multipart) or as the body itself, against `schema`;
 * unknown top-level keys (a client echoing a whole object back) are dropped, errors are the usual 422.
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
  const known = Object.fromEntries(
    Object.entries(value).filter(([key]) => Object.hasOwn(schema.properties, key)),
  );
  const validator = getSchemaValidator(schema);
  if (!validator.Check(known)) throw new ValidationError('body', validator as never, known);
  return known as Static<S>;
}
