import { LIMITS } from '@shared/constants';
import { t } from 'elysia';

export const PAGE_SIZE_MAX = 100;

export const CardParam = t.Object({
  shortId: t.String({
    minLength: 1,
    maxLength: 20,
    error: 'invalidValue',
    description: 'The card page the visitor is on: a profile or user shortId (/p/{shortId})',
  }),
});

export const LeadParam = t.Object({
  shortId: t.String({ minLength: 1, maxLength: 20, error: 'invalidValue', description: 'The lead shortId' }),
});

// What a visitor leaves for the holder. A name and a way to reach them (email or phone) are needed;
// the service checks the "one of the two" rule and trims.
export const LeadBody = t.Object({
  fullName: t.String({
    minLength: 1,
    maxLength: 100,
    error: 'invalidFullName',
    description: "The visitor's full name",
  }),
  email: t.Optional(
    t.Union([t.Literal(''), t.String({ format: 'email', maxLength: 254 })], {
      error: 'invalidEmail',
      description: "The visitor's email (an email or a phone is needed)",
    }),
  ),
  phone: t.Optional(
    t.String({
      maxLength: 40,
      pattern: '^[+0-9 ()./-]*$',
      error: 'invalidPhone',
      description: "The visitor's phone (an email or a phone is needed)",
    }),
  ),
  company: t.Optional(
    t.String({ maxLength: 100, error: 'invalidLeadCompany', description: "The visitor's company" }),
  ),
  note: t.Optional(
    t.String({ maxLength: 1000, error: 'invalidLeadNote', description: 'A note for the holder' }),
  ),
  altcha: t.String({
    maxLength: 2000,
    error: 'notRobot',
    description: 'Solved ALTCHA payload (base64) of GET /general/challenge',
  }),
});

export const ListQuery = t.Object({
  offset: t.Optional(
    t.Numeric({
      minimum: 0,
      maximum: LIMITS.leads,
      error: 'invalidValue',
      description: 'How many of the newest to skip (0)',
    }),
  ),
  limit: t.Optional(
    t.Numeric({
      minimum: 1,
      maximum: PAGE_SIZE_MAX,
      error: 'invalidValue',
      description: `Page size, at most ${PAGE_SIZE_MAX} (50)`,
    }),
  ),
});

export const ReadBody = t.Object({
  read: t.Boolean({ error: 'invalidValue', description: 'true marks it seen, false makes it new again' }),
});

export const LeadItemSchema = t.Object({
  shortId: t.String({ description: 'The lead shortId' }),
  fullName: t.String({ description: "The visitor's full name" }),
  email: t.String({ description: 'Email, or empty' }),
  phone: t.String({ description: 'Phone, or empty' }),
  company: t.String({ description: 'Company, or empty' }),
  note: t.String({ description: 'Note to the holder, or empty' }),
  lang: t.UnionEnum(['sv', 'en', 'fi'], { description: "The visitor's language" }),
  profileShortId: t.Union([t.String(), t.Null()], {
    description: 'The profile page it was left on (null when that profile was deleted)',
  }),
  readAt: t.Union([t.Number(), t.Null()], {
    description: 'When the holder marked it seen (epoch ms); null = new',
  }),
  createdAt: t.Number({ description: 'When it was left (epoch ms)' }),
});

export const LeadPageSchema = t.Object({
  items: t.Array(LeadItemSchema, { description: 'Newest first' }),
  total: t.Number({ description: 'All leads kept' }),
  unread: t.Number({ description: 'How many are new' }),
  max: t.Number({ description: `The most kept (${LIMITS.leads}); at the limit new ones are refused` }),
});
