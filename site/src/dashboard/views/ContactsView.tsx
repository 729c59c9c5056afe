import { LIMITS } from '@shared/constants';
import { useId } from 'react';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { Icon } from '../ui/icons';
import { EmptyState, NavLink } from '../ui/parts';

/** Saved contacts with search and remove (SPEC §2); empty until someone is saved from a public profile. */
export function ContactsView() {
  const t = useT();
  const searchId = useId();
  return (
    <>
      <div className="mb-4 max-w-sm">
        <label htmlFor={searchId} className="sr-only">
          {t('contactsSearch')}
        </label>
        <div className="input w-full">
          <Icon name="search" className="size-4 opacity-60" />
          <input id={searchId} type="search" placeholder={t('contactsSearch')} disabled className="grow" />
        </div>
      </div>
      <EmptyState
        icon="contacts"
        title={t('contactsEmptyTitle')}
        actions={
          <NavLink href={sectionPath('profiles', 'qr-code')} className="btn btn-primary btn-sm">
            <Icon name="qr" className="size-4" />
            {t('shareYourQr')}
          </NavLink>
        }
      >
        {t('contactsEmptyText', { limit: LIMITS.contacts })}
      </EmptyState>
    </>
  );
}
