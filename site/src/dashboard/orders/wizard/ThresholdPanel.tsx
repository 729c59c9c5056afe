import { useEffect, useId, useRef, useState } from 'react';
import { useWizardT } from './i18n';
import { DEFAULT_THRESHOLD, thresholdPixels } from './threshold';

/** The cropped picture as the laser will burn it: black and white at the chosen threshold, on a canvas. */
export function ThresholdPanel({
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
