import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { DynatagFile } from '@shared/types/dynatags';
import { useId } from 'react';
import { CheckboxField, TextField } from '../../../ui/fields';
import { Icon } from '../../../ui/icons';
import type { Problems } from './check';
import { useEditorT } from './i18n';
import { ModuleForm } from './ModuleForm';
import { ModuleIcon } from './ModuleIcon';
import { withTapOnly, withTitle } from './module-types';
import { useProblem } from './use-problem';

type Props = {
  module: DynatagModule;
  /** "Module 2: Links": the card's name for buttons and announcements. */
  name: string;
  index: number;
  count: number;
  collapsed: boolean;
  problems: Problems;
  hasProblems: boolean;
  files: DynatagFile[];
  disabled: boolean;
  onChange: (module: DynatagModule) => void;
  onMove: (to: number) => void;
  onToggle: () => void;
  onRemove: () => void;
  onUploadFiles: (files: File[]) => Promise<DynatagFile[]>;
};

/** One module in the list: a handle to drag, its name and heading, move, collapse and remove, then its form. */
export function ModuleCard(props: Props) {
  const { module, name, index, count, collapsed, disabled } = props;
  const { t } = useEditorT();
  const bodyId = useId();
  const message = useProblem(props.problems);
  const sortable = useSortable({ id: module.id, disabled });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  const small = 'btn btn-ghost btn-sm btn-square';
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`rounded-box border-base-300 bg-base-100 border ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <section aria-label={name} data-module-type={module.type}>
        <div className="flex items-center gap-1 p-1 ps-2">
          <button
            type="button"
            className={`${small} cursor-grab touch-none`}
            aria-label={t('modDrag', { name })}
            disabled={disabled}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
              <path d="M9 5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM9 10.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM9 16a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm6 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3z" />
            </svg>
          </button>
          <ModuleIcon type={module.type} className="text-primary size-5" />
          <button
            type="button"
            className="min-w-0 grow truncate py-1 text-start text-sm"
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={props.onToggle}
          >
            <span className="font-medium">{name}</span>
            {module.title && <span className="text-base-content/70"> · {module.title}</span>}
            {props.hasProblems && (
              <span className="badge badge-error badge-soft badge-sm ms-2">{t('modCheckFields')}</span>
            )}
          </button>
          <button
            type="button"
            className={small}
            aria-label={t('modMoveUp', { name })}
            disabled={disabled || index === 0}
            onClick={() => props.onMove(index - 1)}
          >
            <Icon name="arrowUp" className="size-4" />
          </button>
          <button
            type="button"
            className={small}
            aria-label={t('modMoveDown', { name })}
            disabled={disabled || index === count - 1}
            onClick={() => props.onMove(index + 1)}
          >
            <Icon name="arrowDown" className="size-4" />
          </button>
          <button
            type="button"
            className={small}
            aria-label={t(collapsed ? 'modExpand' : 'modCollapse', { name })}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={props.onToggle}
          >
            <svg
              viewBox="0 0 24 24"
              className={`size-4 transition-transform ${collapsed ? '' : 'rotate-180'}`}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              aria-hidden="true"
            >
              <path d="M6 9l6 6 6-6" />
            </svg>
          </button>
          <button
            type="button"
            className={`${small} text-error`}
            aria-label={t('modRemove', { name })}
            disabled={disabled}
            onClick={props.onRemove}
          >
            <Icon name="trash" className="size-4" />
          </button>
        </div>
        <div id={bodyId} hidden={collapsed} className="border-base-300 border-t px-3 pb-3">
          {!collapsed && (
            <fieldset disabled={disabled} className="min-w-0">
              <TextField
                label={t('modHeading')}
                hint={t('modHeadingHint')}
                value={module.title ?? ''}
                maxLength={200}
                error={message('/title')}
                onChange={(e) => props.onChange(withTitle(module, e.target.value))}
              />
              <CheckboxField
                label={t('modTapOnly')}
                checked={module.tapOnly === true}
                onChange={(e) => props.onChange(withTapOnly(module, e.target.checked))}
              />
              <ModuleForm
                module={module}
                onChange={props.onChange}
                problems={props.problems}
                files={props.files}
                onUploadFiles={props.onUploadFiles}
                disabled={disabled}
              />
            </fieldset>
          )}
        </div>
      </section>
    </li>
  );
}
