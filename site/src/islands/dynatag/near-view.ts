// The heavy islands of /d (the PDF viewer, the map) load their code only when they come near the screen: PDF.js
// and Leaflet cost a phone a second of work, and most visitors never scroll that far. Near means within half
// a screen (NEAR), so a visitor who scrolls finds the module drawn, or being drawn in the space kept for it.

/** How far below (or above) the window an island starts loading: half the window's height. */
export const NEAR = '50% 0px';

/** Runs `load` once, when `el` is within NEAR of the window (at once where the browser cannot tell). */
export function whenNear(el: Element, load: () => void) {
  if (!('IntersectionObserver' in window)) {
    load();
    return;
  }
  const watch = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watch.disconnect();
      load();
    },
    { rootMargin: NEAR },
  );
  watch.observe(el);
}
