import { type Company, companyDomains, companySso, type User } from '@db/schema';
import type { SsoProvider } from '@shared/schemas/sso';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { encrypt } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { checkTxtProof, derivedToken, proofRecord, resolverFor } from '../../platform/dns-proof';
import { AppError, invalid, notFound } from '../../platform/errors';
import { auditInsert } from '../audit';
import { findOwnership } from '../companies';
import { forgetProvider } from './provider';

export const CALLBACK_PATH = '/api/v1/auth/sso/callback';

/** The issuer of each kind of provider: Google's is fixed, Entra ID's is per tenant, any other is given. */
export function issuerOf(provider: SsoProvider, input: { tenant?: string; issuer?: string }) {
  if (provider === 'google') return 'https://accounts.google.com';
  if (provider === 'microsoft') {
    if (!input.tenant) throw invalid('tenant', 'invalidSsoTenant');
    return `https://login.microsoftonline.com/${input.tenant}/v2.0`;
  }
  if (!input.issuer) throw invalid('issuer', 'invalidSsoIssuer');
  return input.issuer.replace(/\/\.well-known\/openid-configuration$/, '').replace(/\/$/, '');
}

const domainView = (deps: Deps, company: Company, row: typeof companyDomains.$inferSelect) => ({
  domain: row.domain,
  verified: row.verifiedAt !== null,
  verifiedAt: row.verifiedAt,
  record: proofRecord(row.domain, derivedToken(deps.config.secret, company.shortId, row.domain)),
});

/** The company's domains and provider as its owners see them (the secret never leaves). */
export async function ssoSettings(deps: Deps, userId: number, companyShortId: string) {
  const { company } = await findOwnership(deps, userId, companyShortId);
  return settingsOf(deps, company);
}

async function settingsOf(deps: Deps, company: Company) {
  const [sso] = await deps.db.select().from(companySso).where(eq(companySso.companyId, company.id));
  const domains = await deps.db
    .select()
    .from(companyDomains)
    .where(eq(companyDomains.companyId, company.id))
    .orderBy(companyDomains.domain);
  return {
    provider: sso?.provider ?? null,
    issuer: sso?.issuer ?? '',
    tenant: sso?.tenant ?? '',
    clientId: sso?.clientId ?? '',
    hasClientSecret: Boolean(sso?.clientSecret),
    requireSso: sso?.requireSso ?? false,
    redirectUri: `${deps.config.publicUrl}${CALLBACK_PATH}`,
    domains: domains.map((d) => domainView(deps, company, d)),
  };
}

export type SsoInput = {
  provider: SsoProvider;
  tenant?: string;
  issuer?: string;
  clientId: string;
  clientSecret?: string;
  requireSso: boolean;
};

/** Connects the provider or changes it; a new connection needs the secret, a change may keep the stored one. */
export async function saveSso(deps: Deps, user: User, companyShortId: string, input: SsoInput) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const issuer = issuerOf(input.provider, input);
  if (!deps.config.sso.allowHttpIssuer && !issuer.startsWith('https://'))
    throw invalid('issuer', 'invalidSsoIssuer');
  const [existing] = await deps.db.select().from(companySso).where(eq(companySso.companyId, company.id));
  if (!input.clientSecret && !existing) throw invalid('clientSecret', 'invalidSsoClientSecret');
  const values = {
    provider: input.provider,
    issuer,
    tenant: input.provider === 'microsoft' ? (input.tenant ?? '') : '',
    clientId: input.clientId.trim(),
    clientSecret: input.clientSecret
      ? encrypt(input.clientSecret, deps.config.secret)
      : existing!.clientSecret,
    requireSso: input.requireSso,
    updatedAt: deps.clock.now(),
  };
  await deps.db.batch([
    deps.db
      .insert(companySso)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: companySso.companyId, set: values }),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'sso',
      entityId: company.shortId,
      action: existing ? 'updated' : 'connected',
      details: { provider: input.provider, issuer, requireSso: input.requireSso ? 'yes' : 'no' },
      at: deps.clock.now(),
    }),
  ]);
  forgetProvider(company.id);
  return settingsOf(deps, company);
}

/** Disconnects the provider: members sign in with passwords again (the domains stay proved). */
export async function removeSso(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  await deps.db.batch([
    deps.db.delete(companySso).where(eq(companySso.companyId, company.id)),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'sso',
      entityId: company.shortId,
      action: 'disconnected',
      at: deps.clock.now(),
    }),
  ]);
  forgetProvider(company.id);
  return settingsOf(deps, company);
}

export async function addDomain(deps: Deps, user: User, companyShortId: string, domain: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const name = domain.toLowerCase();
  await deps.db.batch([
    deps.db
      .insert(companyDomains)
      .values({ companyId: company.id, domain: name, createdAt: deps.clock.now() })
      .onConflictDoNothing(),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'sso-domain',
      entityId: name,
      action: 'added',
      at: deps.clock.now(),
    }),
  ]);
  return settingsOf(deps, company);
}

export async function removeDomain(deps: Deps, user: User, companyShortId: string, domain: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const name = domain.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(companyDomains)
      .where(and(eq(companyDomains.companyId, company.id), eq(companyDomains.domain, name)))
      .returning();
    if (!removed.length) throw notFound();
    await auditInsert(tx, {
      companyId: company.id,
      actor: user,
      entity: 'sso-domain',
      entityId: name,
      action: 'removed',
      at: deps.clock.now(),
    });
  });
  return settingsOf(deps, company);
}

/**
 * Looks for the TXT proof; found, the domain is the company's. Another company that verified the domain first
 * keeps it (409): one domain signs in through one provider.
 */
export async function verifyDomain(deps: Deps, user: User, companyShortId: string, domain: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const name = domain.toLowerCase();
  const [row] = await deps.db
    .select()
    .from(companyDomains)
    .where(and(eq(companyDomains.companyId, company.id), eq(companyDomains.domain, name)));
  if (!row) throw notFound();
  if (row.verifiedAt !== null) return settingsOf(deps, company);
  const [taken] = await deps.db
    .select({ id: companyDomains.id })
    .from(companyDomains)
    .where(
      and(
        eq(companyDomains.domain, name),
        isNotNull(companyDomains.verifiedAt),
        ne(companyDomains.companyId, company.id),
      ),
    );
  if (taken) throw new AppError('CONFLICT', 'mailDomainTaken', { field: 'domain' });
  const resolver = resolverFor(deps.config.dnsServers);
  const problem = await checkTxtProof(
    resolver,
    name,
    derivedToken(deps.config.secret, company.shortId, name),
  );
  if (problem === 'dnsUnreachable')
    throw new AppError('UNAVAILABLE', problem, { headers: { 'retry-after': '60' } });
  if (problem) throw invalid('domain', problem, { host: name });
  try {
    await deps.db.batch([
      deps.db
        .update(companyDomains)
        .set({ verifiedAt: deps.clock.now() })
        .where(eq(companyDomains.id, row.id)),
      auditInsert(deps.db, {
        companyId: company.id,
        actor: user,
        entity: 'sso-domain',
        entityId: name,
        action: 'verified',
        at: deps.clock.now(),
      }),
    ]);
  } catch {
    // The unique index of verified domains: another company verified it in the meantime.
    throw new AppError('CONFLICT', 'mailDomainTaken', { field: 'domain' });
  }
  return settingsOf(deps, company);
}
