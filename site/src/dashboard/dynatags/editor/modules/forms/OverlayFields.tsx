import { LIMITS } from '@shared/constants';
import { useId } from 'react';
import { LOCALES } from '../../../../lib/i18n';
import { formatBytes } from '../../../../lib/validate';
import { useEditorT } from '../i18n';
import { type Overlay, overlayAround } from '../places';
import { useProblem } from '../use-problem';
import { FileChoice } from './FileChoice';
import { NumberField } from './NumberField';
import type { FormProps } from './types';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
type Edge = 'south' | 'west' | 'north' | 'east';
const EDGES: { edge: Edge; label: 'modSouth' | 'modWest' | 'modNorth' | 'modEast' }[] = [
  { edge: 'north', label: 'modNorth' },
  { edge: 'south', label: 'modSouth' },
  { edge: 'west', label: 'modWest' },
  { edge: 'east', label: 'modEast' },
];

/** The image over a markers map (a venue plan): a PNG, JPEG or WebP of the tag up to 2 MB, its edges, opacity. */
export function OverlayFields({ module, onChange, problems, files, onUploadFiles }: FormProps<'mapMarkers'>) {
  const { t, lang } = useEditorT();
  const message = useProblem(problems);
  const opacityId = useId();
  const { overlay } = module;
  const size = formatBytes(LIMITS.mapOverlayBytes, LOCALES[lang]);
  const setOverlay = (next: Overlay | undefined) => {
    const { overlay: _old, ...rest } = module;
    onChange(next ? { ...rest, overlay: next } : rest);
  };
  return (
    <fieldset className="rounded-box border-base-300 mt-2 border px-3 pb-2">
      <legend className="px-1 text-sm font-medium">{t('modOverlay')}</legend>
      <FileChoice
        label={t('modOverlayImage')}
        hint={t('modOverlayHint', { size })}
        noneLabel={t('modOverlayNone')}
        value={overlay?.file ?? ''}
        onChoose={(file) =>
          setOverlay(file ? (overlay ? { ...overlay, file } : overlayAround(module.center, file)) : undefined)
        }
        files={files}
        fits={(f) => IMAGE_TYPES.includes(f.mime) && f.size <= LIMITS.mapOverlayBytes}
        refuse={(f) =>
          !IMAGE_TYPES.includes(f.type)
            ? t('modNotImage', { name: f.name })
            : f.size > LIMITS.mapOverlayBytes
              ? t('modTooLarge', { name: f.name, size })
              : undefined
        }
        accept={IMAGE_TYPES.join(',')}
        onUploadFiles={onUploadFiles}
        error={message('/overlay/file')}
      />
      {overlay && (
        <>
          <div className="grid gap-x-3 sm:grid-cols-2">
            {EDGES.map(({ edge, label }) => (
              <NumberField
                key={edge}
                label={t(label)}
                value={overlay[edge]}
                onValue={(n) => setOverlay({ ...overlay, [edge]: n })}
                error={message(`/overlay/${edge}`)}
              />
            ))}
          </div>
          <div className="fieldset py-1">
            <label htmlFor={opacityId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
              {t('modOpacity')} ({Math.round(overlay.opacity * 100)} %)
            </label>
            <input
              id={opacityId}
              type="range"
              className="range range-sm w-full"
              min={0.1}
              max={1}
              step={0.05}
              value={overlay.opacity}
              onChange={(e) => setOverlay({ ...overlay, opacity: Number(e.target.value) })}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
