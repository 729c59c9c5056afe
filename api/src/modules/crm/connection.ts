// A company's CRM connection, made by an owner: connect (the CRM's authorisation page with a state signed and
// bound to the owner and the company, single use, ten minutes; Salesforce with PKCE), the callback (the code
// exchanged, the tokens encrypted, the account named), the status the CRM tab shows, the mapping, disconnect.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type Company,
  type CrmConnection,
  type CrmProvider,
  companies,
  crmConnections,
  crmOauthStates,
  leadSyncs,
  leads,
  memberships,
  type User,
  users,
} from '@db/schema';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { decrypt, encrypt, randomToken, sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, invalid } from '../../platform/errors';
import { auditInsert } from '../audit';
import { findOwnership } from '../companies';
import { hubspotAccount, hubspotAuthorizeUrl, hubspotExchange } from './hubspot';
import {
  DEFAULT_MAPPING,
  FIXED,
  KNOWN_TARGETS,
  LEAD_FIELDS,
  type Mapping,
  mappingOf,
  mappingProblem,
} from './mapping';
import { type Account, CrmError, PROVIDER_NAMES, type Tokens } from './provider';
import type { CrmStatus, LeadSyncView } from './response-schemas';
import { pkcePair, salesforceAccount, salesforceAuthorizeUrl, salesforceExchange } from './salesforce';
import { syncSoon } from './sync';
import { configuredProviders, hubspotConfig, revokeSoon, salesforceConfig, sealTokens } from './tokens';

const STATE_TTL_MS = 10 * 60_000;
/** Where the callback sends the owner back to: the companies page opens the company's CRM tab. */
export const COMPANIES_PAGE = '/dashboard/companies';

export const redirectUri = (deps: Deps, provider: CrmProvider) =>
  `${deps.config.publicUrl}/api/v1/crm/callback/${provider}`;

export const readConnection = async (deps: Deps, companyId: number): Promise<CrmConnection | undefined> =>
  (await deps.db.select().from(crmConnections).where(eq(crmConnections.companyId, companyId)))[0];

export const syncView = (
  sync: typeof leadSyncs.$inferSelect,
  lead: { shortId: string; fullName: string; email: string },
): LeadSyncView => ({
  leadId: lead.shortId,
  name: lead.fullName,
  email: lead.email,
  state: sync.state,
  attempts: sync.attempts,
  lastError: sync.lastError,
  externalId: sync.externalId,
  nextAttemptAt: sync.nextAttemptAt,
  syncedAt: sync.syncedAt,
  updatedAt: sync.updatedAt,
});

/** GET companies/{id}/crm: the CRMs on offer, the connection with its mapping, counts and failed leads. */
export async function crmStatus(deps: Deps, company: Company): Promise<CrmStatus> {
  const available = configuredProviders(deps);
  const connection = await readConnection(deps, company.id);
  if (!connection) return { available, connection: null };
  const byState = await deps.db
    .select({ state: leadSyncs.state, value: count() })
    .from(leadSyncs)
    .where(eq(leadSyncs.connectionId, connection.id))
    .groupBy(leadSyncs.state);
  const counted = (state: string) => byState.find((row) => row.state === state)?.value ?? 0;
  const failed = await deps.db
    .select({
      sync: leadSyncs,
      lead: { shortId: leads.shortId, fullName: leads.fullName, email: leads.email },
    })
    .from(leadSyncs)
    .innerJoin(leads, eq(leads.id, leadSyncs.leadId))
    .where(and(eq(leadSyncs.connectionId, connection.id), eq(leadSyncs.state, 'failed')))
    .orderBy(desc(leadSyncs.updatedAt), desc(leadSyncs.id))
    .limit(50);
  const [by] = connection.connectedByUserId
    ? await deps.db
        .select({ name: users.fullName })
        .from(users)
        .where(eq(users.id, connection.connectedByUserId))
    : [];
  const mapping = mappingOf(connection.provider, connection.mapping);
  const now = deps.clock.now();
  return {
    available,
    connection: {
      provider: connection.provider,
      state: connection.state,
      accountName: connection.accountName,
      connectedAt: connection.connectedAt,
      connectedBy: by?.name ?? null,
      mapping: LEAD_FIELDS.map((field) => ({
        field,
        target: mapping[field],
        fixed: FIXED[connection.provider][field] !== undefined,
      })),
      targets: [...KNOWN_TARGETS[connection.provider]],
      counts: {
        queued: counted('queued') + counted('sending'),
        synced: counted('synced'),
        failed: counted('failed'),
      },
      pausedUntil: connection.pausedUntil && connection.pausedUntil > now ? connection.pausedUntil : null,
      failed: failed.map((row) => syncView(row.sync, row.lead)),
    },
  };
}

