// Every address the built site links to — links, canonical, hreflang, Open Graph URL and the sitemap — is one
// the server answers directly: a page in its trailing-slash form (build.format 'directory'; /contact is a
// redirect to /contact/), a file, or a dynamic path. `bun run test` builds the site before `bun test`.
import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT_DIR = process.env.SITE_CLIENT_DIR ?? join(import.meta.dir, '../../dist/client');
const DYNAMIC = /^\/(api|sse|uploads|p|d|dashboard)(\/|$)/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Whether the server answers this path with the page or file itself (no redirect). */
function isServedDirectly(path: string) {
  if (DYNAMIC.test(path)) return true;
  if (path.endsWith('/')) return existsSync(join(CLIENT_DIR, path, 'index.html'));
  return /\.[a-z0-9]+$/i.test(path) && existsSync(join(CLIENT_DIR, path));
}

describe('addresses in the built site', () => {
  const origin = new URL(
    /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'))?.[1] ??
      'https://dynacard.se/',
  ).origin;
  const ownPath = (href: string) => {
    if (href.startsWith('/') && !href.startsWith('//')) return new URL(href, origin).pathname;
    return href.startsWith(`${origin}/`) ? new URL(href).pathname : null;
  };

  test('every link, canonical, alternate and og:url is served directly, without a slash redirect', () => {
    const wrong: string[] = [];
    for (const file of htmlFiles(CLIENT_DIR)) {
      const html = readFileSync(file, 'utf8');
      for (const match of html.matchAll(
        /<(?:a|link)\b[^>]*\shref="([^"]*)"|property="og:url" content="([^"]*)"/g,
      )) {
        const path = ownPath(match[1] ?? match[2] ?? '');
        if (path !== null && !isServedDirectly(path)) wrong.push(`${file.slice(CLIENT_DIR.length)}: ${path}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  test('the sitemap lists every marketing page in every language, in the served form', () => {
    const sitemap = readFileSync(join(CLIENT_DIR, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => ownPath(match[1] ?? ''));
    expect(locs).toContain('/en/business-card/');
    expect(locs.length).toBe(21);
    for (const path of locs) expect(path !== null && isServedDirectly(path)).toBe(true);
    expect(readFileSync(join(CLIENT_DIR, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
