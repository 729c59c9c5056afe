import { copyText } from '../lib/clipboard';
import { Icon } from '../ui/icons';

/** A value an IT person pastes elsewhere (a DNS record, a redirect URI): shown whole, with its copy button. */
export function CopyRow({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div className="flex items-start gap-2 py-1">
      <div className="min-w-0 grow">
        <div className="text-base-content/75 text-xs">{label}</div>
        <code className="block font-mono text-sm break-all">{value}</code>
      </div>
      <button
        type="button"
        className="btn btn-xs btn-square mt-3 shrink-0"
        onClick={() => void copyText(value)}
        aria-label={copyLabel}
        title={copyLabel}
      >
        <Icon name="copy" className="size-3" />
      </button>
    </div>
  );
}
