import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, passthroughImageService } from 'astro/config';
import elysiaAdapter from './adapter/index.mjs';

export default defineConfig({
  output: 'static',
  adapter: elysiaAdapter(),
  integrations: [react()],
  image: { service: passthroughImageService() },
  build: { format: 'directory' },
  vite: { plugins: [tailwindcss()] },
  i18n: {
    locales: ['sv', 'en', 'fi'],
    defaultLocale: 'sv',
    routing: { prefixDefaultLocale: false },
  },
});
