import { useId, useState } from 'react';
import { api } from '../../lib/api';
import { isExactName } from '../../lib/validate';
import { DialogFrame } from '../../ui/Dialog';
import type { DialogComponentProps } from '../../ui/dialog-types';
import { Icon } from '../../ui/icons';
import { useTagsT } from './i18n';
import { refreshDynatags } from './store';

/** Deleting a dynatag needs its exact name, case-sensitive (SPEC §5); the API checks the name again. */
export default function DeleteDynatagDialog({ props, isTop, close }: DialogComponentProps<'deleteDynatag'>) {
  const t = useTagsT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = isExactName(typed, props.name);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    const result = await api('DELETE', `/dynatags/${encodeURIComponent(props.id)}`, {
      body: { name: typed },
      notifySuccess: true,
    });
    setBusy(false);
    if (!result.ok) return;
    close();
    refreshDynatags();
  };

  return (
    <DialogFrame title={t('deleteTitle')} onClose={close} isTop={isTop} size="sm" describedBy={`${id}-text`}>
      <form onSubmit={submit} noValidate>
        <div id={`${id}-text`} className="alert alert-error alert-soft dc-alert mb-3 text-sm">
          <Icon name="warning" />
          <p>{t('deleteText', { name: props.name })}</p>
        </div>
        <label htmlFor={id} className="mb-1 block text-sm">
          {t('deleteType')} <strong className="break-all font-mono">{props.name}</strong>
        </label>
        <input
          id={id}
          className="input w-full"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <p id={`${id}-hint`} className="text-base-content/70 mt-1 text-xs">
          {typed && !matches ? t('deleteMismatch') : t('deleteCase')}
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-error" disabled={!matches || busy}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {t('deleteConfirm')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
