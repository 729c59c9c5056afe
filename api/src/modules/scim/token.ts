// Turning provisioning on for a company: a bearer token shown once, stored as its hash (as API keys are), replaced
// or turned off by the company's owners. The token is the company: a SCIM request reaches that company only.
import { companyScim, type User } from '@db/schema';
import { eq } from 'drizzle-orm';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { auditInsert } from '../audit';
import { findOwnership } from '../companies';

export const SCIM_TOKEN_PREFIX = 'dcscim_';
export const SCIM_PATH = '/scim/v2';

export const scimBaseUrl = (deps: Deps) => `${deps.config.publicUrl.replace(/\/$/, '')}${SCIM_PATH}`;

/** GET companies/{id}/provisioning: whether it is on, the base URL and the token's first characters. */
export async function provisioningStatus(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const [row] = await deps.db.select().from(companyScim).where(eq(companyScim.companyId, company.id));
  return {
    enabled: !!row,
    baseUrl: scimBaseUrl(deps),
    tokenPrefix: row?.tokenPrefix ?? null,
    since: row?.createdAt ?? null,
  };
}

/** POST companies/{id}/provisioning: turns it on, or replaces the token (the old one stops at once). */
export async function issueToken(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const token = `${SCIM_TOKEN_PREFIX}${randomToken(32)}`;
  const now = deps.clock.now();
  const [existing] = await deps.db
    .select({ id: companyScim.companyId })
    .from(companyScim)
    .where(eq(companyScim.companyId, company.id));
  const values = { tokenHash: sha256(token), tokenPrefix: token.slice(0, 12), updatedAt: now };
  await deps.db.batch([
    deps.db
      .insert(companyScim)
      .values({ companyId: company.id, createdAt: now, ...values })
      .onConflictDoUpdate({ target: companyScim.companyId, set: values }),
    auditInsert(deps.db, {
      companyId: company.id,
      actor: user,
      entity: 'provisioning',
      entityId: values.tokenPrefix,
      action: existing ? 'tokenReplaced' : 'turnedOn',
      at: now,
    }),
  ]);
  return { ...(await provisioningStatus(deps, user, companyShortId)), token };
}

/** DELETE companies/{id}/provisioning: the token stops working; the people stay colleagues as they are. */
export async function turnOff(deps: Deps, user: User, companyShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx.delete(companyScim).where(eq(companyScim.companyId, company.id)).returning();
    if (!gone) throw notFound();
    await auditInsert(tx, {
      companyId: company.id,
      actor: user,
      entity: 'provisioning',
      entityId: gone.tokenPrefix,
      action: 'turnedOff',
      at: deps.clock.now(),
    });
  });
  return provisioningStatus(deps, user, companyShortId);
}

/** The company a bearer token is, or null. */
export async function companyOfToken(deps: Deps, token: string) {
  if (!token.startsWith(SCIM_TOKEN_PREFIX)) return null;
  const [row] = await deps.db
    .select()
    .from(companyScim)
    .where(eq(companyScim.tokenHash, sha256(token)));
  return row?.companyId ?? null;
}
