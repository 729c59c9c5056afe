import { useState } from 'react';
import { useT } from '../lib/i18n';
import { DialogFrame } from './Dialog';
import type { DialogComponentProps } from './dialog-types';

/** "Are you sure?" – the action runs on confirm; the dialog closes when it has finished. */
export default function ConfirmDialog({ props, isTop, close }: DialogComponentProps<'confirm'>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await props.onConfirm();
    } finally {
      setBusy(false);
      close();
    }
  };
  return (
    <DialogFrame title={props.title} onClose={close} isTop={isTop} size="sm">
      <p className="text-base-content/80">{props.message}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={close} data-autofocus>
          {t('cancel')}
        </button>
        <button
          type="button"
          className={`btn ${props.danger ? 'btn-error' : 'btn-primary'}`}
          onClick={confirm}
          disabled={busy}
        >
          {busy && <span className="loading loading-spinner loading-sm" />}
          {props.confirmLabel ?? t('confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
