// Request shapes of single sign-on: a company's mail domains and provider (api/v1/companies/{shortId}/sso) and
// the sign-in lookup (api/v1/auth/sso); DESIGN §8: written once, used by the API, its OpenAPI document and forms.
import { t } from 'elysia/type-system';
import { LoginBody } from './auth';
import { Email } from './fields';

/** A mail domain: lower-case labels of letters, digits and hyphens, at least one dot (acme.se, mail.acme.co.uk). */
export const MAIL_DOMAIN_PATTERN =
  '^(?=.{4,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}$';

export const SsoDomainBody = t.Object({
  domain: t.String({
    pattern: MAIL_DOMAIN_PATTERN,
    maxLength: 253,
    error: 'invalidMailDomain',
    description: 'A mail domain of the company, e.g. acme.se',
  }),
});

export const SSO_PROVIDERS = ['google', 'microsoft', 'oidc'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

export const SsoSettingsBody = t.Object({
  provider: t.Union(
    SSO_PROVIDERS.map((p) => t.Literal(p)),
    {
      error: 'invalidSsoProvider',
      description: 'google (Google Workspace), microsoft (Microsoft Entra ID) or oidc (any issuer)',
    },
  ),
  tenant: t.Optional(
    t.String({
      pattern: '^[A-Za-z0-9.-]{1,100}$',
      error: 'invalidSsoTenant',
      description: 'Entra ID: the directory (tenant) id or its primary domain',
    }),
  ),
  issuer: t.Optional(
    t.String({
      pattern: '^https?://[^\\s]+$',
      maxLength: 500,
      error: 'invalidSsoIssuer',
      description: 'Any other provider: its issuer URL (or its .well-known/openid-configuration address)',
    }),
  ),
  clientId: t.String({
    minLength: 1,
    maxLength: 300,
    pattern: '\\S',
    error: 'invalidSsoClientId',
    description: "The client (application) id of Dynacard's app at the provider",
  }),
  clientSecret: t.Optional(
    t.String({
      minLength: 1,
      maxLength: 1000,
      error: 'invalidSsoClientSecret',
      description: 'The client secret; needed when connecting, left out to keep the stored one',
    }),
  ),
  requireSso: t.Boolean({
    error: 'invalidValue',
    description:
      'Members in the verified domains must sign in through the provider (owners keep their password)',
  }),
});

export const SsoLookupBody = t.Object({ email: Email });

/**
 * Confirming a pending link (a provider's sign-in met the account outside the company): the account's own password,
 * then its 6-digit code when two-factor is on (the answer says `otpRequired` first, as a login does).
 */
export const SsoLinkBody = t.Object({
  password: LoginBody.properties.password,
  otp: LoginBody.properties.otp,
});
