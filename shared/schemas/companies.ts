// Request shapes of api/v1/companies (DESIGN §8: written once, used by the API and its OpenAPI document).
import { LIMITS } from '@shared/constants';
import { SOCIAL_NETWORKS } from '@shared/social';
import type { Static } from '@sinclair/typebox';
import { t } from 'elysia/type-system';
import { AcceptMonthlyPrice } from './billing';
import { Color, Email, OptionalEmail, OptionalUrl, Phone, text, Url } from './fields';

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
    text: t.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      error: 'invalidLink',
      description: 'Link text',
    }),
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

export const BillingFields = t.Object(
  {
    orgNumber: t.Optional(text(40, 'Organisation number')),
    email: t.Optional(OptionalEmail),
    marking: t.Optional(text(100, 'Invoice marking')),
    street: t.Optional(text(100, 'Street')),
    zipcode: t.Optional(text(20, 'Zip code')),
    city: t.Optional(text(100, 'City')),
    country: t.Optional(text(100, 'Country')),
  },
  {
    description:
      'Billing information (owners see and edit it). A write that carries it must leave it complete: organisation number, email, street, zip code, city and country (422 per missing part); parts not sent keep their value',
  },
);

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
  useColorInProfiles: t.Optional(
    t.Boolean({ error: 'invalidValue', description: "Use the colour on its people's card pages" }),
  ),
  street: t.Optional(text(100, 'Street')),
  zipcode: t.Optional(text(20, 'Zip code')),
  city: t.Optional(text(100, 'City')),
  description: t.Optional(
    t.String({ maxLength: 1000, error: 'invalidDescription', description: 'About the company' }),
  ),
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
  about: t.Optional(
    t.String({ maxLength: 1000, error: 'invalidDescription', description: 'About me in this company' }),
  ),
  socialLinks: t.Optional(SocialLinks),
  customLinks: t.Optional(CustomLinks),
  hidePersonal: t.Optional(
    t.Boolean({ error: 'invalidValue', description: 'Hide my personal phone and email beside this company' }),
  ),
  hideAvatar: t.Optional(t.Boolean({ error: 'invalidValue', description: 'Hide my picture' })),
  hideCompany: t.Optional(
    t.Boolean({ error: 'invalidValue', description: 'Do not show this company on my profiles' }),
  ),
  hideFromSearch: t.Optional(
    t.Boolean({ error: 'invalidValue', description: "Do not appear in my colleagues' search" }),
  ),
});
export type ColleagueInput = Static<typeof ColleagueFields>;

const AnyFile = t.File({ error: 'invalidFile', description: 'A file (PDF, image, office document…)' });

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
export const UploadBody = t.Object(
  {
    file: t.Optional(
      t.Union([AnyFile, t.Files({ error: 'invalidFile' })], { description: 'One or more files' }),
    ),
    files: t.Optional(
      t.Union([AnyFile, t.Files({ error: 'invalidFile' })], { description: 'Alternative field name' }),
    ),
  },
  { description: 'Multipart: the files in `file` (or `files`), each up to 20 MB, within the 50 MB quota' },
);

export const IdBody = t.Object({
  id: t.String({ maxLength: 20, error: 'invalidValue', description: 'File id' }),
});
export const MembershipBody = t.Object({
  membershipId: t.String({ maxLength: 20, error: 'invalidValue', description: 'Membership id' }),
});
/** POST owners: an owner beyond the included ones raises the monthly price, which the owner confirms. */
export const OwnerBody = t.Object({
  membershipId: MembershipBody.properties.membershipId,
  acceptMonthlyPrice: t.Optional(AcceptMonthlyPrice),
});
export const InviteBody = t.Object({ email: Email });
export const DeleteCompanyBody = t.Object({
  name: t.String({ maxLength: 200, error: 'companyNameMismatch', description: 'The exact company name' }),
});
