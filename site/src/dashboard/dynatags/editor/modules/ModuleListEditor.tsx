import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type DynatagModule, MODULE_LIMITS, type ModuleType } from '@shared/schemas/dynatag-modules';
import type { DynatagFile } from '@shared/types/dynatags';
import { useEffect, useRef, useState } from 'react';
import { AddModuleMenu } from './AddModuleMenu';
import type { Problems } from './check';
import { useEditorT } from './i18n';
import { newModuleId } from './ids';
import { hasRoom, insertAt, moveById, moveItem, removeAt, replaceAt } from './list-ops';
import { ModuleCard } from './ModuleCard';
import { MODULE_TEXT, newModule } from './module-types';
import { useEscapeCancelsDrag } from './use-escape-cancels-drag';
import { useModuleProblems } from './use-module-problems';
import { useReorderAnnouncements } from './use-reorder-announcements';

export type ModuleListEditorProps = {
  value: DynatagModule[];
  onChange: (modules: DynatagModule[]) => void;
  /** The tag's stored files, for the files, PDF and overlay choices. */
  files: DynatagFile[];
  /** Uploads to the tag and answers the stored files (the new ones among them). */
  onUploadFiles: (files: File[]) => Promise<DynatagFile[]>;
  disabled?: boolean;
  /** Show every module's problems, touched or not (after a save was tried). */
  showAllProblems?: boolean;
};

/**
 * The ordered modules of a dynatag (SPEC §3): add from a menu of the 15 types, reorder by drag and drop
 * (pointer or keyboard, announced to screen readers) or the arrow buttons, collapse, remove with undo, and
 * each module's form. Fields are checked with the API's own schemas as they change.
 */
export function ModuleListEditor({
  value,
  onChange,
  files,
  onUploadFiles,
  disabled = false,
  showAllProblems = false,
}: ModuleListEditorProps) {
  const { t } = useEditorT();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [removed, setRemoved] = useState<{ module: DynatagModule; index: number; name: string } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState(false);
  const undoButton = useRef<HTMLButtonElement>(null);
  useEscapeCancelsDrag(dragging);
  // A form may answer after an upload: it changes the list as it is then, not as it was when it started.
  const latest = useRef(value);
  latest.current = value;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (module: DynatagModule, index: number) =>
    t('modModuleNumber', { number: index + 1, type: t(MODULE_TEXT[module.type].name) });
  const problems = useModuleProblems(value);
  const atLimit = !hasRoom(value.length, MODULE_LIMITS.modules);

  // When a save was refused, the modules with problems open so their marked fields can be seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the request to show problems begins
  useEffect(() => {
    if (!showAllProblems) return;
    const bad = new Set(value.filter((_, i) => Object.keys(problems[i]).length > 0).map((m) => m.id));
    if (bad.size) setCollapsed((old) => new Set([...old].filter((id) => !bad.has(id))));
  }, [showAllProblems]);

  const add = (type: ModuleType) => {
    const module = newModule(type, newModuleId(value.map((m) => m.id)));
    onChange([...value, module]);
    setRemoved(null);
    // The new module's first field, once it is rendered.
    requestAnimationFrame(() => {
      const card = list.current?.lastElementChild;
      card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      card?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')?.focus();
    });
  };
  const change = (module: DynatagModule) => {
    setTouched((old) => (old.has(module.id) ? old : new Set(old).add(module.id)));
    const now = latest.current;
    const index = now.findIndex((m) => m.id === module.id);
    if (index >= 0) onChange(replaceAt(now, index, module));
  };
  const remove = (index: number) => {
    setRemoved({ module: value[index], index, name: nameOf(value[index], index) });
    onChange(removeAt(value, index));
    // The removed card had the focus: it goes to Undo, the next thing one may want.
    requestAnimationFrame(() => undoButton.current?.focus());
  };
  const undo = () => {
    if (!removed || atLimit) return;
    onChange(insertAt(value, removed.index, removed.module));
    setRemoved(null);
  };
  const toggle = (id: string) => {
    const next = new Set(collapsed);
    if (!next.delete(id)) next.add(id);
    setCollapsed(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (over && active.id !== over.id) onChange(moveById(value, String(active.id), String(over.id)));
  };

  const accessibility = useReorderAnnouncements(value, nameOf);
  const problemsShown = (id: string, index: number): Problems =>
    showAllProblems || touched.has(id) ? problems[index] : {};

  return (
    <div className="space-y-3">
      {value.length > 1 && (
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => setCollapsed(new Set())}>
            {t('modExpandAll')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => setCollapsed(new Set(value.map((m) => m.id)))}
          >
            {t('modCollapseAll')}
          </button>
        </div>
      )}
      {value.length === 0 && <p className="text-base-content/70 text-sm">{t('modEmpty')}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => setDragging(true)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(false)}
        accessibility={accessibility}
      >
        <SortableContext items={value.map((m) => m.id)} strategy={verticalListSortingStrategy}>
          <ol ref={list} aria-label={t('modListLabel')} className="space-y-2">
            {value.map((module, index) => (
              <ModuleCard
                key={module.id}
                module={module}
                name={nameOf(module, index)}
                index={index}
                count={value.length}
                collapsed={collapsed.has(module.id)}
                problems={problemsShown(module.id, index)}
                hasProblems={
                  (showAllProblems || touched.has(module.id)) && Object.keys(problems[index]).length > 0
                }
                files={files}
                disabled={disabled}
                onChange={change}
                onMove={(to) => onChange(moveItem(value, index, to))}
                onToggle={() => toggle(module.id)}
                onRemove={() => remove(index)}
                onUploadFiles={onUploadFiles}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {removed && (
        <div role="status" className="alert alert-soft dc-alert flex flex-wrap text-sm">
          <span>{t('modRemoved', { name: removed.name })}</span>
          <button
            ref={undoButton}
            type="button"
            className="btn btn-sm"
            onClick={undo}
            disabled={disabled || atLimit}
          >
            {t('modUndo')}
          </button>
        </div>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <AddModuleMenu onAdd={add} disabled={disabled || atLimit} />
        <span className={`pt-1.5 text-xs ${atLimit ? 'text-error font-medium' : 'text-base-content/70'}`}>
          {atLimit
            ? t('modLimitReached')
            : t('modCount', { count: value.length, limit: MODULE_LIMITS.modules })}
        </span>
      </div>
    </div>
  );
}
