// Submitted orders: the owners' history, the preview, cancel; the administrator's list, status and force delete.
import { cards, companies, coupons, memberships, type Order, orders, type User } from '@db/schema';
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { orderStatusChanged } from '../webhooks';
import { findOrderFor, isAdmin } from './access';
import { auditOrder } from './audit';
import { deleteImages } from './image-files';
import { mailOrder } from './mail';
import { detailView, newestFirst, summaryQuery, summaryView } from './views';

type Page = { offset: number; limit: number };

/** History: the orders of the companies I own, newest first. */
export async function listHistory(deps: Deps, user: Pick<User, 'id'>, page: Page) {
  const owned = deps.db
    .select({ id: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.state, 'owner')));
  const rows = await summaryQuery(deps.db)
    .where(and(ne(orders.status, 'draft'), inArray(orders.companyId, owned)))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(summaryView);
}

/** The administrator's table: every order, filtered by status, company or the start of its number. */
export async function listAll(
  deps: Deps,
  filter: Page & { status?: Order['status']; company?: string; number?: string },
) {
  const rows = await summaryQuery(deps.db)
    .where(
      and(
        ne(orders.status, 'draft'),
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.company ? eq(companies.shortId, filter.company) : undefined,
        filter.number ? like(orders.number, `${filter.number.replace(/[%_\\]/g, '')}%`) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(summaryView);
}

export async function orderDetail(deps: Deps, user: User, orderShortId: string) {
  const order = await findOrderFor(deps, user, orderShortId);
  return detailView(deps, order, true);
}

/** Cancel while received (owners of its company, the administrator): coupon uses back, its cards deleted. */
export async function cancelOrder(deps: Deps, user: User, orderShortId: string) {
  const found = await findOrderFor(deps, user, orderShortId);
  const now = deps.clock.now();
  const cancelled = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(eq(orders.id, found.id), eq(orders.status, 'received')))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'orderNotCancellable');
    const codes = row.coupons.map((c) => c.code);
    if (codes.length)
      await tx
        .update(coupons)
        .set({ uses: sql`max(${coupons.uses} - 1, 0)`, updatedAt: now })
        .where(inArray(coupons.code, codes));
    // Never printed: its cards and their /c links go (docs/decisions.md "Orders: cancel").
    await tx.delete(cards).where(eq(cards.orderId, row.id));
    await auditOrder(tx, {
      at: now,
      actor: user,
      companyId: row.companyId,
      orderNumber: row.number!,
      action: 'cancelled',
    });
    return row;
  });
  await mailOrder(deps, cancelled.id, 'cancelled');
  await orderStatusChanged(deps, cancelled, 'received');
  return detailView(deps, cancelled, true);
}

const NEXT: Partial<Record<Order['status'], Order['status']>> = {
  received: 'processing',
  processing: 'shipped',
};

/** Administrator: Received → Processing → Shipped, one step at a time; shipped is mailed. */
export async function changeStatus(
  deps: Deps,
  user: User,
  orderShortId: string,
  status: 'processing' | 'shipped',
) {
  const found = await findOrderFor(deps, user, orderShortId);
  const now = deps.clock.now();
  const from = status === 'processing' ? 'received' : 'processing';
  if (NEXT[found.status] !== status)
    throw new AppError('CONFLICT', 'statusChangeNotAllowed', { field: 'status' });
  const changed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status,
        updatedAt: now,
        ...(status === 'processing' ? { processingAt: now } : { shippedAt: now }),
      })
      .where(and(eq(orders.id, found.id), eq(orders.status, from)))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'statusChangeNotAllowed', { field: 'status' });
    await auditOrder(tx, {
      at: now,
      actor: user,
      companyId: row.companyId,
      orderNumber: row.number!,
      action: status,
      details: { from },
    });
    return row;
  });
  if (status === 'shipped') await mailOrder(deps, changed.id, 'shipped');
  await orderStatusChanged(deps, changed, from);
  return detailView(deps, changed, isAdmin(user));
}

/** Administrator: force delete, with its lines, cards and images. */
export async function deleteOrder(deps: Deps, user: User, orderShortId: string) {
  const found = await findOrderFor(deps, user, orderShortId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(orders).where(eq(orders.id, found.id));
    await auditOrder(tx, {
      at: deps.clock.now(),
      actor: user,
      companyId: found.companyId,
      orderNumber: found.number ?? found.shortId,
      action: 'deleted',
      details: { status: found.status, total: found.total },
    });
  });
  await deleteImages(
    deps,
    null,
    found.images.map((m) => m.key),
  );
}
