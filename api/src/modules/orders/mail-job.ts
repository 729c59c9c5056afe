// The "received" mails of a submitted order, sent off the submit's request: the submit marks the order
// `mailPending` in its transaction and wakes the background sender (mailSoon); the order-mails job (every minute) sends
// any still due — after a failed send, or a restart between the commit and the send. An order is claimed by
// clearing the mark first, so two runs never mail it twice; a failed send sets it again for the next run.
import { orders } from '@db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { backgroundPasses } from '../../platform/background-passes';
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

/**
 * How long after a submit its mails start. Building a mail is CPU work in this process (~10 ms each, two per
 * order); started at once, a burst of submits rendered mails between the next requests and doubled their time.
 */
export const MAIL_DELAY_MS = 250;

const mails = backgroundPasses(mailPendingOrders, {
  delayMs: MAIL_DELAY_MS,
  failure: 'order mails failed; the order-mails job sends them again',
});
/** After the submit's answer: its mails go out shortly, in the background, one order at a time; never a rejection. */
export const mailSoon = mails.soon;

export const orderJobs: Job[] = [
  { name: 'order-mails', pattern: '* * * * *', run: (deps) => mailPendingOrders(deps) },
];
