// The stored connection (one row, id 1) and its tokens: kept encrypted with the server key, renewed with the
// refresh token a minute before the access token ends or when the provider answers 401, both rotated on renewal.
// A refused renewal (revoked or lapsed authorisation) drops the tokens: the connection needs a new connect.
import { accountingConnections } from '@db/schema';
import { eq } from 'drizzle-orm';
import { decrypt, encrypt } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { ProviderError, requestTokens, type Tokens } from './provider';

export const CONNECTION_ID = 1;
/** Renew when the access token has less than this left, so a call never starts with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

export type Connection = typeof accountingConnections.$inferSelect;

export const readConnection = async (deps: Deps): Promise<Connection | undefined> =>
  (await deps.db.select().from(accountingConnections).where(eq(accountingConnections.id, CONNECTION_ID)))[0];

export const isConnected = (row: Connection | undefined) => Boolean(row?.accessToken && row.refreshToken);

/** Client id and secret are set; the addresses have defaults (config.ts). */
export function accountingConfig(deps: Deps) {
  const config = deps.config.accounting;
  if (!config?.clientId || !config.clientSecret) throw new AppError('CONFLICT', 'accountingNotConfigured');
  return config;
}

/** The token columns of a fresh pair, encrypted: plain tokens never reach the database. */
export const sealTokens = (deps: Deps, tokens: Tokens) => ({
  accessToken: encrypt(tokens.accessToken, deps.config.secret),
  refreshToken: encrypt(tokens.refreshToken, deps.config.secret),
  accessExpiresAt: deps.clock.now() + tokens.expiresIn * 1000,
});

/** The provider refused to renew the tokens: the connection waits for an administrator to connect again. */
export class ConnectionBroken extends Error {
  constructor() {
    super('The provider refused to renew the authorisation: connect again');
  }
}

/** The tokens are gone for good: the connection needs a new connect (`needsReconnect`). */
async function dropTokens(deps: Deps): Promise<never> {
  await deps.db
    .update(accountingConnections)
    .set({ accessToken: null, refreshToken: null, accessExpiresAt: null, updatedAt: deps.clock.now() })
    .where(eq(accountingConnections.id, CONNECTION_ID));
  throw new ConnectionBroken();
}

/** A stored token in plain; one sealed with another SECRET (changed since) cannot be read: connect again. */
async function unseal(deps: Deps, sealed: string): Promise<string> {
  try {
    return decrypt(sealed, deps.config.secret);
  } catch {
    deps.log.warn('accounting tokens unreadable with this SECRET');
    return dropTokens(deps);
  }
}

// One renewal at a time per app: two at once would both spend the same single-use refresh token.
const renewals = new WeakMap<Deps, Promise<string>>();

function renew(deps: Deps): Promise<string> {
  const running = renewals.get(deps);
  if (running) return running;
  const renewal = renewNow(deps).finally(() => renewals.delete(deps));
  renewals.set(deps, renewal);
  return renewal;
}

async function renewNow(deps: Deps): Promise<string> {
  const config = accountingConfig(deps);
  const row = await readConnection(deps);
  if (!row?.refreshToken) throw new ConnectionBroken();
  let tokens: Tokens;
  try {
    tokens = await requestTokens(config, {
      grant_type: 'refresh_token',
      refresh_token: await unseal(deps, row.refreshToken),
    });
  } catch (error) {
    // 400/401 from the token endpoint is the provider saying no (invalid_grant); anything else may pass.
    if (error instanceof ProviderError && (error.status === 400 || error.status === 401)) {
      deps.log.warn('accounting tokens refused', { error: error.message });
      await dropTokens(deps);
    }
    throw error;
  }
  await deps.db
    .update(accountingConnections)
    .set({
      ...sealTokens(deps, tokens),
      ...(tokens.scope ? { scope: tokens.scope } : {}),
      updatedAt: deps.clock.now(),
    })
    .where(eq(accountingConnections.id, CONNECTION_ID));
  return tokens.accessToken;
}

/** The provider's refresh token lapses after a month unused (Fortnox: 31 days): an idle connection renews weekly. */
const KEEP_ALIVE_MS = 7 * 24 * 3600_000;

/** Renews the tokens when the last renewal is a week old, so months without anything to push keep the connection. */
export async function keepAlive(deps: Deps): Promise<void> {
  const row = await readConnection(deps);
  if (!isConnected(row) || deps.clock.now() - (row?.accessExpiresAt ?? 0) < KEEP_ALIVE_MS) return;
  await renew(deps);
}

/**
 * Runs `call` with a valid access token: renewed first when it ends within a minute, and renewed once more
 * and `call` retried when the provider answers 401 anyway (revoked early, clocks apart).
 */
export async function withAccessToken<T>(deps: Deps, call: (token: string) => Promise<T>): Promise<T> {
  const row = await readConnection(deps);
  if (!isConnected(row)) throw new ConnectionBroken();
  const fresh = (row?.accessExpiresAt ?? 0) - deps.clock.now() > REFRESH_MARGIN_MS;
  const token = fresh ? await unseal(deps, row?.accessToken as string) : await renew(deps);
  try {
    return await call(token);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status !== 401) throw error;
    return call(await renew(deps));
  }
}
