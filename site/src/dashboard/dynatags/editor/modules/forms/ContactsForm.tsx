import { MODULE_LIMITS } from '@shared/schemas/dynatag-modules';
import { TextField } from '../../../../ui/fields';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { hasRoom, moveItem, removeAt, replaceAt } from '../list-ops';
import { useProblem } from '../use-problem';
import type { FormProps } from './types';

type Contact = FormProps<'contacts'>['module']['contacts'][number];

/** The contacts tool: name, information, phone and email per contact, at most 20 ("Contact limit reached"). */
export function ContactsForm({ module, onChange, problems }: FormProps<'contacts'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const { contacts } = module;
  const limit = MODULE_LIMITS.contacts;
  const full = !hasRoom(contacts.length, limit);
  const set = (next: Contact[]) => onChange({ ...module, contacts: next });
  const patch = (index: number, fields: Partial<Contact>) =>
    set(replaceAt(contacts, index, { ...contacts[index], ...fields }));
  return (
    <div className="space-y-2 pt-1">
      {contacts.map((contact, index) => {
        const at = `/contacts/${index}`;
        const label = t('modContact', { number: index + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; the index is their identity while editing
          <fieldset key={index} className="rounded-box border-base-300 border px-3 pb-2">
            <legend className="px-1 text-sm">{label}</legend>
            <div className="grid gap-x-3 sm:grid-cols-2">
              <TextField
                label={t('modContactName')}
                value={contact.name}
                maxLength={100}
                autoComplete="off"
                error={message(`${at}/name`)}
                onChange={(e) => patch(index, { name: e.target.value })}
              />
              <TextField
                label={t('modContactInfo')}
                value={contact.information}
                maxLength={500}
                error={message(`${at}/information`)}
                onChange={(e) => patch(index, { information: e.target.value })}
              />
              <TextField
                label={t('modContactPhone')}
                type="tel"
                value={contact.phone}
                maxLength={40}
                autoComplete="off"
                error={message(`${at}/phone`)}
                onChange={(e) => patch(index, { phone: e.target.value })}
              />
              <TextField
                label={t('modContactEmail')}
                type="email"
                value={contact.email}
                maxLength={254}
                autoComplete="off"
                error={message(`${at}/email`)}
                onChange={(e) => patch(index, { email: e.target.value.trim() })}
              />
            </div>
            <div className="flex justify-end gap-1">
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square"
                aria-label={t('modMoveUp', { name: label })}
                disabled={index === 0}
                onClick={() => set(moveItem(contacts, index, index - 1))}
              >
                <Icon name="arrowUp" className="size-4" />
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm btn-square"
                aria-label={t('modMoveDown', { name: label })}
                disabled={index === contacts.length - 1}
                onClick={() => set(moveItem(contacts, index, index + 1))}
              >
                <Icon name="arrowDown" className="size-4" />
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm text-error"
                aria-label={t('modRemove', { name: label })}
                onClick={() => set(removeAt(contacts, index))}
              >
                <Icon name="trash" className="size-4" />
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-sm"
          disabled={full}
          onClick={() => set([...contacts, { name: '', information: '', phone: '', email: '' }])}
        >
          <Icon name="plus" className="size-4" />
          {t('modAddContact')}
        </button>
        <span className={`text-xs ${full ? 'text-error font-medium' : 'text-base-content/70'}`}>
          {full ? t('modContactLimit') : t('modContactCount', { count: contacts.length, limit })}
        </span>
      </div>
    </div>
  );
}
