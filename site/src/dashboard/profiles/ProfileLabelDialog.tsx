import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { loadProfiles } from '../stores/people';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';

/** Create a profile (subscribers) or rename one: the label is the profile's name in the dashboard. */
export default function ProfileLabelDialog({ props, isTop, close }: DialogComponentProps<'profileLabel'>) {
  const t = useT();
  const [label, setLabel] = useState(props.label ?? '');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const editing = Boolean(props.shortId);

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const options = { body: { label: label.trim() }, notifySuccess: true, notifyErrors: false };
    const answer = props.shortId
      ? await client.PATCH('/api/v1/profiles/{shortId}', {
          params: { path: { shortId: props.shortId } },
          ...options,
        })
      : await client.POST('/api/v1/profiles/', options);
    setBusy(false);
    if (!answer.ok) return setResult(answer);
    await loadProfiles();
    close();
  };

  return (
    <DialogFrame
      title={editing ? t('renameProfile') : t('createProfile')}
      onClose={close}
      isTop={isTop}
      size="sm"
    >
      <form onSubmit={submit} noValidate>
        {!editing && <p className="text-base-content/75 mb-2 text-sm">{t('createProfileText')}</p>}
        <FormMessage result={result && !fieldError(result, 'label') ? result : null} />
        <TextField
          label={t('profileLabel')}
          hint={t('profileLabelHint')}
          maxLength={60}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          error={fieldError(result, 'label')}
        />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('cancel')}
          </button>
          <SubmitButton busy={busy}>{editing ? t('save') : t('create')}</SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
