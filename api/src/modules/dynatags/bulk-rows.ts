// One row of a bulk job checked as the job will make its tag: a name, a folder path that fits the tree, the
// template's fields with the row's cells in their placeholders and passing the tags' own schemas, and every
// placeholder file naming a file of the template. The preview and the job share it, so they never disagree.
import type { Dynatag, StoredFile } from '@db/schema';
import { LIMITS } from '@shared/constants';
import type { ApiMessageKey, Params } from '@shared/i18n';
import { BULK_FOLDER_HEADERS, BULK_NAME_HEADERS } from '@shared/schemas/dynatag-bulk';
import type { DynatagCreateInput } from '@shared/schemas/dynatags';
import { AppError } from '../../platform/errors';
import { chooseFiles, columnKey, fillTemplate } from './bulk-fill';
import { parseWrite } from './request-schemas';

export type RowFailure = { key: ApiMessageKey; field: string | null; params?: Params };
export type RowPlan = {
  name: string;
  /** The folder path's names from the root; empty: the root. */
  folder: string[];
  input: DynatagCreateInput;
  /** Placeholder file (template id) → the template file the row names. */
  chosen: Map<string, string>;
};

export type BulkTemplate = { tag: Dynatag; files: StoredFile[] };

/** The column keys of the tag's name and folder among the sheet's headers (null: none). */
export function specialColumns(headers: string[]) {
  const keys = headers.map(columnKey);
  const find = (names: readonly string[]) => {
    const i = keys.findIndex((k) => names.includes(k));
    return i === -1 ? null : { header: headers[i], key: keys[i] };
  };
  return { name: find(BULK_NAME_HEADERS), folder: find(BULK_FOLDER_HEADERS) };
}

/** A row's cell in the name or folder column, trimmed; empty without that column. */
export const cellOf = (
  column: ReturnType<typeof specialColumns>['name'],
  cells: Readonly<Record<string, string>>,
) => (column ? (cells[column.key] ?? '') : '').trim();

const fail = (key: ApiMessageKey, field: string | null, params?: Params) => ({
  failure: { key, field, params } as RowFailure,
});

/** A folder cell as a path: "Fair 2026 / Hall A" → ["Fair 2026", "Hall A"]. */
function folderPath(cell: string): string[] | RowFailure {
  const parts = cell
    .split('/')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => p.length > 100)) return { key: 'invalidFolderName', field: 'folder' };
  if (parts.length > LIMITS.folderDepth) {
    return { key: 'folderTooDeep', field: 'folder', params: { limit: LIMITS.folderDepth } };
  }
  return parts;
}

export function planRow(
  template: BulkTemplate,
  columns: ReturnType<typeof specialColumns>,
  cells: Readonly<Record<string, string>>,
): { plan: RowPlan } | { failure: RowFailure } {
  const name = cellOf(columns.name, cells);
  if (!name) return fail('bulkNameMissing', 'name');
  const folder = folderPath(cellOf(columns.folder, cells));
  if (!Array.isArray(folder)) return { failure: folder };
  const { tag, files } = template;
  const filled = fillTemplate(tag, cells);
  const picked = chooseFiles(tag, files, cells);
  if ('missing' in picked) return fail('bulkFileMissing', 'files', { name: picked.missing });
  try {
    const input = parseWrite(
      {
        name,
        ...filled,
        geolock:
          tag.geoDistance === null
            ? null
            : { lat: tag.geoLat ?? 0, lng: tag.geoLng ?? 0, distance: tag.geoDistance },
        showCompanyLogo: tag.showCompanyLogo,
        availableOffline: tag.availableOffline,
        // The template's variants and rules (issue 34) as they are: each made tag answers its visitors alike.
        variants: tag.variants,
        rules: tag.rules,
        rulesTimeZone: tag.rulesTimeZone,
      },
      false,
    );
    return { plan: { name, folder, input, chosen: picked.chosen } };
  } catch (error) {
    if (error instanceof AppError) {
      const field = error.fields[0];
      return fail(field?.key ?? error.key, field?.field ?? null, field?.params ?? error.params);
    }
    throw error;
  }
}
