import type { ModuleOf } from '@shared/schemas/dynatag-modules';
import type { PastedPlace } from './points';

// A pasted place as each map module keeps it, and a first overlay: pure, so they are tested without a browser.

export type Stop = ModuleOf<'mapRoute'>['points'][number];
export type Marker = ModuleOf<'mapMarkers'>['markers'][number];
export type Overlay = NonNullable<ModuleOf<'mapMarkers'>['overlay']>;

/** A stop from a pasted line: the name only when there is one (it is optional). */
export const toStop = ({ lat, lng, label }: PastedPlace): Stop =>
  label ? { lat, lng, label } : { lat, lng };

/** A marker from a pasted line: the text only when there is one. */
export const toMarker = ({ lat, lng, label, text }: PastedPlace): Marker =>
  text ? { lat, lng, label, text } : { lat, lng, label };

/** A first overlay covers about a kilometre around the map's centre; the owner then sets its edges. */
export function overlayAround(center: { lat: number; lng: number }, file: string): Overlay {
  const lat = Number.isFinite(center.lat) ? center.lat : 0;
  const lng = Number.isFinite(center.lng) ? center.lng : 0;
  const clamp = (n: number, limit: number) => Math.min(limit, Math.max(-limit, Math.round(n * 1e6) / 1e6));
  return {
    file,
    south: clamp(lat - 0.005, 90),
    north: clamp(lat + 0.005, 90),
    west: clamp(lng - 0.01, 180),
    east: clamp(lng + 0.01, 180),
    opacity: 0.8,
  };
}
