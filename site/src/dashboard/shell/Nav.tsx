import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { AppKey } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { SECTIONS, type Section, sectionPath } from '../lib/routes';
import { openDialog } from '../stores/dialogs';
import { $isAdmin } from '../stores/user';
import { Icon, type IconName } from '../ui/icons';
import { NavLink } from '../ui/parts';

export const SECTION_META: Record<Section, { label: AppKey; title: AppKey; icon: IconName }> = {
  profiles: { label: 'navProfiles', title: 'titleProfiles', icon: 'user' },
  companies: { label: 'navCompanies', title: 'titleCompanies', icon: 'building' },
  dynatags: { label: 'navDynatags', title: 'titleDynatags', icon: 'tag' },
  contacts: { label: 'navContacts', title: 'titleContacts', icon: 'contacts' },
  subscriptions: { label: 'navSubscriptions', title: 'titleSubscriptions', icon: 'star' },
  orders: { label: 'navOrders', title: 'titleOrders', icon: 'orders' },
  administrator: { label: 'navAdministrator', title: 'titleAdministrator', icon: 'shield' },
};

/** The dashboard menu (SPEC §2): a column on wide screens, a scrolling row on narrow ones. */
export function Nav({ current }: { current: Section | null }) {
  const t = useT();
  const isAdmin = useStore($isAdmin);
  const item =
    'flex items-center gap-2 whitespace-nowrap rounded-field px-3 py-2 text-sm hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary';
  const list = useRef<HTMLUListElement>(null);
  // On narrow screens the menu is a scrolling row: keep the current section in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the section changes
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && list.current && list.current.scrollWidth > list.current.clientWidth) {
      list.current.scrollTo({
        left: active.offsetLeft - list.current.clientWidth / 2 + active.offsetWidth / 2,
      });
    }
  }, [current]);
  const entries: (Section | 'settings' | 'scan')[] = [
    ...SECTIONS.filter((s) => s !== 'administrator'),
    'scan',
    'settings',
  ];
  if (isAdmin) entries.push('administrator');
  return (
    <nav aria-label={t('dashboardMenu')} className="lg:sticky lg:top-4 lg:self-start">
      <ul
        ref={list}
        className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
      >
        {entries.map((entry) => {
          if (entry === 'settings' || entry === 'scan') {
            return (
              <li key={entry}>
                <DialogItem
                  className={item}
                  icon={entry === 'scan' ? 'scan' : 'settings'}
                  label={t(entry === 'scan' ? 'scanQrCode' : 'navSettings')}
                  open={() => (entry === 'scan' ? openDialog('qrScanner') : openDialog('settings', {}))}
                />
              </li>
            );
          }
          const meta = SECTION_META[entry];
          const active = entry === current;
          return (
            <li key={entry}>
              <NavLink
                href={sectionPath(entry)}
                current={active}
                className={`${item} ${active ? 'bg-primary/10 text-primary font-semibold' : ''}`}
              >
                <Icon name={meta.icon} className="size-4" />
                {t(meta.label)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A menu entry that opens a dialog instead of navigating (Settings, the QR scanner). */
function DialogItem({
  className,
  icon,
  label,
  open,
}: {
  className: string;
  icon: IconName;
  label: string;
  open: () => void;
}) {
  return (
    <button type="button" className={`${className} w-full text-start`} onClick={open} aria-haspopup="dialog">
      <Icon name={icon} className="size-4" />
      {label}
    </button>
  );
}
