import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { listCompanies } from './companies';
import { listInquiries, updateInquiry } from './inquiries';
import {
  ADMIN_LIST_CAP,
  AdminCompaniesQuery,
  AdminInquiriesQuery,
  InquiryParams,
  InquiryPatch,
} from './request-schemas';
import { AdminCompanyList, InquiryData, InquiryList } from './response-schemas';

const tags = ['Administrator'];

/** Every company, and the contact form's inquiries (administrator only). */
export const adminDeskRoutes = (deps: Deps) =>
  new Elysia({ name: 'admin-desk', prefix: '/admin' })
    .use(authGuard(deps))
    // GET /admin/companies – companies with their counts and monthly price, newest first
    .get('/companies', ({ query }) => listCompanies(deps, query), {
      admin: true,
      query: AdminCompaniesQuery,
      detail: {
        tags,
        summary: 'Search companies (administrator)',
        description: `The newest ${ADMIN_LIST_CAP} companies that match; \`q\` is found in the name or organisation number in any case. Each with its owners, colleagues, dynatags and cards, whether its billing info is complete, and what it pays each month now (öre excluding VAT).`,
        responses: answers(AdminCompanyList, 'The companies'),
      },
    })
    // GET /admin/inquiries – the contact form's messages, open ones first
    .get('/inquiries', ({ query }) => listInquiries(deps, query), {
      admin: true,
      query: AdminInquiriesQuery,
      detail: {
        tags,
        summary: 'Inquiries from the contact form (administrator)',
        description: `Open ones first, then newest first; at most ${ADMIN_LIST_CAP}. \`handled=false\` only open ones, \`handled=true\` only answered ones.`,
        responses: answers(InquiryList, 'The inquiries'),
      },
    })
    // PATCH /admin/inquiries/:id – answered, or open again
    .patch(
      '/inquiries/:id',
      async ({ params, body }) => {
        const row = await updateInquiry(deps, params.id, body.handled);
        return reply(row, body.handled ? 'inquiryHandled' : 'inquiryReopened');
      },
      {
        admin: true,
        params: InquiryParams,
        body: InquiryPatch,
        detail: {
          tags,
          summary: 'Mark an inquiry answered or open (administrator)',
          responses: answers(InquiryData, 'The inquiry'),
        },
      },
    );
