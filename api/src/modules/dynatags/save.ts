// A save of a dynatag's content (SPEC §4 edit conflict): the previous state goes to dynatag_versions and the
// version grows by one, in one transaction whose conditional UPDATE (… WHERE version = baseVersion) lets only
// one of two concurrent saves of the same version through. The other is refused with 409 and changes nothing.
import {
  type Dynatag,
  type DynatagSnapshot,
  dynatags,
  dynatagVersions,
  type PasscodeTimer,
} from '@db/schema';
import { HOUR_MS, LIMITS } from '@shared/constants';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { DynatagInput } from '@shared/schemas/dynatags';
import { DEFAULT_TIME_ZONE } from '@shared/schemas/venue-fields';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { fetchPoster } from '../../platform/video-posters';
import { recordUsage } from '../pricing';
import { folderIdOf } from './access';
import { checkRefs, imageIdsOf, resolveUploads, sanitizeModules, videoLinksOf } from './modules';
import { checkRouting } from './routing';
import { fileInfoMap, insertFileRows, type PreparedFile, type Tx, withStoredFiles } from './tag-files';

/** The columns a save may change. */
export type TagChanges = Partial<
  Pick<
    Dynatag,
    | 'name'
    | 'label'
    | 'passcode'
    | 'passcodeTimer'
    | 'geoLat'
    | 'geoLng'
    | 'geoDistance'
    | 'redirectUrl'
    | 'showCompanyLogo'
    | 'availableOffline'
    | 'folderId'
    | 'modules'
    | 'variants'
    | 'rules'
    | 'rulesTimeZone'
  >
>;

/** The columns a save may change as a new tag has them before anything is set (the columns' defaults). */
export const NEW_TAG_FIELDS = {
  label: '',
  passcode: '',
  passcodeTimer: null,
  geoLat: null,
  geoLng: null,
  geoDistance: null,
  redirectUrl: '',
  showCompanyLogo: false,
  availableOffline: false,
  folderId: null,
  variants: [],
  rules: [],
  rulesTimeZone: DEFAULT_TIME_ZONE,
} satisfies TagChanges;

export const editConflict = () => new AppError('CONFLICT', 'editConflict', { field: 'baseVersion' });

export const snapshotOf = (tag: Dynatag): DynatagSnapshot => ({
  name: tag.name,
  label: tag.label,
  passcode: tag.passcode,
  passcodeTimer: tag.passcodeTimer,
  geolock:
    tag.geoDistance === null
      ? null
      : { lat: tag.geoLat ?? 0, lng: tag.geoLng ?? 0, distance: tag.geoDistance },
  redirectUrl: tag.redirectUrl,
  showCompanyLogo: tag.showCompanyLogo,
  modules: tag.modules,
  variants: tag.variants,
  rules: tag.rules,
  rulesTimeZone: tag.rulesTimeZone,
});

/** The columns of a snapshot, to restore it. */
export const changesOfSnapshot = (snapshot: DynatagSnapshot): TagChanges => ({
  name: snapshot.name,
  label: snapshot.label,
  passcode: snapshot.passcode,
  passcodeTimer: snapshot.passcodeTimer,
  geoLat: snapshot.geolock?.lat ?? null,
  geoLng: snapshot.geolock?.lng ?? null,
  geoDistance: snapshot.geolock?.distance ?? null,
  redirectUrl: snapshot.redirectUrl,
  showCompanyLogo: snapshot.showCompanyLogo,
  modules: snapshot.modules,
  // A version saved before issue 34 had none: restoring it leaves the visitors no rules to meet.
  variants: snapshot.variants ?? [],
  rules: snapshot.rules ?? [],
  rulesTimeZone: snapshot.rulesTimeZone ?? DEFAULT_TIME_ZONE,
});

/**
 * A passcode timer as a save sets it: the same mode and hours as the one running keep it running; another one
 * runs from `now` (the save, or the moment a scheduled change goes live); none is none.
 */
export function timerFrom(
  running: PasscodeTimer | null,
  asked: Pick<PasscodeTimer, 'mode' | 'hours'> | null,
  now: number,
): PasscodeTimer | null {
  if (!asked) return null;
  if (running?.mode === asked.mode && running.hours === asked.hours) return running;
  return { mode: asked.mode, hours: asked.hours, endsAt: now + asked.hours * HOUR_MS };
}

/**
 * The columns an input changes. A timer runs from the save that sets it; sending the same mode and hours
 * again keeps it running. Modules get the new files' ids, their references checked and their HTML cleaned.
 */
