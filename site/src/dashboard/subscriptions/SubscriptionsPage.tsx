import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { RouteTabs } from '../ui/parts';
import { ColleaguesTab } from './ColleaguesTab';
import { InvoicesTab } from './InvoicesTab';
import { useSubsT } from './i18n';
import { MySubscriptionTab } from './MySubscriptionTab';

const TABS = ['mine', 'colleagues', 'invoices'] as const;
type Tab = (typeof TABS)[number];

/** Subscriptions › My subscription, Colleagues (owners enable and end theirs) and Invoices (owners). */
export function SubscriptionsPage({ tab }: { tab?: string }) {
  const t = useT();
  const s = useSubsT();
  const current: Tab = (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'mine';
  return (
    <>
      <RouteTabs
        label={t('titleSubscriptions')}
        current={current}
        tabs={[
          { id: 'mine', href: sectionPath('subscriptions'), label: t('tabMySubscription') },
          { id: 'colleagues', href: sectionPath('subscriptions', 'colleagues'), label: t('tabColleagues') },
          { id: 'invoices', href: sectionPath('subscriptions', 'invoices'), label: s('tabInvoices') },
        ]}
      />
      {current === 'colleagues' ? (
        <ColleaguesTab />
      ) : current === 'invoices' ? (
        <InvoicesTab />
      ) : (
        <MySubscriptionTab />
      )}
    </>
  );
}
