import { Icon, type IconName } from './icons';

/**
 * An icon button of a table row: its short title on hover, its accessible name carrying the row's name
 * ("Cancel order 2026-0003", "Edit Booth 12").
 */
export function ActionButton({
  icon,
  title,
  label,
  onClick,
  className = '',
}: {
  icon: IconName;
  title: string;
  label: string;
  onClick: () => unknown;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm btn-square ${className}`}
      title={title}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name={icon} className="size-4" />
    </button>
  );
}
