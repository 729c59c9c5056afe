import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { DialogFrame } from '../ui/Dialog';
import type { DialogComponentProps } from '../ui/dialog-types';
import {
  type CropState,
  centredCrop,
  clampCrop,
  cropRect,
  MAX_ZOOM,
  MIN_ZOOM,
  type Size,
  zoomAroundCentre,
} from './crop';

const VIEWPORT = 280;
const OUTPUT = 512;

/** Crops the chosen picture to a square before upload: drag (or arrow keys) to move, slider to zoom. */
export default function AvatarCropDialog({ props, isTop, close }: DialogComponentProps<'avatarCrop'>) {
  const t = useT();
  const [url] = useState(() => URL.createObjectURL(props.file));
  const [size, setSize] = useState<Size | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, x: 0, y: 0 });
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number; start: CropState } | null>(null);

  useEffect(() => () => URL.revokeObjectURL(url), [url]);

  const onLoad = () => {
    const img = image.current!;
    const natural = { width: img.naturalWidth, height: img.naturalHeight };
    setSize(natural);
    setCrop(centredCrop(natural, VIEWPORT));
  };

  const move = (dx: number, dy: number, from = crop) =>
    size && setCrop(clampCrop({ ...from, x: from.x + dx, y: from.y + dy }, size, VIEWPORT));

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.shiftKey ? 40 : 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    if (moves[event.key]) {
      event.preventDefault();
      move(...moves[event.key]);
    } else if ((event.key === '+' || event.key === '-') && size) {
      event.preventDefault();
      setCrop(zoomAroundCentre(crop, crop.zoom + (event.key === '+' ? 0.2 : -0.2), size, VIEWPORT));
    }
  };

  const confirm = () => {
    if (!size || !image.current) return;
    const { sx, sy, size: side } = cropRect(crop, size, VIEWPORT);
    const canvas = document.createElement('canvas');
    const out = Math.min(OUTPUT, Math.round(side));
    canvas.width = out;
    canvas.height = out;
    const ctx = canvas.getContext('2d')!;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image.current, sx, sy, side, side, 0, 0, out, out);
    canvas.toBlob(
      (blob) => {
        if (!blob) return setFailed(true);
        props.onCropped(blob);
        close();
      },
      'image/webp',
      0.9,
    );
  };

  const scale = size ? (VIEWPORT / Math.min(size.width, size.height)) * crop.zoom : 1;
  return (
    <DialogFrame title={t('cropTitle')} onClose={close} isTop={isTop} size="sm">
      <p id="crop-help" className="text-base-content/70 mb-3 text-sm">
        {t('cropHelp')}
      </p>
      {failed ? (
        <p role="alert" className="text-error text-sm">
          {t('cropFailed')}
        </p>
      ) : (
        <>
          <div
            role="application"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a picture moved with the arrow keys and + and − (role application)
            tabIndex={0}
            aria-label={t('cropArea')}
            aria-describedby="crop-help"
            onKeyDown={onKeyDown}
            onPointerDown={(event) => {
              (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
              drag.current = { x: event.clientX, y: event.clientY, start: crop };
            }}
            onPointerMove={(event) => {
              if (!drag.current) return;
              move(event.clientX - drag.current.x, event.clientY - drag.current.y, drag.current.start);
            }}
            onPointerUp={() => {
              drag.current = null;
            }}
            className="relative mx-auto cursor-grab touch-none overflow-hidden rounded-box bg-base-300 outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary active:cursor-grabbing"
            style={{ width: VIEWPORT, height: VIEWPORT, maxWidth: '100%' }}
          >
            <img
              ref={image}
              src={url}
              alt=""
              draggable={false}
              onLoad={onLoad}
              onError={() => setFailed(true)}
              className="absolute top-0 left-0 max-w-none origin-top-left select-none"
              style={{
                transform: `translate(${crop.x}px, ${crop.y}px) scale(${scale})`,
                visibility: size ? 'visible' : 'hidden',
              }}
            />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgba(0,0,0,0.35)]"
            />
          </div>
          <label className="mx-auto mt-4 flex max-w-[280px] items-center gap-3 text-sm">
            {t('zoom')}
            <input
              type="range"
              className="range range-sm range-primary flex-1"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={0.01}
              value={crop.zoom}
              onChange={(e) =>
                size && setCrop(zoomAroundCentre(crop, Number(e.target.value), size, VIEWPORT))
              }
            />
          </label>
        </>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={close}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={!size || failed}>
          {t('useCrop')}
        </button>
      </div>
    </DialogFrame>
  );
}
