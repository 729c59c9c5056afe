import { useId, useState } from 'react';
import { api } from '../lib/api';
import { useT } from '../lib/i18n';
import { isExactName } from '../lib/validate';
import { refreshPeople } from '../stores/people';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { Icon } from '../ui/icons';

/** Deleting a company needs its exact name, case-sensitive (SPEC §5); the button waits for it. */
export default function DeleteCompanyDialog({ props, isTop, close }: DialogComponentProps<'deleteCompany'>) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = isExactName(typed, props.name);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    const result = await api('DELETE', `/companies/${props.shortId}`, {
      body: { name: typed },
      notifySuccess: true,
    });
    setBusy(false);
    if (!result.ok) return;
    close();
    void refreshPeople();
  };

  return (
    <DialogFrame
      title={t('deleteCompanyTitle')}
      onClose={close}
      isTop={isTop}
      size="sm"
      describedBy={`${id}-text`}
    >
      <form onSubmit={submit} noValidate>
        <div id={`${id}-text`} className="alert alert-error alert-soft dc-alert mb-3 text-sm">
          <Icon name="warning" />
          <p>{t('deleteCompanyText', { name: props.name })}</p>
        </div>
        <label htmlFor={id} className="mb-1 block text-sm">
          {t('deleteCompanyType')} <strong className="break-all font-mono">{props.name}</strong>
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
          {typed && !matches ? t('deleteCompanyMismatch') : t('deleteCompanyCase')}
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-error" disabled={!matches || busy}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {t('deleteCompany')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
