import { MODULE_TYPES, type ModuleType } from '@shared/schemas/dynatag-modules';
import { useEffect, useId, useRef, useState } from 'react';
import { useAnchoredPopover } from '../../../ui/anchored-popover';
import { Icon } from '../../../ui/icons';
import { useEditorT } from './i18n';
import { ModuleIcon } from './ModuleIcon';
import { MODULE_TEXT } from './module-types';

/**
 * "Add module": a menu of the 15 types, each with its icon, name and one line on what it is. A popover in the top
 * layer, placed by its button (below it, or above when there is more room there, scrolling inside when taller
 * than the screen): in the dialog's flow it opened behind the dialog's sticky footer (issue 28). Arrow keys, Home
 * and End move, Escape or a click outside closes it and the focus goes back to the button.
 */
export function AddModuleMenu({ onAdd, disabled }: { onAdd: (type: ModuleType) => void; disabled: boolean }) {
  const { t } = useEditorT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useAnchoredPopover(button, menu, 'start', {
    open: () => {
      setOpen(true);
      items()[0]?.focus({ preventScroll: true });
    },
    close: () => setOpen(false),
  });
  useEffect(() => {
    if (disabled) menu.current?.hidePopover();
  }, [disabled]);

  const close = () => {
    menu.current?.hidePopover();
    button.current?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    else if (event.key === 'Escape') {
      // The editor is a dialog: Escape closes the menu, not the dialog.
      event.stopPropagation();
      close();
    } else return;
    event.preventDefault();
  };

  return (
    <div>
      <button
        ref={button}
        type="button"
        className="btn btn-primary btn-sm"
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={disabled}
      >
        <Icon name="plus" className="size-4" />
        {t('modAdd')}
      </button>
      {/* No display utility on the popover itself: it would show the closed popover too. */}
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={t('modAddMenu')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="add-module-menu"
        className="rounded-box border-base-300 bg-base-100 text-base-content fixed m-0 w-[min(40rem,calc(100vw-0.5rem))] overflow-y-auto overscroll-contain border p-2 shadow-lg"
      >
        <div className="grid gap-1 sm:grid-cols-2">
          {MODULE_TYPES.map((type) => (
            // The name is the item's name; the line below describes it, and the whole cell is the button's
            // (its ::after covers it), so a click anywhere in the cell adds the module.
            <div
              key={type}
              role="none"
              className="hover:bg-base-200 has-[:focus-visible]:bg-base-200 relative flex items-start gap-3 rounded-lg p-2"
            >
              <ModuleIcon type={type} className="text-primary mt-0.5 size-5" />
              <span className="min-w-0">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-describedby={`${menuId}-${type}`}
                  className="block text-start text-sm font-medium after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  onClick={() => {
                    menu.current?.hidePopover();
                    onAdd(type);
                  }}
                >
                  {t(MODULE_TEXT[type].name)}
                </button>
                <span id={`${menuId}-${type}`} className="text-base-content/70 block text-xs">
                  {t(MODULE_TEXT[type].about)}
                </span>
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
