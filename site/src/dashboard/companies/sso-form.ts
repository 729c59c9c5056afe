// The single sign-on tab's form and how it travels: the fields a provider needs (a tenant for Entra ID, an
// issuer for any other), the write-only secret (kept unless replaced), checked with the API's own schemas
// (shared/schemas/sso.ts, DESIGN §8) before it is sent. Problems are message keys of the API's texts.
import { MAIL_DOMAIN_PATTERN, type SsoProvider, SsoSettingsBody } from '@shared/schemas/sso';
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ApiData } from '../../../../packages/client/src/index';

export type SsoSettings = NonNullable<ApiData<'/api/v1/companies/{shortId}/sso', 'get'>>;
export type SsoDomain = SsoSettings['domains'][number];
export type SsoBody = Static<typeof SsoSettingsBody>;

export type SsoForm = {
  provider: SsoProvider;
  tenant: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A secret is stored and the owner chose to type a new one. */
  replaceSecret: boolean;
  requireSso: boolean;
};
export type SsoField = 'provider' | 'tenant' | 'issuer' | 'clientId' | 'clientSecret' | 'requireSso';

/** The form as the stored settings say (a first connection starts as Microsoft, the most common here). */
export const formOfSettings = (s: SsoSettings): SsoForm => ({
  provider: s.provider ?? 'microsoft',
  tenant: s.tenant,
  issuer: s.provider === 'oidc' ? s.issuer : '',
  clientId: s.clientId,
  clientSecret: '',
  replaceSecret: false,
  requireSso: s.requireSso,
});

/** Whether the secret field is shown: nothing stored yet, or the owner replaces it. */
export const asksSecret = (form: SsoForm, hasClientSecret: boolean) => !hasClientSecret || form.replaceSecret;

export type SsoCheck = { body: SsoBody | null; problems: Partial<Record<SsoField, string>> };

/** The body the API takes, or the first problem per field as the API would name it. */
export function checkSsoForm(form: SsoForm, hasClientSecret: boolean): SsoCheck {
  const problems: SsoCheck['problems'] = {};
  const body: SsoBody = {
    provider: form.provider,
    clientId: form.clientId.trim(),
    requireSso: form.requireSso,
    ...(form.provider === 'microsoft' ? { tenant: form.tenant.trim() } : {}),
    ...(form.provider === 'oidc' ? { issuer: form.issuer.trim() } : {}),
    ...(asksSecret(form, hasClientSecret) && form.clientSecret ? { clientSecret: form.clientSecret } : {}),
  };
  for (const error of Value.Errors(SsoSettingsBody, body)) {
    const field = error.path.split('/')[1] as SsoField | undefined;
    if (!field || problems[field]) continue;
    const key = (error.schema as { error?: unknown }).error;
    problems[field] = typeof key === 'string' ? key : 'invalidValue';
  }
  // What the schema leaves optional but the provider needs (the API says the same: settings.ts issuerOf, saveSso).
  if (form.provider === 'microsoft' && !body.tenant) problems.tenant ??= 'invalidSsoTenant';
  if (form.provider === 'oidc' && !body.issuer) problems.issuer ??= 'invalidSsoIssuer';
  if (asksSecret(form, hasClientSecret) && !body.clientSecret)
    problems.clientSecret ??= 'invalidSsoClientSecret';
  return { body: Object.keys(problems).length ? null : body, problems };
}

const MAIL_DOMAIN = new RegExp(MAIL_DOMAIN_PATTERN);

/** A typed mail domain as the API takes it ("@Acme.se " → "acme.se"), or null when it is not one. */
export function mailDomainOf(typed: string): string | null {
  const domain = typed.trim().replace(/^@/, '').replace(/\.$/, '').toLowerCase();
  return MAIL_DOMAIN.test(domain) ? domain : null;
}
