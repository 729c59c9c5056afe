import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { client } from '../lib/client';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { historySettled } from '../stores/dialog-history';
import { closeAll } from '../stores/dialogs';
import { navigate } from '../stores/router';
import { $user, setUser } from '../stores/user';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';
import { AvatarEditor, CoverEditor } from './MyImages';

/**
 * The User tab: avatar (crop, upload with progress) and full name. The description is the profile's (one
 * place to edit it, docs/decisions.md): this tab only points there.
 */
export function UserTab() {
  const t = useT();
  const user = useStore($user);
  const [form, setForm] = useState({ fullName: user?.fullName ?? '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  if (!user) return null;

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = new FormData();
    body.append('fullName', form.fullName);
    const answer = await client.PATCH('/api/v1/users/me', {
      body: body,
      notifyErrors: false,
      notifySuccess: true,
    });
    setBusy(false);
    setResult(answer.ok ? null : answer);
    if (answer.ok && answer.data) setUser(answer.data);
  };

  const toProfile = async () => {
    closeAll();
    await historySettled();
    navigate(sectionPath('profiles'));
  };

  return (
    <div className="space-y-5">
      <AvatarEditor user={user} />
      <CoverEditor user={user} />
      <form onSubmit={submit} noValidate className="space-y-1">
        <FormMessage result={result && !result.errors.some((e) => e.field) ? result : null} />
        <TextField
          label={t('fullName')}
          autoComplete="name"
          required
          maxLength={100}
          value={form.fullName}
          onChange={(e) => setForm({ ...form, fullName: e.target.value })}
          error={fieldError(result, 'fullName')}
        />
        <p className="text-base-content/75 flex flex-wrap items-center gap-x-2 py-1 text-sm">
          {t('descriptionOnProfile')}
          <button type="button" className="btn btn-link btn-sm px-0" onClick={toProfile}>
            {t('editOnProfile')}
          </button>
        </p>
        <div className="flex justify-end pt-2">
          <SubmitButton busy={busy}>{t('save')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
