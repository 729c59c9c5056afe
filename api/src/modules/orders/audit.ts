// Every change of an order is kept in the audit log (db/schema/orders.ts auditLog): who, when, what.
import { auditLog, type User } from '@db/schema';
import type { Deps } from '../../platform/deps';

type Writer = Pick<Deps['db'], 'insert'>;

export async function auditOrder(
  db: Writer,
  entry: {
    at: number;
    actor: Pick<User, 'id' | 'fullName'>;
    companyId: number | null;
    orderNumber: string;
    action: 'submitted' | 'cancelled' | 'processing' | 'shipped' | 'deleted';
    details?: Record<string, string | number | null>;
  },
) {
  await db.insert(auditLog).values({
    companyId: entry.companyId,
    actorUserId: entry.actor.id,
    actorName: entry.actor.fullName,
    entity: 'order',
    entityId: entry.orderNumber,
    action: entry.action,
    details: entry.details ?? {},
    at: entry.at,
  });
}
