import { useStore } from '@nanostores/react';
import type { AppKey } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { SECTIONS, type Section, sectionPath } from '../lib/routes';
import { openDialog } from '../stores/dialogs';
import { $isAdmin } from '../stores/user';
import { Icon, type IconName } from '../ui/icons';
import { NavLink } from '../ui/parts';

export const SECTION_META: Record<Section, { label: AppKey; title: AppKey; icon: IconName }> = {
  profiles: { label: 'navProfiles', title: 'titleProfiles', icon: 'user' },
  card: { label: 'navMyCard', title: 'titleMyCard', icon: 'qr' },
  companies: { label: 'navCompanies', title: 'titleCompanies', icon: 'building' },
  dynatags: { label: 'navDynatags', title: 'titleDynatags', icon: 'tag' },
  contacts: { label: 'navContacts', title: 'titleContacts', icon: 'contacts' },
  subscriptions: { label: 'navSubscriptions', title: 'titleSubscriptions', icon: 'star' },
  orders: { label: 'navOrders', title: 'titleOrders', icon: 'orders' },
  administrator: { label: 'navAdministrator', title: 'titleAdministrator', icon: 'shield' },
};

/** The dashboard menu (SPEC §2): a column on wide screens, wrapping rows of every item on narrow ones. */
export function Nav({ current }: { current: Section | null }) {
  const t = useT();
  const isAdmin = useStore($isAdmin);
  // Below lg the menu wraps into rows of chips, so every section shows on a phone (nothing hides off screen).
  const item =
    'flex items-center gap-2 whitespace-nowrap rounded-field px-3 py-2 text-sm hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary max-lg:border max-lg:border-base-300 max-lg:py-1.5';
  const entries: (Section | 'settings' | 'scan')[] = [
    ...SECTIONS.filter((s) => s !== 'administrator'),
    'scan',
    'settings',
  ];
  if (isAdmin) entries.push('administrator');
  return (
    <nav aria-label={t('dashboardMenu')} className="md:sticky md:top-4 md:self-start">
      <ul className="flex flex-wrap gap-1.5 md:flex-col md:flex-nowrap md:gap-1">
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
