import { CURRENCIES, VENUE_LIMITS } from '@shared/schemas/venue-fields';
import { SelectField, TextField } from '../../../../ui/fields';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { replaceAt } from '../list-ops';
import { useProblem } from '../use-problem';
import { ItemButtons } from './ItemButtons';
import { PriceField } from './PriceField';
import type { FormProps } from './types';

type Section = FormProps<'menu'>['module']['sections'][number];
type Item = Section['items'][number];

/** Without the optional field when it is empty, as the schema has it. */
function withText<T extends object, K extends keyof T>(value: T, key: K, text: string): T {
  const { [key]: _old, ...rest } = value;
  return (text ? { ...rest, [key]: text } : rest) as T;
}

/** A menu or price list: the currency, then sections of items (name, description, price, allergens or notes). */
export function MenuForm({ module, onChange, problems }: FormProps<'menu'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const setSections = (sections: Section[]) => onChange({ ...module, sections });
  const setItems = (s: number, items: Item[]) =>
    setSections(replaceAt(module.sections, s, { ...module.sections[s]!, items }));
  return (
    <div className="space-y-2 pt-1">
      <SelectField
        label={t('modCurrency')}
        value={module.currency}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        onChange={(currency) => onChange({ ...module, currency: currency as typeof module.currency })}
      />
      {module.sections.map((section, s) => {
        const sectionName = section.name || t('modSection', { number: s + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; the index is their identity while editing
          <fieldset key={s} className="rounded-box border-base-300 border px-3 pb-2">
            <legend className="px-1 text-sm font-medium">{sectionName}</legend>
            <div className="flex items-end gap-1">
              <TextField
                className="grow"
                label={t('modSectionName', { number: s + 1 })}
                value={section.name}
                maxLength={200}
                error={message(`/sections/${s}/name`)}
                onChange={(e) =>
                  setSections(replaceAt(module.sections, s, { ...section, name: e.target.value }))
                }
              />
              <div className="mb-2 flex">
                <ItemButtons items={module.sections} index={s} name={sectionName} onChange={setSections} />
              </div>
            </div>
            {section.items.map((item, i) => {
              const at = `/sections/${s}/items/${i}`;
              const itemName = item.name || t('modItem', { number: i + 1 });
              const patch = (next: Item) => setItems(s, replaceAt(section.items, i, next));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the index is their identity while editing
                <div key={i} className="border-base-300 grid gap-x-3 border-t pt-1 sm:grid-cols-2">
                  <TextField
                    label={t('modItemName', { section: sectionName, number: i + 1 })}
                    value={item.name}
                    maxLength={200}
                    error={message(`${at}/name`)}
                    onChange={(e) => patch({ ...item, name: e.target.value })}
                  />
                  <PriceField
                    label={t('modItemPrice', { currency: module.currency, name: itemName })}
                    value={item.price}
                    error={message(`${at}/price`)}
                    onChange={(price) =>
                      patch(price === undefined ? withText(item, 'price', '') : { ...item, price })
                    }
                  />
                  <TextField
                    label={t('modItemDescription', { name: itemName })}
                    value={item.description ?? ''}
                    maxLength={500}
                    error={message(`${at}/description`)}
                    onChange={(e) => patch(withText(item, 'description', e.target.value))}
                  />
                  <TextField
                    label={t('modItemNotes', { name: itemName })}
                    hint={t('modItemNotesHint')}
                    value={item.notes ?? ''}
                    maxLength={200}
                    error={message(`${at}/notes`)}
                    onChange={(e) => patch(withText(item, 'notes', e.target.value))}
                  />
                  <div className="flex justify-end sm:col-span-2">
                    <ItemButtons
                      items={section.items}
                      index={i}
                      name={itemName}
                      onChange={(items) => setItems(s, items)}
                    />
                  </div>
                </div>
              );
            })}
            <button
              type="button"
              className="btn btn-ghost btn-xs mt-1"
              disabled={section.items.length >= VENUE_LIMITS.itemsPerSection}
              onClick={() => setItems(s, [...section.items, { name: '' }])}
            >
              <Icon name="plus" className="size-4" />
              {t('modAddItem', { section: sectionName })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn-sm"
        disabled={module.sections.length >= VENUE_LIMITS.sections}
        onClick={() => setSections([...module.sections, { name: '', items: [] }])}
      >
        <Icon name="plus" className="size-4" />
        {t('modAddSection')}
      </button>
      {message('/sections') && <p className="text-error text-xs">{message('/sections')}</p>}
    </div>
  );
}
