import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, passthroughImageService } from 'astro/config';
import elysiaAdapter from './adapter/index.mjs';
import edgeHeaders from './integrations/edge-headers.mjs';
import precache from './integrations/precache.mjs';
import precompress from './integrations/precompress.mjs';

export default defineConfig({
  // Absolute URLs (canonical, hreflang, Open Graph) point at the public address the site is built for.
  site: process.env.PUBLIC_URL || 'https://dynacard.se',
  output: 'static',
  adapter: elysiaAdapter(),
  // precompress last: it compresses what the others wrote (sw.js); edge-headers reads the pages as written.
  integrations: [react(), precache(), edgeHeaders(), precompress()],
  image: { service: passthroughImageService() },
  build: { format: 'directory' },
  vite: { plugins: [tailwindcss()] },
  i18n: {
    locales: ['sv', 'en', 'fi'],
    defaultLocale: 'sv',
    routing: { prefixDefaultLocale: false },
  },
});
