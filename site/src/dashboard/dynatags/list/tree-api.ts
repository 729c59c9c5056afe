import type { DynatagFolderItem } from '@shared/types/dynatags';
import { client } from '../../lib/client';
import { openDialog } from '../../stores/dialogs';
import { tt } from './i18n';
import { refreshDynatags } from './store';

// The folder calls of api/v1/dynatags. Each reloads the list afterwards (the company's other sessions get
// the live tree-changed event); the API answers the limits' messages (100 folders, depth 5) as notices.

const folderParams = (folderId: string) => ({ path: { folderId } });

async function done(result: { ok: boolean }) {
  refreshDynatags();
  return result.ok;
}

export const createFolder = async (companyId: string, name: string, parentId: string | null) =>
  done(
    await client.POST('/api/v1/dynatags/companies/{companyId}/folders', {
      params: { path: { companyId } },
      body: { name, parentId },
      notifySuccess: true,
    }),
  );

export const renameFolder = async (id: string, name: string) =>
  done(
    await client.PATCH('/api/v1/dynatags/folders/{folderId}', {
      params: folderParams(id),
      body: { name },
      notifySuccess: true,
    }),
  );

export const moveFolder = async (id: string, parentId: string | null) =>
  done(
    await client.PATCH('/api/v1/dynatags/folders/{folderId}', {
      params: folderParams(id),
      body: { parentId },
    }),
  );

export const moveTag = async (id: string, folderId: string | null) =>
  done(await client.PUT('/api/v1/dynatags/{id}/folder', { params: { path: { id } }, body: { folderId } }));

/** Deleting a folder keeps its contents: they move to its parent, and the question says so. */
export function deleteFolder(folder: DynatagFolderItem, parentName: string | null) {
  openDialog('confirm', {
    title: tt('deleteFolderTitle'),
    message: parentName
      ? tt('deleteFolderTextParent', { name: folder.name, parent: parentName })
      : tt('deleteFolderTextRoot', { name: folder.name }),
    confirmLabel: tt('deleteFolder'),
    danger: true,
    onConfirm: async () =>
      done(
        await client.DELETE('/api/v1/dynatags/folders/{folderId}', {
          params: folderParams(folder.id),
          notifySuccess: true,
        }),
      ),
  });
}
