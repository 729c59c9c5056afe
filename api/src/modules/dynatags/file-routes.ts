import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, reply } from '../../platform/envelope';
import { deleteDynatagFiles, uploadDynatagFiles } from './files';
import { importModules } from './import-modules';
import {
  DynatagFileIdsBody,
  DynatagFilesBody,
  ImportModulesBody,
  RestoreVersionBody,
  TagParams,
  uploadsOf,
  VersionParams,
} from './request-schemas';
import { DynatagDetailData, DynatagVersionData } from './response-schemas';
import { listVersions, restoreVersion } from './versions';

const tags = ['Dynatags'];

/** A tag's files, versions and the import of another tag's modules (owners). */
export const dynatagFileRoutes = (deps: Deps) =>
  new Elysia({ name: 'dynatags-files', prefix: '/dynatags' })
    .use(authGuard(deps))
    // POST /dynatags/:id/files – add files to the tag (multipart field files); not a new version
    .post(
      '/:id/files',
      async ({ user, params, body }) =>
        reply(await uploadDynatagFiles(deps, user, params.id, uploadsOf(body)), 'filesUploaded', 201),
      {
        auth: true,
        params: TagParams,
        body: DynatagFilesBody,
        detail: {
          tags,
          summary: 'Upload files to a dynatag (owners; 10 files, 20 MB per tag)',
          responses: answers(DynatagDetailData, 'The dynatag with its files', 201),
        },
      },
    )
    // DELETE /dynatags/:id/files – delete files; modules that show them lose them (a new version)
    .delete(
      '/:id/files',
      async ({ user, params, body }) =>
        reply(await deleteDynatagFiles(deps, user, params.id, body.ids), 'dynatagFilesDeleted'),
      {
        auth: true,
        params: TagParams,
        body: DynatagFileIdsBody,
        detail: {
          tags,
          summary: 'Delete files of a dynatag (owners)',
          responses: answers(DynatagDetailData, 'The dynatag without the files'),
        },
      },
    )
    // GET /dynatags/:id/versions – the kept earlier versions, newest first
    .get('/:id/versions', ({ user, params }) => listVersions(deps, user, params.id), {
      auth: true,
      params: TagParams,
      detail: {
        tags,
        summary: 'List earlier versions of a dynatag (owners; the newest 50 are kept)',
        responses: answers(t.Array(DynatagVersionData), 'Earlier versions, newest first'),
      },
    })
    // POST /dynatags/:id/versions/:version/restore – an earlier version saved as the newest
    .post(
      '/:id/versions/:version/restore',
      async ({ user, params, body }) =>
        reply(
          await restoreVersion(deps, user, params.id, params.version, body.baseVersion),
          'versionRestored',
        ),
      {
        auth: true,
        params: VersionParams,
        body: RestoreVersionBody,
        detail: {
          tags,
          summary: 'Restore an earlier version (owners; a new save)',
          responses: answers(DynatagDetailData, 'The dynatag as restored'),
        },
      },
    )
    // POST /dynatags/:id/import – append the modules (and copies of their files) of another tag of the company
    .post(
      '/:id/import',
      async ({ user, params, body }) =>
        reply(await importModules(deps, user, params.id, body), 'modulesImported'),
      {
        auth: true,
        params: TagParams,
        body: ImportModulesBody,
        detail: {
          tags,
          summary: 'Import the modules of another dynatag of the same company (owners; a new save)',
          responses: answers(DynatagDetailData, 'The dynatag with the imported modules'),
        },
      },
    );
