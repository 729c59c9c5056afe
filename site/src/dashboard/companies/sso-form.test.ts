import { describe, expect, test } from 'bun:test';
import { checkSsoForm, formOfSettings, mailDomainOf, type SsoSettings } from './sso-form';

const NONE: SsoSettings = {
  provider: null,
  issuer: '',
  tenant: '',
  clientId: '',
  hasClientSecret: false,
  requireSso: false,
  redirectUri: 'https://dynacard.test/api/v1/auth/sso/callback',
  domains: [],
};

describe('the single sign-on form', () => {
  test('a first connection needs the client id, the secret and what the provider needs', () => {
    const form = formOfSettings(NONE);
    expect(form.provider).toBe('microsoft');
    expect(checkSsoForm(form, false)).toEqual({
      body: null,
      problems: {
        clientId: 'invalidSsoClientId',
        tenant: 'invalidSsoTenant',
        clientSecret: 'invalidSsoClientSecret',
      },
    });
    const oidc = checkSsoForm({ ...form, provider: 'oidc', issuer: 'login.acme.se' }, false);
    expect(oidc.problems.issuer).toBe('invalidSsoIssuer');
    expect(oidc.problems.tenant).toBeUndefined();
  });

  test('the body carries only the fields of the chosen provider, trimmed', () => {
    const form = {
      ...formOfSettings(NONE),
      provider: 'oidc' as const,
      tenant: 'left-over',
      issuer: ' https://login.acme.se ',
      clientId: ' dynacard ',
      clientSecret: 's3cret',
      requireSso: true,
    };
    expect(checkSsoForm(form, false)).toEqual({
      body: {
        provider: 'oidc',
        issuer: 'https://login.acme.se',
        clientId: 'dynacard',
        clientSecret: 's3cret',
        requireSso: true,
      },
      problems: {},
    });
    expect(checkSsoForm({ ...form, provider: 'google' }, false).body).toEqual({
      provider: 'google',
      clientId: 'dynacard',
      clientSecret: 's3cret',
      requireSso: true,
    });
    expect(checkSsoForm({ ...form, provider: 'microsoft', tenant: 'bad tenant!' }, false).problems).toEqual({
      tenant: 'invalidSsoTenant',
    });
  });

  test('a stored secret is kept unless the owner replaces it', () => {
    const stored = formOfSettings({
      ...NONE,
      provider: 'oidc',
      issuer: 'https://login.acme.se',
      clientId: 'dynacard',
      hasClientSecret: true,
    });
    expect(stored.issuer).toBe('https://login.acme.se');
    expect(checkSsoForm(stored, true).body).toEqual({
      provider: 'oidc',
      issuer: 'https://login.acme.se',
      clientId: 'dynacard',
      requireSso: false,
    });
    // Typed and then kept after all: nothing goes along.
    expect(checkSsoForm({ ...stored, clientSecret: 'typed' }, true).body?.clientSecret).toBeUndefined();
    expect(checkSsoForm({ ...stored, replaceSecret: true }, true).problems).toEqual({
      clientSecret: 'invalidSsoClientSecret',
    });
    expect(
      checkSsoForm({ ...stored, replaceSecret: true, clientSecret: 'new' }, true).body?.clientSecret,
    ).toBe('new');
  });

  test('a mail domain as typed: the part after @, lower case; anything else is refused', () => {
    expect(mailDomainOf(' @Acme.SE ')).toBe('acme.se');
    expect(mailDomainOf('mail.acme.co.uk.')).toBe('mail.acme.co.uk');
    for (const bad of ['', 'acme', 'anna@acme.se', 'https://acme.se', 'ac me.se', '-acme.se'])
      expect(mailDomainOf(bad)).toBeNull();
  });
});
