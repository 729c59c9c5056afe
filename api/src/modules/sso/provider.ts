import { type CompanySso, companySso } from '@db/schema';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { decrypt } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';

/**
 * Discovery documents, per company, kept 10 minutes: a sign-in reads it twice (start and callback). With it the
 * provider's signing keys (its JWKS) as openid-client last fetched them; it fetches them again after five minutes,
 * or at once for a key id it does not know (the provider rotated its keys).
 */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
type Discovered = { issuer: string; at: number; server: oidc.ServerMetadata; keys?: oidc.ExportedJWKSCache };
const discovered = new Map<number, Discovered>();

/** Forgets a company's discovery document (its provider was changed or removed). */
export const forgetProvider = (companyId: number) => discovered.delete(companyId);

/**
 * The openid-client configuration of the company's provider. Its clock follows ours (deps.clock), so the ID
 * token's exp and iat are judged on the same time as everything else that expires; each call to the provider
 * has a deadline (SSO_TIMEOUT_MS): a provider that hangs fails the sign-in, it does not stall it. The ID token's
 * signature is checked against the provider's JWKS (enableNonRepudiationChecks): openid-client leaves it unchecked
 * for a token from the token endpoint, trusting TLS, and we do not (an http issuer in tests, a proxy, a bug).
 */
export async function providerConfig(deps: Deps, sso: CompanySso): Promise<oidc.Configuration> {
  const now = deps.clock.now();
  const timeout = Math.ceil(deps.config.sso.timeoutMs / 1000);
  const insecure = deps.config.sso.allowHttpIssuer && sso.issuer.startsWith('http://');
  const metadata = {
    client_secret: decrypt(sso.clientSecret, deps.config.secret),
    [oidc.clockSkew]: Math.round((now - Date.now()) / 1000),
  };
  let cached = discovered.get(sso.companyId);
  if (!cached || cached.issuer !== sso.issuer || now - cached.at > DISCOVERY_TTL_MS) {
    try {
      const found = await oidc.discovery(new URL(sso.issuer), sso.clientId, metadata, undefined, {
        timeout,
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      });
      cached = { issuer: sso.issuer, at: now, server: found.serverMetadata() };
      discovered.set(sso.companyId, cached);
    } catch (error) {
      deps.log.warn('sso discovery failed', { companyId: sso.companyId, error: String(error) });
      throw new AppError('UNAVAILABLE', 'ssoProviderUnreachable', { headers: { 'retry-after': '60' } });
    }
  }
  const config = new oidc.Configuration(cached.server, sso.clientId, metadata);
  config.timeout = timeout;
  if (insecure) oidc.allowInsecureRequests(config);
  oidc.enableNonRepudiationChecks(config);
  if (cached.keys) oidc.setJwksCache(config, cached.keys);
  return config;
}

/** Keeps the signing keys a sign-in fetched for the company's next sign-ins. */
export function keepProviderKeys(companyId: number, config: oidc.Configuration) {
  const cached = discovered.get(companyId);
  const keys = oidc.getJwksCache(config);
  if (cached && keys) cached.keys = keys;
}

export async function ssoOfCompany(deps: Deps, companyId: number) {
  const [row] = await deps.db.select().from(companySso).where(eq(companySso.companyId, companyId));
  return row ?? null;
}
