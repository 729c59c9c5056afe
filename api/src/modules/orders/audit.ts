// Every change of an order is kept in the company's audit log (the audit module): who, when, what, how.
import type { User } from '@db/schema';
import type { Deps } from '../../platform/deps';
import { auditInsert } from '../audit';

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
  await auditInsert(db, {
    companyId: entry.companyId,
    actor: entry.actor,
    entity: 'order',
    entityId: entry.orderNumber,
    action: entry.action,
    details: entry.details,
    at: entry.at,
  });
}
