import { IMAGE_TYPES } from '@shared/constants';
import { useId, useState } from 'react';
import { CoverPreview, pickImage } from '../companies/CoverField';
import { api } from '../lib/api';
import { useT } from '../lib/i18n';
import type { Me } from '../lib/types';
import { setUser } from '../stores/user';
import { Icon } from '../ui/icons';

/** The person's cover (settings → User): uploaded as soon as it is chosen, like the avatar. */
export function CoverEditor({ user }: { user: Me }) {
  const t = useT();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('cover', file);
    setProgress(0);
    const result = await api<Me>('PATCH', '/users/me', {
      form,
      notifySuccess: true,
      onUploadProgress: (fraction) => setProgress(Math.round(fraction * 100)),
    });
    setProgress(null);
    if (result.ok && result.data) setUser(result.data);
  };

  const remove = async () => {
    const result = await api<Me>('DELETE', '/users/me/cover', { notifySuccess: true });
    if (result.ok && result.data) setUser(result.data);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{t('cover')}</legend>
      <CoverPreview src={user.coverPath} color="#262626" alt={t('coverOf', { name: user.fullName })} />
      <div className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className={`btn btn-sm ${progress !== null ? 'btn-disabled' : ''}`}>
          <Icon name="upload" className="size-4" />
          {user.cover ? t('changeCover') : t('chooseCover')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={progress !== null}
          data-testid="cover-input"
          onChange={(event) => {
            const file = pickImage(event.target.files?.[0], t);
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        {user.cover && (
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={remove}
            disabled={progress !== null}
          >
            <Icon name="trash" className="size-4" />
            {t('removeCover')}
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
        <p className="text-base-content/70 text-xs">{t('coverHint')}</p>
      )}
    </fieldset>
  );
}
