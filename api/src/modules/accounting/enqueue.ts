// What there is to push: every invoice and credit note once, and each paying company as a customer before its
// first invoice. When a new invoice of a company whose customer is already pushed comes, the customer is sent
// again (PUT) first, so billing details changed since then reach the accounting system with that invoice.
import { accountingPushes, companies, invoices } from '@db/schema';
import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';

/** Invoices taken per run; the next run takes the rest. */
const ENQUEUE_BATCH = 500;

/** Queues what is new; one write transaction (BEGIN IMMEDIATE), so instances never queue a thing twice. */
export const enqueuePushes = (deps: Deps): Promise<number> =>
  deps.db.transaction((tx) => enqueueIn(tx, deps.clock.now()));

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

async function enqueueIn(tx: Tx, now: number): Promise<number> {
  const fresh = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      companyId: invoices.companyId,
      buyer: invoices.buyer,
    })
    .from(invoices)
    .leftJoin(accountingPushes, eq(accountingPushes.invoiceId, invoices.id))
    .where(isNull(accountingPushes.id))
    .orderBy(asc(invoices.number))
    .limit(ENQUEUE_BATCH);

  const customers = await tx
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(companies)
    .innerJoin(invoices, eq(invoices.companyId, companies.id))
    .where(
      notExists(
        tx
          .select({ id: accountingPushes.id })
          .from(accountingPushes)
          .where(and(eq(accountingPushes.kind, 'customer'), eq(accountingPushes.companyId, companies.id))),
      ),
    );

  const base = { state: 'pending' as const, nextAttemptAt: now, createdAt: now, updatedAt: now };
  const rows = [
    ...customers.map((c) => ({
      ...base,
      shortId: shortId(),
      kind: 'customer' as const,
      companyId: c.id,
      label: c.name,
    })),
    ...fresh.map((invoice) => ({
      ...base,
      shortId: shortId(),
      kind: 'invoice' as const,
      companyId: invoice.companyId,
      invoiceId: invoice.id,
      label: `${invoice.number} · ${invoice.buyer.companyName}`,
    })),
  ];
  if (!rows.length) return 0;

  const newCustomers = new Set(customers.map((c) => c.id));
  const resend = [
    ...new Set(
      fresh.map((i) => i.companyId).filter((id): id is number => id !== null && !newCustomers.has(id)),
    ),
  ];
  await tx.insert(accountingPushes).values(rows).onConflictDoNothing();
  if (resend.length) {
    await tx
      .update(accountingPushes)
      .set({ state: 'pending', attempts: 0, lastError: null, nextAttemptAt: now, updatedAt: now })
      .where(
        and(
          eq(accountingPushes.kind, 'customer'),
          eq(accountingPushes.state, 'done'),
          inArray(accountingPushes.companyId, resend),
        ),
      );
  }
  return rows.length;
}
