import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { RouteTabs } from '../ui/parts';
import { LeadsList } from './LeadsList';
import { $leads, bindLeads, loadLeads } from './leads-store';
import { SavedContacts } from './SavedContacts';

/**
 * Contacts (SPEC §2): the profiles I saved, and apart from them the contacts visitors left on my card page
 * (/dashboard/contacts/received), whose tab counts the new ones.
 */
export function ContactsView({ tab }: { tab?: string }) {
  const t = useT();
  const leads = useStore($leads);
  const current = tab === 'received' ? 'received' : 'saved';

  useEffect(() => {
    bindLeads();
    if ($leads.get() === null) void loadLeads();
  }, []);

  const unread = leads?.unread ?? 0;
  return (
    <>
      <RouteTabs
        label={t('titleContacts')}
        current={current}
        tabs={[
          { id: 'saved', href: sectionPath('contacts'), label: t('tabSavedContacts') },
          {
            id: 'received',
            href: sectionPath('contacts', 'received'),
            label: unread ? t('tabReceivedNew', { count: unread }) : t('tabReceived'),
          },
        ]}
      />
      {current === 'received' ? <LeadsList /> : <SavedContacts />}
    </>
  );
}
