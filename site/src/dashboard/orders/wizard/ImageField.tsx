import { LIMITS } from '@shared/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { openDialog } from '../../stores/dialogs';
import { Icon } from '../../ui/icons';
import { useWizardT } from './i18n';
import { DEFAULT_THRESHOLD, thresholdPixels } from './threshold';

type Uploaded = { id: string; path: string };
// What POST orders/draft/images takes (DesignImageBody).
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const ACCEPT = TYPES.join(',');

async function upload(blob: Blob, kind: 'image' | 'logo', name: string) {
  const form = new FormData();
  form.append('file', blob, name);
  form.append('kind', kind);
  return api<Uploaded>('POST', '/orders/draft/images', { form, timeoutMs: 30_000 });
}

/** The cropped picture as the laser will burn it: black and white at the chosen threshold, on a canvas. */
function ThresholdPanel({
  source,
  onUse,
  onCancel,
}: {
  source: Blob;
  onUse: (png: Blob) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useWizardT();
  const sliderId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [level, setLevel] = useState(DEFAULT_THRESHOLD);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void createImageBitmap(source).then((made) => live && setBitmap(made));
    return () => {
      live = false;
    };
  }, [source]);

  useEffect(() => {
    const el = canvas.current;
    if (!el || !bitmap) return;
    el.width = bitmap.width;
    el.height = bitmap.height;
    const ctx = el.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(bitmap, 0, 0);
    const pixels = ctx.getImageData(0, 0, el.width, el.height);
    thresholdPixels(pixels.data, level);
    ctx.putImageData(pixels, 0, 0);
  }, [bitmap, level]);

  const use = () =>
    canvas.current?.toBlob(async (png) => {
      if (!png) return;
      setBusy(true);
      await onUse(png);
      setBusy(false);
    }, 'image/png');

  return (
    <div className="rounded-box mt-2 grid gap-3 border border-base-300 bg-base-200/50 p-3 sm:grid-cols-[9rem_1fr]">
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('wizardThresholdPreview')}
        data-testid="threshold-preview"
        className="aspect-square w-36 rounded-full bg-white object-cover ring-1 ring-base-300"
      />
      <div className="grid content-center gap-2">
        <label htmlFor={sliderId} className="text-sm font-medium">
          {t('wizardThreshold')}
        </label>
        <input
          id={sliderId}
          type="range"
          className="range range-sm range-primary"
          min={16}
          max={240}
          step={1}
          value={level}
          aria-valuetext={String(level)}
          onChange={(e) => setLevel(Number(e.target.value))}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={use}
            disabled={!bitmap || busy}
            aria-busy={busy}
          >
            {busy && <span className="loading loading-spinner loading-xs" />}
            {busy ? t('wizardUploading') : t('wizardUseImage')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel} disabled={busy}>
            {t('wizardCancelImage')}
          </button>
        </div>
      </div>
    </div>
  );
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
