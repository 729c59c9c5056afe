// The "received" mails of a submitted order, sent off the submit's request: the submit marks the order
// `mailPending` in its transaction and starts a send in the background; the order-mails job (every minute) sends
// any still due — after a failed send, or a restart between the commit and the send. An order is claimed by
// clearing the mark first, so two runs never mail it twice; a failed send sets it again for the next run.
import { orders } from '@db/schema';
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { sendOrderMails } from './mail';

/** Mails one order's "received" mails if they are still due; true when this call sent them. */
export async function mailReceived(deps: Deps, orderId: number): Promise<boolean> {
  const [claimed] = await deps.db
    .update(orders)
    .set({ mailPending: false })
    .where(and(eq(orders.id, orderId), eq(orders.mailPending, true)))
    .returning({ id: orders.id, number: orders.number });
  if (!claimed) return false;
  try {
    await sendOrderMails(deps, orderId, 'received');
    return true;
  } catch (error) {
    await deps.db.update(orders).set({ mailPending: true }).where(eq(orders.id, orderId));
    deps.log.error('order mail failed; the order-mails job sends it again', { order: claimed.number, error });
    return false;
  }
}

/** Sends every order's mails still due, oldest first; answers how many orders were mailed. */
export async function mailPendingOrders(deps: Deps): Promise<number> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.mailPending, true))
    .orderBy(asc(orders.id));
  let mailed = 0;
  for (const { id } of due) if (await mailReceived(deps, id)) mailed++;
  return mailed;
}

/** After the submit's answer: the mails go out now, in the background; never an unhandled rejection. */
export function mailSoon(deps: Deps, orderId: number) {
  setTimeout(() => {
    mailReceived(deps, orderId).catch((error) =>
      deps.log.error('order mail failed; the order-mails job sends it again', { orderId, error }),
    );
  }, 0);
}

export const orderJobs: Job[] = [
  { name: 'order-mails', pattern: '* * * * *', run: (deps) => mailPendingOrders(deps) },
];
