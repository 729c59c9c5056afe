import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { RouteTabs } from '../ui/parts';
import { ScanView } from './capture/ScanView';
import { LeadsList } from './LeadsList';
import { $leads, bindLeads, loadLeads } from './leads-store';
import { SavedContacts } from './SavedContacts';

/**
 * Contacts (SPEC §2): the profiles I saved; the leads — what visitors left on my card page and what I captured
 * (/dashboard/contacts/received), whose tab counts the new ones; and the scanner that captures them
 * (/dashboard/contacts/scan), which works in the installed app without a connection (issue 31).
 */
export function ContactsView({ tab }: { tab?: string }) {
  const t = useT();
  const leads = useStore($leads);
  const current = tab === 'received' || tab === 'scan' ? tab : 'saved';

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
          { id: 'scan', href: sectionPath('contacts', 'scan'), label: t('tabScan') },
        ]}
      />
      {current === 'received' ? <LeadsList /> : current === 'scan' ? <ScanView /> : <SavedContacts />}
    </>
  );
}
