// The map's element (MapView.astro): a few hundred bytes on the page; Leaflet, its stylesheet and the map's
// tiles are fetched when the map comes near the screen, never for a visitor who does not scroll to it.
import { whenNear } from './near-view';

class DynatagMap extends HTMLElement {
  connectedCallback() {
    whenNear(this, () => {
      import('./map').then(({ drawMap }) => drawMap(this));
    });
  }
}

customElements.define('dynatag-map', DynatagMap);
