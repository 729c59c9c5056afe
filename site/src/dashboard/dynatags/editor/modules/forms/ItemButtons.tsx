import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { moveItem, removeAt } from '../list-ops';

/** Move up, move down and remove: the buttons of one item of a module's ordered list (its files, its pictures). */
export function ItemButtons<T>({
  items,
  index,
  name,
  onChange,
}: {
  items: T[];
  index: number;
  /** The item's name, in each button's accessible name. */
  name: string;
  onChange: (items: T[]) => void;
}) {
  const { t } = useEditorT();
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square"
        aria-label={t('modMoveUp', { name })}
        disabled={index === 0}
        onClick={() => onChange(moveItem(items, index, index - 1))}
      >
        <Icon name="arrowUp" className="size-4" />
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square"
        aria-label={t('modMoveDown', { name })}
        disabled={index === items.length - 1}
        onClick={() => onChange(moveItem(items, index, index + 1))}
      >
        <Icon name="arrowDown" className="size-4" />
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square text-error"
        aria-label={t('modRemove', { name })}
        onClick={() => onChange(removeAt(items, index))}
      >
        <Icon name="close" className="size-4" />
      </button>
    </>
  );
}
