import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer, requestLang } from '../../platform/envelope';
import { loadInvoiceLines } from './invoice-mail';
import { renderInvoice } from './invoice-pdf';
import { CompanyParams, InvoiceDetailData, InvoiceList, InvoiceParams } from './invoice-response-schemas';
import { findInvoiceFor, invoiceDetail, listCompanyInvoices } from './invoices';

const tags = ['Invoices'];

/** The owners' invoices: a company's list, one invoice, its PDF (the administrator may read any). */
export const invoiceRoutes = (deps: Deps) =>
  new Elysia({ name: 'invoices', prefix: '/invoices' })
    .use(authGuard(deps))
    // GET /invoices/companies/:companyId – the invoices of a company I own, newest first
    .get('/companies/:companyId', ({ user, params }) => listCompanyInvoices(deps, user, params.companyId), {
      auth: true,
      params: CompanyParams,
      detail: {
        tags,
        summary: 'Invoices and credit notes of a company (its owners), newest first',
        description: 'A colleague of the company gets 403, anyone else 404. At most 500.',
        responses: answers(InvoiceList, 'The invoices'),
      },
    })
    // GET /invoices/:id – an invoice with its lines
    .get('/:id', ({ user, params, request }) => invoiceDetail(deps, user, params.id, requestLang(request)), {
      auth: true,
      params: InvoiceParams,
      detail: {
        tags,
        summary: 'An invoice or credit note with its lines (owners of its company, the administrator)',
        responses: answers(InvoiceDetailData, 'The invoice'),
      },
    })
    // GET /invoices/:id/pdf – the invoice as a PDF, in the invoice's language
    .get(
      '/:id/pdf',
      async ({ user, params }) => {
        const invoice = await findInvoiceFor(deps, user, params.id);
        const pdf = await renderInvoice(
          deps.config.seller,
          invoice,
          await loadInvoiceLines(deps.db, invoice.id),
        );
        const name = `${invoice.kind === 'credit' ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`;
        return new Response(new Uint8Array(pdf), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${name}"`,
            'cache-control': 'private, no-store',
          },
        });
      },
      {
        auth: true,
        params: InvoiceParams,
        detail: {
          tags,
          summary: 'The PDF of an invoice or credit note (owners of its company, the administrator)',
          responses: fileAnswer('application/pdf', 'The invoice'),
        },
      },
    );
