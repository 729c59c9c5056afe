import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import { notify } from '../../stores/notifications';
import { Icon } from '../../ui/icons';
import { openFolderStatistics } from './actions';
import { FolderNameForm } from './FolderNameForm';
import { tt, useTagsT } from './i18n';
import { TagItem } from './TagItem';
import type { FolderNode } from './tree';
import { createFolder, deleteFolder, renameFolder } from './tree-api';

export type TreeContext = {
  companyId: string;
  maxDepth: number;
  /** Whether the company may have another folder (LIMITS.folders). */
  canAddFolder: boolean;
  folderLimit: number;
};

/** A folder of the tree: a drop target, dragged by its handle, renamed in place, with its contents below. */
export function FolderItem({
  node,
  parentName,
  ctx,
}: {
  node: FolderNode;
  parentName: string | null;
  ctx: TreeContext;
}) {
  const t = useTagsT();
  const { folder } = node;
  const [mode, setMode] = useState<'view' | 'rename' | 'add'>('view');
  const drop = useDroppable({ id: `into:${folder.id}`, data: { folderId: folder.id, name: folder.name } });
  const drag = useDraggable({
    id: `folder:${folder.id}`,
    data: { kind: 'folder', id: folder.id, name: folder.name },
  });
  const count = node.tags.length;
  const addInside = () => {
    if (!ctx.canAddFolder) return notify(tt('folderLimit', { limit: ctx.folderLimit }), { color: 'error' });
    if (node.depth >= ctx.maxDepth)
      return notify(tt('depthLimit', { depth: ctx.maxDepth }), { color: 'error' });
    setMode('add');
  };
  const small = 'btn btn-ghost btn-xs btn-square';
  return (
    <li ref={drag.setNodeRef} className={drag.isDragging ? 'opacity-40' : ''} data-testid="tree-folder">
      <div
        ref={drop.setNodeRef}
        data-folder={folder.name}
        className={`flex items-center gap-1 rounded-field py-0.5 pe-1 ${drop.isOver ? 'bg-primary/15 outline-2 outline-primary' : ''}`}
      >
        <button
          type="button"
          ref={drag.setActivatorNodeRef}
          className={`${small} cursor-grab touch-none`}
          {...drag.attributes}
          {...drag.listeners}
          aria-label={t('dragFolder', { name: folder.name })}
        >
          <Icon name="grip" className="size-4" />
        </button>
        <Icon name="folder" className="text-primary size-4" />
        {mode === 'rename' ? (
          <div className="flex-1">
            <FolderNameForm
              initial={folder.name}
              label={t('folderName')}
              submitLabel={t('save')}
              onSubmit={(name) => renameFolder(folder.id, name)}
              onCancel={() => setMode('view')}
            />
          </div>
        ) : (
          <>
            <span className="min-w-0 flex-1 truncate font-medium">{folder.name}</span>
            <span className="text-base-content/70 text-xs tabular-nums">{t('tagCount', { count })}</span>
            <button
              type="button"
              className={small}
              title={t('newSubfolder')}
              aria-label={t('newSubfolderIn', { name: folder.name })}
              onClick={addInside}
            >
              <Icon name="plus" className="size-3.5" />
            </button>
            <button
              type="button"
              className={small}
              title={t('statistics')}
              aria-label={t('statisticsFolder', { name: folder.name })}
              onClick={() => openFolderStatistics(folder)}
            >
              <Icon name="chart" className="size-3.5" />
            </button>
            <button
              type="button"
              className={small}
              title={t('renameFolder')}
              aria-label={t('renameFolderNamed', { name: folder.name })}
              onClick={() => setMode('rename')}
            >
              <Icon name="pencil" className="size-3.5" />
            </button>
            <button
              type="button"
              className={`${small} text-error`}
              title={t('deleteFolder')}
              aria-label={t('deleteFolderNamed', { name: folder.name })}
              onClick={() => deleteFolder(folder, parentName)}
            >
              <Icon name="trash" className="size-3.5" />
            </button>
          </>
        )}
      </div>
      <ul className="ms-4 border-s border-base-300 ps-2">
        {mode === 'add' && (
          <li>
            <FolderNameForm
              label={t('newFolderIn', { name: folder.name })}
              submitLabel={t('createFolder')}
              onSubmit={(name) => createFolder(ctx.companyId, name, folder.id)}
              onCancel={() => setMode('view')}
            />
          </li>
        )}
        {node.folders.map((child) => (
          <FolderItem key={child.folder.id} node={child} parentName={folder.name} ctx={ctx} />
        ))}
        {node.tags.map((tag) => (
          <TagItem key={tag.id} tag={tag} companyId={ctx.companyId} />
        ))}
      </ul>
    </li>
  );
}
