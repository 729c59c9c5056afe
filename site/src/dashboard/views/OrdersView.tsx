import { useStore } from '@nanostores/react';
import { CARD_TYPES, type CardType, PRICES } from '@shared/constants';
import { useState } from 'react';
import { billableCompanies } from '../companies/billing';
import { api } from '../lib/api';
import { type AppKey, formatMoney, useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { CardsTab } from '../orders/fleet/CardsTab';
import { HistoryTab } from '../orders/history/HistoryTab';
import { useOrdersT } from '../orders/history/i18n';
import { useCompanies } from '../stores/people';
import { $language } from '../stores/prefs';
import { $user } from '../stores/user';
import { Icon } from '../ui/icons';
import { Card, NavLink, RouteTabs } from '../ui/parts';

const CARD_LABEL: Record<CardType, AppKey> = {
  blackPersonal: 'cardBlackPersonal',
  blackCompany: 'cardBlackCompany',
  blackSimple: 'cardBlackSimple',
  goldPersonal: 'cardGoldPersonal',
  goldCompany: 'cardGoldCompany',
  goldSimple: 'cardGoldSimple',
};

/** The contact page, where sales take card orders, in the dashboard's language (Swedish is unprefixed). */
const contactPath = (lang: string) => (lang === 'sv' ? '/contact/' : `/${lang}/contact/`);

function Requirement({
  done,
  label,
  children,
}: {
  done: boolean;
  label: string;
  children?: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-1">
      <span
        className={`grid size-6 place-items-center rounded-full ${done ? 'bg-success text-success-content' : 'bg-base-300'}`}
      >
        <Icon name={done ? 'check' : 'close'} className="size-3.5" />
      </span>
      <span className="flex-1 text-sm">{label}</span>
      <span className="sr-only">{done ? '✓' : '✗'}</span>
      {!done && children}
    </li>
  );
}

/** What an order needs first (SPEC §5): a verified email and an owned company with billing info. */
function OrderTab() {
  const t = useT();
  const user = useStore($user);
  const lang = useStore($language);
  // The people store: saving billing info puts the company back into it, so this turns green at once.
  const companies = useCompanies();
  const [sent, setSent] = useState(false);
  if (!user) return null;
  const hasPayer = billableCompanies(companies ?? []).length > 0;
  const ready = user.isVerified && hasPayer;
  const resend = async () => {
    const result = await api('POST', '/users/me/verification/resend', { notifySuccess: true });
    if (result.ok) setSent(true);
  };
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card title={t('orderBeforeTitle')}>
        <ul>
          <Requirement done={user.isVerified} label={t('orderNeedsVerified')}>
            <button type="button" className="btn btn-xs" onClick={resend} disabled={sent}>
              {t('verifyBarResend')}
            </button>
          </Requirement>
          <Requirement done={hasPayer} label={t('orderNeedsCompany')}>
            <NavLink href={sectionPath('companies')} className="btn btn-xs">
              {t('goToCompanies')}
            </NavLink>
          </Requirement>
        </ul>
        <p className="text-base-content/70 text-xs">{t('orderUnverifiedWarning')}</p>
        {ready && (
          <>
            <p className="text-sm">{t('orderReadyText')}</p>
            <div className="card-actions">
              <a className="btn btn-primary btn-sm" href={contactPath(lang)}>
                <Icon name="card" className="size-4" />
                {t('contactSales')}
              </a>
            </div>
          </>
        )}
      </Card>
      <Card title={t('cardPricesTitle')}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {CARD_TYPES.map((type) => (
            <li
              key={type}
              className="rounded-field flex items-center justify-between gap-2 border border-base-300 px-3 py-2 text-sm"
            >
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`size-3 rounded-full ${type.startsWith('gold') ? 'bg-amber-400' : 'bg-neutral-900 ring-1 ring-base-content/30'}`}
                />
                {t(CARD_LABEL[type])}
              </span>
              <span className="font-medium tabular-nums">{formatMoney(PRICES.cards[type])}</span>
            </li>
          ))}
        </ul>
        <p className="text-base-content/70 text-xs">
          {t('pricesExclVat', {
            national: formatMoney(PRICES.shipping.national),
            international: formatMoney(PRICES.shipping.international),
          })}
        </p>
      </Card>
    </div>
  );
}

/** Orders: tab Order (the new-order wizard starts here), tab History (SPEC §2) and tab Cards (the card fleet). */
export function OrdersView({ tab }: { tab?: string }) {
  const t = useT();
  const ot = useOrdersT();
  const current = tab === 'history' || tab === 'cards' ? tab : 'order';
  return (
    <>
      <RouteTabs
        label={t('titleOrders')}
        current={current}
        tabs={[
          { id: 'order', href: sectionPath('orders'), label: t('tabOrder') },
          { id: 'history', href: sectionPath('orders', 'history'), label: t('tabHistory') },
          { id: 'cards', href: sectionPath('orders', 'cards'), label: ot('fleetTab') },
        ]}
      />
      {current === 'history' ? <HistoryTab /> : current === 'cards' ? <CardsTab /> : <OrderTab />}
    </>
  );
}
