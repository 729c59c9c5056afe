import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { useAnchoredPopover } from './anchored-popover';
import { Icon, type IconName } from './icons';

/**
 * A row's less frequent actions behind one button (a table row keeps its height and fits the page): a native
 * popover, so Escape and a click outside close it without our code; it closes too when one of its actions is
 * chosen or the page scrolls, and opens upwards when there is no room below. A fieldset named by the trigger's
 * words, so its actions are found as a group ("More actions for Booth 12").
 */
export function RowMenu({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLFieldSetElement>(null);
  useAnchoredPopover(trigger, menu, 'end');

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        popoverTarget={id}
        title={title}
        aria-label={label}
      >
        <Icon name="more" className="size-4" />
      </button>
      <fieldset
        ref={menu}
        id={id}
        popover="auto"
        data-testid="row-menu"
        className="fixed m-0 min-w-0 overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 text-base-content shadow-lg"
      >
        <legend className="sr-only">{label}</legend>
        <ul className="menu w-56 p-0">{children}</ul>
      </fieldset>
    </>
  );
}

/** One action of a RowMenu: its icon and its words. */
export function RowMenuItem({
  icon,
  children,
  onClick,
  href,
  download,
  danger = false,
}: {
  icon: IconName;
  children: ReactNode;
  onClick?: () => unknown;
  /** A link: opened in a new tab, or saved as `download` when given. */
  href?: string;
  download?: string;
  danger?: boolean;
}) {
  const content = (
    <>
      <Icon name={icon} className="size-4" />
      {children}
    </>
  );
  // Choosing an action closes the menu first (a dialog it opens then has the focus).
  const choose = (event: MouseEvent<HTMLElement>) => {
    event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
    onClick?.();
  };
  return (
    <li>
      {href ? (
        <a
          href={href}
          onClick={choose}
          {...(download ? { download } : { target: '_blank', rel: 'noopener' })}
        >
          {content}
        </a>
      ) : (
        <button type="button" className={danger ? 'text-error' : undefined} onClick={choose}>
          {content}
        </button>
      )}
    </li>
  );
}
