// Loads the human check's element. A dynamic import keeps this script a file of its own: Astro inlines a
// small script without one, and the /d page's CSP allows no inline script.
import('./human-check-element');
