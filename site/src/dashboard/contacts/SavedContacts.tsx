import { useStore } from '@nanostores/react';
import { LIMITS } from '@shared/constants';
import { useEffect, useState } from 'react';
import { client } from '../lib/client';
import { formatDate, t as translate, useT } from '../lib/i18n';
import { type Contact, telHref } from '../lib/people';
import { matchesAll } from '../lib/search';
import { openDialog } from '../stores/dialogs';
import { $contactsVersion, contactsChanged } from '../stores/people';
import { Icon } from '../ui/icons';
import { EmptyState, Spinner } from '../ui/parts';
import { ContactFace, ContactRows, ContactSearch, ShareQrAction } from './ContactList';
import { ExportPanel } from './ExportPanel';

function remove(contact: Contact) {
  openDialog('confirm', {
    title: translate('removeContactTitle'),
    message: translate('removeContactText', { name: contact.fullName }),
    confirmLabel: translate('removeContact'),
    danger: true,
    onConfirm: async () => {
      const result = await client.DELETE('/api/v1/contacts/{shortId}', {
        params: { path: { shortId: contact.shortId } },
        notifySuccess: true,
      });
      if (result.ok) contactsChanged();
    },
  });
}

function ContactRow({ contact }: { contact: Contact }) {
  const t = useT();
  const first = contact.companies[0];
  const role = first ? [first.jobTitle, first.name].filter(Boolean).join(' · ') : '';
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="contact">
      <ContactFace name={contact.fullName} src={contact.avatarPath} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{contact.fullName}</p>
        {role && <p className="text-base-content/75 truncate text-sm">{role}</p>}
        <p className="text-base-content/70 flex flex-wrap gap-x-3 text-xs">
          {contact.phone && (
            <a className="link link-hover" href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          )}
          {contact.email && (
            <a className="link link-hover" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          )}
          <span>{t('savedOn', { date: formatDate(contact.savedAt) })}</span>
        </p>
      </div>
      {/* On a phone the actions take a line of their own, so the name, role and email are not cut short. */}
      <div className="flex gap-1 max-sm:w-full max-sm:justify-end">
        <button
          type="button"
          className="btn btn-sm"
          aria-label={t('openProfileOf', { name: contact.fullName })}
          onClick={() => openDialog('profilePreview', { shortId: contact.shortId })}
        >
          <Icon name="user" className="size-4" />
          {t('openProfile')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square text-error"
          aria-label={t('removeContactOf', { name: contact.fullName })}
          title={t('removeContact')}
          onClick={() => remove(contact)}
        >
          <Icon name="trash" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/** Saved contacts (SPEC §2): search and remove; each opens its profile preview. */
export function SavedContacts() {
  const t = useT();
  const version = useStore($contactsVersion);
  const [contacts, setContacts] = useState<Contact[] | null>(null);
  const [query, setQuery] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the version number is what asks for a reload
  useEffect(() => {
    const controller = new AbortController();
    void client.GET('/api/v1/contacts/', { signal: controller.signal }).then((result) => {
      if (!result.aborted) setContacts(result.ok && result.data ? result.data : []);
    });
    return () => controller.abort();
  }, [version]);

  if (!contacts) return <Spinner label={t('loading')} />;
  if (!contacts.length) {
    return (
      <EmptyState icon="contacts" title={t('contactsEmptyTitle')} actions={<ShareQrAction />}>
        {t('contactsEmptyText', { limit: LIMITS.contacts })}
      </EmptyState>
    );
  }
  const shown = contacts.filter((c) =>
    matchesAll(query, [
      c.fullName,
      c.description,
      c.email,
      ...c.companies.flatMap((x) => [x.name, x.jobTitle]),
    ]),
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ContactSearch label={t('contactsSearch')} value={query} onChange={setQuery} />
        <p className="text-base-content/70 text-sm" aria-live="polite">
          {query.trim()
            ? t('contactsShown', { count: shown.length, total: contacts.length })
            : t('contactsCount', { count: contacts.length, limit: LIMITS.contacts })}
        </p>
      </div>
      <ExportPanel kind="contacts" />
      <ContactRows label={t('titleContacts')} noMatch={t('contactsNoMatch')}>
        {shown.map((contact) => (
          <ContactRow key={contact.shortId} contact={contact} />
        ))}
      </ContactRows>
    </div>
  );
}
