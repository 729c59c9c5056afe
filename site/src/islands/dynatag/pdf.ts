// The PDF viewer of /d/{shortId}, loaded by its element (pdf-element.ts) when it comes near the screen: PDF.js
// (and its worker, from our origin); each page drawn at the width of the column and the screen's pixel
// density, up to MAX_PAGES.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

const MAX_PAGES = 50;

/** Draws the PDF named in the element's data-src into its [data-pages]; data-ready is the number of pages. */
export async function drawPdf(el: HTMLElement) {
  const { src = '', loading = '', failed = '' } = el.dataset;
  const status = el.querySelector('[role=status]') as HTMLElement;
  const pages = el.querySelector('[data-pages]') as HTMLElement;
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
    el.dataset.ready = String(doc.numPages);
  } catch {
    status.textContent = failed;
    pages.hidden = true;
  }
}
