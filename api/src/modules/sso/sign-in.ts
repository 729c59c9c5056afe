import type { Lang } from '@shared/constants';
import * as oidc from 'openid-client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { normaliseEmail } from '../users';
import { type CookieJar, FLOW_TTL_MS, type Flow, openFlow, takeFlow } from './flow';
import { CONFIRM_PATH, openLink } from './link';
import { domainOf, emailOfClaims, personFromClaims, type SsoClaims, signInAs, ssoForEmail } from './people';
import { keepProviderKeys, providerConfig, ssoOfCompany } from './provider';
import { CALLBACK_PATH } from './settings';

export const START_PATH = '/api/v1/auth/sso/start';

/** Whether an address signs in through a company's provider, for the login dialog. */
export async function lookupSso(deps: Deps, email: string) {
  const found = await ssoForEmail(deps, email);
  if (!found) return { sso: false, required: false, provider: null, companyName: null, startUrl: null };
  return {
    sso: true,
    required: found.sso.requireSso,
    provider: found.sso.provider,
    companyName: found.company.name,
    startUrl: `${START_PATH}?email=${encodeURIComponent(normaliseEmail(email))}`,
  };
}

/** Only a path of this site, never another site (`//evil`, `/\evil`). */
const safeNext = (next: string | undefined) =>
  next && /^\/(?![/\\])[^\s]*$/.test(next) && next.length <= 500 ? next : '/dashboard';

/**
 * The provider's authorization address for this address's company: PKCE (S256), state and nonce, all three kept in
 * the sealed flow cookie. The address goes along as login_hint so the provider can skip its own account picker.
 */
export async function startSso(deps: Deps, cookie: CookieJar, email: string, next?: string) {
  const found = await ssoForEmail(deps, email);
  if (!found) throw new AppError('NOT_FOUND', 'ssoNotConfigured');
  const config = await providerConfig(deps, found.sso);
  const flow: Flow = {
    companyId: found.company.id,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    next: safeNext(next),
    expiresAt: deps.clock.now() + FLOW_TTL_MS,
  };
  await openFlow(deps, cookie, flow);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${deps.config.publicUrl}${CALLBACK_PATH}`,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    login_hint: normaliseEmail(email),
    ...(found.sso.provider === 'google' ? { hd: domainOf(email) } : {}),
  });
  return url.href;
}

/**
 * The provider sends the browser back: the flow is taken (once), openid-client checks the state, exchanges the
 * code with the PKCE verifier and validates the ID token (signature against the provider's JWKS, issuer,
 * audience, expiry on our clock, nonce). The address must be in a verified domain of the same company (for Google
 * also the `hd` claim). Then the person signs in, created just in time when new — or, for someone's own account
 * outside the company, the browser goes to confirm it first (link.ts). The provider's own sign-in (and its MFA)
 * stands in for our 2FA (docs/decisions.md).
 */
export async function finishSso(
  deps: Deps,
  request: Request,
  cookie: CookieJar,
  lang: Lang,
): Promise<string> {
  const flow = await takeFlow(deps, cookie);
  if (!flow) throw new AppError('UNAUTHORIZED', 'ssoExpired');
  const sso = await ssoOfCompany(deps, flow.companyId);
  if (!sso) throw new AppError('NOT_FOUND', 'ssoNotConfigured');
  const config = await providerConfig(deps, sso);
  const redirectUri = `${deps.config.publicUrl}${CALLBACK_PATH}`;
  let claims: SsoClaims;
  try {
    const tokens = await oidc.authorizationCodeGrant(
      config,
      new URL(`${redirectUri}${new URL(request.url).search}`),
      {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: redirectUri },
    );
    claims = (tokens.claims() ?? {}) as SsoClaims;
  } catch (error) {
    // What failed (issuer, nonce, expiry, signature…) is for the log; the person gets one message.
    const cause = (error as { cause?: { message?: string; code?: string } }).cause;
    deps.log.warn('sso sign-in refused', {
      companyId: sso.companyId,
      error: String(error),
      cause: cause?.message ?? cause?.code ?? null,
    });
    throw new AppError('UNAUTHORIZED', 'ssoFailed');
  } finally {
    keepProviderKeys(sso.companyId, config);
  }
  const email = emailOfClaims(sso.provider, claims);
  const found = email ? await ssoForEmail(deps, email) : null;
  const wrongHd = sso.provider === 'google' && claims.hd !== domainOf(email);
  if (!found || found.company.id !== sso.companyId || claims.email_verified === false || wrongHd) {
    throw new AppError('FORBIDDEN', 'ssoWrongDomain');
  }
  const outcome = await personFromClaims(deps, found.company, email, claims, lang);
  if (outcome.kind === 'confirm') {
    const { user, jobTitle } = outcome;
    await openLink(deps, cookie, { user, companyId: sso.companyId, jobTitle, next: flow.next });
    return CONFIRM_PATH;
  }
  await signInAs(deps, cookie, request, outcome.user);
  return flow.next;
}