/** The state's signature: the nonce bound to the owner, the company and the CRM with the server key. */
const sign = (deps: Deps, nonce: string, userId: number, companyId: number, provider: CrmProvider) =>
  createHmac('sha256', deps.config.secret)
    .update(`crm-state:${nonce}:${userId}:${companyId}:${provider}`)
    .digest('base64url');

/** POST companies/{id}/crm/connect/{provider}: the CRM's authorisation page, with a new single-use state. */
export async function startConnect(deps: Deps, user: User, companyShortId: string, provider: CrmProvider) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  if (!configuredProviders(deps).includes(provider)) throw new AppError('CONFLICT', 'crmNotConfigured');
  const existing = await readConnection(deps, company.id);
  if (existing && existing.provider !== provider) {
    throw new AppError('CONFLICT', 'crmOtherConnected', {
      params: { provider: PROVIDER_NAMES[existing.provider] },
    });
  }
  const nonce = randomToken();
  const state = `${nonce}.${sign(deps, nonce, user.id, company.id, provider)}`;
  const now = deps.clock.now();
  const pkce = provider === 'salesforce' ? pkcePair() : null;
  await deps.db.delete(crmOauthStates).where(lt(crmOauthStates.expiresAt, now));
  await deps.db.insert(crmOauthStates).values({
    stateHash: sha256(nonce),
    userId: user.id,
    companyId: company.id,
    provider,
    codeVerifier: pkce ? encrypt(pkce.verifier, deps.config.secret) : null,
    expiresAt: now + STATE_TTL_MS,
  });
  const url =
    provider === 'hubspot'
      ? hubspotAuthorizeUrl(hubspotConfig(deps), redirectUri(deps, provider), state)
      : salesforceAuthorizeUrl(
          salesforceConfig(deps),
          redirectUri(deps, provider),
          state,
          pkce?.verifier ?? '',
        );
  return { url };
}

export type CallbackInput = { code?: string; state?: string; error?: string };

/** Why a connect failed, as the dashboard names it (companies/crm/CrmTab.tsx). */
export type ConnectFailure =
  | 'state'
  | 'refused'
  | 'code'
  | 'exchange'
  | 'account'
  | 'unavailable'
  | 'other'
  | 'notConfigured';

const back = (query: Record<string, string>) => `${COMPANIES_PAGE}?${new URLSearchParams(query).toString()}`;

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The state's row, used up here whatever follows (a state never opens a second exchange), if it is the caller's. */
async function takeState(deps: Deps, user: User, provider: CrmProvider, state: string | undefined) {
  const [nonce, signature] = (state ?? '').split('.');
  if (!nonce || !signature) return null;
  const [row] = await deps.db
    .delete(crmOauthStates)
    .where(eq(crmOauthStates.stateHash, sha256(nonce)))
    .returning();
  if (!row || row.expiresAt <= deps.clock.now()) return null;
  if (row.provider !== provider || row.userId !== user.id) return null;
  if (!sameText(signature, sign(deps, nonce, row.userId, row.companyId, row.provider))) return null;
  // Still an owner of the company (a colleague now, or gone: refused).
  const [owner] = await deps.db
    .select({ company: companies })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.companyId, row.companyId),
        eq(memberships.userId, user.id),
        eq(memberships.state, 'owner'),
      ),
    );
  return owner ? { row, company: owner.company } : null;
}

const failureOf = (error: unknown, otherwise: ConnectFailure): ConnectFailure =>
  error instanceof CrmError && error.kind === 'unavailable' ? 'unavailable' : otherwise;

