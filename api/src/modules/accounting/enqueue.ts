// What there is to push: every invoice and credit note once, and each paying company as a customer before its
// first invoice. When a new invoice of a company whose customer is already pushed comes, the customer is sent
// again (PUT) first, so billing details changed since then reach the accounting system with that invoice.
import { accountingPushes, companies, invoices } from '@db/schema';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';

/** Invoices taken per run; the next run takes the rest. */
const ENQUEUE_BATCH = 500;

/**
 * Queues what is new: read first, then written in one batch (one transaction, no await inside it, so no other
 * writer waits on our lock). Every write is conditional — a customer only if the company has none, an invoice
 * only once (unique index) — so instances running at once never queue a thing twice. Answers how many it read.
 */
export async function enqueuePushes(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const fresh = await deps.db
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
  const customers = await deps.db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(companies)
    .innerJoin(invoices, eq(invoices.companyId, companies.id))
    .where(
      notExists(
        deps.db
          .select({ id: accountingPushes.id })
          .from(accountingPushes)
          .where(and(eq(accountingPushes.kind, 'customer'), eq(accountingPushes.companyId, companies.id))),
      ),
    );
  if (!fresh.length && !customers.length) return 0;

  const newCustomers = new Set(customers.map((c) => c.id));
  const resend = [
    ...new Set(
      fresh.map((i) => i.companyId).filter((id): id is number => id !== null && !newCustomers.has(id)),
    ),
  ];
  const base = { state: 'pending' as const, nextAttemptAt: now, createdAt: now, updatedAt: now };
  const writes = [
    ...customers.map((c) =>
      deps.db.run(sql`
        insert into accounting_pushes
          (short_id, kind, company_id, label, state, attempts, next_attempt_at, created_at, updated_at)
        select ${shortId()}, 'customer', ${c.id}, ${c.name}, 'pending', 0, ${now}, ${now}, ${now}
        where not exists (select 1 from accounting_pushes where kind = 'customer' and company_id = ${c.id})`),
    ),
    ...(fresh.length
      ? [
          deps.db
            .insert(accountingPushes)
            .values(
              fresh.map((invoice) => ({
                ...base,
                shortId: shortId(),
                kind: 'invoice' as const,
                companyId: invoice.companyId,
                invoiceId: invoice.id,
                label: `${invoice.number} · ${invoice.buyer.companyName}`,
              })),
            )
            .onConflictDoNothing(),
        ]
      : []),
    ...(resend.length
      ? [
          deps.db
            .update(accountingPushes)
            .set({ state: 'pending', attempts: 0, lastError: null, nextAttemptAt: now, updatedAt: now })
            .where(
              and(
                eq(accountingPushes.kind, 'customer'),
                eq(accountingPushes.state, 'done'),
                inArray(accountingPushes.companyId, resend),
              ),
            ),
        ]
      : []),
  ];
  const [first, ...rest] = writes;
  await deps.db.batch([first, ...rest]);
  return customers.length + fresh.length;
}
