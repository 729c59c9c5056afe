import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
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

/**
 * The dashboard menu (SPEC §2): a column beside the page from md on; on a phone one button on the title's line
 * that opens the whole list over the page (nine wrapped items took a third of the screen above every page,
 * issue 28). A disclosure: Escape, a click outside or a choice closes it, and the focus goes back to the button.
 */
export function Nav({ current }: { current: Section | null }) {
  const t = useT();
  const isAdmin = useStore($isAdmin);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu
  useEffect(() => setOpen(false), [current]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const item =
    'flex items-center gap-2 whitespace-nowrap rounded-field px-3 py-2 text-sm hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary md:max-lg:border md:max-lg:border-base-300 md:max-lg:py-1.5';
  const entries: (Section | 'settings' | 'scan')[] = [
    ...SECTIONS.filter((s) => s !== 'administrator'),
    'scan',
    'settings',
  ];
  if (isAdmin) entries.push('administrator');
  return (
    <nav
      ref={nav}
      aria-label={t('dashboardMenu')}
      className="max-md:absolute max-md:end-0 max-md:top-0 max-md:z-30 md:sticky md:top-4 md:self-start"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      // A choice closes the list, the page already shown too (a new page closes it anyway).
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="btn btn-sm md:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'close' : 'menu'} className="size-4" />
        {t('dashboardMenuButton')}
      </button>
      <ul
        id={listId}
        className={`${open ? '' : 'max-md:hidden'} flex flex-col gap-1 max-md:absolute max-md:end-0 max-md:mt-2 max-md:max-h-[calc(100dvh-8rem)] max-md:w-64 max-md:overflow-y-auto max-md:rounded-box max-md:border max-md:border-base-300 max-md:bg-base-100 max-md:p-2 max-md:shadow-lg`}
      >
        {entries.map((entry) => {
          if (entry === 'settings' || entry === 'scan') {
            return (
              <li key={entry}>
                <DialogItem
                  className={item}
                  icon={entry === 'scan' ? 'scan' : 'settings'}
                  label={t(entry === 'scan' ? 'scanQrCode' : 'navSettings')}
                  open={() => {
                    setOpen(false);
                    if (entry === 'scan') openDialog('qrScanner');
                    else openDialog('settings', {});
                  }}
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
