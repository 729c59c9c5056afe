// A company's own page domain: set by its owners (a colleague 403, anyone else 404), proven by DNS, then the
// host its pages answer on (host-gate.ts). Each change tells the host gates of every instance (cache bus).

import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { type PageDomain, pageDomains } from '@db/schema';
import type { Lang } from '@shared/constants';
import { dictionaries, interpolate } from '@shared/i18n';
import { and, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { proofRecord, resolverFor } from '../../platform/dns-proof';
import { AppError, invalid } from '../../platform/errors';
import { auditInsert } from '../audit';
import { findOwnership } from '../companies';
import { domainsChanged } from './changes';
import { checkRecords } from './dns';

type User = { id: number; fullName: string };

/** What the dashboard shows: the domain, its state, the records to add and what the last check found. */
export function domainView(deps: Deps, domain: PageDomain, lang: Lang) {
  const target = deps.config.pageDomains.target;
  const problem = domain.problem as keyof (typeof dictionaries)['en']['api'] | null;
  return {
    host: domain.host,
    status: domain.status,
    url: `https://${domain.host}`,
    txt: proofRecord(domain.host, domain.token),
    cname: { name: domain.host, target },
    checkedAt: domain.checkedAt,
    problem: problem
      ? interpolate(dictionaries[lang].api[problem], { host: domain.host, target }, lang)
      : null,
    activatedAt: domain.activatedAt,
  };
}

const ofCompany = async (deps: Deps, companyId: number) =>
  (await deps.db.select().from(pageDomains).where(eq(pageDomains.companyId, companyId)))[0] ?? null;

/** The company's domain, or null. */
export async function getDomain(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  return ofCompany(deps, company.id);
}

/** Our own hosts: never a company's. */
function isOurs(deps: Deps, host: string) {
  const ours = [
    new URL(deps.config.publicUrl).hostname,
    deps.config.pageDomains.target,
    ...deps.config.pageDomains.ownHosts,
  ];
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    isIP(host) !== 0 ||
    ours.some((own) => host === own || host.endsWith(`.${own}`))
  );
}

/**
 * Sets the company's domain (lower case). The same host again keeps its proof; another starts over: a new code
 * to put in DNS, and the pages leave the old host at once. A host another company has is 409.
 */
export async function setDomain(deps: Deps, user: User, companyShortId: string, asked: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const host = asked.toLowerCase();
  if (isOurs(deps, host)) throw invalid('host', 'domainOurs');
  const [taken] = await deps.db
    .select({ id: pageDomains.id })
    .from(pageDomains)
    .where(and(eq(pageDomains.host, host), ne(pageDomains.companyId, company.id)));
  if (taken) throw new AppError('CONFLICT', 'domainTaken', { field: 'host' });
  const now = deps.clock.now();
  const current = await ofCompany(deps, company.id);
  if (current?.host === host) return { domain: current, created: false };
  const fresh = {
    host,
    token: randomBytes(18).toString('base64url'),
    status: 'pending' as const,
    checkedAt: null,
    problem: null,
    activatedAt: null,
    updatedAt: now,
  };
  const [[domain]] = await deps.db.batch([
    deps.db
      .insert(pageDomains)
      .values({ companyId: company.id, createdAt: now, ...fresh })
      .onConflictDoUpdate({ target: pageDomains.companyId, set: fresh })
      .returning(),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'page-domain',
      entityId: host,
      action: 'set',
      details: { from: current?.host ?? null, to: host },
      at: now,
    }),
  ]);
  domainsChanged(deps);
  return { domain, created: !current };
}

/** Removes the company's domain; its pages answer on our own host only, at once. */
export async function removeDomain(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(pageDomains).where(eq(pageDomains.companyId, company.id)).returning();
    if (!gone) throw new AppError('NOT_FOUND', 'notFound');
    await auditInsert(tx, {
      companyId: company.id,
      actor: user,
      entity: 'page-domain',
      entityId: gone.host,
      action: 'removed',
      at: deps.clock.now(),
    });
  });
  domainsChanged(deps);
}

/**
 * Asks DNS for the proof: active when the TXT record holds our code and the host points at us, else pending
 * with what is wrong. An active domain whose records are gone stays active (a check is the owner's to ask;
 * removing the domain is how it stops).
 */
export async function checkDomain(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const domain = await ofCompany(deps, company.id);
  if (!domain) throw new AppError('NOT_FOUND', 'notFound');
  const resolver = resolverFor(deps.config.dnsServers);
  const problem = await checkRecords(resolver, domain.host, domain.token, deps.config.pageDomains.target);
  const now = deps.clock.now();
  const activates = !problem && domain.status !== 'active';
  const [checked] = await deps.db
    .update(pageDomains)
    .set({
      checkedAt: now,
      problem,
      ...(activates && { status: 'active' as const, activatedAt: now }),
      updatedAt: now,
    })
    .where(eq(pageDomains.id, domain.id))
    .returning();
  if (activates) domainsChanged(deps);
  return checked;
}
