import { useStore } from '@nanostores/react';
import { IMAGE_TYPES, LIMITS } from '@shared/constants';
import { useId, useState } from 'react';
import { api } from '../lib/api';
import { type ApiResult, fieldError } from '../lib/envelope';
import { useT } from '../lib/i18n';
import type { Me } from '../lib/types';
import { openDialog } from '../stores/dialogs';
import { notifyError } from '../stores/notifications';
import { $user, setUser } from '../stores/user';
import { FormMessage, SubmitButton, TextField } from '../ui/fields';
import { Icon } from '../ui/icons';
import { CoverEditor } from './CoverEditor';

const DESCRIPTION_MAX = 1000;

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

/** The User tab: avatar (crop, upload with progress), full name and description. */
export function UserTab() {
  const t = useT();
  const user = useStore($user);
  const [form, setForm] = useState({ fullName: user?.fullName ?? '', description: user?.description ?? '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ApiResult | null>(null);
  const descriptionId = useId();
  if (!user) return null;

  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = new FormData();
    body.append('fullName', form.fullName);
    body.append('description', form.description);
    const answer = await api<Me>('PATCH', '/users/me', {
      form: body,
      notifyErrors: false,
      notifySuccess: true,
    });
    setBusy(false);
    setResult(answer.ok ? null : answer);
    if (answer.ok && answer.data) setUser(answer.data);
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
        <div className="fieldset py-1">
          <label htmlFor={descriptionId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
            {t('description')}
          </label>
          <textarea
            id={descriptionId}
            className={`textarea w-full ${fieldError(result, 'description') ? 'textarea-error' : ''}`}
            rows={4}
            maxLength={DESCRIPTION_MAX}
            value={form.description}
            aria-describedby={`${descriptionId}-count`}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
          />
          <p
            id={`${descriptionId}-count`}
            className={`text-xs ${fieldError(result, 'description') ? 'text-error' : 'text-base-content/70'}`}
          >
            {fieldError(result, 'description') ??
              t('charsLeft', { count: DESCRIPTION_MAX - form.description.length })}
          </p>
        </div>
        <div className="flex justify-end pt-2">
          <SubmitButton busy={busy}>{t('save')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
