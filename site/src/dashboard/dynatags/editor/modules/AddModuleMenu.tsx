import { MODULE_TYPES, type ModuleType } from '@shared/schemas/dynatag-modules';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../ui/icons';
import { useEditorT } from './i18n';
import { ModuleIcon } from './ModuleIcon';
import { MODULE_TEXT } from './module-types';

/**
 * "Add module": a menu of the 15 types, each with its icon, name and one line on what it is. It opens in
 * the flow of the form (a dialog scrolls; a floating menu would be cut off); arrow keys, Home and End move,
 * Escape closes and gives the focus back to the button.
 */
export function AddModuleMenu({ onAdd, disabled }: { onAdd: (type: ModuleType) => void; disabled: boolean }) {
  const { t } = useEditorT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  const close = () => {
    setOpen(false);
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
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <Icon name="plus" className="size-4" />
        {t('modAdd')}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('modAddMenu')}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className="rounded-box border-base-300 bg-base-100 mt-2 grid gap-1 border p-2 shadow-md sm:grid-cols-2"
        >
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
                    setOpen(false);
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
      )}
    </div>
  );
}
