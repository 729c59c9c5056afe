// A Leaflet map for the map modules, loaded as its own chunk only when the owner opens it. It shows the
// centre (a pin) or the places (dots, joined by a line for a route); a click either sets the centre or adds
// a place; the view's zoom (and for places, its centre) follows the map. Tiles that fail to load (tests have
// no internet) leave a grey map that still picks.
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { loadLeafletCss } from '../../../../../lib/leaflet-css';
import { loadMapTiles } from '../../map-tiles';

// The chunk loads when a map is first shown: its stylesheet comes with it (see lib/leaflet-css.ts).
loadLeafletCss();

export type LatLng = { lat: number; lng: number };
export type MapPickerProps = {
  center: LatLng;
  zoom: number;
  /** The places to draw; with `line`, joined in order (a route). */
  points?: LatLng[];
  line?: boolean;
  /** A pin at the centre (the map module's marker). */
  pin?: boolean;
  /** An image laid between its edges (the markers map's venue plan). */
  overlay?: { url: string; south: number; west: number; north: number; east: number; opacity: number };
  onClick: (point: LatLng) => void;
  /** The map was moved or zoomed by the owner. */
  onView: (center: LatLng, zoom: number) => void;
  label: string;
};

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const valid = (p: LatLng) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90;

export default function MapPicker(props: MapPickerProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fromFields = useRef(false);
  const latest = useRef(props);
  latest.current = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later values update it below
  useEffect(() => {
    if (!box.current) return;
    const start = valid(props.center) ? props.center : { lat: 0, lng: 0 };
    // No zoom animation: a card collapsed mid-animation would remove the map under a running transition.
    const made = L.map(box.current, {
      center: start,
      zoom: props.zoom || 13,
      scrollWheelZoom: false,
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
    });
    // The configured tile source (asked once per editor); the map picks without tiles meanwhile.
    void loadMapTiles().then((tiles) => {
      if (map.current === made)
        L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(made);
    });
    layer.current = L.layerGroup().addTo(made);
    made.on('click', (event: L.LeafletMouseEvent) =>
      latest.current.onClick({
        lat: round(event.latlng.lat),
        lng: round(L.Util.wrapNum(event.latlng.lng, [-180, 180], true)),
      }),
    );
    // Only the owner's own moves: a view set from the fields (setView below) is not sent back.
    made.on('moveend', () => {
      if (fromFields.current) return;
      const c = made.getCenter();
      latest.current.onView(
        { lat: round(c.lat), lng: round(L.Util.wrapNum(c.lng, [-180, 180], true)) },
        made.getZoom(),
      );
    });
    map.current = made;
    return () => {
      made.off();
      made.remove();
      map.current = null;
    };
  }, []);

  const { center, zoom, points, line, pin, overlay } = props;
  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const edges = overlay && [overlay.south, overlay.west, overlay.north, overlay.east];
    if (overlay && edges?.every(Number.isFinite)) {
      const bounds = L.latLngBounds([overlay.south, overlay.west], [overlay.north, overlay.east]);
      L.imageOverlay(overlay.url, bounds, { opacity: overlay.opacity }).addTo(group);
      L.rectangle(bounds, { weight: 1, fill: false, dashArray: '4 4' }).addTo(group);
    }
    const shown = (points ?? []).filter(valid);
    if (line && shown.length > 1) L.polyline(shown, { weight: 3 }).addTo(group);
    for (const p of shown) L.circleMarker(p, { radius: 6, weight: 2, fillOpacity: 0.8 }).addTo(group);
    if (pin && valid(center)) L.circleMarker(center, { radius: 9, weight: 3, fillOpacity: 0.9 }).addTo(group);
  }, [center, points, line, pin, overlay]);

  useEffect(() => {
    const m = map.current;
    if (!m || !valid(center)) return;
    const here = m.getCenter();
    const moved = Math.abs(here.lat - center.lat) > 1e-6 || Math.abs(here.lng - center.lng) > 1e-6;
    if (moved || m.getZoom() !== zoom) {
      fromFields.current = true;
      m.setView(center, zoom >= 1 && zoom <= 19 ? zoom : m.getZoom(), { animate: false });
      fromFields.current = false;
    }
  }, [center, zoom]);

  return (
    <div
      ref={box}
      className="rounded-box border-base-300 relative z-0 h-64 w-full border"
      role="application"
      aria-label={props.label}
      data-testid="module-map"
    />
  );
}
