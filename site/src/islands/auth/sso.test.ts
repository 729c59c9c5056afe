import { describe, expect, test } from 'bun:test';
import { app as en } from '@shared/i18n/en/app';
import { continueLabel, ssoErrorText, startHref } from './sso';

describe('the login dialog and single sign-on', () => {
  test('a failed sign-in shows only the messages the API sends there', () => {
    expect(ssoErrorText('ssoExpired')).toBe('ssoErrorExpired');
    expect(en[ssoErrorText('ssoWrongDomain')!]).toContain('verified mail domains');
    for (const key of ['ssoFailed', 'ssoNotConfigured', 'ssoProviderUnreachable', 'colleagueLimit'])
      expect(ssoErrorText(key)).not.toBeNull();
    for (const bad of [
      null,
      undefined,
      '',
      '<script>',
      'Your account is hacked, call 0700',
      'toString',
      '__proto__',
    ])
      expect(ssoErrorText(bad)).toBeNull();
  });

  test('the button names Google and Microsoft, any other provider "your company"', () => {
    expect(continueLabel('google')).toBe('ssoContinueGoogle');
    expect(continueLabel('microsoft')).toBe('ssoContinueMicrosoft');
    expect(continueLabel('oidc')).toBe('ssoWay');
    expect(continueLabel(null)).toBe('ssoWay');
  });

  test('the button goes only to our start address, with the page to come back to', () => {
    const start = '/api/v1/auth/sso/start?email=anna%40acme.se';
    expect(startHref(start, null)).toBe(start);
    expect(startHref(start, '/dashboard/companies')).toBe(`${start}&next=%2Fdashboard%2Fcompanies`);
    expect(startHref('https://evil.example/api/v1/auth/sso/start?x', null)).toBeNull();
    expect(startHref(null, null)).toBeNull();
  });
});
