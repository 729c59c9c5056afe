import type { DynatagFolderItem } from '@shared/types/dynatags';
import { api } from '../../lib/api';
import { openDialog } from '../../stores/dialogs';
import { tt } from './i18n';
import { listPath, refreshDynatags } from './store';

// The folder calls of api/v1/dynatags. Each reloads the list afterwards (the company's other sessions get
// the live tree-changed event); the API answers the limits' messages (100 folders, depth 5) as notices.

const folderPath = (id: string) => `/dynatags/folders/${encodeURIComponent(id)}`;

async function done(result: { ok: boolean }) {
  refreshDynatags();
  return result.ok;
}

export const createFolder = async (companyId: string, name: string, parentId: string | null) =>
  done(
    await api('POST', `${listPath(companyId)}/folders`, { body: { name, parentId }, notifySuccess: true }),
  );

export const renameFolder = async (id: string, name: string) =>
  done(await api('PATCH', folderPath(id), { body: { name }, notifySuccess: true }));

export const moveFolder = async (id: string, parentId: string | null) =>
  done(await api('PATCH', folderPath(id), { body: { parentId } }));

export const moveTag = async (id: string, folderId: string | null) =>
  done(await api('PUT', `/dynatags/${encodeURIComponent(id)}/folder`, { body: { folderId } }));

/** Deleting a folder keeps its contents: they move to its parent, and the question says so. */
export function deleteFolder(folder: DynatagFolderItem, parentName: string | null) {
  openDialog('confirm', {
    title: tt('deleteFolderTitle'),
    message: parentName
      ? tt('deleteFolderTextParent', { name: folder.name, parent: parentName })
      : tt('deleteFolderTextRoot', { name: folder.name }),
    confirmLabel: tt('deleteFolder'),
    danger: true,
    onConfirm: async () => done(await api('DELETE', folderPath(folder.id), { notifySuccess: true })),
  });
}
