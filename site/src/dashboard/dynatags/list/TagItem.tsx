import { useDraggable } from '@dnd-kit/core';
import type { DynatagSummary } from '@shared/types/dynatags';
import { Icon } from '../../ui/icons';
import { openEditor, openStatistics } from './actions';
import { useTagsT } from './i18n';

/** A dynatag in the tree: dragged by its handle (pointer or keyboard) into a folder or the top level. */
export function TagItem({ tag, companyId }: { tag: DynatagSummary; companyId: string }) {
  const t = useTagsT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `tag:${tag.id}`,
    data: { kind: 'tag', id: tag.id, name: tag.name },
  });
  return (
    <li
      ref={setNodeRef}
      data-testid="tree-tag"
      className={`flex items-center gap-1 rounded-field py-0.5 pe-1 ${isDragging ? 'opacity-40' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-ghost btn-xs btn-square cursor-grab touch-none"
        {...attributes}
        {...listeners}
        aria-label={t('dragTag', { name: tag.name })}
      >
        <Icon name="grip" className="size-4" />
      </button>
      <Icon name="tag" className="text-base-content/70 size-4" />
      <span className="min-w-0 flex-1 truncate">{tag.name}</span>
      <span className="text-base-content/70 hidden font-mono text-xs sm:inline">{tag.id}</span>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square"
        title={t('edit')}
        aria-label={t('editNamed', { name: tag.name })}
        onClick={() => openEditor(companyId, tag.id)}
      >
        <Icon name="pencil" className="size-3.5" />
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square"
        title={t('statistics')}
        aria-label={t('statisticsNamed', { name: tag.name })}
        onClick={() => openStatistics(tag)}
      >
        <Icon name="chart" className="size-3.5" />
      </button>
    </li>
  );
}
