// A person leaving a company, or removed by an owner (SPEC §4 colleague states): a use case above companies and
// subscriptions — what the company paid for the person ends with their membership — so it lives here, above
// the modules it spans (docs/modules.md).
import { type Company, type Membership, memberships, type User, users } from '@db/schema';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type AuditActor, auditInsert } from '../audit';
import {
  countMembers,
  deletePersonFiles,
  deleteStored,
  findMemberOf,
  findMembership,
  findOwnership,
  notifyCompany,
} from '../companies';
import { recordUsage } from '../pricing';
import { endPaidOnDepartureIn, finishEndings } from '../subscriptions';
import { subscriptionChanged } from '../webhooks';

/**
 * Takes a person out of a company with their company data: the membership (colleague profile) and the
 * files they have there. A company keeps at least one owner: its last owner deletes it instead. What the company
 * paid for the person (their subscription, their requests that it pay) ends in the same transaction: a company
 * pays only for its people (docs/decisions.md). `by` is the owner who removed them; none when they left.
 */
export async function removeMember(deps: Deps, company: Company, member: Membership, by?: User | AuditActor) {
  const now = deps.clock.now();
  const { keys, ended } = await deps.db.transaction(async (tx) => {
    if (member.state === 'owner' && (await countMembers(tx, company.id, ['owner'])) <= 1) {
      throw new AppError('CONFLICT', 'lastOwner');
    }
    const stored = await deletePersonFiles(tx, company, member, { uploadsOnly: false });
    await tx.delete(memberships).where(eq(memberships.id, member.id));
    const [person] = await tx
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, member.userId));
    await auditInsert(tx, {
      companyId: company.id,
      actor: by ?? { id: member.userId, fullName: person?.fullName ?? '' },
      entity: 'colleague',
      entityId: member.shortId,
      action: by && by.id !== member.userId ? 'removed' : 'left',
      details: { person: person?.fullName ?? null, state: member.state },
      at: now,
    });
    // An owner leaving lowers the company's count of owners (pricing/usage.ts).
    if (member.state === 'owner') await recordUsage(tx, company.id, now);
    return { keys: stored, ended: await endPaidOnDepartureIn(tx, company.id, member.userId, now) };
  });
  await deleteStored(deps, keys);
  await notifyCompany(deps, company, [member.userId]);
  const removed = by && by.id !== member.userId;
  await finishEndings(deps, ended, removed ? 'endedRemoved' : 'endedLeft', by?.fullName);
  // The company's endpoints learn that what it paid for has ended (subscription.changed).
  for (const done of ended) await subscriptionChanged(deps, done.row);
}

export async function leaveCompany(deps: Deps, user: User, companyShortId: string) {
  const { company, membership } = await findMembership(deps, user.id, companyShortId);
  await removeMember(deps, company, membership);
}

/** Owners remove a colleague or withdraw an invitation. */
export async function removeColleague(
  deps: Deps,
  user: User,
  companyShortId: string,
  membershipShortId: string,
) {
  const { company } = await findOwnership(deps, user.id, companyShortId);
  await removeMember(deps, company, await findMemberOf(deps, company.id, membershipShortId), user);
}
