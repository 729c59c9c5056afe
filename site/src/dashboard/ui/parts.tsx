import type { ReactNode } from 'react';
import { navigate } from '../stores/router';
import { Icon, type IconName } from './icons';
import { ScrollRow } from './ScrollRow';
import './tables.css';

/** A link inside the dashboard: client-side navigation, a normal link for new tabs. */
export function NavLink({
  href,
  className,
  children,
  current,
  ...rest
}: {
  href: string;
  className?: string;
  children: ReactNode;
  current?: boolean;
  'aria-label'?: string;
}) {
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

/** Tabs that are addresses (/dashboard/orders/history), so Back and links work. */
export function RouteTabs({
  tabs,
  current,
  label,
}: {
  tabs: { id: string; href: string; label: string }[];
  current: string;
  label: string;
}) {
  return (
    <nav aria-label={label} className="mb-5">
      <ScrollRow>
        <div className="tabs tabs-border flex-nowrap">
          {tabs.map((tab) => (
            <NavLink
              key={tab.id}
              href={tab.href}
              current={tab.id === current}
              className={`tab whitespace-nowrap ${tab.id === current ? 'tab-active' : 'text-base-content/80'}`}
            >
              {tab.label}
            </NavLink>
          ))}
        </div>
      </ScrollRow>
    </nav>
  );
}

/** The friendly face of an empty section: what goes here, and the action that fills it. */
export function EmptyState({
  icon,
  title,
  children,
  actions,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="rounded-box border border-base-300 border-dashed bg-base-100 px-6 py-10 text-center">
      <div className="bg-primary/10 text-primary mx-auto mb-4 grid size-14 place-items-center rounded-full">
        <Icon name={icon} className="size-7" />
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="text-base-content/75 mx-auto mt-2 max-w-prose text-sm">{children}</div>
      {actions && <div className="mt-5 flex flex-wrap items-center justify-center gap-2">{actions}</div>}
    </div>
  );
}

/** A flat, bordered table whose body says it is empty; on a phone only the message shows (`dc-stack`). */
export function EmptyTable({
  caption,
  columns,
  empty,
}: {
  caption: string;
  columns: string[];
  empty: ReactNode;
}) {
  return (
    <div className="rounded-box border border-base-300 overflow-x-auto bg-base-100">
      <table className="table dc-stack">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <EmptyRow columns={columns.length}>{empty}</EmptyRow>
        </tbody>
      </table>
    </div>
  );
}

/** The one row of a table body that has no rows, spanning all `columns`, saying why. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="text-base-content/75 py-8 text-center">
        {children}
      </td>
    </tr>
  );
}

export function Card({
  title,
  children,
  className = '',
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card border border-base-300 bg-base-100 ${className}`}>
      <div className="card-body gap-3 p-5">
        {title && <h2 className="card-title text-base">{title}</h2>}
        {children}
      </div>
    </section>
  );
}

/** A disabled action with the reason beside it, for steps that need something first. */
export function BlockedAction({
  label,
  reason,
  icon = 'plus',
}: {
  label: string;
  reason: ReactNode;
  icon?: IconName;
}) {
  return (
    <span className="inline-flex flex-col items-center gap-1">
      <button type="button" className="btn btn-primary" disabled>
        <Icon name={icon} className="size-4" />
        {label}
      </button>
      <span className="text-base-content/70 text-xs">{reason}</span>
    </span>
  );
}

/** A loading spinner that screen readers announce by its label. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return <span role="status" aria-label={label} className={`loading loading-spinner ${className}`} />;
}

/** A list that could not be loaded: says so, with a button that asks again. */
export function LoadFailed({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  retryLabel: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-error text-sm" role="alert">
        {message}
      </p>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
