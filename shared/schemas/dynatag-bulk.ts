// Dynatags from a spreadsheet (issue 23): the request shapes of the preview and the job, and their answers
// (DESIGN §8: one schema, used by the API, its OpenAPI document and the dashboard's dialog). A row's cells fill
// the template's placeholders, written {{column}} (docs/decisions.md "Dynatags from a spreadsheet").
import { LIMITS } from '@shared/constants';
import type { Static } from '@sinclair/typebox';
import { t as elysiaT } from 'elysia/type-system';
import { t } from './type-builder';

/** Rows of one job at most: a company's whole dynatag limit. */
export const BULK_ROW_LIMIT = LIMITS.dynatags;
/** A spreadsheet is read whole: 2 MB holds thousands of rows, far beyond the row limit. */
export const BULK_FILE_BYTES = 2 * 1024 * 1024;
/** The first rows the preview checks and shows. */
export const BULK_PREVIEW_ROWS = 10;
/** A request carrying the spreadsheet stops being read here (the file, the template's id and the form's parts). */
const BULK_BODY_BYTES = BULK_FILE_BYTES + 64 * 1024;

/** The headers that name the tag and its folder, in Swedish, English and Finnish (lower-case). */
export const BULK_NAME_HEADERS = ['name', 'namn', 'nimi'] as const;
export const BULK_FOLDER_HEADERS = ['folder', 'mapp', 'kansio'] as const;

const TemplateId = t.String({
  pattern: '^[A-Za-z0-9_-]{1,32}$',
  error: 'bulkTemplateMissing',
  description: 'The public id of the dynatag to copy (a tag of a company you own)',
});
const SheetFile = t.File({
  error: 'importFileUnreadable',
  description: `A CSV (comma, semicolon or tab) or XLSX file, at most ${BULK_FILE_BYTES / 1024 / 1024} MB: a header row, then one row per tag`,
});

export const BulkPreviewBody = t.Object(
  { file: SheetFile, templateId: TemplateId },
  {
    description: 'Multipart: the spreadsheet in `file` and the template tag in `templateId`',
    'x-max-body-bytes': BULK_BODY_BYTES,
  },
);
export type BulkPreviewInput = Static<typeof BulkPreviewBody>;

export const BulkStartBody = t.Object(
  {
    file: SheetFile,
    templateId: TemplateId,
    acceptMonthlyPrice: t.Optional(
      elysiaT.Numeric({
        minimum: 0,
        error: 'invalidValue',
        description:
          "The company's monthly price in öre excluding VAT with every row's tag, as answered in the 409 priceConfirmationNeeded",
      }),
    ),
  },
  {
    description: 'Multipart: the same file and template as the preview',
    'x-max-body-bytes': BULK_BODY_BYTES,
  },
);
export type BulkStartInput = Static<typeof BulkStartBody>;

export const BulkJobParams = elysiaT.Object({
  id: elysiaT.String({ maxLength: 32, error: 'notFound', description: 'The public id of a bulk job' }),
});

const RowProblem = t.Object({
  field: t.String({ description: 'What is wrong: name, folder, a placeholder, or a field of the tag' }),
  message: t.String({ description: "Why, in the request's language" }),
});

export const BulkPreviewData = t.Object({
  headers: t.Array(t.String(), { description: 'The header row as written' }),
  totalRows: t.Integer({ description: 'Data rows in the file' }),
  toMake: t.Integer({
    description:
      "Rows that will make a tag: every row checked as the job will, as many as the company has room for; the job's price confirmation counts these",
  }),
  nameColumn: t.Union([t.String(), t.Null()], {
    description: 'The header of the tag names (name, namn or nimi); null when there is none',
  }),
  folderColumn: t.Union([t.String(), t.Null()], {
    description: 'The header of the folders (folder, mapp or kansio); null when there is none',
  }),
  placeholders: t.Array(t.String(), { description: 'The placeholders the template uses, once each' }),
  missing: t.Array(t.String(), { description: 'Placeholders no column fills: they would stay as written' }),
  rows: t.Array(
    t.Object({
      row: t.Integer({ description: 'Row number among the data rows, from 1' }),
      name: t.String(),
      folder: t.String(),
      problems: t.Array(RowProblem, {
        description: 'Why the row would fail; empty when it would make a tag',
      }),
    }),
    { description: `The first ${BULK_PREVIEW_ROWS} rows, checked as the job will` },
  ),
});
export type BulkPreview = Static<typeof BulkPreviewData>;

export const BulkJobData = t.Object({
  id: t.String({ description: 'The public id of the job' }),
  status: t.Union([t.Literal('running'), t.Literal('done'), t.Literal('failed')], {
    description: 'running until every row is done; failed: the job could not go on (its template is gone)',
  }),
  companyId: t.String(),
  templateId: t.Union([t.String(), t.Null()], { description: 'The template tag; null once deleted' }),
  total: t.Integer({ description: 'Rows in the job' }),
  done: t.Integer({ description: 'Rows finished, made or failed' }),
  created: t.Integer({ description: 'Tags made' }),
  failed: t.Integer({ description: 'Rows that failed' }),
  failures: t.Array(
    t.Object({
      row: t.Integer({ description: 'Row number among the data rows, from 1' }),
      name: t.String(),
      field: t.Union([t.String(), t.Null()]),
      message: t.String({ description: "Why, in the request's language" }),
    }),
  ),
  createdAt: t.Integer(),
  finishedAt: t.Union([t.Integer(), t.Null()]),
});
export type BulkJob = Static<typeof BulkJobData>;

const Lang = elysiaT.Optional(
  elysiaT.Union([elysiaT.Literal('sv'), elysiaT.Literal('en'), elysiaT.Literal('fi')], {
    error: 'invalidValue',
    description: "The file's language (sv, en, fi); the request's language by default",
  }),
);

/** The downloads' query: the language of their texts (a link cannot send a header). */
export const BulkFileQuery = elysiaT.Object({ lang: Lang });

export const BulkZipQuery = elysiaT.Object({
  lang: Lang,
  formats: elysiaT.Optional(
    elysiaT.Union([elysiaT.Literal('svg'), elysiaT.Literal('png'), elysiaT.Literal('both')], {
      error: 'invalidValue',
      description: 'svg, png or both (the default): which files per tag',
    }),
  ),
});
