// After the build, writes the service worker's version and precache list into dist/client/sw.js:
// the start and offline pages of every language, their island scripts, the styles, the manifest and the icons. The version is a
// hash of those files, so a deploy that changes them installs a new worker and drops the old cache.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGES = ['/', '/en/', '/fi/', '/offline/', '/en/offline/', '/fi/offline/'];
const FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/logo-light.svg',
  '/logo-dark.svg',
  '/icons/icon-192.png',
  '/icons/icon.svg',
];

const fileOf = (clientDir, url) => join(clientDir, url.endsWith('/') ? `${url}index.html` : url);

/** The scripts and island scripts of the precached pages and the chunks they import, so the shell works offline too. */
function islandScripts(clientDir, pages) {
  const found = new Set();
  const queue = [];
  for (const page of pages) {
    const html = readFileSync(fileOf(clientDir, page), 'utf8');
    for (const match of html.matchAll(
      /(?:component|renderer|before-hydration)-url="(\/_astro\/[^"]+\.js)"|<script[^>]*\ssrc="(\/_astro\/[^"]+\.js)"/g,
    ))
      queue.push(match[1] ?? match[2]);
  }
  while (queue.length) {
    const url = queue.pop();
    if (found.has(url) || !existsSync(fileOf(clientDir, url))) continue;
    found.add(url);
    // Static imports only; dialogs loaded on demand are cached the first time they are used.
    for (const match of readFileSync(fileOf(clientDir, url), 'utf8').matchAll(
      /(?:from|import)\s*"\.\/([^"]+\.js)"/g,
    ))
      queue.push(`/_astro/${match[1]}`);
  }
  return [...found].sort();
}

/** @returns {import('astro').AstroIntegration} */
export default function precache() {
  return {
    name: 'dynacard-precache',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        // With an adapter, `dir` is the client output (dist/client).
        const clientDir = fileURLToPath(dir);
        const worker = join(clientDir, 'sw.js');
        if (!existsSync(worker)) return;
        const styles = existsSync(join(clientDir, '_astro'))
          ? readdirSync(join(clientDir, '_astro'))
              .filter((name) => name.endsWith('.css'))
              .map((name) => `/_astro/${name}`)
          : [];
        const pages = PAGES.filter((url) => existsSync(fileOf(clientDir, url)));
        const urls = [...pages, ...FILES, ...styles, ...islandScripts(clientDir, pages)].filter((url) =>
          existsSync(fileOf(clientDir, url)),
        );
        const hash = createHash('sha256');
        for (const url of urls) hash.update(url).update(readFileSync(fileOf(clientDir, url)));
        const version = hash.digest('hex').slice(0, 12);
        const source = readFileSync(worker, 'utf8')
          .replace(/const VERSION = '[^']*';/, `const VERSION = '${version}';`)
          .replace(/const PRECACHE = \[[^\]]*\];/, `const PRECACHE = ${JSON.stringify(urls)};`);
        writeFileSync(worker, source);
        logger.info(`service worker ${version}: ${urls.length} files precached`);
      },
    },
  };
}
