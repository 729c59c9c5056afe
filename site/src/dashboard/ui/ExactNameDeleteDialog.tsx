import { useId, useState } from 'react';
import { isExactName } from '../lib/validate';
import { DialogFrame } from './Dialog';
import { Icon } from './icons';

/** The texts of one kind of deletion, already translated; `text` names what goes. */
export type ExactNameTexts = {
  title: string;
  text: string;
  type: string;
  mismatch: string;
  caseHint: string;
  cancel: string;
  confirm: string;
};

/**
 * A deletion that needs the exact name, typed case-sensitively (SPEC §5): the button waits for it, and
 * `onDelete` gets the typed name (the API checks it again); it answers whether the deletion happened.
 */
export function ExactNameDeleteDialog({
  name,
  texts,
  isTop,
  close,
  onDelete,
}: {
  name: string;
  texts: ExactNameTexts;
  isTop: boolean;
  close: () => void;
  onDelete: (typed: string) => Promise<boolean>;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = isExactName(typed, name);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    const deleted = await onDelete(typed);
    setBusy(false);
    if (deleted) close();
  };

  return (
    <DialogFrame title={texts.title} onClose={close} isTop={isTop} size="sm" describedBy={`${id}-text`}>
      <form onSubmit={submit} noValidate>
        <div id={`${id}-text`} className="alert alert-error alert-soft dc-alert mb-3 text-sm">
          <Icon name="warning" />
          <p>{texts.text}</p>
        </div>
        <label htmlFor={id} className="mb-1 block text-sm">
          {texts.type} <strong className="break-all font-mono">{name}</strong>
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
          {typed && !matches ? texts.mismatch : texts.caseHint}
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={close}>
            {texts.cancel}
          </button>
          <button type="submit" className="btn btn-error" disabled={!matches || busy}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {texts.confirm}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
