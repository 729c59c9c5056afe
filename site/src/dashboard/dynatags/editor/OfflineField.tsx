import { useId } from 'react';
import { type Draft, offlineBlocked, offlineOf } from './draft';
import { useEditorT } from './modules/i18n';

/**
 * "Available offline" (issue 21): what it does in one line; with a passcode or a location lock the switch is off
 * and says why beside it, since a phone that kept the page could show it without either.
 */
export function OfflineField({
  draft,
  error,
  onChange,
}: {
  draft: Draft;
  error?: string | undefined;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const { t } = useEditorT();
  const id = useId();
  const blocked = offlineBlocked(draft);
  const described = [`${id}-hint`, blocked ? `${id}-blocked` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="py-1">
      <label className="flex cursor-pointer items-start gap-3 text-sm" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="toggle toggle-sm toggle-primary mt-0.5"
          checked={offlineOf(draft)}
          disabled={blocked}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange({ availableOffline: e.target.checked })}
        />
        <span>{t('offlineLabel')}</span>
      </label>
      <p id={`${id}-hint`} className="text-base-content/70 mt-1 ps-12 text-xs">
        {t('offlineHint')}
      </p>
      {blocked && (
        <p
          id={`${id}-blocked`}
          className="text-warning-content bg-warning/20 mt-1 ms-12 rounded px-2 py-1 text-xs"
        >
          {t('offlineBlocked')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-error mt-1 ps-12 text-xs">
          {error}
        </p>
      )}
    </div>
  );
}
