// See KeepOffline.astro. A page the worker already controls was kept on its way in; only a first visit asks.
if ('serviceWorker' in navigator && !navigator.serviceWorker.controller) {
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ keepTag: location.pathname }))
    .catch(() => {});
}
