import { BillingRunBody, CreditInvoiceBody, InvoiceListQuery } from '@shared/schemas/billing';
import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { periodBounds } from '../pricing';
import { creditInvoice } from './credit';
import { BillingRunData, InvoiceList, InvoiceParams, InvoiceSummaryData } from './invoice-response-schemas';
import { listAllInvoices, markPaid } from './invoices';
import { runBilling } from './run';

const tags = ['Administrator: invoices'];

/** The administrator's invoices: list, mark paid, credit, and the billing run on demand. */
export const adminBillingRoutes = (deps: Deps) =>
  new Elysia({ name: 'admin-billing', prefix: '/admin' })
    .use(authGuard(deps))
    // GET /admin/invoices – every invoice, newest first
    .get('/invoices', ({ query }) => listAllInvoices(deps, query), {
      admin: true,
      query: InvoiceListQuery,
      detail: {
        tags,
        summary:
          'All invoices and credit notes (administrator), by status or company, newest first (at most 500)',
        responses: answers(InvoiceList, 'The invoices'),
      },
    })
    // POST /admin/invoices/:id/paid – an open invoice is paid
    .post('/invoices/:id/paid', async ({ params }) => reply(await markPaid(deps, params.id), 'invoicePaid'), {
      admin: true,
      params: InvoiceParams,
      detail: {
        tags,
        summary: 'Mark an open invoice paid (409 when paid or credited already)',
        responses: answers(InvoiceSummaryData, 'The invoice'),
      },
    })
    // POST /admin/invoices/:id/credit – a credit note for the whole invoice
    .post(
      '/invoices/:id/credit',
      async ({ params, body }) =>
        reply(await creditInvoice(deps, params.id, body.reason), 'invoiceCredited', 201),
      {
        admin: true,
        params: InvoiceParams,
        body: CreditInvoiceBody,
        detail: {
          tags,
          summary: 'Credit an invoice: a credit note of its whole amount, mailed to the buyer',
          description:
            'The credit note takes the next number of the series, with negative amounts and the reason printed on ' +
            'it; the invoice becomes credited. 409 when it is credited already or is a credit note.',
          responses: answers(InvoiceSummaryData, 'The credit note', 201),
        },
      },
    )
    // POST /admin/billing/run – bill a month that has ended
    .post(
      '/billing/run',
      async ({ body }) => {
        if (periodBounds(body.period).end > deps.clock.now())
          throw new AppError('VALIDATION', 'invalidPeriod', { field: 'period' });
        return reply(await runBilling(deps, body.period), 'billingRunDone');
      },
      {
        admin: true,
        body: BillingRunBody,
        detail: {
          tags,
          summary: 'Run the billing of a month now (the scheduled run bills the previous month)',
          description:
            'One invoice per company with anything chargeable in the month; companies invoiced for it already are ' +
            'skipped, so running it again bills nothing twice. A month that has not ended is refused (422).',
          responses: answers(BillingRunData, 'What the run issued'),
        },
      },
    );
