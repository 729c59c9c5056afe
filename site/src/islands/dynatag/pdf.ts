// The PDF island of /d/{shortId}: PDF.js (and its worker, from our origin) fetched only when a page has a
// PDF; each page drawn at the width of the column and the screen's pixel density, up to MAX_PAGES.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

const MAX_PAGES = 50;

class DynatagPdf extends HTMLElement {
  async connectedCallback() {
    const { src = '', loading = '', failed = '' } = this.dataset;
    const status = this.querySelector('[role=status]') as HTMLElement;
    const pages = this.querySelector('[data-pages]') as HTMLElement;
    status.textContent = loading;
    try {
      const pdfjs = await import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      const doc = await pdfjs.getDocument({ url: src, withCredentials: true }).promise;
      const width = pages.clientWidth || 320;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
        const page = await doc.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        pages.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      status.textContent = '';
      this.dataset.ready = String(doc.numPages);
    } catch {
      status.textContent = failed;
    }
  }
}

customElements.define('dynatag-pdf', DynatagPdf);
