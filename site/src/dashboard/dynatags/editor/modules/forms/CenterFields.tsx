import type { Problems } from '../check';
import { useEditorT } from '../i18n';
import { readPair } from '../points';
import { useProblem } from '../use-problem';
import { NumberField } from './NumberField';

type Center = { lat: number; lng: number };

/**
 * A map's centre and zoom. A position pasted into either coordinate as a pair ("59.3293, 18.0686", as a map
 * copies a place) fills both.
 */
export function CenterFields({
  center,
  zoom,
  onCenter,
  onZoom,
  problems,
}: {
  center: Center;
  zoom: number;
  onCenter: (center: Center) => void;
  onZoom: (zoom: number) => void;
  problems: Problems;
}) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const pair = readPair(event.clipboardData.getData('text'));
    if (!pair) return;
    event.preventDefault();
    onCenter(pair);
  };
  return (
    <div className="grid gap-x-3 sm:grid-cols-3">
      <NumberField
        label={t('modLat')}
        value={center.lat}
        onValue={(lat) => onCenter({ ...center, lat })}
        onPaste={onPaste}
        error={message('/center/lat')}
      />
      <NumberField
        label={t('modLng')}
        value={center.lng}
        onValue={(lng) => onCenter({ ...center, lng })}
        onPaste={onPaste}
        error={message('/center/lng')}
      />
      <NumberField
        label={t('modZoom')}
        decimal={false}
        value={zoom}
        onValue={onZoom}
        error={message('/zoom')}
      />
    </div>
  );
}
