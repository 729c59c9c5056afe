import { TextField } from '../../../../ui/fields';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import { MapToggle } from './MapToggle';
import { NumberField } from './NumberField';
import type { FormProps } from './types';

/** A map around a place: the centre by its coordinates (typed, or picked on the map), zoom, marker text. */
export function MapForm({ module, onChange, problems }: FormProps<'map'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const { center } = module;
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
      <TextField
        label={t('modMarkerText')}
        value={module.marker ?? ''}
        maxLength={200}
        error={message('/marker')}
        onChange={(e) => onChange({ ...module, marker: e.target.value })}
      />
      <MapToggle
        center={center}
        zoom={module.zoom}
        pin
        hint={t('modMapHint')}
        onClick={(point) => onChange({ ...module, center: point })}
        onView={(_, zoom) => zoom !== module.zoom && onChange({ ...module, zoom })}
      />
    </>
  );
}
