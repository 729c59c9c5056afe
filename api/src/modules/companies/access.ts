import { type Company, companies, type Membership, memberships } from '@db/schema';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';

export type MemberState = Membership['state'];
export const JOINED: MemberState[] = ['colleague', 'owner'];

type Db = Pick<Deps['db'], 'select'>;

/**
 * The company by its public id together with the caller's membership, found in one query whose WHERE
 * holds the authorisation: someone outside the company (or in a state not allowed here) gets 404,
 * never a hint that the company exists.
 */
export async function findMembership(
  deps: Deps,
  userId: number,
  companyShortId: string,
  states: MemberState[] = JOINED,
): Promise<{ company: Company; membership: Membership }> {
  const [row] = await deps.db
    .select({ company: companies, membership: memberships })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(companies.shortId, companyShortId),
        eq(memberships.userId, userId),
        inArray(memberships.state, states),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** As findMembership, and the caller must be an owner (403 for a colleague). */
export async function findOwnership(deps: Deps, userId: number, companyShortId: string) {
  const found = await findMembership(deps, userId, companyShortId);
  if (found.membership.state !== 'owner') throw new AppError('FORBIDDEN', 'ownersOnly');
  return found;
}

/** Another membership of the same company, by its public id; 404 when it is not in this company. */
export async function findMemberOf(deps: Deps, companyId: number, membershipShortId: string) {
  const [row] = await deps.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.shortId, membershipShortId)));
  if (!row) throw notFound();
  return row;
}

/** The people of a company in the given states. */
export async function countMembers(db: Db, companyId: number, states: MemberState[]) {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.state, states)));
  return row.value;
}

/** How many companies a user owns and how many they belong to (owned or joined; invitations do not count). */
export async function companyCounts(db: Db, userId: number) {
  const rows = await db
    .select({ state: memberships.state, value: count() })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), inArray(memberships.state, JOINED)))
    .groupBy(memberships.state);
  const owned = rows.find((r) => r.state === 'owner')?.value ?? 0;
  return { owned, joined: rows.reduce((n, r) => n + r.value, 0) };
}

/** Everyone in the company (invitations too), for live events. */
export async function memberUserIds(db: Db, companyId: number) {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.companyId, companyId));
  return rows.map((r) => r.userId);
}

/** Tells every member that the company, its people or its files changed (SPEC §4 live events). */
export async function notifyCompany(
  deps: Deps,
  company: Pick<Company, 'id' | 'shortId'>,
  alsoUserIds: number[] = [],
) {
  const userIds = [...(await memberUserIds(deps.db, company.id)), ...alsoUserIds];
  publishRefetch(deps, userIds, company.shortId);
}

export const publishRefetch = (deps: Deps, userIds: number[], companyShortId: string) =>
  deps.events.publish(userIds, {
    service: 'companies',
    actions: ['refetch-companies'],
    ids: { companyId: companyShortId },
  });