/**
 * GET crm/callback/{provider}: checks the state (the caller's, unexpired, single use), exchanges the code, reads
 * the account's name and stores the connection. Answers where to send the owner; on any failure nothing is
 * stored and the reason is named. Bounded by CRM_TIMEOUT_MS per call: a hung CRM never holds it longer.
 */
export async function finishConnect(deps: Deps, user: User, provider: CrmProvider, input: CallbackInput) {
  if (!configuredProviders(deps).includes(provider)) return back({ crm: 'error', reason: 'notConfigured' });
  const taken = await takeState(deps, user, provider, input.state);
  if (!taken) return back({ crm: 'error', reason: 'state' });
  const { row, company } = taken;
  const failed = (reason: ConnectFailure) => back({ crm: 'error', reason, company: company.shortId });
  if (input.error) return failed('refused');
  if (!input.code) return failed('code');

  const timeout = deps.config.crm.timeoutMs;
  const code = input.code;
  let tokens: Tokens;
  let account: Account;
  try {
    tokens =
      provider === 'hubspot'
        ? await hubspotExchange(hubspotConfig(deps), timeout, code, redirectUri(deps, provider))
        : await salesforceExchange(
            salesforceConfig(deps),
            timeout,
            code,
            redirectUri(deps, provider),
            row.codeVerifier ? decrypt(row.codeVerifier, deps.config.secret) : '',
          );
  } catch (error) {
    deps.log.warn('crm code exchange failed', { provider, error: (error as Error).message });
    return failed(failureOf(error, 'exchange'));
  }
  if (provider === 'salesforce' && !instanceAllowed(deps, tokens.instanceUrl)) return failed('exchange');
  try {
    account =
      provider === 'hubspot'
        ? await hubspotAccount(hubspotConfig(deps), timeout, tokens.accessToken)
        : await salesforceAccount(salesforceConfig(deps), timeout, tokens);
  } catch (error) {
    deps.log.warn('crm account lookup failed', { provider, error: (error as Error).message });
    return failed(failureOf(error, 'account'));
  }

  const saved = await saveConnection(deps, user, company, provider, tokens, account);
  if (!saved) return failed('other');
  deps.log.info('crm connected', { companyId: company.id, provider, userId: user.id });
  syncSoon(deps);
  return back({ crm: 'connected', company: company.shortId });
}

/** The org's address from the token answer gets our bearer tokens: https, or plain http when the login is (tests). */
function instanceAllowed(deps: Deps, instanceUrl: string | null) {
  if (!instanceUrl) return false;
  try {
    const url = new URL(instanceUrl);
    const login = new URL(salesforceConfig(deps).loginUrl);
    return url.protocol === 'https:' || (login.protocol === 'http:' && url.protocol === 'http:');
  } catch {
    return false;
  }
}

/**
 * A new connection, or the company's connection renewed (connected again after `reconnect`: everything queued
 * goes on). Another account of the CRM than before starts afresh: the old ids mean nothing there. Answers false
 * when the company meanwhile connected another CRM.
 */
async function saveConnection(
  deps: Deps,
  user: User,
  company: Company,
  provider: CrmProvider,
  tokens: Tokens,
  account: Account,
): Promise<boolean> {
  const now = deps.clock.now();
  const fields = {
    ...sealTokens(deps, tokens),
    state: 'connected' as const,
    scope: tokens.scope,
    accountName: account.name.slice(0, 200),
    accountId: account.id.slice(0, 100),
    connectedAt: now,
    connectedByUserId: user.id,
    reconnectMailedAt: null,
    pausedUntil: null,
    updatedAt: now,
  };
  const existing = await readConnection(deps, company.id);
  const audit = (action: string) =>
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'crm',
      entityId: provider,
      action,
      details: { account: fields.accountName },
      at: now,
    });
  if (!existing) {
    await deps.db.batch([
      deps.db
        .insert(crmConnections)
        .values({ companyId: company.id, provider, mapping: DEFAULT_MAPPING[provider], ...fields })
        .onConflictDoNothing(),
      audit('connected'),
    ]);
    return (await readConnection(deps, company.id))?.provider === provider;
  }
  if (existing.provider !== provider) return false;
  const otherAccount = existing.accountId !== '' && existing.accountId !== fields.accountId;
  await deps.db.batch([
    deps.db
      .update(crmConnections)
      .set({ ...fields, ...(otherAccount ? { sweptAt: 0, sweptLeadId: 0, reconciledAt: 0 } : {}) })
      .where(eq(crmConnections.id, existing.id)),
    ...(otherAccount ? [deps.db.delete(leadSyncs).where(eq(leadSyncs.connectionId, existing.id))] : []),
    audit('reconnected'),
  ]);
  return true;
}

