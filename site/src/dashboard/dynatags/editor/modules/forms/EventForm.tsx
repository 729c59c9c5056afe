import { VENUE_LIMITS } from '@shared/schemas/venue-fields';
import { useState } from 'react';
import { TextAreaField, TextField } from '../../../../ui/fields';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import { MapToggle } from './MapToggle';
import { readNumber } from './NumberField';
import { TimeZoneField } from './TimeZoneField';
import type { FormProps } from './types';

type Event = FormProps<'event'>['module'];

/** Where the map opens for an event without a point yet: Stockholm, at the zoom of a country. */
const NO_POINT = { center: { lat: 59.3293, lng: 18.0686 }, zoom: 5 };

/** Without the optional field when it is empty, as the schema has it. */
function withOptional<K extends 'place' | 'description'>(event: Event, key: K, text: string): Event {
  const { [key]: _old, ...rest } = event;
  return (text ? { ...rest, [key]: text } : rest) as Event;
}

/** An event: name, start and end (in its time zone), place and its point on the map (optional), description. */
export function EventForm({ module, onChange, problems }: FormProps<'event'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const position = module.position;
  const placed = position && Number.isFinite(position.lat) && Number.isFinite(position.lng) ? position : null;
  const [zoom, setZoom] = useState(placed ? 15 : NO_POINT.zoom);
  const setPoint = (lat: string, lng: string) => {
    const { position: _old, ...rest } = module;
    onChange(
      lat.trim() === '' && lng.trim() === ''
        ? rest
        : { ...rest, position: { lat: readNumber(lat), lng: readNumber(lng) } },
    );
  };
  return (
    <div className="pt-1">
      <TextField
        label={t('modEventName')}
        value={module.name}
        maxLength={200}
        required
        error={message('/name')}
        onChange={(e) => onChange({ ...module, name: e.target.value })}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label={t('modEventStart')}
          type="datetime-local"
          value={module.start}
          required
          error={message('/start')}
          onChange={(e) => onChange({ ...module, start: e.target.value.slice(0, 16) })}
        />
        <TextField
          label={t('modEventEnd')}
          type="datetime-local"
          value={module.end}
          required
          error={message('/end')}
          onChange={(e) => onChange({ ...module, end: e.target.value.slice(0, 16) })}
        />
      </div>
      <TimeZoneField
        value={module.timeZone}
        error={message('/timeZone')}
        onChange={(timeZone) => onChange({ ...module, timeZone })}
      />
      <TextField
        label={t('modEventPlace')}
        value={module.place ?? ''}
        maxLength={200}
        error={message('/place')}
        onChange={(e) => onChange(withOptional(module, 'place', e.target.value))}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label={t('modEventLat')}
          hint={t('modEventPointHint')}
          inputMode="decimal"
          value={position && Number.isFinite(position.lat) ? String(position.lat) : ''}
          error={message('/position', true)}
          onChange={(e) => setPoint(e.target.value, position ? String(position.lng) : '')}
        />
        <TextField
          label={t('modEventLng')}
          inputMode="decimal"
          value={position && Number.isFinite(position.lng) ? String(position.lng) : ''}
          onChange={(e) => setPoint(position ? String(position.lat) : '', e.target.value)}
        />
      </div>
      <MapToggle
        center={placed ?? NO_POINT.center}
        zoom={zoom}
        pin={placed !== null}
        hint={t('modEventMapHint')}
        onClick={(point) => onChange({ ...module, position: point })}
        onView={(_, next) => setZoom(next)}
      />
      <TextAreaField
        label={t('modEventDescription')}
        value={module.description ?? ''}
        maxLength={VENUE_LIMITS.eventText}
        error={message('/description')}
        onChange={(text) => onChange(withOptional(module, 'description', text))}
      />
    </div>
  );
}
