// A connection's tokens: kept encrypted with the server key (as the accounting connection's), renewed with the
// refresh token a minute before the access token ends (HubSpot says when; Salesforce does not) or when the CRM
// answers 401, and stored again (Salesforce may rotate the refresh token). A refused renewal marks the connection
// `reconnect` and mails its owners once; nothing queued is lost, it waits for an owner to connect again.
import { type CrmConnection, type CrmProvider, crmConnections } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import { decrypt, encrypt } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hubspotRefresh, hubspotRevoke } from './hubspot';
import { mailReconnect } from './mail';
import { CrmError, type Session, type Tokens } from './provider';
import { salesforceRefresh, salesforceRevoke } from './salesforce';

/** Renew when the access token has less than this left, so a call never starts with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

/** The providers the server has an app for (client id set), in the order offered. */
export function configuredProviders(deps: Deps): CrmProvider[] {
  const crm = deps.config.crm;
  return [
    ...(crm.hubspot ? (['hubspot'] as const) : []),
    ...(crm.salesforce ? (['salesforce'] as const) : []),
  ];
}

export function hubspotConfig(deps: Deps) {
  const config = deps.config.crm.hubspot;
  if (!config) throw new AppError('CONFLICT', 'crmNotConfigured');
  return config;
}

export function salesforceConfig(deps: Deps) {
  const config = deps.config.crm.salesforce;
  if (!config) throw new AppError('CONFLICT', 'crmNotConfigured');
  return config;
}

/** The token columns of a fresh pair, encrypted: plain tokens never reach the database. */
export const sealTokens = (deps: Deps, tokens: Tokens) => ({
  accessToken: encrypt(tokens.accessToken, deps.config.secret),
  refreshToken: encrypt(tokens.refreshToken, deps.config.secret),
  accessExpiresAt: tokens.expiresIn ? deps.clock.now() + tokens.expiresIn * 1000 : null,
  ...(tokens.instanceUrl ? { instanceUrl: tokens.instanceUrl } : {}),
});

/** A stored token in plain; one sealed with another SECRET (changed since) cannot be read: connect again. */
function unseal(deps: Deps, sealed: string): string {
  try {
    return decrypt(sealed, deps.config.secret);
  } catch {
    throw new CrmError(
      'lapsed',
      'The stored authorisation cannot be read with this server key: connect again',
    );
  }
}

/** The CRM refused to renew (or the tokens are unreadable): `reconnect`, and the owners are mailed once. */
export async function markReconnect(deps: Deps, connection: CrmConnection, reason: string) {
  const now = deps.clock.now();
  const [lapsed] = await deps.db
    .update(crmConnections)
    .set({ state: 'reconnect', updatedAt: now })
    .where(and(eq(crmConnections.id, connection.id), eq(crmConnections.state, 'connected')))
    .returning();
  if (!lapsed) return;
  deps.log.warn('crm connection needs reconnecting', { companyId: connection.companyId, reason });
  if (lapsed.reconnectMailedAt !== null) return;
  const [claimed] = await deps.db
    .update(crmConnections)
    .set({ reconnectMailedAt: now })
    .where(and(eq(crmConnections.id, connection.id), eq(crmConnections.state, 'reconnect')))
    .returning({ id: crmConnections.id });
  if (claimed) await mailReconnect(deps, lapsed);
}

async function refreshNow(deps: Deps, connection: CrmConnection): Promise<Session> {
  const [row] = await deps.db.select().from(crmConnections).where(eq(crmConnections.id, connection.id));
  if (row?.state !== 'connected') {
    throw new CrmError('lapsed', 'The connection waits for an owner to connect again');
  }
  const refreshToken = unseal(deps, row.refreshToken);
  const timeout = deps.config.crm.timeoutMs;
  const tokens =
    row.provider === 'hubspot'
      ? await hubspotRefresh(hubspotConfig(deps), timeout, refreshToken)
      : await salesforceRefresh(salesforceConfig(deps), timeout, refreshToken);
  await deps.db
    .update(crmConnections)
    .set({ ...sealTokens(deps, tokens), updatedAt: deps.clock.now() })
    .where(eq(crmConnections.id, connection.id));
  return { accessToken: tokens.accessToken, instanceUrl: tokens.instanceUrl ?? row.instanceUrl };
}

// One renewal at a time per connection and app: the sender's workers that meet a 401 together share it.
const renewals = new WeakMap<Deps, Map<number, Promise<Session>>>();

function refresh(deps: Deps, connection: CrmConnection): Promise<Session> {
  const running = renewals.get(deps) ?? new Map<number, Promise<Session>>();
  renewals.set(deps, running);
  const current = running.get(connection.id);
  if (current) return current;
  const renewal = refreshNow(deps, connection).finally(() => running.delete(connection.id));
  running.set(connection.id, renewal);
  return renewal;
}

/**
 * Runs `call` with a valid session: renewed first when the access token ends within a minute, and renewed once
 * more and `call` tried again when the CRM answers 401 anyway. A second 401, or a refused renewal: `lapsed`.
 */
export async function withSession<T>(
  deps: Deps,
  connection: CrmConnection,
  call: (session: Session) => Promise<T>,
): Promise<T> {
  const [row] = await deps.db.select().from(crmConnections).where(eq(crmConnections.id, connection.id));
  if (row?.state !== 'connected') {
    throw new CrmError('lapsed', 'The connection waits for an owner to connect again');
  }
  const ending = row.accessExpiresAt !== null && row.accessExpiresAt - deps.clock.now() < REFRESH_MARGIN_MS;
  const session = ending
    ? await refresh(deps, row)
    : { accessToken: unseal(deps, row.accessToken), instanceUrl: row.instanceUrl };
  try {
    return await call(session);
  } catch (error) {
    if (!(error instanceof CrmError) || error.kind !== 'unauthorized') throw error;
    const renewed = await refresh(deps, row);
    try {
      return await call(renewed);
    } catch (again) {
      if (again instanceof CrmError && again.kind === 'unauthorized')
        throw new CrmError('lapsed', again.message);
      throw again;
    }
  }
}

// Revocations under way (disconnect answers at once; tests wait for them).
const revoking = new WeakMap<Deps, Set<Promise<void>>>();

/** Disconnect: the CRM forgets the grant, in the background (no request waits on a CRM); a failure is logged. */
export function revokeSoon(deps: Deps, connection: CrmConnection) {
  const set = revoking.get(deps) ?? new Set<Promise<void>>();
  revoking.set(deps, set);
  const timeout = deps.config.crm.timeoutMs;
  const work = (async () => {
    const refreshToken = unseal(deps, connection.refreshToken);
    if (connection.provider === 'hubspot') await hubspotRevoke(hubspotConfig(deps), timeout, refreshToken);
    else await salesforceRevoke(salesforceConfig(deps), timeout, refreshToken);
  })().catch((error) =>
    deps.log.warn('crm revocation failed; the grant stays until the CRM drops it', {
      companyId: connection.companyId,
      error: (error as Error).message,
    }),
  );
  set.add(work);
  void work.finally(() => set.delete(work));
}

/** Resolves once no revocation runs (tests). */
export async function revocationsIdle(deps: Deps) {
  await Promise.all([...(revoking.get(deps) ?? [])]);
}
