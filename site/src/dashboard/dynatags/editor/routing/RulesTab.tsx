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
import { TAG_RULE_LIMITS, type TagRule } from '@shared/schemas/tag-rules';
import { type ReactNode, useState } from 'react';
import { Icon } from '../../../ui/icons';
import type { Draft } from '../draft';
import { TimeZoneField } from '../modules/forms/TimeZoneField';
import { moveById, moveItem, removeAt, replaceAt } from '../modules/list-ops';
import { useEscapeCancelsDrag } from '../modules/use-escape-cancels-drag';
import { useRulesT } from './i18n';
import { RuleCard } from './RuleCard';
import { newRule } from './routing-draft';

/**
 * The Rules tab (issue 34): the rules in order (the first that holds decides), reordered by drag and drop
 * (pointer or keyboard, announced) or the arrow buttons; each rule's name, conditions and outcome; the rules'
 * time zone; and below, "View as" (given as `viewAs`).
 */
export function RulesTab({
  draft,
  onChange,
  errors,
  disabled,
  viewAs,
}: {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  errors: Record<string, string>;
  disabled: boolean;
  viewAs: ReactNode;
}) {
  const { t } = useRulesT();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dragging, setDragging] = useState(false);
  useEscapeCancelsDrag(dragging);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const rules = draft.rules;
  const setRules = (next: TagRule[]) => onChange({ rules: next });
  const titleOf = (rule: TagRule, index: number) =>
    t('ruleNumber', { number: index + 1, name: rule.name || rule.key });
  const position = (key: unknown) => rules.findIndex((r) => r.key === key);
  const named = (key: unknown) => {
    const i = position(key);
    return i < 0 ? '' : titleOf(rules[i], i);
  };
  const count = rules.length;
  const accessibility = {
    announcements: {
      onDragStart: ({ active }: { active: { id: unknown } }) =>
        t('ruleDragStart', { name: named(active.id) }),
      onDragOver: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
        over
          ? t('ruleDragOver', { name: named(active.id), position: position(over.id) + 1, count })
          : undefined,
      onDragEnd: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
        over
          ? t('ruleDragEnd', { name: named(active.id), position: position(over.id) + 1, count })
          : undefined,
      onDragCancel: ({ active }: { active: { id: unknown } }) =>
        t('ruleDragCancel', { name: named(active.id), position: position(active.id) + 1 }),
    },
    screenReaderInstructions: { draggable: t('ruleDragInstructions') },
  };
  const withKey = rules.map((r) => ({ ...r, id: r.key }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (over && active.id !== over.id)
      setRules(moveById(withKey, String(active.id), String(over.id)).map(({ id: _id, ...r }) => r));
  };
  const add = () => {
    const rule = newRule(rules, t('ruleDefaultName', { number: rules.length + 1 }), draft.variants);
    setRules([...rules, rule]);
  };
  const toggle = (key: string) => {
    const next = new Set(collapsed);
    if (!next.delete(key)) next.add(key);
    setCollapsed(next);
  };

  return (
    <div className="space-y-4" data-testid="rules-tab">
      <section aria-labelledby="tag-rules" className="space-y-2">
        <h3 id="tag-rules" className="text-base font-semibold">
          {t('rulesHeading')}
        </h3>
        <p className="text-base-content/70 text-sm">{t('rulesIntro')}</p>
        <TimeZoneField
          value={draft.rulesTimeZone}
          error={errors.rulesTimeZone}
          onChange={(rulesTimeZone) => onChange({ rulesTimeZone })}
          label={t('timeZoneLabel')}
          hint={t('timeZoneHint')}
        />
        {errors.rules && <p className="text-error text-sm">{errors.rules}</p>}
        {count === 0 && <p className="text-base-content/70 text-sm">{t('rulesNone')}</p>}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={() => setDragging(true)}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(false)}
          accessibility={accessibility}
        >
          <SortableContext items={rules.map((r) => r.key)} strategy={verticalListSortingStrategy}>
            <ol aria-label={t('rulesListLabel')} className="space-y-2" data-testid="rules-list">
              {rules.map((rule, index) => (
                <RuleCard
                  key={rule.key}
                  rule={rule}
                  title={titleOf(rule, index)}
                  index={index}
                  count={count}
                  variants={draft.variants}
                  collapsed={collapsed.has(rule.key)}
                  errors={errors}
                  disabled={disabled}
                  onChange={(next) => setRules(replaceAt(rules, index, next))}
                  onMove={(to) => setRules(moveItem(rules, index, to))}
                  onToggle={() => toggle(rule.key)}
                  onRemove={() => setRules(removeAt(rules, index))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-sm"
            onClick={add}
            disabled={disabled || count >= TAG_RULE_LIMITS.rules}
          >
            <Icon name="plus" className="size-4" />
            {t('addRule')}
          </button>
          {count >= TAG_RULE_LIMITS.rules && (
            <span className="text-error text-xs">{t('rulesLimit', { limit: TAG_RULE_LIMITS.rules })}</span>
          )}
        </div>
      </section>
      {viewAs}
    </div>
  );
}
