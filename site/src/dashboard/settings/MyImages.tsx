import { useState } from 'react';
import { CoverPreview } from '../companies/CoverField';
import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import type { Me } from '../lib/types';
import { openDialog } from '../stores/dialogs';
import { setUser } from '../stores/user';
import { Icon } from '../ui/icons';
import { ChooseImage, UploadProgress } from '../ui/image-input';

/**
 * A picture of mine (avatar or cover) in settings: uploaded as soon as it is chosen, with its progress in
 * percent (null when none is under way), or removed.
 */
function useMyImage(kind: 'avatar' | 'cover') {
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append(kind, file);
    setProgress(0);
    const result = await client.PATCH('/api/v1/users/me', {
      body: form,
      notifySuccess: true,
      onUploadProgress: (fraction) => setProgress(Math.round(fraction * 100)),
    });
    setProgress(null);
    if (result.ok && result.data) setUser(result.data);
  };

  const remove = async () => {
    const result =
      kind === 'avatar'
        ? await client.DELETE('/api/v1/users/me/avatar', { notifySuccess: true })
        : await client.DELETE('/api/v1/users/me/cover', { notifySuccess: true });
    if (result.ok && result.data) setUser(result.data);
  };

  return { progress, upload, remove };
}

/** The picker's buttons: choose, and remove when there is one; both wait while an upload is under way. */
function ImageButtons({
  chooseLabel,
  removeLabel,
  testId,
  has,
  busy,
  onFile,
  onRemove,
}: {
  chooseLabel: string;
  removeLabel: string;
  testId: string;
  has: boolean;
  busy: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <ChooseImage label={chooseLabel} onFile={onFile} disabled={busy} testId={testId} />
      {has && (
        <button type="button" className="btn btn-sm btn-ghost" onClick={onRemove} disabled={busy}>
          <Icon name="trash" className="size-4" />
          {removeLabel}
        </button>
      )}
    </div>
  );
}

/** My avatar: cropped to a square first, then uploaded. */
export function AvatarEditor({ user }: { user: Me }) {
  const t = useT();
  const { progress, upload, remove } = useMyImage('avatar');
  const crop = (file: File) =>
    openDialog('avatarCrop', {
      file,
      onCropped: (blob) => void upload(new File([blob], 'avatar.webp', { type: blob.type || 'image/webp' })),
    });

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
        <ImageButtons
          chooseLabel={t('changeAvatar')}
          removeLabel={t('removeAvatar')}
          testId="avatar-input"
          has={Boolean(user.avatar)}
          busy={progress !== null}
          onFile={crop}
          onRemove={remove}
        />
        {progress !== null ? (
          <UploadProgress percent={progress} />
        ) : (
          <p className="text-base-content/70 text-xs">{t('avatarHint')}</p>
        )}
      </div>
    </div>
  );
}

/** My cover: uploaded as chosen (the server fits it in its box). */
export function CoverEditor({ user }: { user: Me }) {
  const t = useT();
  const { progress, upload, remove } = useMyImage('cover');

  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{t('cover')}</legend>
      <CoverPreview src={user.coverPath} color="#262626" alt={t('coverOf', { name: user.fullName })} />
      <ImageButtons
        chooseLabel={user.cover ? t('changeCover') : t('chooseCover')}
        removeLabel={t('removeCover')}
        testId="cover-input"
        has={Boolean(user.cover)}
        busy={progress !== null}
        onFile={(file) => void upload(file)}
        onRemove={remove}
      />
      {progress !== null ? (
        <UploadProgress percent={progress} />
      ) : (
        <p className="text-base-content/70 text-xs">{t('coverHint')}</p>
      )}
    </fieldset>
  );
}