export async function changesOfInput(
  deps: Deps,
  companyId: number,
  tag: Pick<Dynatag, 'shortId' | 'passcodeTimer'> & Partial<Pick<Dynatag, 'variants' | 'rules'>>,
  input: DynatagInput,
  existing: Parameters<typeof fileInfoMap>[0],
  prepared: PreparedFile[],
): Promise<TagChanges> {
  const { passcodeTimer, geolock, folderId, modules, variants, ...plain } = input;
  // The rules as they will be, against the variants as they will be: a rule may not name a variant that goes.
  checkRouting({
    variants: variants ?? tag.variants ?? [],
    rules: input.rules ?? tag.rules ?? [],
    rulesTimeZone: input.rulesTimeZone,
  });
  const changes: TagChanges = { ...plain };
  if (passcodeTimer !== undefined) {
    changes.passcodeTimer = timerFrom(tag.passcodeTimer, passcodeTimer, deps.clock.now());
  }
  if (geolock !== undefined) {
    changes.geoLat = geolock?.lat ?? null;
    changes.geoLng = geolock?.lng ?? null;
    changes.geoDistance = geolock?.distance ?? null;
  }
  if (folderId !== undefined) changes.folderId = await folderIdOf(deps.db, companyId, folderId);
  if (modules === undefined && variants === undefined) return changes;
  const files = fileInfoMap(existing, prepared);
  const uploads = prepared.map((p) => p.id);
  /** What a save does to modules: the tag's, and each variant's the same way (issue 34). */
  const prepare = async (list: DynatagModule[], at: string) => {
    const resolved = resolveUploads(list, uploads, at);
    checkRefs(resolved, files, at);
    // The posters of YouTube and Vimeo videos, fetched now (each within its deadline) so the page loads none of theirs.
    await Promise.all(videoLinksOf(resolved).map((link) => fetchPoster(deps, link)));
    return sanitizeModules(resolved, tag.shortId, imageIdsOf(files.values()));
  };
  if (modules !== undefined) changes.modules = await prepare(modules, 'modules');
  if (variants !== undefined) {
    changes.variants = await Promise.all(
      variants.map(async (v, i) => ({ ...v, modules: await prepare(v.modules, `variants.${i}.modules`) })),
    );
  }
  return changes;
}

/**
 * Saves `changes` on top of `baseVersion` with the request's files: stores the files, then in one
 * transaction updates the row only if it is still at `baseVersion`, keeps the previous state as a version,
 * adds the file rows and prunes the versions beyond the newest LIMITS.dynatagVersions. Returns the new version.
 */
export async function commitSave(
  deps: Deps,
  options: {
    tag: Dynatag;
    /** Who saved it; null for a scheduled change whose author's account is gone. */
    userId: number | null;
    baseVersion: number;
    changes: TagChanges;
    prepared?: PreparedFile[];
    /** More work in the same transaction (deleting file rows). */
    also?: (tx: Tx) => Promise<void>;
  },
): Promise<number> {
  const { tag, userId, baseVersion, changes, prepared = [] } = options;
  if (baseVersion !== tag.version) throw editConflict();
  return withStoredFiles(deps, prepared, () =>
    deps.db.transaction(async (tx) => {
      const [saved] = await tx
        .update(dynatags)
        .set({
          ...changes,
          version: sql`${dynatags.version} + 1`,
          updatedAt: deps.clock.now(),
          updatedByUserId: userId,
        })
        .where(and(eq(dynatags.id, tag.id), eq(dynatags.version, baseVersion)))
        .returning({ version: dynatags.version });
      if (!saved) throw editConflict();
      // The row read before the transaction is the state of baseVersion: the update above proved it unchanged.
      await tx.insert(dynatagVersions).values({
        dynatagId: tag.id,
        version: tag.version,
        snapshot: snapshotOf(tag),
        savedByUserId: tag.updatedByUserId,
        savedAt: tag.updatedAt,
      });
      if (prepared.length && userId !== null) await insertFileRows(tx, deps, tag, userId, prepared);
      await options.also?.(tx);
      await tx
        .delete(dynatagVersions)
        .where(
          and(
            eq(dynatagVersions.dynatagId, tag.id),
            lte(dynatagVersions.version, saved.version - 1 - LIMITS.dynatagVersions),
          ),
        );
      return saved.version;
    }),
  );
}

/**
 * A new tag's first version, in the creating transaction: its row, the rows of its stored files, and the
 * company's usage of the day (its billing counts the tag). The editor's create and a bulk job's rows make tags so.
 */
export async function insertNewTag(
  tx: Tx,
  deps: Deps,
  tag: TagChanges & { name: string; shortId: string; companyId: number },
  userId: number,
  files: PreparedFile[],
  now: number,
) {
  const [made] = await tx
    .insert(dynatags)
    .values({
      ...tag,
      version: 1,
      createdByUserId: userId,
      updatedByUserId: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await insertFileRows(tx, deps, made, userId, files);
  await recordUsage(tx, tag.companyId, now);
  return made;
}
