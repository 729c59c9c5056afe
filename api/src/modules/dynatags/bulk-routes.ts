// Dynatags from a spreadsheet (issue 23): preview a file against a template tag, start the job, follow it, and
// download what it made. Owners of the template's company only; the job runs in the background (bulk.ts).
import {
  BulkFileQuery,
  BulkJobData,
  BulkJobParams,
  BulkPreviewBody,
  BulkPreviewData,
  BulkStartBody,
  BulkZipQuery,
} from '@shared/schemas/dynatag-bulk';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer, reply, requestLang } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { clientIp } from '../../platform/security';
import {
  createBulkJob,
  failuresOf,
  findBulkJob,
  getBulkJob,
  listBulkJobs,
  madeTags,
  previewBulk,
} from './bulk';
import { failureReport, printSheet, qrZip, sharedBuild } from './bulk-output';
import { bulkJobsSoon } from './bulk-run';
import { CompanyParams } from './request-schemas';

const tags = ['Dynatags'];

const download = (body: Uint8Array | string, type: string, name: string) =>
  new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });

/** A finished job of a company the user owns, and the tags it made (409 while it runs). */
async function finishedJob(deps: Deps, userId: number, jobShortId: string) {
  const { job, company } = await findBulkJob(deps, userId, jobShortId);
  if (job.status === 'running') throw new AppError('CONFLICT', 'bulkJobNotDone');
  return { job, company, made: (await madeTags(deps, job.id)).map((m) => m.tag) };
}

export const dynatagBulkRoutes = (deps: Deps) =>
  new Elysia({ name: 'dynatags-bulk', prefix: '/dynatags/bulk' })
    .use(authGuard(deps))
    // POST /dynatags/bulk/preview – the file's columns, the template's placeholders and the first rows' problems
    .post(
      '/preview',
      async ({ user, body, request }) => previewBulk(deps, user, body, requestLang(request)),
      {
        auth: true,
        body: BulkPreviewBody,
        detail: {
          tags,
          summary: 'Preview dynatags from a spreadsheet (owners)',
          description:
            'Nothing is stored. A CSV (comma, semicolon or tab) or XLSX (first sheet) with a header row and one row ' +
            'per tag: name (namn, nimi), folder (mapp, kansio; "A / B" for a sub-folder) and any column the ' +
            "template's placeholders name, written {{column}}. 413 over 2 MB or past the bounds of what it " +
            'unpacks to (docs/decisions.md "Unpacked uploads"), 422 over 500 rows.',
          responses: answers(BulkPreviewData, 'What the file holds and what the first rows would do'),
        },
      },
    )
    // POST /dynatags/bulk – start a job that makes a tag per row (202; it runs in the background)
    .post(
      '/',
      async ({ user, body, request }) => {
        const ip = clientIp(request, deps.config.trustProxy);
        const { view } = await createBulkJob(deps, user, body, requestLang(request), ip);
        bulkJobsSoon(deps);
        return reply(view, 'bulkStarted', 202);
      },
      {
        auth: true,
        body: BulkStartBody,
        detail: {
          tags,
          summary: 'Create dynatags from a spreadsheet (owners)',
          description:
            'One job per company at a time (409 bulkJobRunning). When the new tags raise the monthly price the ' +
            'answer is 409 priceConfirmationNeeded with the price for every row; send it as acceptMonthlyPrice. ' +
            'A failing row does not stop the others. Follow the job with GET …/bulk/{id} or the live stream ' +
            "(service dynatags, action bulk-progress, message the job's progress as JSON).",
          responses: answers(BulkJobData, 'The job, started', 202),
        },
      },
    )
    // GET /dynatags/bulk/companies/:companyId – the company's latest jobs, newest first
    .get(
      '/companies/:companyId',
      async ({ user, params, request }) => listBulkJobs(deps, user, params.companyId, requestLang(request)),
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: "A company's latest bulk jobs of dynatags (owners)",
          description:
            'The five newest, newest first: a running one to follow, finished ones to download from.',
          responses: answers(t.Array(BulkJobData), 'The jobs'),
        },
      },
    )
    // GET /dynatags/bulk/:id – status, progress and the failed rows with their reasons
    .get(
      '/:id',
      async ({ user, params, request }) => getBulkJob(deps, user, params.id, requestLang(request)),
      {
        auth: true,
        params: BulkJobParams,
        detail: {
          tags,
          summary: 'A bulk job of dynatags (owners)',
          responses: answers(BulkJobData, 'The job'),
        },
      },
    )
    // GET /dynatags/bulk/:id/qr.zip – the made tags' QR codes in the company's style
    .get(
      '/:id/qr.zip',
      async ({ user, params, query, request }) => {
        const { company, made } = await finishedJob(deps, user.id, params.id);
        const lang = query.lang ?? requestLang(request);
        const formats = query.formats ?? 'both';
        const zip = await sharedBuild(`zip:${params.id}:${formats}:${lang}`, () =>
          qrZip(deps, company, made, lang, formats),
        );
        return download(zip, 'application/zip', `dynatags-${params.id}.zip`);
      },
      {
        auth: true,
        params: BulkJobParams,
        query: BulkZipQuery,
        detail: {
          tags,
          summary: "A finished bulk job's QR codes as a ZIP (owners)",
          description: 'One SVG and/or PNG per made tag, named after the tag (made safe and unique).',
          responses: fileAnswer('application/zip', 'The ZIP (no envelope)'),
        },
      },
    )
    // GET /dynatags/bulk/:id/sheet.pdf – a print sheet: A4 pages of codes with the tags' names
    .get(
      '/:id/sheet.pdf',
      async ({ user, params, query, request }) => {
        const { company, made } = await finishedJob(deps, user.id, params.id);
        const lang = query.lang ?? requestLang(request);
        const pdf = await sharedBuild(`sheet:${params.id}:${lang}`, () =>
          printSheet(deps, company, made, lang),
        );
        return download(pdf, 'application/pdf', `dynatags-${params.id}.pdf`);
      },
      {
        auth: true,
        params: BulkJobParams,
        query: BulkFileQuery,
        detail: {
          tags,
          summary: "A finished bulk job's print sheet (owners)",
          description: 'A4 pages of 3 × 4 QR codes, each with its tag name.',
          responses: fileAnswer('application/pdf', 'The PDF (no envelope)'),
        },
      },
    )
    // GET /dynatags/bulk/:id/report.csv – the failed rows, their numbers and reasons
    .get(
      '/:id/report.csv',
      async ({ user, params, query, request }) => {
        const { job } = await findBulkJob(deps, user.id, params.id);
        const lang = query.lang ?? requestLang(request);
        const csv = failureReport(lang, await failuresOf(deps, job.id, lang));
        return download(csv, 'text/csv; charset=utf-8', `dynatags-${params.id}-report.csv`);
      },
      {
        auth: true,
        params: BulkJobParams,
        query: BulkFileQuery,
        detail: {
          tags,
          summary: "A bulk job's failed rows as CSV (owners)",
          responses: fileAnswer('text/csv', 'The report (no envelope)'),
        },
      },
    );
