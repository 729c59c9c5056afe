// The map of /d/{shortId}, loaded by its element (map-element.ts) when it comes near the screen: Leaflet with its
// stylesheet, fetched only then.
// Labels and texts go in as text nodes, never as HTML.
import { loadLeafletCss } from '../../lib/leaflet-css';
import type { MapConfig } from './map-config';

const textNode = (label?: string, text?: string) => {
  const box = document.createElement('div');
  if (label) box.append(Object.assign(document.createElement('strong'), { textContent: label }));
  if (text) box.append(Object.assign(document.createElement('p'), { textContent: text }));
  return box;
};

/** Draws the map described in the element's data-map (map-config.ts); data-ready says it is drawn. */
export async function drawMap(el: HTMLElement) {
  const config = JSON.parse(el.dataset.map ?? '{}') as MapConfig;
  const [{ default: L }] = await Promise.all([import('leaflet'), loadLeafletCss()]);
  const map = L.map(el, { preferCanvas: true, scrollWheelZoom: false }).setView(config.center, config.zoom);
  L.tileLayer(config.tiles, {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  }).addTo(map);
  if (config.overlay) {
    const o = config.overlay;
    L.imageOverlay(
      o.url,
      [
        [o.south, o.west],
        [o.north, o.east],
      ],
      { opacity: o.opacity },
    ).addTo(map);
  }
  const style = { radius: 8, color: '#fff', weight: 2, fillColor: '#262626', fillOpacity: 0.9 };
  const latLngs = config.points.map((p) => L.latLng(p.lat, p.lng));
  config.points.forEach((p, i) => {
    const marker = L.circleMarker(latLngs[i]!, style).addTo(map);
    if (p.label || p.text) marker.bindPopup(textNode(p.label, p.text));
  });
  if (config.route && latLngs.length > 1) {
    const line = L.polyline(latLngs, { color: '#2563eb', weight: 4 }).addTo(map);
    map.fitBounds(line.getBounds(), { padding: [24, 24] });
  }
  el.dataset.ready = 'true';
}