/** The company's connection, or 409 when there is none. */
async function requireConnection(deps: Deps, company: Company) {
  const connection = await readConnection(deps, company.id);
  if (!connection) throw new AppError('CONFLICT', 'crmNotConnected');
  return connection;
}

/** DELETE companies/{id}/crm: forgotten here at once (with its queue); the CRM revokes the grant in the background. */
export async function disconnect(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const removed = await deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(crmConnections)
      .where(eq(crmConnections.companyId, company.id))
      .returning();
    if (gone)
      await auditInsert(tx, {
        companyId: company.id,
        actor: user,
        entity: 'crm',
        entityId: gone.provider,
        action: 'disconnected',
        at: deps.clock.now(),
      });
    return gone;
  });
  if (removed) {
    revokeSoon(deps, removed);
    deps.log.info('crm disconnected', { companyId: company.id, provider: removed.provider, userId: user.id });
  }
  return crmStatus(deps, company);
}

/** PUT companies/{id}/crm/mapping: the fields given change; each must be a property the CRM can take, once. */
export async function saveMapping(deps: Deps, user: User, companyShortId: string, body: Partial<Mapping>) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const connection = await requireConnection(deps, company);
  const changes = Object.fromEntries(
    Object.entries(body).map(([field, target]) => [field, (target ?? '').trim()]),
  );
  const mapping = { ...mappingOf(connection.provider, connection.mapping), ...changes } as Mapping;
  const problem = mappingProblem(connection.provider, mapping, new Set(Object.keys(changes)));
  if (problem) throw invalid(problem.field, problem.key);
  await deps.db.batch([
    deps.db
      .update(crmConnections)
      .set({ mapping, updatedAt: deps.clock.now() })
      .where(eq(crmConnections.id, connection.id)),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'crm',
      entityId: connection.provider,
      action: 'mappingChanged',
      details: { fields: Object.keys(changes).sort().join(', ') },
      at: deps.clock.now(),
    }),
  ]);
  return crmStatus(deps, company);
}

/** POST companies/{id}/crm/leads/{leadId}/sync: the lead is due now, its attempts counted afresh. */
export async function sendAgain(deps: Deps, user: User, companyShortId: string, leadShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const connection = await requireConnection(deps, company);
  const [lead] = await deps.db
    .select()
    .from(leads)
    .where(and(eq(leads.shortId, leadShortId), eq(leads.companyId, company.id)));
  if (!lead) throw new AppError('NOT_FOUND', 'notFound');
  if (lead.scanState === 'reading') throw new AppError('CONFLICT', 'crmLeadReading');
  const now = deps.clock.now();
  const fresh = { attempts: 0, nextAttemptAt: now, lastError: null, updatedAt: now };
  // One being sent now keeps going; its newer queuedVersion sends it once more after.
  const busy = sql`${leadSyncs.state} = 'sending' and ${leadSyncs.claimedUntil} > ${now}`;
  const [sync] = await deps.db
    .insert(leadSyncs)
    .values({
      leadId: lead.id,
      connectionId: connection.id,
      state: 'queued',
      queuedVersion: lead.version,
      createdAt: now,
      ...fresh,
    })
    .onConflictDoUpdate({
      target: [leadSyncs.leadId, leadSyncs.connectionId],
      set: {
        ...fresh,
        state: sql`case when ${busy} then 'sending' else 'queued' end`,
        claimedUntil: sql`case when ${busy} then ${leadSyncs.claimedUntil} else null end`,
        queuedVersion: sql`max(${leadSyncs.queuedVersion}, ${lead.version})`,
      },
    })
    .returning();
  syncSoon(deps);
  return syncView(sync, lead);
}
