// Connecting the accounting system (OAuth 2.0 authorisation code): the administrator is sent to the provider
// with a random single-use `state` (only its hash is kept, 10 minutes), comes back to the callback, and the code
// is exchanged for tokens that are stored encrypted. Also the status the Administrator page shows, and disconnect.
import { timingSafeEqual } from 'node:crypto';
import { accountingConnections, type User } from '@db/schema';
import type { AccountingStatus } from '@shared/types/billing';
import { and, eq, gt } from 'drizzle-orm';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { ACCOUNTING_SCOPES, authorizeUrl, callApi, requestTokens } from './provider';
import { listPushes } from './push-views';
import { accountingConfig, CONNECTION_ID, isConnected, readConnection, sealTokens } from './tokens';

const STATE_TTL_MS = 10 * 60_000;
/** Where the callback sends the administrator back to (the accounting panel of the Administrator page). */
export const ACCOUNTING_PAGE = '/dashboard/administrator/accounting';

export const redirectUri = (deps: Deps) => `${deps.config.publicUrl}/api/v1/admin/accounting/callback`;

/** GET admin/accounting: configuration, connection and the latest pushes. */
export async function accountingStatus(deps: Deps): Promise<AccountingStatus> {
  const row = await readConnection(deps);
  const connected = isConnected(row);
  const config = deps.config.accounting;
  return {
    configured: Boolean(config?.clientId && config.clientSecret),
    provider: row?.provider ?? 'fortnox',
    connected,
    needsReconnect: !connected && row?.connectedAt != null,
    companyName: row?.companyName ?? null,
    connectedAt: row?.connectedAt ?? null,
    scopes: connected && row?.scope ? row.scope.split(/[\s,]+/).filter(Boolean) : [...ACCOUNTING_SCOPES],
    redirectUri: redirectUri(deps),
    pushes: await listPushes(deps),
  };
}

/** GET admin/accounting/connect: the provider's authorisation address, with a new state remembered. */
export async function startConnect(deps: Deps): Promise<string> {
  const config = accountingConfig(deps);
  const state = randomToken();
  const now = deps.clock.now();
  const pending = { pendingState: sha256(state), pendingStateExpiresAt: now + STATE_TTL_MS, updatedAt: now };
  await deps.db
    .insert(accountingConnections)
    .values({ id: CONNECTION_ID, ...pending })
    .onConflictDoUpdate({ target: accountingConnections.id, set: pending });
  return authorizeUrl(config, redirectUri(deps), state);
}

export type CallbackInput = { code?: string; state?: string; error?: string; error_description?: string };

const failed = (reason: string) => `${ACCOUNTING_PAGE}?accounting=error&reason=${reason}`;

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET admin/accounting/callback: checks the state (unexpired, single use), exchanges the code, reads the
 * accounting company's name and stores the connection. Answers where to send the administrator; on any
 * failure nothing is stored and the reason is named (state, refused, code, exchange, scope, company).
 */
export async function finishConnect(deps: Deps, user: User, input: CallbackInput): Promise<string> {
  const config = deps.config.accounting;
  if (!config?.clientId || !config.clientSecret) return failed('notConfigured');
  const row = await readConnection(deps);
  const hash = input.state ? sha256(input.state) : '';
  if (!hash || !row?.pendingState || !sameHash(row.pendingState, hash)) return failed('state');
  // Used up here whatever follows: a state never opens a second exchange.
  const now = deps.clock.now();
  const taken = await deps.db
    .update(accountingConnections)
    .set({ pendingState: null, pendingStateExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(accountingConnections.id, CONNECTION_ID),
        eq(accountingConnections.pendingState, hash),
        gt(accountingConnections.pendingStateExpiresAt, now),
      ),
    )
    .returning({ id: accountingConnections.id });
  if (!taken.length) return failed('state');
  if (input.error) return failed('refused');
  if (!input.code) return failed('code');

  const tokens = await requestTokens(config, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: redirectUri(deps),
  }).catch((error: Error) => {
    deps.log.warn('accounting code exchange failed', { error: error.message });
    return null;
  });
  if (!tokens) return failed('exchange');
  const granted = tokens.scope.split(/[\s,]+/).filter(Boolean);
  if (granted.length && !ACCOUNTING_SCOPES.every((scope) => granted.includes(scope))) return failed('scope');

  const info = await callApi<{ CompanyInformation?: { CompanyName?: unknown } }>(
    config,
    tokens.accessToken,
    'GET',
    '/companyinformation',
  ).catch((error: Error) => {
    deps.log.warn('accounting company information failed', { error: error.message });
    return null;
  });
  if (!info) return failed('company');
  const name = info.CompanyInformation?.CompanyName;

  await deps.db
    .update(accountingConnections)
    .set({
      ...sealTokens(deps, tokens),
      scope: (granted.length ? granted : ACCOUNTING_SCOPES).join(' '),
      companyName: typeof name === 'string' && name ? name.slice(0, 200) : null,
      connectedAt: deps.clock.now(),
      connectedByUserId: user.id,
      updatedAt: deps.clock.now(),
    })
    .where(eq(accountingConnections.id, CONNECTION_ID));
  deps.log.info('accounting connected', { userId: user.id });
  return `${ACCOUNTING_PAGE}?accounting=connected`;
}

/** DELETE admin/accounting: forget the tokens and the connected company; the pushes' history stays. */
export async function disconnect(deps: Deps): Promise<void> {
  await deps.db
    .update(accountingConnections)
    .set({
      accessToken: null,
      refreshToken: null,
      accessExpiresAt: null,
      scope: null,
      companyName: null,
      connectedAt: null,
      connectedByUserId: null,
      updatedAt: deps.clock.now(),
    })
    .where(eq(accountingConnections.id, CONNECTION_ID));
}
