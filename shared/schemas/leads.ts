// Request shapes of exchange contact (POST api/v1/profiles/{shortId}/leads) and the holder's leads
// (DESIGN §8: written once, used by the API and its OpenAPI document). A name and a way to reach the visitor
// (email or phone) are needed; the service checks "one of the two" and trims.
import { t } from 'elysia/type-system';
import { Altcha } from './fields';

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
  altcha: Altcha,
});

export const LeadReadBody = t.Object({
  read: t.Boolean({ error: 'invalidValue', description: 'true marks it seen, false makes it new again' }),
});
