// A colleague's request that a company pay their subscription (issue 19): a company pays only for subscriptions
// its owners started or approved. Choosing a company one does not own on the Subscriptions page asks its owners
// (a mail to each, in their language, and a row in their list); an owner approves (the subscription starts,
// activated by that owner, by the same path and rules as an owner enabling one) or declines (the colleague is
// mailed); the colleague may withdraw it; leaving or being removed cancels it (endings.ts).
import {
  type Company,
  companies,
  memberships,
  type SubscriptionRequest,
  subscriptionRequests,
  type User,
  users,
} from '@db/schema';
import type { SubscriptionRequestView } from '@shared/types/billing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { subscriptionChanged } from '../webhooks';
import { assertPayer, priceOf, publishSubscriptionChange } from './basics';
import { colleaguesLink, mailPerson } from './mail';
import { assertCanChange, currentSubscription, type Db, enableIn, type Plan } from './store';

/** The pending requests of some users or of some companies, oldest first, as the dashboard shows them. */
export async function pendingRequests(
  db: Db,
  where: { userId: number } | { companyIds: number[] },
): Promise<(SubscriptionRequestView & { companyId: number })[]> {
  if ('companyIds' in where && !where.companyIds.length) return [];
  const rows = await db
    .select({ req: subscriptionRequests, person: users, company: companies })
    .from(subscriptionRequests)
    .innerJoin(users, eq(users.id, subscriptionRequests.userId))
    .innerJoin(companies, eq(companies.id, subscriptionRequests.companyId))
    .where(
      and(
        eq(subscriptionRequests.state, 'pending'),
        'userId' in where
          ? eq(subscriptionRequests.userId, where.userId)
          : inArray(subscriptionRequests.companyId, where.companyIds),
      ),
    )
    .orderBy(asc(subscriptionRequests.createdAt), asc(subscriptionRequests.id));
  return rows.map(({ req, person, company }) => ({
    id: req.shortId,
    user: { id: person.shortId, fullName: person.fullName, email: person.email },
    company: { id: company.shortId, name: company.name },
    plan: req.plan,
    price: priceOf(req.plan),
    requestedAt: req.createdAt,
    companyId: company.id,
  }));
}

/** The owners of a company, to mail. */
const ownersOf = (db: Db, companyId: number) =>
  db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.companyId, companyId), eq(memberships.state, 'owner'), eq(users.status, 'active')),
    );

/**
 * POST subscriptions/me with a company I do not own: asks its owners instead of putting it on the bill. The same
 * refusals as enabling (billing info 422, a lifetime or the same subscription 409) answer first; a newer request
 * replaces my pending one.
 */
export async function requestSubscription(deps: Deps, user: User, company: Company, plan: Plan) {
  assertPayer(company);
  assertCanChange(await currentSubscription(deps.db, user.id), plan, company.id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(subscriptionRequests)
      .set({ state: 'withdrawn', updatedAt: now })
      .where(and(eq(subscriptionRequests.userId, user.id), eq(subscriptionRequests.state, 'pending')));
    await tx.insert(subscriptionRequests).values({
      shortId: shortId(),
      userId: user.id,
      companyId: company.id,
      plan,
      createdAt: now,
      updatedAt: now,
    });
  });
  const owners = await ownersOf(deps.db, company.id);
  publishSubscriptionChange(deps, [user.id, ...owners.map((o) => o.id)]);
  const row = { plan, companyName: company.name, endsAt: null };
  for (const owner of owners) {
    await mailPerson(deps, owner.id, 'requested', row, { name: user.fullName, link: colleaguesLink(deps) });
  }
}

