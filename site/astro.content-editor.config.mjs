// The content editor's configuration: the site's own (astro.config.mjs) plus Keystatic, for `bun run content:edit`
// only (docs/operations.md, "The product pages' content"). It serves the site and the editor at /keystatic on
// this computer (127.0.0.1), saving into the files of the working copy; the built site never includes it.
import keystatic from '@keystatic/astro';
import { defineConfig } from 'astro/config';
import site from './astro.config.mjs';

export default defineConfig({
  ...site,
  integrations: [...site.integrations, keystatic()],
  server: { host: '127.0.0.1', port: 4322 },
});
