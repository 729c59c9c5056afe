// The server entry Astro builds into site/dist/server/entry.mjs.
import { createApp } from 'astro/app/entrypoint';

const app = createApp();

/** Renders an on-demand page, or returns null when no Astro route matches. */
export async function renderPage(request, locals = {}) {
  const routeData = app.match(request);
  if (!routeData) return null;
  return app.render(request, { routeData, locals });
}
