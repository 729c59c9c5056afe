import { LIMITS } from '@shared/constants';
import { useId, useRef, useState } from 'react';
import { client } from '../../lib/client';
import { openDialog } from '../../stores/dialogs';
import { Icon } from '../../ui/icons';
import { useWizardT } from './i18n';
import { ThresholdPanel } from './ThresholdPanel';

type Uploaded = { id: string; path: string };
// What POST orders/draft/images takes (DesignImageBody).
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const ACCEPT = TYPES.join(',');

async function upload(blob: Blob, kind: 'image' | 'logo', name: string) {
  const form = new FormData();
  form.append('file', blob, name);
  form.append('kind', kind);
  return client.POST('/api/v1/orders/draft/images', { body: form, timeoutMs: 30_000 });
}

/**
 * A card's engraving image (cropped with the avatar crop, then thresholded; the black-and-white PNG is what is
 * uploaded, and the server makes sure it stays so) or its logo (uploaded as chosen).
 */
export function ImageField({
  kind,
  path,
  onChange,
}: {
  kind: 'image' | 'logo';
  path: string | null;
  onChange: (uploaded: Uploaded | null) => void;
}) {
  const t = useWizardT();
  const input = useRef<HTMLInputElement>(null);
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const hintId = useId();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type) || file.size > LIMITS.fileSizeBytes) {
      return setError(t('wizardBadFile'));
    }
    setError('');
    if (kind === 'image') return openDialog('avatarCrop', { file, onCropped: setCropped });
    setBusy(true);
    const answer = await upload(file, 'logo', file.name);
    setBusy(false);
    if (answer.ok && answer.data) onChange(answer.data);
  };

  const uploadThresholded = async (png: Blob) => {
    const answer = await upload(png, 'image', 'engraving.png');
    if (answer.ok && answer.data) {
      onChange(answer.data);
      setCropped(null);
    }
  };

  const label = kind === 'image' ? t('wizardImage') : t('wizardLogo');
  return (
    <div className="fieldset py-1">
      <span className="fieldset-legend pt-0 pb-1 text-sm font-medium">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        {path && (
          <img
            src={path}
            alt=""
            className={`size-14 bg-white object-contain ring-1 ring-base-300 ${kind === 'image' ? 'rounded-full' : 'rounded-field'}`}
          />
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`${kind}-input`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={kind === 'image' ? hintId : undefined}
        >
          {busy ? (
            <span className="loading loading-spinner loading-xs" />
          ) : (
            <Icon name="upload" className="size-4" />
          )}
          {kind === 'image' ? t('wizardChooseImage') : t('wizardChooseLogo')}
        </button>
        {path && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(null)}>
            <Icon name="trash" className="size-4" />
            {kind === 'image' ? t('wizardRemoveImage') : t('wizardRemoveLogo')}
          </button>
        )}
      </div>
      {kind === 'image' && (
        <p id={hintId} className="text-base-content/70 text-xs">
          {t('wizardImageHint')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-error text-xs">
          {error}
        </p>
      )}
      {cropped && (
        <ThresholdPanel source={cropped} onUse={uploadThresholded} onCancel={() => setCropped(null)} />
      )}
    </div>
  );
}
