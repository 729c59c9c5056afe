// What a marketing page costs in JavaScript on its first load (DESIGN §9: ≤ 15 KB compressed): every script
// the HTML runs — inline, `<script src>`, and the island components and renderers Astro hydrates — plus the
// modules those import statically, each gzipped as the server sends it. Dynamic imports (dialogs) load on demand
// and are not counted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@shared/constants';
import { localizePath } from './i18n';
import { MARKETING_PATHS } from './navigation';

export const FIRST_LOAD_JS_BUDGET = 15 * 1024;

/** The marketing pages of every language, as the paths the site serves directly. */
export const MARKETING_PAGES = LANGUAGES.flatMap((lang) =>
  MARKETING_PATHS.map((path) => localizePath(lang, path)),
);

export type FirstLoad = { page: string; files: string[]; inlineBytes: number; gzipBytes: number };

const gzipSize = (text: string) => Bun.gzipSync(text).length;

/** The file a site URL is served from. */
export const fileOf = (clientDir: string, url: string) =>
  join(clientDir, url.endsWith('/') ? `${url}index.html` : url);

const STATIC_IMPORT = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;

/** The first-load JavaScript of one page of a built site (`site/dist/client`). */
export function firstLoadJs(clientDir: string, page: string): FirstLoad {
  const html = readFileSync(fileOf(clientDir, page), 'utf8');
  let inlineBytes = 0;
  const queue: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) queue.push(src);
    else if (body.trim()) {
      inlineBytes += gzipSize(body);
      // An inline module may import bundled files.
      for (const imported of body.matchAll(STATIC_IMPORT)) queue.push(imported[1] ?? '');
    }
  }
  for (const match of html.matchAll(/(?:component|renderer|before-hydration)-url="([^"]+)"/g))
    queue.push(match[1] ?? '');

  const files = new Set<string>();
  let gzipBytes = inlineBytes;
  while (queue.length) {
    const url = queue.pop() ?? '';
    if (!url.startsWith('/') || files.has(url)) continue;
    const file = fileOf(clientDir, url);
    if (!existsSync(file)) throw new Error(`${page} loads ${url}, which the build does not have`);
    files.add(url);
    const source = readFileSync(file, 'utf8');
    gzipBytes += gzipSize(source);
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    for (const imported of source.matchAll(STATIC_IMPORT)) {
      const target = imported[1] ?? '';
      queue.push(target.startsWith('./') ? base + target.slice(2) : target);
    }
  }
  return { page, files: [...files].sort(), inlineBytes, gzipBytes };
}
