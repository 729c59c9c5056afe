import { memberships, type User } from '@db/schema';
import { LIMITS } from '@shared/constants';
import { entitlementsOf } from '@shared/entitlements';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { auditInsert } from '../audit';
import { recordUsage, requirePriceConfirmation } from '../pricing';
import { getUserById } from '../users';
import { companyCounts, countMembers, findMemberOf, findOwnership, notifyCompany } from './access';
import { deletePersonFiles, deleteStored } from './files';

/**
 * An owner makes a colleague an owner: at most LIMITS.ownersPerCompany owners, and the new owner must be
 * allowed to own one more company (the company limit of their own tier). An owner beyond the included ones
 * raises the monthly price: billing info and the confirmation of the new price first (pricing/services.ts).
 */
export async function makeOwner(
  deps: Deps,
  user: User,
  companyShortId: string,
  membershipShortId: string,
  acceptMonthlyPrice?: number,
) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const target = await findMemberOf(deps, company.id, membershipShortId);
  if (target.state === 'invited') throw new AppError('CONFLICT', 'invitationPending');
  if (target.state === 'owner') throw new AppError('CONFLICT', 'alreadyOwner');
  const person = (await getUserById(deps, target.userId))!;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if ((await countMembers(tx, company.id, ['owner'])) >= LIMITS.ownersPerCompany) {
      throw new AppError('CONFLICT', 'ownerLimit', { params: { limit: LIMITS.ownersPerCompany } });
    }
    if ((await companyCounts(tx, person.id)).owned >= entitlementsOf(person, now).maxOwnedCompanies) {
      throw new AppError('CONFLICT', 'ownerCompanyLimit');
    }
    await requirePriceConfirmation(tx, company, 'owner', acceptMonthlyPrice);
    await tx
      .update(memberships)
      .set({ state: 'owner', updatedAt: now })
      .where(and(eq(memberships.id, target.id), eq(memberships.state, 'colleague')));
    await auditInsert(tx, {
      companyId: company.id,
      actor: user,
      entity: 'colleague',
      entityId: target.shortId,
      action: 'madeOwner',
      details: { person: person.fullName, from: 'colleague', to: 'owner' },
      at: now,
    });
    await recordUsage(tx, company.id, now);
  });
  await notifyCompany(deps, company);
}

/**
 * An owner takes owner status away (their own too), which deletes the files that person uploaded to the
 * company as an owner (SPEC §4); they stay a colleague. The last owner cannot be removed.
 */
export async function removeOwner(deps: Deps, user: User, companyShortId: string, membershipShortId: string) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  const target = await findMemberOf(deps, company.id, membershipShortId);
  if (target.state !== 'owner') throw new AppError('CONFLICT', 'notOwner');
  const keys = await deps.db.transaction(async (tx) => {
    if ((await countMembers(tx, company.id, ['owner'])) <= 1) throw new AppError('CONFLICT', 'lastOwner');
    const stored = await deletePersonFiles(tx, company, target, { uploadsOnly: true });
    await tx
      .update(memberships)
      .set({ state: 'colleague', updatedAt: deps.clock.now() })
      .where(eq(memberships.id, target.id));
    await auditInsert(tx, {
      companyId: company.id,
      actor: user,
      entity: 'colleague',
      entityId: target.shortId,
      action: 'ownerRemoved',
      details: { from: 'owner', to: 'colleague' },
      at: deps.clock.now(),
    });
    await recordUsage(tx, company.id, deps.clock.now());
    return stored;
  });
  await deleteStored(deps, keys);
  await notifyCompany(deps, company);
}
