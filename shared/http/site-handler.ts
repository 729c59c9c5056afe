// The contract between the API and the site: the API answers a page it cannot answer itself (the /p, /d and /c
// pages, the tag preview) through a handler the entry point builds from the site (site/adapter/serve.ts) and hands
// in. Here, below both, so that neither imports the other.
/** Renders the site's page for the request; `locals` is what the page reads from `Astro.locals`. */
export type SiteHandler = (request: Request, locals?: object) => Promise<Response>;
