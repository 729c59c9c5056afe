// Content coding of text answers (DESIGN §9): brotli when the browser offers it, else gzip, else the bytes as
// they are. Prerendered files come brotli-compressed from the build (site/integrations/precompress.mjs); the
// server compresses a cached /p page once, when it is cached.
import { brotliCompressSync, constants } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
type Bytes = Uint8Array<ArrayBuffer>;

/** Types worth compressing: text, JSON, XML, SVG. */
export const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

/** Files smaller than this fit in one packet anyway: they are sent as they are. */
export const MIN_COMPRESS_BYTES = 512;

const BR = /\bbr\b/i;
const GZIP = /\bgzip\b/i;
const REFUSED = /^\s*q\s*=\s*0(?:\.0*)?\s*$/i;

/** Whether `coding` is in the Accept-Encoding list without q=0. */
function offers(header: string, coding: Encoding): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    if (name.trim().toLowerCase() === coding) return !params.some((p) => REFUSED.test(p));
  }
  return false;
}

/** The coding to answer with: brotli if offered (and `hasBr`), else gzip if offered, else null (identity). */
export function pickEncoding(acceptEncoding: string | null, hasBr = true): Encoding | null {
  if (!acceptEncoding) return null;
  // What browsers send ("gzip, deflate, br, zstd") has no weights: two regexes, no allocation.
  if (!acceptEncoding.includes('q=')) {
    return hasBr && BR.test(acceptEncoding) ? 'br' : GZIP.test(acceptEncoding) ? 'gzip' : null;
  }
  if (hasBr && offers(acceptEncoding, 'br')) return 'br';
  return offers(acceptEncoding, 'gzip') ? 'gzip' : null;
}

/** Brotli of text at `quality` (0–11; 11 is the smallest and by far the slowest). */
export const brotli = (body: Uint8Array, quality: number): Bytes =>
  new Uint8Array(
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  ) as Bytes;
