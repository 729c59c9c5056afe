import { ssoFlows } from '@db/schema';
import { and, eq, gt, lte } from 'drizzle-orm';
import { cookieName } from '../../platform/auth';
import type { Config } from '../../platform/config';
import { decrypt, encrypt, sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';

/**
 * What a sign-in must find again at the callback: the company, the state, the nonce and the PKCE verifier,
 * sealed (AES-GCM: unreadable and tamper-proof) in a cookie that lives ten minutes. SameSite=Lax, so the
 * browser sends it on the provider's top-level redirect back to us and on nothing another site starts by POST.
 * The state is also kept (hashed) in sso_flows until the callback takes it: a flow is used once, whatever the
 * provider does with a code presented twice.
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

export type CookieJar = Record<string, { value: unknown; set: (c: Record<string, unknown>) => unknown }>;

/** The attributes of the sign-in's cookies (the flow here, the pending link in link.ts). */
export const ssoCookie = (config: Config) => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.publicUrl.startsWith('https:'),
  path: '/',
});

/** Keeps the flow's state until the callback and gives the browser the sealed flow. */
export async function openFlow(deps: Deps, cookie: CookieJar, flow: Flow) {
  // Flows never brought back are dropped by the next one to start (the table stays the size of ten minutes).
  await deps.db.delete(ssoFlows).where(lte(ssoFlows.expiresAt, deps.clock.now()));
  await deps.db
    .insert(ssoFlows)
    .values({ stateHash: sha256(flow.state), companyId: flow.companyId, expiresAt: flow.expiresAt });
  cookie[cookieName(deps.config, FLOW_COOKIE)].set({
    ...ssoCookie(deps.config),
    value: encrypt(JSON.stringify(flow), `sso-flow:${deps.config.secret}`),
    maxAge: Math.floor(FLOW_TTL_MS / 1000),
  });
}

/**
 * The flow of this browser, or null when missing, altered, expired or already taken; the cookie is cleared either
 * way. Its state row is deleted by the statement that finds it, so of two callbacks with the same flow one wins.
 */
export async function takeFlow(deps: Deps, cookie: CookieJar): Promise<Flow | null> {
  const jar = cookie[cookieName(deps.config, FLOW_COOKIE)];
  const value = jar?.value;
  jar?.set({ ...ssoCookie(deps.config), value: '', maxAge: 0 });
  if (typeof value !== 'string' || !value || value.length > 2000) return null;
  let flow: Flow;
  try {
    flow = JSON.parse(decrypt(value, `sso-flow:${deps.config.secret}`)) as Flow;
  } catch {
    return null;
  }
  const now = deps.clock.now();
  if (flow.expiresAt <= now) return null;
  const taken = await deps.db
    .delete(ssoFlows)
    .where(and(eq(ssoFlows.stateHash, sha256(flow.state)), gt(ssoFlows.expiresAt, now)))
    .returning({ companyId: ssoFlows.companyId });
  return taken[0]?.companyId === flow.companyId ? flow : null;
}
