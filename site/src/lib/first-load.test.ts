// The marketing pages' first-load JavaScript stays within DESIGN §9's budget (≤ 15 KB gzip) in the built site.
// `bun run test` builds the site before `bun test`; SITE_CLIENT_DIR measures another build (e.g. an older checkout).
import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_LOAD_JS_BUDGET, fileOf, firstLoadJs, MARKETING_PAGES } from './first-load';

const CLIENT_DIR = process.env.SITE_CLIENT_DIR ?? join(import.meta.dir, '../../dist/client');

describe('first-load JavaScript of the marketing pages', () => {
  test('the site is built', () => {
    expect(existsSync(join(CLIENT_DIR, 'index.html'))).toBe(true);
  });

  for (const page of MARKETING_PAGES) {
    test(`${page} loads at most 15 KB of JavaScript (gzip)`, () => {
      const load = firstLoadJs(CLIENT_DIR, page);
      if (process.env.SHOW_FIRST_LOAD)
        console.log(`${page}\t${load.files.length} files\t${(load.gzipBytes / 1024).toFixed(1)} KB`);
      expect(load.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
      // No React on a marketing page's first load: the dialogs bring it when they open.
      expect(load.files.filter((file) => /\/(react|react-dom|client)\.[\w-]+\.js$/.test(file))).toEqual([]);
    });
  }
});

describe('stylesheets of the marketing pages', () => {
  // Astro collects a CSS import of any lazily loaded chunk into every page: maps and charts link theirs when
  // they draw (lib/leaflet-css.ts, stats/ViewsChart.tsx), so a page links only the site's own stylesheet.
  for (const page of MARKETING_PAGES) {
    test(`${page} links no map or chart stylesheet`, () => {
      const html = readFileSync(fileOf(CLIENT_DIR, page), 'utf8');
      const sheets = [...html.matchAll(/href="([^"]+\.css)"/g)].map((m) => m[1]);
      expect(sheets.filter((href) => /leaflet|uplot|GeoPicker|MapPicker/i.test(href))).toEqual([]);
    });
  }
});
