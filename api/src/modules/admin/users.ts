// The Users tab of the Administrator page: the accounts (not people only invited), searched and shown with
// their subscription and number of companies. Internal ids stay here; rows carry the users' public ids.
import { memberships, subscriptions, type User, users } from '@db/schema';
import type { AdminUserRow } from '@shared/types/billing';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { ADMIN_LIST_CAP, type AdminUsersQuery } from './request-schemas';
import { anyContains } from './search';

type Db = Pick<Deps['db'], 'select'>;

/** The rows of these users: their current subscription and their companies (owner or colleague). */
export async function adminUserRows(db: Db, list: User[]): Promise<AdminUserRow[]> {
  if (list.length === 0) return [];
  const ids = list.map((u) => u.id);
  const current = await db
    .select({
      userId: subscriptions.userId,
      plan: subscriptions.plan,
      status: subscriptions.status,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, ids), ne(subscriptions.status, 'expired')));
  const companies = await db
    .select({ userId: memberships.userId, n: count() })
    .from(memberships)
    .where(and(inArray(memberships.userId, ids), ne(memberships.state, 'invited')))
    .groupBy(memberships.userId);
  const subscriptionOf = new Map(current.map((s) => [s.userId, s]));
  const companiesOf = new Map(companies.map((c) => [c.userId, c.n]));
  return list.map((user) => {
    const sub = subscriptionOf.get(user.id);
    return {
      id: user.shortId,
      fullName: user.fullName,
      username: user.username,
      email: user.email,
      role: user.role,
      isVerified: user.isVerified,
      disabled: user.disabledAt !== null,
      subscription: sub ? { plan: sub.plan, status: sub.status, endsAt: sub.endsAt } : null,
      subscriptionPrivileges: user.subscriptionPrivileges,
      companies: companiesOf.get(user.id) ?? 0,
      lastLoginAt: user.lastLoginAt,
      createdAt: user.createdAt,
    };
  });
}

/** GET admin/users: newest first, at most ADMIN_LIST_CAP; `q` in full name, username or email, any case. */
export async function listUsers(deps: Deps, query: typeof AdminUsersQuery.static) {
  const found = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        query.role ? eq(users.role, query.role) : undefined,
        anyContains([users.fullName, users.username, users.email], query.q),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_LIST_CAP);
  return adminUserRows(deps.db, found);
}

/** An account by its public id (people only invited have no account to manage): 404 otherwise. */
export async function findAccount(db: Db, id: string): Promise<User> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.shortId, id), eq(users.status, 'active')));
  if (!user) throw new AppError('NOT_FOUND', 'adminUserNotFound');
  return user;
}

export async function adminUserRow(db: Db, user: User): Promise<AdminUserRow> {
  const [row] = await adminUserRows(db, [user]);
  return row;
}
