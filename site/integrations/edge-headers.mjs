// After the build, writes dist/client/_headers for the edge (site/adapter/edge-headers.ts): the security headers
// and each prerendered page's Content-Security-Policy, as the origin sends them. And .assetsignore: the
// precompressed `.br` copies are for the origin; the edge compresses by itself and would publish them as files.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { edgeHeaders } from '../adapter/edge-headers.ts';

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** @returns {import('astro').AstroIntegration} */
export default function edgeHeadersIntegration() {
  return {
    name: 'dynacard-edge-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = htmlFiles(root).map((path) => ({
          file: relative(root, path),
          html: readFileSync(path, 'utf8'),
        }));
        writeFileSync(join(root, '_headers'), edgeHeaders(pages));
        writeFileSync(join(root, '.assetsignore'), '*.br\n');
        logger.info(`_headers for the edge: ${pages.length} pages`);
      },
    },
  };
}
