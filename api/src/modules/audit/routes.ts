import { Elysia } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer } from '../../platform/envelope';
import { companyForAdministrator, companyForReader } from './access';
import { exportAudit, listAudit } from './list';
import { AuditCompanyParams, AuditExportQuery, AuditQuery } from './request-schemas';
import { AuditPageData } from './response-schemas';

const tags = ['Audit log'];
const FILTERS =
  'Filters: actor (part of the name), entity, via (session, api-key, directory), from/to (epoch milliseconds). ';

/** The company's audit log for its owners, and for the administrator. */
export const auditRoutes = (deps: Deps) =>
  new Elysia({ name: 'audit' })
    .use(authGuard(deps))
    // GET /audit/companies/:companyId – who changed what, when and how (owners), newest first, paged
    .get(
      '/audit/companies/:companyId',
      async ({ user, params, query }) =>
        listAudit(deps, (await companyForReader(deps, user, params.companyId)).id, query),
      {
        auth: true,
        params: AuditCompanyParams,
        query: AuditQuery,
        detail: {
          tags,
          summary: "Read a company's audit log (owners)",
          description: `${FILTERS}The administrator reads any company's. A colleague gets 403, anyone outside the company 404.`,
          responses: answers(AuditPageData, 'A page of entries, newest first, and how many match'),
        },
      },
    )
    // GET /audit/companies/:companyId/csv – the same, filtered, as a CSV file (owners)
    .get(
      '/audit/companies/:companyId/csv',
      async ({ user, params, query }) => {
        const company = await companyForReader(deps, user, params.companyId);
        return exportAudit(deps, company.id, company.shortId, query);
      },
      {
        auth: true,
        params: AuditCompanyParams,
        query: AuditExportQuery,
        detail: {
          tags,
          summary: "Export a company's audit log as CSV (owners)",
          description: `${FILTERS}UTF-8 with BOM, streamed, newest first.`,
          responses: fileAnswer('text/csv', 'The entries as CSV (no envelope)'),
        },
      },
    )
    // GET /admin/companies/:companyId/audit – any company's audit log (the administrator)
    .get(
      '/admin/companies/:companyId/audit',
      async ({ params, query }) =>
        listAudit(deps, (await companyForAdministrator(deps, params.companyId)).id, query),
      {
        admin: true,
        params: AuditCompanyParams,
        query: AuditQuery,
        detail: {
          tags,
          summary: "Read any company's audit log (administrator)",
          description: FILTERS,
          responses: answers(AuditPageData, 'A page of entries, newest first, and how many match'),
        },
      },
    )
    // GET /admin/companies/:companyId/audit/csv – the same as CSV (the administrator)
    .get(
      '/admin/companies/:companyId/audit/csv',
      async ({ params, query }) => {
        const company = await companyForAdministrator(deps, params.companyId);
        return exportAudit(deps, company.id, company.shortId, query);
      },
      {
        admin: true,
        params: AuditCompanyParams,
        query: AuditExportQuery,
        detail: {
          tags,
          summary: "Export any company's audit log as CSV (administrator)",
          description: FILTERS,
          responses: fileAnswer('text/csv', 'The entries as CSV (no envelope)'),
        },
      },
    );
