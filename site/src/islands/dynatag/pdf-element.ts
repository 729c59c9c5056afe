// The PDF viewer's element (PdfViewer.astro): a few hundred bytes on the page; PDF.js and the drawing code
// (pdf.ts) are fetched when the viewer comes near the screen. The service worker of a tag kept offline follows
// this script's imports (site/public/sw.js), so the viewer also draws from the kept copy.
import { whenNear } from './near-view';

class DynatagPdf extends HTMLElement {
  connectedCallback() {
    whenNear(this, () => {
      import('./pdf').then(({ drawPdf }) => drawPdf(this));
    });
  }
}

customElements.define('dynatag-pdf', DynatagPdf);
