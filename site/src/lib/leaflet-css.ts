// Leaflet's stylesheet, fetched only by the code that draws a map. A plain `import 'leaflet/dist/leaflet.css'`
// in a lazily loaded chunk is still collected by Astro into every page's <head> (the start page included), so
// the stylesheet is linked from here, by its hashed URL, the first time a map is drawn.
import cssUrl from 'leaflet/dist/leaflet.css?url';

let stylesheet: Promise<void> | undefined;

/** Links the stylesheet once; resolves when it has loaded (or failed: the map still works, unstyled). */
export function loadLeafletCss(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: cssUrl });
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
  return stylesheet;
}
