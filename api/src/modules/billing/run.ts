// The monthly billing run: one invoice per company and month (docs/decisions.md "Billing"). Idempotent: the
// unique index (company_id, period) lets a company be invoiced once for a month, whoever runs at the same time;
// a company already invoiced is skipped. Also the final invoice of a company being deleted.
import {
  type Company,
  companies,
  invoiceLines,
  invoices,
  memberships,
  orders,
  subscriptions,
  usageChanges,
  users,
} from '@db/schema';
import { type Lang, vatOf } from '@shared/constants';
import type { BillingRunResult } from '@shared/types/billing';
import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { buyerOf, hasBilling, INVOICE_DUE_MS, periodOf, previousPeriod } from '../pricing';
import { invoiceIssued } from '../webhooks';
import { type BillingWindow, billingWindow, type ChargeLine, chargesOf } from './charges';
import { mailInvoice, mailUnsent } from './invoice-mail';

/** The language of the company's first owner, or Swedish. */
async function companyLang(db: Deps['db'], companyId: number): Promise<Lang> {
  const [first] = await db
    .select({ lang: users.lang })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.state, 'owner')))
    .orderBy(asc(memberships.joinedAt), asc(memberships.id))
    .limit(1);
  return first?.lang ?? 'sv';
}

/**
 * Issues the invoice of one company for a window in one transaction whose first statement takes the write lock:
 * the next number of the series (from 1001) in the insert itself. Null when the company already has one for the
 * period (the unique index) or nothing is charged.
 */
export async function issueInvoice(
  deps: Deps,
  company: Company,
  w: BillingWindow,
  lines: ChargeLine[],
): Promise<{ id: number; total: number } | null> {
  if (!lines.length) return null;
  const now = deps.clock.now();
  const net = lines.reduce((sum, l) => sum + l.amount, 0);
  const vat = vatOf(net);
  const lang = await companyLang(deps.db, company.id);
  const issued = await deps.db.transaction(async (tx) => {
    const [invoice] = await tx
      .insert(invoices)
      .values({
        shortId: shortId(),
        number: sql`(select coalesce(max(${invoices.number}), 1000) + 1 from ${invoices})`,
        companyId: company.id,
        period: w.period,
        buyer: buyerOf(company),
        lang,
        net,
        vat,
        total: net + vat,
        issuedAt: now,
        dueAt: now + INVOICE_DUE_MS,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [invoices.companyId, invoices.period] })
      .returning({ id: invoices.id, total: invoices.total });
    if (!invoice) return null;
    await tx
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ invoiceId: invoice.id, position, ...line })));
    return invoice;
  });
  if (issued) {
    const [row] = await deps.db.select().from(invoices).where(eq(invoices.id, issued.id));
    await invoiceIssued(deps, row);
  }
  return issued;
}

/**
 * The companies that may owe something for a window: any usage change or paid subscription before its end, or a
 * card order shipped in it.
 */
async function candidates(db: Deps['db'], w: BillingWindow): Promise<Company[]> {
  const used = db
    .select({ id: usageChanges.companyId })
    .from(usageChanges)
    .where(lt(usageChanges.at, w.until));
  const paying = db
    .select({ id: subscriptions.companyId })
    .from(subscriptions)
    .where(and(isNotNull(subscriptions.companyId), lt(subscriptions.startedAt, w.until)));
  const shipped = db
    .select({ id: orders.companyId })
    .from(orders)
    .where(and(eq(orders.status, 'shipped'), gte(orders.shippedAt, w.start), lt(orders.shippedAt, w.until)));
  return db
    .select()
    .from(companies)
    .where(or(inArray(companies.id, used), inArray(companies.id, paying), inArray(companies.id, shipped)))
    .orderBy(asc(companies.id));
}

async function alreadyInvoiced(db: Deps['db'], companyId: number, period: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.period, period)));
  return Boolean(row);
}

type Outcome = { invoiceId: number; total: number } | 'skipped' | 'nothing';

/** One company's invoice for a window, or why not (already invoiced, no billing info: logged). */
async function billCompany(deps: Deps, company: Company, w: BillingWindow): Promise<Outcome> {
  if (await alreadyInvoiced(deps.db, company.id, w.period)) return 'skipped';
  const lines = await chargesOf(deps.db, company.id, w);
  if (!lines.some((l) => l.amount !== 0)) return 'nothing';
  if (!hasBilling(company)) {
    deps.log.warn('billing: company without billing info not invoiced', {
      company: company.shortId,
      period: w.period,
    });
    return 'skipped';
  }
  const issued = await issueInvoice(deps, company, w, lines);
  return issued ? { invoiceId: issued.id, total: issued.total } : 'skipped';
}

/** Bills a month that has ended for every company, then mails the new invoices (a failed mail is retried later). */
export async function runBilling(deps: Deps, period: string): Promise<BillingRunResult> {
  const w = billingWindow(period);
  const result: BillingRunResult = { period, invoices: 0, skipped: 0, total: 0 };
  const issued: number[] = [];
  for (const company of await candidates(deps.db, w)) {
    const outcome = await billCompany(deps, company, w);
    if (outcome === 'skipped') result.skipped++;
    else if (outcome !== 'nothing') {
      result.invoices++;
      result.total += outcome.total;
      issued.push(outcome.invoiceId);
    }
  }
  for (const id of issued) await mailInvoice(deps, id);
  return result;
}

/**
 * The final invoice of a company being deleted (call before its row goes: its usage changes go with it): the
 * previous month if the run has not billed it yet, and the current month up to today. Every invoice of the company
 * is marked with the deletion (the 60-day retention starts), and the new ones are mailed.
 */
export async function finalInvoice(deps: Deps, companyId: number) {
  const now = deps.clock.now();
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return;
  const issued: number[] = [];
  for (const w of [billingWindow(previousPeriod(now)), billingWindow(periodOf(now), now)]) {
    const outcome = await billCompany(deps, company, w);
    if (typeof outcome === 'object') issued.push(outcome.invoiceId);
  }
  await deps.db.update(invoices).set({ companyDeletedAt: now }).where(eq(invoices.companyId, companyId));
  for (const id of issued) await mailInvoice(deps, id);
}

/** The scheduled run: bills the previous month (nothing twice), then mails any invoice still unsent. */
export async function billingRunJob(deps: Deps) {
  const result = await runBilling(deps, previousPeriod(deps.clock.now()));
  return { ...result, resent: await mailUnsent(deps) };
}
