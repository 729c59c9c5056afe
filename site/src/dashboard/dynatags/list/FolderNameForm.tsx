import { useId, useState } from 'react';
import { useTagsT } from './i18n';

/** An inline field for a folder's name (new or renamed): Enter saves, Escape or Cancel leaves it. */
export function FolderNameForm({
  initial = '',
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useTagsT();
  const id = useId();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('folderNameRequired'));
    if (trimmed.length > 100) return setError(t('folderNameTooLong'));
    setBusy(true);
    const ok = await onSubmit(trimmed);
    setBusy(false);
    if (ok) onCancel();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2 py-1">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked for it
          autoFocus
          className={`input input-sm w-full ${error ? 'input-error' : ''}`}
          value={name}
          maxLength={100}
          placeholder={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onCancel();
            }
          }}
        />
        {error && (
          <p id={`${id}-error`} className="text-error mt-1 text-xs">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-xs" />}
        {submitLabel}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
