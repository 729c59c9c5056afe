// Who may see and change an order: the owners of its company (a colleague 403, anyone else 404, as for other
// company data), the administrator; a draft only its creator.
import { memberships, type Order, orders, type User } from '@db/schema';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';

export const isAdmin = (user: Pick<User, 'role'>) => user.role === 'administrator';

/** A submitted order the user may read: owners of its company (its creator while they still own it), the administrator. */
export async function findOrderFor(
  deps: Deps,
  user: Pick<User, 'id' | 'role'>,
  orderShortId: string,
  options: { adminMay?: boolean; drafts?: boolean } = {},
): Promise<Order> {
  const [row] = await deps.db
    .select({ order: orders, state: memberships.state })
    .from(orders)
    .leftJoin(memberships, and(eq(memberships.companyId, orders.companyId), eq(memberships.userId, user.id)))
    .where(eq(orders.shortId, orderShortId));
  if (!row) throw notFound();
  const { order, state } = row;
  if (order.status === 'draft') {
    if (options.drafts && order.createdByUserId === user.id) return order;
    throw notFound();
  }
  if ((options.adminMay ?? true) && isAdmin(user)) return order;
  if (state === 'owner') return order;
  if (state === 'colleague') throw new AppError('FORBIDDEN', 'ownersOnly');
  throw notFound();
}
