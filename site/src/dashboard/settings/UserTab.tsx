import { useStore } from '@nanostores/react';
import { IMAGE_TYPES, LIMITS } from '@shared/constants';
import { useId, useState } from 'react';
import { api } from '../lib/api';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import type { Me } from '../lib/types';
import { historySettled } from '../stores/dialog-history';
import { closeAll, openDialog } from '../stores/dialogs';
import { notifyError } from '../stores/notifications';
import { navigate } from '../stores/router';
import { $user, setUser } from '../stores/user';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { CoverEditor } from './CoverEditor';

function AvatarEditor({ user }: { user: Me }) {
  const t = useT();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (blob: Blob) => {
    const form = new FormData();
    form.append('avatar', new File([blob], 'avatar.webp', { type: blob.type || 'image/webp' }));
    setProgress(0);
    const result = await api<Me>('PATCH', '/users/me', {
      form,
      notifySuccess: true,
      onUploadProgress: (fraction) => setProgress(Math.round(fraction * 100)),
    });
    setProgress(null);
    if (result.ok && result.data) setUser(result.data);
  };

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return notifyError(t('avatarWrongType'));
    if (file.size > LIMITS.avatarSizeBytes) return notifyError(t('fileTooLarge', { limit: '20 MB' }));
    openDialog('avatarCrop', { file, onCropped: (blob) => void upload(blob) });
  };

  const remove = async () => {
    const result = await api<Me>('DELETE', '/users/me/avatar', { notifySuccess: true });
    if (result.ok && result.data) setUser(result.data);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <img
        src={user.avatarPath}
        alt={t('avatarOf', { name: user.fullName })}
        width={80}
        height={80}
        className="size-20 rounded-full border border-base-300 bg-base-200 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className={`btn btn-sm ${progress !== null ? 'btn-disabled' : ''}`}>
            <Icon name="upload" className="size-4" />
            {t('changeAvatar')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            onChange={choose}
            disabled={progress !== null}
            data-testid="avatar-input"
          />
          {user.avatar && (
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={remove}
              disabled={progress !== null}
            >
              <Icon name="trash" className="size-4" />
              {t('removeAvatar')}
            </button>
          )}
        </div>
        {progress !== null ? (
          <div role="status" className="flex items-center gap-2 text-xs">
            <progress
              className="progress progress-primary w-40"
              value={progress}
              max={100}
              aria-label={t('uploading', { percent: progress })}
            />
            {t('uploading', { percent: progress })}
          </div>
        ) : (
          <p className="text-base-content/70 text-xs">{t('avatarHint')}</p>
        )}
      </div>
    </div>
  );
}

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
    const answer = await api<Me>('PATCH', '/users/me', {
      form: body,
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
