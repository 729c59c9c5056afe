// Owners and their colleagues' subscriptions (SPEC §6: owners activate colleague subscriptions): the people of
// the companies I own with their current subscription, enabling one paid by my company, ending one my company
// pays. Authorisation as for other company data: not in the company 404, a colleague there 403.
import {
  type Company,
  companies,
  memberships,
  type Subscription,
  subscriptions,
  type User,
  users,
} from '@db/schema';
import type { ColleagueSubscriptionInput } from '@shared/schemas/billing';
import type { ColleagueSubscriptionRow } from '@shared/types/billing';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { auditInsert } from '../audit';
import { findOwnership, JOINED } from '../companies';
import { hasBilling } from '../pricing';
import { subscriptionChanged } from '../webhooks';
import { assertPayer, publishSubscriptionChange } from './basics';
import { endNowIn, finishEndings } from './endings';
import { finishExpiry } from './expiry';
import { mailSubscriber } from './mail';
import { enableSubscription } from './me';
import { cancelIn } from './store';
import { namesOf, toView, viewOf } from './views';

const stateOrder = sql`case ${memberships.state} when 'owner' then 0 else 1 end`;

/** GET subscriptions/colleagues: one row per person and company I own (owners and colleagues, not invitations). */
export async function listColleagueSubscriptions(
  deps: Deps,
  user: Pick<User, 'id'>,
  onlyUserId?: number,
): Promise<ColleagueSubscriptionRow[]> {
  const owned = await deps.db
    .select({ company: companies })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, user.id), eq(memberships.state, 'owner')))
    .orderBy(asc(companies.name));
  if (!owned.length) return [];
  const ownedIds = owned.map((o) => o.company.id);
  const people = await deps.db
    .select({ m: memberships, person: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inArray(memberships.companyId, ownedIds),
        inArray(memberships.state, JOINED),
        eq(users.status, 'active'),
        ...(onlyUserId === undefined ? [] : [eq(users.id, onlyUserId)]),
      ),
    )
    .orderBy(stateOrder, asc(users.fullName));
  const userIds = [...new Set(people.map((p) => p.person.id))];
  const current = userIds.length
    ? await deps.db
        .select()
        .from(subscriptions)
        .where(and(inArray(subscriptions.userId, userIds), ne(subscriptions.status, 'expired')))
    : [];
  const names = await namesOf(deps.db, current);
  const rows: ColleagueSubscriptionRow[] = [];
  for (const { company } of owned) {
    for (const { m, person } of people.filter((p) => p.m.companyId === company.id)) {
      const sub = current.find((s) => s.userId === person.id) ?? null;
      const paidByMine = sub?.companyId != null && ownedIds.includes(sub.companyId);
      rows.push({
        user: { id: person.shortId, fullName: person.fullName, email: person.email },
        company: { id: company.shortId, name: company.name },
        role: m.state === 'owner' ? 'owner' : 'colleague',
        // Who pays a person's subscription, and who started it, is only the paying company's owners' to see.
        subscription: sub && paidByMine ? toView(sub, names.get(sub.id)) : null,
        subscribedElsewhere: sub !== null && !paidByMine,
        canEnd: paidByMine && (sub?.status === 'active' || sub?.plan === 'lifetime'),
        canEnable: !sub && hasBilling(company),
      });
    }
  }
  return rows;
}

/** The person (owner or colleague, by user id) in a company I own; 404 when they are not in it. */
async function personIn(deps: Deps, company: Company, userShortId: string) {
  const [row] = await deps.db
    .select({ person: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.companyId, company.id),
        eq(users.shortId, userShortId),
        inArray(memberships.state, JOINED),
        eq(users.status, 'active'),
      ),
    );
  if (!row) throw notFound();
  return row.person;
}

/** POST subscriptions/colleagues: an owner enables a person's subscription, paid by the owner's company. */
export async function enableForColleague(deps: Deps, owner: User, input: ColleagueSubscriptionInput) {
  const { company } = await findOwnership(deps, owner.id, input.companyId);
  const person = await personIn(deps, company, input.userId);
  assertPayer(company);
  const { row } = await enableSubscription(deps, {
    subscriber: person,
    company,
    plan: input.plan,
    activatedBy: owner,
    mode: 'colleague',
  });
  if (person.id !== owner.id) await mailSubscriber(deps, 'byOwner', row, owner.fullName);
  const list = await listColleagueSubscriptions(deps, owner, person.id);
  return {
    row: list.find((r) => r.company.id === company.shortId)!,
    params: { name: person.fullName, company: company.name },
  };
}

/**
 * POST subscriptions/{id}/cancel: the subscriber, or an owner of the paying company, cancels it (the same 30-day
 * period). An owner of the paying company ends a lifetime one at once (endings.ts; no refund: it was billed once).
 * A colleague of the paying company 403, anyone else 404.
 */
export async function cancelSubscriptionById(deps: Deps, user: User, id: string) {
  const [found] = await deps.db
    .select({ sub: subscriptions, state: memberships.state })
    .from(subscriptions)
    .leftJoin(
      memberships,
      and(eq(memberships.companyId, subscriptions.companyId), eq(memberships.userId, user.id)),
    )
    .where(and(eq(subscriptions.shortId, id), ne(subscriptions.status, 'expired')));
  if (!found) throw notFound();
  const { sub, state } = found;
  const mine = sub.userId === user.id;
  if (!mine && state !== 'owner') {
    if (state === 'colleague') throw new AppError('FORBIDDEN', 'ownersOnly');
    throw notFound();
  }
  const now = deps.clock.now();
  // The paying company's log records its subscription's end, whoever ends it.
  const auditIn = async (tx: Pick<Deps['db'], 'insert'>, action: string) => {
    if (sub.companyId === null) return;
    await auditInsert(tx, {
      companyId: sub.companyId,
      actor: user,
      entity: 'subscription',
      entityId: sub.shortId,
      action,
      details: { person: sub.userName, plan: sub.plan },
      at: now,
    });
  };
  if (state === 'owner' && sub.plan === 'lifetime') {
    const ended = await deps.db.transaction(async (tx) => {
      const done = await endNowIn(tx, sub, now);
      if (done) await auditIn(tx, 'ended');
      return done;
    });
    if (!ended) throw notFound();
    publishSubscriptionChange(deps, [user.id]);
    await finishEndings(deps, mine ? [] : [ended], 'endedNow', user.fullName);
    if (mine) await finishExpiry(deps, ended);
    await subscriptionChanged(deps, ended.row);
    return { view: await viewOf(deps.db, ended.row), endedNow: true };
  }
  const cancelled: Subscription = await deps.db.transaction(async (tx) => {
    const done = await cancelIn(tx, sub, now);
    await auditIn(tx, 'cancelled');
    return done;
  });
  publishSubscriptionChange(deps, [cancelled.userId, user.id]);
  if (!mine) await mailSubscriber(deps, 'endedByOwner', cancelled, user.fullName);
  await subscriptionChanged(deps, cancelled);
  return { view: await viewOf(deps.db, cancelled), endedNow: false };
}
