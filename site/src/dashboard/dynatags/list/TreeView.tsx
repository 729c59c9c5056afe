import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DynatagList } from '@shared/types/dynatags';
import { useMemo, useState } from 'react';
import { notify } from '../../stores/notifications';
import { Icon } from '../../ui/icons';
import { FolderItem, type TreeContext } from './FolderItem';
import { FolderNameForm } from './FolderNameForm';
import { tt, useTagsT } from './i18n';
import { TagItem } from './TagItem';
import { buildTree, folderMoveProblem, withFolderIn, withTagIn } from './tree';
import { createFolder, moveFolder, moveTag } from './tree-api';

type Dragged = { kind: 'tag' | 'folder'; id: string; name: string };
type Target = { folderId: string | null; name: string };

// The pointer decides where a drop goes; the keyboard (no pointer) takes the nearest target.
const collisions: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : closestCenter(args);
};

const draggedOf = (data: unknown) => data as Dragged | undefined;
const targetOf = (data: unknown) => data as Target | undefined;
const announcements: Announcements = {
  onDragStart: ({ active }) => tt('dragStart', { name: draggedOf(active.data.current)?.name ?? '' }),
  onDragOver: ({ active, over }) =>
    over
      ? tt('dragOver', {
          name: draggedOf(active.data.current)?.name ?? '',
          target: targetOf(over.data.current)?.name ?? '',
        })
      : undefined,
  onDragEnd: ({ active, over }) =>
    over
      ? tt('dragEnd', {
          name: draggedOf(active.data.current)?.name ?? '',
          target: targetOf(over.data.current)?.name ?? '',
        })
      : tt('dragCancel', { name: draggedOf(active.data.current)?.name ?? '' }),
  onDragCancel: ({ active }) => tt('dragCancel', { name: draggedOf(active.data.current)?.name ?? '' }),
};

/** The top level as a drop target (tags and folders dragged out of every folder). */
function RootTarget({ children }: { children: React.ReactNode }) {
  const t = useTagsT();
  const drop = useDroppable({ id: 'into:root', data: { folderId: null, name: t('topLevel') } });
  return (
    <div
      ref={drop.setNodeRef}
      data-testid="tree-root"
      className={`flex items-center gap-2 rounded-field px-2 py-1 ${drop.isOver ? 'bg-primary/15 outline-2 outline-primary' : 'bg-base-200/60'}`}
    >
      {children}
    </div>
  );
}

/**
 * The folder tree (SPEC §2): folders and tags, create, rename, delete folders, drag folders into folders and
 * tags between folders and the top level, with a pointer or the keyboard (Space picks up, arrows move,
 * Space drops). A move shows at once and is confirmed by the server, whose list then replaces it.
 */
export function TreeView({
  companyId,
  list,
  update,
}: {
  companyId: string;
  list: DynatagList;
  update: (change: (list: DynatagList) => DynatagList) => void;
}) {
  const t = useTagsT();
  const tree = useMemo(() => buildTree(list), [list]);
  const [adding, setAdding] = useState(false);
  const [dragging, setDragging] = useState<Dragged | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const ctx: TreeContext = {
    companyId,
    maxDepth: list.limits.folderDepth,
    canAddFolder: list.folders.length < list.limits.folders,
    folderLimit: list.limits.folders,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const item = draggedOf(active.data.current);
    const target = targetOf(over?.data.current);
    if (!item || !target) return;
    if (item.kind === 'tag') {
      if (list.dynatags.find((d) => d.id === item.id)?.folderId === target.folderId) return;
      update((l) => withTagIn(l, item.id, target.folderId));
      void moveTag(item.id, target.folderId);
      return;
    }
    if (list.folders.find((f) => f.id === item.id)?.parentId === target.folderId) return;
    const problem = folderMoveProblem(item.id, target.folderId, list.folders, list.limits.folderDepth);
    if (problem) {
      const text =
        problem === 'tooDeep' ? tt('depthLimit', { depth: list.limits.folderDepth }) : tt('folderIntoItself');
      notify(text, { color: 'error' });
      return;
    }
    update((l) => withFolderIn(l, item.id, target.folderId));
    void moveFolder(item.id, target.folderId);
  };

  const startAdding = () => {
    if (!ctx.canAddFolder) notify(tt('folderLimit', { limit: ctx.folderLimit }), { color: 'error' });
    else setAdding(true);
  };

  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-3" data-testid="dynatags-tree">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-base-content/75 text-sm">
          {t('folderCount', { count: list.folders.length, limit: list.limits.folders })} ·{' '}
          {t('depthHint', { depth: list.limits.folderDepth })}
        </p>
        <button type="button" className="btn btn-sm" onClick={startAdding}>
          <Icon name="folder" className="size-4" />
          {t('newFolder')}
        </button>
      </div>
      {adding && (
        <FolderNameForm
          label={t('newFolderName')}
          submitLabel={t('createFolder')}
          onSubmit={(name) => createFolder(companyId, name, null)}
          onCancel={() => setAdding(false)}
        />
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
        onDragStart={({ active }) => setDragging(draggedOf(active.data.current) ?? null)}
        onDragCancel={() => setDragging(null)}
        onDragEnd={onDragEnd}
      >
        <RootTarget>
          <Icon name="folder" className="size-4 opacity-70" />
          <span className="text-sm font-medium">{t('topLevel')}</span>
        </RootTarget>
        {tree.folders.length || tree.tags.length ? (
          <ul className="mt-1 space-y-0.5">
            {tree.folders.map((node) => (
              <FolderItem key={node.folder.id} node={node} parentName={null} ctx={ctx} />
            ))}
            {tree.tags.map((tag) => (
              <TagItem key={tag.id} tag={tag} companyId={companyId} />
            ))}
          </ul>
        ) : (
          <p className="text-base-content/75 py-6 text-center text-sm">{t('treeEmpty')}</p>
        )}
        <DragOverlay dropAnimation={null}>
          {dragging && (
            <div className="rounded-field bg-base-100 flex items-center gap-2 px-3 py-1 shadow-lg">
              <Icon name={dragging.kind === 'folder' ? 'folder' : 'tag'} className="size-4" />
              {dragging.name}
            </div>
          )}
        </DragOverlay>
      </DndContext>
    </div>
  );
}
