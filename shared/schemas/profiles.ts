// Request shapes of api/v1/profiles (DESIGN §8: written once, used by the API and its OpenAPI document).
import { t } from 'elysia/type-system';
import { CardLayoutField, FocalPoint, PortraitShapeField } from './card-look';
import { Url } from './fields';

/** What a video is called: the play button says "Play video: {title}"; empty: the person's name. */
const VideoTitle = t.String({
  maxLength: 200,
  error: 'invalidVideoTitle',
  description: "The video's title, for the play button and the player; empty: the person's name",
});

/** A person's own links on a profile (issue 32): at most this many, labels up to OWN_LINK_LABEL_MAX characters. */
export const OWN_LINKS_MAX = 12;
export const OWN_LINK_LABEL_MAX = 60;

/**
 * One of a person's own links as the form sends it: `id` keeps an existing link (and its clicks); a link sent
 * without one is new. The same schema checks the dashboard's form before it is sent (OwnLinksEditor).
 */
export const OwnLink = t.Object({
  id: t.Optional(
    t.Integer({ minimum: 1, error: 'invalidValue', description: 'An existing link of this profile' }),
  ),
  label: t.String({
    minLength: 1,
    maxLength: OWN_LINK_LABEL_MAX,
    pattern: '\\S',
    error: 'invalidLinkLabel',
    description: `The text of the button, 1 to ${OWN_LINK_LABEL_MAX} characters`,
  }),
  url: Url,
  featured: t.Optional(
    t.Boolean({ error: 'invalidValue', description: 'Shown as the prominent button; at most one link' }),
  ),
});

/** The person's own links in the order shown; the list replaces the profile's links (an empty list removes them). */
export const OwnLinks = t.Array(OwnLink, {
  maxItems: OWN_LINKS_MAX,
  error: 'ownLinkLimit',
  description: `The person's own links, in order, at most ${OWN_LINKS_MAX}, at most one featured; each counted when clicked (/p/{shortId}/l/{id})`,
});

// An empty name or description means "the account's own" (shown until the profile sets one).
export const ProfileBody = t.Object(
  {
    label: t.Optional(
      t.String({ maxLength: 60, error: 'invalidLabel', description: 'Name of the profile in the dashboard' }),
    ),
    fullName: t.Optional(
      t.String({
        maxLength: 100,
        error: 'invalidFullName',
        description: 'Name shown; empty = the account name',
      }),
    ),
    description: t.Optional(
      t.String({
        maxLength: 1000,
        error: 'invalidDescription',
        description: 'Empty = the account description',
      }),
    ),
    phone: t.Optional(
      t.String({
        maxLength: 40,
        pattern: '^[+0-9 ()./-]*$',
        error: 'invalidPhone',
        description: 'Personal phone (hidden by "hide personal")',
      }),
    ),
    email: t.Optional(
      t.Union([t.Literal(''), t.String({ format: 'email', maxLength: 254 })], {
        error: 'invalidEmail',
        description: 'Personal email (hidden by "hide personal")',
      }),
    ),
    videoUrl: t.Optional(
      t.String({
        maxLength: 500,
        error: 'invalidVideoUrl',
        description:
          'A YouTube or Vimeo link shown as the video below the header (its poster is fetched once, on the server); empty removes the video',
      }),
    ),
    videoTitle: t.Optional(VideoTitle),
    companies: t.Optional(
      t.Array(t.String({ maxLength: 20 }), {
        maxItems: 100,
        error: 'notCompanyMember',
        description: 'Company shortIds the user belongs to, in the order shown',
      }),
    ),
    layout: t.Optional(
      t.Union([CardLayoutField, t.Null()], {
        error: 'invalidLayout',
        description:
          "Layout of the card page; null: the company's suggestion, else centred. A company that locks its layout wins",
      }),
    ),
    portraitShape: t.Optional(PortraitShapeField),
    portraitFocus: t.Optional(FocalPoint),
    coverFocus: t.Optional(FocalPoint),
    links: t.Optional(OwnLinks),
  },
  {
    description: 'A profile: what the card page shows (each field optional; PATCH changes only what is sent)',
  },
);

/** The periods of view statistics (SPEC §9), and `range`: every day from `from` to `to`. */
export const STATS_PERIODS = ['month', 'year', 'all', 'range'] as const;

const StatsDay = (description: string) =>
  t.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', error: 'invalidDate', description });

/**
 * The query of GET api/v1/profiles/{shortId}/statistics and GET api/v1/dynatags/{id}/statistics: one shape
 * for both, answered as JSON (the Statistics of shared/types/dynatags.ts) or as a CSV file.
 */
export const StatsQuery = t.Object({
  period: t.Optional(
    t.UnionEnum(STATS_PERIODS, {
      error: 'invalidValue',
      description:
        'month: days of this month; year: months of this year; all: years; range: each day from `from` to `to` (UTC; each month beyond 366 days). Default: month',
    }),
  ),
  from: t.Optional(StatsDay('First day of a range, YYYY-MM-DD (UTC)')),
  to: t.Optional(
    StatsDay(
      'Last day of a range, YYYY-MM-DD (UTC), on or after from; a range over 366 days has a bucket per month',
    ),
  ),
  format: t.Optional(
    t.UnionEnum(['json', 'csv'], {
      error: 'invalidValue',
      description: 'csv: a text/csv download (columns date,total,unique) instead of the JSON envelope',
    }),
  ),
});

/**
 * PUT api/v1/profiles/{shortId}/video (multipart): an uploaded video, MP4 or WebM by its content, at most
 * 20 MB, with its poster picture or none (then the neutral poster).
 */
export const ProfileVideoBody = t.Object(
  {
    video: t.File({ error: 'invalidVideo', description: 'The video: MP4 or WebM, at most 20 MB' }),
    poster: t.Optional(
      t.File({
        error: 'invalidImage',
        description: 'The poster shown before it plays: jpeg, png, gif or webp',
      }),
    ),
    title: t.Optional(VideoTitle),
  },
  { description: "An uploaded video for the profile's page" },
);
