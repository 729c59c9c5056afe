import { LIMITS } from '@shared/constants';
import { useEditorT } from '../i18n';
import { type Marker, toMarker } from '../places';
import { useProblem } from '../use-problem';
import { MapToggle } from './MapToggle';
import { NumberField } from './NumberField';
import { OverlayFields } from './OverlayFields';
import { PastePanel } from './PastePanel';
import { PlacesEditor, pasteInto } from './PlacesEditor';
import type { FormProps } from './types';

/** Places on a map (at most 1000): the view (centre, zoom), the places, and an optional image overlay. */
export function MarkersForm(props: FormProps<'mapMarkers'>) {
  const { module, onChange, problems } = props;
  const { t } = useEditorT();
  const message = useProblem(problems);
  const limit = LIMITS.mapMarkers;
  const { center, markers } = module;
  const set = (next: Marker[]) => onChange({ ...module, markers: next });
  const plan = module.overlay;
  const planUrl = plan && props.files.find((f) => f.id === plan.file)?.path;
  return (
    <>
      <div className="grid gap-x-3 sm:grid-cols-3">
        <NumberField
          label={t('modLat')}
          value={center.lat}
          onValue={(lat) => onChange({ ...module, center: { ...center, lat } })}
          error={message('/center/lat')}
        />
        <NumberField
          label={t('modLng')}
          value={center.lng}
          onValue={(lng) => onChange({ ...module, center: { ...center, lng } })}
          error={message('/center/lng')}
        />
        <NumberField
          label={t('modZoom')}
          decimal={false}
          value={module.zoom}
          onValue={(zoom) => onChange({ ...module, zoom })}
          error={message('/zoom')}
        />
      </div>
      <MapToggle
        center={center}
        zoom={module.zoom}
        points={markers}
        overlay={plan && planUrl ? { ...plan, url: planUrl } : undefined}
        hint={t('modMapPlacesHint')}
        onClick={(point) => markers.length < limit && set([...markers, { ...point, label: '' }])}
        onView={(next, zoom) => onChange({ ...module, center: next, zoom })}
      />
      <p className="pt-1 text-sm font-medium">{t('modPlaces')}</p>
      <PlacesEditor
        kind="places"
        items={markers}
        onItems={set}
        make={toMarker}
        limit={limit}
        path="/markers"
        problems={problems}
      />
      <PastePanel
        kind="places"
        onPlaces={(pasted) => {
          const result = pasteInto(markers, pasted, toMarker, limit);
          set(result.list);
          return result;
        }}
      />
      <OverlayFields {...props} />
    </>
  );
}
