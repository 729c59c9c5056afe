import { LIMITS } from '@shared/constants';
import { useState } from 'react';
import { useEditorT } from '../i18n';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../module-types';
import { type Stop, toStop } from '../places';
import { MapToggle } from './MapToggle';
import { PastePanel } from './PastePanel';
import { PlacesEditor, pasteInto } from './PlacesEditor';
import type { FormProps } from './types';

/** A route: its stops in order (2 to 1000), typed, pasted, or clicked on the map (a click adds a stop). */
export function RouteForm({ module, onChange, problems }: FormProps<'mapRoute'>) {
  const { t } = useEditorT();
  const limit = LIMITS.routeMarkers;
  const points = module.points;
  const set = (next: Stop[]) => onChange({ ...module, points: next });
  const first = points.find((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
  const [view, setView] = useState({ center: first ?? DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
  return (
    <>
      <p className="pt-1 text-sm font-medium">{t('modStops')}</p>
      <PlacesEditor
        kind="stops"
        items={points}
        onItems={set}
        make={toStop}
        limit={limit}
        path="/points"
        problems={problems}
      />
      <PastePanel
        kind="stops"
        onPlaces={(pasted) => {
          const result = pasteInto(points, pasted, toStop, limit);
          set(result.list);
          return result;
        }}
      />
      <MapToggle
        center={view.center}
        zoom={view.zoom}
        points={points}
        line
        hint={t('modMapStopsHint')}
        onClick={(point) => points.length < limit && set([...points, point])}
        onView={(center, zoom) => setView({ center, zoom })}
      />
    </>
  );
}
