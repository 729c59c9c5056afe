import { IMPORT_COLUMNS, ImportBody, ImportFileBody } from '@shared/schemas/colleague-import';
import { Elysia, type Static, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, type Fits, reply, requestLang } from '../../platform/envelope';
import { clientIp } from '../../platform/security';
import { findOwnership } from './access';
import { importColleagues } from './import';
import { readSpreadsheet } from './import-file';
import { CompanyParams } from './request-schemas';

const tags = ['Companies'];

const ColumnIndex = t.Union([t.Integer(), t.Null()], { description: 'Index in headers, or null' });
export const SpreadsheetData = t.Object({
  headers: t.Array(t.String(), { description: 'The header row' }),
  rows: t.Array(t.Array(t.String()), {
    description: 'The data rows as text, each as wide as the header row',
  }),
  totalRows: t.Integer({ description: 'Data rows in the file (rows holds at most 1,000 of them)' }),
  columns: t.Object(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ColumnIndex])), {
    description: 'The guessed column of each field, from the headers in Swedish, English or Finnish',
  }),
});

export const ImportResultData = t.Object({
  dryRun: t.Boolean(),
  invited: t.Integer({ description: 'New invitations (their mails go out in batches)' }),
  updated: t.Integer({ description: 'People of the company updated, found by email' }),
  failed: t.Integer(),
  rows: t.Array(
    t.Object({
      row: t.Integer({ description: 'Row number in the request, from 1' }),
      name: t.String(),
      email: t.String({ description: 'The address, lower-case' }),
      outcome: t.Union([t.Literal('invite'), t.Literal('update'), t.Literal('failed')]),
      problems: t.Array(t.Object({ field: t.String(), message: t.String() }), {
        description: 'Why the row is not imported (empty otherwise)',
      }),
    }),
  ),
});
type _Fits = Fits<Awaited<ReturnType<typeof importColleagues>>, Static<typeof ImportResultData>>;

/** Colleagues from a spreadsheet (owners): read the file, then check or import its mapped rows. */
export const importRoutes = (deps: Deps) =>
  new Elysia({ name: 'companies-import', prefix: '/companies' })
    .use(authGuard(deps))
    // POST /companies/:shortId/colleagues/import/file – read a CSV or XLSX file (multipart field file)
    .post(
      '/:shortId/colleagues/import/file',
      async ({ user, params, body }) => {
        await findOwnership(deps, user.id, params.shortId);
        return readSpreadsheet(body.file);
      },
      {
        auth: true,
        params: CompanyParams,
        body: ImportFileBody,
        detail: {
          tags,
          summary: 'Read a spreadsheet of colleagues (owners)',
          description:
            'CSV (comma, semicolon or tab; UTF-8 with or without BOM, or Windows-1252) or XLSX (the first sheet). ' +
            'Nothing is stored: the answer is the rows to map and send to …/colleagues/import. 413 for a file that ' +
            'unpacks past its bounds (docs/decisions.md "Unpacked uploads").',
          responses: answers(SpreadsheetData, 'The header row, the rows and the guessed columns'),
        },
      },
    )
    // POST /companies/:shortId/colleagues/import – check (dryRun) or import mapped rows (owners)
    .post(
      '/:shortId/colleagues/import',
      async ({ user, params, body, request }) => {
        const ip = clientIp(request, deps.config.trustProxy);
        const result = await importColleagues(deps, user, params.shortId, body, requestLang(request), ip);
        const key = result.dryRun ? 'colleaguesChecked' : 'colleaguesImported';
        return reply(result, key, 200, { invited: result.invited, updated: result.updated });
      },
      {
        auth: true,
        params: CompanyParams,
        body: ImportBody,
        detail: {
          tags,
          summary: 'Import colleagues (owners)',
          description:
            'New addresses are invited (their colleague profile filled; the mails go out in batches), people ' +
            'already in the company are updated, found by email (case-insensitive); never a second membership. ' +
            'A row with problems is skipped and answered with them; the others are imported in one transaction. ' +
            'A column left out of the rows keeps that field as it is. With dryRun nothing changes.',
          responses: answers(ImportResultData, 'What each row did, or would do, and why not'),
        },
      },
    );
