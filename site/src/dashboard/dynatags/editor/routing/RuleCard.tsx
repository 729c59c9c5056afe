import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TAG_RULE_LIMITS, type TagRule, type TagVariant } from '@shared/schemas/tag-rules';
import { useId } from 'react';
import { SelectField, TextField } from '../../../ui/fields';
import { Icon } from '../../../ui/icons';
import { ConditionFields, KIND_TEXT } from './ConditionFields';
import { useRulesT } from './i18n';
import { CONDITION_KINDS, type ConditionKind, newCondition, problemsUnder } from './routing-draft';

type Props = {
  rule: TagRule;
  /** "Rule 2: Finnish": the card's name for buttons and announcements. */
  title: string;
  index: number;
  count: number;
  variants: TagVariant[];
  collapsed: boolean;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (rule: TagRule) => void;
  onMove: (to: number) => void;
  onToggle: () => void;
  onRemove: () => void;
};

/** One rule in the ordered list: a handle to drag, move up and down, collapse, remove; its name, conditions, outcome. */
export function RuleCard(props: Props) {
  const { rule, title, index, count, variants, collapsed, errors, disabled, onChange } = props;
  const { t } = useRulesT();
  const bodyId = useId();
  const sortable = useSortable({ id: rule.key, disabled });
  const at = `rules.${index}`;
  const hasProblems = problemsUnder(errors, at);
  const small = 'btn btn-ghost btn-sm btn-square';
  const isRedirect = 'redirect' in rule.outcome;

  const setCondition = (j: number, next: ConditionKind | null, value?: TagRule['when'][number]) =>
    onChange({
      ...rule,
      when:
        next === null
          ? rule.when.filter((_, k) => k !== j)
          : rule.when.map((c, k) => (k === j ? (value ?? newCondition(next)) : c)),
    });

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={`rounded-box border-base-300 bg-base-100 border ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
      data-testid="rule-card"
    >
      <section aria-label={title}>
        <div className="flex items-center gap-1 p-1 ps-2">
          <button
            type="button"
            className={`${small} cursor-grab touch-none`}
            aria-label={t('ruleDrag', { name: title })}
            disabled={disabled}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <Icon name="grip" className="size-4" />
          </button>
          <span className="badge badge-neutral badge-sm">{index + 1}</span>
          <button
            type="button"
            className="min-w-0 grow truncate py-1 text-start text-sm font-medium"
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={props.onToggle}
          >
            {rule.name || title}
            {hasProblems && (
              <span className="badge badge-error badge-soft badge-sm ms-2">{t('ruleCheck')}</span>
            )}
          </button>
          <button
            type="button"
            className={small}
            aria-label={t('ruleMoveUp', { name: title })}
            disabled={disabled || index === 0}
            onClick={() => props.onMove(index - 1)}
          >
            <Icon name="arrowUp" className="size-4" />
          </button>
          <button
            type="button"
            className={small}
            aria-label={t('ruleMoveDown', { name: title })}
            disabled={disabled || index === count - 1}
            onClick={() => props.onMove(index + 1)}
          >
            <Icon name="arrowDown" className="size-4" />
          </button>
          <button
            type="button"
            className={`${small} text-error`}
            aria-label={t('ruleRemove', { name: title })}
            disabled={disabled}
            onClick={props.onRemove}
          >
            <Icon name="trash" className="size-4" />
          </button>
        </div>
        <div id={bodyId} hidden={collapsed} className="space-y-3 border-t border-base-300 p-3">
          <TextField
            label={t('ruleNameLabel')}
            value={rule.name}
            maxLength={60}
            required
            error={errors[`${at}.name`]}
            onChange={(e) => onChange({ ...rule, name: e.target.value })}
          />
          <fieldset className="space-y-2">
            <legend className="pb-1 text-sm font-semibold">{t('conditionsHeading')}</legend>
            {errors[`${at}.when`] && <p className="text-error text-xs">{errors[`${at}.when`]}</p>}
            {rule.when.map((condition, j) => {
              const path = `${at}.when.${j}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no key of their own; their place is it
                <div key={j} className="rounded-box bg-base-200 space-y-1 p-3" data-testid="rule-condition">
                  <div className="flex items-end gap-2">
                    <div className="flex-1">
                      <SelectField
                        label={t('conditionKind')}
                        value={condition.if}
                        onChange={(kind) => setCondition(j, kind as ConditionKind)}
                        options={CONDITION_KINDS.map((k) => ({ value: k, label: t(KIND_TEXT[k]) }))}
                      />
                    </div>
                    <button
                      type="button"
                      className={`${small} mb-1`}
                      aria-label={t('removeCondition', { kind: t(KIND_TEXT[condition.if]) })}
                      disabled={disabled}
                      onClick={() => setCondition(j, null)}
                    >
                      <Icon name="close" className="size-4" />
                    </button>
                  </div>
                  <ConditionFields
                    value={condition}
                    onChange={(next) => setCondition(j, next.if, next)}
                    error={(name) => errors[name ? `${path}.${name}` : path]}
                  />
                </div>
              );
            })}
            <button
              type="button"
              className="btn btn-sm"
              disabled={disabled || rule.when.length >= TAG_RULE_LIMITS.conditionsPerRule}
              onClick={() => onChange({ ...rule, when: [...rule.when, newCondition('language')] })}
            >
              <Icon name="plus" className="size-4" />
              {t('addCondition')}
            </button>
          </fieldset>
          <fieldset className="space-y-1">
            <legend className="pb-1 text-sm font-semibold">{t('outcomeLabel')}</legend>
            <div className="flex flex-wrap gap-4" role="radiogroup">
              {(['variant', 'redirect'] as const).map((kind) => (
                <label key={kind} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    className="radio radio-sm radio-primary"
                    name={`${bodyId}-outcome`}
                    checked={kind === 'redirect' ? isRedirect : !isRedirect}
                    onChange={() =>
                      onChange({
                        ...rule,
                        outcome: kind === 'redirect' ? { redirect: '' } : { variant: variants[0]?.key ?? '' },
                      })
                    }
                  />
                  {t(kind === 'redirect' ? 'outcomeRedirect' : 'outcomeVariant')}
                </label>
              ))}
            </div>
            {'redirect' in rule.outcome ? (
              <TextField
                label={t('outcomeRedirectLabel')}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={500}
                value={rule.outcome.redirect}
                error={errors[`${at}.outcome.redirect`] ?? errors[`${at}.outcome`]}
                onChange={(e) => onChange({ ...rule, outcome: { redirect: e.target.value.trim() } })}
              />
            ) : variants.length === 0 ? (
              <p className="text-warning text-sm">{t('outcomeNoVariants')}</p>
            ) : (
              <>
                <SelectField
                  label={t('outcomeVariantLabel')}
                  value={rule.outcome.variant}
                  onChange={(variant) => onChange({ ...rule, outcome: { variant } })}
                  options={variants.map((v) => ({ value: v.key, label: v.name || v.key }))}
                />
                {(errors[`${at}.outcome.variant`] ?? errors[`${at}.outcome`]) && (
                  <p className="text-error text-xs">
                    {errors[`${at}.outcome.variant`] ?? errors[`${at}.outcome`]}
                  </p>
                )}
              </>
            )}
          </fieldset>
        </div>
      </section>
    </li>
  );
}
