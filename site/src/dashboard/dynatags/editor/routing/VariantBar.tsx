import { OWN_CONTENT, TAG_RULE_LIMITS, type TagVariant } from '@shared/schemas/tag-rules';
import { useState } from 'react';
import { openDialog } from '../../../stores/dialogs';
import { SelectField, TextField } from '../../../ui/fields';
import { Icon } from '../../../ui/icons';
import type { Draft } from '../draft';
import { useRulesT } from './i18n';
import {
  addVariant,
  canAddVariant,
  duplicateVariant,
  isUsed,
  removeVariant,
  updateVariant,
  usesOf,
} from './routing-draft';

type Props = {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
  /** The version the modules below edit: '' the own content, else a variant's key. */
  editing: string;
  onEditing: (key: string) => void;
  /** The running split test's arms (a variant in it cannot be deleted). */
  runningArms: string[];
  errors: Record<string, string>;
  disabled: boolean;
};

/**
 * Which version of the modules the editor shows (the own content or a variant, edited with the same module
 * editor), and the variants' own actions: add (empty or a copy), name, title, duplicate, delete — unless a rule
 * or the running split test shows it, which is then said.
 */
export function VariantBar({ draft, onChange, editing, onEditing, runningArms, errors, disabled }: Props) {
  const { t } = useRulesT();
  const [adding, setAdding] = useState<{ name: string; from: string } | null>(null);
  const variants = draft.variants;
  const index = variants.findIndex((v) => v.key === editing);
  const current: TagVariant | undefined = variants[index];
  const use = current ? usesOf(current.key, draft.rules, runningArms) : null;
  const setVariants = (next: TagVariant[]) => onChange({ variants: next });
  const fromOptions = [
    { value: 'empty', label: t('variantStartEmpty') },
    { value: OWN_CONTENT, label: t('variantStartCopy', { name: t('ownContent') }) },
    ...variants.map((v) => ({ value: v.key, label: t('variantStartCopy', { name: v.name }) })),
  ];

  const create = () => {
    if (!adding?.name.trim()) return;
    const from =
      adding.from === 'empty'
        ? null
        : adding.from === OWN_CONTENT
          ? draft.modules
          : (variants.find((v) => v.key === adding.from)?.modules ?? null);
    const next = addVariant(variants, adding.name, from);
    setVariants(next);
    onEditing(next[next.length - 1].key);
    setAdding(null);
  };
  const remove = () => {
    if (!current) return;
    openDialog('confirm', {
      title: t('variantDeleteTitle', { name: current.name }),
      message: t('variantDeleteText'),
      confirmLabel: t('variantDelete'),
      danger: true,
      onConfirm: () => {
        onEditing(OWN_CONTENT);
        setVariants(removeVariant(variants, current.key));
      },
    });
  };
  const duplicate = () => {
    if (!current) return;
    const next = duplicateVariant(variants, current.key, t('variantCopyName', { name: current.name }));
    setVariants(next);
    onEditing(next[next.length - 1].key);
  };

  return (
    <div className="rounded-box border border-base-300 space-y-2 p-3" data-testid="variant-bar">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <SelectField
            label={t('editingLabel')}
            value={editing}
            onChange={onEditing}
            options={[
              { value: OWN_CONTENT, label: t('ownContent') },
              ...variants.map((v) => ({ value: v.key, label: v.name || v.key })),
            ]}
          />
        </div>
        <button
          type="button"
          className="btn btn-sm mb-1"
          onClick={() => setAdding({ name: '', from: OWN_CONTENT })}
          disabled={disabled || !canAddVariant(variants) || adding !== null}
        >
          <Icon name="plus" className="size-4" />
          {t('addVariant')}
        </button>
      </div>
      <p className="text-base-content/70 text-xs">
        {canAddVariant(variants) ? t('variantsHint') : t('variantLimit', { limit: TAG_RULE_LIMITS.variants })}
      </p>
      {adding && (
        <div className="rounded-box bg-base-200 grid gap-x-3 p-3 sm:grid-cols-2">
          <TextField
            label={t('variantNameLabel')}
            hint={t('variantNameHint')}
            value={adding.name}
            maxLength={60}
            autoFocus
            onChange={(e) => setAdding({ ...adding, name: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                create();
              }
            }}
          />
          <SelectField
            label={t('variantStartLabel')}
            value={adding.from}
            onChange={(from) => setAdding({ ...adding, from })}
            options={fromOptions}
          />
          <div className="flex gap-2 sm:col-span-2">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={create}
              disabled={!adding.name.trim()}
            >
              {t('variantCreate')}
            </button>
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setAdding(null)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      {current && use && (
        <div className="space-y-1">
          <p className="text-info text-sm">{t('editingVariantNote', { name: current.name })}</p>
          <div className="grid gap-x-3 sm:grid-cols-2">
            <TextField
              label={t('variantNameLabel')}
              value={current.name}
              maxLength={60}
              required
              error={errors[`variants.${index}.name`]}
              onChange={(e) => setVariants(updateVariant(variants, current.key, { name: e.target.value }))}
            />
            <TextField
              label={t('variantTitleLabel')}
              hint={t('variantTitleHint')}
              value={current.label ?? ''}
              maxLength={200}
              error={errors[`variants.${index}.label`]}
              onChange={(e) => setVariants(updateVariant(variants, current.key, { label: e.target.value }))}
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn btn-sm"
              onClick={duplicate}
              disabled={disabled || !canAddVariant(variants)}
            >
              <Icon name="copy" className="size-4" />
              {t('variantDuplicate')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-ghost text-error"
              onClick={remove}
              disabled={disabled || isUsed(use)}
              aria-describedby={isUsed(use) ? 'variant-in-use' : undefined}
            >
              <Icon name="trash" className="size-4" />
              {t('variantDelete')}
            </button>
          </div>
          {isUsed(use) && (
            <p id="variant-in-use" className="text-base-content/70 text-xs" data-testid="variant-in-use">
              {use.rules.length > 0
                ? t('variantInUseRules', { rules: use.rules.join(', ') })
                : t('variantInUseSplit')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
