// Request shapes of a colleague import from a spreadsheet (DESIGN §8: one schema, used by the API, its OpenAPI
// document and the dashboard's preview). The body's rows are loose text so one bad row does not refuse the
// others; the server checks each row against ImportRow and answers its problems per row.
import { LIMITS } from '@shared/constants';
import type { Static } from '@sinclair/typebox';
import { t } from 'elysia/type-system';
import { Email, Phone, text } from './fields';

/** The columns an import maps, in the order the dialog shows them. */
export const IMPORT_COLUMNS = ['name', 'email', 'title', 'phone', 'department'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A spreadsheet file is read whole: 2 MB holds thousands of rows, far beyond the colleague limit. */
export const IMPORT_FILE_BYTES = 2 * 1024 * 1024;

/** One row as it must be to import: the same field rules as an invitation and a colleague profile. */
export const ImportRow = t.Object({
  name: t.String({
    minLength: 1,
    maxLength: 100,
    pattern: '\\S',
    error: 'importName',
    description: 'Full name',
  }),
  email: Email,
  title: t.Optional(text(100, 'Job title (the colleague profile)')),
  phone: t.Optional(Phone),
  department: t.Optional(text(100, "Department (the colleague profile's job role)")),
});
export type ImportRowInput = Static<typeof ImportRow>;

const cell = (description: string) =>
  t.Optional(t.String({ maxLength: 1000, error: 'invalidText', description }));

export const ImportBody = t.Object({
  rows: t.Array(
    t.Object({
      name: cell('Full name'),
      email: cell('Email address: the invitation goes there, and an existing colleague is found by it'),
      title: cell('Job title'),
      phone: cell('Work phone'),
      department: cell('Department'),
    }),
    {
      minItems: 1,
      maxItems: LIMITS.colleagues,
      error: 'importRowLimit',
      description: `The spreadsheet's rows, mapped to columns; at most ${LIMITS.colleagues}`,
    },
  ),
  dryRun: t.Optional(
    t.Boolean({
      error: 'invalidValue',
      description: 'Only check: answer what each row would do and its problems, change nothing',
    }),
  ),
});
export type ImportInput = Static<typeof ImportBody>;

export const ImportFileBody = t.Object(
  {
    file: t.File({
      error: 'importFileUnreadable',
      description: 'A CSV (comma, semicolon or tab) or XLSX file',
    }),
  },
  { description: `Multipart: the spreadsheet in \`file\`, at most ${IMPORT_FILE_BYTES / 1024 / 1024} MB` },
);