/** DELETE subscriptions/me/request: I withdraw my pending request (404 when there is none). */
export async function withdrawMyRequest(deps: Deps, user: Pick<User, 'id'>) {
  const now = deps.clock.now();
  const withdrawn = await deps.db
    .update(subscriptionRequests)
    .set({ state: 'withdrawn', updatedAt: now })
    .where(and(eq(subscriptionRequests.userId, user.id), eq(subscriptionRequests.state, 'pending')))
    .returning();
  if (!withdrawn.length) throw new AppError('NOT_FOUND', 'noSubscriptionRequest');
  const owners = await ownersOf(deps.db, withdrawn[0]!.companyId);
  publishSubscriptionChange(deps, [user.id, ...owners.map((o) => o.id)]);
}

/** A pending request of a company I own: a colleague there 403, anyone else 404, already answered 409. */
async function requestToDecide(deps: Deps, owner: User, id: string) {
  const [found] = await deps.db
    .select({ req: subscriptionRequests, company: companies, state: memberships.state })
    .from(subscriptionRequests)
    .innerJoin(companies, eq(companies.id, subscriptionRequests.companyId))
    .leftJoin(
      memberships,
      and(eq(memberships.companyId, subscriptionRequests.companyId), eq(memberships.userId, owner.id)),
    )
    .where(eq(subscriptionRequests.shortId, id));
  if (!found || (found.state !== 'owner' && found.state !== 'colleague')) throw notFound();
  if (found.state !== 'owner') throw new AppError('FORBIDDEN', 'ownersOnly');
  if (found.req.state !== 'pending') throw new AppError('CONFLICT', 'requestNotPending');
  const [person] = await deps.db.select().from(users).where(eq(users.id, found.req.userId));
  if (!person) throw notFound();
  return { req: found.req, company: found.company, person };
}

/** Marks a pending request answered; false when someone answered or withdrew it meanwhile. */
async function claim(
  db: Db,
  req: SubscriptionRequest,
  state: 'approved' | 'declined',
  by: User,
  now: number,
) {
  const [claimed] = await db
    .update(subscriptionRequests)
    .set({ state, decidedByUserId: by.id, decidedAt: now, updatedAt: now })
    .where(and(eq(subscriptionRequests.id, req.id), eq(subscriptionRequests.state, 'pending')))
    .returning();
  return claimed !== undefined;
}

/**
 * POST subscriptions/requests/{id}/approve: the subscription starts paid by the company, activated by the owner —
 * re-enabling, upgrading or moving the person's current one as their own choice would (store.ts enableIn).
 */
export async function approveRequest(deps: Deps, owner: User, id: string) {
  const { req, company, person } = await requestToDecide(deps, owner, id);
  assertPayer(company);
  const now = deps.clock.now();
  const { row } = await deps.db.transaction(async (tx) => {
    if (!(await claim(tx, req, 'approved', owner, now))) throw new AppError('CONFLICT', 'requestNotPending');
    const enabled = await enableIn(tx, {
      subscriber: person,
      company,
      plan: req.plan,
      activatedBy: owner,
      mode: 'mine',
      now,
    });
    await tx
      .update(subscriptionRequests)
      .set({ subscriptionId: enabled.row.id })
      .where(eq(subscriptionRequests.id, req.id));
    return enabled;
  });
  publishSubscriptionChange(deps, [person.id, owner.id]);
  await mailPerson(deps, person.id, 'approved', row, { owner: owner.fullName });
  await subscriptionChanged(deps, row);
  return { company, params: { name: person.fullName, company: company.name } };
}

/** POST subscriptions/requests/{id}/decline: nothing is billed; the colleague is mailed. */
export async function declineRequest(deps: Deps, owner: User, id: string) {
  const { req, company, person } = await requestToDecide(deps, owner, id);
  if (!(await claim(deps.db, req, 'declined', owner, deps.clock.now()))) {
    throw new AppError('CONFLICT', 'requestNotPending');
  }
  publishSubscriptionChange(deps, [person.id, owner.id]);
  const row = { plan: req.plan, companyName: company.name, endsAt: null };
  await mailPerson(deps, person.id, 'declined', row, { owner: owner.fullName });
  return { company, params: { name: person.fullName } };
}
