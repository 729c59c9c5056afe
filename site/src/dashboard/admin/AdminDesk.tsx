import { type ReactNode, useEffect, useRef } from 'react';
import { sectionPath } from '../lib/routes';
import { AdminOrders } from '../orders/history/AdminOrders';
import { useOrdersT } from '../orders/history/i18n';
import { RouteTabs } from '../ui/parts';
import { AccountingAdmin } from './accounting/AccountingAdmin';
import { CompaniesAdmin } from './companies/CompaniesAdmin';
import { CouponsAdmin } from './coupons/CouponsAdmin';
import { type AdminKey, useAdminT } from './i18n';
import { InquiriesAdmin } from './inquiries/InquiriesAdmin';
import { InvoicesAdmin } from './invoices/InvoicesAdmin';
import { UsersAdmin } from './users/UsersAdmin';
import { WalletAdmin } from './wallet/WalletAdmin';

export const ADMIN_TABS = [
  'orders',
  'coupons',
  'users',
  'companies',
  'invoices',
  'inquiries',
  'accounting',
  'wallet',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const LABEL: Record<AdminTab, AdminKey> = {
  orders: 'tabOrders',
  coupons: 'tabCoupons',
  users: 'tabUsers',
  companies: 'tabCompanies',
  invoices: 'tabInvoices',
  inquiries: 'tabInquiries',
  accounting: 'tabAccounting',
  wallet: 'tabWallet',
};

const TITLE: Record<Exclude<AdminTab, 'orders' | 'coupons'>, AdminKey> = {
  users: 'usersTitle',
  companies: 'companiesTitle',
  invoices: 'invoicesTitle',
  inquiries: 'inquiriesTitle',
  accounting: 'accountingTitle',
  wallet: 'walletTitle',
};

const PANEL: Record<AdminTab, () => ReactNode> = {
  orders: () => <AdminOrders />,
  coupons: () => <CouponsAdmin />,
  users: () => <UsersAdmin />,
  companies: () => <CompaniesAdmin />,
  invoices: () => <InvoicesAdmin />,
  inquiries: () => <InquiriesAdmin />,
  accounting: () => <AccountingAdmin />,
  wallet: () => <WalletAdmin />,
};

/**
 * The administrator's desk (SPEC §2, §6): one address per tab (/dashboard/administrator/{tab}, orders by
 * default), so Back, links and the accounting provider's redirect land on the right one.
 */
export default function AdminDesk({ tab }: { tab?: string }) {
  const t = useAdminT();
  const ot = useOrdersT();
  const current: AdminTab = ADMIN_TABS.find((id) => id === tab) ?? 'orders';
  // Eight tabs overflow a phone's row: the open one is scrolled into sight (not the page, only the row).
  const row = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open tab changes
  useEffect(() => {
    row.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const title =
    current === 'orders'
      ? ot('adminOrdersTitle')
      : current === 'coupons'
        ? ot('couponsTitle')
        : t(TITLE[current]);
  return (
    <>
      <div ref={row}>
        <RouteTabs
          label={t('tabsLabel')}
          current={current}
          tabs={ADMIN_TABS.map((id) => ({
            id,
            href: sectionPath('administrator', id === 'orders' ? undefined : id),
            label: t(LABEL[id]),
          }))}
        />
      </div>
      <section aria-labelledby={`admin-${current}`}>
        <h2 id={`admin-${current}`} className="mb-3 text-lg font-semibold">
          {title}
        </h2>
        {PANEL[current]()}
      </section>
    </>
  );
}
