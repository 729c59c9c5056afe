// Dynatags (SPEC §2–§9): the owners' API (routes.ts, file-routes.ts), and the parts other files add:
// the public page's calls, the folder tree, the statistics and the starter templates (templates-routes.ts),
// each an Elysia plugin mounted here.
//
// Live events (platform/events.ts) after every committed change, to the owners of the tag's company:
//   { service: 'dynatags', actions: ['refetch'], ids: { companyId, dynatagId } }           every change
//   { service: 'dynatags', actions: ['refetch', 'tree-changed'], ids: { … } }              a tag moved
//   { service: 'dynatags', actions: ['updated'], ids: { … }, message: '<new version>' }    a content save
//   { service: 'dynatags', actions: ['deleted'], ids: { … } }                              a tag deleted
// An editor open on the tag compares `message` with the version it started from: a newer one means someone
// else saved, and it shows the reload warning (SPEC §4 edit conflict). See access.ts notifyDynatags.
import { Elysia } from 'elysia';
import type { Deps } from '../../platform/deps';
import { dynatagBulkRoutes } from './bulk-routes';
import { dynatagFileRoutes } from './file-routes';
import { dynatagFolderRoutes } from './folders-routes';
import { dynatagRoutes } from './routes';
import { dynatagScheduleRoutes } from './schedule-routes';
import { dynatagSplitRoutes } from './split-routes';
import { dynatagStatisticsRoutes } from './statistics';
import { dynatagTemplateRoutes } from './templates-routes';

// The door: what other modules may use (docs/modules.md).
export { findOwnedCompany, findOwnedDynatag } from './access';
export { armOf, armsOfTag, armTarget, knownArmOf } from './arms';
export { bulkJobs } from './bulk-run';
export { isProtected } from './file-access';
export { sanitizeModules } from './modules';
export { keptOffline, offlineFiles } from './offline';
export type { OpenedDynatag, UnlockInput } from './public';
export { findDynatag, openAnswer, openDynatag, openTag, runningTimer } from './public';
export { publicFiles } from './public-files';
export { PublicDynatagData } from './public-response-schemas';
export { hasUnlock, unlockCookie } from './public-unlock';
export { CompanyParams, TagParams } from './request-schemas';
export { checkRouting } from './routing';
export { changesOfInput, NEW_TAG_FIELDS } from './save';
export { scheduleChange, scheduleJobs } from './schedule';
export { insertFileRows, prepareFiles, storeFiles } from './tag-files';
export { createFromTemplate, templateDraft } from './templates/create';
export { dynatagUploads } from './uploads';

/** Everything under /api/v1/dynatags. */
export const dynatagsModule = (deps: Deps) =>
  new Elysia({ name: 'dynatags' })
    .use(dynatagBulkRoutes(deps))
    .use(dynatagRoutes(deps))
    .use(dynatagFileRoutes(deps))
    .use(dynatagFolderRoutes(deps))
    .use(dynatagScheduleRoutes(deps))
    .use(dynatagSplitRoutes(deps))
    .use(dynatagStatisticsRoutes(deps))
    .use(dynatagTemplateRoutes(deps));
