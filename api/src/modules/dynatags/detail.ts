// What the owners read: the company's list (tags and folders) and one tag with everything the editor shows.
import {
  type Company,
  type Dynatag,
  dynatagFolders,
  dynatags,
  type StoredFile,
  users,
  viewDays,
} from '@db/schema';
import { LIMITS } from '@shared/constants';
import type { DynatagDetail, DynatagList, DynatagSummary, ViewCounts } from '@shared/types/dynatags';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { pageOrigins } from '../page-domains';
import { dynatagFilePath, isProtected, pictureOf } from './file-access';
import { tagFileRows } from './tag-files';

type Db = Pick<Deps['db'], 'select'>;

/** How long the owners' signed file paths of a protected tag work (the editor re-reads the tag often). */
const OWNER_SIGNED_MS = 6 * 60 * 60 * 1000;

/** Whether visitors need the passcode now: a lock timer asks until it ends, an unlock timer from then on. */
export function isLockedNow(tag: Pick<Dynatag, 'passcode' | 'passcodeTimer'>, now: number) {
  if (!tag.passcode) return false;
  const timer = tag.passcodeTimer;
  if (!timer) return true;
  return timer.mode === 'lock' ? now < timer.endsAt : now >= timer.endsAt;
}

/** Total and unique views per tag, from the daily rollups. */
async function viewCounts(db: Db, ids: number[]): Promise<Map<number, ViewCounts>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: viewDays.targetId,
      total: sql<number>`coalesce(sum(${viewDays.total}), 0)`,
      unique: sql<number>`coalesce(sum(${viewDays.unique}), 0)`,
    })
    .from(viewDays)
    .where(and(eq(viewDays.targetType, 'dynatag'), inArray(viewDays.targetId, ids)))
    .groupBy(viewDays.targetId);
  return new Map(rows.map((r) => [r.id, { total: Number(r.total), unique: Number(r.unique) }]));
}

/** Folder internal id → public id, for the company. */
async function folderShortIds(db: Db, companyId: number) {
  const rows = await db
    .select({ id: dynatagFolders.id, shortId: dynatagFolders.shortId })
    .from(dynatagFolders)
    .where(eq(dynatagFolders.companyId, companyId));
  return new Map(rows.map((r) => [r.id, r.shortId]));
}

/** The columns of a summary: the modules only counted (the list reads 500 tags without parsing them). */
type SummaryRow = Omit<Dynatag, 'modules'> & { moduleCount: number };
const { modules: _modules, ...summaryColumns } = getTableColumns(dynatags);

function toSummary(
  deps: Deps,
  tag: SummaryRow,
  folders: Map<number, string>,
  views: ViewCounts | undefined,
  origin: string,
): DynatagSummary {
  return {
    id: tag.shortId,
    name: tag.name,
    label: tag.label,
    folderId: tag.folderId === null ? null : (folders.get(tag.folderId) ?? null),
    locked: isLockedNow(tag, deps.clock.now()),
    geolocked: tag.geoDistance !== null,
    redirects: tag.redirectUrl !== '',
    moduleCount: tag.moduleCount,
    views: views ?? { total: 0, unique: 0 },
    version: tag.version,
    createdAt: tag.createdAt,
    updatedAt: tag.updatedAt,
    url: `${origin}/d/${tag.shortId}`,
  };
}

/** GET api/v1/dynatags/companies/{companyId}: every tag and folder of the company. */
export async function listDynatags(deps: Deps, company: Pick<Company, 'id'>): Promise<DynatagList> {
  const [tags, folderRows] = await Promise.all([
    deps.db
      .select({ ...summaryColumns, moduleCount: sql<number>`json_array_length(${dynatags.modules})` })
      .from(dynatags)
      .where(eq(dynatags.companyId, company.id))
      .orderBy(dynatags.id),
    deps.db
      .select()
      .from(dynatagFolders)
      .where(eq(dynatagFolders.companyId, company.id))
      .orderBy(dynatagFolders.id),
  ]);
  const views = await viewCounts(
    deps.db,
    tags.map((t) => t.id),
  );
  const folders = new Map(folderRows.map((f) => [f.id, f.shortId]));
  const origin = (await pageOrigins(deps))(company.id);
  return {
    dynatags: tags.map((tag) => toSummary(deps, tag, folders, views.get(tag.id), origin)),
    folders: folderRows.map((f) => ({
      id: f.shortId,
      name: f.name,
      parentId: f.parentId === null ? null : (folders.get(f.parentId) ?? null),
      createdAt: f.createdAt,
      updatedAt: f.updatedAt,
    })),
    limits: { dynatags: LIMITS.dynatags, folders: LIMITS.folders, folderDepth: LIMITS.folderDepth },
  };
}

/** A tag's file as answered; a protected tag's paths are signed for the owners. */
export const toTagFile = (
  deps: Deps,
  tag: Pick<Dynatag, 'shortId' | 'passcode' | 'geoDistance'>,
  file: StoredFile,
) => {
  const signUntil = isProtected(tag) ? deps.clock.now() + OWNER_SIGNED_MS : undefined;
  const picture = pictureOf(deps, tag.shortId, file, signUntil);
  return {
    id: file.shortId,
    name: file.name,
    mime: file.mime,
    size: file.size,
    path: dynatagFilePath(deps, tag.shortId, file.shortId, { signUntil }),
    ...(picture && { picture }),
  };
};

/** GET api/v1/dynatags/{id}: the tag as the editor shows it. */
export async function dynatagDetail(deps: Deps, tagId: number, company: Pick<Company, 'id' | 'shortId'>) {
  const [row] = await deps.db
    .select({ tag: dynatags, updatedBy: users.fullName })
    .from(dynatags)
    .leftJoin(users, eq(users.id, dynatags.updatedByUserId))
    .where(eq(dynatags.id, tagId));
  const { tag } = row;
  const [folders, views, fileRows, originOf] = await Promise.all([
    folderShortIds(deps.db, company.id),
    viewCounts(deps.db, [tag.id]),
    tagFileRows(deps.db, tag.id),
    pageOrigins(deps),
  ]);
  const origin = originOf(company.id);
  const detail: DynatagDetail = {
    ...toSummary(deps, { ...tag, moduleCount: tag.modules.length }, folders, views.get(tag.id), origin),
    companyId: company.shortId,
    passcode: tag.passcode,
    passcodeTimer: tag.passcodeTimer,
    geolock:
      tag.geoDistance === null
        ? null
        : { lat: tag.geoLat ?? 0, lng: tag.geoLng ?? 0, distance: tag.geoDistance },
    redirectUrl: tag.redirectUrl,
    showCompanyLogo: tag.showCompanyLogo,
    availableOffline: tag.availableOffline,
    modules: tag.modules,
    variants: tag.variants,
    rules: tag.rules,
    rulesTimeZone: tag.rulesTimeZone,
    files: fileRows.map((f) => toTagFile(deps, tag, f)),
    usedBytes: fileRows.reduce((n, f) => n + f.size, 0),
    updatedBy: row.updatedBy === null ? null : { fullName: row.updatedBy },
  };
  return detail;
}
