// The `data` of the profiles' answers, for the OpenAPI document (platform/envelope.ts `answers`).
import { CardLayoutField, FocalPoint, PortraitShapeField } from '@shared/schemas/card-look';
import { CompanyDesign } from '@shared/schemas/company-design';
import { LeadFormBody } from '@shared/schemas/lead-form';
import type { PublicProfile } from '@shared/types/public-profile';
import { type Static, type TSchema, t } from 'elysia';
import { answers, type Fits } from '../../platform/envelope';
import { LinkData, SocialLinksData } from '../companies';
import { Timestamp } from '../users';
import type { linkClicks } from './link-clicks';
import type { listProfiles } from './service';
import { STATS_PERIODS, type viewStatistics } from './view-statistics';

/** One of the person's own links (issue 32), as the owner edits it and a visitor sees it. */
const OwnLinkData = t.Object({
  id: t.Integer({ description: "The link's id: send it back to keep the link (and its clicks)" }),
  label: t.String(),
  url: t.String({ description: 'Where the link goes' }),
  featured: t.Boolean({ description: 'Shown as the prominent button' }),
  href: t.String({
    description:
      'The address the page links to: /p/{shortId}/l/{id}, which counts the click and answers 302 to url',
  }),
});
const OwnLinksData = t.Array(OwnLinkData, { description: "The person's own links, in order" });

/** How a profile names a company it shows. */
const CompanyBasics = { shortId: t.String(), name: t.String(), logo: t.Boolean(), logoPath: t.String() };

/** A video as a page shows it (shared/types/video.ts PublicVideo). */
export const VideoData = t.Union(
  [
    t.Object({
      kind: t.Literal('link'),
      title: t.String({ description: "Its title, or the person's name" }),
      posterPath: t.Nullable(
        t.String({ description: "Our copy of the provider's poster; null: the neutral poster" }),
      ),
      playerUrl: t.String({ description: 'The privacy-enhanced player, loaded only on tap' }),
      watchUrl: t.String({ description: 'The video on YouTube or Vimeo' }),
    }),
    t.Object({
      kind: t.Literal('file'),
      title: t.String({ description: "Its title, or the person's name" }),
      posterPath: t.Nullable(t.String({ description: 'The uploaded poster; null: the neutral poster' })),
      src: t.String({ description: 'The uploaded video, served with range requests' }),
      mime: t.String({ description: 'video/mp4 or video/webm' }),
    }),
  ],
  { description: 'The video shown below the header' },
);

