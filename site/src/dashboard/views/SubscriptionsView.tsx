import { PRICES } from '@shared/constants';
import { formatMoney, useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { Icon } from '../ui/icons';
import { Card, EmptyTable, RouteTabs } from '../ui/parts';

/**
 * Subscriptions: My subscription and Colleagues (SPEC §2). Until subscriptions are sold, the plan and its
 * prices are shown with that said plainly, and no button leads towards a purchase that cannot happen.
 */
export function SubscriptionsView({ tab }: { tab?: string }) {
  const t = useT();
  const current = tab === 'colleagues' ? 'colleagues' : 'mine';
  const perks = [t('perkProfiles'), t('perkCompanies'), t('perkFiles'), t('perkLinks'), t('perkSwitch')];
  return (
    <>
      <RouteTabs
        label={t('titleSubscriptions')}
        current={current}
        tabs={[
          { id: 'mine', href: sectionPath('subscriptions'), label: t('tabMySubscription') },
          { id: 'colleagues', href: sectionPath('subscriptions', 'colleagues'), label: t('tabColleagues') },
        ]}
      />
      {current === 'colleagues' ? (
        <EmptyTable
          caption={t('tabColleagues')}
          columns={[t('colColleague'), t('colCompany'), t('colSubscription')]}
          empty={t('colleaguesEmpty')}
        />
      ) : (
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <Card title={t('planFree')}>
            <p className="text-sm">{t('planFreeText')}</p>
            <span className="badge badge-outline">{t('planCurrent')}</span>
          </Card>
          <Card title={t('planSubscription')}>
            <ul className="space-y-1 text-sm">
              {perks.map((perk) => (
                <li key={perk} className="flex items-center gap-2">
                  <Icon name="check" className="text-success size-4" />
                  {perk}
                </li>
              ))}
            </ul>
            <p className="text-sm">
              {t('priceMonthly', { price: formatMoney(PRICES.subscription.monthly) })} ·{' '}
              {t('priceLifetime', { price: formatMoney(PRICES.subscription.lifetime) })}
            </p>
            <p className="text-base-content/70 text-xs">{t('subscriptionPaidBy')}</p>
            <p className="text-sm font-medium" data-testid="subscription-not-sold">
              {t('subscriptionNotSold')}
            </p>
          </Card>
        </div>
      )}
    </>
  );
}
