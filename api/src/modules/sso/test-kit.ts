// Helpers shared by the single sign-on tests (not a test file itself): a local DNS server, a real OpenID provider
// and an app whose company has a verified domain and the provider connected.

import { startDnsServer } from '../../../test/dns-server';
import { BASE, createTestApp, type TestApp } from '../../../test/harness';
import { type Claims, signInAt, startOidcProvider } from '../../../test/oidc-provider';
import { derivedToken, proofRecord } from '../../platform/dns-proof';
import { company, person } from '../companies/test-kit';

export const DOMAIN = 'acme.test';
export const CALLBACK = `${BASE}/api/v1/auth/sso/callback`;
type Client = ReturnType<TestApp['client']>;

export async function ssoWorld(options: { idTokenTtlS?: number } = {}) {
  const dns = await startDnsServer();
  const idp = await startOidcProvider({ redirectUri: CALLBACK, idTokenTtlS: options.idTokenTtlS });
  const t = await createTestApp({
    DNS_RESOLVER: dns.address,
    SSO_ALLOW_HTTP_ISSUER: 'true',
  });
  // The provider stamps its tokens with the real time; our clock starts there and moves on from it.
  t.clock.set(Date.now());
  const owner = await person(t);
  const acme = await company(owner.c, { name: 'Acme AB' });
  const base = `/api/v1/companies/${acme.shortId}/sso`;

  /** Adds the domain, publishes its TXT record on the local DNS server and verifies it. */
  async function proveDomain(domain = DOMAIN, c: Client = owner.c, companyShortId = acme.shortId) {
    await c.post(`/api/v1/companies/${companyShortId}/sso/domains`, { domain });
    const record = proofRecord(domain, derivedToken(t.deps.config.secret, companyShortId, domain));
    dns.set(record.name, { txt: [record.value] });
    return c.post(`/api/v1/companies/${companyShortId}/sso/domains/${domain}/verify`);
  }

  const connect = (fields: Record<string, unknown> = {}) =>
    owner.c.send('PUT', base, {
      provider: 'oidc',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      requireSso: false,
      ...fields,
    });

  /**
   * A whole sign-in in a fresh browser: our start address, the provider's pages as `sub`, then our callback.
   * `tamper` may change the provider's address on the way (a wrong nonce).
   */
  async function signInVia(
    email: string,
    sub = email,
    tamper: (url: URL) => void = () => {},
    beforeCallback = () => {},
  ) {
    const c = t.client({ lang: 'en' });
    const start = await c.get(`/api/v1/auth/sso/start?email=${encodeURIComponent(email)}`);
    const location = start.headers.get('location') ?? '';
    if (start.status !== 302 || location.startsWith(BASE)) return { c, start, location, callback: null };
    const url = new URL(location);
    tamper(url);
    const back = await signInAt(url.href, sub);
    beforeCallback();
    const callback = await c.get(back.slice(BASE.length));
    return { c, start, location: callback.headers.get('location') ?? '', callback };
  }

  return {
    t,
    dns,
    idp,
    owner,
    acme,
    base,
    proveDomain,
    connect,
    signInVia,
    async close() {
      await t.close();
      await idp.close();
      await dns.close();
    },
  };
}

export type { Claims };
