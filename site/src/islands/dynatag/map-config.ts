// What the map island draws, as the page hands it over in data-map (JSON): built on the server from a
// map, mapRoute or mapMarkers module.
import type { ModuleOf } from '@shared/schemas/dynatag-modules';
import type { DynatagFile } from '@shared/types/dynatags';

type Point = { lat: number; lng: number; label?: string | undefined; text?: string | undefined };

export type MapConfig = {
  tiles: string;
  center: { lat: number; lng: number };
  zoom: number;
  /** Marked places; a route draws a line through them in order. */
  points: Point[];
  route: boolean;
  overlay: { url: string; south: number; west: number; north: number; east: number; opacity: number } | null;
};

export function mapConfigOf(
  m: ModuleOf<'map'> | ModuleOf<'mapRoute'> | ModuleOf<'mapMarkers'>,
  files: Record<string, DynatagFile>,
  tiles: string,
): MapConfig {
  if (m.type === 'map') {
    return {
      tiles,
      center: m.center,
      zoom: m.zoom,
      points: m.marker ? [{ ...m.center, label: m.marker }] : [],
      route: false,
      overlay: null,
    };
  }
  if (m.type === 'mapRoute') {
    const first = m.points[0]!;
    return {
      tiles,
      center: { lat: first.lat, lng: first.lng },
      zoom: 13,
      points: m.points,
      route: true,
      overlay: null,
    };
  }
  const file = m.overlay ? files[m.overlay.file] : undefined;
  return {
    tiles,
    center: m.center,
    zoom: m.zoom,
    points: m.markers,
    route: false,
    overlay: m.overlay && file ? { ...m.overlay, url: file.path } : null,
  };
}
