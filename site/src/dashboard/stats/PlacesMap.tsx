// The map of an analysis's places (loaded with Leaflet only when the statistics dialog shows places, as its own
// chunk): a circle per place, its area by its views, a popup with the place and its count; the view fits them.
import { useStore } from '@nanostores/react';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { loadLeafletCss } from '../../lib/leaflet-css';
import { loadMapTiles } from '../dynatags/editor/map-tiles';
import { $uiLang } from '../stores/prefs';
import type { PlaceRow } from './analytics-model';
import { useAnalyticsT } from './i18n';
import { placeLabel } from './labels';

loadLeafletCss();

type Place = PlaceRow;

/** A circle's radius in pixels: its area grows with the views, from 5 px for one to 28 px for the most. */
const radius = (views: number, max: number) => 5 + 23 * Math.sqrt(views / Math.max(1, max));

export default function PlacesMap({ places }: { places: Place[] }) {
  const t = useAnalyticsT();
  const lang = useStore($uiLang);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!box.current) return;
    const located = places.filter((p) => p.latitude != null && p.longitude != null);
    const map = L.map(box.current, { scrollWheelZoom: false, worldCopyJump: true });
    let alive = true;
    void loadMapTiles().then((tiles) => {
      if (alive) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    });
    const color =
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() || '#2563eb';
    const max = Math.max(1, ...located.map((p) => p.total));
    const markers = located.map((p) =>
      L.circleMarker([p.latitude as number, p.longitude as number], {
        radius: radius(p.total, max),
        color,
        weight: 1.5,
        fillColor: color,
        fillOpacity: 0.35,
      })
        .bindPopup(
          `<strong>${escapeHtml(placeLabel(p.country, p.city, lang))}</strong><br>${escapeHtml(t('mapViews', { n: p.total.toLocaleString(lang) }))}`,
        )
        .addTo(map),
    );
    if (markers.length > 0)
      map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [30, 30], maxZoom: 9 });
    else map.setView([30, 10], 1);
    return () => {
      alive = false;
      map.remove();
    };
  }, [places, lang, t]);

  return (
    <section
      ref={box}
      aria-label={t('mapLabel')}
      data-testid="places-map"
      className="z-0 h-64 w-full overflow-hidden rounded-box sm:h-80"
    />
  );
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
