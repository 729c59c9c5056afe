import { cookieName } from '../../platform/auth';
import type { Config } from '../../platform/config';
import { decrypt, encrypt } from '../../platform/crypto';

/**
 * What a sign-in must find again at the callback: the company, the state, the nonce and the PKCE verifier,
 * sealed (AES-GCM: unreadable and tamper-proof) in a cookie that lives ten minutes. SameSite=Lax, so the
 * browser sends it on the provider's top-level redirect back to us and on nothing another site starts by POST.
 */
export const FLOW_COOKIE = 'dc_sso';
export const FLOW_TTL_MS = 10 * 60 * 1000;

export type Flow = {
  companyId: number;
  state: string;
  nonce: string;
  verifier: string;
  next: string;
  expiresAt: number;
};

type CookieJar = Record<string, { value: unknown; set: (c: Record<string, unknown>) => unknown }>;

const base = (config: Config) => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.publicUrl.startsWith('https:'),
  path: '/',
});

export function setFlowCookie(cookie: CookieJar, config: Config, flow: Flow) {
  cookie[cookieName(config, FLOW_COOKIE)].set({
    ...base(config),
    value: encrypt(JSON.stringify(flow), `sso-flow:${config.secret}`),
    maxAge: Math.floor(FLOW_TTL_MS / 1000),
  });
}

/** The flow of this browser, or null when missing, altered or expired; the cookie is cleared either way. */
export function takeFlow(cookie: CookieJar, config: Config, now: number): Flow | null {
  const jar = cookie[cookieName(config, FLOW_COOKIE)];
  const value = jar?.value;
  jar?.set({ ...base(config), value: '', maxAge: 0 });
  if (typeof value !== 'string' || !value || value.length > 2000) return null;
  try {
    const flow = JSON.parse(decrypt(value, `sso-flow:${config.secret}`)) as Flow;
    return flow.expiresAt > now ? flow : null;
  } catch {
    return null;
  }
}
