// Who may read a company's audit log: its owners (a colleague gets 403, anyone else 404), and the administrator.
import { companies, memberships } from '@db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';

/** The company by its public id, for an owner of it. The audit module sits below companies: it reads directly. */
export async function companyForOwner(deps: Deps, userId: number, companyShortId: string) {
  const [row] = await deps.db
    .select({ id: companies.id, shortId: companies.shortId, state: memberships.state })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(companies.shortId, companyShortId),
        eq(memberships.userId, userId),
        inArray(memberships.state, ['owner', 'colleague']),
      ),
    );
  if (!row) throw notFound();
  if (row.state !== 'owner') throw new AppError('FORBIDDEN', 'ownersOnly');
  return row;
}

/** Any company by its public id (the administrator). */
export async function companyForAdministrator(deps: Deps, companyShortId: string) {
  const [row] = await deps.db
    .select({ id: companies.id, shortId: companies.shortId })
    .from(companies)
    .where(eq(companies.shortId, companyShortId));
  if (!row) throw notFound();
  return row;
}

/**
 * The company whose log `user` reads on the owners' routes (the dashboard's page): an owner's own, or any company for
 * the administrator, so the desk opens the same page.
 */
export const companyForReader = (deps: Deps, user: { id: number; role: string }, companyShortId: string) =>
  user.role === 'administrator'
    ? companyForAdministrator(deps, companyShortId)
    : companyForOwner(deps, user.id, companyShortId);
