// Invoices as owners and the administrator see them: who may read one (owners of its company, a colleague 403,
// anyone else 404, the administrator), the lists (newest first, capped), the detail, and marking one paid.
import { companies, type Invoice, invoices, memberships, type User } from '@db/schema';
import type { Lang } from '@shared/constants';
import type { InvoiceListInput } from '@shared/schemas/billing';
import type { InvoiceDetail, InvoiceSummary } from '@shared/types/billing';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { loadInvoiceLines } from './invoice-mail';
import { invoiceOcr, lineText } from './invoice-text';

/** All of a company's invoices are few (one a month and its credit notes); a list never holds more than this. */
export const INVOICE_LIST_CAP = 500;

const isAdmin = (user: Pick<User, 'role'>) => user.role === 'administrator';

function summaryQuery(db: Deps['db']) {
  return db
    .select({
      invoice: invoices,
      companyShortId: companies.shortId,
      related: sql<number | null>`coalesce(
        (select r.number from invoices r where r.credits_invoice_id = ${invoices.id}),
        (select r.number from invoices r where r.id = ${invoices.creditsInvoiceId}))`,
    })
    .from(invoices)
    .leftJoin(companies, eq(companies.id, invoices.companyId))
    .$dynamic();
}
type SummaryRow = { invoice: Invoice; companyShortId: string | null; related: number | null };

export const pdfPath = (invoice: Pick<Invoice, 'shortId'>) => `/api/v1/invoices/${invoice.shortId}/pdf`;

function summaryView({ invoice, companyShortId, related }: SummaryRow): InvoiceSummary {
  return {
    id: invoice.shortId,
    number: invoice.number,
    kind: invoice.kind,
    company: { id: companyShortId, name: invoice.buyer.companyName },
    period: invoice.period,
    net: invoice.net,
    vat: invoice.vat,
    total: invoice.total,
    status: invoice.status,
    issuedAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    ocr: invoiceOcr(invoice),
    paidAt: invoice.paidAt,
    mailedAt: invoice.mailedAt,
    relatedNumber: related,
    pdfPath: pdfPath(invoice),
  };
}

const newestFirst = [desc(invoices.issuedAt), desc(invoices.number)];

async function summaries(db: Deps['db'], where: SQL | undefined) {
  const rows = await summaryQuery(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(INVOICE_LIST_CAP);
  return rows.map(summaryView);
}

/** An owner of the company, or the administrator; a colleague 403, anyone else 404. */
async function requireOwner(deps: Deps, user: Pick<User, 'id' | 'role'>, companyId: number | null) {
  if (isAdmin(user)) return;
  if (companyId === null) throw notFound();
  const [member] = await deps.db
    .select({ state: memberships.state })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, user.id)));
  if (member?.state === 'owner') return;
  if (member?.state === 'colleague') throw new AppError('FORBIDDEN', 'ownersOnly');
  throw notFound();
}

/** GET invoices/companies/{companyId}. */
export async function listCompanyInvoices(deps: Deps, user: User, companyShortId: string) {
  const [company] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.shortId, companyShortId));
  if (!company) throw notFound();
  await requireOwner(deps, user, company.id);
  return summaries(deps.db, eq(invoices.companyId, company.id));
}

/** An invoice the user may read, by its id. */
export async function findInvoiceFor(deps: Deps, user: Pick<User, 'id' | 'role'>, invoiceShortId: string) {
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.shortId, invoiceShortId));
  if (!invoice) throw notFound();
  await requireOwner(deps, user, invoice.companyId);
  return invoice;
}

async function summaryOf(db: Deps['db'], invoiceId: number) {
  const [row] = await summaryQuery(db).where(eq(invoices.id, invoiceId));
  return summaryView(row);
}

/** GET invoices/{id}: with its lines in the reader's language. */
export async function invoiceDetail(deps: Deps, user: User, invoiceShortId: string, lang: Lang) {
  const invoice = await findInvoiceFor(deps, user, invoiceShortId);
  const lines = await loadInvoiceLines(deps.db, invoice.id);
  const detail: InvoiceDetail = {
    ...(await summaryOf(deps.db, invoice.id)),
    lines: lines.map((line) => ({
      item: line.item,
      text: lineText(lang, line),
      unitDays: line.unitDays,
      unitPrice: line.unitPrice,
      amount: line.amount,
    })),
  };
  return detail;
}

/** GET admin/invoices: every invoice, filtered by status or company. */
export async function listAllInvoices(deps: Deps, query: InvoiceListInput) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(invoices.status, query.status));
  if (query.companyId) filters.push(eq(companies.shortId, query.companyId));
  return summaries(deps.db, filters.length ? and(...filters) : undefined);
}

/** POST admin/invoices/{id}/paid: an open invoice is paid (409 when it is paid or credited already). */
export async function markPaid(deps: Deps, invoiceShortId: string) {
  const now = deps.clock.now();
  const [paid] = await deps.db
    .update(invoices)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(invoices.shortId, invoiceShortId), eq(invoices.status, 'open')))
    .returning({ id: invoices.id });
  if (paid) return summaryOf(deps.db, paid.id);
  const [exists] = await deps.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.shortId, invoiceShortId));
  if (!exists) throw notFound();
  throw new AppError('CONFLICT', 'invoiceNotOpen');
}

export { summaryOf };
