// The `data` of the single sign-on answers, for the OpenAPI document (platform/envelope.ts `answers`).
import { SSO_PROVIDERS } from '@shared/schemas/sso';
import { t } from 'elysia';
import { MeData } from '../users';

export const SsoDomainData = t.Object({
  domain: t.String(),
  verified: t.Boolean(),
  verifiedAt: t.Union([t.Integer(), t.Null()], { description: 'When the DNS proof was found (ms)' }),
  record: t.Object(
    { name: t.String(), value: t.String() },
    { description: 'The TXT record that proves the domain (publish it, then verify)' },
  ),
});

export const SsoSettingsData = t.Object({
  provider: t.Union([...SSO_PROVIDERS.map((p) => t.Literal(p)), t.Null()], {
    description: 'The connected provider; null when none is connected',
  }),
  issuer: t.String({ description: 'The issuer whose discovery document is read' }),
  tenant: t.String(),
  clientId: t.String(),
  hasClientSecret: t.Boolean({ description: 'A secret is stored (it is never returned)' }),
  requireSso: t.Boolean(),
  redirectUri: t.String({ description: 'The redirect URI to register at the provider' }),
  domains: t.Array(SsoDomainData),
});

export const SsoLookupData = t.Object({
  sso: t.Boolean({ description: "Whether the address's domain signs in through a company's provider" }),
  required: t.Boolean({ description: 'Whether passwords are refused for it (owners excepted)' }),
  provider: t.Union([...SSO_PROVIDERS.map((p) => t.Literal(p)), t.Null()]),
  companyName: t.Union([t.String(), t.Null()]),
  startUrl: t.Union([t.String(), t.Null()], { description: 'Where the browser goes to sign in' }),
});

export const SsoLinkData = t.Object({
  email: t.String({ description: 'The account that would join' }),
  companyName: t.String({ description: 'The company whose provider vouched for the address' }),
  provider: t.Union(SSO_PROVIDERS.map((p) => t.Literal(p))),
  expiresAt: t.Integer({ description: 'When the pending link ends (ms)' }),
});

export const SsoLinkDoneData = t.Union([
  t.Object(
    {
      user: MeData,
      next: t.String({ description: 'Where to go now (a path of this site)' }),
      company: t.String(),
    },
    { description: 'Confirmed: the account joined the company and is signed in (session cookies set)' },
  ),
  t.Object(
    { otpRequired: t.Literal(true) },
    { description: 'The password is right and two-factor is on: send it again with `otp`' },
  ),
]);
