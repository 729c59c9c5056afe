import { lazy, Suspense } from 'react';
import { CompaniesView } from '../companies/CompaniesView';
import { ContactsView } from '../contacts/ContactsView';
import { useT } from '../lib/i18n';
import type { Route } from '../lib/routes';
import { sectionPath } from '../lib/routes';
import { ProfilesView } from '../profiles/ProfilesView';
import { $profiles } from '../stores/people';
import { $user } from '../stores/user';
import { EmptyState, NavLink, Spinner } from '../ui/parts';
import { AdministratorView } from './AdministratorView';
import { OrdersView } from './OrdersView';
import { SubscriptionsView } from './SubscriptionsView';

// The Dynatags page (its table, tree and texts in three languages) loads when it is first shown.
const DynatagsView = lazy(() => import('./DynatagsView').then((m) => ({ default: m.DynatagsView })));
// My card draws its QR code in the browser (it must show without a connection); that code loads with it.
// The company overview page brings the chart and the map with its own chunk.
const CompanyOverview = lazy(() => import('../companies/overview/CompanyOverview'));
const CompanyAudit = lazy(() => import('../companies/audit/CompanyAudit'));
const MyCardView = lazy(() => import('../card/MyCardView').then((m) => ({ default: m.MyCardView })));

/**
 * Once the dashboard has shown, My card's code is fetched while the browser is idle (the service worker keeps it)
 * and the card is kept whenever the profiles load: the installed app then opens My card offline even if the
 * screen was never opened online. The captures waiting on this phone start going up (contacts/capture/queue.ts).
 */
export function prepareMyCardOffline() {
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
  idle(() => {
    void import('../card/MyCardView');
    void import('../card/kept-card').then((m) => m.keepCardOnLoad($profiles, $user));
    // Captures kept on this phone go up when the app starts and when the connection returns (issue 31).
    void import('../contacts/capture/queue').then((m) =>
      m.bindCaptureQueue(() => void import('../contacts/leads-store').then((s) => s.loadLeads())),
    );
  });
}

export function SectionView({ route }: { route: Route }) {
  const t = useT();
  if (route.kind !== 'section') {
    if (route.kind === 'redirect') return null;
    return (
      <EmptyState
        icon="search"
        title={t('notFoundTitle')}
        actions={
          <NavLink href={sectionPath('profiles')} className="btn btn-primary">
            {t('notFoundAction')}
          </NavLink>
        }
      >
        {t('notFoundText')}
      </EmptyState>
    );
  }
  const tab = route.tab;
  switch (route.section) {
    case 'profiles':
      return <ProfilesView tab={tab} />;
    case 'card':
      return (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <MyCardView />
        </Suspense>
      );
    case 'companies':
      return route.tab === 'overview' && route.item ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <CompanyOverview companyId={route.item} />
        </Suspense>
      ) : route.tab === 'audit' && route.item ? (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <CompanyAudit companyId={route.item} />
        </Suspense>
      ) : (
        <CompaniesView />
      );
    case 'dynatags':
      return (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <DynatagsView tab={tab} />
        </Suspense>
      );
    case 'contacts':
      return <ContactsView tab={tab} />;
    case 'subscriptions':
      return <SubscriptionsView tab={tab} />;
    case 'orders':
      return <OrdersView tab={tab} />;
    case 'administrator':
      return <AdministratorView tab={tab} />;
  }
}
