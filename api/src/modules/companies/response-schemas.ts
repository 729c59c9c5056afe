// The `data` of the companies' answers, for the OpenAPI document (platform/envelope.ts `answers`).
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';
import type { listColleagues, listColleaguesOfOwnedCompanies } from './colleagues';
import type { getCompany, listCompanies } from './companies';
import type { toFileView } from './files';

export const SocialLinksData = t.Record(t.String(), t.String(), {
  description: 'Profile URL per social network',
});
export const LinkData = t.Object({ text: t.String(), url: t.String(), color: t.Optional(t.String()) });

const Links = {
  socialLinks: SocialLinksData,
  customLinks: t.Array(LinkData, { description: 'Custom links' }),
};

export const FileData = t.Object({
  id: t.String({ description: 'File id (for DELETE … /files)' }),
  name: t.String(),
  mime: t.String(),
  size: t.Integer({ description: 'Bytes' }),
  createdAt: Timestamp,
  path: t.String({ description: 'Download URL' }),
});

export const CompanyData = t.Object(
  {
    shortId: t.String(),
    name: t.String(),
    websiteUrl: t.String(),
    phone: t.String({ description: 'Switchboard' }),
    email: t.String(),
    color: t.String({ description: 'Hex colour' }),
    useColorInProfiles: t.Boolean(),
    colleagueMayChange: t.Nullable(t.Array(t.String()), {
      description:
        'The colleague fields each colleague may change under the published card design; null: all',
    }),
    street: t.String(),
    zipcode: t.String(),
    city: t.String(),
    description: t.String(),
    logo: t.Boolean({ description: 'A logo was uploaded' }),
    logoPath: t.String({ description: 'Logo URL (a default logo when none)' }),
    cover: t.Boolean({ description: 'A cover picture was uploaded' }),
    coverPath: t.Nullable(t.String({ description: 'Cover URL, or null' })),
    ...Links,
    billing: t.Nullable(
      t.Object({
        orgNumber: t.String(),
        email: t.String(),
        marking: t.String(),
        street: t.String(),
        zipcode: t.String(),
        city: t.String(),
        country: t.String(),
      }),
      { description: 'Billing information; null unless I am an owner' },
    ),
    role: t.Union([t.Literal('invited'), t.Literal('colleague'), t.Literal('owner')], {
      description: 'My place in the company',
    }),
    membershipId: t.String({ description: 'My membership (my colleague profile) in it' }),
    counts: t.Object({
      members: t.Integer(),
      owners: t.Integer(),
      invited: t.Integer(),
      files: t.Integer(),
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { description: 'A company as its members see it' },
);

export const CompanyWithFilesData = t.Composite([
  CompanyData,
  t.Object({ files: t.Array(FileData, { description: 'Company files (none for an invited person)' }) }),
]);

export const ColleagueData = t.Object(
  {
    id: t.String({ description: 'Membership id' }),
    state: t.Union([t.Literal('invited'), t.Literal('colleague'), t.Literal('owner')]),
    isYou: t.Boolean(),
    user: t.Object({
      shortId: t.String(),
      fullName: t.String(),
      username: t.String(),
      email: t.Nullable(t.String({ description: 'Account email: owners and the person only' })),
      isActivated: t.Boolean({ description: 'The invited person has set a password' }),
      avatar: t.Boolean(),
      avatarPath: t.String(),
    }),
    jobTitle: t.String(),
    jobRole: t.String(),
    workPhone: t.String(),
    workEmail: t.String(),
    about: t.String(),
    ...Links,
    hidePersonal: t.Boolean(),
    hideAvatar: t.Boolean(),
    hideCompany: t.Boolean(),
    hideFromSearch: t.Boolean(),
    files: t.Array(FileData),
    invitedAt: Timestamp,
    joinedAt: t.Nullable(Timestamp),
  },
  { description: 'A person in a company with their colleague profile' },
);

export const OwnedColleagueData = t.Composite([
  ColleagueData,
  t.Object({ company: t.Object({ shortId: t.String(), name: t.String() }) }),
]);

// Compile-time checks: the services' answers fit the documented shapes.
type Item<F extends (...args: never[]) => unknown> =
  Awaited<ReturnType<F>> extends (infer I)[] ? I : Awaited<ReturnType<F>>;
export type CompanyFits = Fits<Item<typeof listCompanies>, Static<typeof CompanyData>>;
export type CompanyFilesFits = Fits<Item<typeof getCompany>, Static<typeof CompanyWithFilesData>>;
export type FileFits = Fits<ReturnType<typeof toFileView>, Static<typeof FileData>>;
export type ColleagueFits = Fits<Item<typeof listColleagues>, Static<typeof ColleagueData>>;
export type OwnedColleagueFits = Fits<
  Item<typeof listColleaguesOfOwnedCompanies>,
  Static<typeof OwnedColleagueData>
>;
