// After the build, writes `<file>.br` beside every text file of dist/client bigger than one packet: brotli at
// the highest quality, paid once here instead of on every answer. The server (site/adapter/serve.ts) sends it
// to browsers that offer `br`. Runs after the precache integration, which rewrites sw.js.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const TEXT = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.md',
  '.xml',
]);
/** As shared/http/compression.ts MIN_COMPRESS_BYTES: smaller files are sent as they are. */
const MIN_BYTES = 512;
const compress = promisify(brotliCompress);

function textFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return TEXT.has(extname(name)) && statSync(path).size > MIN_BYTES ? [path] : [];
  });
}

/** @returns {import('astro').AstroIntegration} */
export default function precompress() {
  return {
    name: 'dynacard-precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const files = textFiles(fileURLToPath(dir));
        let before = 0;
        let after = 0;
        // zlib's thread pool compresses several files at once.
        await Promise.all(
          files.map(async (path) => {
            const body = readFileSync(path);
            const br = await compress(body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            writeFileSync(`${path}.br`, br);
            before += body.length;
            after += br.length;
          }),
        );
        logger.info(
          `brotli: ${files.length} files, ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB`,
        );
      },
    },
  };
}