export const ProfileItemData = t.Object(
  {
    shortId: t.String({ description: "The profile's own address: /p/{shortId}" }),
    label: t.String({ description: 'Name of the profile in the dashboard' }),
    isActive: t.Boolean({ description: 'The profile the card opens' }),
    fullName: t.String({ description: 'Name shown (the account name when the profile sets none)' }),
    description: t.String({ description: 'Description shown' }),
    ownFullName: t.String({ description: "The profile's own name; empty = the account name" }),
    ownDescription: t.String({ description: "The profile's own description; empty = the account's" }),
    phone: t.String(),
    email: t.String(),
    avatar: t.Boolean(),
    avatarPath: t.String(),
    coverPath: t.Nullable(t.String({ description: "The account's cover, or null" })),
    layout: t.Nullable(CardLayoutField, {
      description: "The profile's own layout; null: the company's, else centred",
    }),
    portraitShape: PortraitShapeField,
    portraitFocus: t.Nullable(FocalPoint, { description: "The portrait's focal point; null: the centre" }),
    coverFocus: t.Nullable(FocalPoint, { description: "The cover's focal point; null: the centre" }),
    layoutLock: t.Nullable(
      t.Object({
        layout: CardLayoutField,
        company: t.String({ description: 'Name of the company that locks it' }),
        companyShortId: t.String(),
      }),
      {
        description:
          'A company shown on the profile locks the layout: its layout wins; null: the person chooses',
      },
    ),
    video: t.Nullable(VideoData),
    views: t.Integer({ description: 'Counted views' }),
    url: t.String({ description: "The profile's own address" }),
    cardUrl: t.String({
      description:
        'The card address (follows the active profile): share this one. Every visit counts (add ?count=false to look without counting)',
    }),
    companies: t.Array(
      t.Object({
        ...CompanyBasics,
        isHidden: t.Boolean({ description: 'Hidden from this profile by the colleague profile' }),
      }),
      { description: 'Companies shown, in order' },
    ),
    links: OwnLinksData,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { description: 'One of my profiles' },
);

const PublicFile = t.Object({
  shortId: t.String(),
  name: t.String(),
  mime: t.String(),
  size: t.Integer(),
  path: t.String({ description: 'Download URL' }),
});

export const PublicProfileData = t.Object(
  {
    shortId: t.String(),
    url: t.String({ description: 'The page: /p/{shortId}' }),
    cardUrl: t.String({
      description:
        "The address to share: the card's (follows the active profile) for the active profile, else url",
    }),
    fullName: t.String(),
    description: t.String(),
    avatar: t.Boolean(),
    avatarPath: t.Nullable(t.String({ description: 'Avatar URL, or null when hidden' })),
    coverPath: t.Nullable(t.String({ description: "The person's cover, or null" })),
    phone: t.String({ description: 'Empty when hidden' }),
    email: t.String({ description: 'Empty when hidden' }),
    look: t.Object(
      {
        layout: CardLayoutField,
        ownLayout: t.Nullable(CardLayoutField, { description: "The person's own choice; null: none" }),
        portraitShape: PortraitShapeField,
        portraitFocus: t.Nullable(FocalPoint),
        coverFocus: t.Nullable(FocalPoint, { description: "The person's cover's focal point" }),
      },
      { description: "The page's layout (a locked company layout applied) and the portrait's framing" },
    ),
    video: t.Nullable(VideoData),
    links: OwnLinksData,
    companies: t.Array(
      t.Object({
        ...CompanyBasics,
        coverPath: t.Nullable(t.String()),
        color: t.String(),
        useColorInProfiles: t.Boolean(),
        design: t.Nullable(CompanyDesign, { description: 'The published card design; null: the plain look' }),
        websiteUrl: t.String(),
        phone: t.String({ description: 'Switchboard' }),
        email: t.String(),
        street: t.String(),
        zipcode: t.String(),
        city: t.String(),
        description: t.String(),
        socialLinks: SocialLinksData,
        customLinks: t.Array(LinkData),
        files: t.Array(PublicFile),
        colleague: t.Object({
          jobTitle: t.String(),
          jobRole: t.String(),
          workPhone: t.String(),
          workEmail: t.String(),
          about: t.String(),
          socialLinks: SocialLinksData,
          customLinks: t.Array(LinkData),
          files: t.Array(PublicFile),
        }),
      }),
    ),
    leadForm: t.Object(
      { questions: LeadFormBody.properties.questions, consent: t.String() },
      {
        description:
          'The questions and consent sentence of exchange contact: the first company’s when it has questions, else the person’s own; empty consent: the default sentence',
      },
    ),
  },
  { description: 'What a visitor may see of a profile (visibility flags and tier applied)' },
);

export const StatisticsData = t.Object({
  period: t.UnionEnum(STATS_PERIODS),
  total: t.Integer({ description: 'Views in the period' }),
  unique: t.Integer({ description: 'Unique visitors in the period (per day)' }),
  allTime: t.Object({ total: t.Integer(), unique: t.Integer() }),
  series: t.Array(
    t.Object({
      key: t.String({ description: 'YYYY-MM-DD (month, range), YYYY-MM (year) or YYYY (all)' }),
      total: t.Integer(),
      unique: t.Integer(),
    }),
  ),
});

const ClickSources = t.Object(
  { qr: t.Integer(), nfc: t.Integer(), referrer: t.Integer(), direct: t.Integer() },
  {
    description:
      'Clicks by the source of the visit they were part of: QR code (?s=q), NFC tag (?s=n), another site, direct',
  },
);

/** A profile's statistics: its views (StatisticsData) and the clicks on the person's own links in the same period. */
export const ProfileStatisticsData = t.Composite([
  StatisticsData,
  t.Object({
    clicks: t.Object(
      {
        total: t.Integer({ description: 'Clicks on the own links in the period' }),
        unique: t.Integer({ description: 'Unique visitors per link and day, summed' }),
        bySource: ClickSources,
        links: t.Array(
          t.Object({
            id: t.Integer(),
            label: t.String(),
            url: t.String(),
            featured: t.Boolean(),
            total: t.Integer(),
            unique: t.Integer(),
            bySource: ClickSources,
          }),
          { description: 'Each current link, in order (a removed link and its clicks are gone)' },
        ),
      },
      { description: "Clicks on the person's own links in the period (issue 32)" },
    ),
  }),
]);

/** `detail.responses` of a statistics call: the envelope with StatisticsData, or with format=csv a CSV file. */
export const statisticsAnswers = (data: TSchema = StatisticsData) => {
  const responses = answers(data, 'Views per bucket (JSON), or with format=csv a text/csv download');
  const ok = responses[200] as { content: Record<string, unknown> };
  ok.content['text/csv'] = {
    schema: t.String({ description: 'date,total,unique then a row per bucket (no envelope)' }),
  };
  return responses;
};

// Compile-time checks: the services' answers fit the documented shapes.
export type ProfileItemFits = Fits<
  Awaited<ReturnType<typeof listProfiles>>[number],
  Static<typeof ProfileItemData>
>;
export type PublicProfileFits = Fits<PublicProfile, Static<typeof PublicProfileData>>;
export type StatisticsFits = Fits<Awaited<ReturnType<typeof viewStatistics>>, Static<typeof StatisticsData>>;
export type ClicksFits = Fits<
  Awaited<ReturnType<typeof linkClicks>>,
  Static<typeof ProfileStatisticsData>['clicks']
>;
