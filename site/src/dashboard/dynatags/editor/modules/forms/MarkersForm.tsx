import { LIMITS } from '@shared/constants';
import { useEditorT } from '../i18n';
import { type Marker, toMarker } from '../places';
import { CenterFields } from './CenterFields';
import { MapToggle } from './MapToggle';
import { OverlayFields } from './OverlayFields';
import { PastePanel } from './PastePanel';
import { PlacesEditor, pasteInto } from './PlacesEditor';
import type { FormProps } from './types';

/** Places on a map (at most 1000): the view (centre, zoom), the places, and an optional image overlay. */
export function MarkersForm(props: FormProps<'mapMarkers'>) {
  const { module, onChange, problems } = props;
  const { t } = useEditorT();
  const limit = LIMITS.mapMarkers;
  const { center, markers } = module;
  const set = (next: Marker[]) => onChange({ ...module, markers: next });
  const plan = module.overlay;
  const planUrl = plan && props.files.find((f) => f.id === plan.file)?.path;
  return (
    <>
      <CenterFields
        center={center}
        zoom={module.zoom}
        onCenter={(next) => onChange({ ...module, center: next })}
        onZoom={(zoom) => onChange({ ...module, zoom })}
        problems={problems}
      />
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
