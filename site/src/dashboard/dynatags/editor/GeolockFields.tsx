import type { Geolock } from '@shared/types/dynatags';
import { Component, lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { CheckboxField, TextField } from '../../ui/fields';
import { Icon } from '../../ui/icons';
import { useEditorT } from './modules/i18n';
import { DEFAULT_CENTER } from './modules/module-types';

// Leaflet and its CSS come with the picker's chunk, fetched only when the lock is switched on.
const GeoPicker = lazy(() => import('./GeoPicker'));

/** The map's chunk could not be fetched (offline): the coordinates field still sets the centre. */
class MapFailed extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <p className="text-error text-sm">{this.props.message}</p>
    ) : (
      this.props.children
    );
  }
}

const DEFAULT_DISTANCE = 200;
const SLIDER_MAX = 50_000;

/** "59.33, 18.07" (or with a semicolon or space) as a point, or null. */
export function parseCoordinates(text: string): { lat: number; lng: number } | null {
  const match = text.trim().match(/^(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)$/);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

const format = (g: { lat: number; lng: number }) => `${g.lat.toFixed(6)}, ${g.lng.toFixed(6)}`;

/** The location lock (SPEC §3): visitors open the tag only within `distance` metres of a place. */
export function GeolockFields({
  value,
  error,
  onChange,
}: {
  value: Geolock | null;
  error?: string;
  onChange: (next: Geolock | null) => void;
}) {
  const { t } = useEditorT();
  const sliderId = useId();
  const [coords, setCoords] = useState(value ? format(value) : '');
  const [coordsError, setCoordsError] = useState('');
  const [locating, setLocating] = useState(false);

  const lat = value?.lat;
  const lng = value?.lng;
  // Only a moved centre (the map, "use my position") rewrites the typed coordinates.
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) setCoords(format({ lat, lng }));
  }, [lat, lng]);

  const move = (point: { lat: number; lng: number }) => value && onChange({ ...value, ...point });
  const go = () => {
    const point = parseCoordinates(coords);
    setCoordsError(point ? '' : t('geoCoordinatesInvalid'));
    if (point) move(point);
  };
  const myPosition = () => {
    if (!navigator.geolocation) {
      setCoordsError(t('geoNoPosition'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setCoordsError('');
        move({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setCoordsError(t('geoNoPosition'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <fieldset className="rounded-box border border-base-300 px-4 pb-3" data-tour="geolock">
      <legend className="px-1 text-sm font-semibold">{t('geoSection')}</legend>
      <CheckboxField
        label={t('geoEnable')}
        checked={Boolean(value)}
        onChange={(e) =>
          onChange(e.target.checked ? { ...DEFAULT_CENTER, distance: DEFAULT_DISTANCE } : null)
        }
      />
      {value && (
        <div className="mt-2 space-y-2">
          <p className="text-base-content/70 text-xs">{t('geoMapHint')}</p>
          <MapFailed message={t('modMapFailed')}>
            <Suspense fallback={<div className="skeleton h-64 w-full" />}>
              <GeoPicker value={value} onPick={move} label={t('geoMapLabel')} />
            </Suspense>
          </MapFailed>
          <TextField
            label={t('geoCoordinates')}
            value={coords}
            placeholder="59.329300, 18.068600"
            error={coordsError || undefined}
            onChange={(e) => setCoords(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                go();
              }
            }}
            end={
              <button type="button" className="btn btn-ghost btn-xs" onClick={go}>
                <Icon name="search" className="size-4" />
                {t('geoGo')}
              </button>
            }
          />
          <button type="button" className="btn btn-sm" onClick={myPosition} disabled={locating}>
            {locating && <span className="loading loading-spinner loading-xs" />}
            {t('geoUseMine')}
          </button>
          <div className="fieldset py-1">
            <label htmlFor={sliderId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
              {t('geoDistance')}
            </label>
            <div className="flex items-center gap-3">
              <input
                id={sliderId}
                type="range"
                className="range range-sm range-primary flex-1"
                min={10}
                max={SLIDER_MAX}
                step={10}
                value={Math.min(value.distance, SLIDER_MAX)}
                onChange={(e) => onChange({ ...value, distance: e.target.valueAsNumber })}
              />
              <input
                type="number"
                className={`input input-sm w-32 ${error ? 'input-error' : ''}`}
                min={10}
                max={20_000_000}
                step={1}
                aria-label={t('geoDistanceMetres')}
                value={Number.isFinite(value.distance) ? value.distance : ''}
                onChange={(e) => onChange({ ...value, distance: e.target.valueAsNumber })}
              />
              <span className="text-sm">m</span>
            </div>
            {error && <p className="text-error text-xs">{error}</p>}
          </div>
        </div>
      )}
    </fieldset>
  );
}
