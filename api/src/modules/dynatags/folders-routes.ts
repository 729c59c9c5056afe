import { FolderCreateBody, FolderUpdateBody } from '@shared/schemas/dynatags';
import type { DynatagFolderItem } from '@shared/types/dynatags';
import { Elysia, type Static, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, type Fits, reply } from '../../platform/envelope';
import { createFolder, deleteFolder, listFolders, updateFolder } from './folders';

const tags = ['Dynatags'];

const PublicId = (description: string) => t.String({ maxLength: 32, error: 'notFound', description });
const CompanyParams = t.Object({ companyId: PublicId('The company') });
const FolderParams = t.Object({ folderId: PublicId('The folder') });

export const FolderData = t.Object({
  id: t.String({ description: 'Public id of the folder' }),
  name: t.String(),
  parentId: t.Union([t.String(), t.Null()], { description: 'The folder it is in; null: the root' }),
  createdAt: t.Integer({ description: 'ms since epoch' }),
  updatedAt: t.Integer({ description: 'ms since epoch' }),
});
export type FolderDataFits = Fits<DynatagFolderItem, Static<typeof FolderData>>;

/**
 * The folder tree of a company's dynatags (SPEC §2): at most 100 folders, 5 deep; owners only. Every
 * change sends the company's owners the live event { service: 'dynatags', actions: ['tree-changed'] }.
 */
export const dynatagFolderRoutes = (deps: Deps) =>
  new Elysia({ name: 'dynatags-folders', prefix: '/dynatags' })
    .use(authGuard(deps))
    // GET /dynatags/companies/:companyId/folders – every folder of the company (the tree by parentId)
    .get(
      '/companies/:companyId/folders',
      ({ user, params }) => listFolders(deps, user.id, params.companyId),
      {
        auth: true,
        params: CompanyParams,
        detail: {
          tags,
          summary: "List a company's dynatag folders",
          responses: answers(t.Array(FolderData), 'Every folder, ordered by name; parentId builds the tree'),
        },
      },
    )
    // POST /dynatags/companies/:companyId/folders – a folder at the root or in a folder
    .post(
      '/companies/:companyId/folders',
      async ({ user, params, body }) =>
        reply(await createFolder(deps, user.id, params.companyId, body), 'folderCreated', 201),
      {
        auth: true,
        params: CompanyParams,
        body: FolderCreateBody,
        detail: {
          tags,
          summary: 'Create a dynatag folder (at most 100 a company, 5 deep)',
          responses: answers(FolderData, 'The new folder', 201),
        },
      },
    )
    // PATCH /dynatags/folders/:folderId – rename and/or move (never inside itself, never deeper than 5)
    .patch(
      '/folders/:folderId',
      async ({ user, params, body }) =>
        reply(await updateFolder(deps, user.id, params.folderId, body), 'folderUpdated'),
      {
        auth: true,
        params: FolderParams,
        body: FolderUpdateBody,
        detail: {
          tags,
          summary: 'Rename or move a dynatag folder',
          responses: answers(FolderData, 'The folder'),
        },
      },
    )
    // DELETE /dynatags/folders/:folderId – its tags and sub-folders move to its parent
    .delete(
      '/folders/:folderId',
      async ({ user, params }) => reply(await deleteFolder(deps, user.id, params.folderId), 'folderDeleted'),
      {
        auth: true,
        params: FolderParams,
        detail: {
          tags,
          summary: 'Delete a dynatag folder; what it holds moves up a level',
          responses: answers(t.Array(FolderData), "The company's remaining folders"),
        },
      },
    );
