// The geolock's map (loaded with Leaflet only when the lock is on, as its own chunk): click the map or drag the
// pin to set the centre; the circle shows the distance. Tiles that fail to load (no internet in tests) leave
// a grey map that still picks.
import type { Geolock } from '@shared/types/dynatags';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { loadLeafletCss } from '../../../lib/leaflet-css';
import { loadMapTiles } from './map-tiles';

// The chunk loads when a map is first shown: its stylesheet comes with it (see lib/leaflet-css.ts).
loadLeafletCss();

const PIN = L.divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--color-primary,#2563eb);border:3px solid #fff;box-shadow:0 1px 4px #0006"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 26],
});

type Parts = { map: L.Map; marker: L.Marker; circle: L.Circle };

export default function GeoPicker({
  value,
  onPick,
  label,
}: {
  value: Geolock;
  onPick: (point: { lat: number; lng: number }) => void;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const parts = useRef<Parts | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; later values move it below
  useEffect(() => {
    if (!box.current) return;
    const center: L.LatLngTuple = [value.lat, value.lng];
    const map = L.map(box.current, { center, zoom: 14, scrollWheelZoom: false });
    void loadMapTiles().then((tiles) => {
      if (parts.current?.map === map)
        L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    });
    const marker = L.marker(center, { draggable: true, icon: PIN, title: label, keyboard: true }).addTo(map);
    const circle = L.circle(center, { radius: value.distance, weight: 2 }).addTo(map);
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    const send = (p: L.LatLng) =>
      pick.current({ lat: round(p.lat), lng: round(L.Util.wrapNum(p.lng, [-180, 180], true)) });
    map.on('click', (event: L.LeafletMouseEvent) => send(event.latlng));
    marker.on('dragend', () => send(marker.getLatLng()));
    parts.current = { map, marker, circle };
    map.fitBounds(circle.getBounds(), { maxZoom: 16 });
    return () => {
      map.remove();
      parts.current = null;
    };
  }, []);

  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    const at = L.latLng(value.lat, value.lng);
    if (!p.marker.getLatLng().equals(at)) p.marker.setLatLng(at);
    p.circle.setLatLng(at);
    p.circle.setRadius(value.distance);
    if (!p.map.getBounds().contains(p.circle.getBounds()))
      p.map.fitBounds(p.circle.getBounds(), { maxZoom: 16 });
  }, [value.lat, value.lng, value.distance]);

  return (
    <div
      ref={box}
      className="rounded-box border-base-300 relative z-0 h-64 w-full border"
      role="application"
      aria-label={label}
      data-testid="geolock-map"
    />
  );
}
