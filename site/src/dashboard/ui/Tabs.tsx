import { type ReactNode, useId, useRef } from 'react';
import { ScrollRow } from './ScrollRow';

export type TabItem<T extends string> = { id: T; label: string; icon?: ReactNode };

/**
 * ARIA tabs: arrow keys, Home and End move between tabs (automatic activation); the row scrolls
 * sideways on narrow screens. The panel is rendered by the caller inside <TabPanel>.
 */
export function Tabs<T extends string>({
  items,
  current,
  onChange,
  label,
  idBase,
}: {
  items: TabItem<T>[];
  current: T;
  onChange: (id: T) => void;
  label: string;
  idBase: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = items.findIndex((i) => i.id === current);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idBase}-tab-${items[next].id}`)}`)?.focus();
  };
  return (
    <ScrollRow>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="tabs tabs-border flex-nowrap"
      >
        {items.map((item) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              id={`${idBase}-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${idBase}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`tab flex-1 flex-nowrap gap-1.5 whitespace-nowrap ${selected ? 'tab-active' : 'text-base-content/80'}`}
              onClick={() => onChange(item.id)}
            >
              {item.icon && <span className="max-sm:hidden">{item.icon}</span>}
              {item.label}
            </button>
          );
        })}
      </div>
    </ScrollRow>
  );
}

export function TabPanel({
  idBase,
  current,
  children,
  className = '',
}: {
  idBase: string;
  current: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      id={`${idBase}-panel`}
      role="tabpanel"
      aria-labelledby={`${idBase}-tab-${current}`}
      className={`pt-4 ${className}`}
    >
      {children}
    </div>
  );
}

export const useTabsId = () => useId().replace(/[^a-zA-Z0-9_-]/g, '');
