// Sending one push to the provider. A customer is matched by organisation number before one is created (a customer
// entered by hand, or created by a call whose answer was lost, is updated rather than doubled). An invoice goes to
// its company's customer; the invoice of a company deleted since (its final invoice) is matched or created from
// the buyer the invoice keeps.
import {
  type AccountingPush,
  accountingPushes,
  type BuyerSnapshot,
  companies,
  invoiceLines,
  invoices,
} from '@db/schema';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { buyerOf } from '../pricing';
import { customerDocument, orderDocument } from './documents';
import { callApi, ProviderError } from './provider';
import { accountingConfig, withAccessToken } from './tokens';

/** The invoice's customer is not in the accounting system yet: not a failure, the invoice waits for it. */
export class Waiting extends Error {}

type Call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;

/** Sends one push; answers the provider's id (CustomerNumber, DocumentNumber). */
export async function sendPush(deps: Deps, push: AccountingPush): Promise<string> {
  const config = accountingConfig(deps);
  const call: Call = (method, path, body) =>
    withAccessToken(deps, (token) => callApi(config, token, method, path, body));
  if (push.kind === 'customer') {
    const [company] = push.companyId
      ? await deps.db.select().from(companies).where(eq(companies.id, push.companyId))
      : [];
    if (!company) throw new ProviderError(0, 'The company is deleted');
    return saveCustomer(call, buyerOf(company), push.externalId);
  }
  return sendInvoice(deps, call, push.invoiceId ?? 0);
}

/** PUT to the known customer, else to the one with this organisation number, else a new one. */
async function saveCustomer(call: Call, buyer: BuyerSnapshot, known: string | null): Promise<string> {
  const number = known ?? (await findCustomer(call, buyer.orgNumber));
  if (!number) return createCustomer(call, buyer);
  await call('PUT', `/customers/${encodeURIComponent(number)}`, customerDocument(buyer));
  return number;
}

async function createCustomer(call: Call, buyer: BuyerSnapshot): Promise<string> {
  const answer = await call<{ Customer?: { CustomerNumber?: unknown } }>(
    'POST',
    '/customers',
    customerDocument(buyer),
  );
  return providerId(answer?.Customer?.CustomerNumber, 'CustomerNumber');
}

/** GET /customers?organisationnumber=…: the first customer with it, if any. */
async function findCustomer(call: Call, orgNumber: string): Promise<string | null> {
  if (!orgNumber.trim()) return null;
  const query = new URLSearchParams({ organisationnumber: orgNumber.trim() });
  const answer = await call<{ Customers?: { CustomerNumber?: unknown }[] }>('GET', `/customers?${query}`);
  const found = answer?.Customers?.[0]?.CustomerNumber;
  return found === undefined ? null : providerId(found, 'CustomerNumber');
}

async function sendInvoice(deps: Deps, call: Call, invoiceId: number): Promise<string> {
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new ProviderError(0, 'The invoice is deleted');
  let customerNumber: string;
  if (invoice.companyId) {
    const [customer] = await deps.db
      .select({ externalId: accountingPushes.externalId })
      .from(accountingPushes)
      .where(
        and(
          eq(accountingPushes.kind, 'customer'),
          eq(accountingPushes.companyId, invoice.companyId),
          isNotNull(accountingPushes.externalId),
        ),
      );
    if (!customer?.externalId) throw new Waiting('Waiting for the customer');
    customerNumber = customer.externalId;
  } else {
    // The company is gone (its final invoice): the customer with its organisation number, or one from the buyer.
    customerNumber =
      (await findCustomer(call, invoice.buyer.orgNumber)) ?? (await createCustomer(call, invoice.buyer));
  }
  const lines = await deps.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const [credited] = invoice.creditsInvoiceId
    ? await deps.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.id, invoice.creditsInvoiceId))
    : [];
  const document = orderDocument(invoice, lines, customerNumber, credited?.number ?? null);
  const answer = await call<{ Order?: { DocumentNumber?: unknown } }>('POST', '/orders', document);
  return providerId(answer?.Order?.DocumentNumber, 'DocumentNumber');
}

function providerId(value: unknown, name: string): string {
  if ((typeof value === 'string' && value) || typeof value === 'number') return String(value);
  throw new ProviderError(502, `The answer has no ${name}`);
}
