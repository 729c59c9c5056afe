import { TextField } from '../../../../ui/fields';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import { CenterFields } from './CenterFields';
import { MapToggle } from './MapToggle';
import type { FormProps } from './types';

/** A map around a place: the centre by its coordinates (typed, or picked on the map), zoom, marker text. */
export function MapForm({ module, onChange, problems }: FormProps<'map'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const { center } = module;
  return (
    <>
      <CenterFields
        center={center}
        zoom={module.zoom}
        onCenter={(next) => onChange({ ...module, center: next })}
        onZoom={(zoom) => onChange({ ...module, zoom })}
        problems={problems}
      />
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
